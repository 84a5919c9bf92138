"""Generate batch d24 (FILE dev24): crew_templates_dev24.jsonl and crew_sessions_dev24.jsonl.

Run:  PYTHONPATH=/work/main python3 make_dev24.py
Every gold number is computed here from the CSV (crew_facts.table / fire_record, or the raw file for the
one repaired row), from the crew's own figures (rate x minutes), or parsed out of the shipped documents.
"""
import csv
import json
import re
import statistics
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.evaluation.crew_facts import STATIONS, _num
from appliance.paths import ALGERIAN_CSV

OUT = Path(__file__).resolve().parent
NAME, FILE = "d24", "dev24"
DOCS = Path("/work/main/edge_data/documents")
BJ, SB = "bejaia", "sidi-bel-abbes"
T = crew_facts.table()
TODAY = crew_days.TODAY.isoformat()

# --------------------------------------------------------------------------- raw record (all codes + label)


def raw_record():
    """{(dev, day): {code: value, ..., 'fire': bool}} from the CSV, the merged DC/ISI row split as the
    box's fire record does (crew_facts.fire_record)."""
    out, device = {}, None
    names = ("t", "rh", "ws", "rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
    with open(ALGERIAN_CSV, newline="", encoding="ascii", errors="replace") as fh:
        for row in csv.reader(fh):
            cells = [c.strip() for c in row if c.strip()]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = BJ if cells[0].lower().startswith("bejaia") else SB
                continue
            if not cells or not cells[0].isdigit() or device is None:
                continue
            if len(cells) == 13:
                cells = [part for c in cells for part in c.split()]
            rec = {n: float(v) for n, v in zip(names, cells[3:13])}
            rec["fire"] = cells[13].lower() == "fire"
            out[(device, f"{cells[2]}-{cells[1]}-{cells[0]}")] = rec
    return out


RAW = raw_record()
# the raw record agrees with the box's fire record on every day
assert all(RAW[k]["fire"] == v[1] and RAW[k]["FWI"] == v[0] for k, v in crew_facts.fire_record().items())


def val(dev, day, field):
    d = T[(dev, day)]
    return {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}.get(field, None) \
        if field in ("t", "rh", "ws", "rain") else d.codes[field]


def rows(dev, days):
    return [day for day in days if (dev, day) in T]


def dec1(x):
    s = f"{x:.1f}"
    return [s, s.replace(".", ",")]


# --------------------------------------------------------------------------- literal fact makers
# each returns f(stations, days, thr) -> list of facts


def code(c):
    def f(st, days, thr):
        return [_num(val(d, days[0], c)) for d in st if len(days) == 1 and (d, days[0]) in T]
    return f


def conv(field, unit):
    k = {"mph": 1 / 1.609344, "kn": 1 / 1.852, "ms": 1 / 3.6, "F": None}[unit]

    def f(st, days, thr):
        out = []
        for d in st:
            if (d, days[0]) not in T:
                continue
            x = val(d, days[0], field)
            v = x * 9 / 5 + 32 if unit == "F" else x * k
            forms = dec1(v)
            if abs(v - round(v)) < 0.05:
                forms.append(str(int(round(v))))
            out.append({"any": forms})
        return out
    return f


def wmin(field):
    return lambda st, days, thr: [_num(min(val(d, x, field) for x in rows(d, days))) for d in st]


def wmax(field):
    return lambda st, days, thr: [_num(max(val(d, x, field) for x in rows(d, days))) for d in st]


def wavg(field):
    return lambda st, days, thr: [{"any": dec1(statistics.mean(val(d, x, field) for x in rows(d, days)))} for d in st]


def wsum(field):
    return lambda st, days, thr: [{"any": dec1(sum(val(d, x, field) for x in rows(d, days)))} for d in st]


def on(day, field, dev):
    return lambda st, days, thr: [_num(val(dev, day, field))]


def wcount_below(field, below):
    """days strictly below `below` in the window"""
    return lambda st, days, thr: [sum(val(d, x, field) < below for x in rows(d, days)) for d in st]


def wcount(field, above):
    """days strictly above `above` in the window"""
    return lambda st, days, thr: [sum(val(d, x, field) > above for x in rows(d, days)) for d in st]


DOWN = {"any": ["down", "fall", "fell", "drop", "decreas", "lower", "declin", "eas", "baiss", "diminu", "chut",
                "descend", "recul", "bajó", "bajo", "baja", "bajando", "disminu", "cae", "cay", "انخفض", "انخفاض",
                "تراجع", "نقص", "هبط", "ينخفض", "تنخفض", "طاح", "هبوط"]}
UP = {"any": ["rise", "rising", "rose", "increas", "higher", "climb", "went up", "going up", "upward", "hausse",
              "augment", "mont", "subi", "sube", "aument", "ارتفع", "ارتفاع", "زاد", "زيادة", "يرتفع", "تصاعد", "طلع"]}


def wtrend(field):
    def f(st, days, thr):
        out = []
        for d in st:
            xs = [val(d, x, field) for x in rows(d, days)]
            first, last = xs[0], xs[-1]
            n = len(xs)
            mx = (n - 1) / 2
            slope = sum((i - mx) * (x - statistics.mean(xs)) for i, x in enumerate(xs)) / sum((i - mx) ** 2 for i in range(n))
            out += [_num(first), _num(last)]
            span = (max(xs) - min(xs)) or 1
            if (last - first) * slope > 0 and abs(last - first) >= 0.3 * span:
                out.append(UP if slope > 0 else DOWN)
        return out
    return f


def analog(field, above):
    """past days (before today) with field above `above`: how many, how many of them fire days"""
    def f(st, days, thr):
        out = []
        for d in st:
            hot = [r["fire"] for (dev, day), r in RAW.items() if dev == d and r[field] > above and day < TODAY]
            out += [len(hot), sum(hot)]
        return out
    return f


def analog_window(field, above):
    """within the window: days with field above `above`, how many, how many of them fire days"""
    def f(st, days, thr):
        out = []
        for d in st:
            hot = [RAW[(d, x)]["fire"] for x in days if (d, x) in RAW and RAW[(d, x)][field] > above]
            out += [len(hot), sum(hot)]
        return out
    return f


def count_diff(field, above):
    def f(st, days, thr):
        a, b = (sum(val(d, x, field) > above for x in rows(d, days)) for d in (BJ, SB))
        return [abs(a - b)]
    return f


NAME_FORMS = {BJ: {"any": ["bejaia", "بجاية", "bjaya"]},
              SB: {"any": ["sidi bel abbes", "sidi bel abbès", "سيدي بلعباس", "سيدي بل عباس", "SBA"]}}


def worse(field, higher=True, agg=None):
    """the station's name that is higher (or lower) for the field on the day, or on the window's agg"""
    def f(st, days, thr):
        def score(d):
            xs = [val(d, x, field) for x in rows(d, days)]
            return {"max": max, "avg": statistics.mean, "sum": sum, None: lambda v: v[0]}[agg](xs)
        a, b = score(BJ), score(SB)
        if a == b:
            return []
        return [NAME_FORMS[BJ if (a > b) == higher else SB]]
    return f


def wcount_worse(field, above):
    def f(st, days, thr):
        a = sum(val(BJ, x, field) > above for x in rows(BJ, days))
        b = sum(val(SB, x, field) > above for x in rows(SB, days))
        return [] if a == b else [NAME_FORMS[BJ if a > b else SB]]
    return f


def fires_worse():
    def f(st, days, thr):
        a, b = (sum(RAW[(d, x)]["fire"] for x in days if (d, x) in RAW) for d in (BJ, SB))
        return [] if a == b else [NAME_FORMS[BJ if a > b else SB]]
    return f


def diff(field):
    def f(st, days, thr):
        a, b = val(BJ, days[0], field), val(SB, days[0], field)
        return [_num(round(abs(a - b), 1))]
    return f


def watch():
    return lambda st, days, thr: [NAME_FORMS[crew_facts.watch_station(days[0])]]


def dist(metres):
    m = float(metres)
    assert abs(m - round(m)) < 1e-9
    m = int(round(m))
    km = m / 1000
    kms = f"{km:g}"
    forms = [f"{m} m", f"{m}m", f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km", f"{m} metres", f"{m} meters",
             f"{m} mètres", f"{m} metros", f"{m} متر", f"{kms.replace('.', ',')} كلم", f"{kms} كلم", f"{kms} كم"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    return {"any": sorted(set(forms))}


NEG_ML = {"any": crew_facts.NEGATION["any"] + [
    "ne peut pas", "ne peux pas", "impossible", "pas en mesure", "ne suis pas", "n'est pas", "ne peut", "no puede",
    "no puedo", "no es posible", "no está", "no tengo", "لا يمكن", "لا أستطيع", "لا يستطيع", "ما نقدرش", "ما يقدرش",
    "لا تستطيع", "غير ممكن", "ma n9derch", "ma y9derch", "ne peut", "cannot"]}

# --------------------------------------------------------------------------- facts parsed from the documents
DOC_FWI = " ".join((DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8").split())
DOC_DEF = " ".join((DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8").split())
DOC_LCES = " ".join((DOCS / "crew-safety-lces.md").read_text(encoding="utf-8").split())
FFMC_EASY = _num(float(re.search(r"above about (\d+(?:\.\d+)?) fine fuels ignite", DOC_FWI).group(1)))
VERY_HIGH = _num(float(re.search(r"from (\d+(?:\.\d+)?) very\s+high", DOC_FWI).group(1)))
HIGH_FROM = _num(float(re.search(r"from (\d+(?:\.\d+)?) high", DOC_FWI).group(1)))
EXTREME_FROM = _num(float(re.search(r"from (\d+(?:\.\d+)?) extreme", DOC_FWI).group(1)))
VERY_LOW_BELOW = _num(float(re.search(r"below (\d+(?:\.\d+)?) very low", DOC_FWI).group(1)))
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", DOC_DEF).group(1))
ZONE0_FEET = int(re.search(r"Zone 0 is the first (\d+) feet", DOC_DEF).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", DOC_DEF).group(1))
ZONE1_TO = int(re.search(r"Zone 1 runs from \d+ to (\d+) feet", DOC_DEF).group(1))
CHIMNEY_FT = int(re.search(r"branches (\d+) feet from chimneys", DOC_DEF).group(1))
LCES_WORDS = re.search(r"four things in place before it engages a fire: (\w+), (\w+), (\w+ \w+) and (\w+ \w+)", DOC_LCES).groups()
BUI_PARTS = re.search(r"The Buildup Index \(BUI\) combines (\w+) and (\w+)", DOC_FWI).groups()
ISI_PART = re.search(r"The Initial Spread Index \(ISI\) combines (\w+) with (\w+)", DOC_FWI).groups()


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم", f"{n} pied"]}


DEF_ML = feet(DEF_FEET)
LCES_ANY = [{"any": [w.lower().rstrip("s")]} for w in LCES_WORDS]

# --------------------------------------------------------------------------- rows


def R(q, intents, st="none", day="none", facts=(), lang="en", thr=None, h=None, alt=None):
    return dict(q=q, intents=intents, st=st, day=day, facts=list(facts), lang=lang, thr=thr, h=h, alt=alt)


E, F, S, A = "en", "fr", "es", "ar"
CC, DG, CMP, SUM, ANA = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP, PH, OOS, REF, TAC, EXP = ("drift", "spread", "frames", "documents", "capabilities", "photo",
                                               "out_of_scope", "refuse", "tactical", "explain")
bj, sb, both = [BJ], [SB], "both"

GROUPS = {}     # kind -> (rows, decision override, needs_fire_history)

GROUPS["cur"] = ([
    R("Box, Engine 12. Temp and humidity at {st}, over.", [CC], "alt", "now", ["t", "rh"]),
    R("wind at {st} rn?", [CC], "alt", "now", ["ws"]),
    R("What were the readings at {st} {day}?", [CC], "alt", "yesterday", ["t", "rh", "ws", "rain"]),
    R("Did it rain at {st} {day}?", [CC], "alt", "2012-08-14", ["rain"]),
    R("IC to box: relative humidity {st}, how copy?", [CC], "alt", "now", ["rh"]),
    R("need the noon obs for SBA on 3/8 pls", [CC], sb, "2012-08-03", ["t", "rh", "ws", "rain"]),
    R("Hi, I'm new on the volunteer crew - what's the temperature like at {st} today?", [CC], "alt", "today", ["t"]),
    R("Bejaia wind in knots", [CC], bj, "now", [conv("ws", "kn")]),
    R("Sidi Bel Abbes temp in Fahrenheit please, the liaison from the US team wants it that way", [CC], sb, "now", [conv("t", "F")]),
    R("Wind speed in mph at {st} yesterday?", [CC], "alt", "yesterday", [conv("ws", "mph")]),
    R("wind m/s bejaia today", [CC], bj, "today", [conv("ws", "ms")]),
    R("what was the humidity at SBA on 14-Aug", [CC], sb, "2012-08-14", ["rh"]),
    R("Logistics section. Crews were staged at Bejaia on 2012-09-26; what temperature and wind did the station log?", [CC], bj, "2012-09-26", ["t", "ws"]),
    R("Quelle humidité relative à {st} {day} ?", [CC], "alt", "yesterday", ["rh"], F),
    R("Chef d'agrès : vent et température à {st}, maintenant.", [CC], "alt", "now", ["ws", "t"], F),
    R("Il a plu à Sidi Bel Abbès le 3 août ?", [CC], sb, "2012-08-03", ["rain"], F),
    R("relevés de {st} {day} svp", [CC], "alt", "2012-08-25", ["t", "rh", "ws", "rain"], F),
    R("La température à Béjaïa en degrés Fahrenheit, pour le rapport de l'équipe américaine ?", [CC], bj, "now", [conv("t", "F")], F),
    R("Oye, ¿qué humedad hay en {st} ahorita?", [CC], "alt", "now", ["rh"], S),
    R("¿Cuánto viento hubo en {st} {day}?", [CC], "alt", "yesterday", ["ws"], S),
    R("Jefe de cuadrilla aquí: necesito el weather check de Sidi Bel Abbes, temperatura y humedad, ¿ok?", [CC], sb, "now", ["t", "rh"], S),
    R("¿Llovió en Bejaia el 14 de agosto?", [CC], bj, "2012-08-14", ["rain"], S),
    R("viento en nudos en SBA, porfa", [CC], sb, "now", [conv("ws", "kn")], S),
    R("¿Qué temperatura marcó Bejaia anteayer? Los guys dicen que hizo un calor brutal", [CC], bj, "daybefore", ["t"], S),
    R("Vent à Sidi Bel Abbès avant-hier, en nœuds ?", [CC], sb, "daybefore", [conv("ws", "kn")], F),
    R("واش راهي درجة الحرارة في بجاية اليوم؟", [CC], bj, "today", ["t"], A),
    R("ما هي نسبة الرطوبة في سيدي بلعباس أمس؟", [CC], sb, "yesterday", ["rh"], A),
    R("قداش الريح في سيدي بلعباس دروك؟", [CC], sb, "now", ["ws"], A),
    R("ch7al la température f Bjaya lyoum?", [CC], bj, "today", ["t"], A),
    R("wach sbat chta f SBA lbare7?", [CC], sb, "yesterday", ["rain"], A),
    R("أعطيني قراءات محطة بجاية {day}", [CC], bj, "2012-08-14", ["t", "rh", "ws", "rain"], A),
    R("سرعة الرياح في بجاية بالمتر في الثانية من فضلك", [CC], bj, "now", [conv("ws", "ms")], A),
], None, False)

GROUPS["near"] = ([
    R("What's the humidity on the ridge above {st} right now?", [CC], "alt", "now", ["rh"]),
    R("We're about 10 km south of SBA on the forest track, what's the wind doing there?", [CC], sb, "now", ["ws"]),
    R("Danger level for the pine stand 15 km out of Bejaia?", [DG], bj, "now", ["fwi", "class"]),
    R("Quelle température sur les crêtes au-dessus de Béjaïa ?", [CC], bj, "now", ["t"], F),
    R("On est à 20 km de Sidi Bel Abbès, côté forêt : le FWI chez nous ?", [DG], sb, "now", ["fwi"], F),
    R("Estamos en la sierra a unos 12 km de Bejaia, ¿qué humedad tenemos?", [CC], bj, "now", ["rh"], S),
    R("¿Peligro de incendio en el monte cerca de SBA, en la zona del valle?", [DG], sb, "now", ["fwi", "class"], S),
    R("كيفاش الريح في الجبل اللي فوق بجاية؟", [CC], bj, "now", ["ws"], A),
    R("ما درجة الخطر في الغابة على بعد 10 كلم من سيدي بلعباس؟", [DG], sb, "now", ["fwi", "class"], A),
    R("rana f lghaba 9rib men SBA, ch7al l'humidité 3andna?", [CC], sb, "now", ["rh"], A),
], "warn", False)

GROUPS["hour"] = ([
    R("Temp at {st} at 6 am today?", [CC], "alt", "today", ["t"]),
    R("What was the wind at SBA at 1800 yesterday?", [CC], sb, "yesterday", ["ws"]),
    R("IC: Bejaia humidity at zero three hundred this morning, over", [CC], bj, "today", ["rh"]),
    R("FWI at SBA at 4pm on 14 Aug?", [DG], sb, "2012-08-14", ["fwi"]),
    R("Il faisait combien à Béjaïa hier à 18h ?", [CC], bj, "yesterday", ["t"], F),
    R("Humidité à Sidi Bel Abbès à 7 heures ce matin ?", [CC], sb, "today", ["rh"], F),
    R("¿Qué viento había en Bejaia ayer a las 8 de la noche?", [CC], bj, "yesterday", ["ws"], S),
    R("temperatura en SBA a las 6 de la mañana de hoy", [CC], sb, "today", ["t"], S),
    R("شحال كانت الحرارة في سيدي بلعباس البارح على الساعة الخامسة مساء؟", [CC], sb, "yesterday", ["t"], A),
    R("l'humidité f Bjaya m3a 7 sba7 lyoum?", [CC], bj, "today", ["rh"], A),
], "warn", False)

GROUPS["nodata"] = ([
    R("What was the temperature at {st} on 15 May 2012?", [CC], "alt", "2012-05-15", ["t"]),
    R("Readings for SBA, 14 July please", [CC], sb, "2012-07-14", ["t", "rh", "ws"]),
    R("wind at bejaia on 2012-04-30", [CC], bj, "2012-04-30", ["ws"]),
    R("Humidité à Béjaïa le 20 mai 2012 ?", [CC], bj, "2012-05-20", ["rh"], F),
    R("¿Qué FWI había en SBA el 10 de octubre de 2011?", [DG], sb, "2011-10-10", ["fwi"], S),
    R("درجة الحرارة في بجاية يوم 1 ماي 2012؟", [CC], bj, "2012-05-01", ["t"], A),
], None, False)

GROUPS["danger"] = ([
    R("FWI {st}?", [DG], "alt", "now", ["fwi", "class"]),
    R("Fire danger class at {st} today - how bad is it?", [DG], "alt", "today", ["class", "fwi"]),
    R("FBAN here. Give me ISI and BUI for {st} {day}.", [DG], "alt", "yesterday", [code("ISI"), code("BUI")]),
    R("Need DMC and DC at Sidi Bel Abbes off today's noon obs", [DG], sb, "now", [code("DMC"), code("DC")]),
    R("What's the FFMC at {st}? are the fine fuels primed?", [DG], "alt", "now", [code("FFMC")]),
    R("Copy, say again the danger rating for Bejaia, over.", [DG], bj, "now", ["class", "fwi"]),
    R("whats the fwi at sba on the 25th of aug", [DG], sb, "2012-08-25", ["fwi", "class"]),
    R("Drought code at {st} {day}?", [DG], "alt", "2012-08-14", [code("DC")]),
    R("danger lvl both stations now", [DG], both, "now", ["fwi", "class"], alt=[[DG, CMP]]),
    R("Quel est l'indice FWI à {st} aujourd'hui ?", [DG], "alt", "today", ["fwi", "class"], F),
    R("Analyste comportement du feu : ISI, BUI et FFMC pour Sidi Bel Abbès hier, s'il vous plaît.", [DG], sb, "yesterday", [code("ISI"), code("BUI"), code("FFMC")], F),
    R("Niveau de danger à Béjaïa le 14 août ?", [DG], bj, "2012-08-14", ["class", "fwi"], F),
    R("DMC à {st} ?", [DG], "alt", "now", [code("DMC")], F),
    R("¿Cuál es el índice de peligro en {st} hoy?", [DG], "alt", "today", ["fwi", "class"], S),
    R("Dame el ISI de SBA, el de hoy, y el BUI también", [DG], sb, "now", [code("ISI"), code("BUI")], S),
    R("¿El FWI de Bejaia ayer estaba en high o en moderate?", [DG], bj, "yesterday", ["class", "fwi"], S),
    R("¿Qué DC marcaba Sidi Bel Abbes el 25 de agosto?", [DG], sb, "2012-08-25", [code("DC")], S),
    R("ما هو مؤشر خطر الحرائق في بجاية الآن؟", [DG], bj, "now", ["fwi", "class"], A),
    R("واش مستوى الخطر في سيدي بلعباس اليوم؟ عالي ولا لا؟", [DG], sb, "today", ["class", "fwi"], A),
    R("أعطني قيمة ISI و BUI في سيدي بلعباس {day}", [DG], sb, "2012-08-14", [code("ISI"), code("BUI")], A),
    R("ch7al l'FWI f SBA lyoum?", [DG], sb, "today", ["fwi"], A),
    R("3tini DMC w DC ta3 Bjaya lbare7", [DG], bj, "yesterday", [code("DMC"), code("DC")], A),
    R("Radio: ISI Bejaia today, over", [DG], bj, "today", [code("ISI")]),
    R("¿Y el FFMC en SBA el 3 de agosto? ese día estuvo heavy", [DG], sb, "2012-08-03", [code("FFMC")], S),
    R("أعطني مؤشر BUI في سيدي بلعباس اليوم", [DG], sb, "today", [code("BUI")], A),
    R("كم كان مؤشر FFMC في بجاية أمس؟", [DG], bj, "yesterday", [code("FFMC")], A),
], None, False)

GROUPS["cmp"] = ([
    R("Which station's worse right now, {st} or {st2}?", [CMP], both, "now", ["fwi", watch()]),
    R("Hotter today - Bejaia or SBA? By how much?", [CMP], both, "today", ["t", diff("t")]),
    R("IC to box, compare humidity both stations, over", [CMP], both, "now", ["rh"]),
    R("Where was the FWI higher on 14 August, Béjaïa or Sidi Bel Abbès?", [CMP], both, "2012-08-14", ["fwi", watch()]),
    R("which one's windier rn", [CMP], both, "now", ["ws", worse("ws")]),
    R("Entre Béjaïa et Sidi Bel Abbès, où le danger est-il le plus élevé aujourd'hui ?", [CMP], both, "today", ["fwi", watch()], F),
    R("Écart de température entre les deux stations hier ?", [CMP], both, "yesterday", ["t", diff("t")], F),
    R("Laquelle est la plus sèche, {st} ou {st2} ?", [CMP], both, "now", ["rh", worse("rh", higher=False)], F),
    R("¿Cuál está peor, Bejaia o SBA? Need to know where to mandar la segunda cuadrilla.", [CMP], both, "now", ["fwi", watch()], S),
    R("¿Dónde hace más calor hoy, en Bejaia o en Sidi Bel Abbes, y por cuántos grados?", [CMP], both, "today", ["t", diff("t")], S),
    R("compara la humedad de las dos estaciones ayer", [CMP], both, "yesterday", ["rh"], S),
    R("شكون فيهم أخطر اليوم، بجاية ولا سيدي بلعباس؟", [CMP], both, "today", ["fwi", watch()], A),
    R("أي محطة كانت أكثر حرارة أمس؟ وبكم درجة؟", [CMP], both, "yesterday", ["t", diff("t")], A),
    R("anahi fihom fiha ri7 ktar, Bjaya wella SBA?", [CMP], both, "now", ["ws", worse("ws")], A),
    R("Which station had more fire days in August?", [CMP, SUM], both, "aug", ["fires", fires_worse()]),
    R("Logistics: over the past week, which station ran hotter on average?", [CMP, SUM], both, "lastweek", [wavg("t"), worse("t", agg="avg")]),
    R("Sur les trois derniers jours, quelle station a eu le FWI maximal le plus haut ?", [CMP, SUM], both, "last3d", ["maxfwi", worse("FWI", agg="max")], F),
    R("¿En qué estación hubo más días de incendio en julio?", [CMP, SUM], both, "jul", ["fires", fires_worse()], S),
    R("أي محطة سجلت أعلى درجة حرارة في أوت؟", [CMP, SUM], both, "aug", ["maxt", worse("t", agg="max")], A),
], None, False)

GROUPS["sum"] = ([
    R("FBAN: FWI trend at {st} over the last three days?", [SUM], "alt", "last3d", [wtrend("FWI")]),
    R("Highest FWI at {st} {day}", [SUM], "alt", "aug", ["maxfwi"]),
    R("What was the max temp at SBA in July?", [SUM], sb, "jul", ["maxt"]),
    R("How many days above 35 degrees in August at {st}?", [SUM], "alt", "aug", [wcount("t", 35)]),
    R("Number of days with FWI over 20 at Sidi Bel Abbes in August?", [SUM], sb, "aug", [wcount("FWI", 20)]),
    R("Average RH at Bejaia since Tuesday?", [SUM], bj, "since-tue", [wavg("rh")]),
    R("Lowest humidity at {st} {day}", [SUM], "alt", "jul", [wmin("rh")]),
    R("ISI over the past week at SBA - climbing or easing?", [SUM], sb, "lastweek", [wtrend("ISI")]),
    R("Logistics here. Total rain at {st} over the past week?", [SUM], "alt", "lastweek", [wsum("rain")]),
    R("Peak BUI at SBA between 1 and 10 September?", [SUM], sb, "sep1-10", [wmax("BUI")]),
    R("DC trend from 20 to 31 August at {st}", [SUM], "alt", "aug-late", [wtrend("DC")]),
    R("how many windy days (over 20 km/h) at bejaia in sept", [SUM], bj, "sep", [wcount("ws", 20)]),
    R("Radio check: max FWI past seven days, Sidi Bel Abbes, over", [SUM], sb, "lastweek", ["maxfwi"]),
    R("Coldest noon reading at Bejaia in June?", [SUM], bj, "jun", [wmin("t")]),
    R("Quelle a été la température maximale à Béjaïa en août ?", [SUM], bj, "aug", ["maxt"], F),
    R("Combien de jours au-dessus de 35 degrés en juillet à Sidi Bel Abbès ?", [SUM], sb, "jul", [wcount("t", 35)], F),
    R("Moyenne de l'humidité à {st} {day} ?", [SUM], "alt", "sep", [wavg("rh")], F),
    R("Évolution du FWI à Sidi Bel Abbès depuis mardi ?", [SUM], sb, "since-tue", [wtrend("FWI")], F),
    R("FWI le plus bas à Béjaïa sur les sept derniers jours ?", [SUM], bj, "lastweek", [wmin("FWI")], F),
    R("Tendance de la DMC à Béjaïa du 20 au 31 août, ça monte ?", [SUM], bj, "aug-late", [wtrend("DMC")], F),
    R("¿Cuál fue el FWI más alto en SBA en agosto?", [SUM], sb, "aug", ["maxfwi"], S),
    R("¿Cuántos días con FWI por encima de 15 hubo en Bejaia en agosto?", [SUM], bj, "aug", [wcount("FWI", 15)], S),
    R("Promedio de temperatura en {st} en la última semana, es para el report de logística", [SUM], "alt", "lastweek", [wavg("t")], S),
    R("¿Cómo viene la humedad en Sidi Bel Abbes los últimos tres días? ¿sube o baja?", [SUM], sb, "last3d", [wtrend("rh")], S),
    R("máxima de temperatura en Bejaia en junio", [SUM], bj, "jun", ["maxt"], S),
    R("شحال من يوم فاتت فيه الحرارة 35 درجة في سيدي بلعباس في أوت؟", [SUM], sb, "aug", [wcount("t", 35)], A),
    R("ما هي أعلى قيمة لمؤشر FWI في بجاية خلال الأسبوع الماضي؟", [SUM], bj, "lastweek", ["maxfwi"], A),
    R("معدل الرطوبة في سيدي بلعباس في جويلية؟", [SUM], sb, "jul", [wavg("rh")], A),
    R("كيفاش راه يتطور مؤشر FWI في بجاية في الأيام الثلاثة الماضية؟", [SUM], bj, "last3d", [wtrend("FWI")], A),
    R("Logistics: average wind at SBA in August? I'm planning the air ops roster", [SUM], sb, "aug", [wavg("ws")]),
    R("FBAN - BUI trend at Bejaia from 1 to 10 Sept", [SUM], bj, "sep1-10", [wtrend("BUI")]),
    R("How many days was RH under 40% at SBA in July?", [SUM], sb, "jul", [wcount_below("rh", 40)]),
    R("Say again, highest temp at Bejaia last three days, over", [SUM], bj, "last3d", ["maxt"]),
    R("Le DC maximum à Sidi Bel Abbès en septembre ?", [SUM], sb, "sep", [wmax("DC")], F),
    R("Nombre de jours avec un vent de plus de 20 km/h à Béjaïa en juin ?", [SUM], bj, "jun", [wcount("ws", 20)], F),
    R("¿Cuál fue la humedad mínima en Bejaia en agosto? Es para el informe", [SUM], bj, "aug", [wmin("rh")], S),
    R("Tendencia del ISI en Bejaia desde el martes, ¿va para arriba o qué?", [SUM], bj, "since-tue", [wtrend("ISI")], S),
    R("¿Cuánta lluvia cayó en SBA en los últimos tres días? el total", [SUM], sb, "last3d", [wsum("rain")], S),
    R("¿cuántos días pasó el FWI de 10 en SBA en julio?", [SUM], sb, "jul", [wcount("FWI", 10)], S),
    R("أقل رطوبة سجلت في سيدي بلعباس في أوت؟", [SUM], sb, "aug", [wmin("rh")], A),
    R("ch7al men nhar fat fih ri7 20 km/h f Bjaya f septembre?", [SUM], bj, "sep", [wcount("ws", 20)], A),
    R("كيف تطور مؤشر الجفاف DC في سيدي بلعباس من 20 إلى 31 أوت؟", [SUM], sb, "aug-late", [wtrend("DC")], A),
    R("شحال كانت أعلى حرارة في بجاية في جويلية؟", [SUM], bj, "jul", ["maxt"], A),
    R("a3la température f SBA f août ch7al kanet?", [SUM], sb, "aug", ["maxt"], A),
    R("ch7al men nhar kan fih FWI fo9 20 f SBA f août?", [SUM], sb, "aug", [wcount("FWI", 20)], A),
], None, False)

GROUPS["firecount"] = ([
    R("How many fire days did Bejaia log in June?", [SUM], bj, "jun", ["fires"]),
    R("fire days at {st} from 20 to 31 August?", [SUM], "alt", "aug-late", ["fires"]),
    R("Nombre de jours de feu à {st} en juillet ?", [SUM], "alt", "jul", ["fires"], F),
    R("¿Cuántos días de fuego hubo en {st} en septiembre?", [SUM], "alt", "sep", ["fires"], S),
    R("كم عدد أيام الحرائق في سيدي بلعباس في جوان؟", [SUM], sb, "jun", ["fires"], A),
], None, True)

GROUPS["analog"] = ([
    R("Did days like today at {st} burn in the past?", [ANA], "alt", "now", ["fwi"]),
    R("Of the days with FWI above {thr} at {st}, how many had a fire?", [ANA], "alt", "now", ["fires_fwi_gt"], thr=20),
    R("FBAN: historically at SBA, when ISI went over 10, how often did we get a fire day?", [ANA], sb, "now", [analog("ISI", 10)]),
    R("Past days with an FFMC above 90 at Bejaia - how many of them turned into fire days?", [ANA], bj, "now", [analog("FFMC", 90)]),
    R("has a day with numbers like today's ever produced a fire at bejaia", [ANA], bj, "now", ["fwi"]),
    R("how many days w/ FWI over {thr} were fire days at sba", [ANA], sb, "now", ["fires_fwi_gt"], thr=10),
    R("Les jours comparables à aujourd'hui à Sidi Bel Abbès, ils ont brûlé ?", [ANA], sb, "now", ["fwi"], F),
    R("Parmi les jours où le FWI dépassait {thr} à {st}, combien ont connu un feu ?", [ANA], "alt", "now", ["fires_fwi_gt"], F, thr=5),
    R("Historique : quand le BUI dépassait 30 à Béjaïa, combien de jours de feu ?", [ANA], bj, "now", [analog("BUI", 30)], F),
    R("¿Días parecidos a hoy en Bejaia terminaron en incendio?", [ANA], bj, "now", ["fwi"], S),
    R("De los días con FWI arriba de {thr} en {st}, ¿cuántos tuvieron fuego?", [ANA], "alt", "now", ["fires_fwi_gt"], S, thr=10),
    R("Cuando el ISI pasó de 8 en SBA, ¿cuántas veces hubo incendio? Es para el briefing", [ANA], sb, "now", [analog("ISI", 8)], S),
    R("الأيام اللي كانت كيما اليوم في سيدي بلعباس، واش شعلت فيهم النار؟", [ANA], sb, "now", ["fwi"], A),
    R("من بين الأيام التي تجاوز فيها مؤشر FWI القيمة {thr} في بجاية، كم يوما شهد حريقا؟", [ANA], bj, "now", ["fires_fwi_gt"], A, thr=20),
    R("les jours li kan fihom FWI fo9 {thr} f SBA, ch7al men wa7ed ch3lat fih n-nar?", [ANA], sb, "now", ["fires_fwi_gt"], A, thr=15),
    R("FBAN: how many past days at Bejaia had FWI above {thr}, and how many of those burned?", [ANA], bj, "now", ["fires_fwi_gt"], thr=15),
    R("Los días con FFMC arriba de 88 en Bejaia, ¿cuántos fueron de fuego?", [ANA], bj, "now", [analog("FFMC", 88)], S),
    R("الأيام اللي كان فيها ISI فوق 5 في بجاية، قداش منهم كان فيهم حريق؟", [ANA], bj, "now", [analog("ISI", 5)], A),
    R("Aujourd'hui ressemble à quels jours passés à Béjaïa ? Il y a eu des feux ces jours-là ?", [ANA], bj, "now", ["fwi"], F),
    R("When DMC was above 40 at Sidi Bel Abbes, did those days burn?", [ANA], sb, "now", [analog("DMC", 40)]),
], None, True)

GROUPS["drift"] = ([
    R("Head's running 25 m a minute. How far has it gone in 20 minutes?", [DR], h=20, facts=[dist(25 * 20)]),
    R("Crew estimate ROS 40 m/min, dozer ETA 35 min - how far does the head move by then?", [DR], h=35, facts=[dist(40 * 35)]),
    R("If the head moves 1.2 km/h, how far in 40 minutes?", [DR], h=40, facts=[dist(1200 * 40 / 60)]),
    R("How far will the head drift while you're working out the answer?", [DR], facts=["=drift"]),
    R("engine 7: fire moving abt 15 m per min, we're 45 min out. how far it go", [DR], h=45, facts=[dist(15 * 45)]),
    R("Drift for an hour at 30 metres a minute?", [DR], h=60, facts=[dist(30 * 60)]),
    R("Le front avance à 20 m/min, de combien aura-t-il progressé en 30 minutes ?", [DR], lang=F, h=30, facts=[dist(20 * 30)]),
    R("Vitesse de la tête 2 km/h : distance parcourue en trois quarts d'heure ?", [DR], lang=F, h=45, facts=[dist(2000 * 45 / 60)]),
    R("Quelle dérive de position pendant le temps de réponse de la boîte ?", [DR], lang=F, facts=["=drift"]),
    R("La cabeza avanza como 35 metros por minuto, ¿cuánto recorre en 20 minutos?", [DR], lang=S, h=20, facts=[dist(35 * 20)]),
    R("Si va a 3 km/h, ¿qué distancia hace en media hora?", [DR], lang=S, h=30, facts=[dist(3000 * 30 / 60)]),
    R("النار تتقدم 50 متر في الدقيقة، قداش تمشي في ربع ساعة؟", [DR], lang=A, h=15, facts=[dist(50 * 15)]),
    R("إذا كانت سرعة رأس الحريق 1.5 كلم في الساعة، ما المسافة التي يقطعها خلال 40 دقيقة؟", [DR], lang=A, h=40, facts=[dist(1500 * 40 / 60)]),
    R("n-nar tmchi 30 metre f d9i9a, ch7al tmchi f 25 d9i9a?", [DR], lang=A, h=25, facts=[dist(30 * 25)]),
], None, False)

GROUPS["spread"] = ([
    R("Where will the head of the fire NE of SBA be in 30 minutes?", [SP], sb, "now", ["=spread"], h=30),
    R("Project the front an hour out from the drone detection.", [SP], h=60, facts=["=spread"]),
    R("spread projection 2 hrs pls", [SP], h=120, facts=["=spread"]),
    R("Which way's it gonna run in the next 45 min and how far?", [SP], h=45, facts=["=spread"]),
    R("Où sera la tête du feu dans 45 minutes ?", [SP], lang=F, h=45, facts=["=spread"]),
    R("Projection de propagation à une heure pour le départ vu par le drone ?", [SP], lang=F, h=60, facts=["=spread"]),
    R("¿Hacia dónde va a correr el fuego en la próxima media hora?", [SP], lang=S, h=30, facts=["=spread"]),
    R("وين راح توصل النار بعد نص ساعة؟", [SP], lang=A, h=30, facts=["=spread"]),
    R("ما هو الامتداد المتوقع للحريق خلال ساعة؟", [SP], lang=A, h=60, facts=["=spread"]),
    R("win rah twsel n-nar ba3d sa3a?", [SP], lang=A, h=60, facts=["=spread"]),
], None, False)

GROUPS["frames"] = ([
    R("What did the drone see?", [FR_], facts=["=frames"]),
    R("Any smoke in the drone frames today?", [FR_], facts=["=detection"]),
    R("Where exactly was the fire the UAV picked up?", [FR_], facts=["=detection_place"]),
    R("what time was the fire frame", [FR_], facts=["=detection"]),
    R("IC to box: drone sortie results, over", [FR_], facts=["=frames"]),
    R("Did the drone spot anything near Sidi Bel Abbes?", [FR_], sb, "none", ["=detection_place"]),
    R("Le drone a-t-il détecté de la fumée ?", [FR_], lang=F, facts=["=detection"]),
    R("À quelle heure l'image du feu a-t-elle été prise, et où ?", [FR_], lang=F, facts=["=detection", "=detection_place"]),
    R("¿Qué vio el dron en el último vuelo?", [FR_], lang=S, facts=["=frames"]),
    R("¿Dónde está el humo que detectó el drone?", [FR_], lang=S, facts=["=detection_place"]),
    R("واش شاف الدرون؟", [FR_], lang=A, facts=["=frames"]),
    R("في أي ساعة التقطت الطائرة المسيرة صورة الحريق؟", [FR_], lang=A, facts=["=detection"]),
    R("el drone chaf dokhan wela la?", [FR_], lang=A, facts=["=detection"]),
], None, False)

GROUPS["docs"] = ([
    R("How much defensible space does Butte County want around a house?", [DOC], facts=["=doc_defensible"]),
    R("What does LCES stand for?", [DOC], facts=LCES_ANY),
    R("At what FFMC do fine fuels ignite easily, per the FWI guide?", [DOC], facts=[FFMC_EASY]),
    R("From what FWI does the box call the danger very high?", [DOC], facts=[VERY_HIGH]),
    R("Max grass height in zone 2?", [DOC], facts=[{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}]),
    R("what's zone 0 again in the defensible space doc", [DOC], facts=[feet(ZONE0_FEET)]),
    R("Watch-out situations: when should a crew pull back and re-assess?", [DOC], facts=[{"any": ["downhill", "spot fire", "wind increases", "hotter and drier"]}]),
    R("Quel débroussaillement faut-il autour d'une maison dans le comté de Butte ?", [DOC], lang=F, facts=[DEF_ML]),
    R("À partir de quel FWI le danger est-il « élevé » selon le guide ?", [DOC], lang=F, facts=[HIGH_FROM]),
    R("Le BUI, il combine quoi exactement ?", [DOC], lang=F, facts=[{"any": [BUI_PARTS[0]]}, {"any": [BUI_PARTS[1]]}]),
    R("Según la guía, ¿qué combina el ISI?", [DOC], lang=S, facts=[{"any": [ISI_PART[0]]}]),
    R("¿Cuántos pies de espacio defendible pide Butte County?", [DOC], lang=S, facts=[DEF_ML]),
    R("حسب الدليل، من أي قيمة FWI يكون الخطر مرتفع جدا؟", [DOC], lang=A, facts=[VERY_HIGH]),
    R("شحال لازم تكون المسافة الآمنة حول الدار في مقاطعة بوت؟", [DOC], lang=A, facts=[DEF_ML]),
    R("f guide ta3 FWI, men ch7al ykoun extreme?", [DOC], lang=A, facts=[EXTREME_FROM]),
], None, False)

GROUPS["cap"] = ([
    R("What can this box actually do?", [CAP]),
    R("What data do you have on board?", [CAP], facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
    R("new here - which weather stations does the box read?", [CAP], facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
    R("Does the box have wind direction?", [CAP], facts=[{"any": ["direction", "اتجاه", "dirección"]}], alt=[[OOS]]),
    R("Qu'est-ce que tu sais faire, la boîte ?", [CAP], lang=F),
    R("Quelles stations météo as-tu ?", [CAP], lang=F, facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
    R("¿Qué datos tiene la caja? ¿Solo dos estaciones?", [CAP], lang=S, facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
    R("واش تقدر تدير هاد الماشينة؟", [CAP], lang=A),
    R("ما هي البيانات المتوفرة لديك؟", [CAP], lang=A, facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
    R("chno 3andek men données?", [CAP], lang=A, facts=[NAME_FORMS[BJ], NAME_FORMS[SB]]),
], None, False)

GROUPS["photo"] = ([
    R("Sent you a pic of the smoke column, what do you make of it?", [PH]),
    R("see attached photo - flame or just dust?", [PH]),
    R("Je t'envoie une photo de la fumée, c'est quoi à ton avis ?", [PH], lang=F),
    R("Te mandé una foto del humo, ¿es incendio o no?", [PH], lang=S),
    R("بعثتلك تصويرة للدخان، واش تشوف؟", [PH], lang=A),
    R("b3atlek tswira men la crête, chouf-ha", [PH], lang=A),
], None, False)

GROUPS["oos"] = ([
    R("What's the forecast for tomorrow at {st}?", [OOS], "alt"),
    R("wind direction at SBA?", [OOS], sb),
    R("FWI in Oran right now?", [OOS], alt=[[DG, OOS]]),
    R("Will it rain later today at Bejaia?", [OOS], bj),
    R("Who won the match last night?", [OOS]),
    R("Where are the other crews right now?", [OOS]),
    R("Is the road up to the ridge still open?", [OOS]),
    R("Quelle météo demain à Sidi Bel Abbès ?", [OOS], sb, lang=F),
    R("Direction du vent à Béjaïa ?", [OOS], bj, lang=F),
    R("Et à Tlemcen, le danger, il est comment ?", [OOS], lang=F, alt=[[DG, OOS]]),
    R("¿Qué pronóstico hay para la semana que viene?", [OOS], lang=S),
    R("¿Cómo está el tiempo en Orán?", [OOS], lang=S),
    R("واش الطقس غدوة في بجاية؟", [OOS], bj, lang=A),
    R("منين جاي الريح في سيدي بلعباس؟", [OOS], sb, lang=A),
    R("ما هو مؤشر الخطر في تلمسان؟", [OOS], lang=A, alt=[[DG, OOS]]),
    R("ghodwa ch7al tkoun la température f SBA?", [OOS], sb, lang=A),
], None, False)

GROUPS["refuse"] = ([
    R("Send an evacuation alert to the village.", [REF], facts=["neg"]),
    R("Dispatch a water tender to SBA.", [REF], facts=["neg"]),
    R("Delete yesterday's readings from the log.", [REF], facts=["neg"]),
    R("Notify the district chief that Bejaia is at high danger.", [REF], facts=["neg"]),
    R("Envoie une alerte aux pompiers de Béjaïa.", [REF], lang=F, facts=[NEG_ML]),
    R("Manda un aviso a la central, ya.", [REF], lang=S, facts=[NEG_ML]),
    R("ابعث تنبيه للحماية المدنية في سيدي بلعباس", [REF], lang=A, facts=[NEG_ML]),
    R("b3at message l chef ta3na bli rana f danger", [REF], lang=A, facts=[NEG_ML]),
], None, False)

GROUPS["tac"] = ([
    R("Should we pull the crew back off the SBA line?", [TAC], sb, "now", ["fwi", "ws"]),
    R("Do we commit the second engine at Bejaia or hold it?", [TAC], bj, "now", ["fwi", "class"]),
    R("On attaque de front ou on attend, à Sidi Bel Abbès ?", [TAC], sb, "now", ["fwi", "ws"], F),
    R("¿Metemos la cuadrilla ya o esperamos, jefe? Estamos en Bejaia.", [TAC], bj, "now", ["fwi", "class"], S),
    R("نهجمو ولا نستناو في سيدي بلعباس؟", [TAC], sb, "now", ["fwi", "ws"], A),
], None, False)

GROUPS["multi"] = ([
    R("Temp, RH and FWI at {st} now", [CC, DG], "alt", "now", ["t", "rh", "fwi"]),
    R("FWI at SBA - and relay it to dispatch", [DG, REF], sb, "now", ["fwi", "neg"]),
    R("Wind speed and direction at Bejaia?", [CC, OOS], bj, "now", ["ws"]),
    R("Danger at {st} today and what about tomorrow?", [DG, OOS], "alt", "today", ["fwi", "class"]),
    R("Where did the drone see the fire, and where will it be in 30 min?", [FR_, SP], h=30, facts=["=detection_place", "=spread"]),
    R("Drone fire frame - if that head is doing 20 m/min, how far has it gone after 40 minutes?", [FR_, DR], h=40, facts=["=detection", dist(20 * 40)]),
    R("FWI at Bejaia and what the guide says that class means", [DG, DOC], bj, "now", ["fwi", "class"]),
    R("Max FWI at SBA in August, and of the days above {thr} how many burned?", [SUM, ANA], sb, "aug", ["maxfwi", "fires_fwi_gt"], thr=20),
    R("RH at both stations and which is drier?", [CC, CMP], both, "now", ["rh", worse("rh", higher=False)], alt=[[CMP]]),
    R("FWI at SBA now, is it safe to put crews on the line?", [DG, TAC], sb, "now", ["fwi", "class"]),
    R("attached a pic from the ridge. also whats the humidity at SBA", [PH, CC], sb, "now", ["rh"]),
    R("Average temperature in August at Bejaia, then email it to the logistics chief", [SUM, REF], bj, "aug", [wavg("t"), "neg"]),
    R("Today's temp at SBA and the highest this past week?", [CC, SUM], sb, "lastweek", [on(TODAY, "t", SB), "maxt"]),
    R("Head moving 30 m/min, we need 20 min to reach the safety zone. How far does it get, and what does LCES say about escape routes?", [DR, DOC], h=20, facts=[dist(30 * 20), {"any": ["safety zone", "escape route"]}]),
    R("Which station is worse, and how's Oran looking?", [CMP, OOS], both, "now", ["fwi", watch()]),
    R("Wind in mph and the ISI at {st}, over", [CC, DG], "alt", "now", [conv("ws", "mph"), code("ISI")]),
    R("What can you do with drone frames, and did today's sortie catch anything?", [CAP, FR_], facts=["=detection"]),
    R("FWI at SBA today, and did days like this burn before?", [DG, ANA], sb, "now", ["fwi", "class"]),
    R("ISI, BUI and the FWI trend at SBA over the last week, FBAN request", [DG, SUM], sb, "lastweek", [on(TODAY, "ISI", SB), on(TODAY, "BUI", SB), wtrend("FWI")]),
    R("Température et humidité à {st} hier, et le FWI ?", [CC, DG], "alt", "yesterday", ["t", "rh", "fwi"], F),
    R("Le FWI à Béjaïa aujourd'hui, et transmets-le au PC de colonne.", [DG, REF], bj, "today", ["fwi", NEG_ML], F),
    R("Vent à Sidi Bel Abbès et prévision pour cet après-midi ?", [CC, OOS], sb, "now", ["ws"], F),
    R("Où est le feu vu par le drone et jusqu'où ira-t-il en une heure ?", [FR_, SP], lang=F, h=60, facts=["=detection_place", "=spread"]),
    R("Laquelle des deux stations est la plus chaude, et de combien ? Et le danger à chacune ?", [CMP, DG], both, "now", ["t", diff("t"), "fwi"], F),
    R("Combien de jours de feu en août à Sidi Bel Abbès, et le FWI max du mois ?", [SUM], sb, "aug", ["fires", "maxfwi"], F),
    R("J'ai joint une photo de la colonne de fumée ; et le drone, il a vu quoi ?", [PH, FR_], lang=F, facts=["=frames"]),
    R("¿Qué temperatura y viento hay en {st}? ¿Y el FWI?", [CC, DG], "alt", "now", ["t", "ws", "fwi"], S),
    R("Dame el FWI de SBA y avísale al comandante por radio", [DG, REF], sb, "now", ["fwi", NEG_ML], S),
    R("¿Dónde vio el drone el fuego y cuánto avanza en 20 minutos a 25 metros por minuto?", [FR_, DR], lang=S, h=20, facts=["=detection_place", dist(25 * 20)]),
    R("Humedad en Bejaia y el pronóstico para mañana, please", [CC, OOS], bj, "now", ["rh"], S),
    R("¿Cuál está más seco hoy, Bejaia o SBA, y qué dice la guía del FFMC?", [CMP, DOC], both, "today", ["rh", worse("rh", higher=False), FFMC_EASY], S),
    R("FWI en Bejaia hoy, ¿y días así se quemaron antes?", [DG, ANA], bj, "today", ["fwi"], S),
    R("شحال الحرارة والرطوبة في سيدي بلعباس دروك؟ وواش مستوى الخطر؟", [CC, DG], sb, "now", ["t", "rh", "class"], A),
    R("أعطني مؤشر FWI في بجاية وابعثه للقائد", [DG, REF], bj, "now", ["fwi", NEG_ML], A),
    R("قداش الريح في بجاية ومن أي اتجاه؟", [CC, OOS], bj, "now", ["ws"], A),
    R("وين شاف الدرون النار، ووين توصل بعد ساعة؟", [FR_, SP], lang=A, h=60, facts=["=detection_place", "=spread"]),
    R("ch7al FWI f Bjaya w ch7al f SBA? w chkoun fihom a5tar?", [DG, CMP], both, "now", ["fwi", watch()], A),
    R("أعلى حرارة في سيدي بلعباس في أوت، وكم يوم حريق في نفس الشهر؟", [SUM], sb, "aug", ["maxt", "fires"], A),
], None, False)

GROUPS["multi"][0].extend([
    R("Box, Strike Team 2: FWI and RH at {st}, and tell dispatch we're moving up, over", [DG, CC, REF], "alt", "now", ["fwi", "rh", "neg"]),
    R("Give me BUI at SBA and the DMC trend since Tuesday", [DG, SUM], sb, "since-tue", [on(TODAY, "BUI", SB), wtrend("DMC")]),
    R("How many days above 35 at SBA in August, and how many of those were fire days?", [SUM, ANA], sb, "aug", [wcount("t", 35), analog_window("t", 35)]),
    R("Temp at Bejaia on 3/8 and at SBA the same day - which was hotter?", [CC, CMP], both, "2012-08-03", ["t", worse("t")], alt=[[CMP]]),
    R("What did the drone see and where? And push that frame to ATAK.", [FR_, REF], facts=["=detection_place", "neg"]),
    R("Wind at SBA in knots, and which way is it blowing?", [CC, OOS], sb, "now", [conv("ws", "kn")]),
    R("Danger class at Bejaia, and is there a forecast for this afternoon?", [DG, OOS], bj, "now", ["class"]),
    R("Sent you a photo of the left flank. What's the humidity at Bejaia now?", [PH, CC], bj, "now", ["rh"]),
    R("Fire frame time, plus how far the head goes in 15 min at 40 m a minute", [FR_, DR], h=15, facts=["=detection", dist(40 * 15)]),
    R("ISI at SBA, and what does the guide say the ISI is built from?", [DG, DOC], sb, "now", [code("ISI"), {"any": [ISI_PART[0]]}]),
    R("What can the box tell me about past fires, and how many fire days did SBA have in September?", [CAP, SUM], sb, "sep", ["fires"]),
    R("Yesterday's readings at SBA, and the FWI the day before", [CC, DG], sb, "yesterday", ["t", "rh", "ws", on("2012-09-28", "FWI", SB)]),
    R("Le vent à Béjaïa en km/h et en nœuds, et le FWI ?", [CC, DG], bj, "now", ["ws", conv("ws", "kn"), "fwi"], F),
    R("Quelle station a eu le plus de jours au-dessus de 35 °C en août, et avec combien de jours d'écart ?", [CMP, SUM], both, "aug", [wcount("t", 35), wcount_worse("t", 35), count_diff("t", 35)], F),
    R("Le drone a vu de la fumée ? Et efface les images ratées.", [FR_, REF], lang=F, facts=["=detection", NEG_ML]),
    R("FWI à Sidi Bel Abbès aujourd'hui et demain ?", [DG, OOS], sb, "today", ["fwi", "class"], F),
    R("Parmi les jours à FWI supérieur à {thr} à Sidi Bel Abbès, combien de feux ? Et le FWI d'aujourd'hui ?", [ANA, DG], sb, "now", ["fires_fwi_gt", "fwi"], F, thr=15),
    R("La tête avance à 1 km/h : où en sera-t-elle dans 30 minutes, et dans quelle direction ?", [DR, SP], lang=F, h=30, facts=[dist(1000 * 30 / 60), "=spread"]),
    R("Que dit la fiche LCES sur les zones de sécurité, et quel est le danger à Béjaïa maintenant ?", [DOC, DG], bj, "now", ["fwi", "class"], F),
])

# the multi rows that need the fire history: flagged in their own group
GROUPS["multi-hist"] = ([r for r in GROUPS["multi"][0] if ANA in r["intents"] or "fires" in r["facts"] or CAP in r["intents"] and SUM in r["intents"]], None, True)
GROUPS["multi"] = ([r for r in GROUPS["multi"][0] if not (ANA in r["intents"] or "fires" in r["facts"])], None, False)

GROUPS["multi-near"] = ([
    R("FWI and wind 8 km east of Bejaia, on the ridge road?", [DG, CC], bj, "now", ["fwi", "ws"]),
    R("Temp at SBA at 5 pm yesterday, and send that to the IC", [CC, REF], sb, "yesterday", ["t", "neg"]),
    R("Humidité sur la crête à 5 km de Béjaïa, et la classe de danger ?", [CC, DG], bj, "now", ["rh", "class"], F),
    R("Humedad y peligro en el cerro a 10 km de SBA", [CC, DG], sb, "now", ["rh", "fwi"], S),
    R("الحرارة ومستوى الخطر في الغابة قرب بجاية على الساعة الثالثة بعد الظهر اليوم", [CC, DG], bj, "today", ["t", "class"], A),
], "warn", False)


def resolve_st(mode, text, i):
    if isinstance(mode, list):
        return sorted(mode)
    if mode == "both":
        return sorted(STATIONS)
    if "{st}" in text and mode == "alt":
        return [STATIONS[i % 2]]
    return None


def make_templates():
    out = []
    for kind, (rs, decision, hist) in GROUPS.items():
        key = f"{NAME}-{kind}"
        phrasings, days, thrs, hs, ibp = [], [], [], [], []
        for i, r in enumerate(rs):
            st = resolve_st(r["st"], r["q"], i)
            dayl = crew_days.resolve(r["day"], r["lang"], i + len(key))["days"]
            facts = []
            for f in r["facts"]:
                if callable(f):
                    if st and dayl and all(crew_facts.has_data(d, dayl) for d in st):
                        facts.extend(f(st, dayl, r["thr"]))
                else:
                    facts.append(f)
            p = {"q": r["q"], "lang": r["lang"], "stations": r["st"], "facts": facts}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phrasings.append(p)
            days.append(r["day"])
            thrs.append(r["thr"])
            hs.append(r["h"])
            ibp.append(r["intents"])
        t = {"key": key, "intents": ibp[0], "intents_by_phrasing": ibp, "phrasings": phrasings, "stations": "none",
             "days": days, "facts": [], "needs_fire_history": hist}
        if any(x is not None for x in thrs):
            t["thr"] = thrs
        if any(x is not None for x in hs):
            t["horizons"] = hs
        if decision:
            t["decision"] = decision
        out.append(t)
    return out


# --------------------------------------------------------------------------- sessions


def turn_facts(facts, stations, when):
    dayl = crew_days.resolve(when, "en", 0)["days"]
    out = []
    for f in facts:
        if callable(f):
            if stations and dayl and all(crew_facts.has_data(d, stations and dayl or []) for d in stations):
                out.extend(f(stations, dayl, None))
        else:
            out.append(f)
    return out


SESSIONS = [
    [  # IC on the radio
        ("Box, Division Alpha. FWI at Sidi Bel Abbes, over.", [DG], sb, "now", ["fwi", "class"], E),
        ("Copy. Say again humidity and wind, same station.", [CC], sb, "now", ["rh", "ws"], E),
        ("And the other station?", [CC], bj, "now", ["rh", "ws"], E),
        ("Why's Bejaia so low on danger then?", [EXP], bj, "now", ["rh", "rain"], E),
    ],
    [  # French crew lead, switches to English
        ("Température à Béjaïa hier ?", [CC], bj, "yesterday", ["t"], F),
        ("Et avant-hier ?", [CC], bj, "daybefore", ["t"], F),
        ("and in fahrenheit?", [CC], bj, "daybefore", [conv("t", "F")], E),
        ("Le FWI ce jour-là ?", [DG], bj, "daybefore", ["fwi"], F),
    ],
    [  # Spanish crew lead
        ("FWI en SBA el 23 de septiembre", [DG], sb, "2012-09-23", ["fwi"], S),
        ("¿y el 24?", [DG], sb, "2012-09-24", ["fwi"], S),
        ("¿Por qué bajó tanto?", [EXP], sb, "2012-09-24", ["rain"], S),
        ("Ok, and what about Bejaia ese mismo día?", [DG], bj, "2012-09-24", ["fwi"], S),
    ],
    [  # Darija
        ("قداش الحرارة في بجاية اليوم؟", [CC], bj, "today", ["t"], A),
        ("والرطوبة؟", [CC], bj, "today", ["rh"], A),
        ("وفي سيدي بلعباس؟", [CC], sb, "today", ["rh"], A),
        ("شكون فيهم أخطر؟", [CMP], sorted(STATIONS), "today", ["fwi", watch()], A),
    ],
    [  # FBAN
        ("FBAN request: ISI at Sidi Bel Abbes over the past week, give me the trend.", [SUM], sb, "lastweek", [wtrend("ISI")], E),
        ("Same for BUI.", [SUM], sb, "lastweek", [wtrend("BUI")], E),
        ("Of the days with FWI above 10 there, how many burned?", [ANA], sb, "now", [analog("FWI", 10)], E),
        ("And at Bejaia?", [ANA], bj, "now", [analog("FWI", 10)], E),
    ],
    [  # logistics officer
        ("Logistics. How many fire days at Bejaia in August?", [SUM], bj, "aug", ["fires"], E),
        ("And Sidi Bel Abbes?", [SUM], sb, "aug", ["fires"], E),
        ("Which of the two had more days above 35 degrees that month?", [CMP, SUM], sorted(STATIONS), "aug", [wcount("t", 35), wcount_worse("t", 35)], E),
        ("Email that table to the logistics section chief.", [REF], None, "none", ["neg"], E),
    ],
    [  # Arabizi
        ("ch7al l'FWI f SBA lyoum?", [DG], sb, "today", ["fwi"], A),
        ("w f Bjaya?", [DG], bj, "today", ["fwi"], A),
        ("3lach hakka na9es bezzaf f Bjaya?", [EXP], bj, "today", ["rh", "rain"], A),
        ("w ghodwa?", [OOS], bj, "none", [], A),
    ],
    [  # Spanish crew lead, drone
        ("Oye, el drone vio algo hoy?", [FR_], None, "none", ["=frames"], S),
        ("¿a qué hora fue?", [FR_], None, "none", ["=detection"], S),
        ("¿y dónde va a estar la cabeza en 30 minutos?", [SP], None, "none", ["=spread"], S, 30),
        ("Si avanza 20 metros por minuto, ¿cuánto en esos 30?", [DR], None, "none", [dist(20 * 30)], S, 30),
    ],
    [  # French FBAN
        ("Le FWI à Sidi Bel Abbès le 3 août ?", [DG], sb, "2012-08-03", ["fwi", "class"], F),
        ("Et l'ISI ce jour-là ?", [DG], sb, "2012-08-03", [code("ISI")], F),
        ("Pourquoi si élevé ?", [EXP], sb, "2012-08-03", [code("FFMC"), "ws"], F),
        ("Et à Béjaïa le même jour ?", [DG], bj, "2012-08-03", ["fwi"], F),
    ],
    [  # engine on the radio, switch to Arabic
        ("Engine 3 to box: temp at SBA, over", [CC], sb, "now", ["t"], E),
        ("say again in fahrenheit", [CC], sb, "now", [conv("t", "F")], E),
        ("والريح بالعقدة؟", [CC], sb, "now", [conv("ws", "kn")], A),
        ("Why's the danger so low today?", [EXP], sb, "now", ["rh", "fwi"], E),
    ],
    [  # Spanish summaries
        ("¿Temperatura máxima en Bejaia en julio?", [SUM], bj, "jul", ["maxt"], S),
        ("¿y la media?", [SUM], bj, "jul", [wavg("t")], S),
        ("¿y en agosto?", [SUM], bj, "aug", [wavg("t")], S),
        ("¿cuántos días de incendio hubo ese mes?", [SUM], bj, "aug", ["fires"], S),
    ],
    [  # MSA
        ("ما هو أعلى مؤشر FWI في سيدي بلعباس خلال الأسبوع الماضي؟", [SUM], sb, "lastweek", ["maxfwi"], A),
        ("وفي بجاية؟", [SUM], bj, "lastweek", ["maxfwi"], A),
        ("أي واحدة كانت أسوأ؟", [CMP], sorted(STATIONS), "lastweek", ["maxfwi", worse("FWI", agg="max")], A),
        ("أرسل هذا التقرير إلى قائد العمليات", [REF], None, "none", [NEG_ML], A),
    ],
    [  # new volunteer
        ("hi, is it dangerous out at bejaia today?", [DG], bj, "today", ["class", "fwi"], E),
        ("what does that class mean, like what's the cutoff?", [DOC], None, "none", [VERY_LOW_BELOW], E),
        ("ok so what should we do then?", [TAC], bj, "today", ["fwi"], E),
        ("can you tell the captain for me?", [REF], None, "none", ["neg"], E),
    ],
    [  # IC, near place and hour in a session
        ("IC to box, wind at Sidi Bel Abbes yesterday, over.", [CC], sb, "yesterday", ["ws"], E),
        ("Copy. What was it at 2100 though?", [CC], sb, "yesterday", ["ws"], E, None, "warn"),
        ("And up on the plateau 15 km north of there, same day?", [CC], sb, "yesterday", ["ws"], E, None, "warn"),
    ],
]
HIST_TURNS = {("d24s05", 3), ("d24s05", 4), ("d24s06", 1), ("d24s06", 2), ("d24s11", 4)}


def make_sessions():
    out = []
    for s, turns in enumerate(SESSIONS, start=1):
        sid = f"{NAME}s{s:02d}"
        for t, turn in enumerate(turns, start=1):
            q, intents, st, when, facts, lang = turn[:6]
            h = turn[6] if len(turn) > 6 else None
            decision = turn[7] if len(turn) > 7 else None
            row = {"session": sid, "turn": t, "question": q, "intents": intents, "stations": st, "when": when,
                   "facts": turn_facts(facts, st, when), "lang": lang}
            if h is not None:
                row["horizon_min"] = h
            if decision:
                row["decision"] = decision
            if (sid, t) in HIST_TURNS:
                row["needs_fire_history"] = True
            out.append(row)
    return out


def write(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


if __name__ == "__main__":
    write(OUT / f"crew_templates_{FILE}.jsonl", make_templates())
    write(OUT / f"crew_sessions_{FILE}.jsonl", make_sessions())
    print("written", OUT)
