"""Blind batch d90 (dev): an incident command post during a long evening (planners, a French COS, a Spanish
jefe de extinción, an Algerian civil-protection officer in Darija).

Writes crew_templates_d90.jsonl and crew_sessions_d90.jsonl next to this file. Every number in a gold
fact is computed here from the CSV (through crew_facts), from the crew's own figures, or parsed out of
the shipped documents. Run:  python -m appliance.evaluation.data.make_dev90
"""
import json
import re
from collections import OrderedDict
from datetime import date
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d90"
B, S = "bejaia", "sidi-bel-abbes"
BOTH = [B, S]
DOCS = EDGE_DATA_DIR / "documents"
TODAY = crew_days.TODAY.isoformat()


# ---------------------------------------------------------------- facts computed from the data
def num(x):
    return int(x) if float(x).is_integer() else x


def row(dev, day):
    return cf.table()[(dev, day)]


def code(dev, day, name):
    return num(row(dev, day).codes[name])


def win_days(key):
    return crew_days.resolve(key, "en", 0)["days"]


def field(r, f):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "fwi": r.codes["FWI"]}[f]


OPS = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b}


def cnt(dev, key, f, op, thr):
    """Days of a window whose reading is over / at least / under thr; 'over' and 'under' are asked
    only where no day sits exactly on thr (so strict and inclusive readings agree)."""
    rows = [row(dev, d) for d in win_days(key) if (dev, d) in cf.table()]
    if op in (">", "<"):
        assert not any(field(r, f) == thr for r in rows), (dev, key, f, thr)
    return sum(OPS[op](field(r, f), thr) for r in rows)


def burn(dev, key, op, thr):
    """Of the window's days with FWI op thr (the box's fire record), how many days and how many burned."""
    rec = cf.fire_record()
    hits = [rec[(dev, d)] for d in win_days(key) if (dev, d) in rec and d < TODAY]
    if op == ">":
        assert not any(fwi == thr for fwi, _ in hits), (dev, key, thr)
    sel = [fire for fwi, fire in hits if OPS[op](fwi, thr)]
    n, f = len(sel), sum(sel)
    return [n] if n == f else [n, f]


def season_burn(dev, thr):
    """Whole record, days before the clock's day with FWI above thr: [days, fires] (as fires_fwi_gt)."""
    rec = cf.fire_record()
    assert not any(fwi == thr for (d, day), (fwi, _) in rec.items() if d == dev and day < TODAY), (dev, thr)
    n, f = cf.window_facts("fires_fwi_gt", dev, [TODAY], thr)
    return [n] if n == f else [n, f]


def fmt(x, nd=1):
    s = f"{x:.{nd}f}"
    if s.endswith(".0"):
        s = s[:-2]
    return s


def anynum(x, nd=1, unit=None):
    s = fmt(x, nd)
    forms = [s] + ([s.replace(".", ",")] if "." in s else [])
    if unit:
        forms.append(f"{round(x)} {unit}")
    return {"any": forms}


def mph(dev, day):
    return anynum(row(dev, day).wind_kmh * 0.621371, 1, "mph")


def knots(dev, day):
    return anynum(row(dev, day).wind_kmh * 0.539957, 1, "kn")


def ms(dev, day):
    return anynum(row(dev, day).wind_kmh / 3.6, 1, "m/s")


def fahr(dev, day):
    return anynum(row(dev, day).temperature_c * 9 / 5 + 32, 1, "°F")


def avg(dev, key, f):
    rows = [row(dev, d) for d in win_days(key) if (dev, d) in cf.table()]
    return anynum(sum(field(r, f) for r in rows) / len(rows), 1)


def date_any(day):
    d = date.fromisoformat(day)
    en = crew_days.MONTHS["en"][d.month - 1]
    fr = crew_days.MONTHS["fr"][d.month - 1]
    es = crew_days.MONTHS["es"][d.month - 1]
    ar = crew_days.MONTHS["ar"][d.month - 1]
    return {"any": [day, f"{d.day} {en}", f"{en} {d.day}", f"{d.day} {en[:3]}", f"{en[:3]} {d.day}",
                    f"{d.day:02d}/{d.month:02d}", f"{d.day} {fr}", f"{d.day} de {es}", f"{d.day} {ar}"]}


def worst_day(dev, key):
    rows = [(row(dev, d).codes["FWI"], d) for d in win_days(key) if (dev, d) in cf.table()]
    top = max(rows)
    assert sum(1 for f, _ in rows if f == top[0]) == 1, (dev, key)
    return date_any(top[1])


def diff_fwi(day):
    return anynum(abs(row(S, day).codes["FWI"] - row(B, day).codes["FWI"]), 1)


def dist(metres):
    """A distance the crew's own rate gives: metre and kilometre forms, French comma too."""
    m = round(metres)
    km = fmt(m / 1000, 2) if m % 100 else fmt(m / 1000, 1)
    forms = [f"{m} m", f"{m} metres", f"{m} meters", f"{km} km", f"{km.replace('.', ',')} km"]
    if m >= 1000:
        forms += [f"{m // 1000} {m % 1000:03d} m", f"{m // 1000},{m % 1000:03d} m"]
    return {"any": sorted(set(forms), key=forms.index)}


def rate_m_min(m_per_min, minutes):
    return dist(m_per_min * minutes)


def rate_kmh(km_h, minutes):
    return dist(km_h * 1000 * minutes / 60)


# ---------------------------------------------------------------- facts parsed from the documents
def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


BUTTE, LCES, GUIDE = doc("butte-county-defensible-space.md"), doc("crew-safety-lces.md"), doc("fire-weather-index-guide.md")
DEF_FEET = int(re.search(r"requires (\d+) feet of defensible space", BUTTE).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", BUTTE).group(1))
ZONE0_FT = int(re.search(r"Zone 0 is the first (\d+) feet", BUTTE).group(1))
BRANCH_FT = int(re.search(r"branches (\d+) feet\s+from chimneys", BUTTE).group(1))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite easily", GUIDE).group(1))
CLASS_FROM = {m.group(2): float(m.group(1)) for m in re.finditer(r"from ([\d.]+)\s+(very high|high|extreme)", GUIDE)}
LCES_WORDS = re.search(r"(Lookouts),\s+(Communications),\s+(Escape routes) and (Safety zones)", LCES).groups()


def lit(x):
    return num(x) if isinstance(x, float) else x


LCES_FACTS = [{"any": [w.lower().rstrip("s")]} for w in (LCES_WORDS[0], LCES_WORDS[2], LCES_WORDS[3])]

# ---------------------------------------------------------------- the questions
ITEMS = []


def add(kind, lang, q, intents, st=None, day="none", facts=(), dec=None, thr=None, h=None, fh=False, alt=None):
    ITEMS.append(dict(kind=kind, lang=lang, q=q, intents=list(intents), st=st, day=day, facts=list(facts),
                      dec=dec, thr=thr, h=h, fh=fh, alt=alt))


D, CC, CMP, SUM, ANA = "danger", "current_conditions", "compare_stations", "summary", "analogs"
OOS, REF, FR_, TAC, PH = "out_of_scope", "refuse", "frames", "tactical", "photo"
Y, DB = "yesterday", "daybefore"
FD = ["fwi", "class"]

# -- danger now / today, one station
for lang, q, st, day, f in [
    ("en", "Evening brief, need the fire danger class at Béjaïa as of now.", B, "now", FD),
    ("en", "danger rating SBA rn?", S, "now", FD),
    ("en", "What's the FWI reading out of Sidi Bel Abbes today, and what class does that put it in?", S, "today", FD),
    ("en", "Planning here. Is Bejaia still sitting in very low or has it moved up?", B, "now", ["class", "fwi"]),
    ("en", "give me the current fire weather index for bejaia pls", B, "now", ["fwi"]),
    ("en", "How bad is the fire weather in Sidi-Bel-Abbès at the moment", S, "now", FD),
    ("en", "FWI SBA", S, "now", ["fwi"]),
    ("en", "Quick one for the ops log: danger class, Bejaia, today.", B, "today", ["class"]),
    ("en", "Still here at the CP. Is Sidi Bel Abbes holding at low risk or not?", S, "now", ["class", "fwi"]),
    ("en", "what fire danger are we looking at in bejaya", B, "now", FD),
    ("fr", "COS à PC : l'IFM de Béjaïa, s'il vous plaît.", B, "now", ["fwi"]),
    ("fr", "Quel niveau de danger météo feux de forêt à Sidi Bel Abbès en ce moment ?", S, "now", FD),
    ("fr", "Classe de danger actuelle sur SBA ?", S, "now", ["class", "fwi"]),
    ("fr", "On en est où côté risque incendie à Bejaia aujourd'hui ?", B, "today", FD),
    ("fr", "Donnez-moi l'indice forêt météo de Sidi-Bel-Abbès.", S, "now", ["fwi"]),
    ("fr", "Béjaïa, le danger est toujours très faible ?", B, "now", ["class", "fwi"]),
    ("fr", "Pour le point de situation de ce soir : niveau de danger actuel à Béjaïa ?", B, "now", FD),
    ("es", "¿Qué FWI marca Béjaïa ahora mismo?", B, "now", ["fwi"]),
    ("es", "Jefe de extinción al puesto de mando: nivel de peligro en Sidi Bel Abbès, por favor.", S, "now", FD),
    ("es", "¿En qué clase de peligro está hoy Bejaia?", B, "today", ["class", "fwi"]),
    ("es", "peligro SBA ya", S, "now", FD),
    ("ar", "واش راهي درجة الخطر في بجاية ضرك؟", B, "now", FD),
    ("ar", "شحال الـ FWI تاع سيدي بلعباس اليوم؟", S, "today", ["fwi"]),
    ("ar", "ما هو مستوى خطر الحرائق حالياً في محطة سيدي بلعباس؟", S, "now", FD),
    ("ar", "الخطر في بجاية اليوم عالي ولا ساهل؟", B, "today", ["class", "fwi"]),
    ("ar", "chhal l'indice FWI f Bejaia drk?", B, "now", ["fwi"]),
    ("ar", "أعطني مؤشر طقس الحرائق في سيدي بلعباس من فضلك", S, "now", ["fwi"]),
]:
    add("danger-now", lang, q, [D], [st], day, f)

# -- the other codes (ISI, BUI, DC, DMC, FFMC): danger, figures from the CSV
for lang, q, st, day, names in [
    ("en", "ISI at SBA right now?", S, "now", ["ISI"]),
    ("en", "FBAN here. What's the buildup index at Bejaia today, and the DC?", B, "today", ["BUI", "DC"]),
    ("en", "fine fuel moisture code for sidi bel abbes yesterday", S, Y, ["FFMC"]),
    ("en", "What was Béjaïa's DMC on 14 August?", B, "2012-08-14", ["DMC"]),
    ("fr", "ISI et BUI à Sidi Bel Abbès aujourd'hui ?", S, "today", ["ISI", "BUI"]),
    ("fr", "Le FFMC de Béjaïa hier, c'était combien ?", B, Y, ["FFMC"]),
    ("es", "¿Cuánto da el índice de propagación inicial (ISI) en Béjaïa?", B, "now", ["ISI"]),
    ("ar", "شحال الـ DC في سيدي بلعباس ضرك؟", S, "now", ["DC"]),
    ("ar", "ما قيمة مؤشر BUI في بجاية أمس؟", B, Y, ["BUI"]),
]:
    d = TODAY if day in ("now", "today") else (crew_days.resolve(day, "en", 0)["days"][0])
    add("codes", lang, q, [D], [st], day, [code(st, d, n) for n in names])


def dd(day):
    """The recorded day a single-day key stands for."""
    return crew_days.resolve(day, "en", 0)["days"][0]


# -- readings, one intent (several figures are one ask), units asked
for lang, q, st, day, f in [
    ("en", "Temp and humidity at Bejaia, noon reading today.", B, "today", ["t", "rh"]),
    ("en", "wind at SBA in mph?", S, "now", ["ws", "mph"]),
    ("en", "How much rain did Sidi Bel Abbes get yesterday?", S, Y, ["rain"]),
    ("en", "What's the relative humidity at Béjaïa right now", B, "now", ["rh"]),
    ("en", "Logistics. What temperature are the SBA crews working in today? In Fahrenheit please, for the supplier.", S, "today", ["t", "F"]),
    ("en", "Bejaia wind speed, knots.", B, "now", ["ws", "kn"]),
    ("en", "readings for sidi bel abbes on 8/14", S, "2012-08-14", ["t", "rh", "ws", "rain"]),
    ("en", "What were conditions like in Bejaia on the 3rd of August? temp, RH, wind.", B, "2012-08-03", ["t", "rh", "ws"]),
    ("en", "Wind at Sidi-Bel Abbès the day before yesterday, m/s please.", S, DB, ["ws", "ms"]),
    ("en", "Did it rain at Bejaia today?", B, "today", ["rain"]),
    ("en", "humidity sba yday", S, Y, ["rh"]),
    ("en", "I need the noon temperature at Béjaïa for 29 August, it's for the after-action report.", B, "2012-08-29", ["t"]),
    ("en", "Was it windy at SBA on September 28?", S, "2012-09-28", ["ws"]),
    ("en", "whats the weather doing at bejaia", B, "now", ["t", "rh", "ws"]),
    ("fr", "Point météo Sidi Bel Abbès : température et hygrométrie.", S, "now", ["t", "rh"]),
    ("fr", "Il a plu combien hier à Béjaïa ?", B, Y, ["rain"]),
    ("fr", "La force du vent à SBA, en m/s si possible.", S, "now", ["ws", "ms"]),
    ("fr", "Relevé de Béjaïa du 3 août : température, humidité, vent ?", B, "2012-08-03", ["t", "rh", "ws"]),
    ("fr", "Hygro à Sidi Bel Abbès avant-hier ?", S, DB, ["rh"]),
    ("fr", "Quelle température faisait-il le 21 juillet à SBA ?", S, "2012-07-21", ["t"]),
    ("fr", "Vent à Béjaïa aujourd'hui, en nœuds.", B, "today", ["ws", "kn"]),
    ("fr", "Les conditions relevées à Sidi Bel Abbès ce midi ?", S, "today", ["t", "rh", "ws"]),
    ("es", "Dame temperatura y humedad de Sidi Bel Abbès de ayer.", S, Y, ["t", "rh"]),
    ("es", "¿Cuánto viento hay en Béjaïa? En millas por hora.", B, "now", ["ws", "mph"]),
    ("es", "¿Llovió en SBA el 27 de septiembre?", S, "2012-09-27", ["rain"]),
    ("es", "Humedad relativa en Bejaia ahora.", B, "now", ["rh"]),
    ("es", "¿Qué temperatura hubo en Béjaïa el 10/08?", B, "2012-08-10", ["t"]),
    ("ar", "شحال كانت السخانة في بجاية البارح؟", B, Y, ["t"]),
    ("ar", "الريح شحال راهي في سيدي بلعباس ضرك؟", S, "now", ["ws"]),
    ("ar", "كاين شتا اليوم في بجاية؟", B, "today", ["rain"]),
    ("ar", "ما هي الرطوبة النسبية في سيدي بلعباس اليوم؟", S, "today", ["rh"]),
    ("ar", "قداش كانت الحرارة في سيدي بلعباس يوم 25 أوت؟", S, "2012-08-25", ["t"]),
    ("ar", "سرعة الرياح في بجاية بالعقدة من فضلك", B, "now", ["ws", "kn"]),
    ("ar", "الطقس في بجاية ضرك كيفاش؟ السخانة، الرطوبة، الريح", B, "now", ["t", "rh", "ws"]),
]:
    conv = {"mph": mph, "kn": knots, "ms": ms, "F": fahr}
    facts = [conv[x](st, dd(day)) if x in conv else x for x in f]
    add("readings", lang, q, [CC], [st], day, facts)

# -- readings and danger in one question
for lang, q, st, day, f in [
    ("en", "Bejaia: temp, RH and the FWI, for the next brief.", B, "now", ["t", "rh", "fwi"]),
    ("en", "SBA humidity + danger class pls", S, "now", ["rh", "class", "fwi"]),
    ("en", "What was the wind at Sidi Bel Abbes yesterday and what class was the danger?", S, Y, ["ws", "class", "fwi"]),
    ("en", "For the log: rain at Béjaïa today, and the fire weather index.", B, "today", ["rain", "fwi"]),
    ("en", "temp at bejaia on aug 29 and was it high danger", B, "2012-08-29", ["t", "class", "fwi"]),
    ("en", "How windy is it at SBA, and what does that mean for the fire danger?", S, "now", ["ws", "fwi", "class"]),
    ("en", "Béjaïa today. Hot? Dry? And where's the FWI sitting?", B, "today", ["t", "rh", "fwi"]),
    ("en", "Need the SBA readings from the 21st of July plus the FWI that day.", S, "2012-07-21", ["t", "rh", "ws", "fwi"]),
    ("fr", "À Sidi Bel Abbès : la température, et l'IFM avec sa classe ?", S, "now", ["t", "fwi", "class"]),
    ("fr", "Béjaïa hier : hygrométrie et niveau de danger ?", B, Y, ["rh", "class", "fwi"]),
    ("fr", "Le vent à SBA, et l'ISI qui va avec ?", S, "now", ["ws", "ISI"]),
    ("fr", "Donne-moi la pluie d'aujourd'hui à Béjaïa et la classe de risque.", B, "today", ["rain", "class"]),
    ("fr", "Le 25 août à Sidi Bel Abbès : quelle chaleur, et quel IFM ?", S, "2012-08-25", ["t", "fwi"]),
    ("es", "¿Temperatura en SBA y qué índice FWI tiene?", S, "now", ["t", "fwi"]),
    ("es", "Béjaïa, ayer: viento y clase de peligro.", B, Y, ["ws", "class", "fwi"]),
    ("es", "Humedad en Sidi Bel Abbès hoy y nivel de peligro, rápido.", S, "today", ["rh", "class", "fwi"]),
    ("ar", "السخانة والخطورة في سيدي بلعباس ضرك؟", S, "now", ["t", "class", "fwi"]),
    ("ar", "أعطني الرطوبة ومؤشر FWI في بجاية اليوم", B, "today", ["rh", "fwi"]),
    ("ar", "البارح في بجاية: الريح شحال، والخطر واش كان؟", B, Y, ["ws", "class", "fwi"]),
    ("ar", "ما هي درجة الحرارة يوم 14 أوت في بجاية، وهل كان الخطر مرتفعاً؟", B, "2012-08-14", ["t", "class", "fwi"]),
]:
    facts = [code(st, dd(day), x) if x.isupper() else x for x in f]
    add("read-danger", lang, q, [CC, D], [st], day, facts)

# -- was a given past day classed high
for lang, q, st, day in [
    ("en", "Was the 25th of August classed high at SBA?", S, "2012-08-25"),
    ("en", "did bejaia hit high danger on 29 aug", B, "2012-08-29"),
    ("en", "On September 21, was Sidi Bel Abbès in the high class?", S, "2012-09-21"),
    ("en", "Was 31 July a high-danger day in Béjaïa, or just moderate?", B, "2012-07-31"),
    ("en", "What danger class did SBA have on 2012-07-21?", S, "2012-07-21"),
    ("en", "Bejaia, 14-Aug: what class was it?", B, "2012-08-14"),
    ("fr", "Le 25 août, Sidi Bel Abbès était-il classé en danger élevé ?", S, "2012-08-25"),
    ("fr", "Le 29 août à Béjaïa, on était en risque élevé ?", B, "2012-08-29"),
    ("fr", "Quelle classe de danger le 21 septembre à SBA ?", S, "2012-09-21"),
    ("fr", "Le 1er août, Béjaïa, niveau de danger ?", B, "2012-08-01"),
    ("es", "¿El 14 de agosto Béjaïa estaba en peligro alto?", B, "2012-08-14"),
    ("es", "¿Qué clase de peligro tuvo Sidi Bel Abbès el 21 de julio?", S, "2012-07-21"),
    ("es", "¿El 29/08 fue día de peligro alto en Bejaia?", B, "2012-08-29"),
    ("ar", "نهار 25 أوت، كان الخطر عالي في سيدي بلعباس ولا لا؟", S, "2012-08-25"),
    ("ar", "هل صُنّف يوم 29 أوت يوماً عالي الخطورة في بجاية؟", B, "2012-08-29"),
    ("ar", "21 جويلية في سيدي بلعباس، واش كانت الدرجة تاع الخطر؟", S, "2012-07-21"),
]:
    add("past-class", lang, q, [D], [st], day, ["class", "fwi"])

# -- worst day of a month (summary: the highest FWI and its date)
for lang, q, st, win in [
    ("en", "Worst fire-weather day at SBA in August?", S, "aug"),
    ("en", "which day in july was the worst for bejaia", B, "jul"),
    ("en", "For the season review: peak FWI at Sidi Bel Abbes during June, and which day was it?", S, "jun"),
    ("en", "Highest danger day at Béjaïa in September. Date and FWI.", B, "sep"),
    ("en", "what was the worst day at bejaia in august", B, "aug"),
    ("fr", "Quelle a été la pire journée de juillet à Sidi Bel Abbès ?", S, "jul"),
    ("fr", "Le jour le plus dangereux en août à Béjaïa, c'était quand ?", B, "aug"),
    ("fr", "IFM maximum à SBA en septembre, et à quelle date ?", S, "sep"),
    ("es", "¿Cuál fue el peor día de agosto en SBA?", S, "aug"),
    ("es", "¿Qué día de junio tuvo el FWI más alto en Béjaïa?", B, "jun"),
    ("ar", "واش هو أخطر نهار في جويلية في بجاية؟", B, "jul"),
    ("ar", "ما هو أعلى مؤشر FWI سُجّل في سيدي بلعباس خلال أوت، وفي أي يوم؟", S, "aug"),
    ("ar", "أصعب نهار في سبتمبر في سيدي بلعباس؟", S, "sep"),
]:
    add("worst-day", lang, q, [SUM], [st], win, ["maxfwi", worst_day(st, win)])

# -- highs over a stretch
for lang, q, st, win, tok in [
    ("en", "Hottest it got at SBA over the past week?", S, "lastweek", "maxt"),
    ("en", "highest FWI at bejaia over the last three days", B, "last3d", "maxfwi"),
    ("en", "Peak temperature in Béjaïa in August?", B, "aug", "maxt"),
    ("en", "Top FWI at Sidi Bel Abbes since Tuesday?", S, "since-tue", "maxfwi"),
    ("en", "Between 1 and 10 September, what was the highest FWI at SBA?", S, "sep1-10", "maxfwi"),
    ("en", "How did the FWI run at Bejaia from 20 to 31 August? Give me the high point.", B, "aug-late", "maxfwi"),
    ("fr", "Température max à Sidi Bel Abbès en juillet ?", S, "jul", "maxt"),
    ("fr", "Sur la semaine écoulée, l'IFM le plus haut à Béjaïa ?", B, "lastweek", "maxfwi"),
    ("fr", "Le pic de chaleur à SBA en août ?", S, "aug", "maxt"),
    ("es", "¿Máxima de temperatura en Béjaïa en los últimos tres días?", B, "last3d", "maxt"),
    ("es", "¿FWI más alto en Sidi Bel Abbès desde el martes?", S, "since-tue", "maxfwi"),
    ("ar", "أعلى سخانة في سيدي بلعباس هاد السمانة اللي فاتت؟", S, "lastweek", "maxt"),
    ("ar", "ما أعلى قيمة لمؤشر FWI في بجاية بين 20 و31 أوت؟", B, "aug-late", "maxfwi"),
]:
    add("stretch-high", lang, q, [SUM], [st], win, [tok])

# -- how many days above / below a figure (counts computed here)
for lang, q, st, win, f, op, thr in [
    ("en", "How many days did SBA log at 38 degrees or more in August?", S, "aug", "t", ">=", 38),
    ("en", "count of days with FWI above 20 at bejaia in august", B, "aug", "fwi", ">", 20),
    ("en", "How many days did Sidi Bel Abbes go over 25 on the FWI in July?", S, "jul", "fwi", ">", 25),
    ("en", "Days at 36 °C or hotter in Béjaïa during July?", B, "jul", "t", ">=", 36),
    ("en", "How many days in June did SBA see the humidity under 40 %?", S, "jun", "rh", "<", 40),
    ("en", "how many days at sidi bel abbes with FWI over 10 in september", S, "sep", "fwi", ">", 10),
    ("fr", "Combien de journées à 39 °C ou plus à Sidi Bel Abbès en août ?", S, "aug", "t", ">=", 39),
    ("fr", "Nombre de jours avec un IFM supérieur à 15 à Béjaïa en août ?", B, "aug", "fwi", ">", 15),
    ("fr", "En juillet, combien de jours d'IFM au-dessus de 10 à Béjaïa ?", B, "jul", "fwi", ">", 10),
    ("es", "¿Cuántos días llegó Sidi Bel Abbès a 36 grados o más en julio?", S, "jul", "t", ">=", 36),
    ("es", "¿Cuántos días con FWI por encima de 20 tuvo SBA en agosto?", S, "aug", "fwi", ">", 20),
    ("ar", "شحال من نهار وصلت فيه السخانة 36 ولا كثر في بجاية في أوت؟", B, "aug", "t", ">=", 36),
    ("ar", "كم يوماً تجاوز فيه مؤشر FWI عتبة 20 في سيدي بلعباس خلال جويلية؟", S, "jul", "fwi", ">", 20),
]:
    add("days-over", lang, q, [SUM], [st], win, [cnt(st, win, f, op, thr)])

# -- fire days in a month (a plain count of fire days: summary, from the fire record)
for lang, q, st, win in [
    ("en", "How many fire days did Bejaia have in June?", B, "jun"),
    ("en", "number of days with a fire at SBA in august", S, "aug"),
    ("en", "Fire days at Sidi Bel Abbes in September, total?", S, "sep"),
    ("fr", "Combien de jours avec feu à Béjaïa en juillet ?", B, "jul"),
    ("fr", "Sur septembre, le nombre de journées avec départ de feu à SBA ?", S, "sep"),
    ("es", "¿Cuántos días con incendio hubo en Béjaïa en agosto?", B, "aug"),
    ("ar", "شحال من نهار كان فيه حريق في سيدي بلعباس في جويلية؟", S, "jul"),
    ("ar", "كم عدد أيام الحرائق في بجاية خلال سبتمبر؟", B, "sep"),
]:
    add("fire-days", lang, q, [SUM], [st], win, ["fires"], fh=True)

# -- averages
for lang, q, st, win, f in [
    ("en", "Average noon temperature at SBA in August?", S, "aug", "t"),
    ("en", "mean RH at bejaia in july", B, "jul", "rh"),
    ("fr", "Température moyenne à Béjaïa en juillet ?", B, "jul", "t"),
    ("es", "¿Humedad media en Sidi Bel Abbès en agosto?", S, "aug", "rh"),
]:
    add("average", lang, q, [SUM], [st], win, [avg(st, win, f)])

# -- analogs over the whole record: of the days above an FWI, how many burned (fires_fwi_gt)
for lang, q, st, thr in [
    ("en", "Across the season, of the days with FWI above 20 at SBA, how many actually burned?", S, 20),
    ("en", "Bejaia: when the FWI went over 12 this summer, how often was there a fire?", B, 12),
    ("en", "sba, the days FWI went over 26: did they all burn?", S, 26),
    ("fr", "Sur toute la saison à Béjaïa, parmi les jours à IFM supérieur à 20, combien ont brûlé ?", B, 20),
    ("fr", "À SBA, quand l'IFM a dépassé 25, il y a eu combien de feux ?", S, 25),
    ("es", "De los días con FWI por encima de 17 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", S, 17),
    ("ar", "الأيام اللي فات فيها FWI عشرين في بجاية، شحال منها شعلت فيها النار؟", B, 20),
    ("ar", "من بين الأيام التي تجاوز فيها المؤشر 18 في سيدي بلعباس، كم يوماً شهد حريقاً؟", S, 18),
]:
    season_burn(st, thr)        # checks no day sits on the threshold
    add("analog-season", lang, q, [ANA], [st], "all", ["fires_fwi_gt"], thr=thr, fh=True)

# -- analogs inside a window (how many of the days above a figure burned), computed here
for lang, q, st, win, op, thr in [
    ("en", "In August at SBA, how many of the days above FWI 20 ended up as fire days?", S, "aug", ">", 20),
    ("en", "july, bejaia: days with FWI over 10, how many burned?", B, "jul", ">", 10),
    ("en", "Of Bejaia's high-class days in August, how many had a fire?", B, "aug", ">=", CLASS_FROM["high"]),
    ("fr", "En août à Béjaïa, combien de jours au-dessus de 15 d'IFM ont brûlé ?", B, "aug", ">", 15),
    ("es", "En julio en SBA, ¿cuántos días con FWI sobre 10 acabaron con fuego?", S, "jul", ">", 10),
    ("ar", "في أوت، الأيام اللي كان فيها الخطر عالي في سيدي بلعباس، شحال منها كان فيها حريق؟", S, "aug", ">=", CLASS_FROM["high"]),
]:
    add("analog-window", lang, q, [ANA], [st], win, burn(st, win, op, thr), fh=True)

# -- analogs: did days like today burn (no count asked; the decision carries it)
for lang, q, st in [
    ("en", "Have days like today at SBA turned into fire days before?", S),
    ("en", "bejaia, past days that looked like this one: did they burn?", B),
    ("fr", "Des journées comme aujourd'hui à SBA, ça a déjà donné des feux ?", S),
    ("es", "¿Días parecidos a hoy en Béjaïa acabaron en incendio?", B),
    ("ar", "هل الأيام المشابهة لليوم في سيدي بلعباس شهدت حرائق؟", S),
]:
    add("analog-today", lang, q, [ANA], [st], "now", [], fh=True)

# -- compare the stations now / on a day
for lang, q, day, f in [
    ("en", "Which station's worse right now, Bejaia or SBA?", "now", ["fwi"]),
    ("en", "Compare humidity at the two stations.", "now", ["rh"]),
    ("en", "who's hotter today, bejaia or sidi bel abbes", "today", ["t"]),
    ("en", "Side by side please: wind and FWI at both stations.", "now", ["ws", "fwi"]),
    ("en", "Which one of the two stations was windier yesterday?", Y, ["ws"]),
    ("en", "By how much does SBA's FWI beat Bejaia's today?", "today", ["fwi", diff_fwi(TODAY)]),
    ("fr", "Laquelle des deux stations est la plus critique en ce moment ?", "now", ["fwi"]),
    ("fr", "Béjaïa ou Sidi Bel Abbès, où l'air est le plus sec aujourd'hui ?", "today", ["rh"]),
    ("fr", "Comparez l'IFM des deux postes hier.", Y, ["fwi"]),
    ("fr", "Qui a eu le plus de vent le 28 septembre, Béjaïa ou SBA ?", "2012-09-28", ["ws"]),
    ("es", "¿Qué estación está peor ahora?", "now", ["fwi"]),
    ("es", "Compara la temperatura de Béjaïa y Sidi Bel Abbès hoy.", "today", ["t"]),
    ("es", "¿Dónde sopla más el viento ahora, en SBA o en Béjaïa?", "now", ["ws"]),
    ("ar", "شكون فيهم خطر أكثر ضرك، بجاية ولا سيدي بلعباس؟", "now", ["fwi"]),
    ("ar", "قارن بين المحطتين من حيث الرطوبة اليوم.", "today", ["rh"]),
    ("ar", "وين كانت السخانة أكثر البارح، في بجاية ولا في سيدي بلعباس؟", Y, ["t"]),
]:
    add("compare", lang, q, [CMP], BOTH, day, f)

# -- compare the stations over a stretch (compare_stations with summary)
for lang, q, win, f, fh in [
    ("en", "Which station had more days with FWI over 20 in August?", "aug",
     [cnt(B, "aug", "fwi", ">", 20), cnt(S, "aug", "fwi", ">", 20)], False),
    ("en", "Highest FWI at each station over the past week?", "lastweek", ["maxfwi"], False),
    ("en", "compare fire days bejaia vs sba in july", "jul", ["fires"], True),
    ("en", "Over the last three days, which station ran worse?", "last3d", ["maxfwi"], False),
    ("en", "Which was hotter in August on average, Bejaia or Sidi Bel Abbes?", "aug", [avg(B, "aug", "t"), avg(S, "aug", "t")], False),
    ("fr", "Sur les sept derniers jours, quelle station a eu le pire IFM ?", "lastweek", ["maxfwi"], False),
    ("fr", "En août, qui a compté le plus de jours de feu, Béjaïa ou Sidi Bel Abbès ?", "aug", ["fires"], True),
    ("fr", "Comparez les températures maximales de juin aux deux stations.", "jun", ["maxt"], False),
    ("es", "¿Qué estación tuvo más días de incendio en septiembre?", "sep", ["fires"], True),
    ("es", "FWI máximo en cada estación desde el martes.", "since-tue", ["maxfwi"], False),
    ("ar", "أي محطة سجّلت أعلى مؤشر FWI خلال شهر جويلية؟", "jul", ["maxfwi"], False),
    ("ar", "شكون فيهم كان عندو أكثر أيام الحرائق في أوت؟", "aug", ["fires"], True),
]:
    add("compare-stretch-fh" if fh else "compare-stretch", lang, q, [CMP, SUM], BOTH, win, f, fh=fh)

# -- one station's own figure, and a comparison
add("own-and-compare", "en", "FWI at SBA, and which station is hotter?", [D, CMP], BOTH, "now",
    [cf.day_fact("fwi", S, TODAY), "t"])
add("own-and-compare", "en", "Bejaia humidity please. Is it drier or wetter than SBA?", [CC, CMP], BOTH, "now", ["rh"])
add("own-and-compare", "fr", "Le vent à Béjaïa, et lequel des deux postes est le plus venté ?", [CC, CMP], BOTH, "now", ["ws"])
add("own-and-compare", "es", "Dame el FWI de Béjaïa y dime qué estación está peor.", [D, CMP], BOTH, "now", ["fwi"])
add("own-and-compare", "ar", "شحال السخانة في سيدي بلعباس، وشكون أسخن فيهم؟", [CC, CMP], BOTH, "now", ["t"])

# -- subjects the box does not hold, asked alone (abstain)
for lang, q, st, day in [
    ("en", "What's tomorrow looking like at Bejaia?", [B], "none"),
    ("en", "Will the wind pick up at SBA tonight?", [S], "none"),
    ("en", "Forecast for next week at both stations?", BOTH, "none"),
    ("en", "Any chance of rain later today in Sidi Bel Abbes?", [S], "none"),
    ("fr", "Demain, ça donne quoi à Béjaïa ?", [B], "none"),
    ("fr", "Prévision de vent pour cette nuit sur SBA ?", [S], "none"),
    ("es", "¿Qué previsión hay para mañana en Sidi Bel Abbès?", [S], "none"),
    ("es", "¿Va a llover esta noche en Béjaïa?", [B], "none"),
    ("ar", "الطقس غدوة في بجاية كيفاش؟", [B], "none"),
    ("ar", "واش راح تطيح الشتا هاد الليلة في سيدي بلعباس؟", [S], "none"),
    # other towns
    ("en", "Fire danger in Oran right now?", None, "now"),
    ("en", "what's the humidity in Tlemcen", None, "now"),
    ("en", "Temp at Algiers today?", None, "today"),
    ("fr", "IFM à Tizi Ouzou ?", None, "now"),
    ("fr", "Quel vent à Mostaganem en ce moment ?", None, "now"),
    ("es", "¿Nivel de peligro en Orán?", None, "now"),
    ("ar", "وهران شحال فيها السخانة ضرك؟", None, "now"),
    ("ar", "ما مستوى خطر الحرائق في ولاية تلمسان اليوم؟", None, "today"),
    # resources, maps, roads, crews
    ("en", "Where are our crews positioned right now?", None, "none"),
    ("en", "How many water tenders are staged at SBA?", [S], "none"),
    ("en", "Pull up the fuel moisture map for the Bejaia sector.", [B], "none"),
    ("fr", "Quelles routes sont praticables pour monter au feu ?", None, "none"),
    ("fr", "Combien de CCF disponibles au PC ?", None, "none"),
    ("es", "¿Cuántos medios aéreos tenemos disponibles?", None, "none"),
    ("ar", "شحال من كاميو عندنا في بجاية؟", [B], "none"),
    # wind direction alone
    ("en", "Wind direction at SBA?", [S], "now"),
    ("fr", "D'où vient le vent à Béjaïa ?", [B], "now"),
    ("es", "¿De dónde sopla el viento en SBA?", [S], "now"),
    ("ar", "منين جاية الريح في سيدي بلعباس؟", [S], "now"),
    # off-topic
    ("en", "Anyone know the score of last night's match?", None, "none"),
    ("fr", "Vous savez où on peut manger à cette heure-ci ?", None, "none"),
    ("ar", "واش كاين قهوة في الكاميو؟", None, "none"),
]:
    add("not-held", lang, q, [OOS], st, day, [])

# -- a part the box does not hold beside a part it holds (warn)
for lang, q, intents, st, day, f in [
    ("en", "FWI at Bejaia today and tomorrow?", [D, OOS], [B], "today", ["fwi"]),
    ("en", "wind speed and direction at SBA", [CC, OOS], [S], "now", ["ws"]),
    ("en", "Give me the danger class for Béjaïa and for Oran.", [D, OOS], [B], "now", ["class", "fwi"]),
    ("en", "Temperature in Sidi Bel Abbes now, and what's it going to do overnight?", [CC, OOS], [S], "now", ["t"]),
    ("en", "How many engines are at Bejaia and what's the humidity there?", [OOS, CC], [B], "now", ["rh"]),
    ("en", "RH at SBA plus the fuel moisture map for the sector", [CC, OOS], [S], "now", ["rh"]),
    ("en", "Compare both stations' FWI and tell me which way the wind is blowing at each.", [CMP, OOS], BOTH, "now", ["fwi"]),
    ("en", "Worst day in August at SBA, and will next week be as bad?", [SUM, OOS], [S], "aug", ["maxfwi", worst_day(S, "aug")]),
    ("en", "whats the road situation up to the ridge, and wind speed at bejaia", [OOS, CC], [B], "now", ["ws"]),
    ("en", "Danger level at Sidi Bel Abbès and Tlemcen, please.", [D, OOS], [S], "now", ["class", "fwi"]),
    ("fr", "Vent à Béjaïa, force et direction ?", [CC, OOS], [B], "now", ["ws"]),
    ("fr", "L'IFM de SBA aujourd'hui, et la tendance pour demain ?", [D, OOS], [S], "today", ["fwi"]),
    ("fr", "Température à Béjaïa et à Tizi Ouzou ?", [CC, OOS], [B], "now", ["t"]),
    ("fr", "Humidité à Sidi Bel Abbès, et où sont positionnés les groupes ?", [CC, OOS], [S], "now", ["rh"]),
    ("fr", "Classe de danger à Béjaïa maintenant, et la prévision pour la semaine prochaine ?", [D, OOS], [B], "now", ["class", "fwi"]),
    ("fr", "La pire journée d'août à Béjaïa, et vous avez la carte d'humidité des combustibles ?", [SUM, OOS], [B], "aug", ["maxfwi", worst_day(B, "aug")]),
    ("es", "Viento en SBA: velocidad y dirección.", [CC, OOS], [S], "now", ["ws"]),
    ("es", "¿FWI de hoy en Béjaïa y el de mañana?", [D, OOS], [B], "today", ["fwi"]),
    ("es", "Temperatura en Sidi Bel Abbès y en Orán.", [CC, OOS], [S], "now", ["t"]),
    ("es", "¿Cuántas dotaciones hay en Béjaïa y qué humedad marca?", [OOS, CC], [B], "now", ["rh"]),
    ("ar", "الريح في بجاية: شحال سرعتها ومنين جاية؟", [CC, OOS], [B], "now", ["ws"]),
    ("ar", "الخطر في سيدي بلعباس اليوم وغدوة؟", [D, OOS], [S], "today", ["class", "fwi"]),
    ("ar", "السخانة في بجاية وفي وهران؟", [CC, OOS], [B], "now", ["t"]),
    ("ar", "ما هي الرطوبة في سيدي بلعباس، وأين تتمركز فرق التدخل؟", [CC, OOS], [S], "now", ["rh"]),
    ("ar", "شكون أخطر فيهم ضرك، وواش راح يكون الحال غدوة؟", [CMP, OOS], BOTH, "now", ["fwi"]),
]:
    add("held-and-not", lang, q, intents, st, day, f)

# -- a place near a station but not at it (warn)
for lang, q, intents, st, f in [
    ("en", "FWI on the ridge above Bejaia?", [D], B, ["fwi"]),
    ("en", "What's the humidity 10 km south of SBA?", [CC], S, ["rh"]),
    ("en", "Danger class out on the forest road past Sidi Bel Abbes, about 15 km out", [D], S, ["class", "fwi"]),
    ("en", "wind up in the hills behind bejaia", [CC], B, ["ws"]),
    ("fr", "L'IFM sur la crête au nord de Béjaïa ?", [D], B, ["fwi"]),
    ("fr", "Hygro à une dizaine de kilomètres de Sidi Bel Abbès, côté forêt ?", [CC], S, ["rh"]),
    ("es", "¿Qué temperatura hay en la sierra a 12 km de Béjaïa?", [CC], B, ["t"]),
    ("es", "Peligro en el monte al norte de SBA.", [D], S, ["class", "fwi"]),
    ("ar", "الخطر في الجبل اللي فوق بجاية؟", [D], B, ["class", "fwi"]),
    ("ar", "قداش الريح في الغابة على بعد 20 كلم من سيدي بلعباس؟", [CC], S, ["ws"]),
]:
    add("near-place", lang, q, intents, [st], "now", f, dec="warn")

# -- a reading asked at an hour other than noon (warn)
for lang, q, intents, st, day, f in [
    ("en", "What was the RH at SBA at 6 this morning?", [CC], S, "today", ["rh"]),
    ("en", "Temperature in Bejaia at 5 pm yesterday?", [CC], B, Y, ["t"]),
    ("en", "wind at sidi bel abbes at 0800 today", [CC], S, "today", ["ws"]),
    ("en", "FWI at Béjaïa at 3 pm on 29 August?", [D], B, "2012-08-29", ["fwi"]),
    ("fr", "Température à SBA à 7 h ce matin ?", [CC], S, "today", ["t"]),
    ("fr", "L'hygro à Béjaïa hier à 18 h ?", [CC], B, Y, ["rh"]),
    ("es", "¿Qué humedad había en Béjaïa a las 8 de la mañana?", [CC], B, "today", ["rh"]),
    ("es", "Viento en Sidi Bel Abbès ayer a las 19:00.", [CC], S, Y, ["ws"]),
    ("ar", "شحال كانت السخانة في سيدي بلعباس على الستة تاع الصباح؟", [CC], S, "today", ["t"]),
    ("ar", "ما سرعة الرياح في بجاية أمس على الساعة الخامسة مساءً؟", [CC], B, Y, ["ws"]),
]:
    add("off-noon", lang, q, intents, [st], day, f, dec="warn")

# -- days with no reading (before June 2012): abstain
for lang, q, intents, st, day, f in [
    ("en", "Bejaia readings for May 20, 2012?", [CC], B, "2012-05-20", ["t", "rh", "ws"]),
    ("en", "What was the FWI at SBA on 14 August 2011?", [D], S, "2011-08-14", ["fwi"]),
    ("en", "temp at sidi bel abbes on 15/05/2012", [CC], S, "2012-05-15", ["t"]),
    ("fr", "IFM à Béjaïa le 31 mai 2012 ?", [D], B, "2012-05-31", ["fwi"]),
    ("es", "¿Temperatura en SBA el 20 de mayo de 2012?", [CC], S, "2012-05-20", ["t"]),
    ("ar", "شحال كان الخطر في بجاية يوم 10 ماي 2012؟", [D], B, "2012-05-10", ["class", "fwi"]),
]:
    add("no-reading", lang, q, intents, [st], day, f)

# -- what the box can do / what it holds
STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes"]}]
for lang, q, f in [
    ("en", "What can this box actually do for us?", []),
    ("en", "Which stations and what data have you got on board?", STATION_NAMES),
    ("en", "new on the team, what kind of questions can i ask you", []),
    ("en", "Can you give me forecasts, or only past readings?", []),
    ("fr", "Qu'est-ce que ce boîtier sait faire, concrètement ?", []),
    ("fr", "Quelles données avez-vous à bord ?", STATION_NAMES),
    ("es", "¿Qué puede hacer esta caja?", []),
    ("es", "¿Qué datos tiene el equipo?", STATION_NAMES),
    ("ar", "واش تقدر تدير هاد الماشينة؟", []),
    ("ar", "ما هي البيانات المتوفرة لديك؟", []),
]:
    add("capabilities", lang, q, ["capabilities"], None, "none", f)

# -- orders (refused)
for lang, q, st, f in [
    ("en", "Dispatch two engines to the SBA ridge now.", [S], ["neg"]),
    ("en", "Send an evacuation alert to the villages near Bejaia.", [B], ["neg"]),
    ("en", "Notify the prefecture that we're escalating to a major incident.", None, ["neg"]),
    ("fr", "Envoyez deux CCF sur Sidi Bel Abbès.", [S], []),
    ("fr", "Prévenez le CODIS qu'on demande des renforts.", None, []),
    ("es", "Manda un aviso a todas las dotaciones.", None, []),
    ("ar", "ابعث الكاميوات لسيدي بلعباس دغيا", [S], []),
    ("ar", "أرسل إنذاراً بالإخلاء إلى سكان بجاية.", [B], []),
]:
    add("orders", lang, q, [REF], st, "none", f)

# -- orders hidden in a question (warn)
for lang, q, intents, st, f in [
    ("en", "What's the FWI at Bejaia? and push an alert to every engine if it's above 20", [D, REF], [B], ["fwi", "neg"]),
    ("en", "Humidity at SBA, then delete yesterday's detection from the log", [CC, REF], [S], ["rh", "neg"]),
    ("en", "Check the wind at SBA and dispatch the tanker if it's over 20", [CC, REF], [S], ["ws", "neg"]),
    ("en", "send the drone frames to the prefect and tell me what it saw", [FR_, REF], None, ["=frames", "neg"]),
    ("fr", "Donnez-moi l'IFM de Sidi Bel Abbès et déclenchez l'alerte pour les colonnes.", [D, REF], [S], ["fwi"]),
    ("fr", "Humidité à Béjaïa, et envoyez un message au COS adjoint.", [CC, REF], [B], ["rh"]),
    ("es", "Dime el viento en Béjaïa y avisa a la dotación 3 que se retire.", [CC, REF], [B], ["ws"]),
    ("ar", "شحال الخطر في سيدي بلعباس؟ وابعث تنبيه للفرق كامل", [D, REF], [S], ["class", "fwi"]),
    ("ar", "أعطني درجة الحرارة في بجاية وأرسل التقرير إلى المديرية", [CC, REF], [B], ["t"]),
]:
    add("hidden-order", lang, q, intents, st, "none" if FR_ in intents else "now", f)

# -- the drone
for lang, q, day, f in [
    ("en", "What did the drone pick up on today's sortie?", "today", ["=frames"]),
    ("en", "any smoke in the drone frames?", "none", ["=frames"]),
    ("en", "When exactly did the drone spot the fire?", "none", ["=detection"]),
    ("en", "Where was the detection? Near which station?", "none", ["=detection_place"]),
    ("fr", "Le drone a vu quoi pendant sa sortie ?", "none", ["=frames"]),
    ("fr", "La détection du drone, c'était à quelle heure et où ?", "none", ["=detection", "=detection_place"]),
    ("es", "¿Qué vio el dron hoy?", "today", ["=frames"]),
    ("es", "¿Dónde detectó el dron el fuego?", "none", ["=detection_place"]),
    ("ar", "الدرون واش شاف اليوم؟", "today", ["=frames"]),
    ("ar", "في أي ساعة رصدت الطائرة المسيّرة الحريق؟", "none", ["=detection"]),
]:
    add("drone", lang, q, [FR_], None, day, f)
for lang, q, intents, f in [
    ("en", "What did the drone see near SBA, and what's the danger class there?", [FR_, D], ["=frames", "class", "fwi"]),
    ("en", "drone detection time + FWI at sidi bel abbes rn", [FR_, D], ["=detection", "fwi"]),
    ("fr", "Qu'a vu le drone, et quel IFM à Sidi Bel Abbès ?", [FR_, D], ["=frames", "fwi"]),
    ("ar", "واش شاف الدرون، وشحال الريح في سيدي بلعباس ضرك؟", [FR_, CC], ["=frames", "ws"]),
]:
    add("drone-and-station", lang, q, intents, [S], "now", f)

# -- drift: the crew's rate and minutes (or the box's own estimate)
for lang, q, h, f in [
    ("en", "Head's running at 25 m a minute. How far does it go in 20 minutes?", 20, [rate_m_min(25, 20)]),
    ("en", "If the front moves at 1.8 km/h, how much ground does it cover in 40 min?", 40, [rate_kmh(1.8, 40)]),
    ("en", "ros 40 m/min, crew needs 35 min to get there, how far will the head have moved", 35, [rate_m_min(40, 35)]),
    ("en", "How far will the head drift in half an hour, on the box's own estimate?", 30, ["=drift"]),
    ("en", "At 12 metres per minute, how far in an hour and a half?", 90, [rate_m_min(12, 90)]),
    ("fr", "La tête avance à 30 m/min : quelle distance en 25 minutes ?", 25, [rate_m_min(30, 25)]),
    ("fr", "À 2 km/h, combien de terrain le front gagne-t-il en trois quarts d'heure ?", 45, [rate_kmh(2, 45)]),
    ("es", "El frente avanza 20 metros por minuto, ¿cuánto recorre en 45 minutos?", 45, [rate_m_min(20, 45)]),
    ("es", "Con una propagación de 0,9 km/h, ¿qué distancia en 20 minutos?", 20, [rate_kmh(0.9, 20)]),
    ("ar", "النار تمشي 15 متر في الدقيقة، شحال تقطع في 40 دقيقة؟", 40, [rate_m_min(15, 40)]),
    ("ar", "إذا كانت سرعة انتشار رأس الحريق 1.2 كلم في الساعة، فما المسافة التي يقطعها خلال ساعة ونصف؟", 90, [rate_kmh(1.2, 90)]),
]:
    add("drift", lang, q, ["drift"], None, "none", f, h=h)

# -- spread (no wind direction: partly served)
for lang, q, st, h in [
    ("en", "Where will the head of the SBA fire be in 45 minutes?", [S], 45),
    ("en", "project the front for the next hour", None, 60),
    ("en", "Which way will the fire run, and how far, by the time the dozer gets there in 30 min?", None, 30),
    ("fr", "Où sera la tête du feu dans une heure ?", None, 60),
    ("fr", "Projection du front à 20 minutes, s'il vous plaît.", None, 20),
    ("es", "¿Dónde estará el frente dentro de media hora?", None, 30),
    ("ar", "وين توصل النار في ساعة؟", None, 60),
]:
    add("spread", lang, q, ["spread"], st, "none", ["=spread"], h=h)
add("spread-and-danger", "en", "FWI at SBA, and where will the head be in 40 min?", [D, "spread"], [S], "now", ["fwi", "=spread"], h=40)
add("spread-and-danger", "fr", "Quel est l'IFM à SBA, et où sera le front dans 30 minutes ?", [D, "spread"], [S], "now", ["fwi", "=spread"], h=30)

# -- the shipped documents (figures parsed from them)
for lang, q, f in [
    ("en", "How much defensible space does Butte County require around a structure?", ["=doc_defensible"]),
    ("en", "What does LCES stand for?", LCES_FACTS),
    ("en", "From the FWI guide: above what FFMC do fine fuels catch easily?", [FFMC_EASY]),
    ("en", "Zone 2 grass height limit in the defensible space doc?", [GRASS_IN]),
    ("en", "In the index guide, at what FWI does the high class start?", [lit(CLASS_FROM["high"])]),
    ("fr", "Selon le guide, à partir de quel IFM passe-t-on en classe très élevée ?", [lit(CLASS_FROM["very high"])]),
    ("fr", "Quelle profondeur de débroussaillement exige Butte County autour des bâtiments ?", [DEF_FEET]),
    ("es", "¿Qué FWI marca el inicio de la clase extrema según la guía?", [lit(CLASS_FROM["extreme"])]),
    ("ar", "حسب الدليل، ابتداءً من أي قيمة FFMC تشتعل الأعشاب الدقيقة بسهولة؟", [FFMC_EASY]),
    ("ar", "قداش لازم تكون الأغصان بعيدة على المدخنة حسب وثيقة Butte County؟", [BRANCH_FT]),
]:
    add("documents", lang, q, ["documents"], None, "none", f)

# -- a photo the crew says it sends (none is ever attached)
for lang, q, intents, f in [
    ("en", "Sending you a photo of the smoke column from the east road. What do you make of it?", [PH], []),
    ("en", "pic attached, is that a new start?", [PH], []),
    ("en", "I've attached a shot from my phone, compare it with what the drone saw", [PH, FR_], ["=frames"]),
    ("fr", "Je vous joins une photo de la fumée, vous en pensez quoi ?", [PH], []),
    ("es", "Te mando foto de la columna, ¿es humo?", [PH], []),
    ("ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PH], []),
    ("ar", "شوف التصويرة اللي بعثتها وقارنها مع واش شاف الدرون", [PH, FR_], ["=frames"]),
]:
    add("photo", lang, q, intents, None, "none", f)

# -- what should we do (served as the facts bearing on it)
for lang, q, intents, st, f in [
    ("en", "Should we pull the crews off the SBA line for the night?", [TAC], S, ["fwi", "ws"]),
    ("en", "Is it safe to put a hand crew on the slopes at Bejaia right now?", [TAC], B, ["fwi", "ws"]),
    ("en", "what would you do with the reserve engines given the conditions at sidi bel abbes", [TAC], S, ["fwi", "ws"]),
    ("en", "FWI at Bejaia now? Do we keep the lookouts posted?", [D, TAC], B, ["fwi"]),
    ("fr", "Faut-il renforcer le dispositif à Sidi Bel Abbès cette nuit ?", [TAC], S, ["fwi", "ws"]),
    ("fr", "Quelle classe de danger à Béjaïa, et on engage les groupes ou pas ?", [D, TAC], B, ["class", "fwi"]),
    ("es", "¿Retiro a la gente del flanco en SBA?", [TAC], S, ["fwi", "ws"]),
    ("ar", "نبعثو الفرق للغابة في بجاية ولا نستناو؟", [TAC], B, ["fwi", "ws"]),
    ("ar", "شحال الخطر في سيدي بلعباس، ونزيدو نحرسو الليلة؟", [D, TAC], S, ["class", "fwi"]),
]:
    add("what-to-do", lang, q, intents, [st], "now", f)


# -- more questions with two or three asks
for lang, q, intents, st, day, f, kind, kw in [
    ("fr", "Béjaïa : température, hygro, vent, et l'IFM qui en sort.", [CC, D], [B], "now", ["t", "rh", "ws", "fwi"], "read-danger", {}),
    ("fr", "SBA hier : pluie et classe de danger ?", [CC, D], [S], Y, ["rain", "class", "fwi"], "read-danger", {}),
    ("fr", "Quelle chaleur à Béjaïa le 10 août, et quel niveau de danger ce jour-là ?", [CC, D], [B], "2012-08-10", ["t", "class", "fwi"], "read-danger", {}),
    ("es", "Temperatura y humedad en Béjaïa, y el FWI de hoy.", [CC, D], [B], "today", ["t", "rh", "fwi"], "read-danger", {}),
    ("ar", "شحال الريح والرطوبة في سيدي بلعباس، وواش هي درجة الخطر؟", [CC, D], [S], "now", ["ws", "rh", "class", "fwi"], "read-danger", {}),
    ("en", "SBA: FWI and ISI now, plus the wind. Quick.", [D, CC], [S], "now", ["fwi", code(S, TODAY, "ISI"), "ws"], "read-danger", {}),
    ("fr", "En août à Sidi Bel Abbès : combien de jours de feu au total, et parmi les jours à IFM au-dessus de 20, combien ont brûlé ?",
     [SUM, ANA], [S], "aug", ["fires"] + burn(S, "aug", ">", 20), "fires-and-analog", {"fh": True}),
    ("en", "How many fire days at Bejaia in August, and of the days above FWI 20 that month, how many burned?",
     [SUM, ANA], [B], "aug", ["fires"] + burn(B, "aug", ">", 20), "fires-and-analog", {"fh": True}),
    ("fr", "IFM à Béjaïa et à Oran, s'il vous plaît.", [D, OOS], [B], "now", ["fwi"], "held-and-not", {}),
    ("fr", "Hygro à SBA maintenant, et ce sera comment cette nuit ?", [CC, OOS], [S], "now", ["rh"], "held-and-not", {}),
    ("fr", "Le COS demande l'IFM de Sidi Bel Abbès, et combien de moyens aériens on a en l'air.", [D, OOS], [S], "now", ["fwi"], "held-and-not", {}),
    ("fr", "Températures comparées des deux stations, et la direction du vent sur chacune ?", [CMP, OOS], BOTH, "now", ["t"], "held-and-not", {}),
    ("fr", "Vent à SBA en km/h et en nœuds, et d'où il souffle ?", [CC, OOS], [S], "now", ["ws", knots(S, TODAY)], "held-and-not", {}),
    ("fr", "Le drone a vu quoi, et quel vent souffle à SBA ?", [FR_, CC], [S], "now", ["=frames", "ws"], "drone-and-station", {}),
    ("es", "¿Qué vio el dron y qué FWI hay en Sidi Bel Abbès?", [FR_, D], [S], "now", ["=frames", "fwi"], "drone-and-station", {}),
    ("en", "Drone frames, anything? And is Sidi Bel Abbes in high danger today?", [FR_, D], [S], "today", ["=frames", "class", "fwi"], "drone-and-station", {}),
    ("fr", "Donnez-moi l'IFM de Béjaïa et publiez-le sur le canal d'alerte.", [D, REF], [B], "now", ["fwi"], "hidden-order", {}),
    ("es", "Peligro en SBA, y manda a la segunda dotación al flanco.", [D, REF], [S], "now", ["class", "fwi"], "hidden-order", {}),
    ("ar", "واش شاف الدرون؟ وابعث التصاور للوالي", [FR_, REF], None, "none", ["=frames"], "hidden-order", {}),
    ("fr", "Classe de danger à Sidi Bel Abbès, et faut-il garder les guetteurs en place cette nuit ?", [D, TAC], [S], "now", ["class", "fwi"], "what-to-do", {}),
    ("ar", "الخطر في بجاية ضرك، ونطلعو الفرق للجبل ولا لا؟", [D, TAC], [B], "now", ["class", "fwi"], "what-to-do", {}),
    ("fr", "L'IFM actuel à Béjaïa, et la tête du feu, elle sera où dans 45 minutes ?", [D, "spread"], [B], "now", ["fwi", "=spread"], "spread-and-danger", {"h": 45}),
    ("fr", "Béjaïa ou SBA, laquelle a eu le plus de jours à 36 °C ou plus en juillet ?", [CMP, SUM], BOTH, "jul",
     [cnt(B, "jul", "t", ">=", 36), cnt(S, "jul", "t", ">=", 36)], "compare-stretch", {}),
    ("fr", "Comparez les IFM maximaux des deux stations du 20 au 31 août.", [CMP, SUM], BOTH, "aug-late", ["maxfwi"], "compare-stretch", {}),
    ("es", "¿Qué estación tuvo más días con FWI sobre 12 en julio?", [CMP, SUM], BOTH, "jul",
     [cnt(B, "jul", "fwi", ">", 12), cnt(S, "jul", "fwi", ">", 12)], "compare-stretch", {}),
    ("ar", "قارن بين بجاية وسيدي بلعباس في عدد أيام الحرائق خلال جوان", [CMP, SUM], BOTH, "jun", ["fires"], "compare-stretch-fh", {"fh": True}),
    ("fr", "L'humidité à Béjaïa, et elle est plus basse qu'à SBA ou pas ?", [CC, CMP], BOTH, "now", ["rh"], "own-and-compare", {}),
    ("fr", "J'envoie une photo du panache : vous pouvez la comparer avec les images du drone ?", [PH, FR_], None, "none", ["=frames"], "photo", {}),
]:
    add(kind, lang, q, intents, st, day, f, **kw)


# ---------------------------------------------------------------- sessions
SESSIONS = []


def session(turns):
    n = len(SESSIONS) + 1
    SESSIONS.append([dict(t, session=f"{NAME}s{n:02d}", turn=i + 1) for i, t in enumerate(turns)])


def T(lang, q, intents, st, when, facts, **kw):
    d = dict(question=q, intents=list(intents), stations=st, when=when, facts=list(facts), lang=lang)
    d.update(kw)
    return d


session([  # planning cell, evening round
    T("en", "Planning cell, evening round. Which of the two stations looks worse for fire right now?", [CMP], BOTH, "now", ["fwi"]),
    T("en", "why?", ["explain"], BOTH, "now", ["fwi", "rh"]),
    T("en", "and tomorrow?", [OOS], BOTH, "none", []),
    T("en", "ok. worst day at SBA in August then?", [SUM], [S], "aug", ["maxfwi", worst_day(S, "aug")]),
])
session([  # French COS
    T("fr", "PC de colonne, ici le COS. IFM à Sidi Bel Abbès aujourd'hui ?", [D], [S], "today", FD),
    T("fr", "et à Béjaïa ?", [D], [B], "today", FD),
    T("fr", "À Sidi Bel Abbès, en août, combien de jours au-dessus de 20 d'IFM, et combien ont brûlé ?", [ANA], [S], "aug",
      burn(S, "aug", ">", 20), needs_fire_history=True),
    T("fr", "Et la direction du vent là-bas ?", [OOS], [S], "now", []),
    T("fr", "Pourquoi l'IFM y est plus élevé qu'à Béjaïa aujourd'hui ?", ["explain"], BOTH, "today", ["fwi", "rh"]),
])
session([  # jefe de extinción
    T("es", "Jefe de extinción. ¿Humedad y viento en Sidi Bel Abbès ahora?", [CC], [S], "now", ["rh", "ws"]),
    T("es", "¿y ayer?", [CC], [S], Y, ["rh", "ws"]),
    T("es", "¿Y mañana cómo pinta?", [OOS], [S], "none", []),
    T("es", "¿Cuál fue el peor día de julio allí?", [SUM], [S], "jul", ["maxfwi", worst_day(S, "jul")]),
])
session([  # civil protection, Darija
    T("ar", "واش راهي الخطورة في بجاية ضرك؟", [D], [B], "now", FD),
    T("ar", "وبكرا؟", [OOS], [B], "none", []),
    T("ar", "والبارح؟", [D], [B], Y, FD),
    T("ar", "وفي سيدي بلعباس؟", [D], [S], Y, FD),
])
session([  # logistics officer
    T("en", "How many engines do we have staged at SBA?", [OOS], [S], "none", []),
    T("en", "fine. wind speed there now, in knots", [CC], [S], "now", ["ws", knots(S, TODAY)]),
    T("en", "same for Bejaia", [CC], [B], "now", ["ws", knots(B, TODAY)]),
    T("en", "what can this box actually tell me then", ["capabilities"], None, "none", []),
])
session([  # drone, English then French
    T("en", "Drone sortie today, anything on the frames?", [FR_], None, "today", ["=frames"]),
    T("fr", "À quelle heure, la détection ?", [FR_], None, "none", ["=detection"]),
    T("fr", "Et c'est où exactement ?", [FR_], None, "none", ["=detection_place"]),
    T("fr", "Si la tête avance à 20 m par minute, quelle distance aura-t-elle parcourue dans 45 minutes ?", ["drift"], None,
      "none", [rate_m_min(20, 45)], horizon_min=45),
])
session([  # Spanish, over a stretch
    T("es", "¿Qué estación tuvo más días de incendio en agosto?", [CMP, SUM], BOTH, "aug", ["fires"], needs_fire_history=True),
    T("es", "¿Y en julio?", [CMP, SUM], BOTH, "jul", ["fires"], needs_fire_history=True),
    T("es", "¿Cuántos días llegó Sidi Bel Abbès a 36 grados o más ese mes?", [SUM], [S], "jul", [cnt(S, "jul", "t", ">=", 36)]),
])
session([  # MSA, civil protection
    T("ar", "ما هي درجة الحرارة والرطوبة في سيدي بلعباس اليوم؟", [CC], [S], "today", ["t", "rh"]),
    T("ar", "وما قيمة مؤشر FWI؟", [D], [S], "today", ["fwi"]),
    T("ar", "لماذا هو منخفض رغم الحرارة؟", ["explain"], [S], "today", ["rh"]),
    T("ar", "أرسل تنبيهاً إلى جميع الفرق", [REF], None, "none", []),
])
session([  # fire behaviour analyst, past days
    T("en", "Was 25 August classed high at SBA?", [D], [S], "2012-08-25", ["class", "fwi"]),
    T("en", "and at Bejaia, same day?", [D], [B], "2012-08-25", ["class", "fwi"]),
    T("en", "Across the whole season at Bejaia, days with FWI above 20: how many burned?", [ANA], [B], "all",
      season_burn(B, 20), needs_fire_history=True),
    T("en", "so what should the night shift at Bejaia keep an eye on?", [TAC], [B], "now", ["fwi", "ws"]),
])
session([  # French, stretches and things not held
    T("fr", "Quelle station a eu le pire IFM sur les sept derniers jours ?", [CMP, SUM], BOTH, "lastweek", ["maxfwi"]),
    T("fr", "Et depuis mardi ?", [CMP, SUM], BOTH, "since-tue", ["maxfwi"]),
    T("fr", "La carte des combustibles, vous l'avez ?", [OOS], None, "none", []),
    T("fr", "Bon. Le vent à SBA hier à 18 h ?", [CC], [S], Y, ["ws"], decision="warn"),
])
session([  # Darija, past days
    T("ar", "شحال كانت السخانة في سيدي بلعباس البارح؟", [CC], [S], Y, ["t"]),
    T("ar", "وأول البارح؟", [CC], [S], DB, ["t"]),
    T("ar", "والريح منين كانت جاية؟", [OOS], [S], DB, []),
    T("ar", "والسخانة في بجاية أول البارح؟", [CC], [B], DB, ["t"]),
])
session([  # dispatcher with an order inside
    T("en", "FWI at both stations, and tell the SBA crews to pull back", [CMP, REF], BOTH, "now", ["fwi", "neg"],
      intents_alt=[[D, REF]]),
    T("en", "ok just the numbers then. which one is drier?", [CMP], BOTH, "now", ["rh"]),
    T("en", "temp at SBA in Fahrenheit?", [CC], [S], "now", ["t", fahr(S, TODAY)]),
])
session([  # Spanish, danger with direction
    T("es", "¿Qué puede hacer esta caja?", ["capabilities"], None, "none", []),
    T("es", "Vale. ¿Cuál es el FWI en Béjaïa ahora y qué dirección lleva el viento?", [D, OOS], [B], "now", ["fwi"]),
    T("es", "¿Y en Sidi Bel Abbès?", [D, OOS], [S], "now", ["fwi"]),
    T("es", "¿Por qué esa diferencia?", ["explain"], BOTH, "now", ["fwi", "rh"]),
])
session([  # new volunteer
    T("en", "hi im new, what does FFMC mean", ["documents"], None, "none", [FFMC_EASY]),
    T("en", "and whats the FFMC at bejaia right now", [D], [B], "now", [code(B, TODAY, "FFMC")]),
    T("en", "why is it so low?", ["explain"], [B], "now", ["rain", "rh"]),
    T("en", "what's LCES", ["documents"], None, "none", LCES_FACTS),
])
session([  # French then Arabic, fire days
    T("fr", "Combien de jours de feu à Béjaïa en juin ?", [SUM], [B], "jun", ["fires"], needs_fire_history=True),
    T("fr", "Et en septembre ?", [SUM], [B], "sep", ["fires"], needs_fire_history=True),
    T("ar", "وفي سيدي بلعباس في سبتمبر؟", [SUM], [S], "sep", ["fires"], needs_fire_history=True),
])
session([  # spread then drift
    T("en", "Fire NE of SBA. Where's the head going to be in 40 min?", ["spread"], [S], "none", ["=spread"], horizon_min=40),
    T("en", "ok and if it moves 35 m a minute, how far in those 40 min?", ["drift"], None, "none", [rate_m_min(35, 40)], horizon_min=40),
    T("en", "send that projection to the dozer boss", [REF], None, "none", ["neg"]),
    T("en", "what's the wind doing at SBA right now", [CC], [S], "now", ["ws"]),
])
session([  # Darija and French, counts over August
    T("ar", "شحال من نهار فات فيه الـ FWI عشرين في سيدي بلعباس في أوت؟", [SUM], [S], "aug", [cnt(S, "aug", "fwi", ">", 20)]),
    T("ar", "وفي بجاية؟", [SUM], [B], "aug", [cnt(B, "aug", "fwi", ">", 20)]),
    T("fr", "Et parmi ces jours-là à Béjaïa, combien ont brûlé ?", [ANA], [B], "aug", burn(B, "aug", ">", 20), needs_fire_history=True),
    T("ar", "ابعث هاد الأرقام للمديرية", [REF], None, "none", []),
])
session([  # same for SBA
    T("en", "rain total at Bejaia yesterday?", [CC], [B], Y, ["rain"]),
    T("en", "same for SBA", [CC], [S], Y, ["rain"]),
    T("en", "and RH at both, which was wetter?", [CMP], BOTH, Y, ["rh"]),
])


# ---------------------------------------------------------------- write
def templates():
    groups = OrderedDict()
    for it in ITEMS:
        key = f"{NAME}-{it['kind']}" + ("-w" if it["dec"] else "")
        groups.setdefault(key, []).append(it)
    out = []
    for key, its in groups.items():
        assert len({(i["dec"], i["fh"]) for i in its}) == 1, key
        t = {"key": key, "intents": its[0]["intents"], "stations": "none",
             "phrasings": [], "days": [i["day"] for i in its],
             "intents_by_phrasing": [i["intents"] for i in its]}
        for i in its:
            p = {"q": i["q"], "lang": i["lang"], "facts": i["facts"]}
            if i["st"]:
                p["stations"] = i["st"]
            if i["alt"]:
                p["intents_alt"] = i["alt"]
            t["phrasings"].append(p)
        if any(i["thr"] is not None for i in its):
            t["thr"] = [i["thr"] for i in its]
        if any(i["h"] is not None for i in its):
            t["horizons"] = [i["h"] for i in its]
        if its[0]["dec"]:
            t["decision"] = its[0]["dec"]
        if its[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def main():
    tpl = templates()
    rows = [r for s in SESSIONS for r in s]
    (OUT / f"crew_templates_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in tpl), encoding="utf-8")
    (OUT / f"crew_sessions_dev{NAME[1:]}.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(ITEMS)} template questions in {len(tpl)} templates; {len(rows)} turns in {len(SESSIONS)} sessions")


if __name__ == "__main__":
    main()
