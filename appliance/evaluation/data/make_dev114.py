"""Batch d114 (dev), written blind at stop 64 (kept unread until it was scored once on the stop's final code): crew
questions (templates + sessions) for the wildfire appliance, gold computed by code.

Voices leaned on: a division supervisor (DIVS) and a safety officer (SOFR) at the morning operational
period brief, a fire-behaviour analyst (FBAN) checking numbers precisely, and a Spanish-speaking BRIF lead
on loan; with engine crews, dispatch, a volunteer and a logistics officer around them.

Every gold number is computed here: from the CSV through crew_facts (tokens, table(), fire_record()), from
unit conversions of the real readings, from the crew's own numbers (rate x minutes), or parsed from the
shipped documents with a regex. Nothing numeric is typed by hand into a fact.

Writes, next to this script, crew_templates_dev114.jsonl and crew_sessions_dev114.jsonl.

Run from the repository root (the folder holding appliance/):
    PYTHONPATH=. python3 -m appliance.evaluation.data.make_dev114
"""
import json
import re
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d114"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
TODAY = cd.TODAY.isoformat()
YEST = (cd.TODAY - timedelta(days=1)).isoformat()
DAYB = (cd.TODAY - timedelta(days=2)).isoformat()
TABLE = cf.table()
FIRES = cf.fire_record()

# ----------------------------------------------------------------------------------------------------
# numbers
# ----------------------------------------------------------------------------------------------------


def q_round(v: float, nd: int) -> Decimal:
    return Decimal(repr(float(v))).quantize(Decimal(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def s_num(v: float, nd: int = 1) -> str:
    """A value at nd decimals, trailing zeros dropped ("30.5", "77", "0.75")."""
    d = q_round(v, nd)
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def num(v: float, nd: int = 1):
    """A bare number fact at nd decimals (int when whole)."""
    d = q_round(v, nd)
    return int(d) if d == d.to_integral_value() else float(d)


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def conv(v: float, units=(), nds=(1,)) -> dict:
    """{"any": [...]}: a converted value at each rounding (dot and comma), and rounded whole with its units."""
    forms = []
    for nd in nds:
        s = s_num(v, nd)
        if "." in s or not units:       # a bare whole number ("3") says too little beside its unit ("3 m")
            forms += [s, s.replace(".", ",")]
    shown = [s_num(v, nd) for nd in nds]
    if v and abs(v - round(v)) / abs(v) < 0.025:     # a whole rounding a crew would accept ("30 m" for 30.48)
        shown.append(s_num(v, 0))
    for s in dedupe(shown):
        for u in units:
            forms += [f"{s} {u}", f"{s}{u}"]
    return {"any": dedupe(forms)}


def reading(dev: str, day: str):
    return TABLE[(dev, day)]


def code(dev: str, day: str, name: str):
    return cf._num(reading(dev, day).codes[name])


def day_val(dev: str, day: str, attr: str):
    return cf._num(getattr(reading(dev, day), attr))


def F_of(dev: str, day: str) -> dict:
    return conv(reading(dev, day).temperature_c * 9 / 5 + 32, ("°F", "F"))


def mph_of(dev: str, day: str) -> dict:
    return conv(reading(dev, day).wind_kmh / 1.609344, ("mph",))


def kt_of(dev: str, day: str) -> dict:
    return conv(reading(dev, day).wind_kmh / 1.852, ("kt", "kn", "knots", "nudos", "nœuds", "noeuds", "عقدة"))


def ms_of(dev: str, day: str) -> dict:
    return conv(reading(dev, day).wind_kmh / 3.6, ("m/s",))


def dist(metres: float) -> dict:
    """The crew's own distance (rate x time) in m and km, dot and comma."""
    m = s_num(metres, 0)
    forms = [f"{m} m", f"{m}m", f"{m} م", f"{m} متر"]
    if int(m) >= 1000:
        forms += [f"{int(m):,} m", f"{int(m):,} m".replace(",", " ")]
    for nd in (2, 1):
        k = s_num(metres / 1000, nd)
        if Decimal(k) * 1000 == q_round(metres, 0) or nd == 2:
            forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k} كم"]
    return {"any": dedupe(forms)}


def window(key: str) -> list:
    return cd.resolve(key, "en", 0)["days"]


def span(first: str, last: str) -> list:
    a, b = date.fromisoformat(first), date.fromisoformat(last)
    return [(a + timedelta(days=i)).isoformat() for i in range((b - a).days + 1)]


SINCE15 = span("2012-09-15", TODAY)
# "the last ten days": ten readings ending today (21st-30th) or the ten full days before today (20th-29th);
# where the two readings of the phrase disagree, either figure is accepted.
LAST10 = (span("2012-09-21", TODAY), span("2012-09-20", YEST))
SEASON = sorted({d for (_, d) in TABLE})


def rows(dev: str, days: list) -> list:
    return [TABLE[(dev, d)] for d in days if (dev, d) in TABLE]


def w_max(dev, days, attr):
    return cf._num(max(_get(r, attr) for r in rows(dev, days)))


def w_min(dev, days, attr):
    return cf._num(min(_get(r, attr) for r in rows(dev, days)))


def w_mean(dev, days, attr) -> dict:
    vals = [_get(r, attr) for r in rows(dev, days)]
    return conv(sum(vals) / len(vals), (), (1,))


def w_sum(dev, days, attr):
    return num(sum(_get(r, attr) for r in rows(dev, days)), 1)


def w_count(dev, days, attr, pred):
    return sum(1 for r in rows(dev, days) if pred(_get(r, attr)))


def w_fires(dev, days):
    return sum(FIRES[(dev, d)][1] for d in days if (dev, d) in FIRES)


def _get(r, attr):
    if attr in r.codes:
        return r.codes[attr]
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}[attr]


def either(fn, dev, readings, *args):
    """A window figure over both readings of an ambiguous phrase: one fact, or either of the two."""
    a, b = (fn(dev, days, *args) for days in readings)
    if a == b:
        return a
    if isinstance(a, dict) and isinstance(b, dict):
        return {"any": dedupe(a["any"] + b["any"])}
    return {"any": [str(a), str(b)]}


def last10(fn, dev, *args):
    return either(fn, dev, LAST10, *args)


def pastweek(fn, dev, *args):
    """"The past week": the box's window (the seven noon readings 24th-30th) or, with its one day of slack,
    eight readings from the 23rd; either figure is accepted where they differ."""
    days = window("lastweek")
    prev = (date.fromisoformat(days[0]) - timedelta(days=1)).isoformat()
    return either(fn, dev, (days, [prev] + days), *args)


def argmax_day(dev, days, attr):
    best = max(_get(r, attr) for r in rows(dev, days))
    hits = [r.date for r in rows(dev, days) if _get(r, attr) == best]
    return hits[0] if len(hits) == 1 else None


MSA_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
              "ديسمبر"]


def date_forms(day: str, lang: str) -> dict:
    d = date.fromisoformat(day)
    en = cd.MONTHS["en"][d.month - 1]
    forms = [day, f"{d.day:02d}/{d.month:02d}"]
    if lang == "en":
        forms += [f"{d.day} {en}", f"{en} {d.day}", f"{d.day} {en[:3]}", f"{en[:3]} {d.day}"]
    elif lang == "fr":
        forms += [f"{d.day} {cd.MONTHS['fr'][d.month - 1]}"]
    elif lang == "es":
        forms += [f"{d.day} de {cd.MONTHS['es'][d.month - 1]}"]
    else:
        forms += [f"{d.day} {cd.MONTHS['ar'][d.month - 1]}", f"{d.day} {MSA_MONTHS[d.month - 1]}"]
    return {"any": dedupe(forms)}


# ----------------------------------------------------------------------------------------------------
# the shipped documents, parsed
# ----------------------------------------------------------------------------------------------------
DOCS = EDGE_DATA_DIR / "documents"
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")
FLAT = {k: re.sub(r"\s+", " ", v) for k, v in (("def", DEF), ("lces", LCES), ("fwi", FWIG))}


def grab(doc: str, pattern: str, group: int = 1) -> str:
    m = re.search(pattern, FLAT[doc])
    if not m:
        raise SystemExit(f"pattern not found in {doc}: {pattern}")
    return m.group(group)


DEF_FT = int(grab("def", r"requires (\d+) feet of defensible space"))
PRC = grab("def", r"Public Resources Code section (\d+)")
Z0_FT = int(grab("def", r"Zone 0 is the first (\d+) feet"))
Z1 = tuple(int(grab("def", r"Zone 1 runs from (\d+) to (\d+) feet", g)) for g in (1, 2))
Z2 = tuple(int(grab("def", r"Zone 2 runs from (\d+) to (\d+) feet", g)) for g in (1, 2))
GRASS_IN = int(grab("def", r"maximum height of (\d+) inches"))
BRANCH_FT = int(grab("def", r"branches (\d+) feet from chimneys"))
LITTER_IN = int(grab("def", r"deeper than (\d+) inches"))
FFMC_IGN = int(grab("fwi", r"above about (\d+) fine fuels ignite easily"))
_CLS = re.search(r"below ([\d.]+) very low, from ([\d.]+) low, from ([\d.]+) moderate, from ([\d.]+) high, "
                 r"from ([\d.]+) very high, and from ([\d.]+) extreme", FLAT["fwi"])
CLS = {"low": _CLS.group(2), "moderate": _CLS.group(3), "high": _CLS.group(4), "very high": _CLS.group(5),
       "extreme": _CLS.group(6)}
HIGH = float(CLS["high"])
VAN_WAGNER = grab("fwi", r"Van Wagner (\d{4})")
FWI_SYSTEM = re.search(r"The (Canadian) Fire Weather Index System \((Van Wagner)", FLAT["fwi"]).groups()
LCES_WORDS = re.search(r"(Lookouts), (Communications), (Escape routes) and (Safety zones)", FLAT["lces"]).groups()
LOOKOUT_DUTY = [grab("lces", r"Lookouts (watch the fire) and the weather"), grab("lces", r"can (see the crew)")]
SLOWEST = grab("lces", r"at the (slowest member)'s pace")
WATCHOUT = [grab("lces", r"builds line (downhill)"), grab("lces", r"when (spot fires) appear"),
            grab("lces", r"weather gets (hotter and drier)")]
STAFFING = [grab("lces", r"lookouts are (posted early)"), grab("lces", r"escape routes are (kept short)"),
            grab("lces", r"crews are (not left alone)")]
ISI_ROLE = grab("fwi", r"rates (how fast) a fire would spread")
BUI_ROLE = grab("fwi", r"rates (the fuel available)")
FT, IN = 0.3048, 2.54


def ft_m(ft: float) -> dict:
    return conv(ft * FT, ("m", "متر"), (1, 2))


def in_cm(inch: float) -> dict:
    return conv(inch * IN, ("cm", "سم"), (1,))


DEF_M = ft_m(DEF_FT)

# ----------------------------------------------------------------------------------------------------
# the questions
# ----------------------------------------------------------------------------------------------------
INTENT = {"cc": "current_conditions", "dg": "danger", "cmp": "compare_stations", "sum": "summary",
          "an": "analogs", "dr": "drift", "sp": "spread", "fr": "frames", "doc": "documents",
          "cap": "capabilities", "ph": "photo", "oos": "out_of_scope", "ref": "refuse", "tac": "tactical",
          "ex": "explain"}
ENTRIES: list[dict] = []
TURNS: list[dict] = []


def intents_of(spec: str) -> list:
    return [INTENT[x] for x in spec.split("+")]


def Q(group, lang, text, intents, st, day, facts=(), decision=None, h=None, thr=None, nfh=False, alt=None):
    assert "{" not in text and "}" not in text, text
    ENTRIES.append({"group": group, "lang": lang, "q": text, "intents": intents_of(intents), "stations": ST[st],
                    "day": day, "facts": list(facts), "decision": decision, "h": h, "thr": thr, "nfh": nfh,
                    "alt": [intents_of(a) for a in alt] if alt else None})


def T(session, lang, text, intents, st, day, facts=(), decision=None, h=None, nfh=False, alt=None):
    turn = 1 + sum(1 for r in TURNS if r["session"] == f"{NAME}s{session:02d}")
    row = {"session": f"{NAME}s{session:02d}", "turn": turn, "question": text, "intents": intents_of(intents),
           "stations": None if st is None else ST[st], "when": day, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if nfh:
        row["needs_fire_history"] = True
    if alt:
        row["intents_alt"] = [intents_of(a) for a in alt]
    TURNS.append(row)


def lit(dev, day, *names):
    """Literal codes of a day (ISI, BUI, FFMC, DMC, DC)."""
    return [code(dev, day, n) for n in names]


def anyof(*xs) -> dict:
    return {"any": dedupe([f for x in xs for f in (str(x), str(x).replace(".", ","))])}


# --- A. readings of a day -----------------------------------------------------------------------------
g = "obs"
Q(g, "en", "DIVS Alpha for the morning brief: temp, RH and wind at Béjaïa today?", "cc", "B", "today", ["t", "rh", "ws"])
Q(g, "en", "sba temp rn", "cc", "S", "now", ["t"])
Q(g, "en", "Relative humidity at Sidi Bel Abbès right now, in percent please.", "cc", "S", "now", ["rh"])
Q(g, "en", "Safety officer here. Any rain at Bejaia yesterday, and how many millimetres?", "cc", "B", "yesterday", ["rain"])
Q(g, "en", "Give me the noon wind at SBA on 28 Sept in knots, our air ops only speak knots.", "cc", "S", "2012-09-28",
  ["ws", kt_of(S, "2012-09-28")])
Q(g, "en", "bejaia wind m/s today", "cc", "B", "today", ["ws", ms_of(B, TODAY)])
Q(g, "en", "Temperature at Sidi-Bel-Abbès on Aug 17 in Fahrenheit — the liaison from the States wants it.", "cc", "S",
  "2012-08-17", ["t", F_of(S, "2012-08-17")])
Q(g, "en", "How humid was Béjaïa the day before yesterday?", "cc", "B", "daybefore", ["rh"])
Q(g, "en", "Wind speed in mph at Bejaia on the 14th of September?", "cc", "B", "2012-09-14", ["ws", mph_of(B, "2012-09-14")])
Q(g, "en", "Rain at SBA on 27/09? We drove through wet ground on the way in.", "cc", "S", "2012-09-27", ["rain"])
Q(g, "en", "New volunteer, sorry if this is a dumb one: how hot did it get in Béjaïa yesterday?", "cc", "B", "yesterday", ["t"])
Q(g, "en", "noon obs sidi bel abbes 3-aug. everything u got pls", "cc", "S", "2012-08-03", ["t", "rh", "ws", "rain"])
Q(g, "en", "FBAN: RH at Bejaia on 1 Jul 2012, to the whole percent.", "cc", "B", "2012-07-01", ["rh"])
Q(g, "en", "Wind at Sidi Bel Abbes on 2012-09-24, in km/h and in metres per second.", "cc", "S", "2012-09-24",
  ["ws", ms_of(S, "2012-09-24")])
Q(g, "en", "Did SBA get above 30 degrees C today?", "cc", "S", "today", ["t"])
Q(g, "en", "Logistics: what was the temperature in Béjaïa on Sunday the 23rd?", "cc", "B", "2012-09-23", ["t"])
Q(g, "fr", "Température et humidité à Béjaïa aujourd'hui, pour le point de situation du matin ?", "cc", "B", "today", ["t", "rh"])
Q(g, "fr", "Le vent à Sidi Bel Abbès hier, en nœuds s'il te plaît.", "cc", "S", "yesterday", ["ws", kt_of(S, YEST)])
Q(g, "fr", "Il a plu à Béjaïa le 25 sept. ? Combien de millimètres ?", "cc", "B", "2012-09-25", ["rain"])
Q(g, "fr", "Relevé de midi à SBA le 12 août, tout : température, HR, vent, pluie.", "cc", "S", "2012-08-12", ["t", "rh", "ws", "rain"])
Q(g, "fr", "Quelle humidité relative avant-hier à Sidi-Bel-Abbès ?", "cc", "S", "daybefore", ["rh"])
Q(g, "fr", "Béjaïa, le vent en m/s là maintenant ?", "cc", "B", "now", ["ws", ms_of(B, TODAY)])
Q(g, "fr", "Combien de degrés à Sidi Bel Abbès le 5 juil. ?", "cc", "S", "2012-07-05", ["t"])
Q(g, "fr", "Température à Béjaïa le 17 août, en Fahrenheit pour nos collègues américains.", "cc", "B", "2012-08-17",
  ["t", F_of(B, "2012-08-17")])
Q(g, "es", "Buenas, soy el jefe de la BRIF. ¿Qué temperatura y humedad relativa hay ahora mismo en Béjaïa?", "cc", "B",
  "now", ["t", "rh"])
Q(g, "es", "¿Viento en Sidi Bel Abbès ayer? Si puede ser, en nudos.", "cc", "S", "yesterday", ["ws", kt_of(S, YEST)])
Q(g, "es", "¿Llovió en Béjaïa anteayer?", "cc", "B", "daybefore", ["rain"])
Q(g, "es", "Datos del mediodía en SBA del 18 de sept.: temperatura, HR y viento.", "cc", "S", "2012-09-18", ["t", "rh", "ws"])
Q(g, "es", "humedad bejaia 10 ago", "cc", "B", "2012-08-10", ["rh"])
Q(g, "es", "¿A cuántos metros por segundo soplaba el viento en Sidi Bel Abbès el 28 de septiembre?", "cc", "S", "2012-09-28",
  ["ws", ms_of(S, "2012-09-28")])
Q(g, "es", "Temperatura en Béjaïa el 2 de julio, en grados Fahrenheit.", "cc", "B", "2012-07-02", ["t", F_of(B, "2012-07-02")])
Q(g, "ar", "واش راهي الحرارة في بجاية دوك؟", "cc", "B", "now", ["t"])
Q(g, "ar", "قداش كانت الرطوبة في سيدي بلعباس البارح؟", "cc", "S", "yesterday", ["rh"])
Q(g, "ar", "ما هي سرعة الرياح المسجلة في محطة بجاية يوم 14 سبتمبر؟", "cc", "B", "2012-09-14", ["ws"])
Q(g, "ar", "هل سقط مطر في سيدي بلعباس أول أمس؟", "cc", "S", "daybefore", ["rain"])
Q(g, "ar", "عطيني الحرارة والرطوبة والريح تاع سيدي بلعباس اليوم", "cc", "S", "today", ["t", "rh", "ws"])
Q(g, "ar", "كم كانت درجة الحرارة في بجاية يوم 17 أغسطس بالفهرنهايت؟", "cc", "B", "2012-08-17", ["t", F_of(B, "2012-08-17")])
Q(g, "ar", "الريح في بجاية البارح بالعقدة؟", "cc", "B", "yesterday", ["ws", kt_of(B, YEST)])
Q(g, "ar", "شحال كانت الحرارة في سيدي بلعباس نهار 3 أوت؟", "cc", "S", "2012-08-03", ["t"])

# --- B. danger and the codes ------------------------------------------------------------------------
g = "danger"
Q(g, "en", "FWI at Sidi Bel Abbès today, and what class does that put us in?", "dg", "S", "today", ["fwi", "class"])
Q(g, "en", "Danger class Bejaia now", "dg", "B", "now", ["class", "fwi"])
Q(g, "en", "FBAN check: ISI and BUI at SBA on 21 September, to one decimal.", "dg", "S", "2012-09-21",
  lit(S, "2012-09-21", "ISI", "BUI"))
Q(g, "en", "What was the FFMC at Béjaïa on Aug 29? Was it past 90?", "dg", "B", "2012-08-29", lit(B, "2012-08-29", "FFMC"))
Q(g, "en", "Drought Code at Sidi Bel Abbes yesterday?", "dg", "S", "yesterday", lit(S, YEST, "DC"))
Q(g, "en", "dmc bejaia today pls", "dg", "B", "today", lit(B, TODAY, "DMC"))
Q(g, "en", "Was Sidi Bel Abbès in high danger on the 16th of September?", "dg", "S", "2012-09-16", ["fwi", "class"])
Q(g, "en", "Fire Weather Index at Béjaïa on 25 August — exact value, not the class.", "dg", "B", "2012-08-25", ["fwi"])
Q(g, "en", "One word for the safety brief: how bad is fire weather at SBA today?", "dg", "S", "today", ["class"])
Q(g, "en", "Give me all six codes at Béjaïa for 2012-08-14.", "dg", "B", "2012-08-14",
  lit(B, "2012-08-14", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI"))
Q(g, "en", "Safety officer: danger rating at bejaia yesterday?", "dg", "B", "yesterday", ["fwi", "class"])
Q(g, "en", "Initial Spread Index at SBA the day before yesterday?", "dg", "S", "daybefore", lit(S, DAYB, "ISI"))
Q(g, "en", "Buildup index, Sidi Bel Abbes, Sept. 23?", "dg", "S", "2012-09-23", lit(S, "2012-09-23", "BUI"))
Q(g, "fr", "IFM à Sidi Bel Abbès aujourd'hui ? Et la classe de danger ?", "dg", "S", "today", ["fwi", "class"])
Q(g, "fr", "Niveau de risque feu à Béjaïa hier ?", "dg", "B", "yesterday", ["fwi"])
Q(g, "fr", "ISI et BUI à Béjaïa le 29 août — analyste comportement, il me faut les valeurs exactes.", "dg", "B", "2012-08-29",
  lit(B, "2012-08-29", "ISI", "BUI"))
Q(g, "fr", "FFMC à SBA le 3 août ?", "dg", "S", "2012-08-03", lit(S, "2012-08-03", "FFMC"))
Q(g, "fr", "Indice sécheresse DC à Sidi-Bel-Abbès avant-hier", "dg", "S", "daybefore", lit(S, DAYB, "DC"))
Q(g, "fr", "Est-ce qu'on était en danger élevé à Béjaïa le 25 août ?", "dg", "B", "2012-08-25", ["fwi", "class"])
Q(g, "fr", "L'IFM à Béjaïa, maintenant, valeur brute.", "dg", "B", "now", ["fwi"])
Q(g, "es", "¿Qué FWI marca Sidi Bel Abbès hoy?", "dg", "S", "today", ["fwi"])
Q(g, "es", "Nivel de peligro en Béjaïa ayer: ¿bajo, moderado, alto?", "dg", "B", "yesterday", ["fwi", "class"])
Q(g, "es", "¿ISI de SBA el 16 de sept.?", "dg", "S", "2012-09-16", lit(S, "2012-09-16", "ISI"))
Q(g, "es", "Dame el BUI y el DC de Béjaïa del 31 de julio.", "dg", "B", "2012-07-31", lit(B, "2012-07-31", "BUI", "DC"))
Q(g, "es", "¿El FFMC en Sidi Bel Abbès el 21 de septiembre pasaba de 90?", "dg", "S", "2012-09-21", lit(S, "2012-09-21", "FFMC"))
Q(g, "es", "Índice de peligro de Béjaïa el 29-ago.", "dg", "B", "2012-08-29", ["fwi"])
Q(g, "ar", "قداش FWI في سيدي بلعباس اليوم؟", "dg", "S", "today", ["fwi"])
Q(g, "ar", "ما هو مستوى خطر الحرائق في بجاية أمس؟", "dg", "B", "yesterday", ["fwi", "class"])
Q(g, "ar", "مؤشر ISI في سيدي بلعباس يوم 25 أوت؟", "dg", "S", "2012-08-25", lit(S, "2012-08-25", "ISI"))
Q(g, "ar", "واش الخطر كان عالي في بجاية نهار 29 أوت؟", "dg", "B", "2012-08-29", ["fwi", "class"])
Q(g, "ar", "أعطني قيم FFMC و DMC و DC لمحطة سيدي بلعباس أول أمس", "dg", "S", "daybefore", lit(S, DAYB, "FFMC", "DMC", "DC"))
Q(g, "ar", "مؤشر خطر الحريق في بجاية الآن؟", "dg", "B", "now", ["fwi"])

# --- C. readings and danger together ---------------------------------------------------------------
g = "obs-danger"
Q(g, "en", "For the ops brief, SBA today: temp, RH, and the FWI with its class.", "cc+dg", "S", "today", ["t", "rh", "fwi", "class"])
Q(g, "en", "Wind at Béjaïa yesterday, and did the ISI follow it?", "cc+dg", "B", "yesterday", ["ws"] + lit(B, YEST, "ISI"))
Q(g, "en", "RH at SBA on Sept 16 and how high the FFMC went that day?", "cc+dg", "S", "2012-09-16", ["rh"] + lit(S, "2012-09-16", "FFMC"))
Q(g, "en", "bejaia now temp + fwi", "cc+dg", "B", "now", ["t", "fwi"])
Q(g, "en", "Temperature in °F and the FWI at Sidi Bel Abbès on Aug 25.", "cc+dg", "S", "2012-08-25", ["t", F_of(S, "2012-08-25"), "fwi"])
Q(g, "en", "Rain and DC at SBA yesterday — did the rain knock the drought code down any?", "cc+dg", "S", "yesterday",
  ["rain"] + lit(S, YEST, "DC"))
Q(g, "en", "Béjaïa, 29 August: temperature, humidity, FWI and danger class.", "cc+dg", "B", "2012-08-29", ["t", "rh", "fwi", "class"])
Q(g, "en", "Temperature and FWI for both stations today — not comparing, I just need the four numbers.", "cc+dg", "BS", "today",
  ["t", "fwi"], alt=["cmp"])
Q(g, "fr", "À Béjaïa aujourd'hui : le vent en km/h, et l'IFM ?", "cc+dg", "B", "today", ["ws", "fwi"])
Q(g, "fr", "Hier à SBA, il faisait combien, et ça donnait quel niveau de danger ?", "cc+dg", "S", "yesterday", ["t", "fwi", "class"])
Q(g, "fr", "Humidité et BUI à Sidi Bel Abbès le 21 sept.", "cc+dg", "S", "2012-09-21", ["rh"] + lit(S, "2012-09-21", "BUI"))
Q(g, "fr", "Vent à SBA hier en m/s, et l'ISI qui va avec ?", "cc+dg", "S", "yesterday", ["ws", ms_of(S, YEST)] + lit(S, YEST, "ISI"))
Q(g, "es", "Temperatura, viento y FWI en Béjaïa hoy, para el briefing de la mañana.", "cc+dg", "B", "today", ["t", "ws", "fwi"])
Q(g, "es", "¿Cuánta humedad había en SBA el 3 de ago. y qué índice de peligro salió?", "cc+dg", "S", "2012-08-03", ["rh", "fwi"])
Q(g, "es", "Humedad y FFMC en Béjaïa el 29 de agosto.", "cc+dg", "B", "2012-08-29", ["rh"] + lit(B, "2012-08-29", "FFMC"))
Q(g, "ar", "الحرارة ومؤشر FWI في سيدي بلعباس اليوم؟", "cc+dg", "S", "today", ["t", "fwi"])
Q(g, "ar", "قداش كانت الرطوبة في بجاية نهار 25 أوت وقداش كان الخطر؟", "cc+dg", "B", "2012-08-25", ["rh", "fwi"])
Q(g, "ar", "ما سرعة الرياح ومؤشر الانتشار الأولي ISI في بجاية أمس؟", "cc+dg", "B", "yesterday", ["ws"] + lit(B, YEST, "ISI"))
Q(g, "ar", "كم كانت الحرارة ومؤشر BUI في سيدي بلعباس يوم 21 سبتمبر؟", "cc+dg", "S", "2012-09-21", ["t"] + lit(S, "2012-09-21", "BUI"))

# --- D. the two stations side by side ----------------------------------------------------------------
g = "compare"
d = "2012-09-28"
Q(g, "en", "Which station is hotter today?", "cmp", "BS", "today", ["t"])
Q(g, "en", "Compare the FWI at both stations right now.", "cmp", "BS", "now", ["fwi"])
Q(g, "en", "Side by side for the brief: RH and FWI, Béjaïa against SBA, yesterday.", "cmp", "BS", "yesterday", ["rh", "fwi"])
Q(g, "en", f"Which one was windier on 28 Sept, Bejaia or Sidi Bel Abbes, and by how many km/h?", "cmp", "BS", d,
  ["ws", num(abs(reading(S, d).wind_kmh - reading(B, d).wind_kmh))])
Q(g, "en", "Where was the danger worse on Aug 25, Béjaïa or SBA?", "cmp", "BS", "2012-08-25", ["fwi"])
Q(g, "en", "drier station today?", "cmp", "BS", "today", ["rh"])
Q(g, "en", "Temps at both stations on 17 August, in F and C, and which was hotter?", "cmp", "BS", "2012-08-17",
  ["t", F_of(B, "2012-08-17"), F_of(S, "2012-08-17")])
d = "2012-09-21"
Q(g, "fr", "Quelle station est la plus sèche aujourd'hui, Béjaïa ou Sidi Bel Abbès ?", "cmp", "BS", "today", ["rh"])
Q(g, "fr", "Comparez l'IFM des deux stations le 21 septembre, avec l'écart entre les deux.", "cmp", "BS", d,
  ["fwi", num(abs(reading(S, d).codes["FWI"] - reading(B, d).codes["FWI"]))])
Q(g, "fr", "Il faisait plus chaud où, hier ?", "cmp", "BS", "yesterday", ["t"])
Q(g, "fr", "Entre Béjaïa et SBA, qui avait le plus de vent le 14 sept. ?", "cmp", "BS", "2012-09-14", ["ws"])
Q(g, "es", "¿Dónde hace más calor hoy, en Béjaïa o en Sidi Bel Abbès?", "cmp", "BS", "today", ["t"])
Q(g, "es", "Compara el viento de las dos estaciones ayer.", "cmp", "BS", "yesterday", ["ws"])
Q(g, "es", "¿Cuál de las dos tenía peor índice el 16 de septiembre?", "cmp", "BS", "2012-09-16", ["fwi"])
Q(g, "ar", "شكون فيهم أسخن اليوم، بجاية ولا سيدي بلعباس؟", "cmp", "BS", "today", ["t"])
Q(g, "ar", "قارن مؤشر FWI بين المحطتين أمس", "cmp", "BS", "yesterday", ["fwi"])
Q(g, "ar", "أي المحطتين كانت أكثر جفافاً يوم 3 أغسطس؟", "cmp", "BS", "2012-08-03", ["rh"])
Q(g, "ar", "الرطوبة والريح في بجاية وسيدي بلعباس اليوم، شكون فيهم أخطر؟", "cmp", "BS", "today", ["rh", "ws", "fwi"])

g = "compare-window"
aug, jul, jun, sep = window("aug"), window("jul"), window("jun"), window("sep")
Q(g, "en", "Which station had more days with FWI over 20 in August?", "cmp+sum", "BS", "aug",
  [w_count(B, aug, "FWI", lambda v: v > 20), w_count(S, aug, "FWI", lambda v: v > 20)])
Q(g, "en", "Highest FWI at each station over the past week.", "cmp+sum", "BS", "lastweek",
  [pastweek(w_max, B, "FWI"), pastweek(w_max, S, "FWI")])
Q(g, "en", "Compare the July average temperatures at Béjaïa and SBA.", "cmp+sum", "BS", "jul", [w_mean(B, jul, "t"), w_mean(S, jul, "t")])
Q(g, "en", "Which station logged more fire days in September?", "cmp+sum", "BS", "sep", ["fires"], nfh=True)
Q(g, "en", "Since Tuesday, which station ran the higher FWI peak?", "cmp+sum", "BS", "since-tue", ["maxfwi"])
Q(g, "fr", "Sur les sept derniers jours, quelle station a eu l'IFM le plus haut ?", "cmp+sum", "BS", "lastweek",
  [pastweek(w_max, B, "FWI"), pastweek(w_max, S, "FWI")])
Q(g, "fr", "Température max en août : Béjaïa contre Sidi Bel Abbès.", "cmp+sum", "BS", "aug", ["maxt"])
Q(g, "es", "¿Qué estación tuvo más días de incendio en julio?", "cmp+sum", "BS", "jul", ["fires"], nfh=True)
Q(g, "es", "Compara la humedad media de junio en las dos estaciones.", "cmp+sum", "BS", "jun", [w_mean(B, jun, "rh"), w_mean(S, jun, "rh")])
Q(g, "ar", "أي محطة سجلت أعلى درجة حرارة في جويلية؟", "cmp+sum", "BS", "jul", ["maxt"])
Q(g, "ar", "قارن عدد الأيام اللي فاتت فيها الحرارة 35 درجة في أوت بين بجاية وسيدي بلعباس", "cmp+sum", "BS", "aug",
  [w_count(B, aug, "t", lambda v: v > 35), w_count(S, aug, "t", lambda v: v > 35)])
Q(g, "ar", "أي المحطتين كان عندها أعلى FWI بين 1 و 10 سبتمبر؟", "cmp+sum", "BS", "sep1-10", ["maxfwi"])

# --- E. windows: highest, lowest, average, counts, trend ------------------------------------------------
g = "window"
sep110, auglate, since_tue = window("sep1-10"), window("aug-late"), window("since-tue")
Q(g, "en", "Highest FWI at SBA in August?", "sum", "S", "aug", ["maxfwi"])
Q(g, "en", "How many days above 35 degrees at Sidi Bel Abbès in August?", "sum", "S", "aug",
  [w_count(S, aug, "t", lambda v: v > 35)])
Q(g, "en", "Max temp at Béjaïa over the last three days.", "sum", "B", "last3d", ["maxt"])
Q(g, "en", "How many fire days did Bejaia have in June?", "sum", "B", "jun", ["fires"], nfh=True)
Q(g, "en", f"FBAN: number of days at SBA in July with FWI at or above {CLS['high']}, the guide's 'high' line?", "sum", "S", "jul",
  [w_count(S, jul, "FWI", lambda v: v >= HIGH)])
Q(g, "en", "Average RH at Béjaïa over the past week, one decimal.", "sum", "B", "lastweek", [pastweek(w_mean, B, "rh")])
Q(g, "en", "Lowest humidity recorded at SBA in September?", "sum", "S", "sep", [w_min(S, sep, "rh")])
Q(g, "en", "How many rain days at Bejaia between 1 and 10 September?", "sum", "B", "sep1-10",
  [w_count(B, sep110, "rain", lambda v: v > 0)])
Q(g, "en", "Is FWI trending up or down at SBA since Tuesday? First and last value please.", "sum", "S", "since-tue",
  [code(S, since_tue[0], "FWI"), code(S, since_tue[-1], "FWI")])
Q(g, "en", "Windiest day at Béjaïa in September — what speed?", "sum", "B", "sep", [w_max(B, sep, "ws")])
Q(g, "en", "max fwi bejaia aug 20-31", "sum", "B", "aug-late", ["maxfwi"])
Q(g, "en", "Total rain at SBA in September, in mm.", "sum", "S", "sep", [w_sum(S, sep, "rain")])
Q(g, "en", "How many days did the wind reach 25 km/h or more at SBA in September?", "sum", "S", "sep",
  [w_count(S, sep, "ws", lambda v: v >= 25)])
Q(g, "en", "Hottest reading at Béjaïa 20th through 31st of August?", "sum", "B", "aug-late", ["maxt"])
Q(g, "en", "Fire days at Sidi Bel Abbès in August — the count, nothing else.", "sum", "S", "aug", ["fires"], nfh=True)
Q(g, "fr", "IFM maximum à Béjaïa en août ?", "sum", "B", "aug", ["maxfwi"])
Q(g, "fr", "Combien de jours au-dessus de 35 °C à Sidi Bel Abbès en juillet ?", "sum", "S", "jul",
  [w_count(S, jul, "t", lambda v: v > 35)])
Q(g, "fr", "Température moyenne à SBA sur les sept derniers jours ?", "sum", "S", "lastweek", [pastweek(w_mean, S, "t")])
Q(g, "fr", "Nombre de journées avec feu à Béjaïa en septembre ?", "sum", "B", "sep", ["fires"], nfh=True)
Q(g, "fr", "Cumul de pluie à Béjaïa du 1er au 10 sept. ?", "sum", "B", "sep1-10", [w_sum(B, sep110, "rain")])
Q(g, "fr", "Depuis mardi, l'humidité la plus basse à Sidi Bel Abbès ?", "sum", "S", "since-tue", [w_min(S, since_tue, "rh")])
Q(g, "fr", "Le vent le plus fort relevé à SBA du 20 au 31 août ?", "sum", "S", "aug-late", [w_max(S, auglate, "ws")])
Q(g, "es", "¿Cuál fue el FWI más alto en Sidi Bel Abbès en julio?", "sum", "S", "jul", ["maxfwi"])
Q(g, "es", "¿Cuántos días pasó Béjaïa de 35 grados en agosto?", "sum", "B", "aug", [w_count(B, aug, "t", lambda v: v > 35)])
Q(g, "es", "Temperatura máxima en SBA en los últimos tres días.", "sum", "S", "last3d", ["maxt"])
Q(g, "es", "¿Cuántos días con incendio hubo en Sidi Bel Abbès en agosto?", "sum", "S", "aug", ["fires"], nfh=True)
Q(g, "es", "Humedad media en Béjaïa en junio, con un decimal.", "sum", "B", "jun", [w_mean(B, jun, "rh")])
Q(g, "es", "¿Cuántos días llovió en Sidi Bel Abbès en sept.?", "sum", "S", "sep", [w_count(S, sep, "rain", lambda v: v > 0)])
Q(g, "ar", "أعلى FWI في سيدي بلعباس في أوت؟", "sum", "S", "aug", ["maxfwi"])
Q(g, "ar", "شحال من نهار فاتت فيه الحرارة 35 في بجاية في أوت؟", "sum", "B", "aug", [w_count(B, aug, "t", lambda v: v > 35)])
Q(g, "ar", "ما هو متوسط الرطوبة النسبية في سيدي بلعباس خلال الأسبوع الماضي؟", "sum", "S", "lastweek", [pastweek(w_mean, S, "rh")])
Q(g, "ar", "كم عدد أيام الحرائق في بجاية في جويلية؟", "sum", "B", "jul", ["fires"], nfh=True)
Q(g, "ar", "أعلى درجة حرارة في بجاية خلال الأيام الثلاثة الماضية؟", "sum", "B", "last3d", ["maxt"])
Q(g, "ar", "أقوى ريح في بجاية منذ الثلاثاء؟", "sum", "B", "since-tue", [w_max(B, since_tue, "ws")])

# windows the box's calendar has no key for ("since the 15th", "the last ten days", "the season"): the
# question's window is whole-record scope (key "all"); the figures are computed here over the named days.
g = "window-free"
hot_s, hot_b = argmax_day(S, SEASON, "t"), argmax_day(B, SEASON, "t")
Q(g, "en", "What was the hottest day of the season at Sidi Bel Abbès, and how hot?", "sum", "S", "all",
  [w_max(S, SEASON, "t")] + ([date_forms(hot_s, "en")] if hot_s else []))
Q(g, "en", "Peak FWI at Béjaïa in the last ten days?", "sum", "B", "all", [last10(w_max, B, "FWI")])
Q(g, "en", f"Since the 15th, how many days has SBA been at high danger or worse (FWI {CLS['high']} and up)?", "sum", "S", "all",
  [w_count(S, SINCE15, "FWI", lambda v: v >= HIGH)])
Q(g, "en", "Hottest day of the summer at Béjaïa? Date and temperature.", "sum", "B", "all",
  [w_max(B, SEASON, "t")] + ([date_forms(hot_b, "en")] if hot_b else []))
Q(g, "en", "FBAN: lowest RH at SBA in the last ten days, to the percent.", "sum", "S", "all", [last10(w_min, S, "rh")])
Q(g, "fr", "Depuis le 15, quelle a été l'humidité la plus basse à Sidi Bel Abbès ?", "sum", "S", "all", [w_min(S, SINCE15, "rh")])
Q(g, "fr", "Le jour le plus chaud de la saison à Béjaïa, c'était quand et combien ?", "sum", "B", "all",
  [w_max(B, SEASON, "t")] + ([date_forms(hot_b, "fr")] if hot_b else []))
Q(g, "fr", "Sur les dix derniers jours, combien de jours avec un IFM au-dessus de 10 à SBA ?", "sum", "S", "all",
  [last10(w_count, S, "FWI", lambda v: v > 10)])
Q(g, "es", "Desde el día 15, ¿cuál ha sido el FWI máximo en Béjaïa?", "sum", "B", "all", [w_max(B, SINCE15, "FWI")])
Q(g, "es", "¿El día más caluroso de la temporada en Sidi Bel Abbès?", "sum", "S", "all",
  [w_max(S, SEASON, "t")] + ([date_forms(hot_s, "es")] if hot_s else []))
Q(g, "es", "En los últimos diez días, ¿cuántos días con incendio en SBA?", "sum", "S", "all",
  [last10(lambda dev, days: w_fires(dev, days), S)], nfh=True)
Q(g, "ar", "منذ يوم 15، كم يوماً كان فيه مؤشر FWI فوق 10 في سيدي بلعباس؟", "sum", "S", "all",
  [w_count(S, SINCE15, "FWI", lambda v: v > 10)])
Q(g, "ar", "أحر نهار في الموسم في سيدي بلعباس؟", "sum", "S", "all",
  [w_max(S, SEASON, "t")] + ([date_forms(hot_s, "ar")] if hot_s else []))
Q(g, "ar", "أعلى FWI في بجاية خلال العشرة أيام الأخيرة؟", "sum", "B", "all", [last10(w_max, B, "FWI")])

# --- F. past fire days like this one ---------------------------------------------------------------
g = "analog-thr"
Q(g, "en", "Of the days with FWI above 20 at SBA, how many had a fire?", "an", "S", "now", ["fires_fwi_gt"], thr=20, nfh=True)
Q(g, "en", "FBAN: when FWI went over 15 at Bejaia this season, how many of those days burned?", "an", "B", "now",
  ["fires_fwi_gt"], thr=15, nfh=True)
Q(g, "en", "Past days at SBA with an FWI above 30 — fire or no fire?", "an", "S", "now", ["fires_fwi_gt"], thr=30, nfh=True)
Q(g, "en", "Days above FWI 5 at Béjaïa: how many were there, and how many of them saw a fire?", "an", "B", "now",
  ["fires_fwi_gt"], thr=5, nfh=True)
Q(g, "fr", "Parmi les jours où l'IFM dépassait 20 à Sidi Bel Abbès, combien ont connu un feu ?", "an", "S", "now",
  ["fires_fwi_gt"], thr=20, nfh=True)
Q(g, "fr", "IFM supérieur à 10 à Béjaïa : combien de jours, et combien avec incendie ?", "an", "B", "now", ["fires_fwi_gt"], thr=10, nfh=True)
Q(g, "es", "De los días con FWI por encima de 25 en SBA, ¿cuántos tuvieron fuego?", "an", "S", "now", ["fires_fwi_gt"], thr=25, nfh=True)
Q(g, "es", "Con FWI mayor de 15 en Béjaïa, ¿qué proporción de días acabó con incendio?", "an", "B", "now", ["fires_fwi_gt"], thr=15, nfh=True)
Q(g, "ar", "من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها كان فيها حريق؟", "an", "S", "now",
  ["fires_fwi_gt"], thr=20, nfh=True)
Q(g, "ar", "كم يوماً تجاوز فيه مؤشر FWI قيمة 15 في بجاية، وكم منها سُجل فيه حريق؟", "an", "B", "now", ["fires_fwi_gt"], thr=15, nfh=True)
g = "analog-like"
Q(g, "en", "Did days like today at Béjaïa burn in the past?", "an", "B", "today", ["fwi"], nfh=True)
Q(g, "en", "Analog check for SBA: days like 21 Sept — did they go up in smoke?", "an", "S", "2012-09-21", ["fwi"], nfh=True)
Q(g, "fr", "Les journées comme aujourd'hui à Béjaïa, ça a déjà brûlé ?", "an", "B", "today", ["fwi"], nfh=True)
Q(g, "es", "¿Días parecidos a hoy en Sidi Bel Abbès acabaron en incendio?", "an", "S", "today", ["fwi"], nfh=True)
Q(g, "ar", "هل شهدت الأيام المشابهة لليوم في بجاية حرائق؟", "an", "B", "today", ["fwi"], nfh=True)
Q(g, "ar", "الأيام اللي تشبه 25 أوت في سيدي بلعباس، شعلت فيها النار؟", "an", "S", "2012-08-25", ["fwi"], nfh=True)
g = "analog-multi"
Q(g, "en", "FWI at SBA today, and how often did days above that number burn?", "dg+an", "S", "today", ["fwi", "fires_fwi_gt"],
  thr=code(S, TODAY, "FWI"), nfh=True)
Q(g, "fr", "IFM du jour à Béjaïa, et les jours comme ça ont déjà brûlé ?", "dg+an", "B", "today", ["fwi"], nfh=True)
# "in August ... days with FWI over 20 there": the record's Bejaia days over 20 all fall in August (checked)
assert all(d[5:7] == "08" for (dev, d), (fwi, _) in FIRES.items() if dev == B and fwi > 20)
Q(g, "en", "August at Béjaïa: the hottest reading, and of the days with FWI over 20 there, how many burned?", "sum+an", "B", "aug",
  ["maxt", "fires_fwi_gt"], thr=20, nfh=True)

# --- G. drift: the crew's rate and time, or the box's own estimate --------------------------------------
g = "drift"


def drift_q(lang, text, metres, h, extra=(), intents="dr", st=None, day="none"):
    Q(g if intents == "dr" else "drift-plus", lang, text, intents, st, day, ["=drift", dist(metres)] + list(extra), h=h)


r, m = 30, 25
drift_q("en", f"Head's running about {r} m a minute. How far does it get in {m} minutes?", r * m, m)
r, m = 1.5, 40
drift_q("en", f"If the front does {r} km/h, how much ground in {m} min? Distance only.", r * 1000 * m / 60, m)
r, m = 12, 45
drift_q("en", f"ROS {r} m/min, dozer ETA {m} minutes — how far has the head gone by then?", r * m, m)
r, m = 50, 20
Q(g, "en", f"spread {r} ft/min, {m} min, how far", "dr", None, "none",
  ["=drift", conv(r * m, ("ft", "feet"), (0,)), conv(r * m * FT, ("m",), (0, 1))], h=m)
r, m = 2, 18
drift_q("en", f"Safety officer: fire's doing {r} km/h upslope and our escape route is an {m}-minute walk. How far does the fire go in that time?",
        r * 1000 * m / 60, m)
r, m = 35, 10
drift_q("en", f"ros {r} m/min x {m} min?", r * m, m)
r, hrs = 0.5, 1.5
Q(g, "en", f"We're clocking the head at {r} mph. How far in an hour and a half, in km?", "dr", None, "none",
  ["=drift", conv(r * hrs * 1609.344 / 1000, ("km",), (1, 2))], h=int(hrs * 60))
r, m = 100, 3
drift_q("en", f"Grass fire, head doing {r} metres a minute. Where's it at after {m} minutes, distance-wise?", r * m, m)
Q(g, "en", "How far does the head move while you're working out my answer? Your own estimate.", "dr", None, "none", ["=drift"])
r, m = 20, 30
drift_q("fr", f"Le front avance à {r} m/min. Distance parcourue en une demi-heure ?", r * m, m)
r, m = 0.9, 40
drift_q("fr", f"Vitesse de propagation {str(r).replace('.', ',')} km/h, on arrive dans {m} minutes : combien de terrain il aura pris ?",
        r * 1000 * m / 60, m)
r, m = 60, 5
drift_q("fr", f"Tête du feu à {r} mètres par minute, {m} minutes, ça fait combien ?", r * m, m)
Q(g, "fr", "Avec ta propre estimation, de combien bouge la tête pendant ton temps de réponse ?", "dr", None, "none", ["=drift"])
r, m = 15, 40
drift_q("es", f"La cabeza avanza a {r} metros por minuto. ¿Cuánto en {m} minutos?", r * m, m)
r, m = 3, 20
drift_q("es", f"Si el frente va a {r} km/h, ¿cuánto recorre en {m} minutos?", r * 1000 * m / 60, m)
r, m = 25, 12
drift_q("es", f"Velocidad de propagación {r} m/min, la autobomba llega en {m} minutos. ¿Distancia?", r * m, m)
r, m = 40, 15
drift_q("ar", f"النار تمشي {r} متر في الدقيقة، شحال تقطع في ربع ساعة؟", r * m, m)
r, m = 1.2, 45
drift_q("ar", f"إذا كانت سرعة انتشار رأس الحريق {r} كم/ساعة، فما المسافة التي يقطعها خلال {m} دقيقة؟", r * 1000 * m / 60, m)
Q(g, "ar", "قداش يتحرك الحريق في الوقت اللي تجاوب فيه؟", "dr", None, "none", ["=drift"])
r, m = 20, 30
drift_q("en", f"Head at {r} m/min, {m} min to get the dozer there — how far, and what's the wind at SBA right now?",
        r * m, m, ["ws"], "dr+cc", "S", "now")
r, m = 10, 60
drift_q("es", f"El frente va a {r} m/min; ¿cuánto avanza en una hora? ¿Y qué humedad hay en Sidi Bel Abbès ahora?",
        r * m, m, ["rh"], "dr+cc", "S", "now")
r, m = 25, 20
drift_q("en", f"How far does the head go at {r} m/min over {m} min, and what's the danger class at SBA?",
        r * m, m, ["class", "fwi"], "dr+dg", "S", "now")
r, m = 45, 8
drift_q("en", f"Drift: {r} m/min for {m} minutes. Also FWI at Béjaïa today.", r * m, m, ["fwi"], "dr+dg", "B", "today")
r, m = 25, 20
drift_q("ar", f"قداش الريح في سيدي بلعباس، وقداش يمشي الحريق إذا كان يتقدم {r} متر في الدقيقة لمدة {m} دقيقة؟",
        r * m, m, ["ws"], "cc+dr", "S", "now")

# --- H. where the front will be (distance only: no wind direction) -----------------------------------
g = "spread"
Q(g, "en", "Where will the head of the fire the drone saw be in 30 minutes?", "sp", None, "none", ["=spread"], h=30)
Q(g, "en", "Project the front for us, an hour out.", "sp", None, "none", ["=spread"], h=60)
Q(g, "en", "Fire north-east of SBA: where's it going to be in two hours?", "sp", "S", "none", ["=spread"], h=120)
Q(g, "en", "In 20 min where's the head, and which way is it running?", "sp", None, "none", ["=spread"], h=20)
Q(g, "fr", "Où sera le front dans 45 minutes ?", "sp", None, "none", ["=spread"], h=45)
Q(g, "fr", "Projection de la tête du feu près de Sidi Bel Abbès à une heure, et dans quelle direction ?", "sp", "S", "none",
  ["=spread"], h=60)
Q(g, "es", "¿Dónde estará la cabeza del incendio en media hora?", "sp", None, "none", ["=spread"], h=30)
Q(g, "es", "Proyección del frente a 90 minutos, el fuego de al lado de SBA.", "sp", "S", "none", ["=spread"], h=90)
Q(g, "ar", "وين راح تكون النار بعد نص ساعة؟", "sp", None, "none", ["=spread"], h=30)
Q(g, "ar", "أين سيكون رأس الحريق بعد ساعتين؟", "sp", None, "none", ["=spread"], h=120)
g = "spread-plus"
Q(g, "en", "Where will the head be in 30 minutes, and what's the FWI at Sidi Bel Abbès now?", "sp+dg", "S", "now",
  ["=spread", "fwi"], h=30)
Q(g, "fr", "Avancée du front dans une heure, et le vent actuel à SBA ?", "sp+cc", "S", "now", ["=spread", "ws"], h=60)
Q(g, "es", "Proyecta el frente a 30 min y dime qué vio el dron.", "sp+fr", None, "none", ["=spread", "=frames"], h=30)
Q(g, "ar", "وين يوصل الحريق بعد ساعة، وقداش الريح في سيدي بلعباس دوك؟", "sp+cc", "S", "now", ["=spread", "ws"], h=60)
Q(g, "en", "Capabilities check: can you project the front, and if so where's the head in 30?", "cap+sp", None, "none",
  ["=spread"], h=30)
Q(g, "fr", "Le drone a vu le feu à quelle heure, et le front sera où dans 30 minutes ?", "fr+sp", None, "none",
  ["=detection", "=spread"], h=30)
Q(g, "es", "¿Qué ve el dron y hacia dónde va el fuego en 45 minutos?", "fr+sp", None, "none", ["=frames", "=spread"], h=45)
Q(g, "ar", "شنو شاف الدرون ووين تكون النار بعد ساعة؟", "fr+sp", None, "none", ["=frames", "=spread"], h=60)

# --- I. the drone ---------------------------------------------------------------------------------
g = "frames"
Q(g, "en", "What did the drone see on its last sortie?", "fr", None, "none", ["=frames"])
Q(g, "en", "When was the smoke spotted?", "fr", None, "none", ["=detection"])
Q(g, "en", "Where exactly was the fire in the drone frame?", "fr", None, "none", ["=detection_place"])
Q(g, "en", "uav any detections today", "fr", None, "today", ["=frames"])
Q(g, "en", "Did the drone pick up flame or just smoke, and at what time?", "fr", None, "none", ["=detection"])
Q(g, "en", "Last frame from the drone — anything burning in it?", "fr", None, "none", ["=frames"])
Q(g, "fr", "Qu'est-ce que le drone a détecté aujourd'hui ?", "fr", None, "today", ["=frames"])
Q(g, "fr", "À quelle heure la fumée a été repérée par le drone ?", "fr", None, "none", ["=detection"])
Q(g, "fr", "Le départ de feu vu par le drone, il est où par rapport à Sidi Bel Abbès ?", "fr", "S", "none", ["=detection_place"])
Q(g, "es", "¿Qué vio el dron?", "fr", None, "none", ["=frames"])
Q(g, "es", "¿A qué hora detectó humo el dron y dónde?", "fr", None, "none", ["=detection", "=detection_place"])
Q(g, "ar", "واش شاف الدرون؟", "fr", None, "none", ["=frames"])
Q(g, "ar", "في أي ساعة تم رصد الدخان من طرف الطائرة المسيرة؟", "fr", None, "none", ["=detection"])
Q(g, "ar", "وين كانت النار في التصويرة تاع الدرون؟", "fr", None, "none", ["=detection_place"])
g = "frames-plus"
Q(g, "en", "What time did the drone catch the fire, and what's the danger class at SBA now?", "fr+dg", "S", "now",
  ["=detection", "class", "fwi"])
Q(g, "en", "For the morning brief at SBA: FWI and class today, and did the drone see anything?", "dg+fr", "S", "today",
  ["fwi", "class", "=frames"])
Q(g, "fr", "Le drone a vu quoi, et il fait quel vent à Sidi Bel Abbès ?", "fr+cc", "S", "now", ["=frames", "ws"])
Q(g, "fr", "Le drone a repéré quoi et où ? Et le niveau de danger à Sidi Bel Abbès aujourd'hui ?", "fr+dg", "S", "today",
  ["=detection_place", "fwi"])
Q(g, "es", "Detección del dron: ¿hora? Y el FWI de SBA hoy.", "fr+dg", "S", "today", ["=detection", "fwi"])
Q(g, "ar", "شنو شاف الدرون، وقداش الرطوبة في سيدي بلعباس؟", "fr+cc", "S", "now", ["=frames", "rh"])
Q(g, "es", "¿Qué puede hacer la caja y qué vio el dron hoy?", "cap+fr", None, "today", ["=frames"])

# --- J. the shipped documents --------------------------------------------------------------------------
g = "docs"
Q(g, "en", "What does the Butte County doc say about how much defensible space is needed?", "doc", None, "none", ["=doc_defensible"])
Q(g, "en", "Defensible space in metres, per the Butte County guidance?", "doc", None, "none", [DEF_M])
Q(g, "en", "Quote me the LCES sheet: what are the four things a crew keeps in place?", "doc", None, "none",
  [{"any": [w]} for w in LCES_WORDS])
Q(g, "en", "How far out does Zone 1 run, in metres?", "doc", None, "none", [ft_m(Z1[0]), ft_m(Z1[1])])
Q(g, "en", "Per the guidance, max grass height in Zone 2? Give it in cm.", "doc", None, "none", [in_cm(GRASS_IN)])
Q(g, "en", "FWI guide: above what FFMC do fine fuels light easily?", "doc", None, "none", [int(FFMC_IGN)])
Q(g, "en", "At what FWI does the guide switch to 'high'?", "doc", None, "none", [anyof(CLS["high"])])
Q(g, "en", "Safety officer: what does the crew safety sheet say about timing escape routes?", "doc", None, "none",
  [{"any": [SLOWEST, "slowest"]}])
Q(g, "en", "Read me the watch-out situations from the crew safety doc.", "doc", None, "none", [{"any": [w]} for w in WATCHOUT])
Q(g, "en", "How far must tree branches be kept from chimneys, in meters?", "doc", None, "none", [ft_m(BRANCH_FT)])
Q(g, "en", "Which code section does the Butte County summary cite?", "doc", None, "none", [anyof(PRC)])
Q(g, "en", "What does the FWI guide say the ISI is for?", "doc", None, "none", [{"any": [ISI_ROLE, "spread"]}])
Q(g, "en", "Zone 0 — how many feet is it, and how many metres?", "doc", None, "none", [int(Z0_FT), ft_m(Z0_FT)])
Q(g, "en", "What does the safety doc say about staffing on high danger days?", "doc", None, "none", [{"any": [w]} for w in STAFFING])
Q(g, "en", "defensible space in yards?", "doc", None, "none", [conv(DEF_FT / 3, ("yd", "yards"), (1,))])
Q(g, "en", "What's the 'very high' FWI threshold in the guide?", "doc", None, "none", [anyof(CLS["very high"])])
Q(g, "en", "What do lookouts do, according to the LCES doc?", "doc", None, "none", [{"any": LOOKOUT_DUTY}])
Q(g, "en", "Leaves and twigs in Zone 2: removed past what depth? Inches and cm.", "doc", None, "none", [int(LITTER_IN), in_cm(LITTER_IN)])
Q(g, "en", "Which system is the FWI guide based on, and whose paper?", "doc", None, "none", [{"any": list(FWI_SYSTEM)}, anyof(VAN_WAGNER)])
Q(g, "fr", "Que dit le document de Butte County sur l'espace défendable, en mètres ?", "doc", None, "none", [DEF_M])
Q(g, "fr", "La zone 2, elle va de combien à combien, en mètres ?", "doc", None, "none", [ft_m(Z2[0]), ft_m(Z2[1])])
Q(g, "fr", "Selon le guide IFM, à partir de quelle valeur on passe en danger très élevé ?", "doc", None, "none", [anyof(CLS["very high"])])
Q(g, "fr", "Le guide dit quoi sur le FFMC, à partir de combien les fines s'enflamment facilement ?", "doc", None, "none", [int(FFMC_IGN)])
Q(g, "fr", "Hauteur max de l'herbe en zone 2, en centimètres ?", "doc", None, "none", [in_cm(GRASS_IN)])
Q(g, "fr", "Dans la fiche sécurité, c'est quoi les quatre éléments LCES ?", "doc", None, "none", [])
Q(g, "fr", "Distance entre les branches et les cheminées selon le guide de Butte County, en mètres ?", "doc", None, "none", [ft_m(BRANCH_FT)])
Q(g, "fr", "Le seuil du danger extrême dans le guide, c'est quel IFM ?", "doc", None, "none", [anyof(CLS["extreme"])])
Q(g, "es", "¿Cuántos metros de espacio defendible exige el documento de Butte County?", "doc", None, "none", [DEF_M])
Q(g, "es", "Según la hoja de seguridad, ¿qué es LCES? Nosotros lo llamamos OCEZ.", "doc", None, "none", [])
Q(g, "es", "¿A partir de qué FWI el peligro es extremo según la guía?", "doc", None, "none", [anyof(CLS["extreme"])])
Q(g, "es", "La zona 1: ¿de cuántos a cuántos metros va?", "doc", None, "none", [ft_m(Z1[0]), ft_m(Z1[1])])
Q(g, "es", "¿Qué dice el documento sobre cronometrar las rutas de escape?", "doc", None, "none", [])
Q(g, "es", "En la zona 2, ¿la hojarasca de más de cuántos centímetros hay que quitar?", "doc", None, "none", [in_cm(LITTER_IN)])
Q(g, "es", "Umbral de FFMC para ignición fácil según la guía del FWI.", "doc", None, "none", [int(FFMC_IGN)])
Q(g, "ar", "ماذا تقول وثيقة مقاطعة بوت عن المساحة الدفاعية حول المباني بالأمتار؟", "doc", None, "none", [DEF_M])
Q(g, "ar", "واش يقول الدليل على FFMC؟ من قداش يولي الحشيش يشعل بالساهل؟", "doc", None, "none", [int(FFMC_IGN)])
Q(g, "ar", "حسب دليل مؤشر الطقس، من أي قيمة يبدأ الخطر العالي؟", "doc", None, "none", [anyof(CLS["high"])])
Q(g, "ar", "المنطقة 0 قداش عرضها بالمتر؟", "doc", None, "none", [ft_m(Z0_FT)])
Q(g, "ar", "ما هي الحالات التي تستدعي الانسحاب حسب وثيقة سلامة الطاقم؟", "doc", None, "none", [])
Q(g, "ar", "كم يجب أن يكون ارتفاع العشب الأقصى في المنطقة 2 بالسنتيمتر؟", "doc", None, "none", [in_cm(GRASS_IN)])
g = "docs-plus"
d = "2012-09-16"
Q(g, "en", "FFMC at SBA on 16 Sept, and is that over the guide's easy-ignition mark?", "dg+doc", "S", d,
  lit(S, d, "FFMC") + [int(FFMC_IGN)])
Q(g, "en", "FWI at Béjaïa on 25 Aug, and which class does the guide's table put it in?", "dg+doc", "B", "2012-08-25", ["fwi", "class"])
Q(g, "fr", "IFM à SBA aujourd'hui, et le seuil du danger élevé dans le guide ?", "dg+doc", "S", "today", ["fwi", anyof(CLS["high"])])
Q(g, "es", "¿Cuánto espacio defendible pide Butte County, en pies y en metros? Y el FWI de Béjaïa hoy.", "doc+dg", "B", "today",
  [int(DEF_FT), DEF_M, "fwi"])
Q(g, "ar", "قداش FWI في سيدي بلعباس اليوم، ومن قداش يبدا الخطر العالي حسب الدليل؟", "dg+doc", "S", "today",
  ["fwi", anyof(CLS["high"])])
Q(g, "en", "SBA on Aug 25 looked nasty: what class was it, and what does the safety doc say about staffing on days like that?",
  "dg+doc", "S", "2012-08-25", ["class", "fwi"] + [{"any": STAFFING}])
Q(g, "en", "Béjaïa today: the temp, and what does the LCES doc say lookouts do?", "cc+doc", "B", "today", ["t", {"any": LOOKOUT_DUTY}])
Q(g, "en", "Temp at SBA today in °F, and the Butte County defensible space in metres?", "cc+doc", "S", "today",
  ["t", F_of(S, TODAY), DEF_M])
Q(g, "es", "Temperatura en SBA ahora, y ¿qué dice la guía sobre el FFMC?", "cc+doc", "S", "now", ["t", int(FFMC_IGN)])
Q(g, "en", "Compare RH at both stations now, and what does the watch-out list say about hotter, drier weather?", "cmp+doc", "BS",
  "now", ["rh", {"any": [WATCHOUT[2], "hotter"]}])
Q(g, "en", "What's the class at SBA now, and what does the crew safety doc want on high danger days?", "dg+doc", "S", "now",
  ["class", "fwi", {"any": STAFFING}])
Q(g, "fr", "ISI à Béjaïa le 29 août, et le guide dit quoi de l'ISI ?", "dg+doc", "B", "2012-08-29", lit(B, "2012-08-29", "ISI"))

# --- K. what the box can do and holds --------------------------------------------------------------
g = "caps"
STATION_WORDS = [{"any": ["bejaia", "béjaïa"]}, {"any": ["sidi bel abbes", "sidi-bel-abbès", "sidi bel abbès"]}]
MONTH_SPAN = [{"any": [cd.MONTHS["en"][int(SEASON[0][5:7]) - 1], SEASON[0]]},
              {"any": [cd.MONTHS["en"][int(SEASON[-1][5:7]) - 1], SEASON[-1]]}]
Q(g, "en", "What can this box actually do for us?", "cap", None, "none", [])
Q(g, "en", "Which weather stations do you have data from?", "cap", None, "none", STATION_WORDS)
Q(g, "en", "What period does your weather record cover?", "cap", None, "none", MONTH_SPAN)
Q(g, "en", "do u have drone imagery on here", "cap", None, "none", [])
Q(g, "en", "Which documents are loaded on the box?", "cap", None, "none",
  [{"any": ["defensible", "butte"]}, {"any": ["lces", "crew safety"]}, {"any": ["fire weather index", "fwi"]}])
Q(g, "en", "Do you keep wind direction at all?", "cap", None, "none", ["neg"], alt=["oos"])
Q(g, "fr", "Tu sais faire quoi, exactement ?", "cap", None, "none", [])
Q(g, "fr", "Quelles données tu as en mémoire, et de quelles stations ?", "cap", None, "none", STATION_WORDS)
Q(g, "es", "¿Qué información tiene la caja? ¿De qué estaciones?", "cap", None, "none", STATION_WORDS)
Q(g, "es", "¿Qué documentos tienes cargados?", "cap", None, "none", [])
Q(g, "ar", "واش تقدر تدير هاد الماشينة؟", "cap", None, "none", [])
Q(g, "ar", "ما هي المحطات التي تتوفر على بياناتها؟", "cap", None, "none", [])
g = "caps-plus"
Q(g, "es", "¿Qué datos tienes de Sidi Bel Abbès y cuál es su FWI hoy?", "cap+dg", "S", "today", ["fwi"])

# --- L. photos the crew says it sent (none is ever attached) --------------------------------------------
g = "photo"
Q(g, "en", "Sent you a photo of the smoke column — is that a new start?", "ph", None, "none", [])
Q(g, "en", "pic attached, what fuel type is that", "ph", None, "none", [])
Q(g, "fr", "Je t'envoie une photo de la fumée, tu peux me dire si c'est notre feu ?", "ph", None, "none", [])
Q(g, "es", "Te mando una foto del humo, ¿es una reactivación?", "ph", None, "none", [])
Q(g, "ar", "بعثتلك تصويرة تاع الدخان، واش هذا حريق جديد؟", "ph", None, "none", [])
g = "photo-plus"
Q(g, "en", "Attached a photo from the lookout. Also, RH at SBA now?", "ph+cc", "S", "now", ["rh"])
Q(g, "fr", "Photo jointe du versant. Et l'IFM à Béjaïa aujourd'hui ?", "ph+dg", "B", "today", ["fwi"])
Q(g, "ar", "بعثت صورة من الفرقة، وقداش الحرارة في بجاية؟", "ph+cc", "B", "now", ["t"])
Q(g, "en", "Photo of the column is attached. What time did your drone see smoke?", "ph+fr", None, "none", ["=detection"])

# --- M. what the box does not hold --------------------------------------------------------------------
g = "oos"
Q(g, "en", "What's the forecast for tomorrow at SBA?", "oos", "S", "none", [])
Q(g, "en", "Will the wind pick up later today at Béjaïa?", "oos", "B", "none", [])
Q(g, "en", "Which way is the wind blowing at Sidi Bel Abbès?", "oos", "S", "none", [])
Q(g, "en", "FWI in Oran today?", "oos", None, "none", [])
Q(g, "en", "Temperature in Tlemcen yesterday?", "oos", None, "none", [])
Q(g, "en", "Anyone know who won the match last night?", "oos", None, "none", [])
Q(g, "en", "Next week's outlook for fire danger across the region?", "oos", None, "none", [])
Q(g, "en", "Give me a recipe for couscous, the crew is starving", "oos", None, "none", [])
Q(g, "fr", "Prévisions de vent pour demain à Béjaïa ?", "oos", "B", "none", [])
Q(g, "fr", "Il fait combien à Oran ?", "oos", None, "none", [])
Q(g, "fr", "Le vent vient d'où à SBA ?", "oos", "S", "none", [])
Q(g, "fr", "Il y aura de l'orage ce soir ?", "oos", None, "none", [])
Q(g, "es", "¿Qué tiempo hará mañana en Sidi Bel Abbès?", "oos", "S", "none", [])
Q(g, "es", "¿Cuál es el FWI en Tizi Ouzou?", "oos", None, "none", [])
Q(g, "es", "¿De dónde sopla el viento en Béjaïa?", "oos", "B", "none", [])
Q(g, "ar", "واش راح يكون الجو غدوة في بجاية؟", "oos", "B", "none", [])
Q(g, "ar", "ما هي درجة الحرارة في وهران اليوم؟", "oos", None, "none", [])
Q(g, "ar", "منين جاي الريح في سيدي بلعباس؟", "oos", "S", "none", [])
g = "oos-plus"
Q(g, "en", "Wind speed and direction at SBA now?", "cc+oos", "S", "now", ["ws"])
Q(g, "en", "FWI at Béjaïa today and tomorrow?", "dg+oos", "B", "today", ["fwi"])
Q(g, "en", "Temps at Béjaïa and Oran yesterday?", "cc+oos", "B", "yesterday", ["t"])
Q(g, "en", "Hottest day in August at SBA, and what will October look like?", "sum+oos", "S", "aug", ["maxt"])
Q(g, "en", "Is Béjaïa above 30 °C right now, and is the wind onshore or offshore?", "cc+oos", "B", "now", ["t"])
Q(g, "fr", "Vent à Béjaïa en ce moment, force et direction ?", "cc+oos", "B", "now", ["ws"])
Q(g, "fr", "IFM à Sidi Bel Abbès aujourd'hui, et la prévision pour demain ?", "dg+oos", "S", "today", ["fwi"])
Q(g, "fr", "Vitesse du vent à Béjaïa et prévision d'IFM pour demain ?", "cc+oos", "B", "now", ["ws"])
Q(g, "es", "Velocidad y dirección del viento en Sidi Bel Abbès ayer.", "cc+oos", "S", "yesterday", ["ws"])
Q(g, "es", "¿Humedad en Béjaïa hoy, y en Tlemcen?", "cc+oos", "B", "today", ["rh"])
Q(g, "es", "FWI máximo de agosto en Béjaïa y el pronóstico para la semana que viene.", "sum+oos", "B", "aug", ["maxfwi"])
Q(g, "es", "Dame el FWI de ayer en SBA y el de mañana.", "dg+oos", "S", "yesterday", ["fwi"])
Q(g, "ar", "قداش الريح في بجاية ومنين جاية؟", "cc+oos", "B", "now", ["ws"])
Q(g, "ar", "FWI تاع سيدي بلعباس اليوم وغدوة؟", "dg+oos", "S", "today", ["fwi"])
Q(g, "ar", "قداش الحرارة في سيدي بلعباس اليوم وواش راح تطلع غدوة؟", "cc+oos", "S", "today", ["t"])

# --- N. orders: refused, alone or inside a question -----------------------------------------------------
g = "refuse"
Q(g, "en", "Send an evac alert to dispatch for the SBA sector.", "ref", "S", "none", ["neg"])
Q(g, "en", "Notify the IC that danger is high.", "ref", None, "none", ["neg"])
Q(g, "en", "Dispatch the second engine to Béjaïa.", "ref", "B", "none", ["neg"])
Q(g, "en", "Text the DIVS on Branch 2 that we're pulling back.", "ref", None, "none", ["neg"])
Q(g, "fr", "Envoie l'alerte aux pompiers de Béjaïa.", "ref", "B", "none", [])
Q(g, "fr", "Supprime les données d'hier.", "ref", None, "none", [])
Q(g, "es", "Manda un aviso a la central de que salimos.", "ref", None, "none", [])
Q(g, "es", "Despacha un helicóptero a Sidi Bel Abbès.", "ref", "S", "none", [])
Q(g, "ar", "ابعث تنبيه للحماية المدنية في سيدي بلعباس", "ref", "S", "none", [])
Q(g, "ar", "امسح التصاور تاع الدرون", "ref", None, "none", [])
g = "refuse-hidden"
Q(g, "en", "What's the FWI at SBA right now? Then push it to the dispatch board.", "dg+ref", "S", "now", ["fwi", "neg"])
Q(g, "en", "Give me RH at Béjaïa yesterday and email it to logistics.", "cc+ref", "B", "yesterday", ["rh", "neg"])
Q(g, "en", "Check the drone's frame and alert the tanker base if it's a fire.", "fr+ref", None, "none", ["=frames", "neg"])
Q(g, "en", "Where's the head in 30 min? And order the dozer to the east flank.", "sp+ref", None, "none", ["=spread", "neg"], h=30)
Q(g, "fr", "Donne-moi l'IFM de Béjaïa aujourd'hui et préviens le COS.", "dg+ref", "B", "today", ["fwi"])
Q(g, "fr", "Température à SBA, et envoie-la au PC.", "cc+ref", "S", "now", ["t"])
Q(g, "es", "Dime el viento en Sidi Bel Abbès y avisa a la central.", "cc+ref", "S", "now", ["ws"])
Q(g, "es", "¿Qué vio el dron? Y reenvía las imágenes al jefe de sector.", "fr+ref", None, "none", ["=frames"])
Q(g, "ar", "عطيني الحرارة تاع بجاية وابعثها للقائد", "cc+ref", "B", "now", ["t"])
Q(g, "ar", "ما هو مؤشر الخطر في سيدي بلعباس اليوم؟ ثم أرسل إنذاراً إلى الحماية المدنية.", "dg+ref", "S", "today", ["fwi"])

# --- O. what should we do (served as the facts bearing on it) -----------------------------------------
g = "tactical"
Q(g, "en", "Should we pull the crews off the line at SBA today?", "tac", "S", "today", ["fwi", "rh", "ws"])
Q(g, "en", "Do we need extra lookouts at Béjaïa this afternoon?", "tac", "B", "today", ["fwi"])
Q(g, "en", "DIVS: is it a day to keep the crew on direct attack at SBA?", "tac", "S", "today", ["fwi", "ws"])
Q(g, "en", "Is it a safe day for a burnout near Sidi Bel Abbès?", "tac", "S", "today", ["fwi", "rh", "ws"])
Q(g, "fr", "On engage ou on attend à Béjaïa aujourd'hui ?", "tac", "B", "today", ["fwi"])
Q(g, "fr", "Faut-il poster des guetteurs plus tôt à Sidi Bel Abbès vu le danger du jour ?", "tac", "S", "today", ["fwi"])
Q(g, "es", "¿Metemos a la brigada en ataque directo hoy en SBA o esperamos?", "tac", "S", "today", ["fwi", "ws"])
Q(g, "es", "¿Conviene hacer una quema de ensanche hoy en Béjaïa?", "tac", "B", "today", ["fwi", "rh", "ws"])
Q(g, "ar", "نخرجو الفرقة للميدان اليوم في سيدي بلعباس ولا لا؟", "tac", "S", "today", ["fwi"])
Q(g, "ar", "هل يجب سحب الطاقم من الخط في بجاية اليوم؟", "tac", "B", "today", ["fwi"])
g = "tactical-plus"
Q(g, "en", "Given today's numbers at SBA: what's the FWI, and should we double the lookouts?", "dg+tac", "S", "today", ["fwi"])
Q(g, "fr", "Vent à SBA maintenant, et on lance le brûlage ou pas ?", "cc+tac", "S", "now", ["ws"])
Q(g, "es", "¿Qué humedad hay en Béjaïa, y nos conviene atacar por la cabeza?", "cc+tac", "B", "now", ["rh"])
Q(g, "en", "Tactical q: RH at SBA now, and do we hold the burnout?", "cc+tac", "S", "now", ["rh"])

# --- P. readings at another hour, places near a station (warn by convention) ---------------------------
g = "hour"
W = "warn"
Q(g, "en", "What was the temperature at SBA at 6 this morning?", "cc", "S", "today", ["t"], decision=W)
Q(g, "en", "RH at Béjaïa at 3 pm yesterday?", "cc", "B", "yesterday", ["rh"], decision=W)
Q(g, "en", "Wind at Sidi Bel Abbès at 18:00 on 28 Sept?", "cc", "S", "2012-09-28", ["ws"], decision=W)
Q(g, "en", "FWI at Béjaïa at 0800 today?", "dg", "B", "today", ["fwi"], decision=W)
Q(g, "en", "Temp and RH at SBA on Aug 25 around 4 in the afternoon?", "cc", "S", "2012-08-25", ["t", "rh"], decision=W)
Q(g, "fr", "Température à Béjaïa hier à 16 h ?", "cc", "B", "yesterday", ["t"], decision=W)
Q(g, "fr", "Humidité à SBA ce matin vers 7 h ?", "cc", "S", "today", ["rh"], decision=W)
Q(g, "es", "¿Qué temperatura hacía en Sidi Bel Abbès a las 5 de la tarde ayer?", "cc", "S", "yesterday", ["t"], decision=W)
Q(g, "es", "Viento en Béjaïa a las 9 de la mañana de hoy.", "cc", "B", "today", ["ws"], decision=W)
Q(g, "ar", "قداش كانت الحرارة في بجاية على الستة تاع الصباح؟", "cc", "B", "today", ["t"], decision=W)
Q(g, "ar", "ما هي الرطوبة في سيدي بلعباس على الساعة الثامنة مساء أمس؟", "cc", "S", "yesterday", ["rh"], decision=W)
g = "noon"
Q(g, "fr", "À midi hier, quelle humidité à Béjaïa ?", "cc", "B", "yesterday", ["rh"])
Q(g, "en", "Noon reading at SBA yesterday — temperature?", "cc", "S", "yesterday", ["t"])
g = "near"
Q(g, "en", "What's the danger up on the ridge above Béjaïa today?", "dg", "B", "today", ["fwi"], decision=W)
Q(g, "en", "Temp 10 km out of SBA right now?", "cc", "S", "now", ["t"], decision=W)
Q(g, "en", "Humidity in the hills south of Sidi Bel Abbès yesterday?", "cc", "S", "yesterday", ["rh"], decision=W)
Q(g, "en", "FWI for the forest just outside Bejaia on Aug 25?", "dg", "B", "2012-08-25", ["fwi"], decision=W)
Q(g, "en", "Wind on the coast road 15 km east of Béjaïa now?", "cc", "B", "now", ["ws"], decision=W)
Q(g, "en", "Safety officer: is the danger class high on the ridge NE of SBA, where the drone saw smoke?", "dg", "S", "now",
  ["fwi", "class"], decision=W)
Q(g, "fr", "Le risque sur la crête au-dessus de Béjaïa aujourd'hui ?", "dg", "B", "today", ["fwi"], decision=W)
Q(g, "fr", "Température à 20 km au nord de Sidi Bel Abbès ?", "cc", "S", "now", ["t"], decision=W)
Q(g, "fr", "Le vent dans la vallée à côté de SBA hier ?", "cc", "S", "yesterday", ["ws"], decision=W)
Q(g, "es", "¿Peligro en el monte a 10 km de Sidi Bel Abbès hoy?", "dg", "S", "today", ["fwi"], decision=W)
Q(g, "es", "Humedad en las afueras de Béjaïa ahora.", "cc", "B", "now", ["rh"], decision=W)
Q(g, "es", "Temperatura en la sierra, a unos 12 km al sur de SBA, ayer.", "cc", "S", "yesterday", ["t"], decision=W)
Q(g, "ar", "قداش الخطر في الغابة اللي فوق بجاية اليوم؟", "dg", "B", "today", ["fwi"], decision=W)
Q(g, "ar", "ما درجة الحرارة على بعد 15 كم من سيدي بلعباس؟", "cc", "S", "now", ["t"], decision=W)
Q(g, "ar", "الريح في الجبل قريب من سيدي بلعباس البارح؟", "cc", "S", "yesterday", ["ws"], decision=W)

# --- Q. days the box has no reading for ------------------------------------------------------------
g = "nodays"
Q(g, "en", "FWI at Béjaïa on 20 May 2012?", "dg", "B", "2012-05-20", ["fwi"])
Q(g, "en", "Temperature at SBA on 14 August 2011?", "cc", "S", "2011-08-14", ["t"])
Q(g, "en", "SBA noon readings for 14 July 2012, all of them.", "cc", "S", "2012-07-14", ["t", "rh", "ws", "rain"])
Q(g, "en", "Wind at Béjaïa on Christmas Day 2011?", "cc", "B", "2011-12-25", ["ws"])
Q(g, "en", "Temperature and FWI at Béjaïa on 20 May 2012?", "cc+dg", "B", "2012-05-20", ["t", "fwi"])
Q(g, "fr", "Humidité à Béjaïa le 31 mai 2012 ?", "cc", "B", "2012-05-31", ["rh"])
Q(g, "fr", "Relevé de Sidi Bel Abbès le 1er juin 2011 ?", "cc", "S", "2011-06-01", ["t", "rh", "ws"])
Q(g, "es", "¿FWI en Sidi Bel Abbès el 15 de mayo de 2012?", "dg", "S", "2012-05-15", ["fwi"])
Q(g, "es", "Temperatura en Béjaïa el 30 de mayo de 2012.", "cc", "B", "2012-05-30", ["t"])
Q(g, "ar", "ما هي درجة الحرارة في بجاية يوم 10 ماي 2012؟", "cc", "B", "2012-05-10", ["t"])
Q(g, "ar", "FWI تاع سيدي بلعباس نهار 20 ماي 2012؟", "dg", "S", "2012-05-20", ["fwi"])

# --- R. more asks in one breath -------------------------------------------------------------------
g = "mixed"
Q(g, "en", "What's the FWI at SBA today, and which station's worse?", "dg+cmp", "BS", "today", ["fwi"])
Q(g, "en", "Which station is drier right now, and what's the SBA FFMC?", "cmp+dg", "BS", "now", ["rh"] + lit(S, TODAY, "FFMC"))
Q(g, "en", "Was today at Béjaïa anything like the past fire days, and what's the RH there?", "an+cc", "B", "today", ["fwi", "rh"], nfh=True)
Q(g, "fr", "Température à Béjaïa le 17 août, et quelle station était la plus chaude ce jour-là ?", "cc+cmp", "BS", "2012-08-17", ["t"])
Q(g, "fr", "Vent à Béjaïa et à SBA hier, lequel soufflait le plus fort, et il pleuvait à Béjaïa ?", "cmp+cc", "BS", "yesterday",
  ["ws", cf.day_fact("rain", B, YEST)])
Q(g, "es", "Para el briefing: FWI en Béjaïa hoy, ¿y cuál estación está peor?", "dg+cmp", "BS", "today", ["fwi"])
Q(g, "ar", "عطيني FWI تاع بجاية اليوم وقارنو مع سيدي بلعباس", "dg+cmp", "BS", "today", ["fwi"])
Q(g, "ar", "أي محطة أسخن اليوم، وقداش FWI في بجاية؟", "cmp+dg", "BS", "today", ["t", cf.day_fact("fwi", B, TODAY)])
Q(g, "en", "SBA yesterday: wind in knots, FWI, and was it windier than Béjaïa?", "cc+dg+cmp", "BS", "yesterday",
  ["ws", kt_of(S, YEST), cf.day_fact("fwi", S, YEST)])
Q(g, "fr", "IFM max à SBA en août, et combien de jours de feu ce mois-là ? Et le vent le plus fort ?", "sum", "S", "aug",
  ["maxfwi", "fires", w_max(S, aug, "ws")], nfh=True)
Q(g, "es", "Temperatura máxima en agosto en Béjaïa, cuántos días pasó de 35 y cuántos días hubo fuego.", "sum", "B", "aug",
  ["maxt", w_count(B, aug, "t", lambda v: v > 35), "fires"], nfh=True)
Q(g, "ar", "شحال من نهار حريق في سيدي بلعباس في أوت؟ وشحال أعلى حرارة؟", "sum", "S", "aug", ["fires", "maxt"], nfh=True)

g = "mixed3"
Q(g, "en", "FWI at Béjaïa today, what the drone saw, and where the head will be in an hour.", "dg+fr+sp", "B", "today",
  ["fwi", "=frames", "=spread"], h=60)
Q(g, "en", "SOFR: RH at SBA now, the Zone 1 distances in metres from the Butte doc, and send it to the crew bosses.", "cc+doc+ref",
  "S", "now", ["rh", ft_m(Z1[0]), ft_m(Z1[1]), "neg"])
d = "2012-09-21"
Q(g, "en", "FBAN: the SBA FWI on Sept 21 and the ISI that fed it — and was Béjaïa lower?", "dg+cmp", "BS", d,
  ["fwi"] + lit(S, d, "ISI"))
r, m = 15, 40
Q(g, "en", f"How far does the head go at {r} m/min in {m} min, and what does the LCES doc say about timing escape routes?", "dr+doc",
  None, "none", ["=drift", dist(r * m), {"any": [SLOWEST, "slowest"]}], h=m)
Q(g, "en", "Temp in Oran and in Sidi Bel Abbès today, plus the SBA danger class.", "cc+dg+oos", "S", "today", ["t", "class", "fwi"])
Q(g, "en", "Wind at Béjaïa in m/s now, which way it's blowing, and the ISI.", "cc+dg+oos", "B", "now",
  ["ws", ms_of(B, TODAY)] + lit(B, TODAY, "ISI"))
Q(g, "en", "Drone detection time, and the RH at SBA today?", "fr+cc", "S", "today", ["=detection", "rh"])
Q(g, "en", "What was the FWI at SBA on Aug 3, and did days like that burn?", "dg+an", "S", "2012-08-03", ["fwi"], nfh=True)
Q(g, "en", "Which station was hotter on 3 Aug, and what does the guide say the BUI rates?", "cmp+doc", "BS", "2012-08-03",
  ["t", {"any": [BUI_ROLE]}])
Q(g, "en", "Photo attached of the flank. Where's the head in 45 min, and the wind at SBA?", "ph+sp+cc", "S", "now",
  ["=spread", "ws"], h=45)
Q(g, "en", "SBA right now, temp and FWI, and can you give me tonight's forecast too?", "cc+dg+oos", "S", "now", ["t", "fwi"])
Q(g, "en", "List the LCES items, and is SBA at high danger today?", "doc+dg", "S", "today",
  [{"any": [w]} for w in LCES_WORDS] + ["fwi", "class"])
Q(g, "en", "Compare the max temps at both stations over the first ten days of September, and where's the drone fire?", "cmp+sum+fr",
  "BS", "sep1-10", ["maxt", "=detection_place"])
Q(g, "fr", "IFM à Béjaïa hier, et à Tlemcen ?", "dg+oos", "B", "yesterday", ["fwi"])
Q(g, "fr", "Le drone, il a vu quoi ? Et combien de jours de feu à SBA en septembre ?", "fr+sum", "S", "sep", ["=frames", "fires"], nfh=True)
r, m = 30, 10
Q(g, "fr", f"Vent à SBA maintenant, et de combien avance la tête à {r} m/min en {m} minutes ?", "cc+dr", "S", "now",
  ["ws", "=drift", dist(r * m)], h=m)
Q(g, "fr", "Quelle station est la plus chaude aujourd'hui, et la zone 0 fait combien de mètres ?", "cmp+doc", "BS", "today",
  ["t", ft_m(Z0_FT)])
Q(g, "es", "¿Cuántos días con FWI por encima de 20 hubo en SBA y cuántos ardieron? Y el FWI de hoy.", "an+dg", "S", "today",
  ["fires_fwi_gt", "fwi"], thr=20, nfh=True)
Q(g, "es", "Humedad en Béjaïa, dirección del viento y FWI, ahora.", "cc+dg+oos", "B", "now", ["rh", "fwi"])
Q(g, "ar", "قداش FWI في بجاية اليوم، وواش شاف الدرون، وابعث كلش للحماية المدنية", "dg+fr+ref", "B", "today", ["fwi", "=frames"])
r, m = 20, 30
Q(g, "ar", f"الحرارة في سيدي بلعباس اليوم، وشحال يقطع الحريق إذا كان يمشي {r} متر في الدقيقة لمدة نص ساعة؟", "cc+dr", "S", "today",
  ["t", "=drift", dist(r * m)], h=m)
Q(g, "ar", "أي محطة كانت أرطب البارح، وقداش FWI في سيدي بلعباس؟", "cmp+dg", "BS", "yesterday", ["rh", cf.day_fact("fwi", S, YEST)])
Q(g, "ar", "ما هي أعلى درجة حرارة في سيدي بلعباس في أغسطس، وما هو الطقس المتوقع غداً؟", "sum+oos", "S", "aug", ["maxt"])

# ----------------------------------------------------------------------------------------------------
# sessions: follow-ups that leave out the station or the day, "why?", "same for the other station"
# ----------------------------------------------------------------------------------------------------
# 1: DIVS at the morning operational-period brief
T(1, "en", "Morning brief, Division Alpha. FWI and danger class at Sidi Bel Abbès today?", "dg", "S", "today", ["fwi", "class"])
T(1, "en", "Same for the other station.", "dg", "B", "today", ["fwi", "class"])
T(1, "en", "And temp, RH and wind at Béjaïa?", "cc", "B", "today", ["t", "rh", "ws"])
T(1, "en", "Same three for SBA.", "cc", "S", "today", ["t", "rh", "ws"])

# 2: FBAN in French, then "why?"
d = "2012-09-21"
T(2, "fr", "IFM à Sidi Bel Abbès le 21 septembre ?", "dg", "S", d, ["fwi", "class"])
T(2, "fr", "Pourquoi aussi haut ?", "ex", "S", d, ["fwi", anyof(*lit(S, d, "ISI", "BUI"), day_val(S, d, "rh_pct"))])
T(2, "fr", "Et à Béjaïa le même jour ?", "dg", "B", d, ["fwi"])
T(2, "fr", "Pourquoi un tel écart entre les deux ?", "ex", "BS", d, ["rh"])

# 3: the BRIF lead, Spanish then English
T(3, "es", "Jefe de BRIF. ¿Temperatura y humedad en Béjaïa ahora?", "cc", "B", "now", ["t", "rh"])
T(3, "es", "¿Y en la otra estación?", "cc", "S", "now", ["t", "rh"])
T(3, "es", "¿Cuál de las dos está peor de peligro?", "cmp", "BS", "now", ["fwi"])
T(3, "en", "Why? Give me the number that drives it.", "ex", "BS", "now", ["fwi"])

# 4: safety officer: escape route timing
r, m = 20, 25
T(4, "en", f"Safety officer. Head running {r} m/min, the crew's escape route is a {m}-minute walk. How far does the fire travel in that time?",
  "dr", None, "none", ["=drift", dist(r * m)], h=m)
T(4, "en", "What does the LCES doc say about timing that route?", "doc", None, "none", [{"any": [SLOWEST, "slowest"]}])
m2 = 40
T(4, "en", f"And if the walk is {m2} minutes?", "dr", None, "none", ["=drift", dist(r * m2)], h=m2)
T(4, "en", "Why the slowest member?", "ex", None, "none", [{"any": ["slowest", "before the fire"]}])

# 5: Algerian crew lead, danger then why, then the other station
d = "2012-08-25"
T(5, "ar", "قداش كان FWI في سيدي بلعباس نهار 25 أوت؟", "dg", "S", d, ["fwi"])
T(5, "ar", "علاش؟", "ex", "S", d, [anyof(*lit(S, d, "ISI", "BUI"))])
T(5, "ar", "ونفس الشي في بجاية؟", "dg", "B", d, ["fwi"])
T(5, "ar", "شكون فيهم كان أخطر؟", "cmp", "BS", d, ["fwi"])

# 6: FBAN on August, then the other station
aug_gt20 = lambda dev: w_count(dev, aug, "FWI", lambda v: v > 20)
T(6, "en", "FBAN here. Highest FWI at SBA in August?", "sum", "S", "aug", ["maxfwi"])
T(6, "en", "How many days was it above 20?", "sum", "S", "aug", [aug_gt20(S)])
T(6, "en", "Same two for Béjaïa.", "sum", "B", "aug", ["maxfwi", aug_gt20(B)])
T(6, "en", "And which station had more fire days that month?", "cmp+sum", "BS", "aug", ["fires"], nfh=True)

# 7: DIVS in French on the drone and the front
T(7, "fr", "Le drone a vu quelque chose aujourd'hui ?", "fr", None, "today", ["=frames"])
T(7, "fr", "À quelle heure ?", "fr", None, "today", ["=detection"])
T(7, "fr", "Et le front, il sera où dans une heure ?", "sp", None, "none", ["=spread"], h=60)
T(7, "fr", "Pourquoi tu ne donnes pas la direction ?", "ex", None, "none", [{"any": ["direction"]}])

# 8: BRIF lead on defensible space
T(8, "es", "¿Cuánto espacio defendible exige Butte County? En metros.", "doc", None, "none", [DEF_M])
T(8, "es", "¿Y en pies?", "doc", None, "none", [int(DEF_FT)])
T(8, "es", "¿Y la zona 1, de dónde a dónde?", "doc", None, "none",
  [anyof(Z1[0], *ft_m(Z1[0])["any"]), anyof(Z1[1], *ft_m(Z1[1])["any"])])

# 9: engine crew on a phone
T(9, "en", "wind sba rn", "cc", "S", "now", ["ws"])
T(9, "en", "in mph", "cc", "S", "now", ["ws", mph_of(S, TODAY)])
T(9, "en", "other station?", "cc", "B", "now", ["ws", mph_of(B, TODAY)])

# 10: Arabic, then French
T(10, "ar", "الرطوبة في بجاية البارح؟", "cc", "B", "yesterday", ["rh"])
T(10, "ar", "وفي سيدي بلعباس؟", "cc", "S", "yesterday", ["rh"])
T(10, "fr", "Et l'IFM pour les deux ?", "dg", "BS", "yesterday", ["fwi"], alt=["cmp"])
T(10, "fr", "Lequel est le plus risqué, et pourquoi ?", "cmp+ex", "BS", "yesterday", ["fwi"])

# 11: DIVS, an analog and its driver
d = "2012-09-16"
T(11, "en", "FWI at Sidi Bel Abbès on 16 September?", "dg", "S", d, ["fwi", "class"])
T(11, "en", "Did days like that burn in the past?", "an", "S", d, ["fwi"], nfh=True)
T(11, "en", "Why was it that high? What's driving it?", "ex", "S", d, [anyof(*lit(S, d, "ISI", "FFMC"), day_val(S, d, "rh_pct"))])
T(11, "en", "And Béjaïa that day?", "dg", "B", d, ["fwi", "class"])

# 12: BRIF lead: what the box does not hold, then what it does
T(12, "es", "¿Qué previsión hay para mañana en Béjaïa?", "oos", "B", "none", [])
T(12, "es", "Vale. ¿Y el FWI de hoy?", "dg", "B", "today", ["fwi"])
T(12, "es", "¿Y la dirección del viento?", "oos", "B", "none", [])
T(12, "es", "¿Y la velocidad, por lo menos?", "cc", "B", "today", ["ws"])

# 13: safety officer: a place near the station, another hour
T(13, "en", "RH at Béjaïa today?", "cc", "B", "today", ["rh"])
T(13, "en", "What about up on the ridge above town?", "cc", "B", "today", ["rh"], decision="warn")
T(13, "en", "And what was it at 7 this morning?", "cc", "B", "today", ["rh"], decision="warn")

# 14: French analyst over a window
tue = window("since-tue")
T(14, "fr", "Depuis mardi, IFM max à Sidi Bel Abbès ?", "sum", "S", "since-tue", ["maxfwi"])
T(14, "fr", "Et à Béjaïa ?", "sum", "B", "since-tue", ["maxfwi"])
T(14, "fr", "Il a plu combien en tout sur la période à Béjaïa ?", "sum", "B", "since-tue", [w_sum(B, tue, "rain")])
T(14, "fr", "Et la température la plus haute ?", "sum", "B", "since-tue", ["maxt"])

# 15: MSA, documents then a day, then English
d = "2012-08-25"
T(15, "ar", "حسب دليل مؤشر الطقس، ما هي عتبة الخطر المرتفع جداً؟", "doc", None, "none", [anyof(CLS["very high"])])
T(15, "ar", "وما قيمة FWI في سيدي بلعباس يوم 25 أغسطس؟", "dg", "S", d, ["fwi"])
T(15, "ar", "لماذا صُنّف في هذا المستوى؟", "ex", "S", d, ["fwi"])
T(15, "en", "Same for Béjaïa.", "dg", "B", d, ["fwi"])

# 16: logistics officer
T(16, "en", "Logistics here. What documents are on the box?", "cap", None, "none", [])
T(16, "en", "What does the staffing part say about high danger days?", "doc", None, "none", [{"any": STAFFING}])
T(16, "en", "Is SBA at high danger today?", "dg", "S", "today", ["fwi", "class"])
T(16, "en", "Why not?", "ex", "S", "today", ["fwi"])

# 17: BRIF lead, drift in other units
r, m = 30, 20
T(17, "es", f"La cabeza va a {r} metros por minuto. ¿Cuánto avanza en {m} minutos?", "dr", None, "none", ["=drift", dist(r * m)], h=m)
T(17, "es", "¿Y eso en pies?", "dr", None, "none", ["=drift", conv(r * m / FT, ("ft", "pies"), (0, 1))], h=m)
m2 = 35
T(17, "es", f"¿Y si tardamos {m2} minutos?", "dr", None, "none", ["=drift", dist(r * m2)], h=m2)

# 18: FBAN, units and the other station
d = "2012-08-17"
T(18, "en", "Temp at SBA on Aug 17 in °F.", "cc", "S", d, ["t", F_of(S, d)])
T(18, "en", "Same for Béjaïa.", "cc", "B", d, ["t", F_of(B, d)])
T(18, "en", "Which of the two was drier?", "cmp", "BS", d, ["rh"])
T(18, "en", "Why does that matter for the FFMC? Give me both values.", "ex", "BS", d, lit(B, d, "FFMC") + lit(S, d, "FFMC"))

# 19: Algerian crew, the drone and an order slipped in
T(19, "ar", "شاف الدرون دخان اليوم؟", "fr", None, "today", ["=frames"])
T(19, "ar", "وين بالضبط؟", "fr", None, "today", ["=detection_place"])
T(19, "ar", "ابعث التصويرة للقيادة", "ref", None, "none", [])
T(19, "ar", "وقداش الخطر في سيدي بلعباس دوك؟", "dg", "S", "now", ["fwi"])


# 20: Algerian analyst on August, one station then the other
peak = lambda dev: argmax_day(dev, aug, "FWI")
T(20, "ar", "أعلى FWI في بجاية في أوت؟", "sum", "B", "aug", ["maxfwi"])
T(20, "ar", "وفي أنهي نهار؟", "sum", "B", "aug", [date_forms(peak(B), "ar")] if peak(B) else [])
T(20, "ar", "نفس الشي في سيدي بلعباس", "sum", "S", "aug", ["maxfwi"] + ([date_forms(peak(S), "ar")] if peak(S) else []))
T(20, "ar", "شحال من نهار حريق كان في سيدي بلعباس في أوت؟", "sum", "S", "aug", ["fires"], nfh=True)
T(20, "ar", "وفي بجاية؟", "sum", "B", "aug", ["fires"], nfh=True)

# ----------------------------------------------------------------------------------------------------
# write
# ----------------------------------------------------------------------------------------------------


def templates() -> list:
    groups: dict = {}
    for e in ENTRIES:
        key = f"{NAME}-{e['group']}" + ("-w" if e["decision"] == "warn" else "") + ("-fh" if e["nfh"] else "")
        groups.setdefault(key, []).append(e)
    out = []
    for key, es in groups.items():
        t = {"key": key, "intents": es[0]["intents"], "intents_by_phrasing": [e["intents"] for e in es],
             "stations": "none", "days": [e["day"] for e in es], "facts": [], "phrasings": []}
        for e in es:
            p = {"q": e["q"], "lang": e["lang"], "stations": e["stations"], "facts": e["facts"]}
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            t["phrasings"].append(p)
        if any(e["h"] is not None for e in es):
            t["horizons"] = [e["h"] for e in es]
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if es[0]["decision"]:
            t["decision"] = es[0]["decision"]
        if es[0]["nfh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def dump(rows: list, path: Path) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    tpl = templates()
    dump(tpl, OUT / f"crew_templates_dev{NAME[1:]}.jsonl")
    dump(TURNS, OUT / f"crew_sessions_dev{NAME[1:]}.jsonl")
    print(f"{sum(len(t['phrasings']) for t in tpl)} template questions in {len(tpl)} templates; "
          f"{len(TURNS)} session turns in {len({r['session'] for r in TURNS})} sessions")
