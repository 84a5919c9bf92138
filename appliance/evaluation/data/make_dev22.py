"""Batch d22 (sealed): fire-crew questions with gold computed by code.

Writes crew_templates_dev22.jsonl and crew_sessions_dev22.jsonl beside this script (written blind as the
sealed batch d22, scored once on 4083831, then moved to dev).
Run:  PYTHONPATH=/work/main python3 make_dev22.py
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from a unit conversion
of a real reading, from the crew's own numbers (rate x minutes), or from a regex over a shipped document.
"""
import json
import re
import statistics
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d22"
DOCS = EDGE_DATA_DIR / "documents"
T = cf.table()
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]


# ---------------------------------------------------------------- number forms
def dec_forms(x: float, places: str = "0.1") -> list[str]:
    """One-decimal renderings (half-up and half-even) with dot and comma."""
    out = []
    for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN):
        s = str(Decimal(repr(round(x, 6))).quantize(Decimal(places), mode))
        for v in (s, s.replace(".", ",")):
            if v not in out:
                out.append(v)
    return out


def days_of(key: str):
    return cd.resolve(key, "en", 0)["days"]


def one_day(key: str) -> str:
    d = days_of(key)
    assert d and len(d) == 1, key
    return d[0]


def rows_of(dev: str, key: str):
    return [T[(dev, d)] for d in days_of(key) if (dev, d) in T]


# ---------------------------------------------------------------- literal fact makers: f(stations, daykey) -> [facts]
def code(name):
    def f(st, key):
        day = one_day(key)
        return [cf._num(T[(s, day)].codes[name]) for s in st if (s, day) in T]
    return f


def conv(kind):
    """A reading converted to the unit the crew asked for."""
    def f(st, key):
        day = one_day(key)
        out = []
        for s in st:
            if (s, day) not in T:
                continue
            d = T[(s, day)]
            if kind == "F":
                x = d.temperature_c * 9 / 5 + 32
                n = round(x)
                forms = dec_forms(x) + [f"{n} °F", f"{n}°F", f"{n} F", f"{n} degrees F", f"{n} fahrenheit"]
            else:
                div, units = {"mph": (1.609344, ["mph", "mi/h", "miles"]), "kn": (1.852, ["kn", "kt", "knot", "nœud", "noeud", "nudo", "عقد"]),
                              "ms": (3.6, ["m/s", "m s", "mètres par seconde", "metros por segundo", "متر"])}[kind]
                x = d.wind_kmh / div
                n = round(x)
                forms = dec_forms(x) + [f"{n} {u}" for u in units] + [f"{n}{units[0]}"]
            out.append({"any": forms})
        return out
    return f


def at(dev, token):
    """A day token for one named station only (when the gold stations are both, but the ask is about one)."""
    def f(st, key):
        day = one_day(key)
        return [cf.day_fact(token, dev, day)] if (dev, day) in T else []
    return f


def diff(field):
    def f(st, key):
        day = one_day(key)
        a, b = (getter(field)(T[(s, day)]) for s in BOTH)
        return [{"any": dec_forms(abs(a - b)) + ([str(int(round(abs(a - b))))] if float(abs(a - b)).is_integer() else [])}]
    return f


def getter(field):
    return {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
            "fwi": lambda d: d.codes["FWI"], "rain": lambda d: d.rain_mm}[field]


def count(field, op, thr):
    """Days of the window whose field is op thr; 'gt' asks that no day sits exactly on the threshold."""
    def f(st, key):
        out = []
        for s in st:
            rows = rows_of(s, key)
            vals = [getter(field)(r) for r in rows]
            if op in ("gt", "lt"):
                assert thr not in vals or op == "lt", (s, key, field, thr, "tie on the threshold")
            n = sum({"gt": v > thr, "ge": v >= thr, "lt": v < thr}[op] for v in vals)
            out.append(n)
        return out
    return f


def mean(field):
    def f(st, key):
        return [{"any": dec_forms(statistics.mean(getter(field)(r) for r in rows_of(s, key)))} for s in st]
    return f


def minimum(field):
    def f(st, key):
        return [cf._num(min(getter(field)(r) for r in rows_of(s, key))) for s in st]
    return f


def window(token, wkey):
    """A window fact (fires, maxfwi, maxt) for a window other than the item's own day key."""
    return lambda st, key: [x for s in st for x in cf.window_facts(token, s, days_of(wkey))]


def trend(st, key):
    out = []
    for s in st:
        rows = rows_of(s, key)
        v = [r.codes["FWI"] for r in rows]
        if all(x >= y for x, y in zip(v, v[1:])) and v[-1] < v[0]:
            out.append({"any": ["down", "decreas", "fall", "drop", "lower"]})
        elif all(x <= y for x, y in zip(v, v[1:])) and v[-1] > v[0]:
            out.append({"any": ["up", "increas", "rising", "higher", "climb"]})
    return out


def drift_m(metres: float):
    """A distance the crew's own numbers give, in m and km forms (French comma too)."""
    m = round(metres)
    assert abs(metres - m) < 1e-9
    km = m / 1000
    kms = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{m} metre", f"{m} meter", f"{m} mètre", f"{m} metro", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m", f"{m:,} m".replace(",", " ")]
    for k in {kms, kms.replace(".", ",")} | ({f"{km:.1f}", f"{km:.1f}".replace(".", ",")} if km >= 1 else set()):
        forms += [f"{k} km", f"{k}km", f"{k} kilom", f"{k} كلم", f"{k} كم"]
    uniq = []
    for x in forms:
        if x not in uniq:
            uniq.append(x)
    return lambda st, key: [{"any": uniq}]


def rate_min(rate_m_per_min, minutes):
    return drift_m(rate_m_per_min * minutes)


def rate_kmh(kmh, minutes):
    return drift_m(Decimal(str(kmh)) * 1000 * minutes / 60)


# ---------------------------------------------------------------- facts parsed out of the shipped documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


DEF = doc("butte-county-defensible-space.md")
LCES = doc("crew-safety-lces.md")
FWIG = doc("fire-weather-index-guide.md")
_z1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF)
ZONE1 = [int(_z1.group(1)), int(_z1.group(2))]
_z0 = re.search(r"Zone 0 is the first (\d+) feet", DEF)
ZONE0 = int(_z0.group(1))
GRASS = int(re.search(r"maximum height of (\d+) inches", DEF).group(1))
BRANCH = int(re.search(r"keep tree branches (\d+) feet", DEF).group(1))
_l = re.search(r"(Lookouts),\s+(Communications), (Escape routes) and (Safety zones)", LCES)
LCES_WORDS = [w.lower() for w in _l.groups()]
LOOKOUT = {"any": [LCES_WORDS[0][:-1], "guet", "vigía", "vigia", "مراقب"]}
ESCAPE = {"any": [LCES_WORDS[2][:-1], "itinéraire d'évacuation", "ruta de escape", "طريق"]}
SAFETYZ = {"any": [LCES_WORDS[3][:-1], "zone de sécurité", "zona de seguridad", "منطقة آمنة"]}
COMMS = {"any": [LCES_WORDS[1], "communication", "comunicacion", "اتصال"]}
SPOT = {"any": [re.search(r"when (spot fires) appear", LCES).group(1)[:-1], "foyer", "foco", "spot"]}
_cls_high = re.search(r"from ([\d.]+)\s+high", FWIG)
HIGH_FROM = float(_cls_high.group(1))
VHIGH_FROM = cf._num(float(re.search(r"from ([\d.]+)\s+very\s+high", FWIG).group(1)))
EXTREME_FROM = cf._num(float(re.search(r"and\s+from\s+([\d.]+)\s+extreme", FWIG).group(1)))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite easily", FWIG).group(1))
ISI_WORD = {"any": ["spread", "propagation", "propagación", "انتشار"]}
STAFF = {"any": ["lookout", "escape route", "not left alone", "guet", "vigía", "مراقب"]}
NAMES_FACTS = [{"any": ["bejaia", "bgayet", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس"]}]


# ---------------------------------------------------------------- builders
TEMPLATES, SESSIONS = [], []
_keys = set()


def R(lang, q, st=None, day="now", facts=(), intents=None, h=None, thr=None, alt=None):
    return dict(lang=lang, q=q, st=st, day=day, facts=list(facts), intents=intents, h=h, thr=thr, alt=alt)


def resolve_tokens(tokens, stations, day):
    out = []
    for tok in tokens:
        if callable(tok):
            out.extend(tok(stations or [], day))
        else:
            out.append(tok)
    return out


def tpl(kind, intents, rows, decision=None, fire=False):
    key = f"{NAME}-{kind}"
    assert key not in _keys, key
    _keys.add(key)
    phrasings, days, hs, thrs, ibp = [], [], [], [], []
    for i, r in enumerate(rows):
        st = r["st"]
        if st == "st":
            assert "{st}" in r["q"], r["q"]
            stations = [cf.STATIONS[i % 2]]
        elif st == "both":
            stations = sorted(BOTH)
        elif isinstance(st, list):
            stations = sorted(st)
        else:
            assert "{st}" not in r["q"], r["q"]
            stations = None
        p = {"q": r["q"], "lang": r["lang"], "facts": resolve_tokens(r["facts"], stations, r["day"])}
        if isinstance(st, list) or st == "both":
            p["stations"] = stations
        if r["alt"]:
            p["intents_alt"] = r["alt"]
        phrasings.append(p)
        days.append(r["day"])
        hs.append(r["h"])
        thrs.append(r["thr"])
        ibp.append(r["intents"] or intents)
    t = {"key": key, "intents": intents, "phrasings": phrasings, "stations": "alt", "days": days, "facts": [],
         "intents_by_phrasing": ibp}
    if any(h is not None for h in hs):
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


def sess(num, turns):
    sid = f"{NAME}s{num:02d}"
    for k, tr in enumerate(turns, start=1):
        st = tr.get("st")
        stations = sorted(st) if st else None
        row = {"session": sid, "turn": k, "question": tr["q"], "intents": tr["intents"], "stations": stations,
               "when": tr.get("when", "now"), "facts": resolve_tokens(tr.get("facts", []), stations, tr.get("when", "now")),
               "lang": tr.get("lang", "en")}
        if tr.get("decision"):
            row["decision"] = tr["decision"]
        if tr.get("h") is not None:
            row["horizon_min"] = tr["h"]
        if tr.get("fire"):
            row["needs_fire_history"] = True
        SESSIONS.append(row)


def T_(lang, q, **kw):
    return {"lang": lang, "q": q, **kw}


CC = ["current_conditions"]
DG = ["danger"]
WX = ["t", "rh", "ws", "rain"]
AR_B, AR_S = "بجاية", "سيدي بلعباس"

# ================================================================= current conditions, now / today
tpl("cc-now", CC, [
    R("en", "temp at {st} rn", "st", "now", ["t"]),
    R("en", "What's the humidity doing at {st} right now?", "st", "now", ["rh"]),
    R("en", "Dispatch to the box: current wind speed at {st}, over.", "st", "now", ["ws"]),
    R("en", "any rain at {st} today", "st", "today", ["rain"]),
    R("en", "Give me the full picture for {st} — temp, RH, wind, rain, and the danger class.", "st", "now", WX + ["class"], intents=["current_conditions", "danger"]),
    R("en", "hi sorry im new here, how hot is it at {st} at the moment?", "st", "now", ["t"]),
    R("en", "{st} conditions pls", "st", "now", WX),
    R("en", "Logistics. How windy is it at {st} today? Deciding whether the tents go up.", "st", "today", ["ws"]),
    R("en", "wats the wind doin in SBA", [S], "now", ["ws"]),
    R("en", "Is it still raining at Sidi-Bel-Abbes or has it dried out?", [S], "now", ["rain"]),
    R("fr", "Quelle température fait-il à {st} en ce moment ?", "st", "now", ["t"]),
    R("fr", "Taux d'humidité actuel à {st} ?", "st", "now", ["rh"]),
    R("fr", "Il a plu à {st} aujourd'hui ? Combien de millimètres ?", "st", "today", ["rain"]),
    R("fr", "Point météo complet svp pour {st} : température, humidité, vent, et l'IFM.", "st", "now", ["t", "rh", "ws", "fwi"], intents=["current_conditions", "danger"]),
    R("fr", "Le vent souffle à combien là, à Sidi Bel Abbès ?", [S], "now", ["ws"]),
    R("es", "¿Qué temperatura marca {st} ahora mismo?", "st", "now", ["t"]),
    R("es", "Necesito humedad relativa y viento en {st}, rápido.", "st", "now", ["rh", "ws"]),
    R("es", "¿Ha llovido hoy en {st}?", "st", "today", ["rain"]),
    R("es", "Condiciones actuales en Bejaia y el índice FWI, por favor.", [B], "now", WX + ["fwi"], intents=["current_conditions", "danger"]),
    R("ar", "شحال الحرارة في {st} دروك؟", "st", "now", ["t"]),
    R("ar", f"كم نسبة الرطوبة في {AR_B} الآن؟", [B], "now", ["rh"]),
    R("ar", f"الريح في {AR_S} قداه اليوم؟", [S], "today", ["ws"]),
    R("ar", "ما هي الأحوال الجوية الحالية في محطة {st}؟ وما درجة خطر الحرائق؟", "st", "now", WX + ["fwi", "class"], intents=["current_conditions", "danger"]),
    R("ar", f"واش كاين شتا في {AR_B} اليوم؟", [B], "today", ["rain"]),
])

# ================================================================= current conditions, past days in the crews' own formats
tpl("cc-past", CC, [
    R("en", "What was the temp at {st} yesterday?", "st", "yesterday", ["t"]),
    R("en", "wind at {st} 14-Aug", "st", "2012-08-14", ["ws"]),
    R("en", "Temperature and humidity at {st} for 2012-07-22, please.", "st", "2012-07-22", ["t", "rh"]),
    R("en", "How much rain did {st} get the day before yesterday?", "st", "daybefore", ["rain"]),
    R("en", "what were conditions like at SBA on the 3rd of August", [S], "2012-08-03", WX),
    R("en", "Bejaia, 22/07 — what was the wind doing?", [B], "2012-07-22", ["ws"]),
    R("en", "Need yesterday's noon reading for {st} for the shift log, FWI included.", "st", "yesterday", WX + ["fwi"], intents=["current_conditions", "danger"]),
    R("en", "FBAN here. RH at {st} on Sept 5?", "st", "2012-09-05", ["rh"]),
    R("fr", "Quelle était l'humidité à {st} le 3/8 ?", "st", "2012-08-03", ["rh"]),
    R("fr", "Il faisait combien à {st} hier à midi ?", "st", "yesterday", ["t"]),
    R("fr", "Relevé du 14 juillet à Béjaïa : température et vent ?", [B], "2012-07-14", ["t", "ws"]),
    R("fr", "Avant-hier, il est tombé combien de pluie à {st} ?", "st", "daybefore", ["rain"]),
    R("es", "¿Cuánto viento hubo ayer en {st}?", "st", "yesterday", ["ws"]),
    R("es", "Dame la temperatura del 10 de agosto en Sidi Bel Abbes.", [S], "2012-08-10", ["t"]),
    R("es", "humedad {st} 2/9??", "st", "2012-09-02", ["rh"]),
    R("ar", f"شحال كانت الحرارة في {AR_S} أمس؟", [S], "yesterday", ["t"]),
    R("ar", f"ما هي سرعة الرياح في {AR_B} يوم 14 أوت؟", [B], "2012-08-14", ["ws"]),
    R("ar", "الرطوبة في {st} أول أمس؟", "st", "daybefore", ["rh"]),
    R("ar", f"قداه طاحت الشتا في {AR_B} البارح؟", [B], "yesterday", ["rain"]),
])

# ================================================================= units the crew asks for
tpl("cc-units", CC, [
    R("en", "Wind at {st} in mph?", "st", "now", ["ws", conv("mph")]),
    R("en", "what's the wind in knots at {st}? heli pilot asking", "st", "now", ["ws", conv("kn")]),
    R("en", "Give me the temperature at {st} in Fahrenheit.", "st", "now", ["t", conv("F")]),
    R("en", "wind speed m/s {st} yesterday", "st", "yesterday", ["ws", conv("ms")]),
    R("en", "Temp in °F at SBA on Aug 3?", [S], "2012-08-03", ["t", conv("F")]),
    R("fr", "Le vent à {st} en m/s, s'il vous plaît.", "st", "now", ["ws", conv("ms")]),
    R("fr", "Vent en nœuds à {st} ? C'est pour le pilote de l'hélico.", "st", "now", ["ws", conv("kn")]),
    R("es", "¿Viento en {st} en nudos?", "st", "now", ["ws", conv("kn")]),
    R("es", "Temperatura en Fahrenheit en Bejaia hoy, es para el informe del equipo americano.", [B], "today", ["t", conv("F")]),
    R("ar", "سرعة الريح في {st} بالمتر في الثانية؟", "st", "now", ["ws", conv("ms")]),
    R("ar", f"شحال الريح في {AR_B} بالعقدة؟", [B], "now", ["ws", conv("kn")]),
])

# ================================================================= hours other than noon (the box has noon readings only): warn
tpl("cc-hour", CC, [
    R("en", "What was the humidity at {st} at 6 am?", "st", "today", ["rh"]),
    R("en", "Temp at {st} yesterday at 5pm?", "st", "yesterday", ["t"]),
    R("en", "wind at sba around 8 this morning", [S], "today", ["ws"]),
    R("en", "Need the 0600 readings for {st} from 14 August.", "st", "2012-08-14", WX),
    R("fr", "Quelle température à {st} hier soir vers 21 h ?", "st", "yesterday", ["t"]),
    R("fr", "L'humidité à 7 h ce matin à Béjaïa ?", [B], "today", ["rh"]),
    R("es", "¿Qué humedad había en {st} a las 6 de la mañana?", "st", "today", ["rh"]),
    R("es", "Viento en Sidi Bel Abbes ayer a las 18:00", [S], "yesterday", ["ws"]),
    R("ar", f"شحال كانت الحرارة في {AR_B} مع السادسة صباحا؟", [B], "today", ["t"]),
    R("ar", f"الرطوبة في {AR_S} البارح مع الخمسة العشية؟", [S], "yesterday", ["rh"]),
], decision="warn")

# ================================================================= places near a station but not at it: warn
tpl("cc-near", CC, [
    R("en", "What's the wind like on the ridge above {st}?", "st", "now", ["ws"]),
    R("en", "We're about 10 km out of {st} on the east road, what's the temp out here?", "st", "now", ["t"]),
    R("en", "conditions in the olive groves just south of SBA?", [S], "now", ["t", "rh", "ws"]),
    R("fr", "Quelle humidité dans la forêt à 15 km de {st} ?", "st", "now", ["rh"]),
    R("fr", "Sur les hauteurs au-dessus de Béjaïa, le vent fait combien ?", [B], "now", ["ws"]),
    R("es", "¿Qué temperatura hay en el monte, a unos 8 km de {st}?", "st", "now", ["t"]),
    R("es", "En el valle al norte de Sidi Bel Abbes, ¿cuánta humedad hay?", [S], "now", ["rh"]),
    R("ar", f"شحال الريح فوق الجبل لي قريب من {AR_B}؟", [B], "now", ["ws"]),
    R("ar", f"ما هي درجة الحرارة على بعد 20 كلم من {AR_S}؟", [S], "now", ["t"]),
], decision="warn")

# ================================================================= danger now and on days
tpl("danger-now", DG, [
    R("en", "FWI at {st}?", "st", "now", ["fwi"]),
    R("en", "What's the fire danger at {st} today?", "st", "today", ["fwi", "class"]),
    R("en", "danger class {st} rn", "st", "now", ["class"]),
    R("en", "IC to box: danger rating for {st}, keep it short.", "st", "now", ["fwi", "class"]),
    R("en", "Was yesterday a high-danger day at {st}?", "st", "yesterday", ["fwi", "class"]),
    R("en", "fwi sba 14 aug", [S], "2012-08-14", ["fwi"]),
    R("en", "What danger class did Bejaia sit in on July 22nd?", [B], "2012-07-22", ["fwi", "class"]),
    R("fr", "Niveau de danger incendie à {st} aujourd'hui ?", "st", "today", ["fwi", "class"]),
    R("fr", "L'IFM de {st} maintenant ?", "st", "now", ["fwi"]),
    R("fr", "Hier, le danger à {st}, c'était quelle classe ? Et il a plu combien ?", "st", "yesterday", ["class", "fwi", "rain"], intents=["danger", "current_conditions"]),
    R("fr", "Classe de danger à Sidi Bel Abbès le 3 août ?", [S], "2012-08-03", ["fwi", "class"]),
    R("es", "¿Qué índice FWI tiene {st} ahora?", "st", "now", ["fwi"]),
    R("es", "¿Cómo está hoy el peligro de incendio en {st}?", "st", "today", ["fwi", "class"]),
    R("es", "Peligro de incendio en Sidi Bel Abbes el 14 de agosto", [S], "2012-08-14", ["fwi", "class"]),
    R("ar", "ما هو مؤشر خطر الحرائق في {st} الآن؟", "st", "now", ["fwi"]),
    R("ar", f"الخطر اليوم في {AR_S} كيفاش؟ عالي ولا لا؟", [S], "today", ["fwi", "class"]),
    R("ar", f"قداه كان FWI في {AR_B} أمس؟", [B], "yesterday", ["fwi"]),
    R("ar", f"ما هي درجة خطورة الحرائق في {AR_B} يوم 3 أوت؟", [B], "2012-08-03", ["fwi", "class"]),
])

# ================================================================= the other codes (ISI, BUI, FFMC, DMC, DC)
tpl("danger-codes", DG, [
    R("en", "What's the ISI at {st}?", "st", "now", [code("ISI")]),
    R("en", "BUI and DC for {st} today please", "st", "today", [code("BUI"), code("DC")]),
    R("en", "FFMC at {st} — are the fine fuels primed?", "st", "now", [code("FFMC")]),
    R("en", "dmc sba yesterday", [S], "yesterday", [code("DMC")]),
    R("en", "Analyst request: ISI, BUI and FWI at Bejaia for 2012-08-14.", [B], "2012-08-14", [code("ISI"), code("BUI"), "fwi"]),
    R("fr", "Quel est l'indice de propagation initiale (ISI) à {st} ?", "st", "now", [code("ISI")]),
    R("fr", "Le FFMC d'hier à {st} ?", "st", "yesterday", [code("FFMC")]),
    R("fr", "Indice de sécheresse DC à Sidi Bel Abbès le 20 août ?", [S], "2012-08-20", [code("DC")]),
    R("es", "¿Cuál es el BUI en {st} hoy?", "st", "today", [code("BUI")]),
    R("es", "Pásame el FFMC y el ISI de Bejaia de ayer.", [B], "yesterday", [code("FFMC"), code("ISI")]),
    R("ar", "شحال ISI في {st} دروك؟", "st", "now", [code("ISI")]),
    R("ar", f"ما قيمة مؤشر الجفاف DC في {AR_S} اليوم؟", [S], "today", [code("DC")]),
])

# ================================================================= danger asked for a place near a station: warn
tpl("danger-near", DG, [
    R("en", "How dangerous is it up in the hills 5 km north of {st}?", "st", "now", ["fwi", "class"]),
    R("en", "fire danger on the plateau outside bejaia?", [B], "now", ["fwi", "class"]),
    R("fr", "Quel danger d'incendie dans le massif à 12 km de {st} ?", "st", "now", ["fwi", "class"]),
    R("es", "¿Qué peligro de incendio hay en la sierra, a unos 10 km de Sidi Bel Abbes?", [S], "now", ["fwi", "class"]),
    R("ar", f"ما خطر الحريق في الغابة اللي على بعد 15 كلم من {AR_B}؟", [B], "now", ["fwi", "class"]),
], decision="warn")

# ================================================================= compare the two stations
CMP = ["compare_stations"]
tpl("compare", CMP, [
    R("en", "Which station is worse right now, {st} or {st2}?", "both", "now", ["fwi"]),
    R("en", "Where's the higher fire danger today, Bejaia or SBA?", "both", "today", ["fwi", "class"]),
    R("en", "hotter where rn bejaia or sidi bel abbes", "both", "now", ["t"]),
    R("en", "Compare humidity at the two stations yesterday, and give me each one's FWI.", "both", "yesterday", ["rh", "fwi"], intents=["compare_stations", "danger"]),
    R("en", "By how much does the FWI at {st} differ from {st2} today?", "both", "today", ["fwi", diff("fwi")]),
    R("en", "Which site was windier on 14 August?", "both", "2012-08-14", ["ws"]),
    R("en", "Dispatcher: I can only pre-position one engine. Which station area has worse fire weather right now?", "both", "now", ["fwi"]),
    R("fr", "Entre {st} et {st2}, où le danger est-il le plus élevé en ce moment ?", "both", "now", ["fwi"]),
    R("fr", "Compare les températures de Béjaïa et de Sidi Bel Abbès le 3 août.", "both", "2012-08-03", ["t"]),
    R("fr", "Laquelle des deux stations est la plus sèche aujourd'hui ?", "both", "today", ["rh"]),
    R("es", "¿Dónde hace más calor ahora, en {st} o en {st2}?", "both", "now", ["t"]),
    R("es", "Compara el FWI de las dos estaciones de ayer.", "both", "yesterday", ["fwi"]),
    R("es", "¿Cuánta diferencia de humedad hay hoy entre Bejaia y Sidi Bel Abbes?", "both", "today", ["rh", diff("rh")]),
    R("ar", f"وين الخطر أكبر دروك، {AR_B} ولا {AR_S}؟", "both", "now", ["fwi"]),
    R("ar", "قارن بين درجة الحرارة في المحطتين أمس", "both", "yesterday", ["t"]),
    R("ar", "أي محطة فيها رياح أقوى اليوم؟", "both", "today", ["ws"]),
])

# ================================================================= summaries over a window
SUM = ["summary"]
tpl("summary", SUM, [
    R("en", "Highest FWI at {st} over the past week?", "st", "lastweek", ["maxfwi"]),
    R("en", "What was the top temperature recorded at {st} in August?", "st", "aug", ["maxt"]),
    R("en", "how many days with FWI over 20 at {st} in august", "st", "aug", [count("fwi", "gt", 20)]),
    R("en", "Average noon temperature at {st} in July?", "st", "jul", [mean("t")]),
    R("en", "Lowest humidity at SBA since Tuesday?", [S], "since-tue", [minimum("rh")]),
    R("en", "Is the FWI trending up or down at Bejaia over the last three days?", [B], "last3d", ["maxfwi", trend]),
    R("en", "Max temp at Bejaia between the 1st and the 10th of September?", [B], "sep1-10", ["maxt"]),
    R("en", "how many days 35 degrees or hotter in bejaia in august", [B], "aug", [count("t", "ge", 35)]),
    R("en", "Peak FWI at both stations in July?", "both", "jul", ["maxfwi"]),
    R("fr", "FWI maximal à {st} sur les sept derniers jours ?", "st", "lastweek", ["maxfwi"]),
    R("fr", "Combien de jours avec un FWI supérieur à 10 à {st} en juillet ?", "st", "jul", [count("fwi", "gt", 10)]),
    R("fr", "Température moyenne à Béjaïa en août ?", [B], "aug", [mean("t")]),
    R("fr", "La plus forte chaleur relevée à {st} du 20 au 31 août ?", "st", "aug-late", ["maxt"]),
    R("es", "¿Cuál fue el FWI más alto en {st} en septiembre?", "st", "sep", ["maxfwi"]),
    R("es", "¿Cuántos días con humedad por debajo del 40 % hubo en Sidi Bel Abbes en agosto?", [S], "aug", [count("rh", "lt", 40)]),
    R("es", "Temperatura máxima en {st} en junio, y ¿cómo se compara con la otra estación?", "both", "jun", ["maxt"], intents=["summary", "compare_stations"]),
    R("ar", "ما هي أعلى درجة حرارة سجلت في {st} في جويلية؟", "st", "jul", ["maxt"]),
    R("ar", f"شحال من يوم كان فيه FWI فوق 15 في {AR_S} في أوت؟", [S], "aug", [count("fwi", "gt", 15)]),
    R("ar", f"أعلى مؤشر FWI في {AR_B} خلال الأسبوع الماضي؟", [B], "lastweek", ["maxfwi"]),
    R("ar", "معدل الرطوبة في {st} في سبتمبر؟", "st", "sep", [mean("rh")]),
])

# ================================================================= analogs and fire-record counts
AN = ["analogs"]
ALT_COUNT = [["summary"], ["analogs", "summary"]]
tpl("analogs", AN, [
    R("en", "How many fire days did {st} have in August?", "st", "aug", ["fires"], alt=ALT_COUNT),
    R("en", "Have we seen days like today at {st} that turned into fires?", "st", "now", ["fwi"]),
    R("en", "Of the past days with FWI above 20 at {st}, how many actually had a fire?", "st", "all", ["fires_fwi_gt"], thr=20),
    R("en", "fire days sba july?", [S], "jul", ["fires"], alt=ALT_COUNT),
    R("en", "Any fires on record at Bejaia since Tuesday?", [B], "since-tue", ["fires"], alt=ALT_COUNT),
    R("fr", "Combien de jours de feu à {st} en juin ?", "st", "jun", ["fires"], alt=ALT_COUNT),
    R("fr", "Parmi les jours passés où le FWI dépassait 15 à {st}, combien ont connu un incendie ?", "st", "all", ["fires_fwi_gt"], thr=15),
    R("fr", "Y a-t-il eu à Béjaïa des journées comparables à aujourd'hui qui ont fini en feu ?", [B], "now", ["fwi"]),
    R("es", "¿Cuántos días con incendio se registraron en {st} en septiembre?", "st", "sep", ["fires"], alt=ALT_COUNT),
    R("es", "¿Hubo días parecidos a hoy en Sidi Bel Abbes que acabaran en incendio?", [S], "now", ["fwi"]),
    R("es", "De los días con FWI mayor de 10 en {st}, ¿en cuántos hubo fuego?", "st", "all", ["fires_fwi_gt"], thr=10),
    R("ar", f"شحال من يوم حريق تسجل في {AR_B} في أوت؟", [B], "aug", ["fires"], alt=ALT_COUNT),
    R("ar", f"هل كانت هناك أيام مشابهة لليوم في {AR_S} وقعت فيها حرائق؟", [S], "now", ["fwi"]),
    R("ar", "في الأيام اللي كان فيها FWI فوق 25 في {st}، شحال منها صرا فيها حريق؟", "st", "all", ["fires_fwi_gt"], thr=25),
], fire=True)

# ================================================================= drift: crew-given rates, or the box's own estimate
DR = ["drift"]
tpl("drift", DR, [
    R("en", "Head's running about 25 m a minute. How far does it get in 20 minutes?", None, "now", [rate_min(25, 20)], h=20),
    R("en", "ROS 40 m/min, dozer ETA 35 min — how far will the head have moved by then?", None, "now", [rate_min(40, 35)], h=35),
    R("en", "fire moving 2 km/h how far in {hh}", None, "now", [rate_kmh(2, 90)], h=90),
    R("en", "If the front moves at 3 km per hour, what distance does it cover in 40 minutes?", None, "now", [rate_kmh(3, 40)], h=40),
    R("en", "Using your own spread estimate from the {st} wind, how far will the head move in the next {h} minutes?", "st", "now", ["=drift"], h=30),
    R("en", "whats the wind at sba rn and how far will it travel in {hh} with it", [S], "now", ["ws", "=drift"], h=60, intents=["current_conditions", "drift"]),
    R("en", "Crew estimates 12 metres per minute on the grass slope. Distance after a quarter of an hour?", None, "now", [rate_min(12, 15)], h=15),
    R("fr", "Le front avance à 15 m par minute. Quelle distance en 40 minutes ?", None, "now", [rate_min(15, 40)], h=40),
    R("fr", "Vitesse de propagation 1,5 km/h : combien de chemin fait la tête en une demi-heure ?", None, "now", [rate_kmh(1.5, 30)], h=30),
    R("fr", "D'après tes données, de combien la tête du feu va-t-elle avancer en 20 minutes à Sidi Bel Abbès ?", [S], "now", ["=drift"], h=20),
    R("es", "El fuego avanza unos 30 metros por minuto. ¿Cuánto recorre en 15 minutos?", None, "now", [rate_min(30, 15)], h=15),
    R("es", "A 4 km/h, ¿cuánto avanza la cabeza en 45 minutos?", None, "now", [rate_kmh(4, 45)], h=45),
    R("es", "¿Cuánto se desplaza el frente en la próxima hora según tu propia estimación?", None, "now", ["=drift"], h=60),
    R("ar", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 25 دقيقة؟", None, "now", [rate_min(20, 25)], h=25),
    R("ar", "إذا كانت سرعة انتشار النار 2.5 كلم في الساعة، ما المسافة التي تقطعها في 48 دقيقة؟", None, "now", [rate_kmh(2.5, 48)], h=48),
    R("ar", f"حسب تقديرك، قداه يتحرك راس الحريق في نص ساعة في {AR_S}؟", [S], "now", ["=drift"], h=30),
])

# ================================================================= spread: where the front will be (no wind direction: partly served)
SP = ["spread"]
tpl("spread", SP, [
    R("en", "Where will the front be in {hh} at {st}?", "st", "now", ["=spread"], h=60),
    R("en", "Project the head position 30 minutes out from the drone detection.", None, "now", ["=spread"], h=30),
    R("en", "where's the head gonna be in 45 min", None, "now", ["=spread"], h=45),
    R("fr", "Où sera le front du feu dans une heure ?", None, "now", ["=spread"], h=60),
    R("fr", "Projection de la progression du feu près de Sidi Bel Abbès pour les deux prochaines heures ?", [S], "now", ["=spread"], h=120),
    R("es", "¿Dónde estará el frente dentro de media hora?", None, "now", ["=spread"], h=30),
    R("es", "Proyecta la posición del incendio de Sidi Bel Abbes a 90 minutos.", [S], "now", ["=spread"], h=90),
    R("ar", "وين توصل النار بعد ساعة؟", None, "now", ["=spread"], h=60),
    R("ar", "أين سيكون رأس الحريق بعد 30 دقيقة؟", None, "now", ["=spread"], h=30),
])

# ================================================================= drone frames
FR = ["frames"]
tpl("frames", FR, [
    R("en", "Did the drone pick up anything?", None, "none", ["=frames"]),
    R("en", "What time was the smoke spotted by the UAV?", None, "none", ["=detection"]),
    R("en", "where was the fire in the drone pic", None, "none", ["=detection_place"]),
    R("en", "Anything in the frames from this morning's sortie — smoke, flame?", None, "none", ["=frames"]),
    R("en", "drone saw smoke where exactly, coords?", None, "none", ["=detection_place"]),
    R("fr", "Le drone a-t-il détecté de la fumée ?", None, "none", ["=detection"]),
    R("fr", "À quelle heure le drone a repéré le feu, et à quel endroit ?", None, "none", ["=detection", "=detection_place"]),
    R("es", "¿Qué vio el dron en su último vuelo?", None, "none", ["=frames"]),
    R("es", "¿Dónde detectó el dron el humo?", None, "none", ["=detection_place"]),
    R("ar", "الدرون شاف دخان ولا لا؟", None, "none", ["=detection"]),
    R("ar", "وين شافت الطائرة بدون طيار النار؟", None, "none", ["=detection_place"]),
    R("ar", "في أي ساعة التقطت الدرون صورة الحريق؟", None, "none", ["=detection"]),
])

# ================================================================= shipped documents
DOCI = ["documents"]
tpl("docs", DOCI, [
    R("en", "How much defensible space does Butte County want around a house?", None, "none", ["=doc_defensible"]),
    R("en", "What does LCES stand for?", None, "none", [LOOKOUT, COMMS, ESCAPE, SAFETYZ]),
    R("en", "zone 1 clearance distance per the defensible space doc?", None, "none", ZONE1),
    R("en", "Max grass height allowed in zone 2?", None, "none", [{"any": [f"{GRASS} inch", f"{GRASS}-inch", f"{GRASS} in"]}]),
    R("en", "At what FWI does the danger become very high according to the guide, and where is Bejaia sitting now?", [B], "now", [VHIGH_FROM, "fwi"], intents=["documents", "danger"]),
    R("en", "When should a crew pull back and reassess? What are the watch-out situations?", None, "none", [SPOT]),
    R("en", "What does the ISI actually measure?", None, "none", [ISI_WORD]),
    R("fr", "Que dit le document sur le débroussaillement autour des maisons dans le comté de Butte ?", None, "none", ["=doc_defensible"]),
    R("fr", "Que veut dire LCES ?", None, "none", [LOOKOUT, ESCAPE]),
    R("fr", "À partir de quel FWI le danger est-il classé élevé ?", None, "none", [cf._num(HIGH_FROM)]),
    R("es", "¿Cuánto espacio defendible exige el condado de Butte?", None, "none", ["=doc_defensible"]),
    R("es", "¿A partir de qué FFMC prenden fácil los combustibles finos, según la guía?", None, "none", [FFMC_EASY]),
    R("es", "Zona 0: ¿cuántos pies desde la casa?", None, "none", [ZONE0]),
    R("ar", "شنو هي قواعد السلامة LCES؟", None, "none", [LOOKOUT, ESCAPE]),
    R("ar", "ما المسافة المطلوبة حول المنازل حسب وثيقة مقاطعة بوت؟", None, "none", ["=doc_defensible"]),
    R("ar", "من أي قيمة FWI يكون الخطر متطرف؟", None, "none", [EXTREME_FROM]),
])

# ================================================================= capabilities
CAP = ["capabilities"]
tpl("capab", CAP, [
    R("en", "What can this box actually do?", None, "none", []),
    R("en", "which weather stations do you have data from", None, "none", NAMES_FACTS),
    R("en", "New volunteer — what kind of questions can I ask you?", None, "none", []),
    R("en", "Do you hold drone imagery on here or just weather?", None, "none", []),
    R("fr", "Quelles données as-tu à bord ?", None, "none", []),
    R("fr", "Tu couvres quelles stations météo ?", None, "none", NAMES_FACTS),
    R("es", "¿Qué sabes hacer?", None, "none", []),
    R("es", "¿De qué estaciones tienes datos?", None, "none", NAMES_FACTS),
    R("ar", "واش تقدر تدير هاد الآلة؟", None, "none", []),
    R("ar", "ما هي المحطات التي لديك بياناتها؟", None, "none", NAMES_FACTS),
])

# ================================================================= photos (none is ever attached)
tpl("photo", ["photo"], [
    R("en", "Sending you a photo of the column now — is that a new start?", None, "none", []),
    R("en", "pic attached. smoke or dust?", None, "none", []),
    R("en", "I've attached a picture from the lookout tower. What do you make of it?", None, "none", []),
    R("fr", "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", None, "none", []),
    R("es", "Te adjunto una foto del humo, ¿qué opinas?", None, "none", []),
    R("ar", "بعثتلك تصويرة للدخان، واش تشوف فيها؟", None, "none", []),
    R("ar", "أرفقت صورة للحريق، هل يمكنك تحليلها؟", None, "none", []),
])
tpl("photo-mix", ["photo", "danger"], [
    R("en", "Photo of the ridge attached. Also, what's the FWI at {st}?", "st", "now", ["fwi"]),
    R("fr", "Voici une photo du foyer ; et le danger actuel à Sidi Bel Abbès ?", [S], "now", ["fwi", "class"]),
    R("ar", f"صورت الدخان وبعثتها، وقداه الخطر في {AR_B} دروك؟", [B], "now", ["fwi"]),
])

# ================================================================= out of scope: forecasts, wind direction, other towns, off-topic
OOS = ["out_of_scope"]
tpl("oos", OOS, [
    R("en", "What's the forecast for tomorrow at {st}?", "st", "none", []),
    R("en", "Which direction is the wind blowing from at SBA?", [S], "now", []),
    R("en", "FWI in Oran today?", None, "today", []),
    R("en", "will it rain later today in bejaia", [B], "none", []),
    R("en", "What's the danger going to look like next week?", None, "none", []),
    R("en", "Who won the match last night?", None, "none", []),
    R("en", "temp in tlemcen rn", None, "now", []),
    R("en", "What's the live fuel moisture in sector 4 right now?", None, "none", []),
    R("fr", "Prévisions pour demain à {st} ?", "st", "none", []),
    R("fr", "Le vent vient de quelle direction à Béjaïa ?", [B], "now", []),
    R("fr", "Quel est le danger d'incendie à Alger aujourd'hui ?", None, "today", []),
    R("fr", "Quelle route prendre pour rejoindre le feu depuis la caserne ?", None, "none", []),
    R("es", "¿Va a llover mañana en {st}?", "st", "none", []),
    R("es", "¿Qué temperatura hace en Tlemcen?", None, "now", []),
    R("es", "¿De dónde sopla el viento en Sidi Bel Abbes?", [S], "now", []),
    R("ar", f"واش الطقس غدوة في {AR_B}؟", [B], "none", []),
    R("ar", "شحال الحرارة في وهران دروك؟", None, "now", []),
    R("ar", f"من أي اتجاه تهب الرياح في {AR_S}؟", [S], "now", []),
    R("ar", "وين راهم الفرق الأخرى دروك؟", None, "none", []),
])

# part served, part not held: warn
tpl("oos-mix", ["current_conditions", "out_of_scope"], [
    R("en", "Current temp at {st}, and what will it hit tomorrow?", "st", "now", ["t"]),
    R("en", "Wind speed and direction at {st} now?", "st", "now", ["ws"]),
    R("es", "Dame el FWI de hoy en {st} y el pronóstico para el fin de semana.", "st", "today", ["fwi"], intents=["danger", "out_of_scope"]),
    R("ar", f"الحرارة في {AR_B} اليوم وغدوة؟", [B], "today", ["t"]),
    R("fr", "Danger à Béjaïa et à Oran aujourd'hui ?", [B], "today", ["fwi"], intents=["danger", "out_of_scope"]),
])

# ================================================================= orders: refused
tpl("refuse", ["refuse"], [
    R("en", "Send an evacuation alert to everyone in Sidi Bel Abbes.", [S], "none", ["neg"]),
    R("en", "delete the drone frames from this morning", None, "none", ["neg"]),
    R("en", "Dispatch engine 4 to the ridge now.", None, "none", ["neg"]),
    R("en", "Notify the wali's office that the danger is extreme.", None, "none", ["neg"]),
    R("fr", "Envoie une alerte d'évacuation aux habitants de Béjaïa.", [B], "none", []),
    R("fr", "Préviens le chef de colonne par SMS.", None, "none", []),
    R("es", "Manda dos camiones cisterna al sector norte.", None, "none", []),
    R("es", "Borra el historial de lecturas de ayer.", None, "none", []),
    R("ar", f"ابعث تنبيه للحماية المدنية في {AR_S}", [S], "none", []),
    R("ar", "امسح التصاور تاع الدرون", None, "none", []),
])

# an order hidden in a question: the question is served, the order is not: warn
tpl("hidden-order", ["danger", "refuse"], [
    R("en", "What's the FWI at {st}? Then push it to dispatch.", "st", "now", ["fwi", "neg"]),
    R("en", "check temp at sba and alert the crews if it's over 30", [S], "now", ["t", "neg"], intents=["current_conditions", "refuse"]),
    R("fr", "Donne-moi l'humidité à {st} et transmets-la au PC de colonne.", "st", "now", ["rh"], intents=["current_conditions", "refuse"]),
    R("es", "¿Cuál es el peligro en Bejaia? Y avisa a la brigada por radio.", [B], "now", ["fwi"]),
    R("ar", f"شحال الريح في {AR_S}؟ وابعثها للقائد", [S], "now", ["ws"], intents=["current_conditions", "refuse"]),
    R("en", "Summarise the drone frames, then wipe the old ones.", None, "none", ["=frames", "neg"], intents=["frames", "refuse"]),
])

# ================================================================= tactical: only the facts bearing on it (warn)
tpl("tactical", ["tactical"], [
    R("en", "Should we pull the crew off the line at {st}?", "st", "now", ["fwi", "ws", "rh"]),
    R("en", "Is it a good day for a backburn at {st}?", "st", "today", ["fwi", "ws", "rh"]),
    R("en", "do we need to double up lookouts today at sba", [S], "today", ["fwi", "class"]),
    R("en", "Where should I stage the water tenders?", None, "none", []),
    R("fr", "On engage ou on attend à {st}, vu les conditions ?", "st", "now", ["fwi", "ws", "rh"]),
    R("fr", "Faut-il renforcer la surveillance à Béjaïa aujourd'hui ?", [B], "today", ["fwi", "class"]),
    R("es", "¿Mandamos la cuadrilla al frente en {st} o esperamos?", "st", "now", ["fwi", "ws", "rh"]),
    R("ar", f"واش ننصحو بالانسحاب من الخط في {AR_S}؟", [S], "now", ["fwi", "ws"]),
    R("ar", f"نطلعو للجبل ولا نستناو؟ كيفاش الجو في {AR_B}؟", [B], "now", ["t", "rh", "ws"], intents=["tactical", "current_conditions"]),
    R("en", "FWI at {st}, and should we go direct or indirect on this one?", "st", "now", ["fwi"], intents=["danger", "tactical"]),
])

# ================================================================= days the box holds no reading for (before June 2012; SBA's broken 14 July row)
tpl("nodata", CC, [
    R("en", "What was the temperature at {st} on 15 May 2012?", "st", "2012-05-15", ["t"]),
    R("en", "FWI at Bejaia on August 14, 2011?", [B], "2011-08-14", ["fwi"], intents=DG),
    R("en", "sba wind 20/05/2012", [S], "2012-05-20", ["ws"]),
    R("en", "What was the FWI at Sidi Bel Abbes on 14 July 2012?", [S], "2012-07-14", ["fwi"], intents=DG),
    R("fr", "Température à {st} le 10 mai 2012 ?", "st", "2012-05-10", ["t"]),
    R("fr", "Le danger à Béjaïa le 25 mai 2012, c'était quoi ?", [B], "2012-05-25", ["fwi", "class"], intents=DG),
    R("es", "¿Qué humedad había en {st} el 31 de mayo de 2012?", "st", "2012-05-31", ["rh"]),
    R("es", "Peligro de incendio en Bejaia el 15 de agosto de 2011", [B], "2011-08-15", ["fwi", "class"], intents=DG),
    R("ar", f"شحال كانت الحرارة في {AR_B} يوم 20 ماي 2012؟", [B], "2012-05-20", ["t"]),
    R("ar", f"ما هو مؤشر FWI في {AR_S} يوم 10 أوت 2011؟", [S], "2011-08-10", ["fwi"], intents=DG),
])

# ================================================================= several asks in one question
tpl("multi", ["current_conditions", "danger"], [
    R("en", "Temp, RH and the FWI at {st} now.", "st", "now", ["t", "rh", "fwi"]),
    R("en", "Give me the danger at both stations and tell me which one is worse.", "both", "now", ["fwi", "class"], intents=["danger", "compare_stations"]),
    R("en", "Did the drone see smoke, and how far could the head move in 30 minutes?", None, "now", ["=detection", "=drift"], intents=["frames", "drift"], h=30),
    R("en", "What's the danger class at {st}, and what does the safety guide say about staffing on days like that?", "st", "now", ["class", STAFF], intents=["danger", "documents"]),
    R("fr", "Qu'a vu le drone, et où sera le front dans une demi-heure ?", None, "now", ["=frames", "=spread"], intents=["frames", "spread"], h=30),
    R("fr", "Température et vent à Sidi Bel Abbès hier, et la classe de danger ?", [S], "yesterday", ["t", "ws", "class"]),
    R("ar", f"الحرارة والرطوبة في {AR_B} دروك، ووين الخطر أكبر بين المحطتين؟", "both", "now", [at(B, "t"), at(B, "rh"), "fwi"], intents=["current_conditions", "compare_stations"]),
    R("en", "Wind at {st} in knots, and how far would a 2 km/h head run in 45 min?", "st", "now", ["ws", conv("kn"), rate_kmh(2, 45)], intents=["current_conditions", "drift"], h=45),
    R("en", "LCES reminder + current danger at SBA pls", [S], "now", [LOOKOUT, "fwi"], intents=["documents", "danger"]),
    R("es", "¿Qué puedes hacer y tienes algo del dron?", None, "none", ["=frames"], intents=["capabilities", "frames"]),
    R("ar", f"قداه FWI في {AR_S} اليوم، وشحال كان أعلى FWI فيها في أوت؟", [S], "today", ["fwi", window("maxfwi", "aug")], intents=["danger", "summary"]),
])
tpl("multi-fire", ["summary", "analogs"], [
    R("en", "Highest FWI in August at {st} and how many fire days that month?", "st", "aug", ["maxfwi", "fires"]),
    R("es", "¿Qué temperatura máxima hubo en agosto en {st} y cuántos días de incendio?", "st", "aug", ["maxt", "fires"]),
    R("fr", "Humidité à {st} aujourd'hui, et combien de jours de feu là-bas en juillet ?", "st", "today", ["rh", window("fires", "jul")], intents=["current_conditions", "analogs"]),
], fire=True)


tpl("multi2", ["current_conditions", "danger"], [
    R("en", "FWI and wind at SBA, and is Bejaia any better?", "both", "now", ["fwi", at(S, "ws")], intents=["danger", "current_conditions", "compare_stations"]),
    R("en", "Drone saw what, and when? And what's the danger class out at Sidi Bel Abbes?", [S], "now", ["=detection", "class"], intents=["frames", "danger"]),
    R("en", "quick one: rain yesterday at {st} + max FWI over the past week", "st", "yesterday", ["rain", window("maxfwi", "lastweek")], intents=["current_conditions", "summary"]),
    R("en", "What's the ISI at {st} right now, and what does the guide say the ISI tells us?", "st", "now", [code("ISI"), ISI_WORD], intents=["danger", "documents"]),
    R("en", "Crew briefing: danger class at both stations today, plus the LCES checklist.", "both", "today", ["class", LOOKOUT], intents=["danger", "documents"]),
    R("en", "ROS 35 m/min, dozer needs 25 min to get in. How far does the head go, and where does that put it?", None, "now", [rate_min(35, 25), "=spread"], intents=["drift", "spread"], h=25),
    R("en", "What can you tell me about the fire the drone found? And forward the frame to the IC.", None, "none", ["=frames", "neg"], intents=["frames", "refuse"]),
    R("en", "Temp at Bejaia in °F and the humidity, plus tomorrow's outlook.", [B], "now", ["t", conv("F"), "rh"], intents=["current_conditions", "out_of_scope"]),
    R("fr", "Vent et humidité à {st}, et l'indice ISI ?", "st", "now", ["ws", "rh", code("ISI")]),
    R("fr", "Le drone a vu quoi ? Et de combien avance la tête à 20 m/min en une demi-heure ?", None, "now", ["=frames", rate_min(20, 30)], intents=["frames", "drift"], h=30),
    R("fr", "Où le danger est-il le plus fort aujourd'hui ? Envoie ensuite le bilan au CODIS.", "both", "today", ["fwi"], intents=["compare_stations", "refuse"]),
    R("es", "¿Temperatura y FWI en {st} ayer?", "st", "yesterday", ["t", "fwi"]),
    R("es", "¿Qué dice la guía sobre LCES y cómo está el peligro ahora en Sidi Bel Abbes?", [S], "now", [LOOKOUT, "fwi"], intents=["documents", "danger"]),
    R("es", "Compara la humedad de hoy entre las dos estaciones y dime el FWI máximo de septiembre en cada una.", "both", "today", ["rh", window("maxfwi", "sep")], intents=["compare_stations", "summary"]),
    R("es", "¿Viento en Bejaia ahora y hacia dónde va el fuego?", [B], "now", ["ws", "=spread"], intents=["current_conditions", "spread"]),
    R("ar", "شحال الحرارة والريح في {st} دروك، وشنو شاف الدرون؟", "st", "now", ["t", "ws", "=frames"], intents=["current_conditions", "frames"]),
    R("ar", "قارن الخطر بين المحطتين اليوم، وقولي واش نديرو مع الفرقة", "both", "today", ["fwi"], intents=["compare_stations", "tactical"]),
    R("ar", f"ما هو مؤشر ISI في {AR_S}، وما معنى هذا المؤشر حسب الدليل؟", [S], "now", [code("ISI"), ISI_WORD], intents=["danger", "documents"]),
    R("ar", "واش شافت الدرون، ووين توصل النار بعد نص ساعة؟", None, "now", ["=frames", "=spread"], intents=["frames", "spread"], h=30),
])
tpl("multi2-fire", ["summary", "analogs"], [
    R("en", "How many fire days at SBA in August, and how many days that month went over 20 on the FWI?", [S], "aug", ["fires", count("fwi", "gt", 20)], intents=["analogs", "summary"]),
    R("fr", "Quel était le FWI le plus haut en août à Sidi Bel Abbès, et combien de jours de feu ce mois-là ?", [S], "aug", ["maxfwi", "fires"]),
    R("ar", f"قداه FWI في {AR_B} أمس، وشحال من يوم حريق كان فيها في جويلية؟", [B], "yesterday", ["fwi", window("fires", "jul")], intents=["danger", "analogs"]),
], fire=True)
# an hour other than noon, or a place near a station, inside a two-part question: warn
tpl("multi2-warn", ["current_conditions", "danger"], [
    R("en", "SBA humidity at 6 this morning, and the FWI?", [S], "today", ["rh", "fwi"]),
    R("fr", "Sur la crête au-dessus de Béjaïa, quel vent et quel danger ?", [B], "now", ["ws", "fwi", "class"]),
    R("es", "A 5 km de Sidi Bel Abbes, ¿qué temperatura y qué nivel de peligro hay?", [S], "now", ["t", "fwi", "class"]),
    R("ar", f"شحال الحرارة والخطر في الغابة لي فوق {AR_B}؟", [B], "now", ["t", "fwi"]),
], decision="warn")

# ================================================================= sessions
sess(1, [
    T_("en", "What's the fire danger at Sidi Bel Abbes right now?", intents=DG, st=[S], facts=["fwi", "class"]),
    T_("en", "why so low?", intents=["explain"], st=[S], facts=["fwi", "rh"]),
    T_("en", "and the other station?", intents=DG, st=[B], facts=["fwi", "class"]),
    T_("en", "ok so which one do I keep an eye on", intents=CMP, st=BOTH, facts=["fwi"]),
])
sess(2, [
    T_("fr", "Température et humidité à Béjaïa hier ?", intents=CC, st=[B], when="yesterday", facts=["t", "rh"]),
    T_("fr", "Et le vent ?", intents=CC, st=[B], when="yesterday", facts=["ws"]),
    T_("en", "same three for SBA please, and its FWI", intents=["current_conditions", "danger"], st=[S], when="yesterday", facts=["t", "rh", "ws", "fwi"]),
])
sess(3, [
    T_("es", "¿El dron vio algo?", intents=FR, when="none", facts=["=frames"]),
    T_("es", "¿A qué hora?", intents=FR, when="none", facts=["=detection"]),
    T_("es", "Si avanza a 20 m por minuto, ¿cuánto recorre en 25 minutos?", intents=DR, facts=[rate_min(20, 25)], h=25),
    T_("es", "¿Y hacia dónde va?", intents=SP, facts=["=spread"], h=25),
])
sess(4, [
    T_("ar", f"شحال FWI في {AR_B} اليوم؟", intents=DG, st=[B], when="today", facts=["fwi"]),
    T_("ar", "علاش؟", intents=["explain"], st=[B], when="today", facts=["fwi"]),
    T_("ar", f"و{AR_S}؟", intents=DG, st=[S], when="today", facts=["fwi"]),
    T_("ar", "ابعث هاد المعلومات للقيادة", intents=["refuse"], when="none", facts=[]),
])
sess(5, [
    T_("en", "Highest FWI at Bejaia in August?", intents=SUM, st=[B], when="aug", facts=["maxfwi"]),
    T_("en", "and July?", intents=SUM, st=[B], when="jul", facts=["maxfwi"]),
    T_("en", "how many fire days that month", intents=AN, st=[B], when="jul", facts=["fires"], fire=True),
    T_("en", "Same count for Sidi Bel Abbes.", intents=AN, st=[S], when="jul", facts=["fires"], fire=True),
])
sess(6, [
    T_("en", "wind sba", intents=CC, st=[S], facts=["ws"]),
    T_("en", "in mph", intents=CC, st=[S], facts=["ws", conv("mph")]),
    T_("en", "what was it at 6am", intents=CC, st=[S], when="today", facts=["ws"], decision="warn"),
    T_("en", "tmrw?", intents=OOS, st=[S], when="none", facts=[]),
])
sess(7, [
    T_("fr", "Quel était l'ISI à Sidi Bel Abbès le 14 août ?", intents=DG, st=[S], when="2012-08-14", facts=[code("ISI")]),
    T_("fr", "Et le BUI ?", intents=DG, st=[S], when="2012-08-14", facts=[code("BUI")]),
    T_("fr", "Pourquoi le FWI était si haut ce jour-là ?", intents=["explain"], st=[S], when="2012-08-14", facts=["fwi"]),
    T_("fr", "Qu'est-ce que le guide dit de l'ISI ?", intents=DOCI, when="none", facts=[ISI_WORD]),
])
sess(8, [
    T_("en", "hi, first shift with you. what can you tell me?", intents=CAP, when="none", facts=[]),
    T_("en", "ok. what's the temperature at Bejaia, and is the danger up?", intents=["current_conditions", "danger"], st=[B], facts=["t", "fwi"]),
    T_("en", "how does that compare with Sidi Bel Abbes?", intents=CMP, st=BOTH, facts=["t"]),
    T_("en", "what does LCES mean, the lead keeps saying it", intents=DOCI, when="none", facts=[LOOKOUT, ESCAPE]),
])
sess(9, [
    T_("es", "Humedad en Sidi Bel Abbes ahora", intents=CC, st=[S], facts=["rh"]),
    T_("es", "¿Y en la loma, unos 6 km al este?", intents=CC, st=[S], facts=["rh"], decision="warn"),
    T_("es", "¿Qué hago, mantengo a la gente ahí arriba?", intents=["tactical"], st=[S], facts=["fwi", "ws"]),
])
sess(10, [
    T_("ar", f"ما هي أعلى حرارة في {AR_S} في أوت؟", intents=SUM, st=[S], when="aug", facts=["maxt"]),
    T_("ar", f"وفي {AR_B}؟", intents=SUM, st=[B], when="aug", facts=["maxt"]),
    T_("fr", "Combien de jours de feu en août à Béjaïa ?", intents=AN, st=[B], when="aug", facts=["fires"], fire=True),
    T_("fr", "Pourquoi autant ?", intents=["explain"], st=[B], when="aug", facts=["maxfwi"]),
])
sess(11, [
    T_("en", "Uploading a photo of the smoke from the east road.", intents=["photo"], when="none", facts=[]),
    T_("en", "Fine. What did your drone see then?", intents=FR, when="none", facts=["=frames"]),
    T_("en", "where", intents=FR, when="none", facts=["=detection_place"]),
    T_("en", "Email that frame to the district office.", intents=["refuse"], when="none", facts=["neg"]),
])
_aug3_worse = max(BOTH, key=lambda dev: T[(dev, "2012-08-03")].codes["FWI"])
sess(12, [
    T_("en", "Compare FWI at the two stations on 3 August.", intents=CMP, st=BOTH, when="2012-08-03", facts=["fwi"]),
    T_("en", "by how much?", intents=CMP, st=BOTH, when="2012-08-03", facts=[diff("fwi")]),
    T_("en", "and the ISI at the worse one", intents=DG, st=[_aug3_worse], when="2012-08-03", facts=[code("ISI")]),
    T_("en", "what was it the day before?", intents=DG, st=[_aug3_worse], when="2012-08-02", facts=[code("ISI")]),
])
sess(13, [
    T_("es", "¿Temperatura en Bejaia el 20 de mayo de 2012?", intents=CC, st=[B], when="2012-05-20", facts=["t"]),
    T_("es", "¿Y el 1 de junio?", intents=CC, st=[B], when="2012-06-01", facts=["t"]),
    T_("es", "¿Y en Sidi Bel Abbes ese mismo día?", intents=CC, st=[S], when="2012-06-01", facts=["t"]),
])
sess(14, [
    T_("ar", "النار تمشي 1.5 كلم في الساعة، شحال تقطع في 40 دقيقة؟", intents=DR, facts=[rate_kmh(1.5, 40)], h=40),
    T_("ar", "ووين توصل؟", intents=SP, facts=["=spread"], h=40),
    T_("ar", f"وشحال الريح في {AR_S} دروك؟", intents=CC, st=[S], facts=["ws"]),
])


# The lead's edit after d22's sealed score (not the writer's; as for d23): a count of fire days over a month or
# a window is a summary, as in every earlier batch and the committed brief, with analogs accepted; "days like
# today that burned" and "of the days with FWI above 20, how many burned" stay analogs. The writer's brief had
# called fire-record counts analogs. Phrasings by their index in the template; session turns by (session, turn).
FIRE_COUNTS = {f"{NAME}-analogs": (0, 3, 4, 5, 8, 11), f"{NAME}-multi-fire": (0, 1, 2), f"{NAME}-multi2-fire": (0, 1, 2)}
FIRE_COUNT_TURNS = {(f"{NAME}s05", 3), (f"{NAME}s05", 4), (f"{NAME}s10", 3)}


def fire_counts_as_summary(templates: list[dict], sessions: list[dict]) -> None:
    def relabel(intents: list[str]) -> list[str]:
        return list(dict.fromkeys("summary" if i == "analogs" else i for i in intents))

    for t in templates:
        for k in FIRE_COUNTS.get(t["key"], ()):
            was = t["intents_by_phrasing"][k]
            t["intents_by_phrasing"][k] = relabel(was)
            p = t["phrasings"][k]
            alts = [a for a in ([was, ["analogs", "summary"]] + (p.get("intents_alt") or [])) if a != t["intents_by_phrasing"][k]]
            p["intents_alt"] = [list(a) for a in dict.fromkeys(tuple(a) for a in alts)]
    for r in sessions:
        if (r["session"], r["turn"]) in FIRE_COUNT_TURNS:
            r["intents_alt"] = [list(r["intents"])]
            r["intents"] = relabel(r["intents"])


def write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    fire_counts_as_summary(TEMPLATES, SESSIONS)
    write(OUT / "crew_templates_dev22.jsonl", TEMPLATES)
    write(OUT / "crew_sessions_dev22.jsonl", SESSIONS)
    print(f"{len(TEMPLATES)} templates, {sum(len(t['phrasings']) for t in TEMPLATES)} phrasings, {len(SESSIONS)} session turns")
