"""Batch d105 (dev): blind crew questions (long conversations, corrections, terse follow-ups, language switches).

Writes crew_templates_dev105.jsonl and crew_sessions_dev105.jsonl next to this script. Every number in a gold
fact is computed here: from the CSV through crew_facts (tokens, table(), fire_record()), from unit
conversions of the real reading, from the crew's own rates and minutes, or parsed out of the shipped
documents with a regex.
    Run:  python -m appliance.evaluation.data.make_dev105
"""
import json
import re
import sys
from pathlib import Path

from appliance import paths
from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF

NAME = "d105"
OUT = Path(__file__).parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S]}
TAB = CF.table()
TODAY = CD.TODAY.isoformat()
DOCS = paths.EDGE_DATA_DIR / "documents"


# ---------------------------------------------------------------------------------------------------------
# numbers, computed
# ---------------------------------------------------------------------------------------------------------
def num(x, nd=1):
    x = round(float(x), nd)
    return int(x) if x.is_integer() else x


def days_of(key):
    return CD.resolve(key, "en", 0)["days"] or []


def _day(dev, days):
    return TAB.get((dev, days[0])) if days and len(days) == 1 else None


def code(name):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) of the day's reading."""
    def f(dev, days):
        d = _day(dev, days)
        return [CF._num(d.codes[name])] if d else []
    return f


def unit(kind):
    """The real reading converted to the unit the crew asked for (1 decimal)."""
    def f(dev, days):
        d = _day(dev, days)
        if not d:
            return []
        v = {"mph": d.wind_kmh / 1.609344, "kn": d.wind_kmh / 1.852, "ms": d.wind_kmh / 3.6,
             "F": d.temperature_c * 9 / 5 + 32}[kind]
        return [num(v)]
    return f


def _rows(dev, days):
    return [TAB[(dev, x)] for x in days if (dev, x) in TAB]


ATTR = {"t": lambda r: r.temperature_c, "rh": lambda r: r.rh_pct, "ws": lambda r: r.wind_kmh,
        "rain": lambda r: r.rain_mm, "fwi": lambda r: r.codes["FWI"]}


def on(day, tok):
    """A day's reading asked beside a window (the window is the item's time): read from that day."""
    return lambda dev, days: [CF.day_fact(tok, dev, day)] if (dev, day) in TAB else []


def w_count(attr, thr):
    """How many days of the window the reading was strictly above thr."""
    return lambda dev, days: [sum(ATTR[attr](r) > thr for r in _rows(dev, days))] if _rows(dev, days) else []


def w_mean(attr):
    return lambda dev, days: [num(sum(map(ATTR[attr], _rows(dev, days))) / len(_rows(dev, days)))] if _rows(dev, days) else []


def w_min(attr):
    return lambda dev, days: [CF._num(min(map(ATTR[attr], _rows(dev, days))))] if _rows(dev, days) else []


def w_trend(attr):
    """First and last value of the window: the trend's two ends."""
    def f(dev, days):
        rows = _rows(dev, days)
        return [CF._num(ATTR[attr](rows[0])), CF._num(ATTR[attr](rows[-1]))] if rows else []
    return f


def analog_window(thr):
    """Of the window's past days (before the clock's day) with FWI above thr: how many, how many burned."""
    def f(dev, days):
        rec = CF.fire_record()
        hot = [rec[(dev, x)][1] for x in days if (dev, x) in rec and rec[(dev, x)][0] > thr and x < TODAY]
        return [len(hot), sum(hot)]
    return f


def analog_all(thr):
    """Same as crew_facts' fires_fwi_gt (whole record before the clock's day), for session rows (no thr there)."""
    return lambda dev, days: CF.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def fmt(x):
    s = f"{x:.3f}".rstrip("0").rstrip(".")
    return s


def dist(metres):
    """A distance the crew's own numbers give: m and km forms, French comma too."""
    m = num(metres, 0)
    km = metres / 1000
    forms = [f"{m} m", f"{m}m", f"{m} متر"]
    for k in {fmt(km), fmt(round(km, 1))}:
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k} كم"]
    return {"any": sorted(set(forms))}


def feet(metres):
    ft = metres / 0.3048
    return {"any": sorted({str(round(ft)), f"{round(ft):,}", f"{round(ft):,}".replace(",", " "), str(int(ft))})}


# ---------------------------------------------------------------------------------------------------------
# documents, parsed
# ---------------------------------------------------------------------------------------------------------
def doc(name):
    return " ".join((DOCS / name).read_text(encoding="utf-8").split())     # one space between words


DEF, LCES, FWIG = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")


def rx(text, pattern, group=1, cast=float):
    m = re.search(pattern, text, re.S)
    if not m:
        raise SystemExit(f"pattern not found in document: {pattern}")
    return num(cast(m.group(group)), 1) if cast is float else m.group(group)


DEF_FEET = rx(DEF, r"requires (\d+) feet\s+of\s+defensible space")
ZONE0 = rx(DEF, r"Zone 0 is the first (\d+) feet")
ZONE1_END = rx(DEF, r"Zone 1 runs from \d+ to (\d+) feet")
GRASS_IN = rx(DEF, r"maximum height of (\d+) inches")
BRANCH_FT = rx(DEF, r"branches (\d+) feet\s+from chimneys")
PRC = rx(DEF, r"section (\d{4})", cast=str)
FFMC_EASY = rx(FWIG, r"above about (\d+)\s+fine fuels ignite")
CLS_HIGH = rx(FWIG, r"from ([\d.]+) high")
CLS_VHIGH = rx(FWIG, r"from ([\d.]+)\s+very high")
CLS_EXT = rx(FWIG, r"from ([\d.]+) extreme")
CLS_MOD = rx(FWIG, r"from ([\d.]+) moderate")
BUI_PARTS = re.search(r"\(BUI\) combines (\w+) and (\w+)", FWIG).groups()
ISI_PARTS = re.search(r"\(ISI\) combines (\w+) with (\w+)", FWIG).groups()
LCES_WORDS = re.search(r"(Lookouts), (Communications),\s+(Escape routes) and (Safety zones)", LCES).groups()
LOOKOUT = {"en": LCES_WORDS[0].lower().rstrip("s"), "fr": "guet", "es": "vigía", "ar": "مراقب"}


def lces_fact(lang):
    return {"any": [LOOKOUT["en"], LOOKOUT[lang], "LCES"]} if lang != "en" else {"any": [LOOKOUT["en"]]}


# ---------------------------------------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------------------------------------
TEMPLATES = []


def R(q, lang, st, day, facts=(), ints=None, thr=None, h=None, alt=None):
    return {"q": q, "lang": lang, "st": st, "day": day, "facts": list(facts), "ints": ints, "thr": thr, "h": h, "alt": alt}


def resolve_facts(facts, stations, day, lang):
    days = days_of(day)
    out = []
    for f in facts:
        if f == "class" and lang != "en":
            continue            # the class word is English: a number carries it across languages
        if callable(f):
            for dev in stations or []:
                out.extend(f(dev, days))
        else:
            out.append(f)
    return out


def T(kind, intents, rows, decision=None, nfh=False):
    key = f"{NAME}-{kind}"
    phrasings, days, ibp, thrs, hs = [], [], [], [], []
    for i, r in enumerate(rows):
        st = r["st"]
        if st == "alt":
            assert "{st}" in r["q"], r["q"]
            stations, mode = [CF.STATIONS[i % 2]], "alt"
        elif st == "both":
            stations, mode = list(CF.STATIONS), "both"
        elif st in ST:
            stations, mode = ST[st], ST[st]
        else:
            stations, mode = None, "none"
        phrasings.append({"q": r["q"], "lang": r["lang"], "stations": mode,
                          "facts": resolve_facts(r["facts"], stations, r["day"], r["lang"])})
        if r["alt"]:
            phrasings[-1]["intents_alt"] = r["alt"]
        days.append(r["day"])
        ibp.append(r["ints"] or intents)
        thrs.append(r["thr"])
        hs.append(r["h"])
    t = {"key": key, "intents": intents, "phrasings": phrasings, "stations": "none", "days": days}
    if any(x != intents for x in ibp):
        t["intents_by_phrasing"] = ibp
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(x is not None for x in hs):
        t["horizons"] = hs
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC = ["current_conditions"]
DG = ["danger"]
CMP = ["compare_stations"]
SUM = ["summary"]
OOS = ["out_of_scope"]

# --- current conditions ------------------------------------------------------------------------------------
T("cc", CC, [
    R("Temp at {st} rn?", "en", "alt", "now", ["t"]),
    R("What's the humidity reading at {st} {day}?", "en", "alt", "yesterday", ["rh"]),
    R("dispatch here - need the current wind speed for Bejaia, over", "en", "B", "now", ["ws"]),
    R("did it rain at SBA today", "en", "S", "today", ["rain"]),
    R("Give me the full noon obs for Sidi Bel Abbès on 14-Aug.", "en", "S", "2012-08-14", ["t", "rh", "ws", "rain"]),
    R("how hot was it in bejaia 3/8", "en", "B", "2012-08-03", ["t"]),
    R("New volunteer here, sorry if this is basic: what is the relative humidity at {st} right now?", "en", "alt", "now", ["rh"]),
    R("Rainfall at {st} {day}?", "en", "alt", "daybefore", ["rain"]),
    R("What were conditions like at Bejaia on 2012-07-20? Temp, RH, wind.", "en", "B", "2012-07-20", ["t", "rh", "ws"]),
    R("Logistics officer. Is it hot at SBA today? Planning the water resupply.", "en", "S", "today", ["t"]),
    R("Any rain recorded at Sidi-Bel-Abbès on the 25th of August?", "en", "S", "2012-08-25", ["rain"]),
    R("Humidity at {st} {day}?", "en", "alt", "2012-09-26", ["rh"]),
    R("whats the weather at bejaia now", "en", "B", "now", ["t", "rh", "ws", "rain"]),
    R("IC to the box: current temp and humidity, Sidi Bel Abbes.", "en", "S", "now", ["t", "rh"]),
    R("Was it windy at {st} {day}?", "en", "alt", "yesterday", ["ws"]),
    R("Noon reading for Bejaya, Sept 28th", "en", "B", "2012-09-28", ["t", "rh", "ws", "rain"]),
    R("rh sba", "en", "S", "now", ["rh"]),
    R("Quelle température à {st} en ce moment ?", "fr", "alt", "now", ["t"]),
    R("Humidité relative à Béjaïa hier ?", "fr", "B", "yesterday", ["rh"]),
    R("Il a plu à {st} {day} ?", "fr", "alt", "daybefore", ["rain"]),
    R("Le vent à SBA, vite svp", "fr", "S", "now", ["ws"]),
    R("Donnez-moi les relevés de midi pour Béjaïa le 14 août.", "fr", "B", "2012-08-14", ["t", "rh", "ws", "rain"]),
    R("Quelle chaleur il faisait à Sidi Bel Abbes le 3 août ?", "fr", "S", "2012-08-03", ["t"]),
    R("C'est quoi l'humidité à {st} aujourd'hui ?", "fr", "alt", "today", ["rh"]),
    R("Température et vent à Bejaia le 28/09 ?", "fr", "B", "2012-09-28", ["t", "ws"]),
    R("¿Qué temperatura hay ahora en {st}?", "es", "alt", "now", ["t"]),
    R("¿Llovió ayer en Béjaïa?", "es", "B", "yesterday", ["rain"]),
    R("viento en SBA en km/h", "es", "S", "now", ["ws"]),
    R("Humedad relativa en {st} {day}, por favor.", "es", "alt", "2012-08-25", ["rh"]),
    R("¿Cuánto viento hubo en Sidi Bel Abbès anteayer?", "es", "S", "daybefore", ["ws"]),
    R("condiciones en bejaia el 20 de julio", "es", "B", "2012-07-20", ["t", "rh", "ws", "rain"]),
    R("قداش السخانة في بجاية درك؟", "ar", "B", "now", ["t"]),
    R("شحال الرطوبة في سيدي بلعباس اليوم؟", "ar", "S", "today", ["rh"]),
    R("ما هي سرعة الرياح في {st} الآن؟", "ar", "alt", "now", ["ws"]),
    R("هل سقط المطر في بجاية أمس؟", "ar", "B", "yesterday", ["rain"]),
    R("عطيني القراءات تاع نهار 14 أوت في سيدي بلعباس", "ar", "S", "2012-08-14", ["t", "rh", "ws", "rain"]),
    R("كم كانت درجة الحرارة في بجاية {day}؟", "ar", "B", "2012-08-03", ["t"]),
    R("الرطوبة في SBA أول أمس؟", "ar", "S", "daybefore", ["rh"]),
    R("واش راه الطقس في بجاية ضرك؟", "ar", "B", "now", ["t", "rh", "ws", "rain"]),
])

T("units", CC, [
    R("wind at {st} in mph", "en", "alt", "now", ["ws", unit("mph")]),
    R("Temperature in Fahrenheit at Béjaïa today please, the US liaison is asking.", "en", "B", "today", ["t", unit("F")]),
    R("Sidi Bel Abbes wind, m/s", "en", "S", "now", ["ws", unit("ms")]),
    R("knots please - wind at {st}", "en", "alt", "now", ["ws", unit("kn")]),
    R("What was the wind at SBA yesterday in knots? Air ops wants it.", "en", "S", "yesterday", ["ws", unit("kn")]),
    R("Bejaia temp on Aug 25 in °F", "en", "B", "2012-08-25", ["t", unit("F")]),
    R("vent en nœuds à {st} ?", "fr", "alt", "now", ["ws", unit("kn")]),
    R("Le vent à Béjaïa hier, en mètres par seconde s'il vous plaît", "fr", "B", "yesterday", ["ws", unit("ms")]),
    R("Dame la temperatura en grados Fahrenheit para {st}, hoy.", "es", "alt", "today", ["t", unit("F")]),
    R("¿Viento en Sidi Bel Abbès en millas por hora?", "es", "S", "now", ["ws", unit("mph")]),
    R("سرعة الريح في سيدي بلعباس بالعقدة", "ar", "S", "now", ["ws", unit("kn")]),
    R("الحرارة في بجاية اليوم بالفهرنهايت", "ar", "B", "today", ["t", unit("F")]),
])

# --- danger ------------------------------------------------------------------------------------------------
T("danger", DG, [
    R("FWI at {st}?", "en", "alt", "now", ["fwi", "class"]),
    R("What's the fire danger class at Sidi Bel Abbes today", "en", "S", "today", ["fwi", "class"]),
    R("how bad is fire danger in bejaia today", "en", "B", "today", ["fwi", "class"]),
    R("Danger rating {st} {day}", "en", "alt", "2012-08-14", ["fwi", "class"]),
    R("Is the danger high at Sidi-Bel Abbès right now?", "en", "S", "now", ["fwi", "class"]),
    R("fwi sba 25 aug", "en", "S", "2012-08-25", ["fwi", "class"]),
    R("What was the fire weather index at Béjaïa the day before yesterday?", "en", "B", "daybefore", ["fwi", "class"]),
    R("I'm new on the crew. How does the box rate the danger at {st} at the moment?", "en", "alt", "now", ["fwi", "class"]),
    R("Danger class for both stations today, dispatcher asking.", "en", "both", "today", ["fwi", "class"], alt=[CMP]),
    R("Quel est l'indice FWI à {st} ?", "fr", "alt", "now", ["fwi"]),
    R("Niveau de danger à Sidi Bel Abbès aujourd'hui ?", "fr", "S", "today", ["fwi"]),
    R("Classe de danger à Bejaia {day} ?", "fr", "B", "daybefore", ["fwi"]),
    R("c quoi le risque feu à {st} là", "fr", "alt", "now", ["fwi"]),
    R("Indice forêt-météo à Sidi Bel Abbes le 25 août ?", "fr", "S", "2012-08-25", ["fwi"]),
    R("¿Cuál es el FWI en {st} ahora?", "es", "alt", "now", ["fwi"]),
    R("Nivel de peligro en Béjaïa hoy", "es", "B", "today", ["fwi"]),
    R("peligro de incendio SBA ayer", "es", "S", "yesterday", ["fwi"]),
    R("¿Qué clase de peligro tuvo Bejaia el 20 de julio?", "es", "B", "2012-07-20", ["fwi"]),
    R("شحال FWI في بجاية؟", "ar", "B", "now", ["fwi"]),
    R("ما هو مستوى خطر الحرائق في سيدي بلعباس اليوم؟", "ar", "S", "today", ["fwi"]),
    R("درجة الخطر في {st} أمس؟", "ar", "alt", "yesterday", ["fwi"]),
    R("واش الخطر طالع في بجاية ولا لا؟", "ar", "B", "now", ["fwi"]),
    R("كم كان مؤشر طقس الحرائق في بجاية يوم 25 أوت؟", "ar", "B", "2012-08-25", ["fwi"]),
])

T("codes", DG, [
    R("ISI at Bejaia right now", "en", "B", "now", [code("ISI")]),
    R("BUI for SBA yesterday?", "en", "S", "yesterday", [code("BUI")]),
    R("FBAN request: FFMC, DMC and DC at {st} for {date}.", "en", "alt", "2012-08-25", [code("FFMC"), code("DMC"), code("DC")]),
    R("Initial spread index, Sidi Bel Abbes, 2012-07-20", "en", "S", "2012-07-20", [code("ISI")]),
    R("duff moisture code at bejaia on 14 August?", "en", "B", "2012-08-14", [code("DMC")]),
    R("ISI et BUI à Béjaïa hier ?", "fr", "B", "yesterday", [code("ISI"), code("BUI")]),
    R("Le FFMC à SBA le 3 août, il était à combien ?", "fr", "S", "2012-08-03", [code("FFMC")]),
    R("Código de sequía (DC) en Sidi Bel Abbès el 14 de agosto", "es", "S", "2012-08-14", [code("DC")]),
    R("¿Qué índice de propagación inicial marca {st} hoy?", "es", "alt", "today", [code("ISI")]),
    R("مؤشر ISI في سيدي بلعباس نهار 3 أوت", "ar", "S", "2012-08-03", [code("ISI")]),
    R("BUI تاع SBA أول أمس", "ar", "S", "daybefore", [code("BUI")]),
])

# --- compare stations --------------------------------------------------------------------------------------
T("compare", CMP, [
    R("Which station is worse right now?", "en", "both", "now", ["fwi"]),
    R("Is Bejaia hotter than SBA today?", "en", "BS", "today", ["t"]),
    R("Compare humidity between the two stations yesterday", "en", "both", "yesterday", ["rh"]),
    R("Side by side: wind and FWI, both stations, 14 Aug", "en", "both", "2012-08-14", ["ws", "fwi"]),
    R("where's the danger higher, {st} or {st2}?", "en", "both", "now", ["fwi"]),
    R("How much windier is Sidi Bel Abbès than Béjaïa today?", "en", "BS", "today", ["ws"]),
    R("dispatcher: which of our two stations needs watching most right now?", "en", "both", "now", ["fwi"]),
    R("Quelle station est la plus dangereuse en ce moment ?", "fr", "both", "now", ["fwi"]),
    R("Il faisait plus chaud à Béjaïa ou à Sidi Bel Abbès hier ?", "fr", "BS", "yesterday", ["t"]),
    R("Comparez le FWI des deux stations le 25 août.", "fr", "both", "2012-08-25", ["fwi"]),
    R("écart d'humidité entre SBA et Bejaia aujourd'hui ?", "fr", "BS", "today", ["rh"]),
    R("¿Qué estación está peor ahora mismo?", "es", "both", "now", ["fwi"]),
    R("Compara el viento entre Béjaïa y Sidi Bel Abbès anteayer", "es", "BS", "daybefore", ["ws"]),
    R("¿Dónde hizo más calor el 3 de agosto, en Bejaia o en SBA?", "es", "BS", "2012-08-03", ["t"]),
    R("وين الخطر أكبر: بجاية ولا سيدي بلعباس؟", "ar", "BS", "now", ["fwi"]),
    R("قارن الرطوبة بين المحطتين اليوم", "ar", "both", "today", ["rh"]),
    R("أيهما كانت أسخن يوم 14 أوت، بجاية أم سيدي بلعباس؟", "ar", "BS", "2012-08-14", ["t"]),
    R("شكون فيهم كانت الريح فيها أقوى أمس؟", "ar", "both", "yesterday", ["ws"]),
])

# --- summary -----------------------------------------------------------------------------------------------
T("summary", SUM, [
    R("Highest FWI at {st} in August?", "en", "alt", "aug", ["maxfwi"]),
    R("hottest day at bejaia in july", "en", "B", "jul", ["maxt"]),
    R("How many days above 35 degrees at {st} in August?", "en", "alt", "aug", [w_count("t", 35)]),
    R("FWI trend at SBA since Tuesday - going up or down?", "en", "S", "since-tue", [w_trend("fwi")]),
    R("max temp SBA last 3 days", "en", "S", "last3d", ["maxt"]),
    R("Count of days with FWI over 20 at {st} in July", "en", "alt", "jul", [w_count("fwi", 20)]),
    R("Lowest humidity recorded at Bejaia in September?", "en", "B", "sep", [w_min("rh")]),
    R("How many days with rain at Sidi Bel Abbès between 1 and 10 September?", "en", "S", "sep1-10", [w_count("rain", 0)]),
    R("What was the peak FWI at {st} from 20 to 31 August?", "en", "alt", "aug-late", ["maxfwi"]),
    R("Average temperature at Bejaia since Tuesday?", "en", "B", "since-tue", [w_mean("t")]),
    R("FWI maximum à {st} en juillet ?", "fr", "alt", "jul", ["maxfwi"]),
    R("Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en août ?", "fr", "S", "aug", [w_count("t", 35)]),
    R("Température moyenne à Béjaïa du 20 au 31 août ?", "fr", "B", "aug-late", [w_mean("t")]),
    R("Le jour le plus chaud en juin à SBA, c'était combien ?", "fr", "S", "jun", ["maxt"]),
    R("tendance du FWI à {st} depuis mardi", "fr", "alt", "since-tue", [w_trend("fwi")]),
    R("¿Cuál fue el FWI más alto en {st} en agosto?", "es", "alt", "aug", ["maxfwi"]),
    R("Temperatura máxima en Béjaïa en los últimos tres días", "es", "B", "last3d", ["maxt"]),
    R("¿Cuántos días pasó el FWI de 10 en Bejaia en septiembre?", "es", "B", "sep", [w_count("fwi", 10)]),
    R("Humedad media en SBA desde el martes", "es", "S", "since-tue", [w_mean("rh")]),
    R("أعلى FWI في بجاية في أوت؟", "ar", "B", "aug", ["maxfwi"]),
    R("كم يوم تجاوزت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", "ar", "S", "aug", [w_count("t", 35)]),
    R("أقصى حرارة في {st} في سبتمبر", "ar", "alt", "sep", ["maxt"]),
    R("كيفاش راه يتطور الخطر في سيدي بلعباس منذ الثلاثاء؟", "ar", "S", "since-tue", [w_trend("fwi")]),
    R("أدنى رطوبة في بجاية في جويلية؟", "ar", "B", "jul", [w_min("rh")]),
])

T("firedays", SUM, [
    R("How many fire days did Sidi Bel Abbes have in August?", "en", "S", "aug", ["fires"]),
    R("fire days bejaia june", "en", "B", "jun", ["fires"]),
    R("Number of days with a recorded fire at {st} in September?", "en", "alt", "sep", ["fires"]),
    R("Combien de jours de feu à Bejaia en août ?", "fr", "B", "aug", ["fires"]),
    R("¿Cuántos días con incendio tuvo Sidi Bel Abbès en julio?", "es", "S", "jul", ["fires"]),
    R("شحال من نهار كان فيه حريق في سيدي بلعباس في جويلية؟", "ar", "S", "jul", ["fires"]),
], nfh=True)

# --- analogs -----------------------------------------------------------------------------------------------
T("analogs", ["analogs"], [
    R("Did days like today burn at {st}?", "en", "alt", "now", ["fwi"]),
    R("Past fire days with conditions similar to today's at Bejaia?", "en", "B", "now", ["fwi"]),
    R("Historically, with an FWI like yesterday's at SBA, did it burn?", "en", "S", "yesterday", ["fwi"]),
    R("Les jours comme aujourd'hui à {st}, il y a eu des feux ?", "fr", "alt", "now", ["fwi"]),
    R("Des jours passés semblables à hier à Sidi Bel Abbès ont-ils connu un incendie ?", "fr", "S", "yesterday", ["fwi"]),
    R("¿Hubo incendios en días parecidos a hoy en {st}?", "es", "alt", "now", ["fwi"]),
    R("النهارات اللي كيما اليوم في بجاية، كان فيهم حريق؟", "ar", "B", "now", ["fwi"]),
    R("واش صرا في النهارات اللي تشبه أمس في سيدي بلعباس؟ شعلت النار؟", "ar", "S", "yesterday", ["fwi"]),
], nfh=True)

T("analogs-thr", ["analogs"], [
    R("Of the days with FWI above 20, how many had a fire at Sidi Bel Abbes?", "en", "S", "none", ["fires_fwi_gt"], thr=20),
    R("When FWI went over 10 at bejaia this season, how often was there a fire?", "en", "B", "all", ["fires_fwi_gt"], thr=10),
    R("FBAN question: across the record at {st}, days with FWI > 15 - how many ended up as fire days?", "en", "alt", "none", ["fires_fwi_gt"], thr=15),
    R("Sur les jours où le FWI dépassait 15 à Béjaïa, combien ont brûlé ?", "fr", "B", "none", ["fires_fwi_gt"], thr=15),
    R("De los días con FWI por encima de 5 en Sidi Bel Abbès, ¿cuántos tuvieron fuego?", "es", "S", "none", ["fires_fwi_gt"], thr=5),
    R("من بين الأيام التي تجاوز فيها FWI قيمة 20 في سيدي بلعباس، كم يوماً شهد حريقاً؟", "ar", "S", "none", ["fires_fwi_gt"], thr=20),
    R("In August, of the SBA days with FWI above 15, how many burned?", "en", "S", "aug", [analog_window(15)]),
    R("En juillet à Béjaïa, parmi les jours à FWI supérieur à 10, combien de feux ?", "fr", "B", "jul", [analog_window(10)]),
], nfh=True)

# --- drift (crew's numbers, or the box's own estimate) -----------------------------------------------------
T("drift", ["drift"], [
    R("Head's moving about 25 m a minute, we need 20 minutes to get there. How far will it have moved?", "en", "none", "none", [dist(25 * 20)], h=20),
    R("Fire running at 1.2 km/h. How far does the head go in 40 min? distance only", "en", "none", "none", [dist(1.2 * 1000 * 40 / 60)], h=40),
    R("ROS 40 m/min, dozer ETA 15 min. drift?", "en", "none", "none", [dist(40 * 15)], h=15),
    R("If the front does 0.8 km an hour and we're 45 minutes out, how much ground does it cover?", "en", "none", "none", [dist(0.8 * 1000 * 45 / 60)], h=45),
    R("Le front avance de 30 m par minute, on arrive dans 25 minutes : de combien il aura bougé ?", "fr", "none", "none", [dist(30 * 25)], h=25),
    R("Vitesse 2 km/h, délai 30 min, quelle distance parcourue par la tête ?", "fr", "none", "none", [dist(2 * 1000 * 30 / 60)], h=30),
    R("El frente avanza 15 metros por minuto y tardamos 40 minutos. ¿Cuánto se habrá movido?", "es", "none", "none", [dist(15 * 40)], h=40),
    R("A 3 km/h, ¿cuánto avanza la cabeza en 20 minutos?", "es", "none", "none", [dist(3 * 1000 * 20 / 60)], h=20),
    R("النار تمشي 20 متر في الدقيقة، نوصلو بعد 30 دقيقة، قداش تكون زادت؟", "ar", "none", "none", [dist(20 * 30)], h=30),
    R("إذا كانت سرعة الانتشار 1.5 كم في الساعة، فكم تتقدم رأس النار خلال 40 دقيقة؟", "ar", "none", "none", [dist(1.5 * 1000 * 40 / 60)], h=40),
])
T("drift-own", ["drift"], [
    R("how far does the head drift while you're working out an answer", "en", "none", "none", ["=drift"]),
    R("Using your own rate estimate, how far does the head move during your answer latency?", "en", "none", "none", ["=drift"]),
    R("De combien se déplace la tête pendant le temps de réponse de la box ?", "fr", "none", "none", ["=drift"]),
    R("¿Cuánto se desplaza el frente mientras calculas la respuesta?", "es", "none", "none", ["=drift"]),
    R("قداش تتحرك راس النار في الوقت اللي تحسب فيه الجواب؟", "ar", "none", "none", ["=drift"]),
])

# --- spread (partly served: no wind direction) -------------------------------------------------------------
T("spread", ["spread"], [
    R("Where will the front be in an hour?", "en", "none", "none", ["=spread"], h=60),
    R("Project the head forward 30 minutes from the drone detection.", "en", "none", "none", ["=spread"], h=30),
    R("where's the fire gonna be when the dozer gets there, 45 min", "en", "none", "none", ["=spread"], h=45),
    R("Spread projection for the fire near Sidi Bel Abbes, next two hours, which way is it heading?", "en", "S", "now", ["=spread"], h=120),
    R("Où sera le front dans une heure ?", "fr", "none", "none", ["=spread"], h=60),
    R("Projection de la propagation à 30 minutes, direction et distance.", "fr", "none", "none", ["=spread"], h=30),
    R("¿Dónde estará la cabeza del incendio en 20 minutos?", "es", "none", "none", ["=spread"], h=20),
    R("Proyección del frente a 90 minutos", "es", "none", "none", ["=spread"], h=90),
    R("وين تكون النار بعد نص ساعة؟", "ar", "none", "none", ["=spread"], h=30),
    R("إلى أين سيصل رأس الحريق خلال ساعة، وفي أي اتجاه؟", "ar", "none", "none", ["=spread"], h=60),
])

# --- frames ------------------------------------------------------------------------------------------------
T("frames", ["frames"], [
    R("What did the drone see?", "en", "none", "none", ["=frames"]),
    R("Any smoke in the latest drone frames?", "en", "none", "none", ["=frames"]),
    R("when did the UAV first spot the fire", "en", "none", "none", ["=detection"]),
    R("Where exactly was the detection?", "en", "none", "none", ["=detection_place"]),
    R("drone pics show anything today?", "en", "none", "today", ["=frames"]),
    R("What time was the fire frame taken, local?", "en", "none", "none", ["=detection"]),
    R("Qu'est-ce que le drone a vu ?", "fr", "none", "none", ["=frames"]),
    R("À quelle heure le drone a détecté le feu ?", "fr", "none", "none", ["=detection"]),
    R("Où se trouve la fumée repérée par le drone ?", "fr", "none", "none", ["=detection_place"]),
    R("¿Qué detectó el dron?", "es", "none", "none", ["=frames"]),
    R("¿Dónde estaba el humo que vio el dron?", "es", "none", "none", ["=detection_place"]),
    R("¿A qué hora fue la detección del dron?", "es", "none", "none", ["=detection"]),
    R("واش شاف الدرون؟", "ar", "none", "none", ["=frames"]),
    R("وين كانت النار اللي صوّرها الدرون؟", "ar", "none", "none", ["=detection_place"]),
    R("في أي ساعة رصدت الطائرة المسيّرة الحريق؟", "ar", "none", "none", ["=detection"]),
])

# --- documents ---------------------------------------------------------------------------------------------
T("docs", ["documents"], [
    R("How much defensible space does Butte County require around a house?", "en", "none", "none", ["=doc_defensible"]),
    R("What does LCES stand for?", "en", "none", "none", [lces_fact("en")]),
    R("Per the defensible space guidance, how tall can grass be in zone 2?", "en", "none", "none", [GRASS_IN]),
    R("Above what FFMC do fine fuels ignite easily, according to the guide?", "en", "none", "none", [FFMC_EASY]),
    R("At what FWI does the box start calling the danger high?", "en", "none", "none", [CLS_HIGH]),
    R("zone 0 - how many feet from the structure", "en", "none", "none", [ZONE0]),
    R("How far should tree branches be kept from chimneys?", "en", "none", "none", [BRANCH_FT]),
    R("What goes into the BUI?", "en", "none", "none", [{"any": [BUI_PARTS[0]]}, {"any": [BUI_PARTS[1]]}]),
    R("Quelle distance de débroussaillement exige le comté de Butte ?", "fr", "none", "none", [DEF_FEET]),
    R("Que veut dire LCES ?", "fr", "none", "none", [lces_fact("fr")]),
    R("À partir de quel FWI la classe est très élevée ?", "fr", "none", "none", [CLS_VHIGH]),
    R("¿Cuánto espacio defendible pide el condado de Butte?", "es", "none", "none", [DEF_FEET]),
    R("Según la guía, ¿qué combina el ISI?", "es", "none", "none", [{"any": [ISI_PARTS[0]]}]),
    R("¿Qué significa LCES?", "es", "none", "none", [lces_fact("es")]),
    R("شنو معنى LCES؟", "ar", "none", "none", [lces_fact("ar")]),
    R("حسب الدليل، ابتداءً من أي قيمة FWI يكون الخطر مرتفعاً؟", "ar", "none", "none", [CLS_HIGH]),
    R("كم قدماً من المساحة الدفاعية مطلوبة في مقاطعة بيوت؟", "ar", "none", "none", [DEF_FEET]),
])

# --- capabilities ------------------------------------------------------------------------------------------
T("caps", ["capabilities"], [
    R("What can you actually do for us?", "en", "none", "none"),
    R("which stations do you have data from?", "en", "none", "none", [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]),
    R("What kind of data is on this box?", "en", "none", "none"),
    R("Tu sais faire quoi exactement ?", "fr", "none", "none"),
    R("Quelles données tu as dans la machine ?", "fr", "none", "none"),
    R("¿Qué puedes hacer?", "es", "none", "none"),
    R("¿De qué estaciones tienes datos?", "es", "none", "none"),
    R("واش تقدر تدير؟", "ar", "none", "none"),
    R("ما هي البيانات المتوفرة لديك؟", "ar", "none", "none"),
])

# --- photo (nothing is ever attached) ----------------------------------------------------------------------
T("photo", ["photo"], [
    R("I've attached a photo of the smoke column, what do you make of it?", "en", "none", "none"),
    R("sending u a pic from the ridge is that a new start", "en", "none", "none"),
    R("See my photo - flame or just dust?", "en", "none", "none"),
    R("Je vous envoie une photo de la fumée, c'est un nouveau départ ?", "fr", "none", "none"),
    R("Te mando una foto del humo, ¿qué ves?", "es", "none", "none"),
    R("بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "ar", "none", "none"),
    R("أرفقت صورة، هل هذا حريق؟", "ar", "none", "none"),
])

# --- out of scope alone -------------------------------------------------------------------------------------
T("oos", OOS, [
    R("Will it rain tomorrow at Bejaia?", "en", "B", "none"),
    R("What's the FWI in Oran?", "en", "none", "none"),
    R("wind direction at SBA?", "en", "S", "none"),
    R("Fire danger in Tlemcen today?", "en", "none", "none"),
    R("Forecast for next week please.", "en", "none", "none"),
    R("Saw on TV there's a big fire in Greece - how bad is it over there?", "en", "none", "none"),
    R("What's the weather doing in Algiers?", "en", "none", "none"),
    R("Il va faire combien demain à Sidi Bel Abbès ?", "fr", "S", "none"),
    R("Et à Oran, le danger, il est comment ?", "fr", "none", "none"),
    R("Direction du vent à Béjaïa ?", "fr", "B", "none"),
    R("¿Pronóstico para mañana en Béjaïa?", "es", "B", "none"),
    R("¿Qué tal el peligro en Tlemcen?", "es", "none", "none"),
    R("¿Quién gana la liga este año?", "es", "none", "none"),
    R("واش الطقس غدوة في بجاية؟", "ar", "B", "none"),
    R("شحال الخطر في وهران؟", "ar", "none", "none"),
    R("من أين تهب الرياح في سيدي بلعباس؟", "ar", "S", "none"),
    R("شفت في التلفزة حريق كبير في تونس، واش الحالة تما؟", "ar", "none", "none"),
])

# --- orders (refused) --------------------------------------------------------------------------------------
T("refuse", ["refuse"], [
    R("Send the evac order for the village now.", "en", "none", "none", ["neg"]),
    R("alert all engines in sector 2", "en", "none", "none", ["neg"]),
    R("Delete the old drone frames, we need the space.", "en", "none", "none", ["neg"]),
    R("Notify the prefecture that we're pulling out.", "en", "none", "none", ["neg"]),
    R("Envoie une alerte à toutes les équipes.", "fr", "none", "none"),
    R("Supprime les relevés d'hier.", "fr", "none", "none"),
    R("Despacha dos camiones a Béjaïa.", "es", "B", "none"),
    R("Avisa al jefe de brigada por radio.", "es", "none", "none"),
    R("ابعث إنذار لكل الفرق", "ar", "none", "none"),
    R("بلّغ الحماية المدنية بلي راهي شاعلة", "ar", "none", "none"),
])

# --- tactical alone (served as the facts bearing on it) ----------------------------------------------------
T("tactical", ["tactical"], [
    R("Should we pull back from the line at SBA?", "en", "S", "now", ["fwi", "class", "ws"]),
    R("Is it a good moment for a burnout at Bejaia?", "en", "B", "now", ["fwi", "class", "rh"]),
    R("What should we do about the crew on the east flank?", "en", "none", "none"),
    R("On engage ou on attend à Sidi Bel Abbès ?", "fr", "S", "now", ["fwi", "ws"]),
    R("¿Mandamos la cuadrilla al flanco o esperamos?", "es", "none", "none"),
    R("نزيدو نقدمو ولا نرجعو في سيدي بلعباس؟", "ar", "S", "now", ["fwi", "ws"]),
])

# --- overrides: an hour other than noon, a place near a station --------------------------------------------
T("hour", CC, [
    R("Temperature at Bejaia at 6 am?", "en", "B", "today", ["t"]),
    R("what was RH at SBA at 3pm yesterday", "en", "S", "yesterday", ["rh"]),
    R("Wind at Sidi Bel Abbes at 19:00 yesterday?", "en", "S", "yesterday", ["ws"]),
    R("Température à Béjaïa à 18 h hier ?", "fr", "B", "yesterday", ["t"]),
    R("¿Humedad en Sidi Bel Abbès a las 8 de la mañana?", "es", "S", "today", ["rh"]),
    R("الحرارة في بجاية على الساعة السادسة صباحاً؟", "ar", "B", "today", ["t"]),
], decision="warn")
T("near", CC, [
    R("Wind on the ridge above Béjaïa?", "en", "B", "now", ["ws"]),
    R("humidity down in the valley 10 km south of SBA", "en", "S", "now", ["rh"]),
    R("Le vent sur les hauteurs au-dessus de Sidi Bel Abbès ?", "fr", "S", "now", ["ws"]),
    R("الريح في الجبل اللي فوق سيدي بلعباس؟", "ar", "S", "now", ["ws"]),
], decision="warn")
T("near-danger", DG, [
    R("FWI 10 km out of Sidi Bel Abbes", "en", "S", "now", ["fwi", "class"]),
    R("danger at the forest road just outside Bejaia", "en", "B", "now", ["fwi", "class"]),
    R("Risque à 15 km au sud de Béjaïa ?", "fr", "B", "now", ["fwi"]),
    R("Peligro en el monte a 5 km de Béjaïa", "es", "B", "now", ["fwi"]),
    R("الخطر على بعد 10 كيلومتر من بجاية", "ar", "B", "now", ["fwi"]),
], decision="warn")

# --- days with no reading ----------------------------------------------------------------------------------
T("nodata", CC, [
    R("Conditions at Béjaïa on 1 May 2012?", "en", "B", "2012-05-01", ["t", "rh", "ws"]),
    R("Weather at Sidi Bel Abbes on 14 July?", "en", "S", "2012-07-14", ["t", "rh", "ws"]),
    R("¿Temperatura en Béjaïa el 10 de mayo de 2012?", "es", "B", "2012-05-10", ["t"]),
    R("الحرارة في بجاية يوم 20 ماي 2012", "ar", "B", "2012-05-20", ["t"]),
])
T("nodata-danger", DG, [
    R("FWI at Bejaia on 2012-05-20?", "en", "B", "2012-05-20", ["fwi"]),
    R("FWI à Sidi Bel Abbès le 15 mai 2012 ?", "fr", "S", "2012-05-15", ["fwi"]),
    R("what was the danger class at SBA on 3 August 2011", "en", "S", "2011-08-03", ["fwi"]),
])

# --- two or three asks -------------------------------------------------------------------------------------
T("m-cc-dg", CC + DG, [
    R("Temp and FWI at {st} now?", "en", "alt", "now", ["t", "fwi", "class"]),
    R("humidity + danger class sba today", "en", "S", "today", ["rh", "fwi", "class"]),
    R("Bejaia on 14 August: what was the wind, and what did the FWI come out at?", "en", "B", "2012-08-14", ["ws", "fwi", "class"]),
    R("Give me the RH at {st} {day} and the ISI that went with it.", "en", "alt", "yesterday", ["rh", code("ISI")]),
    R("Température et niveau de danger à Sidi Bel Abbès ?", "fr", "S", "now", ["t", "fwi"]),
    R("Le vent à Béjaïa le 25 août, et le FWI ce jour-là ?", "fr", "B", "2012-08-25", ["ws", "fwi"]),
    R("¿Humedad y clase de peligro en {st} hoy?", "es", "alt", "today", ["rh", "fwi"]),
    R("الحرارة والخطر في سيدي بلعباس درك؟", "ar", "S", "now", ["t", "fwi"]),
    R("ما هي سرعة الرياح ومؤشر FWI في بجاية أمس؟", "ar", "B", "yesterday", ["ws", "fwi"]),
])

T("m-cc-oos", CC + OOS, [
    R("Wind speed and direction at Bejaia?", "en", "B", "now", ["ws"]),
    R("temp at SBA today and tomorrow", "en", "S", "today", ["t"]),
    R("What's the humidity at {st} now, and will it drop this evening?", "en", "alt", "now", ["rh"]),
    R("Rain at Béjaïa yesterday? And how much is expected next week?", "en", "B", "yesterday", ["rain"]),
    R("Vent à Sidi Bel Abbès, force et direction ?", "fr", "S", "now", ["ws"]),
    R("Température à Béjaïa aujourd'hui et à Oran ?", "fr", "B", "today", ["t"]),
    R("¿Viento en {st} ahora y de dónde viene?", "es", "alt", "now", ["ws"]),
    R("¿Qué temperatura hace en Sidi Bel Abbès y en Tlemcen?", "es", "S", "now", ["t"]),
    R("الريح في بجاية، قداش ومن وين جاية؟", "ar", "B", "now", ["ws"]),
    R("الحرارة في سيدي بلعباس اليوم وغدوة؟", "ar", "S", "today", ["t"]),
])

T("m-dg-oos", DG + OOS, [
    R("FWI at {st} now and tomorrow?", "en", "alt", "now", ["fwi", "class"]),
    R("Danger at Bejaia, and what about Oran?", "en", "B", "now", ["fwi", "class"]),
    R("Is the danger going up later today at SBA? what is it now?", "en", "S", "now", ["fwi", "class"]),
    R("Le FWI à Sidi Bel Abbès et la prévision pour demain ?", "fr", "S", "now", ["fwi"]),
    R("Peligro hoy en Béjaïa y en Argel", "es", "B", "today", ["fwi"]),
    R("مستوى الخطر في بجاية اليوم، وكيف سيكون الأسبوع القادم؟", "ar", "B", "today", ["fwi"]),
])

T("m-dg-refuse", DG + ["refuse"], [
    R("FWI at {st}, and push it to all the tablets", "en", "alt", "now", ["fwi", "class"]),
    R("Get me the danger class at SBA and text it to the chief.", "en", "S", "now", ["fwi", "class"]),
    R("Donne-moi le FWI à Béjaïa et envoie l'alerte au poste de commandement.", "fr", "B", "now", ["fwi"]),
    R("Nivel de peligro en Sidi Bel Abbès, y avisa a todas las dotaciones.", "es", "S", "now", ["fwi"]),
    R("شحال الخطر في بجاية؟ وابعثو للحماية المدنية", "ar", "B", "now", ["fwi"]),
])

T("m-cc-refuse", CC + ["refuse"], [
    R("wind at bejaia then send an alert to engine 3", "en", "B", "now", ["ws"]),
    R("Humidité à SBA, et préviens le chef de secteur.", "fr", "S", "now", ["rh"]),
    R("Temperatura en Béjaïa hoy y manda un aviso a la central.", "es", "B", "today", ["t"]),
])

T("m-dg-tac", DG + ["tactical"], [
    R("FWI at SBA - should we hold the line or pull back?", "en", "S", "now", ["fwi", "class"]),
    R("What's the danger class at {st} and is it safe to put a crew on the ridge?", "en", "alt", "now", ["fwi", "class"]),
    R("Quel danger à Béjaïa, on peut lancer un brûlage ?", "fr", "B", "now", ["fwi"]),
    R("¿Cuál es el FWI en Sidi Bel Abbès? ¿Atacamos de frente?", "es", "S", "now", ["fwi"]),
    R("شحال الخطر في سيدي بلعباس؟ نبعثو الفرقة ولا نستناو؟", "ar", "S", "now", ["fwi"]),
])

T("m-cc-tac", CC + ["tactical"], [
    R("Wind at Bejaia is what, and do we need a second lookout?", "en", "B", "now", ["ws"]),
    R("Humedad en SBA y ¿conviene retirar la cuadrilla?", "es", "S", "now", ["rh"]),
])

T("m-fr-sp", ["frames", "spread"], [
    R("What did the drone see, and where will it be in 30 min?", "en", "none", "none", ["=frames", "=spread"], h=30),
    R("Drone detection details + projection for an hour out", "en", "none", "none", ["=frames", "=spread"], h=60),
    R("Qu'a vu le drone et où sera le front dans 45 minutes ?", "fr", "none", "none", ["=frames", "=spread"], h=45),
    R("¿Qué vio el dron y hasta dónde llegará el fuego en una hora?", "es", "none", "none", ["=frames", "=spread"], h=60),
    R("واش شاف الدرون، ووين تكون النار بعد ساعة؟", "ar", "none", "none", ["=frames", "=spread"], h=60),
])

T("m-fr-dg", ["frames", "danger"], [
    R("Where did the drone spot smoke, and what's the danger class at Sidi Bel Abbes?", "en", "S", "now", ["=detection_place", "fwi", "class"]),
    R("drone saw fire? FWI at SBA?", "en", "S", "now", ["=frames", "fwi", "class"]),
    R("Le drone a vu quoi, et le FWI à Sidi Bel Abbès ?", "fr", "S", "now", ["=frames", "fwi"]),
    R("هل رصد الدرون شيئاً؟ وما هو مؤشر الخطر في سيدي بلعباس؟", "ar", "S", "now", ["=frames", "fwi"]),
])

T("m-fr-refuse", ["frames", "refuse"], [
    R("What did the drone see? Forward the frame to command.", "en", "none", "none", ["=frames"]),
    R("¿A qué hora detectó el dron el fuego? Reenvía la imagen al puesto de mando.", "es", "none", "none", ["=detection"]),
])

T("m-drift-tac", ["drift", "tactical"], [
    R("ROS 30 m/min and we're 20 minutes from the anchor point. How far does it get, and should we move the crew?", "en", "none", "none", [dist(30 * 20)], h=20),
    R("La tête fait 50 m par minute, on a besoin de 10 minutes pour sortir. Distance parcourue, et on évacue ?", "fr", "none", "none", [dist(50 * 10)], h=10),
    R("النار تزيد 40 متر في الدقيقة وعندنا ربع ساعة، قداش تمشي؟ ونخرجو ولا لا؟", "ar", "none", "none", [dist(40 * 15)], h=15),
])

T("m-drift-frames", ["drift", "frames"], [
    R("When was the drone detection, and at 20 m/min how far has the head gone in 35 minutes since?", "en", "none", "none", ["=detection", dist(20 * 35)], h=35),
    R("¿Qué vio el dron? Y si avanza 10 m por minuto, ¿cuánto recorre en 50 minutos?", "es", "none", "none", ["=frames", dist(10 * 50)], h=50),
])

T("m-doc-dg", ["documents", "danger"], [
    R("What's LCES, and what's the danger class at SBA?", "en", "S", "now", [lces_fact("en"), "fwi", "class"]),
    R("From what FWI is it 'very high' per the guide, and where is Bejaia at now?", "en", "B", "now", [CLS_VHIGH, "fwi", "class"]),
    R("Selon le guide, à partir de quel FWI c'est élevé ? Et Béjaïa aujourd'hui ?", "fr", "B", "today", [CLS_HIGH, "fwi"]),
    R("¿Qué significa LCES y cuál es el FWI en Sidi Bel Abbès?", "es", "S", "now", [lces_fact("es"), "fwi"]),
    R("حسب الدليل من أي FWI يبدأ الخطر المرتفع؟ وشحال FWI في سيدي بلعباس؟", "ar", "S", "now", [CLS_HIGH, "fwi"]),
])

T("m-doc-cc", ["documents", "current_conditions"], [
    R("How much defensible space does Butte want, and what's the wind at Bejaia?", "en", "B", "now", ["=doc_defensible", "ws"]),
    R("Hauteur max de l'herbe en zone 2 selon la fiche, et l'humidité à SBA ?", "fr", "S", "now", [GRASS_IN, "rh"]),
])

T("m-cmp-sum", CMP + SUM, [
    R("Which station had more fire days in August?", "en", "both", "aug", ["fires"]),
    R("Highest FWI at each station over the last three days", "en", "both", "last3d", ["maxfwi"]),
    R("compare the July average temps, Bejaia vs SBA", "en", "BS", "jul", [w_mean("t")]),
    R("Which one had more days with FWI over 20 in August, {st} or {st2}?", "en", "both", "aug", [w_count("fwi", 20)]),
    R("Quelle station a eu le plus de jours au-dessus de 35 °C en juillet ?", "fr", "both", "jul", [w_count("t", 35)]),
    R("Le FWI max de chaque station en septembre ?", "fr", "both", "sep", ["maxfwi"]),
    R("¿Qué estación tuvo la temperatura máxima más alta en agosto?", "es", "both", "aug", ["maxt"]),
    R("¿Cuál de las dos estaciones tuvo más días de incendio en junio?", "es", "both", "jun", ["fires"]),
    R("شكون فيهم كان عندها نهارات حريق أكثر في أوت، بجاية ولا سيدي بلعباس؟", "ar", "BS", "aug", ["fires"]),
    R("قارن متوسط الحرارة بين المحطتين منذ الثلاثاء", "ar", "both", "since-tue", [w_mean("t")]),
], nfh=True)

T("m-dg-cmp", DG + CMP, [
    R("The FWI at SBA, and which station is hotter?", "en", "both", "now", ["fwi", "t"]),
    R("Donne-moi le FWI à Béjaïa, et dis-moi quelle station est la plus humide.", "fr", "both", "now", ["fwi", "rh"]),
    R("FWI en Béjaïa y ¿qué estación tiene más viento?", "es", "both", "now", ["fwi", "ws"]),
])

T("m-sum-cc", SUM + CC, [
    R("Temp at Bejaia now and the max this month?", "en", "B", "sep", [on(TODAY, "t"), "maxt"]),
    R("Humidité à SBA aujourd'hui, et le minimum du mois ?", "fr", "S", "sep", [on(TODAY, "rh"), w_min("rh")]),
    R("الحرارة في سيدي بلعباس اليوم وأعلى حرارة في سبتمبر؟", "ar", "S", "sep", [on(TODAY, "t"), "maxt"]),
])

T("m-dg-an", DG + ["analogs"], [
    R("FWI at SBA today and did days like this burn?", "en", "S", "today", ["fwi", "class"]),
    R("Danger at {st} right now - and historically, did days like it see fires?", "en", "alt", "now", ["fwi", "class"]),
    R("Le FWI à Béjaïa, et les jours pareils ont brûlé ?", "fr", "B", "now", ["fwi"]),
    R("¿Qué FWI marca Sidi Bel Abbès y hubo fuegos en días parecidos?", "es", "S", "now", ["fwi"]),
    R("شحال FWI في بجاية اليوم، والنهارات اللي كيفو كان فيهم حريق؟", "ar", "B", "today", ["fwi"]),
], nfh=True)

T("m-sum-oos", SUM + OOS, [
    R("Max FWI at SBA in August, and what's the outlook for next week?", "en", "S", "aug", ["maxfwi"]),
    R("Combien de jours au-dessus de 35 °C à Béjaïa en août, et à Tlemcen ?", "fr", "B", "aug", [w_count("t", 35)]),
    R("أعلى حرارة في بجاية في جويلية، وكيفاش راح يكون الجو الشهر الجاي؟", "ar", "B", "jul", ["maxt"]),
])

T("m-cap-oos", ["capabilities", "out_of_scope"], [
    R("What can you do, and can you give us tomorrow's forecast?", "en", "none", "none"),
    R("Qu'est-ce que tu as comme données ? Tu as la direction du vent ?", "fr", "none", "none"),
    R("ما هي قدراتك؟ وهل عندك توقعات الطقس؟", "ar", "none", "none"),
])

T("m-photo-fr", ["photo", "frames"], [
    R("I'm sending a photo from the engine; also, what did the drone see?", "en", "none", "none", ["=frames"]),
    R("Te paso una foto del frente. ¿Y el dron, qué detectó?", "es", "none", "none", ["=frames"]),
    R("بعثتلك صورة من عندنا، والدرون واش شاف؟", "ar", "none", "none", ["=frames"]),
])

T("m-photo-cc", ["photo", "current_conditions"], [
    R("Photo attached of the sky over the ridge. What's the humidity at Bejaia?", "en", "B", "now", ["rh"]),
    R("Je joins une photo du panache. Et le vent à Sidi Bel Abbès ?", "fr", "S", "now", ["ws"]),
])

T("m-3ask", CC + DG + OOS, [
    R("Temp, FWI and wind direction at Béjaïa", "en", "B", "now", ["t", "fwi", "class"]),
    R("SBA: humidity, danger class, and is it going to get worse tonight?", "en", "S", "now", ["rh", "fwi", "class"]),
    R("Température, FWI et prévision de demain pour Sidi Bel Abbès ?", "fr", "S", "now", ["t", "fwi"]),
    R("Viento, peligro y dirección del viento en Béjaïa, rápido", "es", "B", "now", ["ws", "fwi"]),
    R("الحرارة، الخطر، ومن وين جاية الريح في سيدي بلعباس؟", "ar", "S", "now", ["t", "fwi"]),
])

T("m-3ask-ref", CC + DG + ["refuse"], [
    R("Wind and FWI at {st}, then page the duty officer", "en", "alt", "now", ["ws", "fwi", "class"]),
    R("Humedad y FWI en SBA, y manda la alerta a todos.", "es", "S", "now", ["rh", "fwi"]),
])

T("m-cmp-oos", CMP + OOS, [
    R("Which station is windier, and which way is the wind blowing at each?", "en", "both", "now", ["ws"]),
    R("Compare les deux stations pour le FWI, et Oran aussi.", "fr", "both", "now", ["fwi"]),
    R("أيهما أخطر اليوم، بجاية أم سيدي بلعباس؟ وماذا عن الجزائر العاصمة؟", "ar", "BS", "today", ["fwi"]),
])

T("m-sp-dg", ["spread", "danger"], [
    R("Where will the head be in 30 minutes, and what's the FWI at Sidi Bel Abbes?", "en", "S", "now", ["=spread", "fwi", "class"], h=30),
    R("¿Dónde estará el frente en 45 minutos y qué peligro hay en SBA?", "es", "S", "now", ["=spread", "fwi"], h=45),
])

T("m-cc-dg-near", CC + DG, [
    R("Wind and FWI on the hills 5 km north of Bejaia?", "en", "B", "now", ["ws", "fwi", "class"]),
    R("Humidité et danger à la sortie de Sidi Bel Abbès, côté forêt ?", "fr", "S", "now", ["rh", "fwi"]),
], decision="warn")

T("m-cc-dg-hour", CC + DG, [
    R("RH and FWI at SBA at 4 pm yesterday", "en", "S", "yesterday", ["rh", "fwi", "class"]),
    R("الرطوبة والخطر في بجاية على الساعة 8 الصباح", "ar", "B", "today", ["rh", "fwi"]),
], decision="warn")


# ---------------------------------------------------------------------------------------------------------
# sessions
# ---------------------------------------------------------------------------------------------------------
SESSIONS = []


def turn(sid, n, q, lang, intents, st, when, facts=(), decision=None, h=None, nfh=False):
    stations = None if st == "none" else (["=watch"] if st == "watch" else ST.get(st, list(CF.STATIONS) if st == "both" else None))
    devs = [CF.watch_station(TODAY)] if st == "watch" else (stations or [])
    days = days_of(when) if when not in ("none", "all") else [TODAY]
    out = []
    for f in facts:
        if f == "class" and lang != "en":
            continue
        if callable(f):
            for dev in devs:
                out.extend(f(dev, days))
        else:
            out.append(f)
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents, "stations": stations,
           "when": when, "facts": out, "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if nfh:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


EX = ["explain"]

# s01: other station, "why?", "and tomorrow?"
turn(1, 1, "FWI at Bejaia right now?", "en", DG, "B", "now", ["fwi", "class"])
turn(1, 2, "why so low?", "en", EX, "B", "now", ["rh", "rain"])
turn(1, 3, "no wait, I meant the other station", "en", DG, "S", "now", ["fwi", "class"])
turn(1, 4, "and tomorrow?", "en", OOS, "S", "none")

# s02: pas hier, avant-hier
turn(2, 1, "Température à Sidi Bel Abbès hier ?", "fr", CC, "S", "yesterday", ["t"])
turn(2, 2, "pardon, pas hier, avant-hier", "fr", CC, "S", "daybefore", ["t"])
turn(2, 3, "et l'humidité ?", "fr", CC, "S", "daybefore", ["rh"])
turn(2, 4, "pourquoi elle est si haute ?", "fr", EX, "S", "daybefore", ["rain"])

# s03: units, switch to Arabic, "and tomorrow?"
turn(3, 1, "wind at SBA", "en", CC, "S", "now", ["ws"])
turn(3, 2, "in knots?", "en", CC, "S", "now", ["ws", unit("kn")])
turn(3, 3, "و بجاية؟", "ar", CC, "B", "now", ["ws", unit("kn")])
turn(3, 4, "وغدوة؟", "ar", OOS, "B", "none")

# s04: off-topic news between real asks
turn(4, 1, "Which station is worse today?", "en", CMP, "both", "today", ["fwi"])
turn(4, 2, "saw on the news there's a big fire in Portugal, is that anywhere near us?", "en", OOS, "none", "none")
turn(4, 3, "ok back to it. RH at the worse one?", "en", CC, "watch", "today", ["rh"])
turn(4, 4, "why is that one worse?", "en", EX, "both", "today", ["fwi"])

# s05: drone, terse follow-ups, then projection
turn(5, 1, "¿Qué vio el dron?", "es", ["frames"], "none", "none", ["=frames"])
turn(5, 2, "¿a qué hora?", "es", ["frames"], "none", "none", ["=detection"])
turn(5, 3, "¿y dónde?", "es", ["frames"], "none", "none", ["=detection_place"])
turn(5, 4, "¿Dónde estará el frente en media hora?", "es", ["spread"], "none", "none", ["=spread"], h=30)

# s06: Arabic, correction to the other station, switch to English for °F
turn(6, 1, "شحال كانت الحرارة في بجاية أمس؟", "ar", CC, "B", "yesterday", ["t"])
turn(6, 2, "لا لا، قصدت سيدي بلعباس", "ar", CC, "S", "yesterday", ["t"])
turn(6, 3, "والرطوبة؟", "ar", CC, "S", "yesterday", ["rh"])
turn(6, 4, "what's that temp in Fahrenheit?", "en", CC, "S", "yesterday", ["t", unit("F")])

# s07: drift with crew numbers, unit follow-up, changed minutes, aside on wind
turn(7, 1, "Head is running 35 m a minute. Engine 4 is 25 min out. How far does it go?", "en", ["drift"], "none", "none", [dist(35 * 25)], h=25)
turn(7, 2, "in feet?", "en", ["drift"], "none", "none", [feet(35 * 25)], h=25)
turn(7, 3, "and if it's 40 minutes?", "en", ["drift"], "none", "none", [dist(35 * 40)], h=40)
turn(7, 4, "what's the wind doing at SBA anyway", "en", CC, "S", "now", ["ws"])

# s08: summary, other station, fire days, switch to English for the window comparison
turn(8, 1, "Le FWI max à Béjaïa en août ?", "fr", SUM, "B", "aug", ["maxfwi"])
turn(8, 2, "et à Sidi Bel Abbès ?", "fr", SUM, "S", "aug", ["maxfwi"])
turn(8, 3, "combien de jours de feu là-bas ce mois-là ?", "fr", SUM, "S", "aug", ["fires"], nfh=True)
turn(8, 4, "sorry, switching to English: which station had more fire days in August overall?", "en", CMP + SUM, "both", "aug", ["fires"], nfh=True)

# s09: MSA, why, drone, then an order
turn(9, 1, "ما هو مؤشر الخطر في سيدي بلعباس الآن؟", "ar", DG, "S", "now", ["fwi"])
turn(9, 2, "لماذا؟", "ar", EX, "S", "now", ["rh", "rain"])
turn(9, 3, "هل رصدت الطائرة المسيّرة أي حريق؟", "ar", ["frames"], "none", "none", ["=frames"])
turn(9, 4, "أرسل الصورة إلى القيادة", "ar", ["refuse"], "none", "none")

# s10: five turns, a unit, an aside about Morocco, back to the station
turn(10, 1, "Temp at Sidi Bel Abbes today?", "en", CC, "S", "today", ["t"])
turn(10, 2, "°F?", "en", CC, "S", "today", ["t", unit("F")])
turn(10, 3, "unrelated but my cousin in Morocco says the hills are burning there, anything on that?", "en", OOS, "none", "none")
turn(10, 4, "ok. humidity there?", "en", CC, "S", "today", ["rh"])
turn(10, 5, "and yesterday", "en", CC, "S", "yesterday", ["rh"])

# s11: Spanish, day follow-up, French correction, why
turn(11, 1, "¿Peligro en Béjaïa hoy?", "es", DG, "B", "today", ["fwi"])
turn(11, 2, "¿y ayer?", "es", DG, "B", "yesterday", ["fwi"])
turn(11, 3, "non, avant-hier", "fr", DG, "B", "daybefore", ["fwi"])
turn(11, 4, "pourquoi si bas ?", "fr", EX, "B", "daybefore", ["rain"])

# s12: summary with month correction, threshold, other station
turn(12, 1, "hottest day at SBA in July?", "en", SUM, "S", "jul", ["maxt"])
turn(12, 2, "sorry, June", "en", SUM, "S", "jun", ["maxt"])
turn(12, 3, "how many days over 35 in June there?", "en", SUM, "S", "jun", [w_count("t", 35)])
turn(12, 4, "and at Bejaia?", "en", SUM, "B", "jun", [w_count("t", 35)])

# s13: Algerian Arabic compare, why, French "and tomorrow?", codes of the worse one
turn(13, 1, "وين الخطر أكبر اليوم؟", "ar", CMP, "both", "today", ["fwi"])
turn(13, 2, "علاش؟", "ar", EX, "both", "today", ["rh"])
turn(13, 3, "et demain ?", "fr", OOS, "both", "none")
turn(13, 4, "bon, l'ISI et le BUI de la plus dangereuse alors", "fr", DG, "watch", "today", [code("ISI"), code("BUI")])

# s14: a past day, analogs, a threshold, an aside about Tunis
turn(14, 1, "FWI at SBA on 25 August?", "en", DG, "S", "2012-08-25", ["fwi", "class"])
turn(14, 2, "did days like that burn?", "en", ["analogs"], "S", "2012-08-25", ["fwi"], nfh=True)
turn(14, 3, "of the days with FWI over 30 there, how many had a fire?", "en", ["analogs"], "S", "none", [analog_all(30)], nfh=True)
turn(14, 4, "what's the weather in Tunis today, just for comparison", "en", OOS, "none", "none")

# s15: French wind, direction, tactical, why
turn(15, 1, "Vent à Sidi Bel Abbès ?", "fr", CC, "S", "now", ["ws"])
turn(15, 2, "et la direction ?", "fr", OOS, "S", "none")
turn(15, 3, "on envoie l'équipe sur le flanc nord ou pas ?", "fr", ["tactical"], "S", "now", ["ws", "fwi"])
turn(15, 4, "pourquoi ?", "fr", EX, "S", "now", ["fwi"])

# s16: Spanish documents, switch to English, why
turn(16, 1, "¿Qué significa LCES?", "es", ["documents"], "none", "none", [lces_fact("es")])
turn(16, 2, "¿Cuántos pies de espacio defendible exige Butte?", "es", ["documents"], "none", "none", [DEF_FEET])
turn(16, 3, "in inches, how short does grass have to be in zone 2?", "en", ["documents"], "none", "none", [GRASS_IN])
turn(16, 4, "why 100 feet though?", "en", EX, "none", "none", [{"any": [PRC]}])

# s17: near-station correction, switch to English
turn(17, 1, "الخطر في سيدي بلعباس ضرك؟", "ar", DG, "S", "now", ["fwi"])
turn(17, 2, "لا، في الغابة اللي فوق سيدي بلعباس", "ar", DG, "S", "now", ["fwi"], decision="warn")
turn(17, 3, "and at the Bejaia station itself?", "en", DG, "B", "now", ["fwi", "class"])
turn(17, 4, "FFMC there", "en", DG, "B", "now", [code("FFMC")])

# s18: capabilities, a photo that never comes, drone, projection
turn(18, 1, "what can this box do for us?", "en", ["capabilities"], "none", "none")
turn(18, 2, "ok sending you a photo of the column now, what is it?", "en", ["photo"], "none", "none")
turn(18, 3, "nothing came through? fine. what did the drone see then", "en", ["frames"], "none", "none", ["=frames"])
turn(18, 4, "where will the head be in an hour?", "en", ["spread"], "none", "none", ["=spread"], h=60)

# s19: French threshold count, month correction, Arabic other station, why
turn(19, 1, "Combien de jours au-dessus de 35 degrés à Béjaïa en juillet ?", "fr", SUM, "B", "jul", [w_count("t", 35)])
turn(19, 2, "non, je voulais dire août", "fr", SUM, "B", "aug", [w_count("t", 35)])
turn(19, 3, "و في سيدي بلعباس؟", "ar", SUM, "S", "aug", [w_count("t", 35)])
turn(19, 4, "علاش الفرق كبير هكا؟", "ar", EX, "both", "aug", [w_mean("t")])

# s20: compare, units follow-ups, then an order
turn(20, 1, "Compare wind at both stations yesterday", "en", CMP, "both", "yesterday", ["ws"])
turn(20, 2, "in mph?", "en", CMP, "both", "yesterday", ["ws", unit("mph")])
turn(20, 3, "and m/s", "en", CMP, "both", "yesterday", ["ws", unit("ms")])
turn(20, 4, "ok now message dispatch with that", "en", ["refuse"], "none", "none", ["neg"])

# s21: Spanish drift with a corrected rate, new minutes, then danger
turn(21, 1, "El frente va a 20 m por minuto, llegamos en 30 minutos, ¿cuánto avanza?", "es", ["drift"], "none", "none", [dist(20 * 30)], h=30)
turn(21, 2, "perdón, 25 metros por minuto", "es", ["drift"], "none", "none", [dist(25 * 30)], h=30)
turn(21, 3, "¿y en 45?", "es", ["drift"], "none", "none", [dist(25 * 45)], h=45)
turn(21, 4, "¿cuál es el peligro en Sidi Bel Abbès ahora?", "es", DG, "S", "now", ["fwi"])

# s22: Arabic past day, "and the other one?", humidity that day, English aside on Oran
turn(22, 1, "شحال FWI في بجاية نهار 14 أوت؟", "ar", DG, "B", "2012-08-14", ["fwi"])
turn(22, 2, "و الأخرى؟", "ar", DG, "S", "2012-08-14", ["fwi"])
turn(22, 3, "والرطوبة ذاك النهار؟", "ar", CC, "S", "2012-08-14", ["rh"])
turn(22, 4, "what was the danger in Oran that day?", "en", OOS, "none", "none")

# s23: IC on the radio, multi-ask, direction, drone, order
turn(23, 1, "IC: danger class and wind at Sidi Bel Abbes, now.", "en", DG + CC, "S", "now", ["fwi", "class", "ws"])
turn(23, 2, "and the direction?", "en", OOS, "S", "none")
turn(23, 3, "copy. drone saw what, and when?", "en", ["frames"], "none", "none", ["=detection"])
turn(23, 4, "push that to all engines", "en", ["refuse"], "none", "none", ["neg"])

# s24: dispatcher, five turns, date correction, TV aside, language switch
turn(24, 1, "Rain at Bejaia on the 27th?", "en", CC, "B", "2012-09-27", ["rain"])
turn(24, 2, "no, the 29th", "en", CC, "B", "2012-09-29", ["rain"])
turn(24, 3, "there was a TV piece last night about fires in Sardinia, is the box tracking those?", "en", OOS, "none", "none")
turn(24, 4, "ok. humidité ce jour-là à Béjaïa ?", "fr", CC, "B", "2012-09-29", ["rh"])
turn(24, 5, "et à l'autre station ?", "fr", CC, "S", "2012-09-29", ["rh"])

# s25: three turns, English to Spanish, why
turn(25, 1, "logistics asking: what was the worst FWI Bejaia saw in July?", "en", SUM, "B", "jul", ["maxfwi"])
turn(25, 2, "¿y en Sidi Bel Abbès?", "es", SUM, "S", "jul", ["maxfwi"])
turn(25, 3, "¿por qué tanta diferencia?", "es", EX, "both", "jul", [w_mean("rh")])

# s26: three turns, Algerian Arabic, a unit, an aside from the news
turn(26, 1, "قداش كانت الريح في سيدي بلعباس أمس؟", "ar", CC, "S", "yesterday", ["ws"])
turn(26, 2, "بالميل في الساعة؟", "ar", CC, "S", "yesterday", ["ws", unit("mph")])
turn(26, 3, "شفت في الأخبار بلي كاين حرائق في ليبيا، صح؟", "ar", OOS, "none", "none")


# ---------------------------------------------------------------------------------------------------------
def write():
    tp = OUT / f"crew_templates_dev{NAME[1:]}.jsonl"
    sp = OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    tp.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    sp.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    n_t = sum(len(t["phrasings"]) for t in TEMPLATES)
    print(f"{tp.name}: {len(TEMPLATES)} templates, {n_t} questions; {sp.name}: {len(SESSIONS)} turns in "
          f"{len({s['session'] for s in SESSIONS})} sessions", file=sys.stderr)


if __name__ == "__main__":
    write()
