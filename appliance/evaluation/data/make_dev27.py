"""Generator for blind crew-question batch d27 (dev27).

Writes crew_templates_dev27.jsonl and crew_sessions_dev27.jsonl next to this file.
Every number in a gold fact is computed here: from the Algerian CSV through crew_facts.table() /
fire_record(), from unit conversions of the real readings, from the crew's own numbers (rate x time),
or parsed out of the shipped documents with a regex.  Run with PYTHONPATH=/work/main:
    PYTHONPATH=/work/main python3 make_dev27.py
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME, FILE = "d27", "dev27"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
TABLE = crew_facts.table()
FIRES = crew_facts.fire_record()
TODAY = crew_days.TODAY.isoformat()

# ----------------------------------------------------------------------------------------------------------
# number and word forms
MONTHS_EN = crew_days.MONTHS["en"]
MONTHS_FR = crew_days.MONTHS["fr"]
MONTHS_ES = crew_days.MONTHS["es"]
MONTHS_AR = crew_days.MONTHS["ar"]
MONTHS_AR_EAST = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
                  "نوفمبر", "ديسمبر"]
NEG_ML = sorted(set(crew_facts.NEGATION["any"] + [
    "ne peut pas", "ne peux pas", "ne dispose pas", "n'a pas", "pas de", "pas disponible", "impossible", "aucun",
    "no puede", "no puedo", "no tiene", "no tengo", "no hay", "no dispone", "no está disponible", "imposible",
    "لا يمكن", "لا أستطيع", "لا يستطيع", "غير متوفر", "غير متاح", "ليس", "لا تتوفر", "لا يتوفر", "لا توجد", "لا يوجد"]))
UP = ["rising", "rose", "increas", "climb", "upward", "going up", "went up", "higher", "hausse", "augment", "monte",
      "sube", "subió", "subiendo", "aument", "al alza", "ارتفع", "ارتفاع", "تزايد", "تصاعد", "زاد", "طالع"]
DOWN = ["falling", "fell", "decreas", "declin", "dropp", "downward", "going down", "went down", "lower", "baisse",
        "diminu", "descend", "recul", "bajó", "bajando", "a la baja", "disminu", "انخفض", "انخفاض", "تراجع",
        "نقص", "هبط", "هابط", "نزل"]
STATION_WORDS = {B: ["bejaia", "bgayet", "bougie", "بجاية"],
                 S: ["sidi bel abbes", "sidi-bel abbes", "sidi-bel-abbes", "sidi bel-abbes", "sidi belabbes",
                     "sba", "سيدي بلعباس", "سيدي بل عباس"]}
PHOTO_WORDS = ["photo", "image", "picture", "attach", "foto", "imagen", "صورة", "تصويرة"]


def num(x):
    """As the CSV writes it (25, not 25.0), rounded to one decimal."""
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def fmt(x: float, dec: int) -> list[str]:
    s = f"{x:.{dec}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return [s, s.replace(".", ",")] if "." in s else [s]


def forms(x: float, units: list[str], decs=(1, 0)) -> dict:
    out = []
    for dec in decs:
        for s in fmt(x, dec):
            out += [f"{s} {u}" for u in units] + [f"{s}{u}" for u in units]
    return {"any": list(dict.fromkeys(out))}


def value(dev: str, day: str, code: str) -> float:
    d = TABLE[(dev, day)]
    return {"t": d.temperature_c, "rh": d.rh_pct, "ws": d.wind_kmh, "rain": d.rain_mm}.get(code, d.codes.get(code))


def date_any(days: list[str]) -> dict:
    out = []
    for day in days:
        y, m, d = (int(x) for x in day.split("-"))
        en = MONTHS_EN[m - 1]
        out += [f"{d} {en}", f"{en} {d}", f"{d} {en[:3]}", f"{en[:3]} {d}", day, f"{d:02d}/{m:02d}",
                f"{d} {MONTHS_FR[m - 1]}", f"{d} de {MONTHS_ES[m - 1]}", f"{d} {MONTHS_AR[m - 1]}",
                f"{d} {MONTHS_AR_EAST[m - 1]}"]
        if d == 1:
            out.append(f"1er {MONTHS_FR[m - 1]}")
    return {"any": list(dict.fromkeys(out))}


def dist_any(m: float, extra=()) -> dict:
    out = []
    mr = round(m)
    for s in dict.fromkeys([str(mr), f"{mr:,}", f"{mr:,}".replace(",", " ")]):
        out += [f"{s} m", f"{s}m", f"{s} metres", f"{s} meters", f"{s} mètres", f"{s} metros", f"{s} متر"]
    if abs(m - mr) > 0.05:
        for s in fmt(m, 1):
            out += [f"{s} m"]
    if m >= 300 and mr % 10:
        r10 = int(round(m, -1))
        out += [f"{r10} m", f"{r10:,} m"]
    k = m / 1000
    for dec in (1, 2):
        for s in fmt(k, dec):
            out += [f"{s} km", f"{s}km", f"{s} كم", f"{s} كلم", f"{s} kilom"]
    out += list(extra)
    return {"any": list(dict.fromkeys(out))}


def minutes_any(mins: float) -> dict:
    h, mm = divmod(round(mins), 60)
    out = [f"{round(mins)} min", f"{round(mins)} minutes", f"{round(mins)} دقيقة"]
    if h:
        out += [f"{h} h {mm:02d}", f"{h}h{mm:02d}", f"{h} h {mm}", f"{h} hours {mm}", f"{h} hour {mm}",
                f"{h} heures {mm}", f"{h} heure {mm}", f"{h} horas {mm}", f"{h} hora {mm}"]
        out += [f"{s} h" for s in fmt(mins / 60, 1)] + [f"{s} hours" for s in fmt(mins / 60, 1)]
    return {"any": list(dict.fromkeys(out))}


def conv(x: float, kind: str) -> dict:
    if kind == "F":
        return forms(x * 9 / 5 + 32, ["°F", "ºF", "F", "degrees F", "degrees Fahrenheit", "fahrenheit", "درجة فهرنهايت", "فهرنهايت"])
    if kind == "mph":
        return forms(x / 1.609344, ["mph", "miles per hour", "miles an hour", "millas", "ميل"])
    if kind == "kn":
        return forms(x / 1.852, ["kn", "kt", "knot", "nœud", "noeud", "nudo", "عقدة"])
    if kind == "ms":
        return forms(x / 3.6, ["m/s", "metres per second", "meters per second", "mètres par seconde", "متر في الثانية"])
    raise ValueError(kind)


# ----------------------------------------------------------------------------------------------------------
# shipped documents: gold numbers parsed with regexes
DOCS = {p.stem: re.sub(r"\s+", " ", p.read_text(encoding="utf-8")) for p in (EDGE_DATA_DIR / "documents").glob("*.md")}


def doc_num(doc: str, pattern: str, group: int = 1) -> float:
    m = re.search(pattern, DOCS[doc])
    if not m:
        raise ValueError(f"{pattern!r} not in {doc}")
    return num(m.group(group))


DEF = "butte-county-defensible-space"
SAFE = "crew-safety-lces"
FWIG = "fire-weather-index-guide"
D_SPACE = doc_num(DEF, r"requires (\d+) feet of defensible space")
D_ZONE0 = doc_num(DEF, r"Zone 0 is the first (\d+) feet")
D_ZONE1 = doc_num(DEF, r"Zone 1 runs from \d+ to (\d+) feet")
D_GRASS = doc_num(DEF, r"maximum height of (\d+) inches")
D_CHIMNEY = doc_num(DEF, r"branches (\d+) feet from chimneys")
D_FFMC = doc_num(FWIG, r"above about (\d+) fine fuels")
D_HIGH = doc_num(FWIG, r"from ([\d.]+) high")
D_VHIGH = doc_num(FWIG, r"from ([\d.]+) very high")
D_EXTREME = doc_num(FWIG, r"from ([\d.]+) extreme")
D_VLOW = doc_num(FWIG, r"below ([\d.]+) very low")
_LCES = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", DOCS[SAFE])
assert _LCES, "LCES list not found"
LCES_WORDS = {  # the document's words (regex above) and their crew translations
    "L": [_LCES.group(1).lower().rstrip("s"), "guetteur", "vigie", "vigía", "vigia", "vigilante", "مراقب", "مراقبة"],
    "C": [_LCES.group(2).lower().rstrip("s"), "comunicaci", "اتصال", "تواصل"],
    "E": [_LCES.group(3).lower().split()[0], "fuite", "repli", "escape", "ruta de escape", "هروب", "انسحاب", "إخلاء"],
    "S": [_LCES.group(4).lower().rstrip("s"), "zone de sécurité", "zone refuge", "zona de seguridad", "zona segura",
          "منطقة آمنة", "مناطق آمنة", "منطقة الأمان", "مناطق الأمان"],
}


def feet_any(n) -> dict:
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم",
                    f"{round(n * 0.3048)} m", f"{round(n * 0.3048, 1)} m".replace(".0 m", " m")]}


def inch_any(n) -> dict:
    return {"any": [f"{n} inch", f"{n} in", f"{n}-inch", f"{n} pouces", f"{n} pulgadas", f"{n} إنش", f"{n} بوص",
                    f"{round(n * 2.54)} cm"]}


def plain_num(x) -> dict:
    return {"any": fmt(float(x), 1)}


# ----------------------------------------------------------------------------------------------------------
# fact specs: strings are crew_facts tokens; callables take the context and return literal facts
class Ctx:
    def __init__(self, devs, key, lang):
        self.devs, self.key, self.lang = devs or [], key, lang
        self.days = crew_days.resolve(key, "en", 0)["days"] or []

    def has(self, dev):
        return any((dev, d) in TABLE for d in self.days)

    def rows(self, dev):
        return [d for d in self.days if (dev, d) in TABLE]


def CODE(code):            # one code of the day, per station
    return lambda c: [num(value(dev, c.days[0], code)) for dev in c.devs if (dev, c.days[0]) in TABLE]


def UNIT(code, kind):      # a reading converted into the unit the crew asked for
    return lambda c: [conv(value(dev, c.days[0], code), kind) for dev in c.devs if (dev, c.days[0]) in TABLE]


def DIFF(code, unit=None):  # the gap between the two stations
    def f(c):
        if len(c.devs) != 2 or not all((dev, c.days[0]) in TABLE for dev in c.devs):
            return []
        a, b = (value(dev, c.days[0], code) for dev in c.devs)
        d = abs(a - b)
        if unit == "F":
            return [forms(d * 9 / 5, ["°F", "ºF", "F", "degrees", "degrés", "grados", "درجة", "fahrenheit"])]
        if unit == "kn":
            return [conv(d, "kn")]
        if unit == "mph":
            return [conv(d, "mph")]
        if code == "t":
            return [forms(d, ["°C", "ºC", "C", "degrees", "degrés", "grados", "درجة", "degree"])]
        if code == "rh":
            return [forms(d, ["%", "points", "pts", "point", "puntos", "نقطة", "نقاط"])]
        return [plain_num(d)]
    return f


def COUNT(code, op, thr):   # how many days of the window pass a threshold, per station
    ops = {">": lambda v: v > thr, ">=": lambda v: v >= thr, "<": lambda v: v < thr}
    return lambda c: [sum(ops[op](value(dev, d, code)) for d in c.rows(dev)) for dev in c.devs if c.has(dev)]


def MAXDATE(code, lowest=False):   # the day(s) of the window's highest (lowest) value, per station
    def f(c):
        out = []
        for dev in c.devs:
            rows = c.rows(dev)
            if rows:
                best = (min if lowest else max)(value(dev, d, code) for d in rows)
                out.append(date_any([d for d in rows if value(dev, d, code) == best]))
        return out
    return f


def EXTREME(code, lowest=False):  # the window's highest (lowest) value and its day(s)
    def f(c):
        out = []
        for dev in c.devs:
            rows = c.rows(dev)
            if rows:
                best = (min if lowest else max)(value(dev, d, code) for d in rows)
                out += [num(best), date_any([d for d in rows if value(dev, d, code) == best])]
        return out
    return f


def MEAN(code):
    def f(c):
        out = []
        for dev in c.devs:
            rows = c.rows(dev)
            if rows:
                m = sum(value(dev, d, code) for d in rows) / len(rows)
                out.append({"any": fmt(m, 1) + fmt(m, 2)})
        return out
    return f


def TREND(code):  # first and last values of the window, the direction when it is clear, else the peak
    def f(c):
        out = []
        for dev in c.devs:
            rows = c.rows(dev)
            if len(rows) < 2:
                continue
            a, b = value(dev, rows[0], code), value(dev, rows[-1], code)
            out += [num(a), num(b)]
            if b >= a * 1.3 and b - a >= 0.5:
                out.append({"any": UP})
            elif b <= a * 0.7 and a - b >= 0.5:
                out.append({"any": DOWN})
            else:
                out.append(num(max(value(dev, d, code) for d in rows)))
        return out
    return f


def ANALOG(thr):   # past days (before today) with FWI above thr in the box's fire record: (days, fire days)
    def f(c):
        out = []
        for dev in c.devs:
            hot = [fire for (d, day), (fwi, fire) in FIRES.items() if d == dev and fwi > thr and day < TODAY]
            out += [len(hot), sum(hot)]
        return out
    return f


def DIST(m, *extra):
    return lambda c: [dist_any(m, extra)]


def NEG(c):
    return ["neg"] if c.lang == "en" else [{"any": NEG_ML}]


def NAMES(c):
    return [{"any": STATION_WORDS[B]}, {"any": STATION_WORDS[S]}]


def PHOTO(c):
    return [{"any": PHOTO_WORDS}]


def DEFENSIBLE(c):
    return ["=doc_defensible"] if c.lang == "en" else [feet_any(D_SPACE)]


def LCES(*letters):
    return lambda c: [{"any": LCES_WORDS[x]} for x in (letters or "LCES")]


def LIT(*facts):
    return lambda c: list(facts)


def resolve_specs(specs, devs, key, lang):
    c = Ctx(devs, key, lang)
    out = []
    for s in specs:
        if callable(s):
            out += s(c)
        else:
            out.append(s)
    return out


# crew-given rates -> metres (the crew's arithmetic, done here)
FT, MILE, CHAIN = 0.3048, 1609.344, 20.1168


def mins(h=0, m=0):
    return h * 60 + m


# ----------------------------------------------------------------------------------------------------------
# templates: each phrasing carries its own stations, day key, facts (and horizon / threshold / intents)
EN, FR, ES, AR = "en", "fr", "es", "ar"
TEMPLATES = []


def P(q, lang=EN, st=None, day="none", facts=(), intents=None, h=None, thr=None, alt=None):
    return {"q": q, "lang": lang, "st": st, "day": day, "facts": list(facts), "intents": intents, "h": h,
            "thr": thr, "alt": alt}


def T(kind, intents, phrasings, decision=None, fire=False):
    out_ph, days, hs, thrs, ibp = [], [], [], [], []
    for i, p in enumerate(phrasings):
        st = p["st"]
        if st == "alt":
            assert "{st}" in p["q"], p["q"]
            devs, mode = [crew_facts.STATIONS[i % 2]], "alt"
        elif st == "both":
            devs, mode = [B, S], "both"
        elif st is None:
            assert "{st}" not in p["q"], p["q"]
            devs, mode = None, "none"
        else:
            devs = sorted(st)
            mode = devs
        ph = {"q": p["q"], "lang": p["lang"], "stations": mode,
              "facts": resolve_specs(p["facts"], devs, p["day"], p["lang"])}
        if p["alt"]:
            ph["intents_alt"] = p["alt"]
        out_ph.append(ph)
        days.append(p["day"])
        hs.append(p["h"])
        thrs.append(p["thr"])
        ibp.append(p["intents"] or intents)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": out_ph, "stations": "none", "days": days,
         "facts": []}
    if any(h is not None for h in hs):
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(x != intents for x in ibp):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- current conditions ----------------------------------------------------------------------------------
T("cc", [CC], [
    P("Night desk here. Need the last noon obs for {st}: temp, RH, wind.", st="alt", day="now", facts=["t", "rh", "ws"]),
    P("sba temp rn", st=[S], day="now", facts=["t"]),
    P("What was the humidity at Bejaia on 8/14?", st=[B], day="2012-08-14", facts=["rh"]),
    P("Air Attack to ground: surface wind at SBA, in knots please.", st=[S], day="now", facts=["ws", UNIT("ws", "kn")]),
    P("wind at bejaia in m/s for the drone pilot", st=[B], day="now", facts=["ws", UNIT("ws", "ms")]),
    P("Give me the {st} temperature in Fahrenheit {day}.", st="alt", day="2012-07-21", facts=["t", UNIT("t", "F")]),
    P("Engine 41. What were Béjaïa's RH and wind on Friday?", st=[B], day="2012-09-28", facts=["rh", "ws"]),
    P("I'm new on the crew, sorry if this is a dumb one: how hot did it get in Sidi-Bel Abbès the day before yesterday?",
      st=[S], day="daybefore", facts=["t"]),
    P("bejaia 03-Aug all of it pls temp rh wind rain", st=[B], day="2012-08-03", facts=["t", "rh", "ws", "rain"]),
    P("Il faisait combien à Sidi Bel Abbès le 3 août ?", FR, st=[S], day="2012-08-03", facts=["t"]),
    P("Protection civile, unité de Béjaïa : l'humidité relative au relevé de midi aujourd'hui ?", FR, st=[B], day="today", facts=["rh"]),
    P("Vent à SBA hier, en nœuds svp", FR, st=[S], day="yesterday", facts=["ws", UNIT("ws", "kn")]),
    P("Donnez-moi température, humidité et vent pour Sidi-Bel-Abbès, relevé du 12/09.", FR, st=[S], day="2012-09-12", facts=["t", "rh", "ws"]),
    P("Température actuelle à Bejaia en Fahrenheit, c'est pour les collègues canadiens", FR, st=[B], day="now", facts=["t", UNIT("t", "F")]),
    P("¿Qué temperatura hay ahorita en Sidi Bel Abbes?", ES, st=[S], day="now", facts=["t"]),
    P("Oiga, ¿cuánta humedad traía Bejaia ayer?", ES, st=[B], day="yesterday", facts=["rh"]),
    P("¿Llovió en SBA el 25 de septiembre o nomás chispeó?", ES, st=[S], day="2012-09-25", facts=["rain"]),
    P("Pásame el viento de Béjaïa en millas por hora, porfa", ES, st=[B], day="now", facts=["ws", UNIT("ws", "mph")]),
    P("ما درجة الحرارة المسجلة في محطة سيدي بلعباس اليوم؟", AR, st=[S], day="today", facts=["t"]),
    P("كم بلغت الرطوبة النسبية في بجاية يوم 14 أغسطس؟", AR, st=[B], day="2012-08-14", facts=["rh"]),
    P("واش كان الريح في بجاية البارح؟", AR, st=[B], day="yesterday", facts=["ws"]),
    P("chhal kanet skhana f sba lbare7?", AR, st=[S], day="yesterday", facts=["t"]),
    P("wach tat7 chta f bjaya lyoum?", AR, st=[B], day="today", facts=["rain"]),
])

# ---- danger ------------------------------------------------------------------------------------------------
T("danger", [DG], [
    P("FWI at {st} now?", st="alt", day="now", facts=["fwi", "class"]),
    P("FBAN. ISI and BUI for Sidi-Bel Abbès on 8/25?", st=[S], day="2012-08-25", facts=[CODE("ISI"), CODE("BUI")]),
    P("What was the Drought Code at Béjaïa on August 29?", st=[B], day="2012-08-29", facts=[CODE("DC")]),
    P("FFMC at Bejaia yesterday? wondering if the fine fuels are ready to go", st=[B], day="yesterday",
      facts=[CODE("FFMC")], alt=[[DG, DOC]]),
    P("Command copy: fire weather index Sidi Bel Abbes, the 21st of Sept.", st=[S], day="2012-09-21", facts=["fwi", "class"]),
    P("bui sba yday", st=[S], day="yesterday", facts=[CODE("BUI")]),
    P("Full FWI breakdown for Béjaïa today please: FFMC, DMC, DC, ISI, BUI and FWI.", st=[B], day="today",
      facts=[CODE("FFMC"), CODE("DMC"), CODE("DC"), CODE("ISI"), CODE("BUI"), "fwi"]),
    P("Quel est l'indice FWI à Béjaïa aujourd'hui ?", FR, st=[B], day="today", facts=["fwi"]),
    P("L'ISI à SBA le 21 juillet, c'était combien ?", FR, st=[S], day="2012-07-21", facts=[CODE("ISI")]),
    P("Protection civile, secteur Béjaïa : le DC et le BUI du relevé de ce midi, svp.", FR, st=[B], day="today",
      facts=[CODE("DC"), CODE("BUI")]),
    P("Le FFMC à Sidi-Bel-Abbès, il dépassait 90 le 17 août ?", FR, st=[S], day="2012-08-17", facts=[CODE("FFMC")]),
    P("¿Qué tan alto está el índice de peligro en Béjaïa ahorita?", ES, st=[B], day="now", facts=["fwi"]),
    P("Jefe de brigada: ocupo el ISI y el FFMC de Sidi Bel Abbes del 25 de agosto", ES, st=[S], day="2012-08-25",
      facts=[CODE("ISI"), CODE("FFMC")]),
    P("¿En qué nivel de peligro quedó Bejaia el 29 de agosto?", ES, st=[B], day="2012-08-29", facts=["fwi"]),
    P("Código de sequía, el DC, de Sidi Bel Abbes hoy", ES, st=[S], day="today", facts=[CODE("DC")]),
    P("ما قيمة مؤشر خطر الحرائق FWI في محطة بجاية الآن؟", AR, st=[B], day="now", facts=["fwi"]),
    P("ما فئة خطر الحريق في سيدي بلعباس يوم 25 أغسطس؟", AR, st=[S], day="2012-08-25", facts=["fwi"]),
    P("l'ISI f bjaya lyoum chhal?", AR, st=[B], day="today", facts=[CODE("ISI")]),
    P("الـ DC تاع بجاية نهار 29 أوت قداش كان؟", AR, st=[B], day="2012-08-29", facts=[CODE("DC")]),
    P("أعطني مؤشر التراكم BUI ومؤشر الانتشار الأولي ISI لمحطة سيدي بلعباس أمس", AR, st=[S], day="yesterday",
      facts=[CODE("BUI"), CODE("ISI")]),
])

# ---- compare stations ----------------------------------------------------------------------------------------
T("compare", [CMP], [
    P("Which station is hotter right now, and by how many °F?", st="both", day="now",
      facts=["t", UNIT("t", "F"), DIFF("t", "F")]),
    P("ATGS: which side is windier, Bejaia or SBA? Knots please.", st="both", day="now", facts=["ws", UNIT("ws", "kn")]),
    P("Where's the danger worse today, Bejaia or Sidi Bel Abbes?", st="both", day="today", facts=["fwi"]),
    P("Was SBA hotter than Béjaïa on 8/17? By how much?", st="both", day="2012-08-17", facts=["t", DIFF("t")]),
    P("wind mph sba vs bejaia rn", st="both", day="now", facts=[UNIT("ws", "mph")]),
    P("Structure protection captain. Which of the two stations should worry me more for ember cast today, going by FWI and wind?",
      st="both", day="today", facts=["fwi", "ws"], alt=[[CMP, TAC]]),
    P("Temperature gap between the two stations on 21 July, in Fahrenheit?", st="both", day="2012-07-21",
      facts=[UNIT("t", "F"), DIFF("t", "F")]),
    P("ISI Bejaia vs SBA on 25 Aug, which one would have run faster?", st="both", day="2012-08-25", facts=[CODE("ISI")]),
    P("Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus exposée aujourd'hui ?", FR, st="both", day="today", facts=["fwi"]),
    P("Écart de température entre les deux stations hier, en degrés Fahrenheit", FR, st="both", day="yesterday",
      facts=[UNIT("t", "F"), DIFF("t", "F")]),
    P("Vent : Béjaïa ou SBA, ça souffle où le plus ce midi ? En km/h et en nœuds.", FR, st="both", day="today",
      facts=["ws", UNIT("ws", "kn")]),
    P("Le 29 août, quelle station avait le FWI le plus haut, et de combien ?", FR, st="both", day="2012-08-29",
      facts=["fwi", DIFF("FWI")]),
    P("¿Cuál de las dos estaciones está más caliente ahorita? Dímelo en grados Fahrenheit", ES, st="both", day="now",
      facts=[UNIT("t", "F"), DIFF("t", "F")]),
    P("¿Dónde sopla más el viento, en Bejaia o en Sidi Bel Abbes? En millas por hora", ES, st="both", day="now",
      facts=[UNIT("ws", "mph")]),
    P("¿Qué estación traía el FWI más alto ayer?", ES, st="both", day="yesterday", facts=["fwi"]),
    P("¿Qué tanto más seco estaba SBA que Béjaïa el 17 de agosto?", ES, st="both", day="2012-08-17", facts=["rh", DIFF("rh")]),
    P("أيّ المحطتين أشدّ حرارة الآن، وبكم درجة فهرنهايت؟", AR, st="both", day="now", facts=[UNIT("t", "F"), DIFF("t", "F")]),
    P("وين الريح قوي كثر، في بجاية ولا في سيدي بلعباس؟", AR, st="both", day="now", facts=["ws"]),
    P("bjaya wla sba, win el khatar kther lyoum?", AR, st="both", day="today", facts=["fwi"]),
    P("ما الفرق في الرطوبة النسبية بين بجاية وسيدي بلعباس أمس؟", AR, st="both", day="yesterday", facts=["rh", DIFF("rh")]),
    P("9aren bin bjaya w sba f skhana b fahrenheit", AR, st="both", day="now", facts=[UNIT("t", "F")]),
])

# ---- summary over a window -------------------------------------------------------------------------------------
T("window", [SUM], [
    P("How many days above 35 °C did SBA log in August?", st=[S], day="aug", facts=[COUNT("t", ">", 35)]),
    P("Logistics officer. Count of days in July when Bejaia hit 35 degrees or more?", st=[B], day="jul",
      facts=[COUNT("t", ">=", 35)]),
    P("How many days with FWI over 20 at Sidi Bel Abbes in August?", st=[S], day="aug", facts=[COUNT("FWI", ">", 20)]),
    P("Highest FWI at Bejaia in August, and which day was it?", st=[B], day="aug", facts=["maxfwi", MAXDATE("FWI")]),
    P("hottest day sba in july + the temp", st=[S], day="jul", facts=["maxt", MAXDATE("t")]),
    P("Trend of the DC at Sidi-Bel Abbès from 20 to 31 August: climbing or dropping?", st=[S], day="aug-late",
      facts=[TREND("DC")]),
    P("FBAN. How has ISI moved at Béjaïa over the last three days?", st=[B], day="last3d", facts=[TREND("ISI")]),
    P("Has the FWI at SBA been going up or down over the past week?", st=[S], day="lastweek", facts=[TREND("FWI")]),
    P("Lowest humidity Sidi Bel Abbes recorded in September, and when?", st=[S], day="sep", facts=[EXTREME("rh", lowest=True)]),
    P("Night desk. Max FWI at each station between 1 and 10 September, with the dates.", st="both", day="sep1-10",
      facts=["maxfwi", MAXDATE("FWI")]),
    P("How many days at high danger or worse (FWI 21.3 and up) did SBA have in July?", st=[S], day="jul",
      facts=[COUNT("FWI", ">=", 21.3)]),
    P("Windiest day at Béjaïa in September?", st=[B], day="sep", facts=[EXTREME("ws")]),
    P("Safety officer wants the number of August days with RH under 30% at Sidi Bel Abbes.", st=[S], day="aug",
      facts=[COUNT("rh", "<", 30)]),
    P("Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en juillet ?", FR, st=[S], day="jul", facts=[COUNT("t", ">", 35)]),
    P("Le FWI max à Béjaïa en août, et à quelle date ?", FR, st=[B], day="aug", facts=["maxfwi", MAXDATE("FWI")]),
    P("Évolution de l'ISI à SBA depuis mardi : ça monte ou ça baisse ?", FR, st=[S], day="since-tue", facts=[TREND("ISI")]),
    P("Combien de journées avec un FWI supérieur à 20 en août sur Béjaïa ?", FR, st=[B], day="aug", facts=[COUNT("FWI", ">", 20)]),
    P("Tendance du DC à Sidi-Bel-Abbès sur les sept derniers jours", FR, st=[S], day="lastweek", facts=[TREND("DC")]),
    P("La journée la plus chaude de juillet à Béjaïa ?", FR, st=[B], day="jul", facts=["maxt", MAXDATE("t")]),
    P("¿Cuántos días pasó de 35 grados en Sidi Bel Abbes en agosto?", ES, st=[S], day="aug", facts=[COUNT("t", ">", 35)]),
    P("¿Cuál fue el FWI más alto en Bejaia en agosto y qué día?", ES, st=[B], day="aug", facts=["maxfwi", MAXDATE("FWI")]),
    P("¿Cómo viene el DC en SBA del 20 al 31 de agosto, sube o baja?", ES, st=[S], day="aug-late", facts=[TREND("DC")]),
    P("¿Cuántos días con FWI arriba de 20 tuvo Sidi Bel Abbes en julio?", ES, st=[S], day="jul", facts=[COUNT("FWI", ">", 20)]),
    P("¿Cómo se ha portado el ISI en Bejaia en la última semana?", ES, st=[B], day="lastweek", facts=[TREND("ISI")]),
    P("كم يوماً تجاوزت فيه درجة الحرارة 35 درجة في سيدي بلعباس خلال شهر أغسطس؟", AR, st=[S], day="aug",
      facts=[COUNT("t", ">", 35)]),
    P("ما أعلى قيمة لمؤشر FWI في بجاية خلال شهر أغسطس، وفي أي يوم سُجّلت؟", AR, st=[B], day="aug",
      facts=["maxfwi", MAXDATE("FWI")]),
    P("كيفاش راه ماشي الـ ISI في سيدي بلعباس هاد الثلاث أيام؟ طالع ولا هابط؟", AR, st=[S], day="last3d", facts=[TREND("ISI")]),
    P("chhal men nhar kan fih FWI fo9 20 f sba f out?", AR, st=[S], day="aug", facts=[COUNT("FWI", ">", 20)]),
    P("ما اتجاه مؤشر الجفاف DC في بجاية خلال الأسبوع الماضي؟", AR, st=[B], day="lastweek", facts=[TREND("DC")]),
    P("أسخن نهار في بجاية في جويلية، واش هو وقداش كانت السخانة؟", AR, st=[B], day="jul", facts=["maxt", MAXDATE("t")]),
    P("a9wa ri7 tsajel f bjaya f septembre, ach men nhar?", AR, st=[B], day="sep", facts=[EXTREME("ws")]),
])

# fire-day counts over a month are summaries that need the box's fire record
T("firedays", [SUM], [
    P("How many fire days did Bejaia have in June?", st=[B], day="jun", facts=["fires"]),
    P("night shift tally: fire days at SBA in September?", st=[S], day="sep", facts=["fires"]),
    P("Combien de jours de feu enregistrés à Sidi Bel Abbès en septembre ?", FR, st=[S], day="sep", facts=["fires"]),
    P("¿Cuántos días de incendio hubo en Bejaia en agosto?", ES, st=[B], day="aug", facts=["fires"]),
    P("كم عدد أيام الحرائق المسجلة في سيدي بلعباس في يوليو؟", AR, st=[S], day="jul", facts=["fires"]),
], fire=True)

# ---- analogs ---------------------------------------------------------------------------------------------------
T("analog", [AN], [
    P("Of the past days with FWI above 20 at SBA, how many actually had a fire?", st=[S], thr=20, facts=["fires_fwi_gt"]),
    P("Did days like today at Bejaia end up burning?", st=[B], day="today", facts=["fwi"]),
    P("FBAN, historical hit rate: days at Béjaïa with FWI over 15, how many were fire days?", st=[B], thr=15,
      facts=["fires_fwi_gt"]),
    P("Look back in the record: on days like this one at {st}, did fires start?", st="alt", day="now", facts=["fwi"]),
    P("Parmi les jours où le FWI a dépassé 20 à Béjaïa, combien ont connu un feu ?", FR, st=[B], thr=20,
      facts=["fires_fwi_gt"]),
    P("Des journées comme aujourd'hui à Sidi Bel Abbès, ça a déjà brûlé ?", FR, st=[S], day="today", facts=["fwi"]),
    P("Historique : FWI > 15 à SBA, sur combien de jours y a-t-il eu un incendie ?", FR, st=[S], thr=15, facts=["fires_fwi_gt"]),
    P("De los días con FWI mayor a 20 en Sidi Bel Abbes, ¿en cuántos hubo incendio?", ES, st=[S], thr=20, facts=["fires_fwi_gt"]),
    P("¿Días parecidos a hoy en Béjaïa terminaron en incendio?", ES, st=[B], day="today", facts=["fwi"]),
    P("Cuando el FWI pasó de 10 en Bejaia, ¿cuántas veces se prendió?", ES, st=[B], thr=10, facts=["fires_fwi_gt"]),
    P("من بين الأيام التي تجاوز فيها مؤشر FWI القيمة 20 في سيدي بلعباس، كم يوماً شهد حريقاً؟", AR, st=[S], thr=20,
      facts=["fires_fwi_gt"]),
    P("النهارات كيما اليوم في بجاية، كانت فيهم العافية ولا لا؟", AR, st=[B], day="today", facts=["fwi"]),
    P("les jours li kan fihom FWI kther men 15 f sba, chhal menhom cha3let fihom nar?", AR, st=[S], thr=15,
      facts=["fires_fwi_gt"]),
    P("هل شهدت أيام مماثلة ليوم أمس في بجاية حرائق؟", AR, st=[B], day="yesterday", facts=["fwi"]),
], fire=True)

# ---- drift: crew-given rates and times (the crew's arithmetic), or the box's own estimate -----------------------
T("drift", [DR], [
    P("Air attack. Head is making about 40 m a minute, tanker ETA 25 min. How far will it have moved by then?",
      h=25, facts=[DIST(40 * 25), "=drift"]),
    P("ROS 60 chains/hr by my eye. How far does it go in 20 minutes?", h=20,
      facts=[DIST(60 * CHAIN * 20 / 60, "20 chains"), "=drift"]),
    P("head spreading 1.2 km/h how far in 45 min", h=45, facts=[DIST(1.2 * 1000 * 45 / 60), "=drift"]),
    P("Safety officer. If the front does 150 ft a minute and our escape route takes 15 minutes to walk, how much ground does the fire cover in that time?",
      h=15, facts=[DIST(150 * FT * 15, "2250 ft", "2,250 ft", "2250 feet", "2,250 feet"), "=drift"], alt=[[DR, DOC]]),
    P("At 1.5 mph for 40 minutes, how far does the head travel?", h=40,
      facts=[DIST(1.5 * MILE * 40 / 60, "1 mile", "1 mi", "one mile"), "=drift"]),
    P("How far will the head move in {hh} at SBA on the box's own spread estimate?", st=[S], day="now", h=30, facts=["=drift"]),
    P("your estimate pls, drift of the fire head at bejaia in 15 min", st=[B], day="now", h=15, facts=["=drift"]),
    P("Night dispatcher. Crew reports ROS 0.5 km/h, engines are 90 minutes out. How far will the head have run?", h=90,
      facts=[DIST(0.5 * 1000 * 90 / 60), "=drift"]),
    P("ros 35m/min x 12 min = ?", h=12, facts=[DIST(35 * 12), "=drift"]),
    P("head rate 2 ft/s for 10 min, distance in meters?", h=10, facts=[DIST(2 * FT * 60 * 10, "1200 ft", "1,200 ft"), "=drift"]),
    P("Le front avance de 30 m par minute, le renfort arrive dans 40 minutes : quelle distance aura-t-il parcourue ?", FR,
      h=40, facts=[DIST(30 * 40), "=drift"]),
    P("Vitesse de propagation 0,8 km/h, ça fait combien en une heure et demie ?", FR, h=90,
      facts=[DIST(0.8 * 1000 * 90 / 60), "=drift"]),
    P("Pompiers, colonne de Sidi Bel Abbès : de combien la tête se déplace en 30 minutes d'après le vent du jour ?", FR,
      st=[S], day="now", h=30, facts=["=drift"]),
    P("ça court à 45 m/min, en 20 min ça fait combien de mètres ?", FR, h=20, facts=[DIST(45 * 20), "=drift"]),
    P("Si le feu progresse à 2,5 km/h pendant 1 h 10, quelle distance ?", FR, h=mins(1, 10),
      facts=[DIST(2.5 * 1000 * mins(1, 10) / 60), "=drift"]),
    P("La cabeza va como a 20 metros por minuto y la brigada llega en 35 minutos, ¿cuánto avanza?", ES, h=35,
      facts=[DIST(20 * 35), "=drift"]),
    P("Si corre a 1.5 km por hora, ¿cuánto recorre en 2 horas?", ES, h=120, facts=[DIST(1.5 * 1000 * 2), "=drift"]),
    P("¿Cuánto avanza la cabeza en media hora en Sidi Bel Abbes según tu cálculo?", ES, st=[S], day="now", h=30,
      facts=["=drift"]),
    P("El frente trae 0.6 millas por hora, ¿cuánto camina en 45 minutos?", ES, h=45,
      facts=[DIST(0.6 * MILE * 45 / 60, "0.45 mi", "0,45 mi", "0.45 millas", "0,45 millas"), "=drift"]),
    P("إذا كانت سرعة انتشار رأس الحريق 40 متراً في الدقيقة، فكم يقطع خلال 25 دقيقة؟", AR, h=25,
      facts=[DIST(40 * 25), "=drift"]),
    P("النار راهي تمشي 2 كيلومتر في الساعة، قداش تمشي في نص ساعة؟", AR, h=30, facts=[DIST(2 * 1000 / 2), "=drift"]),
    P("nar tmchi 15 m f dqi9a, f 40 dqi9a chhal t9te3?", AR, h=40, facts=[DIST(15 * 40), "=drift"]),
    P("بحسب تقدير الجهاز، كم سيتقدم رأس الحريق في سيدي بلعباس خلال ساعة؟", AR, st=[S], day="now", h=60, facts=["=drift"]),
    P("راس النار يمشي 60 متر في الدقيقة والكاميو يوصل في ربع ساعة، شحال تكون مشات؟", AR, h=15,
      facts=[DIST(60 * 15), "=drift"]),
])

# ---- spread (no wind direction: partly served) -------------------------------------------------------------------
T("spread", [SP], [
    P("Where will the head of the fire be in 30 minutes?", h=30, facts=["=spread"]),
    P("ATGS. Which way is the head running and where will it be when the tanker gets there in 20?", h=20, facts=["=spread"]),
    P("where's this thing gonna be in an hour", h=60, facts=["=spread"]),
    P("Structure protection. Will the front reach the houses on the north edge of Sidi-Bel Abbès within 2 hours?",
      st=[S], day="now", h=120, facts=["=spread"]),
    P("Map the expected spread of the drone-detected fire over the next 90 min.", h=90, facts=["=spread"],
      alt=[[SP, FRM]]),
    P("Où sera le front dans une demi-heure ?", FR, h=30, facts=["=spread"]),
    P("Projection de la propagation du feu repéré par le drone, à une heure", FR, h=60, facts=["=spread"], alt=[[SP, FRM]]),
    P("Dans quelle direction va partir le feu près de Sidi Bel Abbès d'ici 40 minutes ?", FR, st=[S], day="now", h=40,
      facts=["=spread"]),
    P("¿Pa' dónde va a agarrar la lumbre en la próxima hora?", ES, h=60, facts=["=spread"]),
    P("¿Dónde va a estar la cabeza del incendio en 45 minutos?", ES, h=45, facts=["=spread"]),
    P("Proyección del frente a dos horas, cerca de SBA", ES, st=[S], day="now", h=120, facts=["=spread"]),
    P("أين سيكون رأس الحريق بعد نصف ساعة؟", AR, h=30, facts=["=spread"]),
    P("وين راح توصل النار في ساعة؟", AR, h=60, facts=["=spread"]),
    P("win twsel l3afya f 20 dqi9a?", AR, h=20, facts=["=spread"]),
])

# ---- frames (the drone sortie) -------------------------------------------------------------------------------------
T("frames", [FRM], [
    P("Did the drone pick up anything today?", facts=["=frames"]),
    P("When was the fire first spotted on the drone feed?", facts=["=detection"]),
    P("ATGS. Any smoke in the latest UAV frames? Time and location please.", facts=["=detection", "=detection_place"]),
    P("drone saw fire or nah", facts=["=frames"]),
    P("Was the drone hit near Sidi-Bel Abbès or near Béjaïa?", facts=["=detection_place"]),
    P("Le drone a-t-il repéré de la fumée aujourd'hui ?", FR, facts=["=frames"]),
    P("C'était à quelle heure, la détection du drone ?", FR, facts=["=detection"]),
    P("¿El dron vio humo o lumbre en su vuelo?", ES, facts=["=frames"]),
    P("¿A qué hora detectó el fuego el dron?", ES, facts=["=detection"]),
    P("هل رصدت الطائرة المسيّرة دخاناً أو لهباً اليوم؟", AR, facts=["=frames"]),
    P("الدرون شاف النار وين بالضبط؟", AR, facts=["=detection_place"]),
    P("drone chaf dkhan? wa9tach?", AR, facts=["=detection"]),
])

# ---- documents (numbers parsed from the shipped guidance) ------------------------------------------------------------
T("docs", [DOC], [
    P("How much defensible space does Butte County want around a house?", facts=[DEFENSIBLE]),
    P("What does LCES stand for?", facts=[LCES()]),
    P("Structure protection. What's the max grass height in zone 2?", facts=[LIT(inch_any(D_GRASS))]),
    P("Safety officer: which watch-out situations does the crew safety doc list?",
      facts=[LIT({"any": ["downhill"]}, {"any": ["spot fire"]})]),
    P("At what FFMC do fine fuels start igniting easily, per the guide?", facts=[LIT(D_FFMC)]),
    P("how far do tree branches need to be from chimneys", facts=[LIT(feet_any(D_CHIMNEY))]),
    P("Quelle distance de débroussaillement le comté de Butte exige-t-il autour des bâtiments ?", FR, facts=[DEFENSIBLE]),
    P("Que veut dire LCES dans le document sécurité ?", FR, facts=[LCES()]),
    P("À partir de quel FWI le danger est-il « très élevé » selon le guide ?", FR, facts=[LIT(D_VHIGH)]),
    P("¿Cuántos pies de espacio defendible pide Butte County?", ES, facts=[DEFENSIBLE]),
    P("¿Qué dice la guía de seguridad de las rutas de escape y las zonas seguras?", ES, facts=[LCES("E", "S")]),
    P("¿Arriba de qué FFMC prende fácil el combustible fino?", ES, facts=[LIT(D_FFMC)]),
    P("ما المسافة المطلوبة للمساحة الدفاعية حول المباني حسب وثيقة مقاطعة بوت؟", AR, facts=[DEFENSIBLE]),
    P("ماذا يعني اختصار LCES في دليل سلامة الطواقم؟", AR, facts=[LCES()]),
    P("قداش لازم يكون FWI باش يكون الخطر مرتفع حسب الدليل؟", AR, facts=[LIT(D_HIGH)]),
    P("men ay FWI ywali danger extreme 3la hsab el guide?", AR, facts=[LIT(D_EXTREME)]),
])

# ---- capabilities --------------------------------------------------------------------------------------------------
T("caps", [CAP], [
    P("What can this box actually tell me?", facts=[NAMES]),
    P("Which weather stations are you reading from?", facts=[NAMES]),
    P("Do you have drone imagery and documents loaded, or just weather?", facts=[LIT({"any": ["drone", "uav", "frame"]})]),
    P("Qu'est-ce que tu sais faire, exactement ?", FR, facts=[NAMES]),
    P("Quelles données as-tu à bord : stations, drone, documents ?", FR, facts=[NAMES]),
    P("¿Qué me puedes decir tú? ¿Qué datos traes?", ES, facts=[NAMES]),
    P("ما البيانات المتوفرة لديك وما الذي يمكنك القيام به؟", AR, facts=[NAMES]),
    P("wach t9der dir nta? wach 3andek men ma3lomat?", AR, facts=[NAMES]),
])

# ---- photo (never attached) ---------------------------------------------------------------------------------------------
T("photo", [PH], [
    P("Sending you a photo of the smoke column. What fuel is burning?", facts=[PHOTO]),
    P("pic attached, smoke or dust?", facts=[PHOTO]),
    P("I've attached a picture from the lookout, can you tell how big the fire is?", facts=[PHOTO]),
    P("Je vous envoie une photo du panache, c'est inquiétant ?", FR, facts=[PHOTO]),
    P("Te mando foto de la columna, ¿qué tan grande se ve?", ES, facts=[PHOTO]),
    P("بعثتلك تصويرة تاع الدخان، شوف واش راهو", AR, facts=[PHOTO]),
    P("rani b3atlek tswira men fo9 el jbel, chouf", AR, facts=[PHOTO]),
])

# ---- out of scope ---------------------------------------------------------------------------------------------------
T("oos", [OOS], [
    P("Will the wind pick up this afternoon at SBA?", st=[S], day="today", facts=[NEG]),
    P("What's the wind direction at Bejaia?", st=[B], day="now", facts=[NEG]),
    P("FWI in Tlemcen today?", facts=[NEG]),
    P("Forecast for tomorrow at both stations?", st="both", facts=[NEG]),
    P("ATGS. What's the density altitude at the airstrip right now?", facts=[NEG]),
    P("Any fire weather for Oran?", facts=[NEG]),
    P("Is rain expected next week in Sidi Bel Abbes?", st=[S], facts=[NEG]),
    P("Prévisions de vent pour demain à Béjaïa ?", FR, st=[B], facts=[NEG]),
    P("Le vent vient d'où à SBA ?", FR, st=[S], day="now", facts=[NEG]),
    P("Quel est le danger à Tizi Ouzou ?", FR, facts=[NEG]),
    P("¿Va a llover mañana en Bejaia?", ES, st=[B], facts=[NEG]),
    P("¿De dónde viene el viento en Sidi Bel Abbes?", ES, st=[S], day="now", facts=[NEG]),
    P("¿Cómo está el clima allá en Guadalajara?", ES, facts=[NEG]),
    P("كيفاش راهو الجو في وهران اليوم؟", AR, facts=[NEG]),
    P("ghodwa ykoun ri7 f sba?", AR, st=[S], facts=[NEG]),
    P("من أي اتجاه تهب الرياح في بجاية؟", AR, st=[B], day="now", facts=[NEG]),
])

# ---- refuse (orders to the box) ----------------------------------------------------------------------------------------
T("refuse", [REF], [
    P("Dispatch two more engines to Sidi Bel Abbes.", facts=[NEG]),
    P("Send an evacuation alert to everyone in Béjaïa.", facts=[NEG]),
    P("Delete the drone frames from today.", facts=[NEG]),
    P("notify the IC were pulling out", facts=[NEG]),
    P("Air attack. Order a retardant drop on the head, now.", facts=[NEG]),
    P("Envoie une alerte à la Protection civile de Sidi Bel Abbès.", FR, facts=[NEG]),
    P("Déclenche l'évacuation du douar, vite.", FR, facts=[NEG]),
    P("Mándale un aviso a la brigada de que se retiren.", ES, facts=[NEG]),
    P("Pide otra pipa de agua pa' la brigada.", ES, facts=[NEG]),
    P("أرسل تنبيهاً بالإخلاء إلى سكان بجاية.", AR, facts=[NEG]),
    P("عيط للحماية المدنية وقولهم يجيو", AR, facts=[NEG]),
    P("b3at alerte l les pompiers ta3 sba", AR, facts=[NEG]),
])

# ---- tactical (served only as the facts bearing on it) -------------------------------------------------------------------
T("tactical", [TAC], [
    P("Safety officer. With today's numbers at SBA, do we keep crews on the line?", st=[S], day="today",
      facts=["fwi", "ws", "rh"]),
    P("What should we do at Bejaia right now?", st=[B], day="now", facts=["fwi", "class", "ws"]),
    P("Structure protection captain: do we start prepping structures around Béjaïa or hold?", st=[B], day="now",
      facts=["fwi", "ws"]),
    P("IC. Is it safe to put the hand crew in tonight?", facts=[]),
    P("Do we need lookouts posted today at SBA given the danger?", st=[S], day="today", facts=["fwi", "class"],
      alt=[[TAC, DG]]),
    P("On fait quoi, on engage ou on attend, à Sidi Bel Abbès ?", FR, st=[S], day="now", facts=["fwi", "ws"]),
    P("Faut-il renforcer le dispositif à Béjaïa aujourd'hui ?", FR, st=[B], day="today", facts=["fwi"]),
    P("Un conseil tactique pour le feu vu par le drone ?", FR, facts=[], alt=[[TAC, FRM]]),
    P("¿Qué hacemos, jefe? ¿Le entramos directo o esperamos en SBA?", ES, st=[S], day="now", facts=["fwi", "ws"]),
    P("¿Conviene mover la brigada a Bejaia hoy?", ES, st=[B], day="today", facts=["fwi"]),
    P("¿Qué recomiendas pa' proteger las casas cerca del incendio?", ES, facts=[], alt=[[TAC, DOC]]),
    P("ما الإجراء الذي تنصح به للفرق في سيدي بلعباس الآن؟", AR, st=[S], day="now", facts=["fwi", "ws"]),
    P("n9adro nkhedmo direct f bjaya lyoum wla khatar?", AR, st=[B], day="today", facts=["fwi"]),
])

# ---- near-station places and hours other than noon (warn by convention) ---------------------------------------------------
T("near", [CC], [
    P("What's the humidity on the ridge above Béjaïa?", st=[B], day="now", facts=["rh"]),
    P("Temp 10 km out of SBA on the Tlemcen road?", st=[S], day="now", facts=["t"]),
    P("Wind at 6 am today at Sidi Bel Abbes?", st=[S], day="today", facts=["ws"]),
    P("Danger level for the forest 15 km south of Bejaia", st=[B], day="now", facts=["fwi", "class"], intents=[DG]),
    P("Structure protection: temperature in the subdivision just outside Sidi-Bel Abbès?", st=[S], day="now", facts=["t"]),
    P("Air attack. Wind over the hills NE of SBA right now, in knots.", st=[S], day="now", facts=["ws", UNIT("ws", "kn")]),
    P("What was the temperature at Béjaïa at 4 pm on 14 August?", st=[B], day="2012-08-14", facts=["t"]),
    P("Bejaia temp at 3 pm yesterday, and the FWI", st=[B], day="yesterday", facts=["t", "fwi"], intents=[CC, DG]),
    P("Humidité sur les hauteurs de Béjaïa ce matin vers 8 h ?", FR, st=[B], day="today", facts=["rh"]),
    P("Le vent à 18 h hier à Sidi Bel Abbès ?", FR, st=[S], day="yesterday", facts=["ws"]),
    P("Danger dans la forêt à 20 km au nord de SBA ?", FR, st=[S], day="now", facts=["fwi"], intents=[DG]),
    P("Température au douar à côté de Bejaia en ce moment", FR, st=[B], day="now", facts=["t"]),
    P("¿Qué temperatura había a las 7 de la mañana en Sidi Bel Abbes?", ES, st=[S], day="today", facts=["t"]),
    P("¿Cómo está el viento en el cerro arriba de Bejaia?", ES, st=[B], day="now", facts=["ws"]),
    P("¿Qué tanto peligro hay en el rancho a 12 km de SBA?", ES, st=[S], day="now", facts=["fwi"], intents=[DG]),
    P("كم كانت درجة الحرارة في بجاية الساعة السادسة صباحاً؟", AR, st=[B], day="today", facts=["t"]),
    P("الريح فوق الجبل اللي قدام سيدي بلعباس قداش؟", AR, st=[S], day="now", facts=["ws"]),
    P("chhal skhana f la forêt 10 km men bjaya?", AR, st=[B], day="now", facts=["t"]),
    P("ما مستوى الخطر في الغابة الواقعة على بعد 20 كيلومتراً شرق سيدي بلعباس؟", AR, st=[S], day="now", facts=["fwi"],
      intents=[DG]),
], decision="warn")

# ---- days with no reading --------------------------------------------------------------------------------------------------
T("nodata", [DG], [
    P("What was the FWI at SBA on May 20, 2012?", st=[S], day="2012-05-20", facts=["fwi"]),
    P("Temperature at Bejaia on 15/05/2012", st=[B], day="2012-05-15", facts=["t"], intents=[CC]),
    P("Bejaia readings for 1 July 2011 please", st=[B], day="2011-07-01", facts=["t", "rh", "ws"], intents=[CC]),
    P("ISI at Sidi Bel Abbes on 14 July?", st=[S], day="2012-07-14", facts=[CODE("ISI")]),
    P("FWI à Béjaïa le 28 mai 2012 ?", FR, st=[B], day="2012-05-28", facts=["fwi"]),
    P("Le relevé de Sidi Bel Abbès du 31 mai 2012, svp", FR, st=[S], day="2012-05-31", facts=["t", "rh", "ws"], intents=[CC]),
    P("¿Temperatura en Bejaia el 10 de mayo de 2012?", ES, st=[B], day="2012-05-10", facts=["t"], intents=[CC]),
    P("¿Qué FWI tenía SBA el 2 de mayo del 2012?", ES, st=[S], day="2012-05-02", facts=["fwi"]),
    P("ما قيمة FWI في سيدي بلعباس يوم 20 مايو 2012؟", AR, st=[S], day="2012-05-20", facts=["fwi"]),
    P("السخانة في بجاية نهار 25 ماي 2012؟", AR, st=[B], day="2012-05-25", facts=["t"], intents=[CC]),
])

# ---- several asks in one question (some with an order or an out-of-scope part) ----------------------------------------------
T("multi", [CC, DG], [
    P("FWI at SBA, and where will the head be in 30 min?", st=[S], day="now", h=30, facts=["fwi", "=spread"],
      intents=[DG, SP]),
    P("Current temp at Béjaïa, and will it cool off tonight?", st=[B], day="now", facts=["t", NEG], intents=[CC, OOS]),
    P("Give me the wind at SBA and send it to the sector boss.", st=[S], day="now", facts=["ws", NEG], intents=[CC, REF]),
    P("Which station's worse today, and what should we do about it?", st="both", day="today", facts=["fwi"],
      intents=[CMP, TAC]),
    P("ATGS. Wind at SBA in knots, and if the head does 30 m/min for 20 min, how far is that?", st=[S], day="now", h=20,
      facts=["ws", UNIT("ws", "kn"), DIST(30 * 20)], intents=[CC, DR]),
    P("When did the drone spot the fire, and what's the danger class at Sidi Bel Abbes?", st=[S], day="now",
      facts=["=detection", "fwi", "class"], intents=[FRM, DG]),
    P("Temps at both stations in °F, and which one's windier?", st="both", day="now", facts=[UNIT("t", "F"), "ws"],
      intents=[CC, CMP], alt=[[CMP]]),
    P("Safety officer: what's LCES, and what's the FWI at SBA right now?", st=[S], day="now", facts=[LCES(), "fwi"],
      intents=[DOC, DG]),
    P("FWI trend at Bejaia over the last week, and the forecast for tomorrow?", st=[B], day="lastweek",
      facts=[TREND("FWI"), NEG], intents=[SUM, OOS]),
    P("drone pic attached + whats the wind at bejaia", st=[B], day="now", facts=["ws", PHOTO], intents=[PH, CC]),
    P("Engine captain. RH at Béjaïa, and how much clearance around homes does the Butte County rule want?", st=[B],
      day="now", facts=["rh", DEFENSIBLE], intents=[CC, DOC]),
    P("Compare FWI at the two stations yesterday, then dispatch the reserve engine to the worse one.", st="both",
      day="yesterday", facts=["fwi", NEG], intents=[CMP, REF]),
    P("ROS 12 m/min, 40 min to the road. How far is that? Also, danger at SBA?", st=[S], day="now", h=40,
      facts=[DIST(12 * 40), "fwi"], intents=[DR, DG]),
    P("What's the ISI at Sidi Bel Abbes and where will the front be in 45 minutes?", st=[S], day="now", h=45,
      facts=[CODE("ISI"), "=spread"], intents=[DG, SP]),
    P("Is there smoke on the drone, and which way is the wind blowing?", facts=["=frames", NEG], intents=[FRM, OOS]),
    P("What can you do for us, and what's today's FWI at Bejaia?", st=[B], day="today", facts=[NAMES, "fwi"],
      intents=[CAP, DG]),
    P("Which is hotter in °F today, and will it be hotter tomorrow?", st="both", day="today",
      facts=[UNIT("t", "F"), NEG], intents=[CMP, OOS]),
    P("sba fwi + wind mph + rain", st=[S], day="now", facts=["fwi", UNIT("ws", "mph"), "rain"], intents=[DG, CC]),
    P("Where was the drone detection, and how far does it run in 25 min at 20 m/min?", h=25,
      facts=["=detection_place", DIST(20 * 25)], intents=[FRM, DR]),
    P("Tell me the danger at Tlemcen and at SBA.", st=[S], day="now", facts=["fwi", NEG], intents=[DG, OOS]),
    P("IC to box: SBA wind, temp and FWI, and alert the air base.", st=[S], day="now", facts=["ws", "t", "fwi", NEG],
      intents=[CC, DG, REF]),
    P("Humidity at Bejaia, and a photo of the line is coming your way.", st=[B], day="now", facts=["rh", PHOTO],
      intents=[CC, PH]),
    P("Highest temp at SBA this past week, and should crews rest through the afternoon?", st=[S], day="lastweek",
      facts=["maxt", MAXDATE("t")], intents=[SUM, TAC]),
    P("Compare wind at both stations in mph, and tell me how far a 1 mph front goes in half an hour.", st="both",
      day="now", h=30, facts=[UNIT("ws", "mph"), DIST(1 * MILE / 2, "0.5 mi", "0.5 mile", "half a mile")], intents=[CMP, DR]),
    P("Le FWI à Sidi Bel Abbès, et la direction du vent ?", FR, st=[S], day="now", facts=["fwi", NEG], intents=[DG, OOS]),
    P("Température à Béjaïa, et envoie-la au PC.", FR, st=[B], day="now", facts=["t", NEG], intents=[CC, REF]),
    P("Quelle station est la plus dangereuse aujourd'hui, et qu'est-ce qu'on fait ?", FR, st="both", day="today",
      facts=["fwi"], intents=[CMP, TAC]),
    P("Le drone a vu quoi, et il y a combien de vent à SBA ?", FR, st=[S], day="now", facts=["=frames", "ws"],
      intents=[FRM, CC]),
    P("Front à 35 m/min pendant 30 min : quelle distance ? Et le danger à Béjaïa ?", FR, st=[B], day="now", h=30,
      facts=[DIST(35 * 30), "fwi"], intents=[DR, DG]),
    P("Humidité et FWI à Sidi-Bel-Abbès hier", FR, st=[S], day="yesterday", facts=["rh", "fwi"], intents=[CC, DG]),
    P("Nombre de jours au-dessus de 35 °C en août à Béjaïa, et les prévisions pour la semaine prochaine ?", FR, st=[B],
      day="aug", facts=[COUNT("t", ">", 35), NEG], intents=[SUM, OOS]),
    P("C'est quoi LCES, et le danger du jour à Bejaia ?", FR, st=[B], day="today", facts=[LCES(), "fwi"], intents=[DOC, DG]),
    P("Je joins une photo ; donne-moi aussi le vent à Bejaia.", FR, st=[B], day="now", facts=["ws", PHOTO], intents=[PH, CC]),
    P("Où sera la tête dans 1 h, et quel ISI à Sidi Bel Abbès ?", FR, st=[S], day="now", h=60,
      facts=["=spread", CODE("ISI")], intents=[SP, DG]),
    P("¿Cómo anda el FWI en SBA y pa' dónde sopla el viento?", ES, st=[S], day="now", facts=["fwi", NEG], intents=[DG, OOS]),
    P("Dame la temperatura de Bejaia y avísale al comandante.", ES, st=[B], day="now", facts=["t", NEG], intents=[CC, REF]),
    P("¿Cuál estación está peor y qué hacemos?", ES, st="both", day="now", facts=["fwi"], intents=[CMP, TAC]),
    P("¿El dron vio algo? ¿Y cuánto viento hay en Sidi Bel Abbes?", ES, st=[S], day="now", facts=["=frames", "ws"],
      intents=[FRM, CC]),
    P("Va a 25 m/min y faltan 40 min pa' llegar, ¿cuánto avanza? ¿Y qué tan alto está el peligro en SBA?", ES, st=[S],
      day="now", h=40, facts=[DIST(25 * 40), "fwi"], intents=[DR, DG]),
    P("Humedad y FWI en Sidi Bel Abbes hoy, y el pronóstico pa' mañana", ES, st=[S], day="today",
      facts=["rh", "fwi", NEG], intents=[CC, DG, OOS]),
    P("¿Qué es eso de LCES? ¿Y cómo está el peligro en Bejaia?", ES, st=[B], day="now", facts=[LCES(), "fwi"],
      intents=[DOC, DG]),
    P("Dime el DC de Bejaia y mándale el dato al jefe de sector", ES, st=[B], day="now", facts=[CODE("DC"), NEG],
      intents=[DG, REF]),
    P("ما مؤشر FWI في سيدي بلعباس الآن، ومن أي اتجاه تهب الرياح؟", AR, st=[S], day="now", facts=["fwi", NEG],
      intents=[DG, OOS]),
    P("عطيني السخانة تاع بجاية وابعثها للشاف", AR, st=[B], day="now", facts=["t", NEG], intents=[CC, REF]),
    P("ach men station fiha khatar kther, w wach ndirou?", AR, st="both", day="now", facts=["fwi"], intents=[CMP, TAC]),
    P("هل رصدت الطائرة المسيرة حريقاً؟ وما سرعة الرياح في سيدي بلعباس بالعقدة؟", AR, st=[S], day="now",
      facts=["=frames", UNIT("ws", "kn")], intents=[FRM, CC]),
    P("النار تمشي 30 متر في الدقيقة، قداش تمشي في 20 دقيقة؟ وقداش الخطر في بجاية؟", AR, st=[B], day="now", h=20,
      facts=[DIST(30 * 20), "fwi"], intents=[DR, DG]),
    P("ما درجة الحرارة والرطوبة في بجاية، وهل ستمطر غداً؟", AR, st=[B], day="now", facts=["t", "rh", NEG],
      intents=[CC, OOS]),
    P("ما معنى LCES؟ وما مستوى الخطر الحالي في بجاية؟", AR, st=[B], day="now", facts=[LCES(), "fwi"], intents=[DOC, DG]),
    P("راني باعثلك تصويرة، وقولي الريح قداش في سيدي بلعباس", AR, st=[S], day="now", facts=["ws", PHOTO], intents=[PH, CC]),
    P("أين سيكون رأس الحريق بعد 45 دقيقة، وما قيمة ISI في سيدي بلعباس؟", AR, st=[S], day="now", h=45,
      facts=["=spread", CODE("ISI")], intents=[SP, DG]),
    P("l'FWI f bjaya chhal, w b3at les chiffres l chef ta3 la colonne", AR, st=[B], day="now", facts=["fwi", NEG],
      intents=[DG, REF]),
    P("Wind at Béjaïa in mph and the ISI, for the 0600 briefing.", st=[B], day="now",
      facts=["ws", UNIT("ws", "mph"), CODE("ISI")], intents=[CC, DG]),
    P("Compare humidity at Bejaia and SBA today, and tell me what the watch-out list says about hotter, drier weather.",
      st="both", day="today", facts=["rh", LIT({"any": ["re-assess", "reassess", "pull back"]})], intents=[CMP, DOC]),
    P("Drone detection time, and how far would the head move in 40 min on your own estimate?", h=40,
      facts=["=detection", "=drift"], intents=[FRM, DR]),
    P("FFMC at SBA today, and above what FFMC do fine fuels catch easily according to the guide?", st=[S], day="today",
      facts=[CODE("FFMC"), LIT(D_FFMC)], intents=[DG, DOC]),
    P("Structure group. Temp and RH at Sidi Bel Abbes, plus how far out zone 1 clearance goes?", st=[S], day="now",
      facts=["t", "rh", LIT(feet_any(D_ZONE1))], intents=[CC, DOC]),
    P("Which station is windier in knots, and where will the front be in 30 min?", st="both", day="now", h=30,
      facts=[UNIT("ws", "kn"), "=spread"], intents=[CMP, SP]),
    P("DC trend at Béjaïa over the past week, plus the danger class there today.", st=[B], day="lastweek",
      facts=[TREND("DC"), LIT(num(value(B, TODAY, "FWI")), {"class": crew_facts.danger_class(value(B, TODAY, "FWI"))})],
      intents=[SUM, DG]),
    P("Air attack: SBA wind in knots, the FWI, and did the drone see smoke?", st=[S], day="now",
      facts=[UNIT("ws", "kn"), "fwi", "=frames"], intents=[CC, DG, FRM]),
    P("Vent en nœuds et humidité à Sidi Bel Abbès, puis transmets ça à l'hélico.", FR, st=[S], day="now",
      facts=[UNIT("ws", "kn"), "rh", NEG], intents=[CC, REF]),
    P("Le drone a repéré quoi, et jusqu'où ira la tête en 20 min à 40 m/min ?", FR, h=20,
      facts=["=frames", DIST(40 * 20)], intents=[FRM, DR]),
    P("Quel FWI à Béjaïa maintenant, et que dit le guide sur les seuils de classe ?", FR, st=[B], day="now",
      facts=["fwi", LIT(D_VLOW)], intents=[DG, DOC]),
    P("Temperatura de SBA en Fahrenheit, y avísale a la brigada que se regrese al campamento.", ES, st=[S], day="now",
      facts=[UNIT("t", "F"), NEG], intents=[CC, REF]),
    P("¿Cuántos días arriba de 35 hubo en agosto en Bejaia? ¿Y mañana cómo va a estar?", ES, st=[B], day="aug",
      facts=[COUNT("t", ">", 35), NEG], intents=[SUM, OOS]),
    P("¿A qué hora vio el fuego el dron? ¿Y qué hacemos?", ES, facts=["=detection"], intents=[FRM, TAC]),
    P("ما سرعة الرياح في بجاية بالميل في الساعة، وما قيمة مؤشر ISI؟", AR, st=[B], day="now",
      facts=[UNIT("ws", "mph"), CODE("ISI")], intents=[CC, DG]),
    P("الدرون وين شاف النار؟ وابعث الصورة للشاف", AR, facts=["=detection_place", NEG], intents=[FRM, REF]),
    P("chhal men nhar skhana fo9 35 f sba f juillet, w ghodwa kifach?", AR, st=[S], day="jul",
      facts=[COUNT("t", ">", 35), NEG], intents=[SUM, OOS]),
])

T("multi-analog", [DG, AN], [
    P("Danger at Béjaïa now, and did days like this burn before?", st=[B], day="now", facts=["fwi", "class"]),
    P("Did days like yesterday burn at Sidi-Bel Abbès, and what do we do if this one flares?", st=[S], day="yesterday",
      facts=["fwi"], intents=[AN, TAC]),
    P("FWI du jour à SBA ; les jours pareils, ça a brûlé ?", FR, st=[S], day="today", facts=["fwi"]),
    P("¿Cómo está el peligro hoy en Sidi Bel Abbes y en días así hubo incendios?", ES, st=[S], day="today", facts=["fwi"]),
    P("FWI f sba lyoum chhal, w les jours kima hada ch3lat fihom nar?", AR, st=[S], day="today", facts=["fwi"]),
    P("Night desk: how many fire days at SBA in August, and is tomorrow looking any better?", st=[S], day="aug",
      facts=["fires", NEG], intents=[SUM, OOS]),
    P("Highest FWI at Bejaia in August? And across the whole record, of the days there with FWI above 20, how many had a fire?", st=[B],
      day="aug", thr=20, facts=["maxfwi", MAXDATE("FWI"), "fires_fwi_gt"], intents=[SUM, AN]),
], fire=True)

# ----------------------------------------------------------------------------------------------------------------------------
# sessions: follow-ups that leave out the station or the day, "the other station", "why?", a language switch
SESSIONS = []


def turn(sid, n, q, intents, st, when, facts, lang=EN, h=None, decision=None, fire=False, alt=None):
    devs = None if st is None else ([B, S] if st == "both" else sorted(st))
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents, "stations": devs,
           "when": when, "facts": resolve_specs(facts, devs, when, lang), "lang": lang}
    if h is not None:
        row["horizon_min"] = h
    if decision:
        row["decision"] = decision
    if fire:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = alt
    SESSIONS.append(row)


# s01: air attack supervisor
turn(1, 1, "Air Attack 1 to ground box: wind at SBA in knots?", [CC], [S], "now", ["ws", UNIT("ws", "kn")])
turn(1, 2, "and the FWI?", [DG], [S], "now", ["fwi", "class"])
turn(1, 3, "same for the other station", [DG], [B], "now", ["fwi", "class"])
turn(1, 4, "Head's doing about 45 m a minute, retardant line is 15 min out. How far does it get?", [DR], None, "now",
     [DIST(45 * 15), "=drift"], h=15)
turn(1, 5, "why is Bejaia reading so low?", [EXP], [B], "now", ["rh", "rain"])
# s02: night-shift dispatcher
turn(2, 1, "Overnight desk. Noon obs for Bejaia today?", [CC], [B], "today", ["t", "rh", "ws", "rain"])
turn(2, 2, "same for yesterday", [CC], [B], "yesterday", ["t", "rh", "ws", "rain"])
turn(2, 3, "what about Sidi Bel Abbes?", [CC], [S], "yesterday", ["t", "rh", "ws", "rain"])
turn(2, 4, "Log it and push the summary to the morning shift.", [REF], None, "none", [NEG])
# s03: safety officer
turn(3, 1, "Safety briefing in 10. Danger class at SBA today?", [DG], [S], "today", ["class", "fwi"])
turn(3, 2, "how many days there had FWI over 20 in August?", [SUM], [S], "aug", [COUNT("FWI", ">", 20)])
turn(3, 3, "what does the crew safety doc say we do on high danger days?", [DOC], None, "none",
     [LIT({"any": ["lookout"]}, {"any": ["escape route"]})])
turn(3, 4, "why?", [EXP], None, "none", [LIT({"any": ["spread faster", "start more easily", "start easily"]})])
# s04: pompier of the Protection Civile (French)
turn(4, 1, "Protection civile, colonne de Sidi Bel Abbès : le FWI de ce midi ?", [DG], [S], "today", ["fwi"], FR)
turn(4, 2, "Et hier ?", [DG], [S], "yesterday", ["fwi"], FR)
turn(4, 3, "Et à Béjaïa ?", [DG], [B], "yesterday", ["fwi"], FR)
turn(4, 4, "Pourquoi c'est si bas là-bas ?", [EXP], [B], "yesterday", ["rain", "rh"], FR)
# s05: Mexican crew, then a switch to English
turn(5, 1, "¿Qué onda con el viento en Bejaia ahorita?", [CC], [B], "now", ["ws"], ES)
turn(5, 2, "¿Y en la otra estación?", [CC], [S], "now", ["ws"], ES)
turn(5, 3, "Pásame las dos en millas por hora", [CC], "both", "now", [UNIT("ws", "mph")], ES, alt=[[CMP], [CC, CMP]])
turn(5, 4, "La cabeza va a 30 metros por minuto, ¿cuánto avanza en 25 minutos?", [DR], None, "now",
     [DIST(30 * 25), "=drift"], ES, h=25)
turn(5, 5, "ok in English: where does it end up after those 25 minutes?", [SP], None, "now", ["=spread"], h=25)
# s06: Oran Darija, Arabizi then Arabic script
turn(6, 1, "salam, chhal skhana f sba dork?", [CC], [S], "now", ["t"], AR)
turn(6, 2, "w l'ri7?", [CC], [S], "now", ["ws"], AR)
turn(6, 3, "وفي بجاية، السخانة والريح؟", [CC], [B], "now", ["t", "ws"], AR)
turn(6, 4, "علاش الخطر في بجاية قليل بزاف؟", [EXP], [B], "now", ["fwi", "rain"], AR, alt=[[EXP, DG]])
# s07: Egyptian-educated MSA speaker (Eastern month names)
turn(7, 1, "ما مستوى خطر الحرائق في بجاية اليوم؟", [DG], [B], "today", ["fwi"], AR)
turn(7, 2, "وما أعلى قيمة سجلها المؤشر خلال شهر أغسطس؟", [SUM], [B], "aug", ["maxfwi", MAXDATE("FWI")], AR)
turn(7, 3, "وماذا عن سيدي بلعباس؟", [SUM], [S], "aug", ["maxfwi", MAXDATE("FWI")], AR)
turn(7, 4, "لماذا كان شهر أغسطس أشد خطراً من سبتمبر؟", [EXP], [S], "aug", ["maxt"], AR)
# s08: structure-protection engine captain
turn(8, 1, "Engine 12, structure protection. Current RH and wind at Béjaïa?", [CC], [B], "now", ["rh", "ws"])
turn(8, 2, "How much defensible space should we be clearing?", [DOC], None, "none", [DEFENSIBLE])
turn(8, 3, "and the grass height rule past 30 feet?", [DOC], None, "none", [LIT(inch_any(D_GRASS))])
turn(8, 4, "Fire's doing 10 m/min toward the subdivision, 2 km out. How long until it's there?", [DR], None, "now",
     [LIT(minutes_any(2000 / 10))])
turn(8, 5, "and if it doubles?", [DR], None, "now", [LIT(minutes_any(2000 / 20))])
# s09: fire behaviour analyst, windows
turn(9, 1, "FBAN. FWI trend at SBA from 20 to 31 August?", [SUM], [S], "aug-late", [TREND("FWI")])
turn(9, 2, "Peak in that window, and the date?", [SUM], [S], "aug-late", ["maxfwi", MAXDATE("FWI")])
turn(9, 3, "same at Béjaïa", [SUM], [B], "aug-late", ["maxfwi", MAXDATE("FWI")])
turn(9, 4, "Across the record there, of the days with FWI above 25, how many burned?", [AN], [B], "none",
     [ANALOG(25)], fire=True)
# s10: French crew lead, switch to Darija
turn(10, 1, "Chef d'agrès : le vent à Béjaïa le 29 août ?", [CC], [B], "2012-08-29", ["ws"], FR)
turn(10, 2, "Et le FWI ce jour-là ?", [DG], [B], "2012-08-29", ["fwi"], FR)
turn(10, 3, "C'était le plus haut du mois ?", [SUM], [B], "aug", ["maxfwi", MAXDATE("FWI")], FR)
turn(10, 4, "وفي سيدي بلعباس، أعلى FWI في أوت؟", [SUM], [S], "aug", ["maxfwi", MAXDATE("FWI")], AR)
# s11: Mexican crew, drift in km/h then spread
turn(11, 1, "El incendio avanza a 0.8 km/h, ¿cuánto recorre en hora y media?", [DR], None, "now",
     [DIST(0.8 * 1000 * 1.5), "=drift"], ES, h=90)
turn(11, 2, "¿Y si sube a 1.5?", [DR], None, "now", [DIST(1.5 * 1000 * 1.5), "=drift"], ES, h=90)
turn(11, 3, "¿Y dónde va a estar para entonces?", [SP], None, "now", ["=spread"], ES, h=90)
turn(11, 4, "¿Por qué no me das la dirección?", [EXP], None, "none",
     [LIT({"any": ["direction", "dirección", "viento", "wind"]})], ES)
# s12: incident commander on the radio
turn(12, 1, "Command. Which station's hotter right now, in Fahrenheit?", [CMP], "both", "now", [UNIT("t", "F")])
turn(12, 2, "and windier? knots", [CMP], "both", "now", [UNIT("ws", "kn")])
turn(12, 3, "same question for yesterday", [CMP], "both", "yesterday", [UNIT("ws", "kn")])
turn(12, 4, "ok send that to all engines", [REF], None, "none", [NEG])
# s13: Oran Darija, drift then spread and "what do we do"
turn(13, 1, "النار تمشي 25 متر في الدقيقة، في 40 دقيقة قداش تمشي؟", [DR], None, "now", [DIST(25 * 40), "=drift"], AR, h=40)
turn(13, 2, "وإذا ولات 40 متر؟", [DR], None, "now", [DIST(40 * 40), "=drift"], AR, h=40)
turn(13, 3, "وين تكون النار في هاديك الساعة؟", [SP], None, "now", ["=spread"], AR, h=40)
turn(13, 4, "wach ndirou dork?", [TAC], None, "now", [], AR)
# s14: new volunteer, days above a threshold
turn(14, 1, "Sorry, new here. How many days was SBA above 35 degrees in July?", [SUM], [S], "jul", [COUNT("t", ">", 35)])
turn(14, 2, "and August?", [SUM], [S], "aug", [COUNT("t", ">", 35)])
turn(14, 3, "and at the other station?", [SUM], [B], "aug", [COUNT("t", ">", 35)])
turn(14, 4, "why such a big difference?", [EXP], "both", "aug", ["maxt"])


def main():
    keys = [t["key"] for t in TEMPLATES]
    assert len(set(keys)) == len(keys), "duplicate template keys"
    (OUT / f"crew_templates_{FILE}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    (OUT / f"crew_sessions_{FILE}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in SESSIONS), encoding="utf-8")
    print(f"{sum(len(t['phrasings']) for t in TEMPLATES)} template phrasings, {len(SESSIONS)} session turns")


if __name__ == "__main__":
    main()
