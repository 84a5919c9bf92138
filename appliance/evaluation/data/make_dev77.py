"""Batch d77 (dev): blind fire-crew questions for the appliance's evaluation (templates + sessions).

Every gold number is computed here from the CSV (through crew_facts), from the crew's own figures
(rate x minutes) or parsed out of the shipped documents with a regex. Run:
    python -m appliance.evaluation.data.make_dev77
It writes crew_templates_dev77.jsonl and crew_sessions_dev77.jsonl next to itself and checks them with
crew_build.expand.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d77"
DOCS = EDGE_DATA_DIR / "documents"
TABLE = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()
B, S = ["bejaia"], ["sidi-bel-abbes"]
BOTH, ALT = "both", "alt"


# ----------------------------------------------------------------------------------------------
# fact helpers: each returns a callable (stations, day key, thr) -> list of literal facts
# ----------------------------------------------------------------------------------------------
def _days(key):
    return crew_days.resolve(key, "en", 0)["days"] or []


def _one(sts, key):
    days = _days(key)
    assert len(days) == 1, key
    return [(s, days[0]) for s in sts if (s, days[0]) in TABLE]


def _rows(s, key):
    return [TABLE[(s, d)] for d in _days(key) if (s, d) in TABLE]


def _field(r, field):
    if field in ("t", "rh", "ws", "rain"):
        return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}[field]
    return r.codes[field]


def _dec(v, nd=1):
    s = f"{round(v, nd):.{nd}f}"
    return [s, s.replace(".", ",")]


UNIT_WORDS = {"mph": ["mph"], "kn": ["kn", "knots", "kt", "nœuds", "nudos"], "ms": ["m/s"], "F": ["°F", "F"]}


def conv_value(v, unit):
    return {"mph": v / 1.609344, "kn": v / 1.852, "ms": v / 3.6, "F": v * 9 / 5 + 32}[unit]


def any_conv(val, unit):
    r = round(val, 1)
    if float(r).is_integer():
        forms = [str(int(r))]
    else:
        forms = _dec(val) + [f"{round(val)} {w}" for w in UNIT_WORDS[unit]] + [f"{round(val)}{w}" for w in UNIT_WORDS[unit]]
    return {"any": list(dict.fromkeys(forms))}


def code(name):
    def f(sts, key, thr):
        return [crew_facts._num(TABLE[(s, d)].codes[name]) for s, d in _one(sts, key)]
    return f


def conv(field, unit):
    def f(sts, key, thr):
        return [any_conv(conv_value(_field(TABLE[(s, d)], field), unit), unit) for s, d in _one(sts, key)]
    return f


def count_above(field, limit):
    def f(sts, key, thr):
        return [sum(1 for r in _rows(s, key) if _field(r, field) > limit) for s in sts if _rows(s, key)]
    return f


def mean(field):
    def f(sts, key, thr):
        out = []
        for s in sts:
            rows = _rows(s, key)
            if rows:
                v = sum(_field(r, field) for r in rows) / len(rows)
                forms = _dec(v) + ([str(int(round(v, 1)))] if float(round(v, 1)).is_integer() else [])
                out.append({"any": forms})
        return out
    return f


def minimum(field):
    def f(sts, key, thr):
        return [crew_facts._num(min(_field(r, field) for r in _rows(s, key))) for s in sts if _rows(s, key)]
    return f


def last_value(field):
    def f(sts, key, thr):
        return [crew_facts._num(_field(_rows(s, key)[-1], field)) for s in sts if _rows(s, key)]
    return f


def fires_gt(limit):
    """The record's past days above an FWI limit and how many of them burned (same rule as crew_facts)."""
    def f(sts, key, thr):
        return [x for s in sts for x in crew_facts.window_facts("fires_fwi_gt", s, [TODAY], limit)]
    return f


def drift(minutes, m_per_min=None, kmh=None):
    metres = m_per_min * minutes if m_per_min is not None else kmh * 1000 * minutes / 60
    metres = round(metres)
    km = metres / 1000
    forms = [f"{metres} m", f"{metres}m", f"{metres:,} m".replace(",", " ")]
    km_g = f"{km:g}"
    forms += [f"{km_g} km", f"{km_g.replace('.', ',')} km"]
    if round(km, 1) == km:
        forms += [f"{km:.1f} km", f"{km:.1f} km".replace(".", ",")]
    return {"any": list(dict.fromkeys(forms))}


def lit(*facts):
    return lambda sts, key, thr: list(facts)


# ----------------------------------------------------------------------------------------------
# facts parsed from the shipped documents
# ----------------------------------------------------------------------------------------------
def _doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


DEF = _doc("butte-county-defensible-space.md")
LCES = _doc("crew-safety-lces.md")
FWIG = _doc("fire-weather-index-guide.md")


def _n(pattern, text, group=1):
    m = re.search(pattern, re.sub(r"\s+", " ", text))
    assert m, pattern
    return crew_facts._num(float(m.group(group)))


D_SPACE = _n(r"requires (\d+) feet of defensible space", DEF)
D_ZONE0 = _n(r"Zone 0 is the first (\d+) feet", DEF)
D_ZONE1_OUT = _n(r"Zone 1 runs from \d+ to (\d+) feet", DEF)
D_ZONE2_IN = _n(r"Zone 2 runs from (\d+) to \d+ feet", DEF)
D_ZONE2_OUT = _n(r"Zone 2 runs from \d+ to (\d+) feet", DEF)
D_GRASS = _n(r"maximum height of (\d+) inches", DEF)
D_BRANCH = _n(r"branches (\d+) feet from chimneys", DEF)
G_FFMC = _n(r"above about (\d+)\s+fine fuels", FWIG)
G_HIGH = _n(r"from ([\d.]+) high", FWIG)
G_VHIGH = _n(r"from ([\d.]+)\s+very high", FWIG)
_lces = re.search(r"engages a fire: ([^.]+)\.", re.sub(r"\s+", " ", LCES)).group(1)
LCES_PARTS = [p.strip() for p in re.split(r",|\band\b", _lces.replace("\n", " ")) if p.strip()]
assert len(LCES_PARTS) == 4, LCES_PARTS
# a multilingual net for each LCES element (the answer may translate the English words)
LCES_ANY = {
    "Lookouts": {"any": ["lookout", "guetteur", "vigie", "vigía", "vigia", "مراقب", "مراقبة", "مراقبين"]},
    "Communications": {"any": ["communication", "comunicacion", "comunicación", "اتصال", "الاتصالات", "تواصل"]},
    "Escape routes": {"any": ["escape", "fuite", "repli", "escape", "ruta de escape", "rutas de escape", "هروب", "إخلاء", "انسحاب"]},
    "Safety zones": {"any": ["safety zone", "zone de sécurité", "zones de sécurité", "zona de seguridad", "zonas de seguridad",
                             "مناطق الأمان", "منطقة الأمان", "مناطق آمنة", "منطقة آمنة"]},
}
LCES_FACTS = [LCES_ANY[p] for p in LCES_PARTS]
LOOKOUT = LCES_ANY["Lookouts"]
assert re.search(r"survives there without a fire shelter", re.sub(r"\s+", " ", LCES))
SHELTER = {"any": ["shelter", "abri", "refugio", "ملجأ"]}
SAFETY_ZONE = LCES_ANY["Safety zones"]
WATCHOUT = {"any": [w for w in ("downhill", "spot fire", "wind") if w in LCES]}
assert re.search(r"ISI\) combines FFMC with wind and rates how fast a fire would spread", re.sub(r"\s+", " ", FWIG))
ISI_WORD = {"any": ["spread", "propagation", "propagación", "انتشار"]}
_bui = re.search(r"\(BUI\) combines (\w+) and (\w+)", re.sub(r"\s+", " ", FWIG))
BUI_PARTS = {"any": [_bui.group(1), _bui.group(2)]}
FFMC_WORD = {"any": ["fine fuel", "litter", "combustibles fins", "litière", "combustibles finos", "hojarasca", "الوقود الدقيق", "الدقيقة"]}
assert "Fine Fuel Moisture Code" in FWIG and "litter" in FWIG


# ----------------------------------------------------------------------------------------------
# rows -> templates
# ----------------------------------------------------------------------------------------------
def R(lang, q, st=None, d="now", f=(), i=None, h=None, thr=None):
    return {"lang": lang, "q": q, "st": st, "d": d, "f": list(f), "i": i, "h": h, "thr": thr}


TEMPLATES = []


def tpl(kind, intents, rows, decision=None, fire=False, alts=None):
    key = f"{NAME}-{kind}"
    phrasings, days, hz, thr, ibp = [], [], [], [], []
    for idx, r in enumerate(rows):
        st = r["st"]
        if st == ALT:
            assert "{st}" in r["q"], r["q"]
            sts, mode = [crew_facts.STATIONS[idx % 2]], ALT
        elif st == BOTH:
            sts, mode = sorted(crew_facts.STATIONS), BOTH
        elif st is None:
            sts, mode = [], "none"
        else:
            sts, mode = sorted(st), sorted(st)
        facts = []
        for tok in r["f"]:
            if callable(tok):
                facts.extend(tok(sts, r["d"], r["thr"]))
            else:
                facts.append(tok)
        p = {"q": r["q"], "lang": r["lang"], "stations": mode}
        if facts:
            p["facts"] = facts
        if alts and idx in alts:
            p["intents_alt"] = alts[idx]
        phrasings.append(p)
        days.append(r["d"])
        hz.append(r["h"])
        thr.append(r["thr"])
        ibp.append(r["i"] or intents)
    t = {"key": key, "intents": intents, "intents_by_phrasing": ibp, "phrasings": phrasings, "stations": "none",
         "days": days, "facts": []}
    if any(x is not None for x in hz):
        t["horizons"] = hz
    if any(x is not None for x in thr):
        t["thr"] = thr
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, ANL = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRF, SPR, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---------------------------------------------------------------- current conditions
tpl("cc", [CC], [
    R("en", "Before I brief the council at two I'd like the noon numbers for Sidi Bel Abbes today: temperature, humidity, "
            "wind speed, and whether any rain fell at all.", S, "today", ["t", "rh", "ws", "rain"]),
    R("en", "SBA wx rn?", S, "now", ["t", "rh", "ws"]),
    R("en", "For the planning cycle I'm reconciling the station logs against our own notes. What did Béjaïa record "
            "yesterday at its noon observation? All four weather elements, if you can.", B, "yesterday", ["t", "rh", "ws", "rain"]),
    R("en", "humidty at bejaia pls", B, "now", ["rh"]),
    R("en", "Could you tell me how warm it got at {st} on 14-Aug? We're writing up the after-action for that week and "
            "the number in our log looks off.", ALT, "2012-08-14", ["t"]),
    R("en", "Rain gauge at Sidi-Bel-Abbès, 3/8 - anything measurable?", S, "2012-08-03", ["rain"]),
    R("en", "What's the wind doing at Bejaia right now, in mph please? The mutual-aid engine from the base only reads mph.",
      B, "now", [conv("ws", "mph")]),
    R("en", "I need Sidi Bel Abbes' temperature for today in Fahrenheit for a visiting US liaison, and the Celsius "
            "figure too if that's no trouble.", S, "today", ["t", conv("t", "F")]),
    R("en", "Municipal EOC here. There's a community event planned on the coast road by Béjaïa next month and I'm being "
            "asked, somewhat informally, what the relative humidity and the wind were at the station on the 28th of "
            "September. Nothing urgent.", B, "2012-09-28", ["rh", "ws"]),
    R("en", "wind speed SBA in knots, todays reading", S, "today", [conv("ws", "kn")]),
    R("en", "Bejaia, day before yesterday, temp and RH.", B, "daybefore", ["t", "rh"]),
    R("en", "Looking back at 2012-07-21 for Sidi Bel Abbes, what were the temperature and the humidity that noon?",
      S, "2012-07-21", ["t", "rh"]),
    R("en", "m/s wind at {st} today?", ALT, "today", [conv("ws", "ms")]),
    R("en", "The regional office has asked each commune to report the noon humidity at its nearest station, and ours is Sidi Bel "
            "Abbes. Could you give me today's value so I can fill in the return?", S, "today", ["rh"]),
    R("fr", "Bonjour, pouvez-vous me donner les conditions relevées à Béjaïa aujourd'hui à midi : température, humidité "
            "relative et vent ?", B, "today", ["t", "rh", "ws"]),
    R("fr", "SBA hier, il a plu ou pas ?", S, "yesterday", ["rain"]),
    R("fr", "Pour la cellule de crise de la mairie, j'aurais besoin de la température observée à Sidi-Bel-Abbès le 5 août, "
            "si la station l'a bien enregistrée.", S, "2012-08-05", ["t"]),
    R("fr", "Le vent à Béjaïa en ce moment, ça donne combien en km/h ?", B, "now", ["ws"]),
    R("fr", "Allo, c'est quoi l'humidité à Sidi Bel Abbès là, pis la température ?", S, "now", ["rh", "t"]),
    R("fr", "Relevé de Bejaia du 12/07 : température et humidité, merci.", B, "2012-07-12", ["t", "rh"]),
    R("es", "¿Qué temperatura marcaba hoy la estación de Sidi Bel Abbés?", S, "today", ["t"]),
    R("es", "Oye, ¿cuánto viento hay ahorita en Bejaia?", B, "now", ["ws"]),
    R("es", "Necesito la humedad relativa y la lluvia de Béjaïa de ayer para el parte de la tarde.", B, "yesterday", ["rh", "rain"]),
    R("es", "Condiciones en SBA el 20 de agosto, porfa: temperatura, humedad y viento.", S, "2012-08-20", ["t", "rh", "ws"]),
    R("es", "¿Me pasas el viento de Sidi Bel Abbes de hoy en metros por segundo?", S, "today", [conv("ws", "ms")]),
    R("ar", "شحال الحرارة في بجاية دوك؟", B, "now", ["t"]),
    R("ar", "ما هي الرطوبة النسبية المسجلة في محطة سيدي بلعباس اليوم عند الظهر؟", S, "today", ["rh"]),
    R("ar", "خويا عطيني الريح في بلعباس البارح", S, "yesterday", ["ws"]),
    R("ar", "هل سقطت أمطار في بجاية يوم 29 سبتمبر؟", B, "2012-09-29", ["rain"]),
    R("ar", "كيفاش كان الجو في سيدي بلعباس نهار 10 أوت؟ الحرارة والرطوبة برك", S, "2012-08-10", ["t", "rh"]),
    R("ar", "بدي اعرف درجة الحرارة والهوا ببجاية مبارح", B, "yesterday", ["t", "ws"]),
])

# ---------------------------------------------------------------- danger
tpl("dgr", [DG], [
    R("en", "What danger class is Sidi Bel Abbes in as of today's noon reading, and what FWI sits behind it?", S, "today", ["fwi", "class"]),
    R("en", "FWI bejaia now", B, "now", ["fwi"]),
    R("en", "For the situation report I need the ISI at SBA today - the initial spread index, not the FWI.", S, "today", [code("ISI")]),
    R("en", "Our analyst wants the Buildup Index at Béjaïa for yesterday; could you pull it for her?", B, "yesterday", [code("BUI")]),
    R("en", "What was the danger rating at Sidi-Bel-Abbès on 2012-08-26?", S, "2012-08-26", ["fwi", "class"]),
    R("en", "ffmc SBA today? need to know if the fines are receptive", S, "today", [code("FFMC")]),
    R("en", "I'm drafting the weekend burn-permit notice for the municipality and, frankly, I'm not sure how to read your "
            "codes. In plain terms, what danger class is Béjaïa sitting in today?", B, "today", ["class", "fwi"]),
    R("en", "DC at sidi bel abbes {day}", S, "2012-09-01", [code("DC")]),
    R("en", "Was {st} in the high class on the 15th of August?", ALT, "2012-08-15", ["fwi", "class"]),
    R("en", "DMC and BUI for Bejaia 30/09", B, "2012-09-30", [code("DMC"), code("BUI")]),
    R("en", "Danger level yesterday at SBA?", S, "yesterday", ["fwi", "class"]),
    R("fr", "Quel est l'indice forêt météo (IFM) à Sidi-Bel-Abbès aujourd'hui ?", S, "today", ["fwi"]),
    R("fr", "Niveau de danger à Béjaïa hier, svp", B, "yesterday", ["fwi", "class"]),
    R("fr", "Dans le cadre de la préparation de l'arrêté municipal, pourriez-vous m'indiquer la classe de danger feux de "
            "forêt à Sidi Bel Abbès le 10 août ?", S, "2012-08-10", ["class", "fwi"]),
    R("fr", "ISI à Bejaia ce midi ?", B, "now", [code("ISI")]),
    R("fr", "C'tu dangereux à SBA aujourd'hui? Le FWI est rendu à combien ?", S, "today", ["fwi", "class"]),
    R("es", "¿En qué clase de peligro está Bejaia hoy?", B, "today", ["class", "fwi"]),
    R("es", "Dame el FWI de Sidi Bel Abbés de anteayer.", S, "daybefore", ["fwi"]),
    R("es", "¿Cuál era el índice de propagación inicial (ISI) en SBA el 31 de julio?", S, "2012-07-31", [code("ISI")]),
    R("es", "Peligro de incendio en Béjaïa el 25 de agosto, ¿alto o qué?", B, "2012-08-25", ["class", "fwi"]),
    R("ar", "شنو هو مؤشر FWI في سيدي بلعباس اليوم؟", S, "today", ["fwi"]),
    R("ar", "ما درجة خطر الحرائق في بجاية حاليا؟", B, "now", ["class", "fwi"]),
    R("ar", "الخطر في بلعباس البارح كان عالي ولا لا؟", S, "yesterday", ["class", "fwi"]),
    R("ar", "أعطني مؤشر BUI لمحطة بجاية ليوم 20 أوت", B, "2012-08-20", [code("BUI")]),
    R("ar", "قديش الـ FFMC بسيدي بلعباس هلق؟", S, "now", [code("FFMC")]),
    R("ar", "ما هي فئة الخطر في سيدي بلعباس يوم 5 سبتمبر؟", S, "2012-09-05", ["class", "fwi"]),
    R("ar", "ما قيمة مؤشر الانتشار الأولي ISI في بجاية أمس؟", B, "yesterday", [code("ISI")]),
])

# ---------------------------------------------------------------- compare stations
tpl("cmp", [CMP], [
    R("en", "Which of the two stations is running hotter today, and by how much?", BOTH, "today", ["t"]),
    R("en", "Between Béjaïa and SBA, which one should we be more worried about right now in terms of fire danger?", BOTH, "now", ["fwi"]),
    R("en", "I'm trying to decide where to pre-position the municipal water tender for the afternoon. Comparing Sidi Bel "
            "Abbes and Bejaia, which is the drier of the two at the moment?", BOTH, "now", ["rh"]),
    R("en", "side by side pls: wind at both stations now", BOTH, "now", ["ws"]),
    R("en", "Yesterday, which station had the higher FWI, Bejaia or Sidi Bel Abbes, and what was the gap between them?", BOTH, "yesterday", ["fwi"]),
    R("en", "Compare the two stations' danger classes {day}.", BOTH, "2012-08-12", ["class"]),
    R("en", "Was it windier at Béjaïa or at Sidi-Bel-Abbès on the 2nd of September?", BOTH, "2012-09-02", ["ws"]),
    R("en", "Over the past week, taking the noon readings as they are, which station has been hotter on average?", BOTH, "lastweek", [mean("t")]),
    R("fr", "Laquelle des deux stations est la plus sèche aujourd'hui, Béjaïa ou Sidi-Bel-Abbès ?", BOTH, "today", ["rh"]),
    R("fr", "Comparaison IFM Béjaïa / SBA, hier", BOTH, "yesterday", ["fwi"]),
    R("fr", "Entre les deux postes, où fait-il le plus chaud en ce moment, et de combien de degrés ?", BOTH, "now", ["t"]),
    R("fr", "Est-ce que ça vente plus à Bejaia qu'à Sidi Bel Abbès aujourd'hui ?", BOTH, "today", ["ws"]),
    R("es", "¿Cuál de las dos estaciones tiene más peligro hoy?", BOTH, "today", ["fwi"]),
    R("es", "Compárame la humedad de Bejaia y Sidi Bel Abbés del 18 de agosto.", BOTH, "2012-08-18", ["rh"]),
    R("es", "¿Dónde hizo más calor ayer, en Béjaïa o en SBA?", BOTH, "yesterday", ["t"]),
    R("ar", "وين راهي السخانة أكثر اليوم، في بجاية ولا في سيدي بلعباس؟", BOTH, "today", ["t"]),
    R("ar", "قارن بين مؤشر خطر الحرائق في المحطتين اليوم", BOTH, "today", ["fwi"]),
    R("ar", "أي محطة كانت أرطب أمس، بجاية أم سيدي بلعباس؟", BOTH, "yesterday", ["rh"]),
], alts={7: [[CMP, SUM]]})

# ---------------------------------------------------------------- summary (weather windows)
tpl("sum", [SUM], [
    R("en", "What was the highest FWI recorded at Sidi Bel Abbes in August?", S, "aug", ["maxfwi"]),
    R("en", "For the seasonal review I'm preparing for the municipal council, could you count how many days Béjaïa went "
            "above 35 degrees in August?", B, "aug", [count_above("t", 35)]),
    R("en", "hottest day at SBA in july - what temp?", S, "jul", ["maxt"]),
    R("en", "Average relative humidity at Sidi-Bel-Abbès over the last week?", S, "lastweek", [mean("rh")]),
    R("en", "Is the FWI at Béjaïa trending up or down since Tuesday? I'd rather have the direction than every value.",
      B, "since-tue", [last_value("FWI")]),
    R("en", "Number of days with FWI over 20 at SBA in August?", S, "aug", [count_above("FWI", 20)]),
    R("en", "Lowest humidity reading at Bejaia between the 1st and the 10th of September.", B, "sep1-10", [minimum("rh")]),
    R("en", "max temp sidi bel abbes last 3 days", S, "last3d", ["maxt"]),
    R("fr", "Quelle a été la température maximale à Béjaïa en août ?", B, "aug", ["maxt"]),
    R("fr", "Sur les sept derniers jours, quel est l'IFM le plus élevé à Bejaia ?", B, "lastweek", ["maxfwi"]),
    R("fr", "Pour le bilan de saison de la commune : combien de jours avec un IFM supérieur à 15 à Sidi Bel Abbès en août ?",
      S, "aug", [count_above("FWI", 15)]),
    R("fr", "Moyenne des températures à SBA depuis mardi ?", S, "since-tue", [mean("t")]),
    R("es", "¿Cuál fue el FWI máximo de Bejaia en julio?", B, "jul", ["maxfwi"]),
    R("es", "¿Cuántos días pasaron de 38 grados en Sidi Bel Abbés en agosto?", S, "aug", [count_above("t", 38)]),
    R("es", "Temperatura más alta en SBA en septiembre", S, "sep", ["maxt"]),
    R("ar", "شحال من نهار فات فيها الـ FWI عشرين في سيدي بلعباس في أوت؟", S, "aug", [count_above("FWI", 20)]),
    R("ar", "ما هي أعلى درجة حرارة سجلتها بجاية في جوان؟", B, "jun", ["maxt"]),
    R("ar", "أعلى مؤشر FWI في بجاية خلال الأسبوع الماضي؟", B, "lastweek", ["maxfwi"]),
    R("ar", "معدل الرطوبة في بلعباس في الثلاث أيام اللي فاتو", S, "last3d", [mean("rh")]),
])

# ---------------------------------------------------------------- summary (fire-day counts)
tpl("sumfire", [SUM], [
    R("en", "How many fire days did Bejaia log in June?", B, "jun", ["fires"]),
    R("en", "How many days in the late-August stretch, the 20th through the 31st, did Sidi Bel Abbes have a fire on record?",
      S, "aug-late", ["fires"]),
    R("fr", "Combien de jours de feu à Sidi-Bel-Abbès en juillet ?", S, "jul", ["fires"]),
    R("es", "¿Cuántos días con incendio registró Béjaïa en agosto?", B, "aug", ["fires"]),
    R("ar", "كم يوم حريق سجلت محطة سيدي بلعباس في سبتمبر؟", S, "sep", ["fires"]),
    R("en", "Speaking as the person who has to sign the burn ban: on the record you hold, how many fire days did Béjaïa have "
            "across September?", B, "sep", ["fires"]),
], fire=True)

# ---------------------------------------------------------------- analogs
tpl("anl", [ANL], [
    R("en", "Looking at the record for Sidi Bel Abbes: of the days with FWI above {thr}, how many actually had a fire?", S, "now",
      ["fires_fwi_gt"], thr=20),
    R("en", "Have days like today at Béjaïa historically turned into fire days?", B, "now"),
    R("en", "Out of all the past days at Bejaia where the FWI went over {thr}, how many burned?", B, "now", ["fires_fwi_gt"], thr=10),
    R("en", "For a risk memo I'm drafting: when SBA's FWI has been above {thr}, on how many of those days was a fire recorded?",
      S, "now", ["fires_fwi_gt"], thr=15),
    R("en", "does todays weather at sidi bel abbes look like past fire days or not", S, "now"),
    R("fr", "Parmi les jours où l'IFM dépassait {thr} à Sidi-Bel-Abbès, combien ont connu un feu ?", S, "now", ["fires_fwi_gt"], thr=30),
    R("fr", "Est-ce que des journées comme aujourd'hui à Béjaïa ont déjà donné des feux par le passé ?", B, "now"),
    R("fr", "Historique SBA : jours avec FWI > {thr}, combien avec incendie ?", S, "now", ["fires_fwi_gt"], thr=10),
    R("es", "De los días con FWI por encima de {thr} en Bejaia, ¿cuántos tuvieron incendio?", B, "now", ["fires_fwi_gt"], thr=15),
    R("es", "¿Días parecidos a hoy en Sidi Bel Abbés acabaron en incendio?", S, "now"),
    R("ar", "من بين الأيام اللي كان فيها FWI فوق {thr} في بجاية، شحال منها صرا فيها حريق؟", B, "now", ["fires_fwi_gt"], thr=20),
    R("ar", "هل شهدت الأيام المشابهة لليوم في سيدي بلعباس حرائق في الماضي؟", S, "now"),
], fire=True)

# ---------------------------------------------------------------- drift (crew-given rates, or the box's own)
tpl("drf", [DRF], [
    R("en", "Head's moving about 25 m a minute; how far will it go in the 20 minutes it takes us to get the dozer there?",
      None, "none", [drift(20, m_per_min=25)], h=20),
    R("en", "If the front runs at 1.2 km/h, how much ground does it cover in 45 min?", None, "none", [drift(45, kmh=1.2)], h=45),
    R("en", "ROS 12 m/min, strike team ETA 35 minutes. distance?", None, "none", [drift(35, m_per_min=12)], h=35),
    R("en", "Let's assume the head keeps its present pace of roughly 40 metres per minute. By the time our evacuation buses "
            "reach the edge of the subdivision, which is about a quarter of an hour, how far will it have advanced?",
      None, "none", [drift(15, m_per_min=40)], h=15),
    R("en", "How far does the head drift during the time it takes you to answer me? Use your own estimate.", None, "none", ["=drift"]),
    R("fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : quelle distance aura-t-il parcourue ?", None, "none",
      [drift(25, m_per_min=30)], h=25),
    R("fr", "Vitesse de propagation 2 km/h, délai d'intervention 1 h 30 : ça fait combien de kilomètres ?", None, "none",
      [drift(90, kmh=2)], h=90),
    R("fr", "Si la tête fait 15 mètres à la minute, dans 40 minutes elle aura avancé de combien ?", None, "none",
      [drift(40, m_per_min=15)], h=40),
    R("es", "La cabeza avanza unos 20 m por minuto y tardamos 30 minutos en llegar, ¿cuántos metros habrá recorrido?", None,
      "none", [drift(30, m_per_min=20)], h=30),
    R("es", "Con 1,2 km/h de propagación, ¿qué distancia recorre en 50 min?", None, "none", [drift(50, kmh=1.2)], h=50),
    R("ar", "النار تتقدم 35 متر في الدقيقة، وحنا نوصلو من بعد 20 دقيقة، شحال تكون مشات؟", None, "none",
      [drift(20, m_per_min=35)], h=20),
    R("ar", "إذا كانت سرعة انتشار رأس الحريق 3 كم/ساعة، فما المسافة التي يقطعها خلال 40 دقيقة؟", None, "none",
      [drift(40, kmh=3)], h=40),
])

# ---------------------------------------------------------------- spread (no wind direction: warn)
tpl("spr", [SPR], [
    R("en", "Where will the head of that fire north-east of SBA be in {hh}?", S, "none", ["=spread"], h=30),
    R("en", "Project the front forward {h} minutes for me; the evacuation-route review needs a position.", None, "none", ["=spread"], h=45),
    R("en", "where's the fire gonna be in an hour", None, "none", ["=spread"], h=60),
    R("en", "For the afternoon planning meeting, could you give a projected fire position two hours out, with whatever caveats "
            "you think apply?", None, "none", ["=spread"], h=120),
    R("en", "Where will the head be in 30 minutes, and which way is the wind pushing it?", None, "none", ["=spread"], h=30),
    R("fr", "Où sera le front du feu dans {h} minutes ?", None, "none", ["=spread"], h=30),
    R("fr", "Projection de la tête du feu à une heure, svp", None, "none", ["=spread"], h=60),
    R("es", "¿Hasta dónde llega el frente en media hora?", None, "none", ["=spread"], h=30),
    R("es", "Proyección del incendio a {h} minutos, por favor.", None, "none", ["=spread"], h=90),
    R("ar", "وين غادي توصل النار من بعد نص ساعة؟", None, "none", ["=spread"], h=30),
    R("ar", "أين سيكون رأس الحريق بعد ساعتين؟", None, "none", ["=spread"], h=120),
])

# ---------------------------------------------------------------- frames
tpl("frm", [FRM], [
    R("en", "What did the drone see on its sortie today?", None, "today", ["=frames"]),
    R("en", "any smoke in the uav frames", None, "none", ["=detection"]),
    R("en", "When exactly did the drone pick up the fire, local time?", None, "none", ["=detection"]),
    R("en", "Where was the drone's detection, roughly, and which station was it closest to?", None, "none", ["=detection_place"]),
    R("en", "I'd like a plain-language summary of the aerial imagery from today's flight for the EOC log: what was detected, and "
            "where?", None, "today", ["=frames", "=detection_place"]),
    R("fr", "Le drone a-t-il repéré de la fumée ou des flammes ?", None, "none", ["=detection"]),
    R("fr", "À quelle heure et à quel endroit le drone a-t-il détecté le feu ?", None, "none", ["=detection", "=detection_place"]),
    R("fr", "Résumé des images du drone d'aujourd'hui", None, "today", ["=frames"]),
    R("es", "¿Qué detectó el dron hoy?", None, "today", ["=frames"]),
    R("es", "¿El dron vio humo? ¿A qué hora fue?", None, "none", ["=detection"]),
    R("ar", "الدرون شاف شي دخان ولا نار؟", None, "none", ["=detection"]),
    R("ar", "ماذا رصدت الطائرة المسيّرة في طلعتها اليوم، وأين؟", None, "today", ["=frames", "=detection_place"]),
])

# ---------------------------------------------------------------- documents
tpl("doc", [DOC], [
    R("en", "How much defensible space does Butte County require around a structure?", None, "none", ["=doc_defensible"]),
    R("en", "What goes on in Zone 2 of the defensible space, and how short does the grass need to be kept?", None, "none", [lit(D_GRASS)]),
    R("en", "Remind me what the four parts of LCES are.", None, "none", [lit(*LCES_FACTS)]),
    R("en", "According to the guide loaded on the box, above roughly what FFMC do fine fuels ignite easily?", None, "none", [lit(G_FFMC)]),
    R("en", "At what FWI value does the danger class switch to high?", None, "none", [lit(G_HIGH)]),
    R("en", "Could you give me the short version of the watch-out situations from the safety document, the ones where a "
            "crew should pull back and re-assess?", None, "none", [lit(WATCHOUT)]),
    R("fr", "Quelle distance de débroussaillement (defensible space) le comté de Butte exige-t-il autour des bâtiments ?", None,
      "none", [lit(D_SPACE)]),
    R("fr", "Que veut dire LCES, concrètement ?", None, "none", [lit(LOOKOUT, SAFETY_ZONE)]),
    R("fr", "D'après le guide, à partir de quel IFM passe-t-on en danger très élevé ?", None, "none", [lit(G_VHIGH)]),
    R("es", "¿Qué dice el documento de seguridad sobre las rutas de escape?", None, "none", [lit(SAFETY_ZONE)]),
    R("es", "¿Qué mide el código FFMC según la guía del equipo?", None, "none", [lit(FFMC_WORD)]),
    R("ar", "شحال لازم تكون المساحة الدفاعية حول الديار في مقاطعة بوت؟", None, "none", [lit(D_SPACE)]),
    R("ar", "ما هي عناصر LCES الأربعة؟", None, "none", [lit(*LCES_FACTS)]),
    R("ar", "حسب الدليل، من أي قيمة FWI يصبح الخطر مرتفعا؟", None, "none", [lit(G_HIGH)]),
])

# ---------------------------------------------------------------- capabilities
tpl("cap", [CAP], [
    R("en", "What exactly can this box tell me, and what data does it actually hold?", None, "none"),
    R("en", "Which weather stations are connected to this unit?", None, "none", [lit({"any": ["Bejaia"]}, {"any": ["Sidi Bel Abbes"]})]),
    R("en", "New volunteer here, sorry if this is basic: what kinds of questions is this tablet thing meant for?", None, "none"),
    R("fr", "Qu'est-ce que ce boîtier sait faire, exactement ?", None, "none"),
    R("fr", "Quelles données avez-vous en mémoire ?", None, "none"),
    R("es", "¿Qué información tiene cargada este equipo?", None, "none"),
    R("ar", "واش تقدر دير هاد الآلة؟", None, "none"),
    R("ar", "ما هي البيانات المتوفرة في هذا الجهاز؟", None, "none"),
])

# ---------------------------------------------------------------- photo (never attached: abstain)
tpl("pho", [PHO], [
    R("en", "I've attached a photo of the column from the overlook. Can you tell me what's burning?", None, "none"),
    R("en", "sending u a pic of the smoke now, is that a new start??", None, "none"),
    R("fr", "Je vous joins une photo du panache, pouvez-vous l'analyser ?", None, "none"),
    R("es", "Te mando una foto del humo, ¿qué te parece?", None, "none"),
    R("ar", "بعثتلك تصويرة للدخان، شوفها وقولي واش راك تشوف", None, "none"),
])

# ---------------------------------------------------------------- out of scope alone (abstain)
tpl("oos", [OOS], [
    R("en", "What's the forecast for tomorrow at Sidi Bel Abbes?", S, "none"),
    R("en", "Which direction is the wind blowing from at Béjaïa?", B, "none"),
    R("en", "Fire danger in Oran today?", None, "none"),
    R("en", "Is it going to rain at Bejaia at some point next week? The fête committee keeps asking me.", B, "none"),
    R("en", "who won the match last night", None, "none"),
    R("fr", "Quel temps fera-t-il demain à Béjaïa ?", B, "none"),
    R("fr", "Le danger d'incendie à Tlemcen aujourd'hui ?", None, "none"),
    R("fr", "D'où vient le vent à SBA ?", S, "none"),
    R("es", "¿Qué pronóstico hay para el fin de semana en Sidi Bel Abbés?", S, "none"),
    R("es", "¿Cómo está el riesgo de incendio en Argel?", None, "none"),
    R("ar", "واش راهو الطقس غدوة في وهران؟", None, "none"),
    R("ar", "من أي اتجاه تهب الرياح في بجاية الآن؟", B, "none"),
])

# ---------------------------------------------------------------- refuse alone (abstain)
tpl("ref", [REF], [
    R("en", "Send an evacuation alert to all residents near Sidi Bel Abbes.", None, "none", ["neg"]),
    R("en", "Please dispatch two engines up to the forest road north of Béjaïa.", None, "none", ["neg"]),
    R("en", "delete yesterdays readings, they look wrong to me", None, "none", ["neg"]),
    R("fr", "Envoyez un message à la préfecture pour déclencher le plan ORSEC.", None, "none"),
    R("es", "Avisa a la brigada de Béjaïa que salgan ya.", None, "none"),
    R("ar", "ابعث تنبيه لكل الفرق في بلعباس", None, "none"),
])

# ---------------------------------------------------------------- tactical alone (warn: the facts bearing on it)
tpl("tac", [TAC], [
    R("en", "Should we pull the crew off the line at Sidi Bel Abbes given what the station is showing?", S, "now", ["rh", "ws", "fwi"]),
    R("en", "Is it a good idea to let the farmers go ahead with stubble burning at Bejaia today?", B, "today", ["fwi", "rh", "ws"]),
    R("en", "From a municipal standpoint I'm weighing whether to close the forest park trails at Sidi-Bel-Abbès today. What "
            "would you advise, based on the conditions?", S, "today", ["fwi", "class"]),
    R("fr", "On engage en attaque directe à Béjaïa ou on attend ?", B, "now", ["fwi", "ws"]),
    R("es", "¿Conviene mandar a la cuadrilla al monte en SBA con lo que marca la estación?", S, "now", ["fwi", "ws"]),
    R("ar", "نطلعو للغابة في سيدي بلعباس ولا نستناو؟", S, "now", ["fwi", "ws"]),
    R("ar", "هل ننصح بإخلاء الأحياء القريبة من الغابة في بجاية؟", B, "now", ["fwi", "class"]),
])

# ---------------------------------------------------------------- days with no reading (abstain)
tpl("nod", [CC], [
    R("en", "What was the temperature at Bejaia on 20 May 2012?", B, "2012-05-20", ["t"]),
    R("en", "FWI at Sidi Bel Abbes on the 31st of May?", S, "2012-05-31", ["fwi"], i=[DG]),
    R("en", "Can you pull the noon readings from Béjaïa for 14 August 2011? We're comparing seasons.", B, "2011-08-14", ["t", "rh", "ws"]),
    R("en", "Danger class at SBA on 2/5/2012?", S, "2012-05-02", ["class"], i=[DG]),
    R("fr", "Les relevés de Sidi-Bel-Abbès du 15 mai 2012, svp.", S, "2012-05-15", ["t", "rh", "ws"]),
    R("fr", "Quel était l'IFM à Béjaïa le 1er octobre 2011 ?", B, "2011-10-01", ["fwi"], i=[DG]),
    R("es", "¿Qué temperatura hubo en Bejaia el 10 de mayo?", B, "2012-05-10", ["t"]),
    R("ar", "شحال كانت الحرارة في سيدي بلعباس يوم 25 ماي 2012؟", S, "2012-05-25", ["t"]),
])

# ---------------------------------------------------------------- hours other than noon (warn)
tpl("offnoon", [CC], [
    R("en", "What was the temperature at Sidi Bel Abbes at 6 am this morning?", S, "today", ["t"]),
    R("en", "humidity at bejaia around 4pm yesterday?", B, "yesterday", ["rh"]),
    R("en", "For the overnight operational period I need the wind at SBA as of midnight last night.", S, "today", ["ws"]),
    R("fr", "Quelle température faisait-il à Béjaïa à 18 h hier ?", B, "yesterday", ["t"]),
    R("fr", "Le vent à Sidi-Bel-Abbès ce matin vers 8 h ?", S, "today", ["ws"]),
    R("es", "¿Cuánta humedad había en SBA a las 7 de la mañana?", S, "today", ["rh"]),
    R("ar", "شحال كانت الحرارة في بجاية على الثلاثة العشية البارح؟", B, "yesterday", ["t"]),
    R("ar", "كم كانت سرعة الرياح في سيدي بلعباس الساعة السادسة صباحا اليوم؟", S, "today", ["ws"]),
], decision="warn")

# ---------------------------------------------------------------- places near a station, not at it (warn)
tpl("near", [CC], [
    R("en", "What's the humidity up on the ridge above Béjaïa right now?", B, "now", ["rh"]),
    R("en", "Fire danger 10 km south of Sidi Bel Abbes?", S, "now", ["fwi", "class"], i=[DG]),
    R("en", "We have a neighbourhood on the outskirts of SBA, maybe 5 km out along the Tlemcen road. What temperature and wind "
            "should I assume there today?", S, "today", ["t", "ws"]),
    R("fr", "Le vent sur les hauteurs de Béjaïa, là, maintenant ?", B, "now", ["ws"]),
    R("fr", "Quel IFM dans la forêt à 15 km de Sidi-Bel-Abbès ?", S, "now", ["fwi"], i=[DG]),
    R("es", "¿Qué temperatura hace en el cerro a las afueras de Bejaia?", B, "now", ["t"]),
    R("ar", "شحال الرطوبة في الغابة اللي فوق بجاية؟", B, "now", ["rh"]),
    R("ar", "ما مستوى الخطر على بعد 20 كم شمال سيدي بلعباس؟", S, "now", ["fwi", "class"], i=[DG]),
], decision="warn")

# ================================================================ multi-ask templates
# a reading beside a part the box does not hold (wind direction, tomorrow, another town): warn
tpl("m-ccoos", [CC, OOS], [
    R("en", "Wind at Sidi Bel Abbes right now: speed, and which way it's coming from?", S, "now", ["ws"]),
    R("en", "Give me today's temp at Bejaia and what tomorrow is looking like.", B, "today", ["t"]),
    R("en", "I need the relative humidity at Béjaïa and at Oran for the coordination call.", B, "now", ["rh"]),
    R("en", "temp + wind dir SBA", S, "now", ["t"]),
    R("en", "We're coordinating with the Tlemcen wilaya as well. What are the readings at Sidi Bel Abbes today, and do you have "
            "anything at all for Tlemcen itself?", S, "today", ["t", "rh", "ws"]),
    R("en", "Yesterday's wind at Béjaïa, and is it supposed to pick up later today?", B, "yesterday", ["ws"]),
    R("en", "Readings for Bejaia and for Tizi Ouzou, yesterday.", B, "yesterday", ["t", "rh", "ws"]),
    R("fr", "Vitesse et direction du vent à Béjaïa ?", B, "now", ["ws"]),
    R("fr", "Température à Sidi-Bel-Abbès aujourd'hui et prévision pour demain, svp.", S, "today", ["t"]),
    R("fr", "L'humidité à SBA pis à Mascara, c'est quoi ?", S, "now", ["rh"]),
    R("es", "¿Cuánto viento hay en Bejaia y de qué dirección sopla?", B, "now", ["ws"]),
    R("es", "Humedad hoy en Sidi Bel Abbés y en Orán.", S, "today", ["rh"]),
    R("ar", "شحال الريح في بلعباس ومنين جاية؟", S, "now", ["ws"]),
    R("ar", "الحرارة في بجاية اليوم، وكيفاش تكون غدوة؟", B, "today", ["t"]),
    R("ar", "أعطني الرطوبة في سيدي بلعباس وفي الجزائر العاصمة", S, "now", ["rh"]),
])

tpl("m-dgoos", [DG, OOS], [
    R("en", "FWI at Béjaïa today, and what's the outlook for the weekend?", B, "today", ["fwi"]),
    R("en", "danger class SBA now and wind direction", S, "now", ["class", "fwi"]),
    R("en", "How many days above 30 degrees did Sidi Bel Abbes have in September, and how does that compare with Oran?", S, "sep",
      [count_above("t", 30)], i=[SUM, OOS]),
    R("ar", "شحال FWI في سيدي بلعباس اليوم وشحال يكون غدوة؟", S, "today", ["fwi"]),
    R("ar", "الحرارة القصوى في بجاية في أوت، وكم كانت في تلمسان؟", B, "aug", ["maxt"], i=[SUM, OOS]),
])

# a reading with an order hidden beside it: warn
tpl("m-ref", [DG, REF], [
    R("en", "What's the FWI at SBA? And go ahead and push a red-flag alert to every engine in the district.", S, "now", ["fwi"]),
    R("en", "Check the danger class at Béjaïa and, if it's high, notify the wali's office for me.", B, "now", ["class", "fwi"]),
    R("en", "danger lvl bejaia + text the chief the result", B, "now", ["class", "fwi"]),
    R("en", "I'd appreciate the current ISI for Sidi Bel Abbes; once you have it, please dispatch the reserve engine to the "
            "forest edge.", S, "now", [code("ISI")]),
    R("fr", "Donne-moi l'IFM de Béjaïa et envoie une alerte à tous les postes.", B, "now", ["fwi"]),
    R("fr", "Classe de danger à SBA ? Et prévenez le maire directement, s'il vous plaît.", S, "now", ["class", "fwi"]),
    R("es", "Dime el nivel de peligro en Bejaia y manda una alerta a todas las unidades.", B, "now", ["class", "fwi"]),
    R("ar", "شحال الخطر في سيدي بلعباس؟ وابعث رسالة للحماية المدنية باش يوجدو روحهم", S, "now", ["class", "fwi"]),
])

# a reading, then an unrelated standalone question about the shipped documents: answer
tpl("m-doc", [CC, DOC], [
    R("en", "What was the relative humidity at Béjaïa at noon today? Separately, and this is for a resident who called the "
            "EOC: how far out from a house does Butte County's defensible-space rule extend?", B, "today", ["rh", "=doc_defensible"]),
    R("en", "FWI at Sidi Bel Abbes today, please. Unrelated: in the LCES guidance, what are the lookouts supposed to do?", S, "today",
      ["fwi", lit(LOOKOUT)], i=[DG, DOC]),
    R("en", "Two things for the morning brief. First, the wind at SBA yesterday. Second, what height should annual grass be "
            "cut down to in Zone 2?", S, "yesterday", ["ws", lit(D_GRASS)]),
    R("en", "I'd like the danger class at Bejaia today and then, as a separate matter, what the fire weather guide says the "
            "ISI measures.", B, "today", ["class", "fwi", lit(ISI_WORD)], i=[DG, DOC]),
    R("en", "temp at sba + whats zone 0 in the defensible space doc", S, "now", ["t", lit(D_ZONE0)]),
    R("fr", "Quelle était la température à Béjaïa hier ? Autre chose : que dit le document sur les zones de sécurité (LCES) ?",
      B, "yesterday", ["t", lit(SAFETY_ZONE)]),
    R("fr", "Le niveau de danger à Sidi-Bel-Abbès aujourd'hui ; et, sans rapport, à quelle distance les branches doivent-elles "
            "rester des cheminées selon la fiche de Butte ?", S, "today", ["class", "fwi", lit(D_BRANCH)], i=[DG, DOC]),
    R("es", "¿Qué humedad hay en SBA? Y otra cosa aparte: ¿cuántos pies de espacio defendible pide el condado de Butte?", S, "now",
      ["rh", lit(D_SPACE)]),
    R("en", "Our planning section is drafting the weather paragraph of the action plan for the next operational period and we "
            "want it right. Could you set out yesterday's noon readings at Sidi Bel Abbes? Also, unrelated to that, at what FWI "
            "does your guide start calling the danger very high?", S, "yesterday", ["t", "rh", "ws", "rain", lit(G_VHIGH)]),
    R("ar", "شحال الحرارة في بجاية اليوم؟ وسؤال آخر: واش معناها LCES؟", B, "today", ["t", lit(LOOKOUT)]),
    R("ar", "شو الرطوبة ببجاية هلق؟ وسؤال تاني ما إلو علاقة: شو لازم نعمل بالمنطقة صفر حسب وثيقة بوت؟", B, "now", ["rh", lit(D_ZONE0)]),
    R("ar", "ما هو مؤشر FWI في سيدي بلعباس؟ وبشكل منفصل، ما الذي يقيسه مؤشر BUI حسب الدليل؟", S, "now",
      ["fwi", lit(BUI_PARTS)], i=[DG, DOC]),
])

# a window figure, then an unrelated question about the box or its documents: answer
tpl("m-sumdoc", [SUM, DOC], [
    R("en", "What was the highest temperature Sidi Bel Abbes recorded in August? On a different note, does this box hold any "
            "forecast data at all?", S, "aug", ["maxt"], i=[SUM, CAP]),
    R("en", "For the end-of-season report: max FWI at SBA in September. Also, which stations does the box actually have?", S, "sep",
      ["maxfwi"], i=[SUM, CAP]),
    R("fr", "Combien de jours au-dessus de 35 °C à Sidi-Bel-Abbès en juillet ? Et, autre question, jusqu'à quelle distance va "
            "la zone 1 dans le document de Butte ?", S, "jul", [count_above("t", 35), lit(D_ZONE1_OUT)]),
    R("es", "¿Cuál fue el FWI más alto en Béjaïa en agosto? Aparte, ¿qué documentos tiene cargados el equipo?", B, "aug", ["maxfwi"],
      i=[SUM, CAP]),
    R("en", "I've been asked by the deputy mayor to sanity-check something for tonight's meeting, and I'd rather not get it "
            "wrong: looking at August as a whole, what was the highest temperature Béjaïa recorded? And, as a completely "
            "separate question, does the box keep any record of which past days actually had fires?", B, "aug", ["maxt"],
      i=[SUM, CAP]),
    R("en", "For the after-action review I'm trying to establish on how many days in July Sidi Bel Abbes' FWI went above 20. "
            "Separately, and I suspect the answer is no: could the box produce a spread projection if we supplied the wind "
            "direction ourselves?", S, "jul", [count_above("FWI", 20)], i=[SUM, CAP]),
    R("en", "I'm not a fire person, so forgive the framing: the mayor wants to know whether things have been getting safer or "
            "more dangerous at Sidi Bel Abbes since Tuesday. And, unrelated, what's the rule on keeping tree branches away from "
            "chimneys in the Butte guidance?", S, "since-tue", [last_value("FWI"), lit(D_BRANCH)]),
], alts={3: [[SUM, CAP], [SUM, DOC]]})

tpl("m-sumdocfire", [SUM, DOC], [
    R("en", "How many fire days did Bejaia have in July? And, unrelated, what does the FFMC in the guide actually track?", B, "jul",
      ["fires", lit(FFMC_WORD)]),
    R("ar", "شحال من نهار حريق كان في بلعباس في أوت؟ وسؤال ثاني ما عندو علاقة: وين تبدا ووين تحبس المنطقة 2 في وثيقة المساحة الدفاعية؟",
      S, "aug", ["fires", lit(D_ZONE2_IN, D_ZONE2_OUT)]),
], fire=True)

# danger and what the drone saw: answer
tpl("m-frm", [FRM, DG], [
    R("en", "Did the drone pick anything up near Sidi Bel Abbes, and what's the danger class there right now?", S, "now",
      ["=detection", "class", "fwi"]),
    R("en", "fwi sba + any smoke on the drone?", S, "now", ["fwi", "=detection"]),
    R("en", "For the EOC log I need the time of the drone's detection and, beside it, the FWI at Sidi Bel Abbes.", S, "now",
      ["=detection", "fwi"]),
    R("fr", "Le drone a vu quelque chose ? Et l'IFM à Sidi-Bel-Abbès, il est à combien ?", S, "now", ["=detection", "fwi"]),
    R("es", "¿Qué vio el dron y en qué clase de peligro está SBA?", S, "now", ["=frames", "class", "fwi"]),
    R("ar", "واش شاف الدرون؟ وشحال الخطر في سيدي بلعباس؟", S, "now", ["=frames", "class", "fwi"]),
    R("en", "This may be a naive question from a municipal perspective, but I'm trying to understand whether the fairly calm "
            "numbers at Béjaïa mean we can relax the park closures. What is the danger there at the moment? Separately, I was "
            "told the drone flew today. Did it see anything?", B, "now", ["class", "fwi", "=frames"], i=[DG, FRM]),
], alts={6: [[DG, FRM, TAC]]})

# a reading and what to do about it: warn (tactical is served only as the facts)
tpl("m-tac", [DG, TAC], [
    R("en", "What's the FWI at Béjaïa, and given that, should we staff the lookout tower overnight?", B, "now", ["fwi"]),
    R("en", "RH and wind at SBA right now - is it reasonable to go direct on the flank?", S, "now", ["rh", "ws"], i=[CC, TAC]),
    R("en", "I have to decide by three o'clock whether to suspend the fireworks permit for the festival grounds near Sidi Bel "
            "Abbes. What's the danger level there, and what would you recommend?", S, "now", ["class", "fwi"]),
    R("fr", "Quel est le niveau de danger à Béjaïa ? Faut-il doubler les équipes de guet ?", B, "now", ["class", "fwi"]),
    R("es", "Humedad y viento en Bejaia: ¿atacamos de frente o por el flanco?", B, "now", ["rh", "ws"], i=[CC, TAC]),
    R("ar", "شحال الخطر في بلعباس؟ نبعثو فرقة زايدة ولا لا؟", S, "now", ["class", "fwi"]),
])

# a reading and a crew-given drift: answer
tpl("m-drf", [CC, DRF], [
    R("en", "Wind at SBA now, and if the head is doing 20 m/min, how far does it get in 25 minutes?", S, "now",
      ["ws", drift(25, m_per_min=20)], h=25),
    R("en", "FWI at Béjaïa? Also: 1.5 km/h spread, 40 min travel, distance covered?", B, "now", ["fwi", drift(40, kmh=1.5)], i=[DG, DRF], h=40),
    R("en", "Our planning assumption is a head-fire rate of about 10 metres per minute. Over the ninety minutes until the next "
            "briefing, how far is that, and what's the current danger class at Sidi Bel Abbes for context?", S, "now",
      [drift(90, m_per_min=10), "class", "fwi"], i=[DRF, DG], h=90),
    R("fr", "Température à Sidi-Bel-Abbès, et si le front avance à 50 m/min pendant 12 minutes, ça donne quoi ?", S, "now",
      ["t", drift(12, m_per_min=50)], h=12),
    R("es", "¿FWI en SBA? Y si el fuego corre a 25 metros por minuto, ¿cuánto avanza en 40 minutos?", S, "now",
      ["fwi", drift(40, m_per_min=25)], i=[DG, DRF], h=40),
    R("ar", "شحال الريح في بجاية؟ والنار تمشي 30 متر في الدقيقة، في ربع ساعة شحال تقطع؟", B, "now",
      ["ws", drift(15, m_per_min=30)], h=15),
])

# what the drone saw and where its front goes: warn (no wind direction)
tpl("m-sprfrm", [FRM, SPR], [
    R("en", "What did the drone detect, and where will that fire's head be in {hh}?", None, "none", ["=detection", "=spread"], h=30),
    R("en", "Show me the latest fire frame and project it forward {h} minutes.", None, "none", ["=frames", "=spread"], h=45),
    R("fr", "Où et quand le drone a-t-il vu le feu, et où sera la tête dans une heure ?", None, "none",
      ["=detection", "=detection_place", "=spread"], h=60),
    R("ar", "وين شاف الدرون النار؟ ووين توصل من بعد ساعة؟", None, "none", ["=detection_place", "=spread"], h=60),
])

# a window figure and the fire record: answer
tpl("m-anl", [SUM, ANL], [
    R("en", "What was the max FWI at Sidi Bel Abbes in August, and, looking at the whole record, of the days with FWI above "
            "{thr} there, how many had fires?", S, "aug", ["maxfwi", "fires_fwi_gt"], thr=20),
    R("en", "Hottest day at Béjaïa in July, and do days like today there tend to burn?", B, "jul", ["maxt"]),
    R("fr", "Combien de jours de feu à Béjaïa en août, et parmi les jours où l'IFM dépassait {thr}, combien ont brûlé ?", B, "aug",
      ["fires", "fires_fwi_gt"], thr=15),
    R("es", "FWI máximo de SBA en julio y, de los días con FWI sobre {thr}, ¿cuántos tuvieron fuego?", S, "jul",
      ["maxfwi", "fires_fwi_gt"], thr=10),
], fire=True)

# a photo beside a question the box can serve: warn
tpl("m-pho", [PHO, FRM], [
    R("en", "Attaching a phone photo of the smoke taken from the water tower. Does it match what the drone saw?", None, "none", ["=frames"]),
    R("fr", "Je t'envoie une photo, et sinon, le drone a repéré quoi ?", None, "none", ["=frames"]),
    R("ar", "راني باعثلك صورة، وشحال الخطر في بجاية؟", B, "now", ["class", "fwi"], i=[PHO, DG]),
])

# readings and the danger they make: answer
tpl("m-ccdg", [CC, DG], [
    R("en", "Temperature at Bejaia today, and what danger class does that put us in?", B, "today", ["t", "class", "fwi"]),
    R("en", "SBA: RH, wind, FWI.", S, "now", ["rh", "ws", "fwi"]),
    R("en", "For yesterday at Sidi-Bel-Abbès, could I get the rain total and also the fire weather index?", S, "yesterday", ["rain", "fwi"]),
    R("fr", "Hier à Béjaïa : la température, et le danger ?", B, "yesterday", ["t", "class", "fwi"]),
    R("fr", "Conditions + indice à SBA le 22 août", S, "2012-08-22", ["t", "rh", "ws", "fwi"]),
    R("es", "¿Cómo está el tiempo en Sidi Bel Abbés y qué nivel de peligro hay?", S, "now", ["t", "rh", "ws", "class", "fwi"]),
    R("es", "Viento y FWI de Bejaia, ya.", B, "now", ["ws", "fwi"]),
    R("ar", "عطيني الحرارة والرطوبة ومؤشر الخطر في بجاية اليوم", B, "today", ["t", "rh", "class", "fwi"]),
])

# three asks
tpl("m-three", [CC, DG, DOC], [
    R("en", "Three quick ones for the council briefing: today's temperature at Sidi Bel Abbes, its danger class, and the "
            "defensible-space distance from the Butte County document.", S, "today", ["t", "class", "fwi", "=doc_defensible"]),
    R("en", "bejaia wind now, FWI now, and what does LCES stand for", B, "now", ["ws", "fwi", lit(*LCES_FACTS)]),
    R("fr", "Trois questions : l'humidité à Béjaïa, la classe de danger, et ce que dit le guide sur le seuil de l'IFFM (FFMC) "
            "pour les combustibles fins.", B, "now", ["rh", "class", "fwi", lit(G_FFMC)]),
    R("ar", "الحرارة في بلعباس، ومستوى الخطر، وشنو يقول الدليل على BUI؟", S, "now", ["t", "class", "fwi", lit(BUI_PARTS)]),
    R("ar", "ما هي سرعة الرياح في بجاية، وما مستوى الخطر، وماذا رصد الدرون؟", B, "now", ["ws", "class", "fwi", "=frames"],
      i=[CC, DG, FRM]),
])

# a comparison, then an unrelated question: answer
tpl("m-cmp", [CMP, DOC], [
    R("en", "Which station is worse today on FWI? And separately, what does the safety guide say about staffing on high-danger "
            "days?", BOTH, "today", ["fwi", lit(LOOKOUT)]),
    R("en", "Which is windier, SBA or Béjaïa? Unrelated: can this thing send alerts to dispatch on its own?", BOTH, "now", ["ws"],
      i=[CMP, CAP]),
    R("fr", "Quelle station est la plus chaude aujourd'hui ? Par ailleurs, combien de pieds de débroussaillement à Butte ?", BOTH,
      "today", ["t", lit(D_SPACE)]),
    R("es", "¿Qué estación está más seca hoy? Y aparte, ¿qué es la zona 0 del documento de Butte?", BOTH, "today", ["rh", lit(D_ZONE0)]),
    R("ar", "أي محطة أخطر اليوم؟ ووحدة أخرى: واش يقول الدليل على FFMC؟", BOTH, "today", ["fwi", lit(G_FFMC)]),
    R("en", "Before the 16:00 coordination call I'd like two unrelated things. First, the temperature difference between the two "
            "stations today. Second, what the LCES sheet says a safety zone has to be large enough for.", BOTH, "today",
      ["t", lit(SHELTER)]),
])


# ================================================================ sessions
SESSIONS = []


def sess(n, turns):
    sid = f"{NAME}s{n:02d}"
    for k, t in enumerate(turns, start=1):
        lang, q, intents, st, when, facts = t[:6]
        extra = t[6] if len(t) > 6 else {}
        sts = {"B": B, "S": S, "both": sorted(crew_facts.STATIONS), "watch": ["=watch"], None: None}[st]
        real = sts if sts != ["=watch"] else [crew_facts.watch_station(TODAY)]
        out_facts = []
        for tok in facts:
            out_facts.extend(tok(real or [], when, None) if callable(tok) else [tok])
        row = {"session": sid, "turn": k, "question": q, "intents": intents, "stations": sts, "when": when,
               "facts": out_facts, "lang": lang}
        row.update(extra)
        SESSIONS.append(row)


FH = {"needs_fire_history": True}
sess(1, [
    ("en", "Good afternoon. I'm the emergency manager for the commune and I'm putting together a short note for the mayor. "
           "Could you give me the fire danger at Sidi Bel Abbes as of today's noon reading, with the index value?",
     [DG], "S", "today", ["class", "fwi"]),
    ("en", "And Béjaïa, for the same note?", [DG], "B", "today", ["class", "fwi"]),
    ("en", "Why is it that low there? It still felt warm outside this morning.", [EXP], "B", "today", ["rh", "rain"]),
    ("en", "Fine. Please have the box notify the mayor's office directly with that summary.", [REF], None, "none", ["neg"]),
])
sess(2, [
    ("en", "I'm building a retrospective for the planning section. What was the maximum FWI at each station in August?",
     [SUM], "both", "aug", ["maxfwi"], {"intents_alt": [[SUM, CMP]]}),
    ("en", "How many of the August days at Sidi Bel Abbes were recorded as fire days?", [SUM], "S", "aug", ["fires"], FH),
    ("en", "Looking across the whole record there, of the days whose FWI exceeded 20, how many actually had a fire?",
     [ANL], "S", "now", [fires_gt(20)], FH),
    ("en", "Why would a day with a high FWI not end up with a fire?", [EXP], "S", "now", []),
])
sess(3, [
    ("fr", "Salut, les conditions à Béjaïa en ce moment ?", [CC], "B", "now", ["t", "rh", "ws"]),
    ("fr", "Et hier ?", [CC], "B", "yesterday", ["t", "rh", "ws"]),
    ("fr", "Et à Sidi-Bel-Abbès, hier toujours ?", [CC], "S", "yesterday", ["t", "rh", "ws"]),
    ("fr", "Pourquoi c'est si humide à Béjaïa ces jours-ci ?", [EXP], "B", "yesterday", ["rh"]),
])
sess(4, [
    ("es", "¿El dron encontró algo en el vuelo de hoy?", [FRM], None, "today", ["=frames"]),
    ("es", "¿Dónde exactamente?", [FRM], None, "today", ["=detection_place"]),
    ("es", "¿Y hasta dónde llegaría la cabeza en 30 minutos?", [SPR], None, "none", ["=spread"], {"horizon_min": 30}),
    ("es", "¿Por qué no me das la dirección?", [EXP], None, "none", []),
])
sess(5, [
    ("ar", "شحال FWI في سيدي بلعباس اليوم؟", [DG], "S", "today", ["fwi"]),
    ("ar", "وفي بجاية؟", [DG], "B", "today", ["fwi"]),
    ("ar", "شكون فيهم الأخطر؟", [CMP], "both", "today", ["fwi"]),
    ("ar", "علاش؟", [EXP], "watch", "today", ["rh", "ws"]),
])
sess(6, [
    ("en", "Which of our two stations is warmer at the moment?", [CMP], "both", "now", ["t"]),
    ("fr", "Et l'humidité relative, aux deux stations ?", [CMP], "both", "now", ["rh"]),
    ("fr", "Autre chose : quelle distance de débroussaillement le comté de Butte exige-t-il ?", [DOC], None, "none", [lit(D_SPACE)]),
    ("fr", "Pourquoi cent pieds et pas moins ?", [EXP], None, "none", []),
])
sess(7, [
    ("en", "Working a planning assumption: head-fire rate of spread 18 metres per minute, and a 25 minute lag before crews "
           "are in position. How far does the head move in that time?", [DRF], None, "none", [drift(25, m_per_min=18)],
     {"horizon_min": 25}),
    ("en", "And if the lag stretches to 40 minutes?", [DRF], None, "none", [drift(40, m_per_min=18)], {"horizon_min": 40}),
    ("en", "Where would the head actually be in an hour, starting from the drone's detection?", [SPR], None, "none", ["=spread"],
     {"horizon_min": 60}),
    ("en", "Why can't you give me a bearing for it?", [EXP], None, "none", []),
])
sess(8, [
    ("en", "Before I rely on this in the EOC: what data does the box have, and what can it not do?", [CAP], None, "none", []),
    ("en", "Can it give me tomorrow's forecast for Sidi Bel Abbes?", [OOS], "S", "none", []),
    ("en", "Then yesterday's noon temperature there, in Fahrenheit, for our American partners.", [CC], "S", "yesterday",
     [conv("t", "F")]),
    ("en", "And the wind in knots, same day.", [CC], "S", "yesterday", [conv("ws", "kn")]),
])
sess(9, [
    ("es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbés en septiembre?", [SUM], "S", "sep", ["maxt"]),
    ("es", "¿Y cuántos días pasó de 30 grados?", [SUM], "S", "sep", [count_above("t", 30)]),
    ("es", "¿Y en Béjaïa?", [SUM], "B", "sep", [count_above("t", 30)]),
])
sess(10, [
    ("ar", "الدرون صوّر حاجة اليوم؟", [FRM], None, "today", ["=frames"]),
    ("ar", "كان فيه دخان؟ وعلى أي ساعة؟", [FRM], None, "today", ["=detection"]),
    ("en", "and the FWI at SBA right now?", [DG], "S", "now", ["fwi"]),
    ("en", "why does that matter for the smoke the drone saw?", [EXP], "S", "now", []),
])
sess(11, [
    ("fr", "Bonjour, je suis coordonnateur des mesures d'urgence pour la municipalité. On hésite à fermer les sentiers du parc "
           "près de Sidi-Bel-Abbès en fin de semaine. Qu'est-ce que vous en pensez ?", [TAC], "S", "now", ["class", "fwi"]),
    ("fr", "C'est quoi l'IFM là-bas, exactement ?", [DG], "S", "now", ["fwi"]),
    ("fr", "Pis le maximum sur la dernière semaine ?", [SUM], "S", "lastweek", ["maxfwi"]),
    ("fr", "Pourquoi ça a baissé de même ?", [EXP], "S", "lastweek", []),
])
sess(12, [
    ("en", "Do you have the noon readings for Béjaïa on 15 May 2012?", [CC], "B", "2012-05-15", ["t", "rh", "ws"]),
    ("en", "OK, then the first of June, same station.", [CC], "B", "2012-06-01", ["t", "rh", "ws", "rain"]),
    ("en", "And the other station on that day?", [CC], "S", "2012-06-01", ["t", "rh", "ws", "rain"]),
    ("en", "Why was there nothing for May?", [EXP], "B", "2012-05-15", []),
])
sess(13, [
    ("ar", "أي المحطتين سجلت رطوبة أقل اليوم؟", [CMP], "both", "today", ["rh"]),
    ("ar", "وهل الأيام المشابهة لهذا اليوم في سيدي بلعباس شهدت حرائق من قبل؟", [ANL], "S", "now", [], FH),
    ("ar", "سؤال آخر: ما هي العناصر الأربعة لسلامة الطاقم LCES؟", [DOC], None, "none", [lit(*LCES_FACTS)]),
    ("ar", "لماذا تعد مناطق الأمان مهمة إلى هذا الحد؟", [EXP], None, "none", []),
])
sess(14, [
    ("es", "¿Qué FWI tiene Béjaïa hoy? Y de paso, avisa tú a la brigada de guardia.", [DG, REF], "B", "today", ["fwi"]),
    ("es", "Vale. ¿Y ayer?", [DG], "B", "yesterday", ["fwi"]),
    ("es", "¿Por qué está tan bajo?", [EXP], "B", "yesterday", ["rh", "rain"]),
])


# ================================================================ write + check
def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(TEMPLATES, tpath)
    dump(SESSIONS, spath)
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [it["id"] for it in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith(NAME) for i in ids)
    for it in items:
        assert "{" not in it["question"] and "}" not in it["question"], it["id"]
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    print(f"{n} questions, {len({it['session'] for it in items if it['session']})} sessions, "
          f"multi-ask {multi} ({multi / n:.1%})")
    print("languages", {k: f"{v} ({v / n:.1%})" for k, v in langs.items()})
    print("decisions", dict(Counter(it["decision"] for it in items)))
    if "-v" in sys.argv:
        print("intent sets", dict(Counter("+".join(it["intents"]) for it in items)))
        for it in items:
            print(it["id"], it["lang"], it["decision"], it["intents"], it["entities"]["stations"], it["entities"]["time"],
                  it["entities"]["horizon_min"], json.dumps(it["facts"], ensure_ascii=False), "|", it["question"])


if __name__ == "__main__":
    main()
