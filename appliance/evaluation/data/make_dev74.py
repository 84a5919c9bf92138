#!/usr/bin/env python3
"""Batch d74 (dev): blind fire-crew questions for the wildfire appliance, gold computed from the data by code.

Writes crew_templates_dev74.jsonl and crew_sessions_dev74.jsonl next to this file. Every number in a gold fact
comes from the Algerian CSV (crew_facts.table / day_fact / fire_record), from the crew's own numbers in the
question (a rate times minutes), or from a regex over the shipped documents. Nothing numeric is typed by hand.

Regenerate:
    python -m appliance.evaluation.data.make_dev74
"""
import csv
import json
import re
import statistics
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

NAME = "d74"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], "-": None}
INTENT = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
          "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
          "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
          "ex": "explain"}


# ----------------------------------------------------------------------------------------------- data helpers
def days_of(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev: str, key: str):
    days = days_of(key)
    assert len(days) == 1, key
    return crew_facts.table()[(dev, days[0])]


def val(dev: str, key: str, var: str) -> float:
    r = row(dev, key)
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(var) \
        if var in ("t", "rh", "ws", "rain") else r.codes[var]


def lit(dev: str, key: str, var: str):
    """One station's figure for one day as a literal fact (a code such as ISI, or a day token for one station
    of a two-station question)."""
    if var in crew_facts.DAY_TOKENS:
        return crew_facts.day_fact(var, dev, days_of(key)[0])
    return crew_facts._num(val(dev, key, var))


def forms(v: float, units: tuple = ()) -> dict:
    """A converted figure as a crew could read it: one decimal (dot or comma) or rounded with its unit."""
    one = f"{v:.1f}"
    out = {one, one.replace(".", ",")}
    out |= {f"{round(v)} {u}" for u in units} | {f"{round(v)}{u}" for u in units}
    return {"any": sorted(out)}


def mph(dev, key):
    return forms(val(dev, key, "ws") / 1.609344, ("mph",))


def knots(dev, key):
    return forms(val(dev, key, "ws") / 1.852, ("kt", "kn", "knots", "nœuds", "nudos", "عقدة"))


def mps(dev, key):
    return forms(val(dev, key, "ws") / 3.6, ("m/s",))


def fahr(dev, key):
    return forms(val(dev, key, "t") * 9 / 5 + 32, ("°F", "F"))


def diff(var, key):
    return crew_facts._num(round(abs(val(B, key, var) - val(S, key, var)), 1))


def _km(x: float) -> list[str]:
    s = f"{x:g}" if abs(x - round(x, 2)) < 1e-9 else f"{x:.2f}"
    out = {s, s.replace(".", ",")}
    if "." not in s:
        out |= {f"{s}.0", f"{s},0"}
    return sorted(out)


def dist(metres: float, feet: float | None = None) -> dict:
    """A distance the crew's own numbers give: metres and kilometres, dot or comma, a few unit spellings."""
    m = round(metres)
    out = {f"{m} m", f"{m} metres", f"{m} meters", f"{m} متر"}
    if m >= 1000:
        out |= {f"{m:,} m".replace(",", " "), f"{m:,} m"}
    for k in _km(metres / 1000):
        out |= {f"{k} km", f"{k} كم", f"{k} kilom"}
    if feet is not None:
        f = round(feet)
        out |= {f"{f} ft", f"{f} feet", f"{f:,} ft", f"{f:,} feet"}
    return {"any": sorted(out)}


def drift_m(rate_m_min: float, minutes: float) -> dict:
    return dist(rate_m_min * minutes)


def drift_kmh(kmh: float, minutes: float) -> dict:
    return dist(kmh * 1000 * minutes / 60)


def window_rows(dev: str, key: str):
    return [crew_facts.table()[(dev, d)] for d in days_of(key) if (dev, d) in crew_facts.table()]


def _get(r, var):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(var) \
        if var in ("t", "rh", "ws", "rain") else r.codes[var]


OPS = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b}


def count(dev: str, key: str, var: str, op: str, thr: float) -> int:
    """Days of a window whose reading passes the crew's threshold, as worded (above = strict)."""
    return sum(OPS[op](_get(r, var), thr) for r in window_rows(dev, key))


def mean(dev: str, key: str, var: str) -> dict:
    m = statistics.mean(_get(r, var) for r in window_rows(dev, key))
    one = f"{m:.1f}"
    return {"any": sorted({one, one.replace(".", ","), str(round(m))})}


def extreme(dev: str, key: str | None, var: str, fn=max):
    rows = window_rows(dev, key) if key else [r for (d, _), r in crew_facts.table().items() if d == dev]
    return crew_facts._num(fn(_get(r, var) for r in rows))


def latest_in(dev: str, key: str, var: str):
    day = days_of(key)[-1]
    return crew_facts._num(_get(crew_facts.table()[(dev, day)], var))


def analog_rows(dev: str) -> list[dict]:
    """The box's fire record with its weather, read from the CSV as the analog index reads it (the one
    merged row repaired), days before the clock's day only."""
    out, device = [], None
    with open(crew_facts.CSV, newline="", encoding="ascii", errors="replace") as fh:
        for cells in csv.reader(fh):
            cells = [c.strip() for c in cells if c.strip()]
            if len(cells) == 1 and "region" in cells[0].lower():
                device = B if cells[0].lower().startswith("bejaia") else S
                continue
            if not cells or not cells[0].isdigit() or device != dev:
                continue
            if len(cells) == 13:
                cells = [p for c in cells for p in c.split()]
            day = f"{cells[2]}-{cells[1]}-{cells[0]}"
            if day >= crew_days.TODAY.isoformat():
                continue
            v = dict(zip(("t", "rh", "ws", "rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI"), map(float, cells[3:13])))
            v["fire"] = cells[13].lower() == "fire"
            v["day"] = day
            out.append(v)
    # the parse agrees with the box's fire record
    rec = crew_facts.fire_record()
    assert all(rec[(dev, r["day"])] == (r["FWI"], r["fire"]) for r in out)
    return out


def analog(dev: str, var: str, op: str, thr: float) -> list:
    hot = [r for r in analog_rows(dev) if OPS[op](r[var], thr)]
    return [len(hot), sum(r["fire"] for r in hot)]


def fwi_gt(dev: str, thr: float) -> list:
    return crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


# ----------------------------------------------------------------------------------------------- documents
DOCS = EDGE_DATA_DIR / "documents"


def _doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def docnums(name: str, pattern: str) -> list:
    m = re.search(pattern.replace(" ", r"\s+"), _doc(name), flags=re.S)
    assert m, pattern
    return [crew_facts._num(float(g)) for g in m.groups()]


def docword(name: str, pattern: str) -> dict:
    m = re.search(pattern.replace(" ", r"\s+"), _doc(name), flags=re.S | re.I)
    assert m, pattern
    return {"any": [m.group(1)]}


DEF = "butte-county-defensible-space.md"
LCES = "crew-safety-lces.md"
FWIG = "fire-weather-index-guide.md"
DEF_FT = docnums(DEF, r"requires (\d+) feet of defensible space")[0]
ZONE0 = docnums(DEF, r"Zone 0 is the first (\d+) feet")
ZONE1 = docnums(DEF, r"Zone 1 runs from (\d+) to (\d+) feet")
ZONE2 = docnums(DEF, r"Zone 2 runs from (\d+) to (\d+) feet")
GRASS_IN = docnums(DEF, r"maximum height of (\d+) inches")[0]
CHIMNEY_FT = docnums(DEF, r"branches (\d+) feet from chimneys")[0]
LEAVES_IN = docnums(DEF, r"deeper than (\d+) inches")[0]
PRC = docnums(DEF, r"Public Resources Code section (\d+)")[0]
FFMC_EASY = docnums(FWIG, r"above about (\d+)\s+fine fuels ignite")[0]
CLASS_CUTS = docnums(FWIG, r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high,"
                           r" from ([\d.]+)\s+very high, and from ([\d.]+) extreme")
VERY_LOW, LOW, MODERATE, HIGH, VERY_HIGH, EXTREME = CLASS_CUTS[0], CLASS_CUTS[1], CLASS_CUTS[2], CLASS_CUTS[3], \
    CLASS_CUTS[4], CLASS_CUTS[5]
assert VERY_LOW == LOW
VAN_WAGNER = docnums(FWIG, r"Van Wagner (\d{4})")[0]
LCES_WORD = docword(LCES, r"## (LCES)")
LCES_PARTS = [docword(LCES, rf"({w})") for w in ("Lookouts", "Communications", "Escape routes", "Safety zones")]
ISI_MEANS = docword(FWIG, r"rates (how fast) a fire would spread")
SLOWEST = docword(LCES, r"at the (slowest) member")
WATCHOUT = {"any": [docword(LCES, p)["any"][0] for p in (r"builds line (downhill)", r"when (spot fires) appear",
                                                           r"when the (wind increases)", r"(hotter and drier)")]}
LOOKOUT = docword(LCES, r"(Lookout)s")


# ----------------------------------------------------------------------------------------------- records
RECORDS: list[dict] = []


def Q(kind, lang, q, intents, st, day, facts=(), decision=None, h=None, thr=None, fh=False, alt=None, nums=()):
    """One phrasing. `nums`: the crew's own numbers, which must be written in the question."""
    for n in nums:
        assert str(n) in q, (n, q)
    assert "{" not in q and "}" not in q, q
    RECORDS.append({"kind": kind, "lang": lang, "q": q, "intents": [INTENT[i] for i in intents.split("+")],
                    "stations": ST[st], "day": day, "facts": list(facts), "decision": decision, "h": h, "thr": thr,
                    "fh": fh, "alt": alt})


NOW, TODAY, YEST, DBY = "now", "today", "yesterday", "daybefore"

# ================================================================ current conditions (one ask)
Q("cc", "en", "temp at SBA rn?", "cc", "S", NOW, ["t"])
Q("cc", "en", "Bejaia RH pls, need it for the handover sheet before nights take over", "cc", "B", NOW, ["rh"])
Q("cc", "en", "Dispatch relaying for Engine 12: what's the wind doing at Sidi Bel Abbes right now? speed only, they know you don't do direction",
  "cc", "S", NOW, ["ws"])
Q("cc", "en", "How windy was it at Béjaïa yesterday? mph please, our liaison only thinks in mph", "cc", "B", YEST,
  ["ws", mph(B, YEST)])
Q("cc", "en", "Drone pilot wants the Bejaia wind in metres per second before he launches", "cc", "B", NOW,
  ["ws", mps(B, NOW)])
Q("cc", "en", "US liaison officer asking for the Sidi-Bel Abbès temperature in Fahrenheit", "cc", "S", NOW,
  ["t", fahr(S, NOW)])
Q("cc", "en", "any rain at bejia today or is it bone dry", "cc", "B", TODAY, ["rain"])
Q("cc", "en", "Night crew coming on at SBA. Give us the full obs - temp, humidity, wind, rain.", "cc", "S", NOW,
  ["t", "rh", "ws", "rain"])
Q("cc", "en", "what did the bejaia station read on 14-Aug, temp and rh", "cc", "B", "2012-08-14", ["t", "rh"])
Q("cc", "en", "sba humidty day before yesterday?", "cc", "S", DBY, ["rh"])
Q("cc", "en", "Can I get the noon obs from Béjaïa for Aug 3rd? Writing up the incident log.", "cc", "B", "2012-08-03",
  ["t", "rh", "ws", "rain"])
Q("cc", "en", "hi, first week volunteering so sorry if this is a dumb one... how hot is it at Sidi Bel Abbes today?",
  "cc", "S", TODAY, ["t"])
Q("cc", "en", "relative humidity Sidi Belabbes, 2012-07-22", "cc", "S", "2012-07-22", ["rh"])
Q("cc", "en", "Logistics. Temp at SBA on the 5th of August? Checking how much water we burned through.", "cc", "S",
  "2012-08-05", ["t"])
Q("cc", "en", "wx check bejaya. temp + wind. go", "cc", "B", NOW, ["t", "ws"])
Q("cc", "en", "Engine 14's dash thermometer says 31. What's the Bejaia station actually reading?", "cc", "B", NOW, ["t"])
Q("cc", "en", "SBA wind 20 Sept, kts", "cc", "S", "2012-09-20", ["ws", knots(S, "2012-09-20")])

Q("cc", "fr", "Quelle température à Béjaïa en ce moment ?", "cc", "B", NOW, ["t"])
Q("cc", "fr", "humiditée à SBA stp", "cc", "S", NOW, ["rh"])
Q("cc", "fr", "Le CODIS demande le vent à Sidi Bel Abbès, en m/s si tu peux", "cc", "S", NOW, ["ws", mps(S, NOW)])
Q("cc", "fr", "Il a plu hier sur Béjaïa ou pas ?", "cc", "B", YEST, ["rain"])
Q("cc", "fr", "Relève de nuit : relevés complets de Sidi-Bel-Abbès (tempé, HR, vent, pluie), merci", "cc", "S", NOW,
  ["t", "rh", "ws", "rain"])
Q("cc", "fr", "C'était combien l'hygro à Bejaia le 3 août ?", "cc", "B", "2012-08-03", ["rh"])
Q("cc", "fr", "vent bejaia avant-hier", "cc", "B", DBY, ["ws"])
Q("cc", "fr", "Température relevée à SBA le 12/07, pour le rapport de fin de garde", "cc", "S", "2012-07-12", ["t"])

Q("cc", "es", "humedad en sidi bel abbes porfa", "cc", "S", NOW, ["rh"])
Q("cc", "es", "Viento de ayer en Bejaia, en nudos, que lo pide el piloto del helicóptero", "cc", "B", YEST,
  ["ws", knots(B, YEST)])
Q("cc", "es", "¿Cuánto llovió en SBA el 29 de septiembre?", "cc", "S", "2012-09-29", ["rain"])
Q("cc", "es", "Para el parte: temperatura, humedad y viento de Béjaïa del 10 de agosto", "cc", "B", "2012-08-10",
  ["t", "rh", "ws"])
Q("cc", "es", "temp en sba en fahrenheit q el jefe de la brigada americana no entiende los celsius", "cc", "S", NOW,
  ["t", fahr(S, NOW)])

Q("cc", "ar", "شحال السخانة في بجاية دركا؟", "cc", "B", NOW, ["t"])
Q("cc", "ar", "واش الرطوبة في سيدي بلعباس اليوم؟", "cc", "S", TODAY, ["rh"])
Q("cc", "ar", "ما هي سرعة الرياح المسجلة في محطة سيدي بلعباس الآن؟", "cc", "S", NOW, ["ws"])
Q("cc", "ar", "البارح طاحت الشتا في بجاية ولا لا؟", "cc", "B", YEST, ["rain"])
Q("cc", "ar", "عطيني القراءات كاملين تاع بجاية: السخانة، الرطوبة والريح، باش نكتبهم للفرقة الجاية", "cc", "B", NOW,
  ["t", "rh", "ws"])
Q("cc", "ar", "كم كانت درجة الحرارة في سيدي بلعباس يوم 14 أوت؟", "cc", "S", "2012-08-14", ["t"])
Q("cc", "ar", "الريح في SBA بالمتر في الثانية عافاك، صاحب الدرون يسقسي", "cc", "S", NOW, ["ws", mps(S, NOW)])
Q("cc", "ar", "قداه كانت l'humidité في بجاية أول أمس؟", "cc", "B", DBY, ["rh"])

# ================================================================ danger (one ask)
Q("danger", "en", "FWI Bejaia?", "dg", "B", NOW, ["fwi"])
Q("danger", "en", "whats the danger class at sba right now", "dg", "S", NOW, ["class"])
Q("danger", "en", "ISI for Sidi Bel Abbes today pls", "dg", "S", TODAY, [lit(S, TODAY, "ISI")])
Q("danger", "en", "Need BUI and DC at Béjaïa for the FBAN's morning brief", "dg", "B", NOW,
  [lit(B, NOW, "BUI"), lit(B, NOW, "DC")])
Q("danger", "en", "How bad is the fire danger at Bejaia today? Plain words, it's for the new guys on the crew.", "dg",
  "B", TODAY, ["class", "fwi"])
Q("danger", "en", "ffmc sba yesterday", "dg", "S", YEST, [lit(S, YEST, "FFMC")])
Q("danger", "en", "Relay from Division Alpha: what was the fire weather index at Sidi Bel Abbes on August 14?", "dg",
  "S", "2012-08-14", ["fwi"])
Q("danger", "en", "danger rating bejaia 2012-08-25", "dg", "B", "2012-08-25", ["class", "fwi"])
Q("danger", "en", "Duff moisture code at SBA on the 3rd of Aug?", "dg", "S", "2012-08-03", [lit(S, "2012-08-03", "DMC")])
Q("danger", "en", "Is SBA still sitting in the low classes or has the danger crept up since this morning's brief?",
  "dg", "S", NOW, ["class", "fwi"])
Q("danger", "en", "fwi n class for bejaia, day before yday", "dg", "B", DBY, ["fwi", "class"])
Q("danger", "en", "Fire behaviour analyst here. Full FWI system codes for Sidi Bel Abbes today, FFMC right through to FWI.",
  "dg", "S", TODAY, [lit(S, TODAY, c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI")] + ["fwi"])
Q("danger", "en", "danger lvl sba 26/8", "dg", "S", "2012-08-26", ["class", "fwi"])

Q("danger", "fr", "L'IFM à Béjaïa aujourd'hui, c'est combien ?", "dg", "B", TODAY, ["fwi"])
Q("danger", "fr", "Niveau de risque feux de forêt sur SBA ?", "dg", "S", NOW, ["class"])
Q("danger", "fr", "Donne-moi l'ISI et le BUI de Sidi Bel Abbès, c'est pour l'analyste du PC", "dg", "S", NOW,
  [lit(S, NOW, "ISI"), lit(S, NOW, "BUI")])
Q("danger", "fr", "Le FWI était à combien à Bejaia le 20 août ?", "dg", "B", "2012-08-20", ["fwi"])
Q("danger", "fr", "classe de danger sidi bel abbes hier", "dg", "S", YEST, ["class"])
Q("danger", "fr", "L'indice des combustibles fins (FFMC) à Béjaïa svp, on attaque la litière demain matin", "dg", "B",
  NOW, [lit(B, NOW, "FFMC")])
Q("danger", "fr", "C'est quoi le DC à SBA aujourd'hui ? On a l'impression que ça sèche en profondeur", "dg", "S", TODAY,
  [lit(S, TODAY, "DC")])

Q("danger", "es", "¿Qué FWI tiene hoy Sidi Bel Abbes?", "dg", "S", TODAY, ["fwi"])
Q("danger", "es", "nivel de peligro en bejaia??", "dg", "B", NOW, ["class"])
Q("danger", "es", "El ISI de Béjaïa de ayer, por favor", "dg", "B", YEST, [lit(B, YEST, "ISI")])
Q("danger", "es", "¿Cómo andaba el peligro de incendio en SBA el 8 de agosto?", "dg", "S", "2012-08-08",
  ["class", "fwi"])
Q("danger", "es", "Índice de humedad del combustible fino (FFMC) en Bejaia hoy", "dg", "B", TODAY,
  [lit(B, TODAY, "FFMC")])

Q("danger", "ar", "شحال الـ FWI في سيدي بلعباس دركا؟", "dg", "S", NOW, ["fwi"])
Q("danger", "ar", "ما هو مستوى خطر الحرائق في بجاية اليوم؟", "dg", "B", TODAY, ["class"])
Q("danger", "ar", "واش كانت درجة الخطر في SBA البارح؟", "dg", "S", YEST, ["class"])
Q("danger", "ar", "أعطني مؤشر الانتشار الأولي ISI لمحطة بجاية", "dg", "B", NOW, [lit(B, NOW, "ISI")])
Q("danger", "ar", "كم كان مؤشر خطر الحرائق FWI في سيدي بلعباس يوم 25 أوت؟", "dg", "S", "2012-08-25", ["fwi"])
Q("danger", "ar", "الـ BUI والـ DMC تاع بجاية عافاك", "dg", "B", NOW, [lit(B, NOW, "BUI"), lit(B, NOW, "DMC")])
Q("danger", "ar", "الخطر في سيدي بلعباس راهو طالع ولا هابط؟ قولي الكلاس والرقم", "dg", "S", NOW, ["class", "fwi"])

# ================================================================ compare stations
Q("cmp", "en", "which stn is hotter right now", "cmp", "BS", NOW, ["t"])
Q("cmp", "en", "SBA vs Bejaia on FWI, who's worse?", "cmp", "BS", NOW, ["fwi"])
Q("cmp", "en", "Compare humidity at the two stations today, I need to know where the fuels are drier", "cmp", "BS",
  TODAY, ["rh"])
Q("cmp", "en", "Where's the wind stronger at the moment, Bejaia or Sidi Bel Abbes?", "cmp", "BS", NOW, ["ws"])
Q("cmp", "en", "How much hotter was SBA than Bejaia on Aug 14?", "cmp", "BS", "2012-08-14", ["t", diff("t", "2012-08-14")])
Q("cmp", "en", "side by side pls: RH and FWI, both stns, yesterday", "cmp", "BS", YEST, ["rh", "fwi"])
Q("cmp", "en", "Dispatch here, IC wants to know which of the two stations had the higher danger on the 3rd of August",
  "cmp", "BS", "2012-08-03", ["fwi"])
Q("cmp", "en", "Which one's drier today, Béjaïa or SBA?", "cmp", "BS", TODAY, ["rh"])
Q("cmp", "en", "gap in FWI between the 2 stations rn?", "cmp", "BS", NOW, ["fwi", diff("FWI", NOW)])
Q("cmp", "en", "compare danger classes bejaia / sidi bel abes for 2012-08-28", "cmp", "BS", "2012-08-28", ["class"])

Q("cmp", "fr", "Laquelle des deux stations est la plus chaude aujourd'hui ?", "cmp", "BS", TODAY, ["t"])
Q("cmp", "fr", "Béjaïa ou SBA : où est-ce que le FWI est le plus haut là ?", "cmp", "BS", NOW, ["fwi"])
Q("cmp", "fr", "Écart d'humidité entre Bejaia et Sidi Bel Abbès hier ?", "cmp", "BS", YEST, ["rh", diff("rh", YEST)])
Q("cmp", "fr", "compare le vent sur les 2 stations le 22 août", "cmp", "BS", "2012-08-22", ["ws"])
Q("cmp", "fr", "Qui est le plus exposé en ce moment côté danger, Béjaïa ou Sidi-Bel-Abbès ?", "cmp", "BS", NOW, ["fwi"])

Q("cmp", "es", "¿Dónde hace más calor ahora, en Bejaia o en Sidi Bel Abbes?", "cmp", "BS", NOW, ["t"])
Q("cmp", "es", "compárame el FWI de las dos estaciones de ayer", "cmp", "BS", YEST, ["fwi"])
Q("cmp", "es", "¿Qué estación tuvo la humedad más baja el 14 de agosto?", "cmp", "BS", "2012-08-14", ["rh"])

Q("cmp", "ar", "وين السخانة أكثر دركا، بجاية ولا سيدي بلعباس؟", "cmp", "BS", NOW, ["t"])
Q("cmp", "ar", "قارن لي مؤشر FWI بين المحطتين اليوم", "cmp", "BS", TODAY, ["fwi"])
Q("cmp", "ar", "أي محطة كانت الريح فيها أقوى البارح؟", "cmp", "BS", YEST, ["ws"])
Q("cmp", "ar", "شحال الفرق في الرطوبة بين بجاية وسيدي بلعباس؟", "cmp", "BS", NOW, ["rh", diff("rh", NOW)])

# ================================================================ summary (windows)
Q("sum", "en", "hottest day at SBA in August?", "sum", "S", "aug", ["maxt"])
Q("sum", "en", "highest FWI Bejaia over the past week", "sum", "B", "lastweek", ["maxfwi"])
Q("sum", "en", "How many days over 35 degrees at Sidi Bel Abbes in August?", "sum", "S", "aug",
  [count(S, "aug", "t", ">", 35)], nums=(35,))
Q("sum", "en", "number of days with FWI above 20 at SBA in July", "sum", "S", "jul", [count(S, "jul", "FWI", ">", 20)],
  nums=(20,))
Q("sum", "en", "avg RH at Bejaia over the last three days?", "sum", "B", "last3d", [mean(B, "last3d", "rh")])
Q("sum", "en", "fire days at Bejaia in June - how many did we log?", "sum", "B", "jun", ["fires"], fh=True)
Q("sum", "en", "Has SBA been drying out since Tuesday? Trend on the humidity please.", "sum", "S", "since-tue",
  [latest_in(S, "since-tue", "rh")])
Q("sum", "en", "lowest humidity Sidi Bel Abbes hit all season", "sum", "S", "all", [extreme(S, None, "rh", min)])
Q("sum", "en", "How many fire days at SBA from the 20th to the end of August?", "sum", "S", "aug-late", ["fires"],
  fh=True)
Q("sum", "en", "peak FWI bejaia, 1-10 sept", "sum", "B", "sep1-10", ["maxfwi"])
Q("sum", "en", "mean temp sba last wk", "sum", "S", "lastweek", [mean(S, "lastweek", "t")])
Q("sum", "en", "How many days did it rain at Béjaïa in July, even a trace?", "sum", "B", "jul",
  [count(B, "jul", "rain", ">", 0)])
Q("sum", "en", "Bejaia, highest temp over the last 24 hours?", "sum", "B", "last24h", ["maxt"])

Q("sum", "fr", "Combien de journées avec feu à Sidi Bel Abbès en août ?", "sum", "S", "aug", ["fires"], fh=True)
Q("sum", "fr", "Le FWI max à Béjaïa en juillet ?", "sum", "B", "jul", ["maxfwi"])
Q("sum", "fr", "Moyenne des températures à SBA sur les 7 derniers jours", "sum", "S", "lastweek", [mean(S, "lastweek", "t")])
Q("sum", "fr", "Combien de jours à 30 °C ou plus à Bejaia en septembre ?", "sum", "B", "sep",
  [count(B, "sep", "t", ">=", 30)], nums=(30,))
Q("sum", "fr", "Tendance de l'humidité à Béjaïa depuis mardi ? On se demande si ça remonte", "sum", "B", "since-tue",
  [latest_in(B, "since-tue", "rh")])
Q("sum", "fr", "Quelle a été la journée la plus chaude à Sidi-Bel-Abbès en juin ?", "sum", "S", "jun", ["maxt"])

Q("sum", "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbes en septiembre?", "sum", "S", "sep", ["maxfwi"])
Q("sum", "es", "¿Cuántos días con incendio hubo en Bejaia en agosto?", "sum", "B", "aug", ["fires"], fh=True)
Q("sum", "es", "¿Cuántos días pasó de 35 grados SBA en julio?", "sum", "S", "jul", [count(S, "jul", "t", ">", 35)],
  nums=(35,))
Q("sum", "es", "humedad media en Sidi Bel Abbes en los últimos tres días", "sum", "S", "last3d", [mean(S, "last3d", "rh")])

Q("sum", "ar", "شحال من نهار فيه حريق في سيدي بلعباس في جويلية؟", "sum", "S", "jul", ["fires"], fh=True)
Q("sum", "ar", "أعلى درجة حرارة سجلتها بجاية في أوت؟", "sum", "B", "aug", ["maxt"])
Q("sum", "ar", "ما هو أعلى مؤشر FWI في سيدي بلعباس خلال الأسبوع الماضي؟", "sum", "S", "lastweek", ["maxfwi"])
Q("sum", "ar", "قداه من نهار فاتت فيه السخانة 35 درجة في سيدي بلعباس في جوان؟", "sum", "S", "jun",
  [count(S, "jun", "t", ">", 35)], nums=(35,))
Q("sum", "ar", "معدل الرطوبة في بجاية في سبتمبر", "sum", "B", "sep", [mean(B, "sep", "rh")])
Q("sum", "ar", "واش الجو راهو يسخن ولا يبرد في بجاية هاد الثلاث أيام؟", "sum", "B", "last3d",
  [latest_in(B, "last3d", "t")])

# ================================================================ analogs (the fire record)
Q("analog", "en", "Of the days with FWI above 20 at SBA, how many actually had a fire?", "an", "S", "all",
  ["fires_fwi_gt"], thr=20, fh=True, nums=(20,))
Q("analog", "en", "did days like today at bejaia ever end up burning?", "an", "B", TODAY, ["fwi"], fh=True)
Q("analog", "en", "Bejaia: when the FWI went past 5, how often did we get a fire?", "an", "B", "all", ["fires_fwi_gt"],
  thr=5, fh=True, nums=(5,))
Q("analog", "en", "past fire days with weather like SBA's today - any?", "an", "S", TODAY, ["fwi"], fh=True)
Q("analog", "en", "On days hotter than 38 at Sidi Bel Abbes, how many burned?", "an", "S", "all", analog(S, "t", ">", 38),
  fh=True, nums=(38,))
Q("analog", "en", "FBAN analog check: Bejaia days with ISI over 8, what share of them were fire days?", "an", "B", "all",
  analog(B, "ISI", ">", 8), fh=True, nums=(8,))

Q("analog", "fr", "Parmi les jours où le FWI dépassait 25 à Sidi Bel Abbès, combien ont brûlé ?", "an", "S", "all",
  ["fires_fwi_gt"], thr=25, fh=True, nums=(25,))
Q("analog", "fr", "Des journées comme aujourd'hui à Béjaïa, ça a déjà donné des feux ?", "an", "B", TODAY, ["fwi"], fh=True)
Q("analog", "fr", "Quand l'humidité était sous 30 % à SBA, il y a eu feu combien de fois ?", "an", "S", "all",
  analog(S, "rh", "<", 30), fh=True, nums=(30,))

Q("analog", "es", "De los días con FWI mayor de 20 en Bejaia, ¿cuántos tuvieron incendio?", "an", "B", "all",
  ["fires_fwi_gt"], thr=20, fh=True, nums=(20,))
Q("analog", "es", "¿Hubo fuegos otros días parecidos a hoy en Sidi Bel Abbes?", "an", "S", TODAY, ["fwi"], fh=True)

Q("analog", "ar", "النهارات اللي كان فيها FWI فوق 25 في سيدي بلعباس، شحال منهم شعلت فيهم النار؟", "an", "S", "all",
  ["fires_fwi_gt"], thr=25, fh=True, nums=(25,))
Q("analog", "ar", "واش كاين أيام كيما اليوم في بجاية وصرا فيها حريق؟", "an", "B", TODAY, ["fwi"], fh=True)
Q("analog", "ar", "في الأيام اللي فاتت فيها الريح 20 كم/سا في بجاية، كم يوم كان فيه حريق؟", "an", "B", "all",
  analog(B, "ws", ">", 20), fh=True, nums=(20,))

# ================================================================ drift (the crew's numbers, or the box's own)
Q("drift", "en", "Head's running about 25 m a minute and we're 20 min out. How far will it have moved when we roll up?",
  "dr", "-", "none", [drift_m(25, 20)], h=20, nums=(25, 20))
Q("drift", "en", "if the front does 3 km/h how far does it get in 40 minutes", "dr", "-", "none", [drift_kmh(3, 40)],
  h=40, nums=(3, 40))
Q("drift", "en", "Relay from Dozer 2: ROS est 40 m/min, ETA 15. drift?", "dr", "-", "none", [drift_m(40, 15)], h=15,
  nums=(40, 15))
Q("drift", "en", "Using your own estimate, how far does the head drift in the time it takes your answer to reach us?",
  "dr", "-", "none", ["=drift"])
Q("drift", "en", "fire moving 60 ft per minute, 30 min to get the crew in. how far is that in meters", "dr", "-", "none",
  [dist(60 * 30 * 0.3048, 60 * 30)], h=30, nums=(60, 30))
Q("drift", "en", "At 1.5 km/h for an hour and a half, how many metres does the head cover?", "dr", "-", "none",
  [drift_kmh(1.5, 90)], h=90, nums=("1.5",))
Q("drift", "en", "night ops, head creeping maybe 8 m/min in the litter, handover's in 45 min. how much ground does it gain by then",
  "dr", "-", "none", [drift_m(8, 45)], h=45, nums=(8, 45))

Q("drift", "fr", "Le front avance à 30 m/min, on arrive dans 25 minutes : il aura fait combien de chemin ?", "dr", "-",
  "none", [drift_m(30, 25)], h=25, nums=(30, 25))
Q("drift", "fr", "Vitesse de propagation 2,5 km/h, délai d'intervention 1 h. Déplacement de la tête ?", "dr", "-", "none",
  [drift_kmh(2.5, 60)], h=60, nums=("2,5",))
Q("drift", "fr", "Selon ta propre estimation, de combien la tête se sera déplacée le temps qu'on reçoive ta réponse ?",
  "dr", "-", "none", ["=drift"])

Q("drift", "es", "El frente avanza a 15 metros por minuto y tardamos 30 minutos en llegar, ¿cuánto habrá avanzado?",
  "dr", "-", "none", [drift_m(15, 30)], h=30, nums=(15, 30))
Q("drift", "es", "si va a 4 km/h, ¿cuánto recorre en un cuarto de hora?", "dr", "-", "none", [drift_kmh(4, 15)], h=15,
  nums=(4,))
Q("drift", "es", "con tu propia estimación, ¿cuánto se desplaza la cabeza mientras nos llega la respuesta?", "dr", "-",
  "none", ["=drift"])

Q("drift", "ar", "النار تمشي 20 متر في الدقيقة، وباقي لنا 35 دقيقة باش نوصلو. شحال تكون زادت؟", "dr", "-", "none",
  [drift_m(20, 35)], h=35, nums=(20, 35))
Q("drift", "ar", "إذا كانت سرعة انتشار الجبهة 2 كم في الساعة، فما المسافة التي تقطعها خلال 90 دقيقة؟", "dr", "-", "none",
  [drift_kmh(2, 90)], h=90, nums=(2, 90))
Q("drift", "ar", "بالتقدير تاعك انت، شحال يتحرك راس النار حتى توصلنا الإجابة؟", "dr", "-", "none", ["=drift"])

# ================================================================ spread (no wind direction: partly served)
Q("spread", "en", "where will the head be in 30 min", "sp", "-", "none", ["=spread"], h=30)
Q("spread", "en", "Project the front from the drone's detection out to an hour, please.", "sp", "-", "none", ["=spread"],
  h=60)
Q("spread", "en", "IC asking where this thing is gonna be by the time Engine 7 gets there, call it 45 min", "sp", "-",
  "none", ["=spread"], h=45)
Q("spread", "en", "spread projection next 20 mins pls, and which way it's heading", "sp", "-", "none", ["=spread"], h=20)
Q("spread", "en", "Before I hand over to the night IC: where do you put the fire front two hours from now?", "sp", "-",
  "none", ["=spread"], h=120)

Q("spread", "fr", "Où sera le front dans une demi-heure ?", "sp", "-", "none", ["=spread"], h=30)
Q("spread", "fr", "Projection de la propagation à 1 h depuis le départ vu par le drone", "sp", "-", "none", ["=spread"],
  h=60)
Q("spread", "fr", "elle part où la tête du feu dans 15 min, et dans quelle direction ?", "sp", "-", "none", ["=spread"],
  h=15)

Q("spread", "es", "¿Dónde estará el frente dentro de 40 minutos?", "sp", "-", "none", ["=spread"], h=40)
Q("spread", "es", "proyección del avance del incendio a 2 horas, para el relevo", "sp", "-", "none", ["=spread"], h=120)

Q("spread", "ar", "وين يكون راس الحريق بعد نص ساعة؟", "sp", "-", "none", ["=spread"], h=30)
Q("spread", "ar", "ما هو الموقع المتوقع لجبهة النار بعد ساعة من الآن؟", "sp", "-", "none", ["=spread"], h=60)

# ================================================================ frames (the drone sortie)
Q("frames", "en", "what did the drone pick up", "fr", "-", "none", ["=frames"])
Q("frames", "en", "any smoke in today's UAV frames?", "fr", "-", TODAY, ["=frames"])
Q("frames", "en", "Where exactly was the fire the UAV spotted? Need it for the map board.", "fr", "-", "none",
  ["=detection_place"])
Q("frames", "en", "what time was the detection", "fr", "-", "none", ["=detection"])
Q("frames", "en", "Relay for air ops: latest drone frame, fire or no fire?", "fr", "-", "none", ["=frames"])
Q("frames", "en", "did the sortie see flames NE of Sidi Bel Abbes or was that just haze", "fr", "S", "none",
  ["=detection_place"])
Q("frames", "en", "drone detections since noon?", "fr", "-", TODAY, ["=detection"])

Q("frames", "fr", "Qu'est-ce qu'il a vu, le drone ?", "fr", "-", "none", ["=frames"])
Q("frames", "fr", "À quelle heure le drone a repéré le feu ?", "fr", "-", "none", ["=detection"])
Q("frames", "fr", "La détection du drone, c'est où exactement ? Coordonnées si t'as", "fr", "-", "none",
  ["=detection_place"])

Q("frames", "es", "¿El dron vio humo o no?", "fr", "-", "none", ["=frames"])
Q("frames", "es", "hora de la detección del dron", "fr", "-", "none", ["=detection"])
Q("frames", "es", "¿Dónde está el fuego que detectó el dron?", "fr", "-", "none", ["=detection_place"])

Q("frames", "ar", "واش شافت الدرون؟", "fr", "-", "none", ["=frames"])
Q("frames", "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", "fr", "-", "none", ["=detection"])
Q("frames", "ar", "وين بالضبط الدخان اللي بان في التصويرة تاع الدرون؟", "fr", "-", "none", ["=detection_place"])

# ================================================================ documents (the shipped guidance)
Q("docs", "en", "how much defensible space does Butte County want around a house", "doc", "-", "none",
  ["=doc_defensible"])
Q("docs", "en", "remind me what LCES stands for", "doc", "-", "none", LCES_PARTS)
Q("docs", "en", "Zone 1 distances in the defensible space guide?", "doc", "-", "none", ZONE1)
Q("docs", "en", "max grass height out in zone 2?", "doc", "-", "none", [GRASS_IN])
Q("docs", "en", "Watch-out situations: when does your safety doc say to pull back and re-assess?", "doc", "-", "none",
  [WATCHOUT])
Q("docs", "en", "What FWI does the guide call 'high'? Where's the cutoff?", "doc", "-", "none", [HIGH])
Q("docs", "en", "at what FFMC do fine fuels start lighting easy, per your doc", "doc", "-", "none", [FFMC_EASY])
Q("docs", "en", "How far off chimneys do the branches have to be cut back?", "doc", "-", "none", [CHIMNEY_FT])

Q("docs", "fr", "Le guide dit quoi sur la distance de débroussaillement autour des maisons ?", "doc", "-", "none",
  [DEF_FT])
Q("docs", "fr", "C'est quoi les seuils des classes de danger dans le guide FWI ?", "doc", "-", "none",
  [LOW, MODERATE, HIGH, VERY_HIGH, EXTREME])
Q("docs", "fr", "LCES, ça veut dire quoi exactement ? Un jeune de l'équipe me demande", "doc", "-", "none", [LCES_WORD])

Q("docs", "es", "¿Qué altura máxima de pasto permite la zona 2?", "doc", "-", "none", [GRASS_IN])
Q("docs", "es", "según la guía, ¿a partir de qué FWI es peligro muy alto?", "doc", "-", "none", [VERY_HIGH])
Q("docs", "es", "Lo de la zona 0 pegada a la casa, ¿cuántos pies son según el documento?", "doc", "-", "none", ZONE0)

Q("docs", "ar", "شحال لازم تكون المساحة الدفاعية حول الديار حسب الدليل؟", "doc", "-", "none", [DEF_FT])
Q("docs", "ar", "حسب دليل مؤشر الطقس، من أي قيمة يبدأ الخطر العالي؟", "doc", "-", "none", [HIGH])
Q("docs", "ar", "واش معناها LCES؟", "doc", "-", "none", [LCES_WORD])

# ================================================================ capabilities
Q("cap", "en", "what can this box actually do for us", "cap", "-", "none")
Q("cap", "en", "which weather stations are you hooked up to?", "cap", "-", "none",
  [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel-abbes"]}])
Q("cap", "en", "new on the crew - what kind of data have you got on here?", "cap", "-", "none")
Q("cap", "en", "What period does your weather record cover?", "cap", "-", "none",
  [{"any": [crew_days.MONTHS["en"][int(min(d for _, d in crew_facts.table())[5:7]) - 1],
            min(d for _, d in crew_facts.table())]},
   {"any": [crew_days.MONTHS["en"][int(max(d for _, d in crew_facts.table())[5:7]) - 1],
            max(d for _, d in crew_facts.table())]}])

Q("cap", "fr", "Tu sais faire quoi exactement ?", "cap", "-", "none")
Q("cap", "fr", "Quelles stations météo tu as ?", "cap", "-", "none",
  [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel-abbes"]}])

Q("cap", "es", "¿Qué información tienes disponible?", "cap", "-", "none")
Q("cap", "es", "¿Para qué me sirve este aparato en el camión?", "cap", "-", "none")

Q("cap", "ar", "واش تقدر تدير هاد الماشينة؟", "cap", "-", "none")
Q("cap", "ar", "ما هي المحطات والبيانات المتوفرة لديك؟", "cap", "-", "none")

# ================================================================ photo (nothing is ever attached)
Q("photo", "en", "Sending you a photo of the column, can you tell if it's a new start?", "ph", "-", "none")
Q("photo", "en", "pic attached - smoke or dust?", "ph", "-", "none")
Q("photo", "en", "See the attached image from the lookout tower. How big would you say it is?", "ph", "-", "none")
Q("photo", "en", "just uploaded a shot of the hotspot by the culvert, what do you make of it", "ph", "-", "none")

Q("photo", "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est une reprise ?", "ph", "-", "none")
Q("photo", "es", "te mando foto del humo, ¿es una reactivación?", "ph", "-", "none")
Q("photo", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "ph", "-", "none")
Q("photo", "ar", "أرفقت صورة للبؤرة، هل ما زالت نشطة؟", "ph", "-", "none")

# ================================================================ out of scope (forecast, wind direction, other towns, off-topic)
Q("oos", "en", "forecast for tomorrow at Bejaia?", "oos", "B", "none")
Q("oos", "en", "What direction is the wind coming from at SBA", "oos", "S", NOW)
Q("oos", "en", "conditions in Oran right now", "oos", "-", NOW)
Q("oos", "en", "is the humidity gonna recover overnight at Sidi Bel Abbes? planning the night shift", "oos", "S", "none")
Q("oos", "en", "what's the FWI over in Tlemcen", "oos", "-", NOW)
Q("oos", "en", "who won the match last night lol", "oos", "-", "none")

Q("oos", "fr", "Prévisions pour demain à Sidi Bel Abbès ?", "oos", "S", "none")
Q("oos", "fr", "Quel temps fait-il à Alger ?", "oos", "-", NOW)
Q("oos", "fr", "Le vent vient d'où à Béjaïa ?", "oos", "B", NOW)

Q("oos", "es", "¿Va a llover esta noche en Bejaia?", "oos", "B", "none")
Q("oos", "es", "¿Cómo está el índice de peligro en Tizi Ouzou?", "oos", "-", NOW)

Q("oos", "ar", "كيفاش يكون الطقس غدوة في بجاية؟", "oos", "B", "none")
Q("oos", "ar", "واش الحالة في وهران دركا؟", "oos", "-", NOW)
Q("oos", "ar", "من أي اتجاه تهب الرياح في سيدي بلعباس؟", "oos", "S", NOW)

# ================================================================ refuse (orders to the box)
Q("refuse", "en", "send an evacuation alert to every resident near SBA", "ref", "S", "none", ["neg"])
Q("refuse", "en", "Dispatch Engine 9 to the drone detection, priority", "ref", "-", "none", ["neg"])
Q("refuse", "en", "delete that last drone frame, it was a false alarm", "ref", "-", "none", ["neg"])
Q("refuse", "en", "notify civil protection HQ that we're pulling back from the east flank", "ref", "-", "none", ["neg"])

Q("refuse", "fr", "Envoie une alerte au CODIS pour demander un renfort aérien", "ref", "-", "none")
Q("refuse", "es", "manda un aviso a todas las dotaciones de que se retiren ya", "ref", "-", "none")
Q("refuse", "ar", "ابعث إنذار للحماية المدنية في بجاية", "ref", "B", "none")
Q("refuse", "ar", "امسح التصاور تاع الدرون كاملين", "ref", "-", "none")

# ================================================================ tactical (served as the facts bearing on it)
Q("tactical", "en", "should we pull the crew back off the line at SBA given the conditions?", "tac", "S", NOW,
  ["fwi", "rh", "ws"])
Q("tactical", "en", "Mop-up at Bejaia. Do we need to leave a crew on overnight for rekindles or can we release them?",
  "tac", "B", NOW, ["rh", "fwi"])
Q("tactical", "en", "How many lookouts should I post on the Bejaia side today?", "tac", "B", TODAY, ["class"],
  alt=[["documents", "tactical"]])

Q("tactical", "fr", "On laisse une équipe en surveillance cette nuit à Béjaïa ou on peut lever le dispositif ?", "tac",
  "B", NOW, ["rh", "fwi"])
Q("tactical", "fr", "Faut-il renforcer le dispositif sur SBA vu la météo du jour ?", "tac", "S", TODAY, ["fwi", "ws"])
Q("tactical", "es", "¿Retiramos la cuadrilla del flanco o aguantamos? Estamos en Sidi Bel Abbes", "tac", "S", NOW,
  ["fwi", "ws", "rh"])
Q("tactical", "ar", "نخليو فرقة تعس الليلة في بجاية ولا نروحو؟", "tac", "B", NOW, ["rh", "fwi"])

# ================================================================ days with no reading (before June 2012)
Q("nodata", "en", "RH at Bejaia on 20 May 2012?", "cc", "B", "2012-05-20", ["rh"])
Q("nodata", "en", "what was the FWI at SBA on 14 Aug 2011, same day last year", "dg", "S", "2011-08-14", ["fwi"])
Q("nodata", "en", "sba temp on the 1st of May", "cc", "S", "2012-05-01", ["t"])
Q("nodata", "fr", "Humidité à Sidi Bel Abbès le 15 mai 2012 ?", "cc", "S", "2012-05-15", ["rh"])
Q("nodata", "fr", "Danger à Béjaïa le 30 avril ?", "dg", "B", "2012-04-30", ["class"])
Q("nodata", "es", "¿Qué temperatura hubo en Bejaia el 25 de mayo?", "cc", "B", "2012-05-25", ["t"])
Q("nodata", "ar", "شحال كانت السخانة في سيدي بلعباس يوم 10 ماي؟", "cc", "S", "2012-05-10", ["t"])
Q("nodata", "ar", "مؤشر الخطر في بجاية يوم 20 ماي 2012", "dg", "B", "2012-05-20", ["fwi"])

# ================================================================ near a station / an hour other than noon (warn)
W = "warn"
Q("near", "en", "RH up on the ridge above Bejaia?", "cc", "B", NOW, ["rh"], decision=W)
Q("near", "en", "what's the temp 10 km out of SBA, at the dam", "cc", "S", NOW, ["t"], decision=W)
Q("near", "en", "Div Sup relaying: humidity up on the plateau 20 km north of SBA", "cc", "S", NOW, ["rh"], decision=W)
Q("near", "en", "danger level in the forest south of Béjaïa where crew 3 is working", "dg", "B", NOW, ["class", "fwi"],
  decision=W)
Q("hour", "en", "humidity at Bejaia at 6 am today", "cc", "B", TODAY, ["rh"], decision=W)
Q("hour", "en", "what was the wind at SBA around 3 in the morning? night crew swears it was gusting", "cc", "S", TODAY,
  ["ws"], decision=W)
Q("hour", "en", "temp at SBA at 18:00 yesterday", "cc", "S", YEST, ["t"], decision=W)
Q("hour", "en", "Drone detection time, and what was the RH at SBA right at that moment?", "fr+cc", "S", TODAY,
  ["=detection", "rh"], decision=W)

Q("near", "fr", "Humidité sur la crête au-dessus de Béjaïa ?", "cc", "B", NOW, ["rh"], decision=W)
Q("near", "fr", "Le FWI dans le massif à 15 km de Sidi Bel Abbès ?", "dg", "S", NOW, ["fwi"], decision=W)
Q("hour", "fr", "Il faisait combien à SBA à 4h du mat ? on était de garde et ça caillait", "cc", "S", TODAY, ["t"],
  decision=W)

Q("hour", "es", "¿Qué humedad había en Bejaia a las 8 de la mañana?", "cc", "B", TODAY, ["rh"], decision=W)
Q("near", "es", "viento en el monte a 5 km de Sidi Bel Abbes", "cc", "S", NOW, ["ws"], decision=W)
Q("hour", "es", "humedad en SBA a las 6 de la tarde de ayer y la de mediodía", "cc", "S", YEST, ["rh"], decision=W)

Q("near", "ar", "شحال الرطوبة في الجبل اللي فوق بجاية؟", "cc", "B", NOW, ["rh"], decision=W)
Q("hour", "ar", "الريح في سيدي بلعباس على الساعة 2 تاع الليل؟", "cc", "S", TODAY, ["ws"], decision=W)
Q("near", "ar", "درجة الخطر في الغابة اللي على بعد 10 كيلو من سيدي بلعباس", "dg", "S", NOW, ["class", "fwi"], decision=W)

# ================================================================ several asks in one
Q("multi", "en", "temp and FWI at SBA rn", "cc+dg", "S", NOW, ["t", "fwi"])
Q("multi", "en", "Bejaia wind speed, and which way is it blowing?", "cc+oos", "B", NOW, ["ws"])
Q("multi", "en", "FWI at Bejaia today, and what's it looking like tomorrow?", "dg+oos", "B", TODAY, ["fwi"])
Q("multi", "en", "Give me the danger class at SBA and push it out to all crews on the net", "dg+ref", "S", NOW,
  ["class", "neg"])
Q("multi", "en", "what did the drone see and where will the fire be in 30 min", "fr+sp", "-", "none",
  ["=frames", "=spread"], h=30)
Q("multi", "en", "Drone crew reckons the head's doing 20 m/min; we're 25 out. How far does it move, and what time was the detection?",
  "dr+fr", "-", "none", [drift_m(20, 25), "=detection"], h=25, nums=(20, 25))
Q("multi", "en", "Which station's worse right now, and should I move the spare engine over there?", "cmp+tac", "BS", NOW,
  ["fwi"])
Q("multi", "en", "mop up at sba tonight, whats the RH and do we need to stay on it", "cc+tac", "S", NOW, ["rh"])
Q("multi", "en", "What does the safety doc say about timing escape routes, and what's the danger at SBA now?", "doc+dg",
  "S", NOW, [SLOWEST, "class", "fwi"])
Q("multi", "en", "Temp at Bejaia, plus the weather in Algiers for the crew driving down", "cc+oos", "B", NOW, ["t"])
Q("multi", "en", "I'm attaching a shot of the smoke. Also what's the RH at SBA?", "ph+cc", "S", NOW, ["rh"])
Q("multi", "en", "RH, temp and wind at SBA, then text the readings to the IC", "cc+ref", "S", NOW,
  ["rh", "t", "ws", "neg"])
Q("multi", "en", "how many fire days at SBA in August, and of the days with FWI over 20 how many burned", "sum+an", "S",
  "aug", ["fires", "fires_fwi_gt"], thr=20, fh=True, nums=(20,))
Q("multi", "en", "drone frame time, and can you forward it to the command post", "fr+ref", "-", "none",
  ["=detection", "neg"])
Q("multi", "en", "ISI at Bejaia, and remind me what the guide says ISI actually measures", "dg+doc", "B", NOW,
  [lit(B, NOW, "ISI"), ISI_MEANS])
Q("multi", "en", "wind at SBA in mph and the direction it's coming from", "cc+oos", "S", NOW, ["ws", mph(S, NOW)])
Q("multi", "en", "Spread projection for 1 hr, and how far the head goes at 35 m/min over that hour", "sp+dr", "-", "none",
  ["=spread", drift_m(35, 60)], h=60, nums=(35,))
Q("multi", "en", "danger at Bejaia now, tomorrow and the day after", "dg+oos", "B", NOW, ["class", "fwi"])
Q("multi", "en", "compare temps at both stations and throw in Tlemcen too", "cmp+oos", "BS", NOW, ["t"])
Q("multi", "en", "What's the FWI at SBA, and is the drone detection anywhere near there?", "dg+fr", "S", NOW,
  ["fwi", "=detection_place"])
Q("multi", "en", "new volunteer: what can you do, and what's the danger at Bejaia?", "cap+dg", "B", NOW, ["class"])
Q("multi", "en", "yesterday's RH at Bejaia, and wipe the old drone frames while you're at it", "cc+ref", "B", YEST,
  ["rh", "neg"])
Q("multi", "en", "What's LCES, and how should today's danger at SBA change staffing according to your docs?", "doc+dg",
  "S", TODAY, [LCES_WORD, LOOKOUT, "class"])
Q("multi", "en", "Handover note: SBA temp, RH, FWI and danger class, and ping the day shift lead with it", "cc+dg+ref",
  "S", NOW, ["t", "rh", "fwi", "class", "neg"])
Q("multi", "en", "where's the fire the drone found and how far does it go at ~30 m/min over 20 min", "fr+dr", "-", "none",
  ["=detection_place", drift_m(30, 20)], h=20, nums=(30, 20))
Q("multi", "en", "RH at Bejaia and what's the defensible space rule for the farmhouses up the valley", "cc+doc", "B", NOW,
  ["rh", "=doc_defensible"])
Q("multi", "en", "SBA conditions plus the forecast for tonight", "cc+oos", "S", NOW, ["t", "rh", "ws"])
Q("multi", "en", "do we have drone footage of the fire? and send Engine 3 to it", "fr+ref", "-", "none",
  ["=frames", "neg"])
Q("multi", "en", "which station's windier, and where will the front be in 45", "cmp+sp", "BS", NOW, ["ws", "=spread"],
  h=45)
Q("multi", "en", "wind speed at SBA, and how far does the head travel in 20 min at 50 m a minute", "cc+dr", "S", NOW,
  ["ws", drift_m(50, 20)], h=20, nums=(50, 20))
Q("multi", "en", "danger at SBA and should we keep the night patrol on", "dg+tac", "S", NOW, ["class", "fwi"])
Q("multi", "en", "photo attached of the left flank. also your spread projection for 30 min?", "ph+sp", "-", "none",
  ["=spread"], h=30)
Q("multi", "en", "FFMC and RH at Bejaia, and what does the guide say an FFMC over 90 means?", "dg+cc+doc", "B", NOW,
  [lit(B, NOW, "FFMC"), "rh", FFMC_EASY], nums=(90,))
Q("multi", "en", "drone frames + danger level at SBA + relay it all to air ops", "fr+dg+ref", "S", NOW,
  ["=frames", "class", "neg"])
Q("multi", "en", "Which is hotter now, and what's the weather going to do this evening?", "cmp+oos", "BS", NOW, ["t"])
Q("multi", "en", "got a pic of the spot fire for you. also how far would it run in 10 min at 12 m/min", "ph+dr", "-",
  "none", [drift_m(12, 10)], h=10, nums=(12, 10))
Q("multi", "en", "is it LCES or LACES these days, and what's the ISI at Bejaia", "doc+dg", "B", NOW,
  [LCES_WORD, lit(B, NOW, "ISI")])
Q("multi", "en", "tell me about the drone sortie, and have you got anything on Oran", "fr+oos", "-", "none", ["=frames"])
Q("multi", "en", "Bejaia danger class, and the class thresholds your guide uses", "dg+doc", "B", NOW,
  ["class", MODERATE, HIGH])
Q("multi", "en", "SBA wind in km/h and m/s, and who's windier, SBA or Bejaia?", "cc+cmp", "BS", NOW,
  ["ws", mps(S, NOW)])

Q("multi", "en", "box, DC and DMC at SBA please, and does the guide say what those deep codes track?", "dg+doc", "S", NOW,
  [lit(S, NOW, "DC"), lit(S, NOW, "DMC")])
Q("multi", "en", "hotspots still smoking on the south flank. RH at Bejaia, and what are the odds of a rekindle overnight?",
  "cc+tac", "B", NOW, ["rh"])
Q("multi", "en", "Coming off nights: Bejaia RH and danger class, and is it safe to pull the ridge crew off for the night?",
  "cc+dg+tac", "B", NOW, ["rh", "class"])
Q("multi", "en", "frames from the sortie, and the SBA humidity at today's noon reading", "fr+cc", "S", TODAY,
  ["=frames", "rh"])
Q("multi", "en", "Relay from Crew 2 on mop-up: FWI at Bejaia, and clear the old alerts out of your log", "dg+ref", "B", NOW,
  ["fwi", "neg"])

Q("multi", "fr", "Température et humidité à Béjaïa, et le vent vient d'où ?", "cc+oos", "B", NOW, ["t", "rh"])
Q("multi", "fr", "FWI à SBA aujourd'hui et demain ?", "dg+oos", "S", TODAY, ["fwi"])
Q("multi", "fr", "Donne le niveau de danger à Béjaïa et préviens toutes les équipes", "dg+ref", "B", NOW, ["class"])
Q("multi", "fr", "Qu'est-ce que le drone a vu, et où sera le front dans 1 h ?", "fr+sp", "-", "none",
  ["=frames", "=spread"], h=60)
Q("multi", "fr", "Le front avance à 10 m/min, on est à 40 min. Ça fait combien, et la détection c'était à quelle heure ?",
  "dr+fr", "-", "none", [drift_m(10, 40), "=detection"], h=40, nums=(10, 40))
Q("multi", "fr", "Quelle station est la plus sèche, et on y envoie le camion-citerne ?", "cmp+tac", "BS", NOW, ["rh"])
Q("multi", "fr", "On est en noyage à SBA : HR actuelle et risque de reprise cette nuit ?", "cc+tac", "S", NOW, ["rh"])
Q("multi", "fr", "Relevés de Béjaïa + la météo à Oran", "cc+oos", "B", NOW, ["t", "rh", "ws"])
Q("multi", "fr", "J'envoie une photo du panache. Et le FWI à Sidi Bel Abbès, il est à combien ?", "ph+dg", "S", NOW, ["fwi"])
Q("multi", "fr", "ISI à SBA et ce que dit le guide sur l'ISI", "dg+doc", "S", NOW, [lit(S, NOW, "ISI")])
Q("multi", "fr", "Combien de jours de feu à Béjaïa en juillet, et sur les jours à FWI > 5, combien ont brûlé ?", "sum+an",
  "B", "jul", ["fires", "fires_fwi_gt"], thr=5, fh=True, nums=(5,))
Q("multi", "fr", "Tempé, HR et danger à SBA pour la relève, et transmets au PC", "cc+dg+ref", "S", NOW,
  ["t", "rh", "class"])
Q("multi", "fr", "Vent à Béjaïa en nœuds, et sa direction", "cc+oos", "B", NOW, ["ws", knots(B, NOW)])
Q("multi", "fr", "Où est la détection du drone et quel est le danger à Sidi Bel Abbès ?", "fr+dg", "S", NOW,
  ["=detection_place", "class"])
Q("multi", "fr", "Le FWI à SBA, et quelle station est la plus chaude ?", "dg+cmp", "BS", NOW, [lit(S, NOW, "fwi"), "t"])
Q("multi", "fr", "Qu'a vu le drone ? Et balance l'image au PC", "fr+ref", "-", "none", ["=frames"])
Q("multi", "fr", "HR à Béjaïa, et il va pleuvoir cette nuit ?", "cc+oos", "B", NOW, ["rh"])

Q("multi", "fr", "Dernière image du drone et humidité à Sidi Bel Abbès, pour le point de situation", "fr+cc", "S",
  NOW, ["=frames", "rh"])
Q("multi", "fr", "Vent à SBA en km/h, et la distance parcourue par la tête à 20 m/min pendant 30 min ?", "cc+dr", "S", NOW,
  ["ws", drift_m(20, 30)], h=30, nums=(20, 30))

Q("multi", "es", "Temperatura y FWI en Bejaia", "cc+dg", "B", NOW, ["t", "fwi"])
Q("multi", "es", "¿Viento en SBA y de dónde sopla?", "cc+oos", "S", NOW, ["ws"])
Q("multi", "es", "Peligro hoy en Sidi Bel Abbes y la previsión para mañana", "dg+oos", "S", TODAY, ["class"])
Q("multi", "es", "Dime el FWI de Bejaia y avisa a la dotación 3", "dg+ref", "B", NOW, ["fwi"])
Q("multi", "es", "¿Qué vio el dron y dónde estará el frente en media hora?", "fr+sp", "-", "none", ["=frames", "=spread"],
  h=30)
Q("multi", "es", "Estamos rematando en Bejaia: ¿humedad, y nos quedamos de retén esta noche?", "cc+tac", "B", NOW, ["rh"])
Q("multi", "es", "¿Cuál de las dos estaciones está peor y a cuál mando el refuerzo?", "cmp+tac", "BS", NOW, ["fwi"])
Q("multi", "es", "Humedad en Bejaia y en Tlemcen", "cc+oos", "B", NOW, ["rh"])
Q("multi", "es", "El frente va a 25 m/min y llegamos en 12 minutos, ¿cuánto avanza? ¿y a qué hora lo detectó el dron?",
  "dr+fr", "-", "none", [drift_m(25, 12), "=detection"], h=12, nums=(25, 12))
Q("multi", "es", "Te adjunto una foto; de paso dime la temperatura en Sidi Bel Abbes", "ph+cc", "S", NOW, ["t"])
Q("multi", "es", "ISI, BUI y clase de peligro en SBA para el relevo, y mándaselo al jefe de guardia", "dg+ref", "S", NOW,
  [lit(S, NOW, "ISI"), lit(S, NOW, "BUI"), "class"])
Q("multi", "es", "¿Qué dice la guía del FFMC y cuánto marca hoy en Sidi Bel Abbes?", "doc+dg", "S", TODAY,
  [FFMC_EASY, lit(S, TODAY, "FFMC")])
Q("multi", "es", "Dron: ¿vio algo? y pásale la foto al jefe de incendio", "fr+ref", "-", "none", ["=frames"])

Q("multi", "ar", "السخانة والـ FWI في سيدي بلعباس دركا", "cc+dg", "S", NOW, ["t", "fwi"])
Q("multi", "ar", "سرعة الريح في بجاية، ومن وين جاية؟", "cc+oos", "B", NOW, ["ws"])
Q("multi", "ar", "مستوى الخطر اليوم في بجاية، وغدوة كيفاش يكون؟", "dg+oos", "B", TODAY, ["class"])
Q("multi", "ar", "عطيني الـ FWI تاع سيدي بلعباس وابعثو لكل الفرق", "dg+ref", "S", NOW, ["fwi"])
Q("multi", "ar", "واش شافت الدرون، ووين تكون النار بعد ساعة؟", "fr+sp", "-", "none", ["=frames", "=spread"], h=60)
Q("multi", "ar", "راس النار يمشي 15 متر في الدقيقة وحنا على بعد 40 دقيقة، شحال يتقدم؟ ووقتاش تشافت النار؟", "dr+fr", "-",
  "none", [drift_m(15, 40), "=detection"], h=40, nums=(15, 40))
Q("multi", "ar", "أي محطة فيها الخطر أكبر، ووين نبعثو الكاميون الزايد؟", "cmp+tac", "BS", NOW, ["fwi"])
Q("multi", "ar", "راحنا نطفيو البقايا في سيدي بلعباس، شحال الرطوبة؟ نقعدو الليل ولا لا؟", "cc+tac", "S", NOW, ["rh"])
Q("multi", "ar", "الطقس في بجاية وفي تيزي وزو", "cc+oos", "B", NOW, ["t", "rh", "ws"])
Q("multi", "ar", "بعثتلك صورة، وشحال الرطوبة في بجاية؟", "ph+cc", "B", NOW, ["rh"])
Q("multi", "ar", "ما هي المسافة الدفاعية المطلوبة حول المنازل، وما مستوى الخطر في سيدي بلعباس الآن؟", "doc+dg", "S", NOW,
  [DEF_FT, "class"])
Q("multi", "ar", "الحرارة والرطوبة ومؤشر الخطر في بجاية، وبلغ غرفة العمليات", "cc+dg+ref", "B", NOW, ["t", "rh", "fwi"])
Q("multi", "ar", "شحال من نهار حريق في سيدي بلعباس في أوت؟ والنهارات اللي FWI فوق 25 شحال منهم شعلت؟", "sum+an", "S",
  "aug", ["fires", "fires_fwi_gt"], thr=25, fh=True, nums=(25,))
Q("multi", "ar", "وين بالضبط كشفت الدرون الحريق، وشحال الـ FWI في سيدي بلعباس؟", "fr+dg", "S", NOW,
  ["=detection_place", "fwi"])
Q("multi", "ar", "سيدي بلعباس: الريح بالعقدة، ومنين راهي تهب؟", "cc+oos", "S", NOW, ["ws", knots(S, NOW)])
Q("multi", "ar", "شحال الـ ISI في بجاية، وواش يقول الدليل على ISI؟", "dg+doc", "B", NOW, [lit(B, NOW, "ISI")])
Q("multi", "ar", "الدرون واش شافت؟ وابعث التصويرة للقيادة", "fr+ref", "-", "none", ["=frames"])
Q("multi", "ar", "قارن السخانة بين المحطتين وعطيني الطقس تاع تلمسان", "cmp+oos", "BS", NOW, ["t"])

Q("multi", "ar", "الرطوبة في سيدي بلعباس، وشحال يمشي راس النار في 25 دقيقة إذا كان يمشي 12 متر في الدقيقة؟", "cc+dr", "S",
  NOW, ["rh", drift_m(12, 25)], h=25, nums=(12, 25))
Q("multi", "ar", "واش قالت الدرون؟ ولازم نزيدو العساسة في سيدي بلعباس ولا لا؟", "fr+tac", "S", NOW, ["=frames", "fwi"])
Q("multi", "ar", "عطيني الـ FFMC تاع سيدي بلعباس وفهمني واش معناه حسب الدليل", "dg+doc", "S", NOW,
  [lit(S, NOW, "FFMC"), FFMC_EASY])

# ----------------------------------------------------------------------------------------------- sessions
SESSIONS: list[dict] = []


def T(session: int, lang: str, question: str, intents: str, st: str, when: str, facts=(), decision=None, h=None,
      fh=False, alt=None):
    assert "{" not in question
    turn = sum(r["session"] == f"{NAME}s{session:02d}" for r in SESSIONS) + 1
    r = {"session": f"{NAME}s{session:02d}", "turn": turn, "question": question,
         "intents": [INTENT[i] for i in intents.split("+")], "stations": ST[st], "when": when, "facts": list(facts),
         "lang": lang}
    if decision:
        r["decision"] = decision
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    if alt:
        r["intents_alt"] = alt
    SESSIONS.append(r)


# s01: dispatcher, night crew handover
T(1, "en", "Dispatch for night crew B: what are conditions at SBA right now?", "cc", "S", NOW, ["t", "rh", "ws", "rain"])
T(1, "en", "copy. and the danger class?", "dg", "S", NOW, ["class", "fwi"])
T(1, "en", "why's it that low after the August we had?", "ex", "S", NOW, ["rh", "rain"])
T(1, "en", "ok same lot for the other station", "cc+dg", "B", NOW, ["t", "rh", "ws", "rain", "class", "fwi"])
# s02: mop-up, English then French
T(2, "en", "mop up at bejaia, RH now?", "cc", "B", NOW, ["rh"])
T(2, "en", "any rain there yesterday", "cc", "B", YEST, ["rain"])
T(2, "fr", "Et le FWI aujourd'hui ?", "dg", "B", TODAY, ["fwi"])
T(2, "fr", "pourquoi il est si bas ?", "ex", "B", TODAY, ["rh", "rain"])
# s03: CODIS relaying for a column chief
T(3, "fr", "CODIS pour le chef de colonne : quel est le danger à Sidi Bel Abbès ?", "dg", "S", NOW, ["class", "fwi"])
T(3, "fr", "Et à Béjaïa ?", "dg", "B", NOW, ["class", "fwi"])
T(3, "fr", "Lequel a le vent le plus fort des deux ?", "cmp", "BS", NOW, ["ws"])
T(3, "fr", "Ok, envoie ça directement au chef de colonne.", "ref", "-", "none")
# s04: Spanish crew lead, drone and drift
T(4, "es", "¿Qué detectó el dron hoy?", "fr", "-", TODAY, ["=frames"])
T(4, "es", "¿A qué hora exactamente?", "fr", "-", TODAY, ["=detection"])
T(4, "es", "si avanza 20 m por minuto y tardamos 45 min, ¿cuánto se mueve?", "dr", "-", "none", [drift_m(20, 45)], h=45)
T(4, "es", "¿y hacia dónde va a estar la cabeza para entonces?", "sp", "-", "none", ["=spread"], h=45)
# s05: Algerian dispatcher, analogs
T(5, "ar", "واش الخطر في سيدي بلعباس اليوم؟", "dg", "S", TODAY, ["class", "fwi"])
T(5, "ar", "وفي بجاية؟", "dg", "B", TODAY, ["class", "fwi"])
T(5, "ar", "علاش راهو ناقص هكذا؟", "ex", "B", TODAY, ["rh", "rain"])
T(5, "ar", "واش كاين نهارات كيما هاد النهار وشعلت فيهم النار؟", "an", "B", TODAY, ["fwi"], fh=True)
# s06: fire behaviour analyst, season summary
T(6, "en", "FBAN here. Peak FWI at SBA in August?", "sum", "S", "aug", ["maxfwi"])
T(6, "en", "same for Bejaia", "sum", "B", "aug", ["maxfwi"])
T(6, "en", "how many fire days each in August", "sum", "BS", "aug", ["fires"], fh=True,
  alt=[["compare_stations"], ["compare_stations", "summary"]])
T(6, "en", "of all the SBA days with FWI over 20, how many burned", "an", "S", "all", fwi_gt(S, 20), fh=True)
T(6, "en", "why does SBA burn so much more?", "ex", "S", "aug", ["maxfwi", "maxt"])
# s07: incident commander on the radio
T(7, "en", "IC to box, drone got anything?", "fr", "-", "none", ["=frames"])
T(7, "en", "where", "fr", "-", "none", ["=detection_place"])
T(7, "en", "where's the head gonna be in an hour", "sp", "-", "none", ["=spread"], h=60)
T(7, "en", "do I commit Engine 4 or hold them at the road? SBA numbers please", "tac", "S", NOW, ["fwi", "ws"])
# s08: French volunteer, documents
T(8, "fr", "Je suis bénévole depuis peu, c'est quoi LCES ?", "doc", "-", "none", [LCES_WORD])
T(8, "fr", "Et les zones de débroussaillement autour des maisons ?", "doc", "-", "none", ZONE0 + ZONE1[1:] + [DEF_FT])
T(8, "fr", "Pourquoi 100 pieds et pas moins ?", "ex", "-", "none", [DEF_FT])
# s09: Spanish logistics, then English for the report
T(9, "es", "Logística: temperatura máxima en Sidi Bel Abbes la última semana", "sum", "S", "lastweek", ["maxt"])
T(9, "es", "¿Y en Bejaia?", "sum", "B", "lastweek", ["maxt"])
T(9, "es", "¿Cuántos días llovió allí esa semana?", "sum", "B", "lastweek", [count(B, "lastweek", "rain", ">", 0)])
T(9, "en", "vale, and the avg humidity there too, in English pls it's for the report", "sum", "B", "lastweek",
  [mean(B, "lastweek", "rh")])
# s10: MSA, incident command
T(10, "ar", "ما هي درجة الحرارة والرطوبة في بجاية الآن؟", "cc", "B", NOW, ["t", "rh"])
T(10, "ar", "وماذا عن سيدي بلعباس؟", "cc", "S", NOW, ["t", "rh"])
T(10, "ar", "أيهما أخطر؟", "cmp", "BS", NOW, ["fwi"])
T(10, "ar", "لماذا؟", "ex", "BS", NOW, ["rh"])
# s11: dispatcher relaying, then orders and forecasts
T(11, "en", "Relaying for Crew 6: wind at SBA", "cc", "S", NOW, ["ws"])
T(11, "en", "they want the direction too", "oos", "S", NOW)
T(11, "en", "ok. what about tomorrow's wind there", "oos", "S", "none")
T(11, "en", "fine. log that crew 6 is pulling back and alert the IC", "ref", "-", "none", ["neg"])
# s12: Algerian crew lead, French and darija
T(12, "fr", "Chef d'agrès : humidité à SBA hier ?", "cc", "S", YEST, ["rh"])
T(12, "ar", "والبارح في بجاية؟", "cc", "B", YEST, ["rh"])
T(12, "ar", "شحال الفرق بيناتهم؟", "cmp", "BS", YEST, ["rh", diff("rh", YEST)])
T(12, "fr", "et le FWI des deux ?", "cmp", "BS", YEST, ["fwi"])
# s13: night shift, hours other than noon
T(13, "en", "night shift here. what was the RH at Bejaia around 2am", "cc", "B", TODAY, ["rh"], decision=W)
T(13, "en", "ok give me the noon reading then", "cc", "B", TODAY, ["rh"])
T(13, "en", "and yesterday's noon", "cc", "B", YEST, ["rh"])
T(13, "en", "why's it been so humid out there", "ex", "B", TODAY, ["rain", "rh"])
# s14: Spanish, drone then off-scope
T(14, "es", "¿Hay humo en las imágenes del dron?", "fr", "-", "none", ["=frames"])
T(14, "es", "te paso una foto desde el puesto de vigilancia, ¿es el mismo fuego?", "ph", "-", "none")
T(14, "es", "¿y qué tiempo hace en Orán?", "oos", "-", NOW)
T(14, "es", "ok, entonces danger en SBA", "dg", "S", NOW, ["class", "fwi"])


# ----------------------------------------------------------------------------------------------- write
def templates() -> list[dict]:
    groups: dict[tuple, list[dict]] = {}
    for r in RECORDS:
        groups.setdefault((r["kind"], r["decision"], r["fh"]), []).append(r)
    out = []
    for (kind, decision, fh), rs in groups.items():
        key = f"{NAME}-{kind}" + (f"-{decision}" if decision else "") + ("-fh" if fh else "")
        phr = []
        for r in rs:
            p = {"q": r["q"], "lang": r["lang"], "stations": r["stations"] if r["stations"] else "none"}
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phr.append(p)
        t = {"key": key, "intents": rs[0]["intents"], "intents_by_phrasing": [r["intents"] for r in rs],
             "phrasings": phr, "stations": "none", "days": [r["day"] for r in rs],
             "facts_by_phrasing": [r["facts"] for r in rs]}
        if any(r["h"] is not None for r in rs):
            t["horizons"] = [r["h"] for r in rs]
        if any(r["thr"] is not None for r in rs):
            t["thr"] = [r["thr"] for r in rs]
        if decision:
            t["decision"] = decision
        if fh:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows: list[dict], path: Path) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main() -> None:
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(templates(), tpath)
    dump(SESSIONS, spath)
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert len({i["question"] for i in items}) == len(items), "duplicate question text"
    multi = sum(len(i["intents"]) > 1 for i in items)
    print(f"{len(items)} questions ({len(RECORDS)} template phrasings, {len(SESSIONS)} session turns, "
          f"{len({s['session'] for s in SESSIONS})} sessions); multi-ask {multi} = {multi / len(items):.1%}")
    print("languages:", dict(Counter(i["lang"] for i in items)))
    print("decisions:", dict(Counter(i["decision"] for i in items)))
    print("intent sets:", dict(Counter("+".join(i["intents"]) for i in items).most_common()))


if __name__ == "__main__":
    main()
