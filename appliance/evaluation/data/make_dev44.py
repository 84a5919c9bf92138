"""Batch d44: blind crew questions, gold computed by code.

Writes crew_templates_dev44.jsonl and crew_sessions_dev44.jsonl next to this script. Every number in a gold
fact comes from the CSV (crew_facts.table / fire_record / window_facts), from unit conversions of a real
reading, from the crew's own numbers (rate x minutes), or from a regex over the shipped documents.
Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 appliance/evaluation/data/make_dev44.py
"""
import json
import re
import sys
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.evaluation.crew_facts import STATIONS, table, window_facts

OUT = Path(__file__).resolve().parent
NAME = "d44"
DOCS = Path("/work/main/edge_data/documents")
BJ, SBA = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()

C, D, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DRIFT, SPREAD, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PHOTO, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"


# ----------------------------------------------------------------------------- numbers from the data
def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def field(day, name):
    return {"t": day.temperature_c, "rh": day.rh_pct, "ws": day.wind_kmh, "rain": day.rain_mm,
            "fwi": day.codes["FWI"]}.get(name, day.codes.get(name))


def one_day(dev, days):
    assert days and len(days) == 1, days
    return table().get((dev, days[0]))


def dec_forms(x, units=()):
    """A converted / averaged figure: one decimal (point and comma), and the whole number with its unit."""
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    r = round(x)
    for u in units:
        forms += [f"{r} {u}", f"{r}{u}"]
    if abs(x - r) < 0.05:
        forms.append(str(r))
    return {"any": list(dict.fromkeys(forms))}


CONV = {"mph": (lambda v: v / 1.609344, ("mph",)),
        "kn": (lambda v: v / 1.852, ("kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة")),
        "ms": (lambda v: v / 3.6, ("m/s", "m s")),
        "F": (lambda v: v * 9 / 5 + 32, ("°F", "F", "degrees F", "Fahrenheit"))}


def L_code(*names):
    """Fire-weather codes (ISI, BUI, FFMC, DMC, DC) of the phrasing's station(s) and day."""
    def f(c):
        out = []
        for dev in c["devs"]:
            d = one_day(dev, c["days"])
            if d:
                out += [num(d.codes[n]) for n in names]
        return out
    return f


def L_conv(fld, unit):
    def f(c):
        conv, units = CONV[unit]
        return [dec_forms(conv(field(one_day(dev, c["days"]), fld)), units) for dev in c["devs"]
                if one_day(dev, c["days"])]
    return f


def L_diff(fld):
    def f(c):
        a, b = (field(table()[(dev, c["days"][0])], fld) for dev in STATIONS)
        return [num(abs(a - b))]
    return f


def _rows(dev, days):
    return [table()[(dev, d)] for d in days if (dev, d) in table()]


def L_count(fld, op, x):
    ops = {">": lambda v: v > x, ">=": lambda v: v >= x}
    def f(c):
        return [sum(ops[op](field(r, fld)) for r in _rows(dev, c["days"])) for dev in c["devs"]]
    return f


def L_avg(fld):
    def f(c):
        out = []
        for dev in c["devs"]:
            vals = [field(r, fld) for r in _rows(dev, c["days"])]
            out.append(dec_forms(sum(vals) / len(vals)))
        return out
    return f


def L_agg(fld, how):
    def f(c):
        return [num(how(field(r, fld) for r in _rows(dev, c["days"]))) for dev in c["devs"]]
    return f


def L_series(fld):
    def f(c):
        return [num(field(r, fld)) for dev in c["devs"] for r in _rows(dev, c["days"])]
    return f


def L_fwi_gt(thr):
    """Past days with FWI above thr and how many of them burned (the box's fire record), per station."""
    def f(c):
        return [v for dev in c["devs"] for v in window_facts("fires_fwi_gt", dev, [TODAY], thr)]
    return f


DISPLAY = {BJ: "Bejaia", SBA: "Sidi Bel Abbes"}


def worse(fld, day_key):
    day = crew_days.resolve(day_key, "en", 0)["days"][0]
    return max(STATIONS, key=lambda dev: field(table()[(dev, day)], fld))


def L_worse_name(fld):
    """The name of the station with the higher value that day (not in Arabic: the script differs)."""
    def f(c):
        if c["lang"] == "ar":
            return []
        return [DISPLAY[max(STATIONS, key=lambda dev: field(table()[(dev, c['days'][0])], fld))]]
    return f


def L_at_worse(rank_fld, fld):
    """A reading at the station that is worse by rank_fld that day."""
    def f(c):
        dev = max(STATIONS, key=lambda d: field(table()[(d, c["days"][0])], rank_fld))
        return [num(field(table()[(dev, c["days"][0])], fld))]
    return f


def dist_forms(metres):
    m = round(metres)
    km = metres / 1000
    ks = f"{km:.2f}".rstrip("0").rstrip(".")
    forms = [f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros", f"{m} متر"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    forms += [f"{ks} km", f"{ks}km", f"{ks.replace('.', ',')} km", f"{ks.replace('.', ',')}km", f"{ks} كم"]
    return {"any": list(dict.fromkeys(forms))}


def L_drift(rate, unit, minutes):
    """The crew's own rate times the crew's own minutes."""
    per_min = {"m/min": rate, "km/h": rate * 1000 / 60, "ch/h": rate * 20.1168 / 60}[unit]
    metres = per_min * minutes
    def f(c):
        fact = dist_forms(metres)
        if unit == "ch/h":
            ch = rate * minutes / 60
            fact["any"] = [f"{ch:g} chains", f"{ch:g} ch"] + fact["any"]
        return [fact]
    return f


# ----------------------------------------------------------------------------- numbers from the documents
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # line breaks as spaces


DEF, LCES, FWIG = (doc(n) for n in ("butte-county-defensible-space.md", "crew-safety-lces.md",
                                    "fire-weather-index-guide.md"))


def grab(text, pattern, group=1):
    m = re.search(pattern, text, re.S)
    assert m, pattern
    return m.group(group)


DEF_FEET = num(grab(DEF, r"requires (\d+) feet of defensible space"))
ZONE0_FEET = num(grab(DEF, r"Zone 0 is the first (\d+) feet"))
ZONE1_FEET = num(grab(DEF, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = num(grab(DEF, r"maximum height of (\d+) inches"))
CHIMNEY_FEET = num(grab(DEF, r"branches (\d+) feet from chimneys"))
HIGH_FROM = num(grab(FWIG, r"from ([\d.]+) high"))
VHIGH_FROM = num(grab(FWIG, r"from ([\d.]+) very high"))
FFMC_EASY = num(grab(FWIG, r"above about (\d+) fine fuels ignite"))
BUI_PARTS = re.search(r"The Buildup Index \(BUI\) combines (\w+) and (\w+) and rates the ([\w ]+?)\.", FWIG).groups()
FWI_PARTS = re.search(r"The Fire Weather Index \(FWI\) combines (\w+) and (\w+)", FWIG).groups()
LCES_WORDS = [w.strip().lower().rstrip("s") for w in
              re.search(r"before it engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.", LCES).groups()]
WATCHOUT = grab(LCES, r"line (downhill) toward a fire")
SPOT = grab(LCES, r"when (spot fire)s appear")
STAFFING = grab(LCES, r"(lookout)s are posted early")
NAMES_ANY = ["bejaia", "sidi bel abbes"]

ES_LCES = {"lookout": ["vigia", "vigía"], "communication": ["comunicacion", "comunicación"],
           "escape route": ["ruta de escape", "rutas de escape", "escape"], "safety zone": ["zona segura", "zonas seguras", "zona de seguridad", "zonas de seguridad"]}


def lces_facts(lang):
    if lang == "es":
        return [{"any": [w] + ES_LCES[w]} for w in LCES_WORDS]
    return list(LCES_WORDS)


# ----------------------------------------------------------------------------- spec -> template
def S(lang, q, st, day, intents, facts=(), h=None, thr=None, alt=None):
    return {"lang": lang, "q": q, "st": st, "day": day, "intents": list(intents), "facts": list(facts),
            "h": h, "thr": thr, "alt": alt}


ST_MODE = {"B": [BJ], "S": [SBA], "BS": [BJ, SBA]}
TOKENS = set(crew_facts.DAY_TOKENS + crew_facts.WINDOW_TOKENS) | {"neg"}


def lit(fact):
    """A literal string fact travels as {"any": [it]}: a bare string would be read as a token."""
    if isinstance(fact, str) and fact not in TOKENS and not fact.startswith("="):
        return {"any": [fact]}
    return fact


def build_template(kind, specs, decision=None, nfh=False):
    key = f"{NAME}-{kind}"
    phrasings, days, hs, thrs, by_int = [], [], [], [], []
    for i, s in enumerate(specs):
        st = s["st"]
        if st == "alt":
            assert "{st}" in s["q"], s["q"]
            devs, mode = [STATIONS[i % 2]], "alt"
        elif st == "both":
            devs, mode = sorted(STATIONS), "both"
        elif st == "none":
            devs, mode = None, "none"
            assert "{st}" not in s["q"]
        else:
            devs, mode = sorted(ST_MODE[st]), ST_MODE[st]
            assert "{st}" not in s["q"]
        when = crew_days.resolve(s["day"], s["lang"], i + len(key))
        ctx = {"devs": devs or [], "days": when["days"], "lang": s["lang"], "thr": s["thr"], "h": s["h"]}
        facts = []
        for tok in s["facts"]:
            if callable(tok):
                facts += [lit(x) for x in tok(ctx)]
            elif tok == "class" and s["lang"] != "en":
                continue                      # the class word is English; the FWI figure carries it
            else:
                facts.append(lit(tok))
        if any(i_ in (C, D, CMP, SUM, AN) for i_ in s["intents"]) and s["day"] not in ("none",):
            assert devs, (key, s["q"])
        p = {"q": s["q"], "lang": s["lang"], "stations": mode, "facts": facts}
        if s["alt"]:
            p["intents_alt"] = s["alt"]
        phrasings.append(p)
        days.append(s["day"])
        hs.append(s["h"])
        thrs.append(s["thr"])
        by_int.append(s["intents"])
    t = {"key": key, "intents": specs[0]["intents"], "intents_by_phrasing": by_int, "phrasings": phrasings,
         "stations": "none", "days": days, "facts": []}
    if any(h is not None for h in hs):
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    return t


TEMPLATES = []


def T(kind, specs, decision=None, nfh=False):
    TEMPLATES.append(build_template(kind, specs, decision, nfh))


def E(*a, **k): return S("en", *a, **k)
def F(*a, **k): return S("fr", *a, **k)
def Es(*a, **k): return S("es", *a, **k)
def A(*a, **k): return S("ar", *a, **k)


# ============================================================================= the questions
# --- current conditions, today / now
T("cur", [
    E("wind at {st} rn?", "alt", "now", [C], ["ws"]),
    E("Dispatch to box: latest temperature and humidity for {st}, please.", "alt", "now", [C], ["t", "rh"]),
    E("whats the humidity doing at SBA", "S", "now", [C], ["rh"]),
    E("Engine 31 to appliance, requesting current weather and danger rating at Béjaïa, over.", "B", "now", [C, D], ["t", "rh", "ws", "rain", "fwi", "class"]),
    E("Did it rain at {st} today?", "alt", "today", [C], ["rain"]),
    E("hi, I'm new on the crew - what's the weather like right now at {st}? sorry if that's a dumb question", "alt", "now", [C], ["t", "rh", "ws"]),
    E("temp bejaya", "B", "now", [C], ["t"]),
    E("RH and wind for {st}, noon obs.", "alt", "today", [C], ["rh", "ws"]),
    E("How much rain fell at Sidi Bel Abbès today, if any?", "S", "today", [C], ["rain"]),
    E("need current wx both stations asap", "both", "now", [C], ["t", "rh", "ws"]),
    E("Logistics here. Is it hot out at {st} today? Working out how much drinking water to load.", "alt", "today", [C], ["t"]),
    E("full noon obs for SBA pls - temp RH wind rain", "S", "today", [C], ["t", "rh", "ws", "rain"]),
    E("Is the wind up at Bejaia right now or is it calm?", "B", "now", [C], ["ws"]),
    F("Quelle température fait-il à {st} en ce moment ?", "alt", "now", [C], ["t"]),
    F("Le vent est à combien à Sidi Bel Abbès ?", "S", "now", [C], ["ws"]),
    F("Bonjour, vous pouvez me donner l'humidité relevée aujourd'hui à {st} ?", "alt", "today", [C], ["rh"]),
    F("Il a plu à Béjaïa aujourd'hui ?", "B", "today", [C], ["rain"]),
    F("météo actuelle SBA stp", "S", "now", [C], ["t", "rh", "ws"]),
    F("Chef d'agrès à l'appareil : relevé de midi à {st}, température, humidité, vent, et l'indice FWI.", "alt", "today", [C, D], ["t", "rh", "ws", "fwi"]),
    Es("¿Cuánto viento hay ahora mismo en {st}?", "alt", "now", [C], ["ws"]),
    Es("Humedad en Béjaïa hoy, por favor.", "B", "today", [C], ["rh"]),
    Es("que temperatura marca sidi bel abbes", "S", "now", [C], ["t"]),
    Es("¿Ha llovido hoy en {st}? ¿Cuántos milímetros?", "alt", "today", [C], ["rain"]),
    Es("Jefe de cuadrilla: necesito las condiciones actuales de las dos estaciones y el nivel de peligro.", "both", "now", [C, D], ["t", "rh", "ws", "fwi"]),
    A("قداش الحرارة ضرك في سيدي بلعباس؟", "S", "now", [C], ["t"]),
    A("ما هي نسبة الرطوبة في بجاية الآن؟", "B", "now", [C], ["rh"]),
    A("واش راهي الريح في {st} اليوم؟", "alt", "today", [C], ["ws"]),
    A("هل نزل المطر اليوم في بجاية؟", "B", "today", [C], ["rain"]),
    A("عطيني الطقس تاع سيدي بلعباس درك: الحرارة والرطوبة والريح", "S", "now", [C], ["t", "rh", "ws"]),
    A("ما هي الأحوال الجوية الحالية في المحطتين؟", "both", "now", [C], ["t", "rh", "ws"]),
])

# --- current conditions, past days in the crews' own date formats
T("curday", [
    E("what was the temp at {st} {day}", "alt", "yesterday", [C], ["t"]),
    E("Wind speed at SBA on 14-Aug?", "S", "2012-08-14", [C], ["ws"]),
    E("Rain at Béjaïa on 8/14 - anything?", "B", "2012-08-14", [C], ["rain"]),
    E("Humidity at {st} {day}, I need it for the after-action report.", "alt", "2012-07-22", [C], ["rh"]),
    E("conditions at {st} {day}?", "alt", "daybefore", [C], ["t", "rh", "ws"]),
    E("Pull the obs for Sidi Bel Abbes, 2012-08-03.", "S", "2012-08-03", [C], ["t", "rh", "ws", "rain"]),
    E("What was the temperature at Bejaia on Aug 3rd?", "B", "2012-08-03", [C], ["t"]),
    F("Quelle était l'humidité à Béjaïa le 3/8 ?", "B", "2012-08-03", [C], ["rh"]),
    F("Le vent à {st} {day} ?", "alt", "yesterday", [C], ["ws"]),
    F("Relevés de Sidi Bel Abbès du 14 août : température et pluie.", "S", "2012-08-14", [C], ["t", "rain"]),
    F("Il faisait combien à {st} {day} ?", "alt", "daybefore", [C], ["t"]),
    Es("¿Qué humedad hubo ayer en Sidi Bel Abbès?", "S", "yesterday", [C], ["rh"]),
    Es("Temperatura y viento en {st} {day}.", "alt", "2012-08-20", [C], ["t", "ws"]),
    Es("lluvia en bejaia el 3/8?", "B", "2012-08-03", [C], ["rain"]),
    A("قداش كانت الحرارة في بجاية أمس؟", "B", "yesterday", [C], ["t"]),
    A("الريح في سيدي بلعباس {day}", "S", "2012-08-14", [C], ["ws"]),
    A("كم كانت الرطوبة في {st} {day}؟", "alt", "daybefore", [C], ["rh"]),
    A("واش كان الطقس في سيدي بلعباس نهار 3/8؟", "S", "2012-08-03", [C], ["t", "rh", "ws"]),
])

# --- units asked
T("units", [
    E("wind at SBA in mph?", "S", "now", [C], ["ws", L_conv("ws", "mph")]),
    E("What's the temperature at {st} in Fahrenheit?", "alt", "now", [C], ["t", L_conv("t", "F")]),
    E("Wind in knots at Béjaïa - the helo pilot is asking.", "B", "now", [C], ["ws", L_conv("ws", "kn")]),
    E("give me {st} wind in metres per second", "alt", "now", [C], ["ws", L_conv("ws", "ms")]),
    E("temp in °F at Sidi Bel Abbes yesterday", "S", "yesterday", [C], ["t", L_conv("t", "F")]),
    E("Béjaïa wind on 14 August, in m/s please", "B", "2012-08-14", [C], ["ws", L_conv("ws", "ms")]),
    F("Le vent à {st} en nœuds, pour le pilote du bombardier d'eau ?", "alt", "now", [C], ["ws", L_conv("ws", "kn")]),
    F("Vitesse du vent à SBA en m/s ?", "S", "now", [C], ["ws", L_conv("ws", "ms")]),
    Es("¿Viento en Béjaïa en nudos?", "B", "now", [C], ["ws", L_conv("ws", "kn")]),
    Es("Temperatura en {st} en grados Fahrenheit, por favor.", "alt", "now", [C], ["t", L_conv("t", "F")]),
    A("سرعة الريح في سيدي بلعباس بالمتر في الثانية؟", "S", "now", [C], ["ws", L_conv("ws", "ms")]),
    A("كم سرعة الرياح في بجاية بالعقدة؟", "B", "now", [C], ["ws", L_conv("ws", "kn")]),
])

# --- danger: FWI and class
T("danger", [
    E("FWI at {st}?", "alt", "now", [D], ["fwi", "class"]),
    E("What's the fire danger class at Béjaïa today?", "B", "today", [D], ["fwi", "class"]),
    E("how bad is it at sba fire danger wise", "S", "now", [D], ["fwi", "class"]),
    E("IC to appliance: danger rating for {st}, over.", "alt", "now", [D], ["fwi", "class"]),
    E("Was the danger high at {st} {day}?", "alt", "2012-08-14", [D], ["fwi", "class"]),
    E("Is it very high or extreme at either station today?", "both", "today", [D], ["fwi", "class"], alt=[[D, CMP]]),
    E("What danger class did Béjaïa have on the 29th of August?", "B", "2012-08-29", [D], ["fwi", "class"]),
    E("Sorry, new volunteer - what does the danger level look like today at {st}?", "alt", "today", [D], ["fwi", "class"]),
    F("Quel est l'indice FWI à {st} aujourd'hui ?", "alt", "today", [D], ["fwi"]),
    F("Niveau de danger à Sidi Bel Abbès en ce moment ?", "S", "now", [D], ["fwi", "class"]),
    F("Le risque feu était à quel niveau à Béjaïa le 14 août ?", "B", "2012-08-14", [D], ["fwi", "class"]),
    F("classe de danger SBA hier ?", "S", "yesterday", [D], ["fwi", "class"]),
    F("C'est quoi le danger incendie sur les deux stations, là ?", "both", "now", [D], ["fwi", "class"]),
    Es("¿Qué índice FWI tiene {st} ahora?", "alt", "now", [D], ["fwi"]),
    Es("Nivel de peligro de incendio en Béjaïa ayer.", "B", "yesterday", [D], ["fwi", "class"]),
    Es("peligro en sba hoy??", "S", "today", [D], ["fwi", "class"]),
    Es("¿Qué clase de peligro tuvo Sidi Bel Abbès el 3 de agosto?", "S", "2012-08-03", [D], ["fwi", "class"]),
    A("ما هو مؤشر خطر الحرائق في بجاية اليوم؟", "B", "today", [D], ["fwi"]),
    A("قداش الـFWI في سيدي بلعباس ضرك؟", "S", "now", [D], ["fwi"]),
    A("واش درجة الخطر في {st} البارح؟", "alt", "yesterday", [D], ["fwi", "class"]),
    A("ما مستوى خطر الحريق في المحطتين الآن؟", "both", "now", [D], ["fwi", "class"]),
    A("الخطر في بجاية يوم 14 أوت كان عالي ولا لا؟", "B", "2012-08-14", [D], ["fwi", "class"]),
])

# --- danger: the other codes
T("codes", [
    E("ISI at {st}?", "alt", "now", [D], [L_code("ISI")]),
    E("What's the BUI at Sidi Bel Abbes today?", "S", "today", [D], [L_code("BUI")]),
    E("FBAN request: FFMC, DMC and DC for Béjaïa on 2012-08-14.", "B", "2012-08-14", [D], [L_code("FFMC", "DMC", "DC")]),
    E("drought code sba yesterday", "S", "yesterday", [D], [L_code("DC")]),
    E("Initial spread index and buildup index at {st} {day}?", "alt", "2012-08-03", [D], [L_code("ISI", "BUI")]),
    E("fine fuel moisture code at bejaia rn", "B", "now", [D], [L_code("FFMC")]),
    F("Donne-moi l'ISI et le BUI de {st}.", "alt", "now", [D], [L_code("ISI", "BUI")]),
    F("Indice d'humidité des combustibles fins (FFMC) à Sidi Bel Abbès le 14 août ?", "S", "2012-08-14", [D], [L_code("FFMC")]),
    F("DMC à Béjaïa hier ?", "B", "yesterday", [D], [L_code("DMC")]),
    Es("¿Cuál es el código de sequía (DC) en {st} hoy?", "alt", "today", [D], [L_code("DC")]),
    Es("ISI de Béjaïa ahora", "B", "now", [D], [L_code("ISI")]),
    A("قداش الـISI في سيدي بلعباس اليوم؟", "S", "today", [D], [L_code("ISI")]),
    A("ما هي قيمة مؤشر التراكم BUI في بجاية أمس؟", "B", "yesterday", [D], [L_code("BUI")]),
    A("عطيني FFMC و DC تاع {st}", "alt", "now", [D], [L_code("FFMC", "DC")]),
])

# --- compare the stations
T("compare", [
    E("Which station is worse right now?", "both", "now", [CMP], ["fwi", L_worse_name("fwi")]),
    E("Is it hotter at SBA or Béjaïa today?", "both", "today", [CMP], ["t", L_worse_name("t")]),
    E("Compare humidity between the two stations yesterday.", "both", "yesterday", [CMP], ["rh"]),
    E("Which one's windier, {st} or {st2}?", "both", "now", [CMP], ["ws", L_worse_name("ws")]),
    E("how much higher is the FWI at sba than bejaia rn", "both", "now", [CMP], ["fwi", L_diff("fwi")]),
    E("Of the two stations, which had the higher danger {day}?", "both", "2012-08-14", [CMP], ["fwi", L_worse_name("fwi")], alt=[[CMP, D]]),
    E("Dispatch: I have to pre-position one engine. Which station has the worse fire weather today?", "both", "today", [CMP], ["fwi", L_worse_name("fwi")]),
    E("temp difference between the 2 stations now?", "both", "now", [CMP], ["t", L_diff("t")]),
    F("Laquelle des deux stations est la plus exposée aujourd'hui ?", "both", "today", [CMP], ["fwi", L_worse_name("fwi")]),
    F("Il fait plus chaud à {st} ou à {st2} ?", "both", "now", [CMP], ["t", L_worse_name("t")]),
    F("Écart d'humidité entre Béjaïa et SBA, maintenant.", "both", "now", [CMP], ["rh", L_diff("rh")]),
    F("Où le vent était-il le plus fort hier, Béjaïa ou Sidi Bel Abbès ?", "both", "yesterday", [CMP], ["ws", L_worse_name("ws")]),
    Es("¿Qué estación está peor ahora, Béjaïa o Sidi Bel Abbès?", "both", "now", [CMP], ["fwi", L_worse_name("fwi")]),
    Es("¿Dónde hace más calor hoy?", "both", "today", [CMP], ["t", L_worse_name("t")]),
    Es("¿Cuánta diferencia de FWI hay entre {st} y {st2}?", "both", "now", [CMP], ["fwi", L_diff("fwi")]),
    A("وين الخطر أكثر ضرك، بجاية ولا سيدي بلعباس؟", "both", "now", [CMP], ["fwi"]),
    A("أي محطة أحر اليوم؟", "both", "today", [CMP], ["t"]),
    A("قارن لي الرطوبة بين {st} و{st2} أمس", "both", "yesterday", [CMP], ["rh"]),
    A("شحال الفرق في الريح بين المحطتين؟", "both", "now", [CMP], ["ws", L_diff("ws")]),
])

# --- summaries over a window (no fire record)
T("summary", [
    E("Highest FWI at {st} in August?", "alt", "aug", [SUM], ["maxfwi"]),
    E("hottest noon temp at SBA in july", "S", "jul", [SUM], ["maxt"]),
    E("How many days above 35 degrees at Sidi Bel Abbes in August?", "S", "aug", [SUM], [L_count("t", ">", 35)]),
    E("Average temperature at {st} in September?", "alt", "sep", [SUM], [L_avg("t")]),
    E("Lowest humidity recorded at Béjaïa {day}?", "B", "aug-late", [SUM], [L_agg("rh", min)]),
    E("Is the FWI trending up or down at SBA over the last three days?", "S", "last3d", [SUM], [L_series("fwi")]),
    E("max wind at {st} since Tuesday", "alt", "since-tue", [SUM], [L_agg("ws", max)]),
    E("How many days with FWI over 20 at Sidi Bel Abbès in July?", "S", "jul", [SUM], [L_count("fwi", ">", 20)]),
    E("Logistics planning: in August, how many days was Béjaïa over 30 °C at noon?", "B", "aug", [SUM], [L_count("t", ">", 30)]),
    E("peak FWI both stations in September?", "both", "sep", [SUM], ["maxfwi"]),
    E("Total rain at {st} {day}?", "alt", "sep1-10", [SUM], [L_agg("rain", sum)]),
    F("Quel a été le FWI maximum à {st} en juillet ?", "alt", "jul", [SUM], ["maxfwi"]),
    F("Température moyenne à Béjaïa en juin ?", "B", "jun", [SUM], [L_avg("t")]),
    F("Nombre de jours au-dessus de 35 degrés à SBA en juillet", "S", "jul", [SUM], [L_count("t", ">", 35)]),
    F("La plus forte chaleur relevée à {st} du 20 au 31 août ?", "alt", "aug-late", [SUM], ["maxt"]),
    Es("Máximo de FWI en Sidi Bel Abbès en junio", "S", "jun", [SUM], ["maxfwi"]),
    Es("¿Cuántos días pasó el FWI de 15 en {st} en agosto?", "alt", "aug", [SUM], [L_count("fwi", ">", 15)]),
    Es("temperatura media en {st} en los últimos tres días", "alt", "last3d", [SUM], [L_avg("t")]),
    A("ما هي أعلى درجة حرارة في بجاية في جويلية؟", "B", "jul", [SUM], ["maxt"]),
    A("كم يوم فاتت فيه الحرارة 35 درجة في {st} في أوت؟", "alt", "aug", [SUM], [L_count("t", ">", 35)]),
    A("أعلى FWI في {st} في سبتمبر؟", "alt", "sep", [SUM], ["maxfwi"]),
    A("المعدل تاع الرطوبة في بجاية في أوت قداش؟", "B", "aug", [SUM], [L_avg("rh")]),
])

# --- summaries that count fire days (the box's fire record)
T("firedays", [
    E("How many fire days did Béjaïa log in June?", "B", "jun", [SUM], ["fires"]),
    E("fires at {st} {day}, how many days?", "alt", "aug-late", [SUM], ["fires"]),
    F("Combien de jours de feu à Sidi Bel Abbès en août ?", "S", "aug", [SUM], ["fires"]),
    Es("¿Cuántos días de incendio hubo en Béjaïa en julio?", "B", "jul", [SUM], ["fires"]),
    A("شحال من يوم فيه حريق في سيدي بلعباس في أوت؟", "S", "aug", [SUM], ["fires"]),
], nfh=True)

# --- analogs
T("analogs", [
    E("Did days like today at {st} end up burning?", "alt", "now", [AN], ["fwi"]),
    E("Of the days with FWI above {thr}, how many had a fire at SBA?", "S", "now", [AN], ["fires_fwi_gt"], thr=20),
    E("FBAN: historical hit rate - when Béjaïa's FWI went over {thr}, how many of those days saw a fire?", "B", "now", [AN], ["fires_fwi_gt"], thr=10),
    E("have we had fires on days with conditions like this at {st}?", "alt", "now", [AN], ["fwi"]),
    E("Past days similar to yesterday at Sidi Bel Abbès - any of them burn?", "S", "yesterday", [AN], ["fwi"]),
    E("How often did a fire follow an FWI over {thr} at {st}?", "alt", "now", [AN], ["fires_fwi_gt"], thr=15),
    F("Les jours comparables à aujourd'hui à {st}, il y a eu des feux ?", "alt", "now", [AN], ["fwi"]),
    F("Parmi les jours où le FWI dépassait {thr} à Sidi Bel Abbès, combien ont connu un incendie ?", "S", "now", [AN], ["fires_fwi_gt"], thr=10),
    F("Historiquement, un FWI au-dessus de {thr} à Béjaïa, ça a donné un feu combien de fois ?", "B", "now", [AN], ["fires_fwi_gt"], thr=20),
    Es("¿Los días parecidos a hoy en {st} acabaron con fuego?", "alt", "now", [AN], ["fwi"]),
    Es("De los días con FWI mayor que {thr} en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", "S", "now", [AN], ["fires_fwi_gt"], thr=15),
    A("الأيام اللي كانت كيما اليوم في {st}، كان فيها حريق؟", "alt", "now", [AN], ["fwi"]),
    A("من الأيام اللي فات فيها FWI {thr} في بجاية، شحال منها صار فيها حريق؟", "B", "now", [AN], ["fires_fwi_gt"], thr=5),
    A("هل اشتعلت حرائق في أيام مشابهة لليوم في سيدي بلعباس؟", "S", "now", [AN], ["fwi"]),
], nfh=True)

# --- drift: the crew's rate and minutes, or the box's own estimate
T("drift", [
    E("Head's running about 25 m a minute. How far in 20 minutes?", "none", "none", [DRIFT], [L_drift(25, "m/min", 20)], h=20),
    E("ROS 40 m/min, dozer is 15 min out. How much ground does the head cover before they get there?", "none", "none", [DRIFT], [L_drift(40, "m/min", 15)], h=15),
    E("FBAN: spread rate 1.2 km/h, how far does the head go in 45 minutes?", "none", "none", [DRIFT], [L_drift(1.2, "km/h", 45)], h=45),
    E("if it moves 8 metres per minute for an hour and a half how far is that", "none", "none", [DRIFT], [L_drift(8, "m/min", 90)], h=90),
    E("Using your own estimate for {st}, how far will the head drift in {hh}?", "alt", "now", [DRIFT], ["=drift"], h=30),
    E("40 chains per hour, 30 minutes - distance?", "none", "none", [DRIFT], [L_drift(40, "ch/h", 30)], h=30),
    E("drift over 10 min at SBA with the current wind, your number", "S", "now", [DRIFT], ["=drift"], h=10),
    F("Le front avance à 30 m par minute : il aura parcouru combien dans 25 minutes ?", "none", "none", [DRIFT], [L_drift(30, "m/min", 25)], h=25),
    F("Vitesse de propagation 1,5 km/h, quelle distance en 40 min ?", "none", "none", [DRIFT], [L_drift(1.5, "km/h", 40)], h=40),
    F("De combien la tête du feu va bouger en une heure à Béjaïa, selon ton estimation ?", "B", "now", [DRIFT], ["=drift"], h=60),
    Es("Avanza a 20 metros por minuto; ¿cuánto recorre en media hora?", "none", "none", [DRIFT], [L_drift(20, "m/min", 30)], h=30),
    Es("Con 0,8 km/h, ¿qué distancia hace en 90 minutos?", "none", "none", [DRIFT], [L_drift(0.8, "km/h", 90)], h=90),
    Es("¿Cuánto se desplaza la cabeza en 20 minutos en Sidi Bel Abbès con el viento actual?", "S", "now", [DRIFT], ["=drift"], h=20),
    A("النار ماشية 15 متر في الدقيقة، شحال تمشي في 40 دقيقة؟", "none", "none", [DRIFT], [L_drift(15, "m/min", 40)], h=40),
    A("إذا كانت سرعة الانتشار 3 كم في الساعة، كم مسافة تقطع في 20 دقيقة؟", "none", "none", [DRIFT], [L_drift(3, "km/h", 20)], h=20),
    A("قداش يتحرك راس الحريق في نص ساعة في بجاية حسب التقدير تاعك؟", "B", "now", [DRIFT], ["=drift"], h=30),
])

# --- spread (partly served: no wind direction)
T("spread", [
    E("Where will the head of the fire be in {hh}?", "none", "now", [SPREAD], ["=spread"], h=30),
    E("If a fire started at {st} right now, where would the front be in 2 hours?", "alt", "now", [SPREAD], ["=spread"], h=120),
    E("projected front position 45 min from now, from the drone detection?", "none", "now", [SPREAD], ["=spread"], h=45),
    E("IC: I need a spread projection for the next hour near SBA, over.", "S", "now", [SPREAD], ["=spread"], h=60),
    E("which way is it gonna run and how far in 20 min", "none", "now", [SPREAD], ["=spread"], h=20),
    F("Où sera le front du feu dans 30 minutes ?", "none", "now", [SPREAD], ["=spread"], h=30),
    F("Projection de la tête du feu à une heure, secteur Sidi Bel Abbès.", "S", "now", [SPREAD], ["=spread"], h=60),
    Es("¿Dónde estará el frente dentro de 40 minutos?", "none", "now", [SPREAD], ["=spread"], h=40),
    Es("Proyección del avance del fuego en {st} para las próximas dos horas", "alt", "now", [SPREAD], ["=spread"], h=120),
    A("وين توصل النار في نص ساعة؟", "none", "now", [SPREAD], ["=spread"], h=30),
    A("أين سيكون رأس الحريق بعد ساعة قرب سيدي بلعباس؟", "S", "now", [SPREAD], ["=spread"], h=60),
])

# --- frames (the drone)
T("frames", [
    E("What did the drone see?", "none", "none", [FR_], ["=frames"]),
    E("any detections from the drone today?", "none", "today", [FR_], ["=detection"]),
    E("Where exactly was the smoke the drone picked up?", "none", "none", [FR_], ["=detection_place"]),
    E("What time did the UAV spot the fire?", "none", "none", [FR_], ["=detection"]),
    E("Drone sortie results near Sidi Bel Abbès - smoke or flames?", "S", "none", [FR_], ["=frames"]),
    E("last drone frame, anything in it", "none", "none", [FR_], ["=frames"]),
    F("Le drone a détecté quelque chose ?", "none", "none", [FR_], ["=detection"]),
    F("À quelle heure et où le drone a-t-il vu de la fumée ?", "none", "none", [FR_], ["=detection", "=detection_place"]),
    F("Résumé des images du drone d'aujourd'hui.", "none", "today", [FR_], ["=frames"]),
    Es("¿Qué vio el dron?", "none", "none", [FR_], ["=frames"]),
    Es("¿Dónde detectó humo el dron?", "none", "none", [FR_], ["=detection_place"]),
    A("واش شاف الدرون؟", "none", "none", [FR_], ["=frames"]),
    A("الطائرة بدون طيار رصدت دخان؟ وين بالضبط؟", "none", "none", [FR_], ["=detection", "=detection_place"]),
    A("في أي ساعة شافت الدرون النار؟", "none", "none", [FR_], ["=detection"]),
])

# --- documents
T("docs", [
    E("How much defensible space does Butte County require?", "none", "none", [DOC], ["=doc_defensible"]),
    E("what's LCES stand for", "none", "none", [DOC], lces_facts("en")),
    E("At what FWI does the guide start calling it high danger?", "none", "none", [DOC], [HIGH_FROM], alt=[[DOC, D]]),
    E("Zone 1 of defensible space - how far out from the house does it go?", "none", "none", [DOC], [{"any": [f"{ZONE1_FEET} feet", f"{ZONE1_FEET} ft", f"{ZONE1_FEET}-foot", f"{ZONE1_FEET} foot"]}]),
    E("New volunteer: what are the watch-out situations I should know about?", "none", "none", [DOC], [{"any": [WATCHOUT, SPOT]}]),
    E("Above what FFMC do fine fuels catch easily, per the FWI guide?", "none", "none", [DOC], [FFMC_EASY]),
    F("Quelle distance de débroussaillement le comté de Butte exige-t-il autour des maisons ?", "none", "none", [DOC], [DEF_FEET]),
    F("Dans la zone 2, l'herbe doit être coupée à quelle hauteur ?", "none", "none", [DOC], [GRASS_IN]),
    F("À partir de quel FWI on passe en danger très élevé ?", "none", "none", [DOC], [VHIGH_FROM], alt=[[DOC, D]]),
    Es("¿Qué significa LCES?", "none", "none", [DOC], lces_facts("es")),
    Es("¿A qué distancia de las chimeneas hay que mantener las ramas de los árboles?", "none", "none", [DOC], [CHIMNEY_FEET]),
    A("قداش لازم تكون المساحة الدفاعية حول البيوت في مقاطعة بيوت؟", "none", "none", [DOC], [DEF_FEET]),
    A("ابتداءً من أي قيمة FWI يعتبر الخطر مرتفعاً حسب الدليل؟", "none", "none", [DOC], [HIGH_FROM], alt=[[DOC, D]]),
    A("المنطقة صفر في المساحة الدفاعية، قداش من قدم؟", "none", "none", [DOC], [ZONE0_FEET]),
])

# --- capabilities
T("caps", [
    E("What can this box actually do?", "none", "none", [CAP], []),
    E("which stations do you have data from", "none", "none", [CAP], NAMES_ANY),
    E("hey so what kind of questions can I ask you", "none", "none", [CAP], []),
    E("What data is loaded on this thing - weather, drone, documents?", "none", "none", [CAP], NAMES_ANY),
    F("Tu sais faire quoi, exactement ?", "none", "none", [CAP], []),
    F("Quelles données tu as dans la machine ?", "none", "none", [CAP], NAMES_ANY),
    Es("¿Qué puedes hacer tú?", "none", "none", [CAP], []),
    A("واش تقدر تدير هاد الماكينة؟", "none", "none", [CAP], []),
    A("ما هي المحطات التي لديك بياناتها؟", "none", "none", [CAP], []),
])

# --- photo (never attached)
T("photo", [
    E("sent u a pic of the column, what do u think", "none", "none", [PHOTO], []),
    E("I've attached a photo from the lookout - is that smoke?", "none", "none", [PHOTO], []),
    E("Check the image I just uploaded of the left flank please.", "none", "none", [PHOTO], []),
    F("Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", "none", "none", [PHOTO], []),
    Es("Te adjunto una foto del incendio, ¿qué ves?", "none", "none", [PHOTO], []),
    A("بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "none", "none", [PHOTO], []),
])

# --- out of scope alone (forecast, wind direction, other towns, off-topic)
T("oos", [
    E("What's the forecast for tomorrow at SBA?", "S", "none", [OOS], []),
    E("Will the wind pick up this afternoon at {st}?", "alt", "none", [OOS], []),
    E("temp in Oran right now?", "none", "now", [OOS], [{"any": NAMES_ANY}]),
    E("Which direction is the wind coming from at Béjaïa?", "B", "now", [OOS], []),
    E("Any rain expected next week around Tlemcen?", "none", "none", [OOS], [{"any": NAMES_ANY}]),
    E("who's on shift at the command post tonight?", "none", "none", [OOS], []),
    F("Prévisions météo pour demain à Béjaïa ?", "B", "none", [OOS], []),
    F("Il fait combien à Alger ?", "none", "now", [OOS], [{"any": NAMES_ANY}]),
    F("Le vent vient d'où à SBA ?", "S", "now", [OOS], []),
    Es("¿Va a llover mañana en Sidi Bel Abbès?", "S", "none", [OOS], []),
    Es("¿Cuál es el FWI en Tlemcen?", "none", "now", [OOS], [{"any": NAMES_ANY}]),
    A("واش راح يكون الطقس غدوة في بجاية؟", "B", "none", [OOS], []),
    A("قداش الحرارة في وهران؟", "none", "now", [OOS], [{"any": NAMES_ANY}]),
    A("من أين تهب الرياح في سيدي بلعباس؟", "S", "now", [OOS], []),
])

# --- orders alone
T("refuse", [
    E("Dispatch Engine 12 to the Béjaïa station now.", "B", "none", [REF], ["neg"]),
    E("send an evac alert to everyone near SBA", "S", "none", [REF], ["neg"]),
    E("delete all the drone frames", "none", "none", [REF], ["neg"]),
    E("Notify the wali's office that the danger is extreme.", "none", "none", [REF], ["neg"]),
    F("Envoie une alerte à toutes les équipes de Sidi Bel Abbès.", "S", "none", [REF], []),
    F("Efface l'historique des relevés.", "none", "none", [REF], []),
    Es("Manda el camión 3 a Béjaïa ya.", "B", "none", [REF], []),
    A("ابعث إنذار لكل الفرق في بجاية", "B", "none", [REF], []),
    A("امسح التصاور تاع الدرون", "none", "none", [REF], []),
])

# --- tactical (served only as the facts bearing on it)
T("tactical", [
    E("Should we pull the crews off the line at {st}?", "alt", "now", [TAC], ["fwi", "ws"]),
    E("Given the conditions at SBA, is it safe to go direct on the fire?", "S", "now", [TAC], ["fwi", "rh", "ws"]),
    E("what should we do first", "none", "none", [TAC], []),
    E("Do we need extra lookouts posted at Béjaïa today?", "B", "today", [TAC], ["fwi"]),
    F("On attaque de front ou on attend, vu les conditions à {st} ?", "alt", "now", [TAC], ["fwi", "ws"]),
    F("Faut-il renforcer les équipes à Béjaïa aujourd'hui ?", "B", "today", [TAC], ["fwi"]),
    Es("¿Atacamos directamente o esperamos, con el tiempo que hace en Sidi Bel Abbès?", "S", "now", [TAC], ["fwi", "ws"]),
    Es("¿Qué hacemos con la cuadrilla en {st}?", "alt", "now", [TAC], ["fwi"]),
    A("نزيدو فرقة أخرى في سيدي بلعباس ولا لا؟", "S", "now", [TAC], ["fwi"]),
    A("واش لازم نديرو باش نحميو الدوار قريب من بجاية؟", "B", "now", [TAC], ["fwi"]),
])

# --- days with no reading (before June 2012; the one broken row)
T("nodata", [
    E("What was the FWI at Béjaïa on 15 May 2012?", "B", "2012-05-15", [D], ["fwi"]),
    E("Temperature at SBA on 2012-05-28?", "S", "2012-05-28", [C], ["t"]),
    E("Conditions at Sidi Bel Abbès on May 31st, 2012?", "S", "2012-05-31", [C], ["t", "rh", "ws"]),
    E("What was the danger at SBA on 14 July?", "S", "2012-07-14", [D], ["fwi"]),
    F("Le danger à Béjaïa le 20 mai 2012 ?", "B", "2012-05-20", [D], ["fwi"]),
    Es("¿Qué temperatura hubo en Sidi Bel Abbès el 10 de mayo de 2012?", "S", "2012-05-10", [C], ["t"]),
    A("قداش كانت الحرارة في بجاية يوم 25 ماي 2012؟", "B", "2012-05-25", [C], ["t"]),
])

# --- an hour other than noon (warn)
T("hour", [
    E("What was the temperature at Béjaïa at 6 am today?", "B", "today", [C], ["t"]),
    E("RH at {st} at 1500 yesterday?", "alt", "yesterday", [C], ["rh"]),
    E("wind at sba at 9 this morning", "S", "today", [C], ["ws"]),
    E("What was the FWI at {st} at 4 pm yesterday?", "alt", "yesterday", [D], ["fwi"]),
    F("Quelle humidité à Sidi Bel Abbès à 8 h ce matin ?", "S", "today", [C], ["rh"]),
    F("Le vent à {st} hier à 18 h ?", "alt", "yesterday", [C], ["ws"]),
    Es("¿Qué temperatura había en Béjaïa a las 7 de la mañana?", "B", "today", [C], ["t"]),
    A("قداش كانت الحرارة في سيدي بلعباس على الستة تاع الصباح؟", "S", "today", [C], ["t"]),
], decision="warn")

# --- a place near a station, not at it (warn)
T("near", [
    E("What's the wind like on the ridge above Béjaïa?", "B", "now", [C], ["ws"]),
    E("Conditions about 10 km south of SBA?", "S", "now", [C], ["t", "rh", "ws"]),
    E("danger level in the forest just east of {st}", "alt", "now", [D], ["fwi"]),
    E("temp in the hills behind bejaia rn", "B", "now", [C], ["t"]),
    F("Il fait quel temps sur les hauteurs de Béjaïa ?", "B", "now", [C], ["t", "rh", "ws"]),
    F("Le danger incendie à 15 km au nord de Sidi Bel Abbès ?", "S", "now", [D], ["fwi"]),
    Es("¿Qué humedad hay en el monte a las afueras de Sidi Bel Abbès?", "S", "now", [C], ["rh"]),
    A("كيفاش الطقس في الغابة اللي فوق بجاية؟", "B", "now", [C], ["t", "rh", "ws"]),
    A("الخطر في الجبل قريب من سيدي بلعباس؟", "S", "now", [D], ["fwi"]),
    E("Wind and FWI for the valley about 20 km out of {st}?", "alt", "now", [C, D], ["ws", "fwi"]),
], decision="warn")

# --- several asks, all held by the box (decision from crew_build: answer, or warn with spread / tactical)
T("multi", [
    E("Temp, RH and FWI at {st}?", "alt", "now", [C, D], ["t", "rh", "fwi"]),
    E("Which station's worse right now and what's the wind there?", "both", "now", [CMP, C], ["fwi", L_at_worse("fwi", "ws")]),
    E("What did the drone see, and where will the head be in {hh}?", "none", "now", [FR_, SPREAD], ["=frames", "=spread"], h=30),
    E("Drone saw smoke? If so, head's doing 30 m/min - how far in 20 min?", "none", "now", [FR_, DRIFT], ["=detection", L_drift(30, "m/min", 20)], h=20),
    E("FWI at Béjaïa, and what does the LCES guide say about staffing on high danger days?", "B", "now", [D, DOC], ["fwi", STAFFING]),
    E("New guy here - what's the danger today at {st}, and is it safe for us to be out there?", "alt", "today", [D, TAC], ["fwi", "class"]),
    E("Current weather at SBA, and how does it stack up against Béjaïa?", "both", "now", [C, CMP], ["t", "rh", "ws"]),
    E("wind + fwi both stations, which is worse", "both", "now", [C, D, CMP], ["ws", "fwi", L_worse_name("fwi")]),
    E("ISI and wind at {st}? Want a feel for how fast it could run.", "alt", "now", [D, C], [L_code("ISI"), "ws"]),
    E("Conditions at SBA right now, and if a fire starts there where is the head in an hour?", "S", "now", [C, SPREAD], ["t", "rh", "ws", "=spread"], h=60),
    E("What can you do, and has the drone sent anything?", "none", "none", [CAP, FR_], ["=frames"]),
    E("LCES - remind me what it is - and what's the RH at {st} now?", "alt", "now", [DOC, C], lces_facts("en") + ["rh"]),
    E("Dispatch: danger class at both stations, and which one should I watch?", "both", "now", [D, CMP], ["fwi", "class", L_worse_name("fwi")]),
    E("drone saw fire where? and whats the danger at the closest station", "S", "now", [FR_, D], ["=detection_place", "fwi"]),
    E("Humidity and rain at {st} {day}, plus the DC that day.", "alt", "2012-08-14", [C, D], ["rh", "rain", L_code("DC")]),
    E("Which station got hotter yesterday and what was its FWI?", "both", "yesterday", [CMP, D], ["t", L_at_worse("t", "fwi")]),
    E("Give me the BUI at Béjaïa and tell me what BUI actually measures.", "B", "now", [D, DOC], [L_code("BUI"), {"any": list(BUI_PARTS)}]),
    E("Where's the drone detection, and how far could it go in 40 min at the box's own rate?", "none", "now", [FR_, DRIFT], ["=detection_place", "=drift"], h=40),
    F("Température et FWI à {st} ?", "alt", "now", [C, D], ["t", "fwi"]),
    F("Qu'a vu le drone, et à quelle distance sera la tête dans 30 min si elle avance à 20 m/min ?", "none", "now", [FR_, DRIFT], ["=frames", L_drift(20, "m/min", 30)], h=30),
    F("Laquelle des deux stations est la plus chaude, et quel est son indice de danger ?", "both", "now", [CMP, D], ["t", L_at_worse("t", "fwi")]),
    F("Vent et humidité à Sidi Bel Abbès, et que dit la fiche LCES sur les zones de sécurité ?", "S", "now", [C, DOC], ["ws", "rh"]),
    F("Conditions actuelles aux deux stations et projection du front à une heure.", "both", "now", [C, SPREAD], ["t", "rh", "ws", "=spread"], h=60),
    F("Donne l'ISI et le BUI à SBA, et dis-moi si c'est pire qu'à Béjaïa.", "both", "now", [D, CMP], [L_code("ISI", "BUI"), "fwi"]),
    F("Humidité à {st} {day}, et le FFMC ce jour-là ?", "alt", "2012-08-03", [C, D], ["rh", L_code("FFMC")]),
    Es("Temperatura, humedad y peligro en {st}.", "alt", "now", [C, D], ["t", "rh", "fwi"]),
    Es("¿Qué vio el dron y dónde estará el frente en 45 minutos?", "none", "now", [FR_, SPREAD], ["=frames", "=spread"], h=45),
    Es("¿Cuál de las dos estaciones está peor y cuánto viento hay en cada una?", "both", "now", [CMP, C], ["fwi", "ws"]),
    Es("¿Qué es el FFMC según la guía y cuánto marca hoy en {st}?", "alt", "today", [DOC, D], [L_code("FFMC")]),
    Es("Viento en {st} y, con eso, ¿conviene meter la cuadrilla al monte?", "alt", "now", [C, TAC], ["ws"]),
    A("عطيني الحرارة والخطر في {st}", "alt", "now", [C, D], ["t", "fwi"]),
    A("واش شافت الدرون ووين راح توصل النار بعد ساعة؟", "none", "now", [FR_, SPREAD], ["=frames", "=spread"], h=60),
    A("أي محطة فيها خطر أكبر وقداش الرطوبة فيها؟", "both", "now", [CMP, C], ["fwi", L_at_worse("fwi", "rh")]),
    A("قداش الريح في بجاية، ونطلعو الفرقة للجبل ولا لا؟", "B", "now", [C, TAC], ["ws"]),
    A("الرطوبة و الـISI في بجاية أمس", "B", "yesterday", [C, D], ["rh", L_code("ISI")]),
    A("وين شافت الدرون الدخان، وقداش يمشي الراس في 20 دقيقة إذا كان يمشي 25 متر في الدقيقة؟", "none", "now", [FR_, DRIFT], ["=detection_place", L_drift(25, "m/min", 20)], h=20),
    A("ما هي درجة الحرارة وسرعة الرياح ومؤشر FWI في سيدي بلعباس اليوم؟", "S", "today", [C, D], ["t", "ws", "fwi"]),
    E("Give me temp and danger class at Béjaïa for 14-Aug.", "B", "2012-08-14", [C, D], ["t", "fwi", "class"]),
    E("SBA: RH, wind, ISI. Now.", "S", "now", [C, D], ["rh", "ws", L_code("ISI")]),
    E("What did the drone see, and what's the FWI at the station nearest to it?", "S", "now", [FR_, D], ["=frames", "fwi"]),
    E("compare the stations on wind, then your own drift estimate at SBA over 30 min", "both", "now", [CMP, DRIFT], ["ws", "=drift"], h=30),
    E("Which station was worse on 2012-08-03, and what was the RH at each?", "both", "2012-08-03", [CMP, C], ["fwi", L_worse_name("fwi"), "rh"]),
    F("Le vent et l'ISI à Béjaïa, s'il te plaît.", "B", "now", [C, D], ["ws", L_code("ISI")]),
    F("Où est la détection du drone, et quel est le danger à la station la plus proche ?", "S", "now", [FR_, D], ["=detection_place", "fwi"]),
    F("Pluie et FWI hier à {st} ?", "alt", "yesterday", [C, D], ["rain", "fwi"]),
    Es("¿Qué vio el dron y cuánto viento hay en Sidi Bel Abbès?", "S", "now", [FR_, C], ["=frames", "ws"]),
    Es("Humedad y clase de peligro en Béjaïa el 14 de agosto", "B", "2012-08-14", [C, D], ["rh", "fwi"]),
    A("الحرارة والرطوبة والـFWI في بجاية البارح", "B", "yesterday", [C, D], ["t", "rh", "fwi"]),
    A("قارن بين المحطتين وقول لي قداش الـISI في اللي خطرها أكبر", "both", "now", [CMP, D], ["fwi", L_at_worse("fwi", "ISI")]),
    A("وين شافت الدرون النار وقداش الريح تماك؟", "S", "now", [FR_, C], ["=detection_place", "ws"]),
])

# --- several asks with the fire record
T("multi-fire", [
    E("Max FWI at SBA in August - and historically, when FWI tops {thr} there, how often does it burn?", "S", "aug", [SUM, AN], ["maxfwi", "fires_fwi_gt"], thr=20),
    E("FWI at {st} today, and did past days like it burn?", "alt", "today", [D, AN], ["fwi"]),
    F("Le max de FWI en août à Béjaïa, et sur les jours à FWI au-dessus de {thr}, combien ont brûlé ?", "B", "aug", [SUM, AN], ["maxfwi", "fires_fwi_gt"], thr=20),
    Es("Peligro hoy en Béjaïa, y los días parecidos, ¿ardieron?", "B", "today", [D, AN], ["fwi"]),
    A("أعلى FWI في سيدي بلعباس في أوت، ومن الأيام اللي فات فيها {thr} شحال منها صار فيها حريق؟", "S", "aug", [SUM, AN], ["maxfwi", "fires_fwi_gt"], thr=20),
    E("How many fire days at {st} in July, and what was the peak FWI that month?", "alt", "jul", [SUM], ["fires", "maxfwi"]),
], nfh=True)

# --- several asks, one of them not held or an order (warn)
T("mixed", [
    E("Wind speed and direction at {st}?", "alt", "now", [C, OOS], ["ws"]),
    E("FWI at Béjaïa today and tomorrow?", "B", "today", [D, OOS], ["fwi"]),
    E("Temps at Béjaïa and Oran right now", "B", "now", [C, OOS], ["t"]),
    E("give me the danger at SBA then push it to all tablets as an alert", "S", "now", [D, REF], ["fwi", "neg"]),
    E("What did the drone see? Also dispatch a water tender out there.", "none", "none", [FR_, REF], ["=frames", "neg"]),
    E("RH at {st} now and what'll it drop to tonight?", "alt", "now", [C, OOS], ["rh"]),
    E("compare the two stations and text the result to the duty officer", "both", "now", [CMP, REF], ["fwi", "neg"]),
    E("current conditions at SBA, and whats the wind direction", "S", "now", [C, OOS], ["t", "rh", "ws"]),
    E("I'm attaching a photo of the smoke - also, what's the FWI at {st}?", "alt", "now", [PHOTO, D], ["fwi"]),
    E("Danger at Sidi Bel Abbès, and is Tlemcen any better?", "S", "now", [D, OOS], ["fwi"]),
    F("Vent à SBA maintenant, et demain ?", "S", "now", [C, OOS], ["ws"]),
    F("Danger à Béjaïa et à Tlemcen ?", "B", "now", [D, OOS], ["fwi"]),
    F("Donne-moi le FWI de {st} et envoie-le au PC par SMS.", "alt", "now", [D, REF], ["fwi"]),
    F("Vitesse et direction du vent à Béjaïa ?", "B", "now", [C, OOS], ["ws"]),
    Es("Viento y dirección en Sidi Bel Abbès ahora.", "S", "now", [C, OOS], ["ws"]),
    Es("¿Qué vio el dron? Y avisa a los bomberos de la zona.", "none", "none", [FR_, REF], ["=frames"]),
    Es("Peligro hoy y mañana en {st}", "alt", "today", [D, OOS], ["fwi"]),
    A("قداش الريح في سيدي بلعباس ومن وين جاية؟", "S", "now", [C, OOS], ["ws"]),
    A("الخطر في بجاية اليوم وغدوة؟", "B", "today", [D, OOS], ["fwi"]),
    A("عطيني الحرارة في بجاية وابعثها للحماية المدنية", "B", "now", [C, REF], ["t"]),
    A("بعثتلك صورة، وقداش الرطوبة في {st}؟", "alt", "now", [PHOTO, C], ["rh"]),
    E("What's the temp at SBA, and forward it to the ops channel.", "S", "now", [C, REF], ["t", "neg"]),
    E("Béjaïa humidity now - and is it going to rain later today?", "B", "now", [C, OOS], ["rh"]),
    E("fwi sba + log it as an official incident report", "S", "now", [D, REF], ["fwi", "neg"]),
    E("Drone detection time, and which way is the smoke blowing?", "none", "none", [FR_, OOS], ["=detection"]),
    E("Max temp at SBA in August, and the long-range outlook for October?", "S", "aug", [SUM, OOS], ["maxt"]),
    E("danger at {st} - and alert the sector chief if it's high", "alt", "now", [D, REF], ["fwi", "neg"]),
    E("What's the wind at Béjaïa doing now, and will it back round to the east tonight?", "B", "now", [C, OOS], ["ws"]),
    F("Humidité à Béjaïa, et il va pleuvoir cet après-midi ?", "B", "now", [C, OOS], ["rh"]),
    F("Le FWI à Sidi Bel Abbès, et préviens la protection civile.", "S", "now", [D, REF], ["fwi"]),
    F("Température à {st} et à Oran ?", "alt", "now", [C, OOS], ["t"]),
    F("Qu'a vu le drone ? Et supprime ensuite les images floues.", "none", "none", [FR_, REF], ["=frames"]),
    F("Le danger aujourd'hui à {st}, et pour le week-end ?", "alt", "today", [D, OOS], ["fwi"]),
    Es("Temperatura en Béjaïa y en Orán ahora.", "B", "now", [C, OOS], ["t"]),
    Es("Dame el FWI de Sidi Bel Abbès y mándaselo al jefe de sector.", "S", "now", [D, REF], ["fwi"]),
    Es("¿De dónde sopla el viento en {st} y a qué velocidad?", "alt", "now", [C, OOS], ["ws"]),
    A("قداش الحرارة في سيدي بلعباس وفي تلمسان؟", "S", "now", [C, OOS], ["t"]),
    A("عطيني الخطر في {st} وخبر رئيس الفرقة", "alt", "now", [D, REF], ["fwi"]),
    A("الرطوبة في بجاية ضرك، وواش راح تطيح الشتا الليلة؟", "B", "now", [C, OOS], ["rh"]),
    A("واش شافت الدرون؟ ومن بعد امسح التصاور", "none", "none", [FR_, REF], ["=frames"]),
    A("ما هي سرعة الرياح واتجاهها في بجاية؟", "B", "now", [C, OOS], ["ws"]),
])
T("mixed-fire", [
    E("How many fire days at Béjaïa in August, and what's the outlook for next week?", "B", "aug", [SUM, OOS], ["fires"]),
], nfh=True)


# ============================================================================= sessions
def turn_facts(tokens, stations, when, lang="en"):
    """Literal facts for a session turn (tokens pass through; callables are computed here)."""
    days = crew_days.resolve(when, "en", 0)["days"]
    out = []
    for tok in tokens:
        if callable(tok):
            out += [lit(x) for x in tok({"devs": stations or [], "days": days, "lang": lang, "thr": None, "h": None})]
        elif tok == "class" and lang != "en":
            continue
        else:
            out.append(lit(tok))
    return out


SESSIONS = []


def session(n, turns):
    sid = f"{NAME}s{n:02d}"
    for k, (lang, q, intents, st, when, toks, extra) in enumerate(turns, start=1):
        stations = sorted(ST_MODE[st]) if st in ST_MODE else None
        row = {"session": sid, "turn": k, "question": q, "intents": intents, "stations": stations, "when": when,
               "facts": turn_facts(toks, stations, when, lang), "lang": lang}
        row.update(extra)
        SESSIONS.append(row)


def tn(lang, q, intents, st, when, toks=(), **extra):
    return (lang, q, list(intents), st, when, list(toks), extra)


DIRECTION = {"any": ["direction", "direccion"]}
NFH = {"needs_fire_history": True}

session(1, [   # dispatcher
    tn("en", "What's the FWI at Sidi Bel Abbès right now?", [D], "S", "now", ["fwi", "class"]),
    tn("en", "And Béjaïa?", [D], "B", "now", ["fwi", "class"]),
    tn("en", "So which one do I keep an eye on?", [CMP], "BS", "now", ["fwi", L_worse_name("fwi")]),
    tn("en", "Why that one?", [EXP], "BS", "now", ["fwi"]),
])
session(2, [   # French crew lead, switches to English
    tn("fr", "Salut, le vent à Béjaïa ?", [C], "B", "now", ["ws"]),
    tn("fr", "Et l'humidité ?", [C], "B", "now", ["rh"]),
    tn("fr", "Hier c'était comment ?", [C], "B", "yesterday", ["t", "rh", "ws"]),
    tn("en", "ok and the other station yesterday? in english pls", [C], "S", "yesterday", ["t", "rh", "ws"]),
])
session(3, [   # Spanish crew lead on the drone
    tn("es", "¿Qué vio el dron?", [FR_], None, "none", ["=frames"]),
    tn("es", "¿A qué hora fue?", [FR_], None, "none", ["=detection"]),
    tn("es", "¿Y dónde estará el frente dentro de una hora?", [SPREAD], None, "now", ["=spread"], horizon_min=60),
    tn("es", "¿Por qué no me das la dirección?", [EXP], None, "now", [DIRECTION]),
])
session(4, [   # Algerian crew lead
    tn("ar", "قداش الحرارة في سيدي بلعباس اليوم؟", [C], "S", "today", ["t"]),
    tn("ar", "والبارح؟", [C], "S", "yesterday", ["t"]),
    tn("ar", "وفي بجاية؟", [C], "B", "yesterday", ["t"]),
    tn("ar", "علاش سيدي بلعباس كانت أبرد؟", [EXP], "BS", "yesterday", ["t"]),
])
session(5, [   # engine crew typing fast
    tn("en", "sba fwi n wind", [D, C], "S", "now", ["fwi", "ws"]),
    tn("en", "max this month", [SUM], "S", "sep", ["maxfwi"]),
    tn("en", "n how many fire days", [SUM], "S", "sep", ["fires"], **NFH),
    tn("en", "same for bejaia", [SUM], "B", "sep", ["fires"], **NFH),
])
session(6, [   # incident commander on the radio, an order in the middle
    tn("en", "Command to box, conditions at Béjaïa, over.", [C], "B", "now", ["t", "rh", "ws"]),
    tn("en", "Copy. Danger class, over.", [D], "B", "now", ["fwi", "class"]),
    tn("en", "Roger. Push that out to all engines on the net, over.", [REF], None, "none", ["neg"]),
    tn("en", "Disregard. Why is it that low with 25 degrees, over?", [EXP], "B", "now", ["rh", "rain"]),
])
session(7, [   # fire behaviour analyst
    tn("en", "ISI and BUI at SBA today?", [D], "S", "today", [L_code("ISI", "BUI")]),
    tn("en", "FFMC?", [D], "S", "today", [L_code("FFMC")]),
    tn("en", "Head at 12 m/min - how far in 50 minutes?", [DRIFT], None, "none", [L_drift(12, "m/min", 50)], horizon_min=50),
    tn("en", "And where does that put the front?", [SPREAD], None, "now", ["=spread"], horizon_min=50),
    tn("en", "why can't you give me a bearing?", [EXP], None, "now", [DIRECTION]),
])
session(8, [   # logistics officer
    tn("en", "How hot did Sidi Bel Abbès get at noon in August - the peak?", [SUM], "S", "aug", ["maxt"]),
    tn("en", "How many days at 40 or above?", [SUM], "S", "aug", [L_count("t", ">=", 40)]),
    tn("en", "and at Béjaïa?", [SUM], "B", "aug", [L_count("t", ">=", 40)]),
])
session(9, [   # French new volunteer
    tn("fr", "Bonjour, c'est quoi le FWI exactement ?", [DOC], None, "none", list(FWI_PARTS)),
    tn("fr", "Et il est à combien à Sidi Bel Abbès aujourd'hui ?", [D], "S", "today", ["fwi"]),
    tn("fr", "C'est dangereux ?", [D], "S", "today", ["fwi"]),
    tn("fr", "Pourquoi ?", [EXP], "S", "today", ["fwi"]),
])
session(10, [  # Arabic, a place near the station, switches to French, an hour asked
    tn("ar", "كيفاش الطقس في الغابة اللي فوق سيدي بلعباس؟", [C], "S", "now", ["t", "rh", "ws"], decision="warn"),
    tn("ar", "والخطر تماك؟", [D], "S", "now", ["fwi"], decision="warn"),
    tn("fr", "Et à Béjaïa même ?", [D], "B", "now", ["fwi"]),
    tn("fr", "Et hier vers 17 h ?", [D], "B", "yesterday", ["fwi"], decision="warn"),
])
session(11, [  # Spanish engine crew
    tn("es", "viento sba", [C], "S", "now", ["ws"]),
    tn("es", "en nudos", [C], "S", "now", ["ws", L_conv("ws", "kn")]),
    tn("es", "y mañana?", [OOS], "S", "none", []),
    tn("es", "vale, ¿y comparado con Béjaïa? ¿y el peligro en cada una?", [CMP, D], "BS", "now", ["ws", "fwi"]),
])
session(12, [  # analyst on the fire record
    tn("en", "Were there fires on days like today at Béjaïa?", [AN], "B", "now", ["fwi"], **NFH),
    tn("en", "What about the days with FWI over 10?", [AN], "B", "now", [L_fwi_gt(10)], **NFH),
    tn("en", "and SBA?", [AN], "S", "now", [L_fwi_gt(10)], **NFH),
    tn("en", "why's that, what makes those days burn?", [EXP], "BS", "now", [L_fwi_gt(10)], **NFH),
])
session(13, [  # Arabic dispatcher, MSA
    tn("ar", "ما هي حالة الطقس في بجاية يوم 14 أوت؟", [C], "B", "2012-08-14", ["t", "rh", "ws", "rain"]),
    tn("ar", "وما كان مستوى الخطر؟", [D], "B", "2012-08-14", ["fwi"]),
    tn("ar", "هل اندلع حريق في ذلك اليوم؟", [SUM], "B", "2012-08-14", ["fires"], intents_alt=[[AN]], **NFH),
    tn("ar", "وفي سيدي بلعباس؟", [SUM], "S", "2012-08-14", ["fires"], intents_alt=[[AN]], **NFH),
])
session(14, [  # new volunteer, English
    tn("en", "Hi, what can you help me with?", [CAP], None, "none", []),
    tn("en", "what's the defensible space rule?", [DOC], None, "none", ["=doc_defensible"]),
    tn("en", "and zone 0?", [DOC], None, "none", [{"any": [f"{ZONE0_FEET} feet", f"{ZONE0_FEET} ft", f"{ZONE0_FEET}-foot", f"{ZONE0_FEET} foot"]}]),
])


def write(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    keys = [t["key"] for t in TEMPLATES]
    assert len(set(keys)) == len(keys), keys
    write(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", TEMPLATES)
    write(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)
    n = sum(len(t["phrasings"]) for t in TEMPLATES)
    print(f"{len(TEMPLATES)} templates, {n} phrasings, {len(SESSIONS)} session turns", file=sys.stderr)
