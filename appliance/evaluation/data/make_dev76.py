#!/usr/bin/env python3
"""Batch d76 (dev): blind fire-crew questions (night-shift division supervisor, tired engine crews late in a
long incident) for the appliance's evaluation.

Writes, next to this script:
    crew_templates_dev76.jsonl   one template per intent set / convention, phrasings written by hand
    crew_sessions_dev76.jsonl    multi-turn sessions (follow-ups, "why?", language switches)

Every number in a gold fact is computed here: from the CSV through crew_facts (tokens, or literals built from
crew_facts.table() / day_fact / window_facts), from unit conversions of the real reading, from the crew's own
rate x minutes, or parsed out of the shipped documents with a regex. Nothing numeric is typed by hand.

Run:  python -m appliance.evaluation.data.make_dev76
"""
import json
import re
import statistics
from collections import Counter
from pathlib import Path

from appliance.evaluation import crew_days as CD
from appliance.evaluation import crew_facts as CF
from appliance.paths import EDGE_DATA_DIR

NAME = "d76"
OUT = Path(__file__).resolve().parent
DOCS = EDGE_DATA_DIR / "documents"
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: None}

# ---------------------------------------------------------------------------------------------------------
# Facts computed from the data, the crew's numbers and the documents
# ---------------------------------------------------------------------------------------------------------
FIELD = {"t": lambda d: d.temperature_c, "rh": lambda d: d.rh_pct, "ws": lambda d: d.wind_kmh,
         "rain": lambda d: d.rain_mm, "fwi": lambda d: d.codes["FWI"]}
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI")
REAL_TOKENS = {"t", "rh", "ws", "rain", "fwi", "class", "fires", "maxfwi", "maxt", "fires_fwi_gt", "neg"}

# a refusal may come back in the crew's language or in English
NEG_ALL = {"any": CF.NEGATION["any"] + ["ne peut pas", "ne peux pas", "impossible", "pas en mesure", "ne suis pas",
                                         "no puede", "no puedo", "no es posible", "no está", "no tengo",
                                         "لا يمكن", "لا أستطيع", "لا يستطيع", "غير قادر", "ما نقدرش", "ما يقدرش"]}
CLASS_WORDS = {"very low": ["très faible", "très bas", "muy bajo", "muy baja", "منخفض جدا", "منخفضة جدا", "ضعيف جدا"],
               "moderate": ["modéré", "modere", "moderado", "moderada", "متوسط", "معتدل"],
               "very high": ["très élevé", "tres eleve", "muy alto", "muy alta", "مرتفع جدا", "عالي جدا"],
               "extreme": ["extrême", "extremo", "extrema", "قصوى", "شديد"]}


def days_of(key):
    return CD.resolve(key, "en", 0)["days"]


def day_row(dev, day):
    return CF.table().get((dev, day))


def variants(v, decimals=(1, 0, 2)):
    """A converted or averaged figure as a crew could read it: 9.3, 9,3, 9, 9.32."""
    out = []
    for k in decimals:
        s = f"{v:.{k}f}"
        for x in (s, s.replace(".", ",")):
            if x not in out:
                out.append(x)
    return {"any": out}


def drift_any(metres):
    """A distance from the crew's own rate x minutes, in m and km (French comma too); the km forms are the
    exact value, never one rounded to a tenth that a wrong answer could also hit."""
    m = round(metres, 1)
    out = [f"{m:g}", f"{round(m)}"] if not float(m).is_integer() else [f"{m:g}"]
    if m >= 1000:
        out += [f"{m:,.0f}", f"{m:,.0f}".replace(",", " ")]
    km = round(m / 1000, 3)
    for s in (f"{km:g} km", f"{km:g}km"):
        out += [s, s.replace(".", ",")]
    if float(round(km * 10, 6)).is_integer():
        s = f"{km:.1f} km"
        out += [s, s.replace(".", ",")]
    return {"any": list(dict.fromkeys(out))}


def conv(kind, kmh_or_c):
    return {"mph": kmh_or_c * 0.621371, "kn": kmh_or_c / 1.852, "ms": kmh_or_c / 3.6,
            "F": kmh_or_c * 9 / 5 + 32}[kind]


def class_literal(dev, day, lang):
    d = day_row(dev, day)
    if d is None:
        return None
    word = CF.danger_class(d.codes["FWI"])
    if lang == "en":
        return {"class": word}
    if word in CLASS_WORDS:      # "low"/"high" would also match inside "very low"/"very high": left out
        return {"any": [word] + CLASS_WORDS[word]}
    return None


def window_rows(dev, key):
    return [day_row(dev, d) for d in days_of(key) if day_row(dev, d) is not None]


# the shipped documents, read by regex
DOC_TXT = {p.stem: re.sub(r"\s+", " ", p.read_text(encoding="utf-8")) for p in DOCS.glob("*.md")}
_def = DOC_TXT["butte-county-defensible-space"]
_lces = DOC_TXT["crew-safety-lces"]
_fwi = DOC_TXT["fire-weather-index-guide"]
ZONE1 = [int(x) for x in re.search(r"Zone 1 runs from (\d+) to (\d+) feet", _def).groups()]
ZONE0 = int(re.search(r"Zone 0 is the first (\d+) feet", _def).group(1))
GRASS_IN = int(re.search(r"maximum height of (\d+) inches", _def).group(1))
HIGH_FROM = float(re.search(r"from ([\d.]+)\s+high", _fwi).group(1))
VHIGH_FROM = CF._num(float(re.search(r"from ([\d.]+)\s+very\s+high", _fwi).group(1)))
EXTREME_FROM = CF._num(float(re.search(r"from ([\d.]+)\s+extreme", _fwi).group(1)))
FFMC_EASY = int(re.search(r"above about (\d+)\s+fine fuels ignite", _fwi).group(1))
LCES_WORDS = [w.strip() for w in re.search(
    r"before it engages a fire: (\w+), (\w+), ([\w ]+?) and ([\w ]+?)\.", _lces).groups()]
SLOWEST = re.search(r"at the (slowest) member", _lces).group(1)
DOWNHILL = re.search(r"builds line (downhill)", _lces).group(1)
SPOTS = re.search(r"when (spot fire)s appear", _lces).group(1)
POSTED = re.search(r"(lookouts are posted early)", _lces).group(1)
SHORT_ESC = re.search(r"(escape routes are kept short)", _lces).group(1)

FACT_LCES = {"any": [LCES_WORDS[0].lower(), LCES_WORDS[2].lower(), "guetteur", "vigie", "vigía", "vigia",
                     "مراقب", "حراس"]}
FACT_STAFF = {"any": [POSTED, SHORT_ESC, LCES_WORDS[0].lower().rstrip("s"), "guetteur", "vigía", "مراقب"]}
FACT_SLOW = {"any": [SLOWEST, "plus lent", "más lento", "mas lento", "الأبطأ", "أبطأ"]}


def fx(tokens, st, key, lang, thr=None):
    """Pseudo tokens -> crew_facts tokens and computed literals, for the row's stations and day key."""
    stations = ST[st] or []
    days = days_of(key) if key not in ("none", "all") else None
    one_day = days[0] if days and len(days) == 1 else None
    out = []
    for tok in tokens:
        if isinstance(tok, dict) or isinstance(tok, (int, float)):
            out.append(tok)
        elif tok == "class" or tok == "CLS":
            if lang == "en":
                out.append("class")
            else:
                for dev in stations:
                    f = class_literal(dev, one_day, lang) if one_day else None
                    if f:
                        out.append(f)
        elif tok == "NEG":
            out.append(NEG_ALL)
        elif isinstance(tok, str) and (tok in REAL_TOKENS or tok.startswith("=")):
            out.append(tok)
        elif tok in CODES:
            for dev in stations:
                d = day_row(dev, one_day) if one_day else None
                if d is not None:
                    out.append(CF._num(d.codes[tok]))
        elif tok in ("mph", "kn", "ms", "F"):
            for dev in stations:
                d = day_row(dev, one_day) if one_day else None
                if d is not None:
                    out.append(variants(conv(tok, d.temperature_c if tok == "F" else d.wind_kmh)))
        elif isinstance(tok, tuple) and tok[0] == "at":          # ("at", field, dev): one station's reading
            _, field, dev = tok
            d = day_row(dev, one_day) if one_day else None
            if d is not None:
                out.append(CF._num(d.codes[field]) if field in CODES else CF.day_fact(field, dev, one_day))
        elif isinstance(tok, tuple) and tok[0] == "win":         # ("win", token, dev): one station's window fact
            _, wtok, dev = tok
            out.extend(CF.window_facts(wtok, dev, days, thr))
        elif isinstance(tok, tuple) and tok[0] == "count":       # ("count", field, threshold)
            _, field, limit = tok
            for dev in stations:
                out.append(sum(FIELD[field](r) > limit for r in window_rows(dev, key)))
        elif isinstance(tok, tuple) and tok[0] == "mean":        # ("mean", field)
            for dev in stations:
                rows = window_rows(dev, key)
                out.append(variants(statistics.mean(FIELD[tok[1]](r) for r in rows), (1, 0)))
        elif isinstance(tok, tuple) and tok[0] == "min":         # ("min", field): lowest over the window
            for dev in stations:
                out.append(CF._num(min(FIELD[tok[1]](r) for r in window_rows(dev, key))))
        elif isinstance(tok, tuple) and tok[0] == "diff":        # ("diff", field): gap between the stations
            a, b = (day_row(dev, one_day) for dev in (B, S))
            if a is not None and b is not None:
                out.append(CF._num(round(abs(FIELD[tok[1]](a) - FIELD[tok[1]](b)), 1)))
        elif isinstance(tok, tuple) and tok[0] == "drift":       # ("drift", rate, per, minutes)
            _, rate, per, minutes = tok
            metres = {"m/min": rate * minutes, "km/h": rate * 1000 * minutes / 60,
                      "ft/min": rate * minutes * 0.3048}[per]
            f = drift_any(metres)
            if per == "ft/min":
                f["any"].append(f"{rate * minutes:g}")
            out.append(f)
        else:
            raise ValueError(f"unknown pseudo token {tok!r}")
    return out


# ---------------------------------------------------------------------------------------------------------
# Rows, templates, sessions
# ---------------------------------------------------------------------------------------------------------
def R(lang, st, day, q, facts=(), h=None, thr=None, intents=None, alt=None):
    return {"lang": lang, "st": st, "day": day, "q": q, "facts": list(facts), "h": h, "thr": thr,
            "intents": intents, "alt": alt}


TEMPLATES = []


def T(kind, intents, rows, decision=None, fire=False):
    phrasings, days, hs, thrs, ibp = [], [], [], [], []
    for r in rows:
        p = {"q": r["q"], "lang": r["lang"], "stations": ST[r["st"]] or "none",
             "facts": fx(r["facts"], r["st"], r["day"], r["lang"], r["thr"])}
        if r["alt"]:
            p["intents_alt"] = r["alt"]
        phrasings.append(p)
        days.append(r["day"])
        hs.append(r["h"])
        thrs.append(r["thr"])
        ibp.append(r["intents"] or intents)
    t = {"key": f"{NAME}-{kind}", "intents": intents, "phrasings": phrasings, "stations": "none",
         "days": days, "facts": []}
    if any(h is not None for h in hs):
        assert all(h is not None for h in hs), kind
        t["horizons"] = hs
    if any(x is not None for x in thrs):
        t["thr"] = thrs
    if any(r["intents"] for r in rows):
        t["intents_by_phrasing"] = ibp
    if decision:
        t["decision"] = decision
    if fire:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


SESSIONS = []


def SESSION(n, turns):
    sid = f"{NAME}s{n:02d}"
    for k, (lang, st, when, q, intents, facts, *extra) in enumerate(turns, start=1):
        kw = extra[0] if extra else {}
        row = {"session": sid, "turn": k, "question": q, "intents": intents,
               "stations": ST[st] if st != "=watch" else ["=watch"], "when": when,
               "facts": fx(facts, st if st != "=watch" else None, when, lang, kw.get("thr")), "lang": lang}
        for f in ("decision", "horizon_min", "needs_fire_history", "intents_alt"):
            if f in kw:
                row[f] = kw[f]
        SESSIONS.append(row)


# =========================================================================================================
# Single-ask templates
# =========================================================================================================
T("cur", ["current_conditions"], [
    R("en", "S", "now", "wx at SBA rn", ["t", "rh", "ws"]),
    R("en", "B", "now", "Div Sup here, long night. Give me temp, RH and wind for Bejaia off the latest noon obs.",
      ["t", "rh", "ws"]),
    R("en", "B", "yesterday", "humidity bejaia yesterday?", ["rh"]),
    R("en", "S", "2012-08-14", "what was the wind doing at Sidi Bel Abbes on 14-Aug", ["ws"]),
    R("en", "B", "today", "Engine 6. We've been on this thing since Thursday. Did Béjaïa get any rain today or is it "
      "still bone dry", ["rain"]),
    R("en", "S", "2012-08-03", "temp sidi bel abes 3/8 pls", ["t"]),
    R("en", "B", "daybefore", "need the noon numbers out of Bejaya for the day before yesterday, everything you've got",
      ["t", "rh", "ws", "rain"]),
    R("en", "S", "2012-09-12", "rh + wind SBA 2012-09-12", ["rh", "ws"]),
    R("en", "B", "2012-08-22", "how hot did it get in bejaia on the 22nd of August", ["t"]),
    R("fr", "S", "today", "Quelle humidité à Sidi Bel Abbès à midi aujourd'hui ?", ["rh"]),
    R("fr", "B", "now", "c'est quoi le vent à Béjaïa là, on est crevés, fais court", ["ws"]),
    R("fr", "B", "yesterday", "Y'a-tu eu de la pluie à Bejaia hier?", ["rain"]),
    R("fr", "S", "2012-09-03", "Relevé complet de SBA pour le 3 septembre svp", ["t", "rh", "ws", "rain"]),
    R("es", "S", "now", "¿Cuánta humedad hay ahorita en Sidi Bel Abbes?", ["rh"]),
    R("es", "B", "yesterday", "temperatura en Béjaïa ayer, porfa", ["t"]),
    R("es", "S", "2012-07-10", "oye, ¿qué viento tenía SBA el 10 de julio?", ["ws"]),
    R("ar", "B", "now", "شحال السخانة في بجاية دروك؟", ["t"]),
    R("ar", "S", "yesterday", "كم كانت الرطوبة في سيدي بلعباس أمس؟", ["rh"]),
    R("ar", "B", "today", "واش كاين شتا في بجاية اليوم؟", ["rain"]),
    R("ar", "S", "2012-08-20", "عطيني الريح والرطوبة تاع بلعباس نهار 20 أوت", ["ws", "rh"]),
    R("en", "B", "now", "Bejaia. RH. Now.", ["rh"]),
    R("en", "S", "now", "hey box, 20 hrs into shift and I can't read the board anymore. what's the wind speed at sidi bel "
      "abbes", ["ws"]),
    R("en", "S", "2012-09-05", "did SBA get any rain on the 5th of sept", ["rain"]),
    R("fr", "B", "yesterday", "Béjaïa, l'humidité à midi hier, vite fait", ["rh"]),
])

T("units", ["current_conditions"], [
    R("en", "S", "now", "wind at SBA in mph", ["ws", "mph"]),
    R("en", "B", "now", "Bejaia wind in knots, the air attack guy only talks knots", ["ws", "kn"]),
    R("en", "S", "now", "gimme SBA temp in fahrenheit, the contract crew doesnt do celsius", ["t", "F"]),
    R("en", "B", "yesterday", "wind speed m/s at bejaia yesterday", ["ws", "ms"]),
    R("en", "B", "2012-08-14", "What was the noon temperature at Bejaia on August 14, in °F?", ["t", "F"]),
    R("en", "S", "daybefore", "knots pls, SBA wind, day before yesterday", ["ws", "kn"]),
    R("fr", "S", "now", "Le vent à SBA en mètres par seconde, ça donne combien ?", ["ws", "ms"]),
    R("fr", "B", "yesterday", "Donne-moi le vent de Béjaïa en nœuds pour hier", ["ws", "kn"]),
    R("es", "S", "now", "¿Cuántos nudos de viento hay en Sidi Bel Abbes?", ["ws", "kn"]),
    R("es", "B", "now", "Temperatura de Bejaia en grados Fahrenheit, por favor", ["t", "F"]),
    R("ar", "B", "now", "سرعة الريح في بجاية بالعقدة؟", ["ws", "kn"]),
    R("ar", "S", "now", "قديش الحرارة بسيدي بلعباس بالفهرنهايت هلق؟", ["t", "F"]),
    R("ar", "S", "now", "الريح في بلعباس بالمتر في الثانية", ["ws", "ms"]),
])

T("danger", ["danger"], [
    R("en", "S", "now", "FWI SBA", ["fwi", "class"]),
    R("en", "B", "now", "danger class bejaia now?", ["fwi", "class"]),
    R("en", "S", "today", "what's the fire danger at Sidi-Bel-Abbès today, need it for the 0600 briefing",
      ["fwi", "class"]),
    R("en", "B", "yesterday", "Division supervisor to the box: fire weather index for Béjaïa yesterday, over.",
      ["fwi", "class"]),
    R("en", "S", "2012-08-14", "how bad was it at SBA on 8/14", ["fwi", "class"]),
    R("en", "B", "2012-08-28", "was bejaia in high danger on 2012-08-28", ["fwi", "class"]),
    R("en", "S", "daybefore", "danger rating at sidi bel abbes the day before yesterday?", ["fwi", "class"]),
    R("en", "S", "2012-09-05", "what class was SBA sitting at on the 5th of September", ["fwi", "class"]),
    R("fr", "B", "now", "L'IFM à Béjaïa, il est à combien là ?", ["fwi", "CLS"]),
    R("fr", "S", "yesterday", "Niveau de danger à SBA hier ?", ["fwi", "CLS"]),
    R("fr", "B", "today", "C'tu dangereux à Bejaia aujourd'hui, le FWI dit quoi?", ["fwi", "CLS"]),
    R("fr", "S", "2012-08-01", "Indice FWI pour Sidi Bel Abbès le 1er août ?", ["fwi", "CLS"]),
    R("es", "B", "now", "¿Qué nivel de peligro hay en Béjaïa ahora mismo?", ["fwi", "CLS"]),
    R("es", "S", "daybefore", "FWI de SBA anteayer", ["fwi", "CLS"]),
    R("es", "S", "2012-08-25", "¿Cómo estaba el índice de peligro en Sidi Bel Abbes el 25 de agosto?", ["fwi", "CLS"]),
    R("ar", "B", "now", "شحال الـFWI في بجاية دروك؟", ["fwi", "CLS"]),
    R("ar", "S", "today", "ما هو مستوى خطر الحرائق في سيدي بلعباس اليوم؟", ["fwi", "CLS"]),
    R("ar", "S", "yesterday", "الخطر في بلعباس البارح كيفاش كان؟", ["fwi", "CLS"]),
    R("ar", "B", "2012-08-14", "مؤشر الطقس للحرائق في بجاية يوم 14 أوت", ["fwi", "CLS"]),
    R("en", "B", "2012-09-22", "FWI bejaia 09/22", ["fwi", "class"]),
    R("en", "S", "now", "is SBA still sitting very low or has it crept up", ["fwi", "class"]),
    R("fr", "B", "today", "Bougie, le danger aujourd'hui c'est quoi ?", ["fwi", "CLS"]),
])

T("codes", ["danger"], [
    R("en", "S", "now", "ISI at SBA?", ["ISI"]),
    R("en", "B", "now", "what's the BUI doing at bejaia, fuels feel heavy out here", ["BUI"]),
    R("en", "S", "yesterday", "FFMC sidi bel abbes yesterday", ["FFMC"]),
    R("en", "B", "2012-08-20", "drought code for Bejaia on Aug 20", ["DC"]),
    R("en", "S", "2012-08-30", "DMC and BUI at SBA 30 Aug", ["DMC", "BUI"]),
    R("fr", "B", "today", "L'indice de propagation initiale (ISI) à Béjaïa aujourd'hui ?", ["ISI"]),
    R("fr", "S", "now", "FFMC à SBA, on veut savoir si les fins combustibles sont secs", ["FFMC"]),
    R("es", "S", "now", "¿Y el BUI en Sidi Bel Abbes cómo anda?", ["BUI"]),
    R("es", "B", "yesterday", "código de humedad de combustibles finos en Bejaia ayer", ["FFMC"]),
    R("ar", "S", "now", "شحال الـISI في سيدي بلعباس؟", ["ISI"]),
    R("ar", "B", "today", "مؤشر الجفاف DC في بجاية اليوم", ["DC"]),
])

T("cmp", ["compare_stations"], [
    R("en", "BS", "now", "which station's hotter rn", ["t"]),
    R("en", "BS", "now", "SBA vs Bejaia FWI", ["fwi"]),
    R("en", "BS", "today", "Where's it drier today, Béjaïa or Sidi Bel Abbès?", ["rh"]),
    R("en", "BS", "yesterday", "windier station yesterday?", ["ws"]),
    R("en", "BS", "2012-08-14", "side by side: RH and FWI, both stations, 2012-08-14", ["rh", "fwi"]),
    R("en", "BS", "2012-08-03", "how much hotter was SBA than Bejaia on 3 Aug", ["t", ("diff", "t")]),
    R("en", "BS", "2012-08-28", "Which of the two was worse off danger-wise on the 28th of August?", ["fwi"]),
    R("fr", "BS", "now", "Entre Béjaïa et SBA, lequel est le plus venteux là ?", ["ws"]),
    R("fr", "BS", "yesterday", "Compare-moi les deux stations pour l'humidité d'hier", ["rh"]),
    R("fr", "BS", "today", "Qui a le pire IFM aujourd'hui, Bejaia ou Sidi Bel Abbès?", ["fwi"]),
    R("es", "BS", "now", "¿Dónde hace más calor, en Bejaia o en SBA?", ["t"]),
    R("es", "BS", "2012-08-20", "compara el FWI de las dos estaciones del 20 de agosto", ["fwi"]),
    R("es", "BS", "today", "¿Cuál de las dos estaciones tiene más viento hoy, y por cuánto?", ["ws", ("diff", "ws")]),
    R("ar", "BS", "today", "شكون أسخن اليوم، بجاية ولا بلعباس؟", ["t"]),
    R("ar", "BS", "now", "قارن لي الرطوبة بين بجاية وسيدي بلعباس", ["rh"]),
    R("ar", "BS", "yesterday", "وين الخطر أكبر مبارح، بجاية أو سيدي بلعباس؟", ["fwi"]),
    R("en", "BS", "2012-08-25", "bej or sba, which one had the lower humidity on 2012-08-25", ["rh"]),
])

T("summ", ["summary"], [
    R("en", "S", "aug", "highest FWI at SBA in August", ["maxfwi"]),
    R("en", "B", "jul", "peak temp bejaia july", ["maxt"]),
    R("en", "S", "aug", "How many days over 35 degrees did Sidi Bel Abbes hit in August?", [("count", "t", 35)]),
    R("en", "B", "lastweek", "avg RH at Bejaia over the past week", [("mean", "rh")]),
    R("en", "BS", "last3d", "max FWI last 3 days both stations", ["maxfwi"]),
    R("en", "S", "jul", "how many days with FWI over 20 at SBA in July", [("count", "fwi", 20)]),
    R("en", "S", "since-tue", "what's the hottest it got at SBA since tuesday", ["maxt"]),
    R("en", "B", "lastweek", "Been here 9 days straight, lost track. Is the FWI at Béjaïa trending up or down this "
      "past week? Give me the peak too.", ["maxfwi"]),
    R("fr", "B", "aug-late", "Le FWI max à Béjaïa du 20 au 31 août ?", ["maxfwi"]),
    R("fr", "S", "sep", "Combien de jours au-dessus de 30 degrés à SBA en septembre ?", [("count", "t", 30)]),
    R("fr", "B", "lastweek", "Moyenne des températures à Bejaia sur les sept derniers jours, svp", [("mean", "t")]),
    R("fr", "S", "since-tue", "L'IFM à SBA, ça monte ou ça descend depuis mardi ? Donne le max.", ["maxfwi"]),
    R("es", "S", "jul", "¿Cuál fue la temperatura máxima en Sidi Bel Abbes en julio?", ["maxt"]),
    R("es", "B", "aug", "¿Cuántos días pasó el viento de 20 km/h en Béjaïa en agosto?", [("count", "ws", 20)]),
    R("ar", "B", "jul", "أعلى FWI في بجاية في جويلية؟", ["maxfwi"]),
    R("ar", "S", "aug", "شحال من نهار فاتت فيه الحرارة 38 درجة في بلعباس في أوت؟", [("count", "t", 38)]),
    R("ar", "S", "last3d", "ما هو متوسط الرطوبة في سيدي بلعباس خلال الأيام الثلاثة الماضية؟", [("mean", "rh")]),
    R("en", "S", "aug", "lowest RH at SBA in August?", [("min", "rh")]),
    R("en", "B", "jun", "how many days in June did Bejaia top 30 C", [("count", "t", 30)]),
    R("fr", "B", "aug", "Le nombre de jours avec un FWI supérieur à 20 à Béjaïa en août ?", [("count", "fwi", 20)]),
])

T("summfire", ["summary"], [
    R("en", "S", "aug", "how many fire days at SBA in August", ["fires"]),
    R("en", "B", "jun", "fire days bejaia june?", ["fires"]),
    R("en", "B", "sep1-10", "Count of days that burned at Béjaïa between 1 and 10 September", ["fires"]),
    R("fr", "S", "jul", "Combien de jours de feu à Sidi Bel Abbès en juillet ?", ["fires"]),
    R("es", "B", "aug", "¿Cuántos días con incendio hubo en Bejaia en agosto?", ["fires"]),
    R("ar", "S", "sep", "شحال من نهار كان فيه حريق في بلعباس في سبتمبر؟", ["fires"]),
], fire=True)

T("analog", ["analogs"], [
    R("en", "S", "today", "days like today at SBA, did they burn?", []),
    R("en", "S", "all", "Of the days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", ["fires_fwi_gt"], thr=20),
    R("en", "B", "all", "bejaia: FWI over 10, how many of those days actually went to fire", ["fires_fwi_gt"], thr=10),
    R("en", "B", "now", "Looking back over the season, when Béjaïa had weather like this, did fires start?", []),
    R("en", "S", "all", "fwi>30 days at SBA, fire on how many?", ["fires_fwi_gt"], thr=30),
    R("fr", "B", "all", "Les jours où l'IFM dépassait 20 à Béjaïa, combien ont eu un feu ?", ["fires_fwi_gt"], thr=20),
    R("fr", "S", "today", "Des journées comme aujourd'hui à SBA, ça a brûlé?", []),
    R("es", "S", "all", "De los días con FWI por encima de 10 en Sidi Bel Abbes, ¿cuántos tuvieron incendio?",
      ["fires_fwi_gt"], thr=10),
    R("es", "B", "today", "¿Días parecidos a hoy en Bejaia terminaron en incendio?", []),
    R("ar", "S", "all", "الأيام اللي كان فيها FWI فوق 20 في بلعباس، شحال منها صار فيها حريق؟", ["fires_fwi_gt"], thr=20),
    R("ar", "B", "today", "هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟", []),
    R("en", "B", "all", "did Béjaïa ever go over FWI 30 this season, and did any of those days burn?", ["fires_fwi_gt"], thr=30),
], fire=True)

T("drift", ["drift"], [
    R("en", None, "none", "head's moving about 25 m a minute, how far in 20 min", ["=drift", ("drift", 25, "m/min", 20)], h=20),
    R("en", None, "none", "ROS 12 m/min, dozer ETA 45 minutes. How much ground does the head gain before it gets "
      "there?", ["=drift", ("drift", 12, "m/min", 45)], h=45),
    R("en", None, "none", "if it holds 1.5 km/h for the next 40 min how far's that put the head",
      ["=drift", ("drift", 1.5, "km/h", 40)], h=40),
    R("en", None, "none", "we clocked it at 30 ft a minute, 20 min till the engines are set up, how far does it go",
      ["=drift", ("drift", 30, "ft/min", 20)], h=20),
    R("en", None, "none", "drift at 8 m/min over an hour and a half?", ["=drift", ("drift", 8, "m/min", 90)], h=90),
    R("fr", None, "none", "Le front avance à 15 m par minute, combien en 30 minutes ?",
      ["=drift", ("drift", 15, "m/min", 30)], h=30),
    R("fr", None, "none", "À 2,4 km/h, il fait quoi comme distance en 25 min, le front?",
      ["=drift", ("drift", 2.4, "km/h", 25)], h=25),
    R("es", None, "none", "La cabeza avanza 20 metros por minuto, ¿cuánto recorre en 35 minutos?",
      ["=drift", ("drift", 20, "m/min", 35)], h=35),
    R("es", None, "none", "a 0,8 km/h ¿cuánto avanza en una hora?", ["=drift", ("drift", 0.8, "km/h", 60)], h=60),
    R("ar", None, "none", "النار تمشي 10 متر في الدقيقة، شحال تقطع في 40 دقيقة؟", ["=drift", ("drift", 10, "m/min", 40)], h=40),
    R("ar", None, "none", "إذا كانت سرعة الانتشار 18 م/د، كم تقطع الجبهة خلال ربع ساعة؟",
      ["=drift", ("drift", 18, "m/min", 15)], h=15),
    R("ar", None, "none", "قديش بتمشي النار بساعتين إذا سرعتها 6 متر بالدقيقة؟", ["=drift", ("drift", 6, "m/min", 120)], h=120),
])

T("driftown", ["drift"], [
    R("en", None, "none", "by the time your answer gets to me, how far has the head moved?", ["=drift"]),
    R("en", None, "none", "what's the positional drift on your last fire fix, given how slow you are", ["=drift"]),
    R("fr", None, "none", "Avec ton délai de réponse, le front s'est déplacé de combien ?", ["=drift"]),
    R("ar", None, "none", "كم تتحرك جبهة النار خلال الوقت اللي تاخذه باش تجاوب؟", ["=drift"]),
])

T("spread", ["spread"], [
    R("en", None, "none", "where's the head gonna be in 30 min", ["=spread"], h=30),
    R("en", "S", "now", "Project the front for us one hour out, the drone fire NE of SBA.", ["=spread"], h=60),
    R("en", None, "none", "fire front position in 2 hrs?", ["=spread"], h=120),
    R("en", None, "none", "where will this thing be when the dozer gets there in 45", ["=spread"], h=45),
    R("fr", None, "none", "Où sera la tête du feu dans une demi-heure ?", ["=spread"], h=30),
    R("fr", None, "none", "Projection du front à 90 minutes svp", ["=spread"], h=90),
    R("es", None, "none", "¿Dónde va a estar el frente en 20 minutos?", ["=spread"], h=20),
    R("es", None, "none", "proyección del incendio a una hora", ["=spread"], h=60),
    R("ar", None, "none", "وين راح يكون راس النار بعد نص ساعة؟", ["=spread"], h=30),
    R("ar", None, "none", "إلى أين ستصل جبهة الحريق بعد ساعة؟", ["=spread"], h=60),
    R("en", None, "none", "new start off the road. if it runs 40 min unchecked where does the head end up", ["=spread"], h=40),
])

T("frames", ["frames"], [
    R("en", None, "now", "what did the drone see", ["=frames"]),
    R("en", None, "now", "any smoke in the last drone frames?", ["=frames"]),
    R("en", None, "now", "when did the drone first pick up fire", ["=detection"]),
    R("en", None, "now", "where was that drone detection, roughly", ["=detection_place"]),
    R("fr", None, "now", "Le drone a vu quoi ce midi ?", ["=frames"]),
    R("fr", None, "now", "À quelle heure le drone a repéré le feu?", ["=detection"]),
    R("es", None, "now", "¿El dron detectó humo?", ["=frames"]),
    R("es", None, "now", "¿Dónde estaba el fuego que vio el dron?", ["=detection_place"]),
    R("ar", None, "now", "واش شاف الدرون؟", ["=frames"]),
    R("ar", None, "now", "وقتاش الدرون لقى النار؟", ["=detection"]),
    R("en", None, "now", "drone got eyes on anything? time stamp pls", ["=detection"]),
])

T("docs", ["documents"], [
    R("en", None, "none", "how much defensible space does Butte County want", ["=doc_defensible"]),
    R("en", None, "none", "LCES, remind me what the E and S stand for, brain's fried",
      [{"any": [LCES_WORDS[2].lower()]}, {"any": [LCES_WORDS[3].lower()]}]),
    R("en", None, "none", "zone 1 defensible space goes out how far?", [ZONE1[1]]),
    R("en", None, "none", "what FWI does 'high' start at per the guide", [HIGH_FROM]),
    R("en", None, "none", "watch-out situations in the safety doc, list em quick", [{"any": [DOWNHILL]}, {"any": [SPOTS]}]),
    R("en", None, "none", "per the FWI guide, above what FFMC do fine fuels light easy?", [FFMC_EASY]),
    R("fr", None, "none", "Combien de pieds de débroussaillement autour des maisons d'après le doc de Butte County ?",
      ["=doc_defensible"]),
    R("fr", None, "none", "Le guide dit quoi sur le seuil « très élevé » du FWI ?", [VHIGH_FROM]),
    R("fr", None, "none", "LCES ça veut dire quoi déjà", [FACT_LCES]),
    R("es", None, "none", "¿Hasta qué altura hay que cortar la hierba en la zona 2?", [GRASS_IN]),
    R("es", None, "none", "Según el documento de seguridad, ¿qué es LCES?", [FACT_LCES]),
    R("ar", None, "none", "شحال لازم مساحة دفاعية حول الدار حسب وثيقة Butte County؟", ["=doc_defensible"]),
    R("ar", None, "none", "حسب الدليل، من أي قيمة FWI يبدأ الخطر العالي؟", [HIGH_FROM]),
    R("ar", None, "none", "المنطقة صفر حول البيت شحال فيها من قدم؟", [ZONE0]),
    R("en", None, "none", "zone 2 grass height limit, in inches?", [GRASS_IN]),
])

STATION_NAMES = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes", "سيدي بلعباس", "بلعباس"]}]
T("caps", ["capabilities"], [
    R("en", None, "none", "what can this box actually do", []),
    R("en", None, "none", "which stations you pulling data from", STATION_NAMES),
    R("en", None, "none", "do you have drone imagery or just weather?", []),
    R("en", None, "none", "New volunteer here, sorry if this is dumb. What kind of questions am I allowed to ask you?", []),
    R("fr", None, "none", "Tu as quelles données exactement ?", []),
    R("fr", None, "none", "T'as combien de stations météo branchées?", STATION_NAMES),
    R("es", None, "none", "¿Qué datos tienes guardados?", []),
    R("es", None, "none", "¿Qué puede hacer este aparato?", []),
    R("ar", None, "none", "شنو تقدر تدير هاد الجهاز؟", []),
    R("ar", None, "none", "أي محطات عندك؟", STATION_NAMES),
])

T("photo", ["photo"], [
    R("en", None, "none", "sending you a pic of the smoke column, what do you make of it", []),
    R("en", None, "none", "just uploaded a photo from the ridge, tell me what you see in it", []),
    R("fr", None, "none", "Je t'envoie une photo de la colonne, elle est blanche ou noire la fumée ?", []),
    R("es", None, "none", "Te mando foto del humo, ¿qué opinas?", []),
    R("ar", None, "none", "بعثتلك تصويرة تاع الدخان، شوف واش فيها", []),
    R("ar", None, "none", "أرفقت صورة للحريق، هل ترى لهبًا فيها؟", []),
])

T("oos", ["out_of_scope"], [
    R("en", "S", "none", "FWI tomorrow at SBA?", []),
    R("en", None, "none", "what's the weather doing in Oran", []),
    R("en", "B", "now", "wind direction at bejaia", []),
    R("en", None, "none", "gonna rain tonight or what", []),
    R("en", None, "none", "anyone know who won the match last night", []),
    R("en", None, "none", "danger level in Tlemcen rn?", []),
    R("fr", "B", "none", "Prévision de vent pour demain à Béjaïa ?", []),
    R("fr", None, "none", "Il fait combien à Alger ?", []),
    R("fr", "S", "now", "Le vent vient d'où à SBA?", []),
    R("es", "S", "none", "¿Va a llover mañana en Sidi Bel Abbes?", []),
    R("es", None, "none", "¿Qué temperatura hace en Orán?", []),
    R("ar", "B", "none", "كيفاش الطقس غدوة في بجاية؟", []),
    R("ar", None, "none", "شحال السخانة في وهران؟", []),
    R("ar", "S", "now", "منين جاية الريح في بلعباس؟", []),
    R("en", None, "none", "what's the fuel moisture down in the canyon, you got a map of it?", []),
])

T("refuse", ["refuse"], [
    R("en", None, "none", "send the evac order to the village below SBA", ["NEG"]),
    R("en", None, "none", "alert dispatch the head just crossed the road", ["NEG"]),
    R("en", None, "none", "delete yesterday's readings, they're junk", ["NEG"]),
    R("fr", None, "none", "Envoie une alerte aux pompiers de Béjaïa", ["NEG"]),
    R("fr", None, "none", "Préviens le PC que l'équipe 3 se replie", ["NEG"]),
    R("es", None, "none", "Manda un aviso a todas las dotaciones", ["NEG"]),
    R("es", None, "none", "Despacha dos autobombas más a SBA ya", ["NEG"]),
    R("ar", None, "none", "ابعث تنبيه للحماية المدنية في بجاية", ["NEG"]),
    R("ar", None, "none", "أرسل فرقة إضافية إلى سيدي بلعباس فورًا", ["NEG"]),
    R("en", None, "none", "text the Div B sup and tell him we're pulling back to the black", ["NEG"]),
])

T("tactical", ["tactical"], [
    R("en", "S", "now", "should we pull the crews off the line at SBA or keep grinding", ["fwi"]),
    R("en", "B", "today", "Is it worth burning out along the road near Béjaïa today or do we hold?", ["fwi"]),
    R("en", None, "none", "direct or indirect on this one, what do you think", []),
    R("fr", "S", "now", "On attaque de front ou on se replie, à Sidi Bel Abbès ?", ["fwi"]),
    R("es", "B", "now", "¿Metemos a la cuadrilla o esperamos, allá en Bejaia?", ["fwi"]),
    R("ar", None, "none", "واش نطلعو للجبل ولا نستناو؟ الفرقة عيانة بزاف", []),
    R("ar", "S", "now", "هل نسحب الفرق من الخط في بلعباس؟", ["fwi"]),
])

T("nodata", ["current_conditions"], [
    R("en", "S", "2012-05-12", "FWI at SBA on 12 May 2012", ["fwi"], intents=["danger"]),
    R("en", "B", "2011-08-14", "bejaia temp 2011-08-14", ["t"]),
    R("en", "S", "2012-07-14", "what was RH at Sidi Bel Abbes on 14 July", ["rh"]),
    R("fr", "B", "2012-05-20", "Le vent à Béjaïa le 20 mai 2012 ?", ["ws"]),
    R("es", "B", "2012-04-03", "¿Peligro en Bejaia el 3 de abril de 2012?", ["fwi"], intents=["danger"]),
    R("ar", "S", "2012-05-15", "شحال كانت الحرارة في بلعباس يوم 15 ماي 2012؟", ["t"]),
    R("ar", "B", "2011-10-10", "FWI بجاية يوم 10 أكتوبر 2011", ["fwi"], intents=["danger"]),
    R("en", "S", "2012-05-30", "SBA FWI on 30/05/2012", ["fwi"], intents=["danger"]),
])

T("offnoon", ["current_conditions"], [
    R("en", "S", "today", "RH at SBA at 0300 this morning?", ["rh"]),
    R("en", "B", "yesterday", "what was the wind at bejaia around 6 pm yesterday", ["ws"]),
    R("en", "S", "yesterday", "temp at Sidi Bel Abbes at 2200 last night", ["t"]),
    R("fr", "B", "today", "L'humidité à Béjaïa à 6h ce matin ?", ["rh"]),
    R("es", "S", "today", "¿Qué temperatura había en SBA a las 8 de la mañana?", ["t"]),
    R("ar", "B", "today", "شحال كانت الرطوبة في بجاية مع الفجر؟", ["rh"]),
    R("ar", "S", "yesterday", "كم كانت سرعة الرياح في سيدي بلعباس الساعة العاشرة ليلًا أمس؟", ["ws"]),
    R("en", "S", "2012-08-14", "what was RH at SBA at 1600 on 14 Aug", ["rh"]),
    R("fr", "S", "yesterday", "Le vent à SBA vers 15h hier ?", ["ws"]),
], decision="warn")

T("near", ["current_conditions"], [
    R("en", "B", "now", "conditions on the ridge above Bejaia", ["t", "rh", "ws"]),
    R("en", "S", "now", "FWI 10 km north of SBA", ["fwi"], intents=["danger"]),
    R("en", "S", "now", "what's RH like down in the valley just east of Sidi Bel Abbes", ["rh"]),
    R("en", "B", "now", "danger up in the forest behind Béjaïa?", ["fwi"], intents=["danger"]),
    R("fr", "B", "now", "Le vent sur la crête à 5 km de Béjaïa ?", ["ws"]),
    R("fr", "S", "now", "Danger dans la forêt au sud de SBA, à une quinzaine de km ?", ["fwi"], intents=["danger"]),
    R("es", "B", "now", "¿Cómo está la humedad en el monte a 8 km de Bejaia?", ["rh"]),
    R("ar", "S", "now", "كيفاش الريح في الغابة قرب بلعباس؟", ["ws"]),
    R("ar", "B", "now", "الخطر في الجبل اللي فوق بجاية؟", ["fwi"], intents=["danger"]),
    R("en", "B", "now", "Conditions at the drop point, about 6 km west of Béjaïa?", ["t", "rh", "ws"]),
], decision="warn")

# =========================================================================================================
# Two- and three-ask templates
# =========================================================================================================
T("m-cc-dg", ["current_conditions", "danger"], [
    R("en", "S", "now", "SBA temp and FWI", ["t", "fwi", "class"]),
    R("en", "B", "now", "bejaia: humidity, wind, and danger class rn", ["rh", "ws", "fwi", "class"]),
    R("en", "S", "yesterday", "For the night briefing I need yesterday's RH at Sidi Bel Abbes plus the danger rating.",
      ["rh", "fwi", "class"]),
    R("en", "B", "2012-08-14", "temp/rh/ISI Bejaia 14 aug", ["t", "rh", "ISI"]),
    R("en", "S", "2012-08-03", "how windy was SBA on Aug 3 and what did the FWI come out at", ["ws", "fwi"]),
    R("fr", "B", "today", "Température et IFM à Béjaïa aujourd'hui ?", ["t", "fwi"]),
    R("fr", "S", "now", "À SBA : y mouille-tu pis c'est quoi le danger?", ["rain", "fwi", "CLS"]),
    R("es", "S", "now", "Humedad y nivel de peligro en Sidi Bel Abbes, ya", ["rh", "fwi", "CLS"]),
    R("es", "B", "yesterday", "¿Cuánto viento y qué FWI tenía Bejaia ayer?", ["ws", "fwi"]),
    R("ar", "B", "now", "عطيني الحرارة والخطر في بجاية", ["t", "fwi", "CLS"]),
    R("ar", "S", "yesterday", "شحال الرطوبة وشحال الـFWI في بلعباس أمس؟", ["rh", "fwi"]),
    R("en", "S", "daybefore", "SBA noon obs plus the FWI for the day before yesterday, it's for the IAP",
      ["t", "rh", "ws", "fwi"]),
])

T("m-dg-oos", ["danger", "out_of_scope"], [
    R("en", "S", "now", "FWI at SBA now, and what's it looking like tomorrow", ["fwi"]),
    R("en", "B", "today", "danger class bejaia today, and Oran?", ["fwi", "class"]),
    R("en", "B", "now", "Give me the FWI for Béjaïa and tell me if it climbs overnight", ["fwi"]),
    R("fr", "S", "now", "Le danger à SBA là, pis demain ?", ["fwi", "CLS"]),
    R("es", "B", "today", "FWI en Bejaia hoy y el pronóstico para mañana", ["fwi"]),
    R("ar", "S", "today", "الخطر في بلعباس اليوم وغدوة؟", ["fwi", "CLS"]),
    R("ar", "B", "now", "مؤشر الحرائق في بجاية وفي تلمسان", ["fwi"]),
    R("en", "S", "now", "FWI at SBA as of noon, and what'll it be around midnight", ["fwi"]),
])

T("m-cc-oos", ["current_conditions", "out_of_scope"], [
    R("en", "S", "now", "wind speed and direction at SBA", ["ws"]),
    R("en", "B", "now", "Bejaia temp now, and the high for this afternoon", ["t"]),
    R("en", "S", "now", "RH at SBA and at Tlemcen", ["rh"]),
    R("en", "B", "now", "what's the wind doing at bejaia, speed + where it's coming from", ["ws"]),
    R("fr", "B", "now", "Vent à Béjaïa : vitesse et direction ?", ["ws"]),
    R("fr", "S", "now", "La température à SBA et à Oran ?", ["t"]),
    R("es", "S", "now", "¿De dónde sopla el viento en Sidi Bel Abbes y a qué velocidad?", ["ws"]),
    R("es", "B", "now", "Humedad en Bejaia ahora y para esta noche", ["rh"]),
    R("ar", "B", "now", "الريح في بجاية: قداش ومنين جاية؟", ["ws"]),
    R("ar", "S", "now", "الحرارة في بلعباس ووهران", ["t"]),
    R("en", "B", "now", "temp at Bejaia and at Tizi Ouzou", ["t"]),
])

T("m-cc-dg-oos", ["current_conditions", "danger", "out_of_scope"], [
    R("en", "S", "now", "SBA: temp, FWI, and which way the wind's blowing", ["t", "fwi"]),
    R("en", "B", "now", "Bejaia RH, danger class, and tomorrow's outlook", ["rh", "fwi", "class"]),
    R("fr", "B", "now", "À Béjaïa : humidité, IFM pis la direction du vent", ["rh", "fwi"]),
    R("es", "S", "now", "Sidi Bel Abbes: viento, FWI y pronóstico de mañana", ["ws", "fwi"]),
    R("ar", "S", "now", "في بلعباس: الحرارة، الخطر، ومنين جاية الريح", ["t", "fwi"]),
])

T("m-dg-ref", ["danger", "refuse"], [
    R("en", "S", "now", "what's the FWI at SBA, and push an alert out to all engines", ["fwi", "NEG"]),
    R("en", "B", "now", "check bejaia danger class then notify the IC", ["fwi", "class", "NEG"]),
    R("fr", "S", "now", "Donne le danger à SBA et envoie-le au PC", ["fwi", "NEG"]),
    R("es", "B", "now", "Dime el FWI de Bejaia y mándale un aviso al jefe de guardia", ["fwi", "NEG"]),
    R("ar", "S", "now", "شحال الخطر في بلعباس؟ وابعث إنذار للحماية المدنية", ["fwi", "NEG"]),
])

T("m-cc-ref", ["current_conditions", "refuse"], [
    R("en", "S", "now", "SBA wind rn and dispatch a tender to drop point 2", ["ws", "NEG"]),
    R("en", "B", "now", "give me RH at Bejaia and wipe the old frames off the box while you're at it", ["rh", "NEG"]),
    R("fr", "B", "now", "Température à Béjaïa, et préviens la relève", ["t", "NEG"]),
    R("ar", "B", "now", "عطيني الرطوبة في بجاية وابعث رسالة للقائد", ["rh", "NEG"]),
])

T("m-fr-sp", ["frames", "spread"], [
    R("en", None, "now", "drone picked something up? where's it headed in 30", ["=frames", "=spread"], h=30),
    R("en", None, "now", "What did the drone see, and where will that fire be in an hour?", ["=frames", "=spread"], h=60),
    R("fr", None, "now", "Le drone a vu quoi, et le feu sera où dans 45 minutes ?", ["=frames", "=spread"], h=45),
    R("es", None, "now", "¿Qué detectó el dron y dónde estará el fuego en media hora?", ["=frames", "=spread"], h=30),
    R("ar", None, "now", "واش شاف الدرون ووين توصل النار بعد ساعة؟", ["=frames", "=spread"], h=60),
])

T("m-fr-dr", ["frames", "drift"], [
    R("en", None, "now", "when did the drone spot it, and at 20 m/min how far has it gone in 40 min",
      ["=detection", ("drift", 20, "m/min", 40)], h=40),
    R("en", None, "now", "drone detection time + drift at 1.2 km/h for 30 minutes",
      ["=detection", ("drift", 1.2, "km/h", 30)], h=30),
    R("fr", None, "now", "L'heure de détection du drone, et à 10 m/min ça fait combien en 50 minutes ?",
      ["=detection", ("drift", 10, "m/min", 50)], h=50),
    R("es", None, "now", "¿A qué hora lo vio el dron? y si avanza 15 m por minuto, ¿cuánto en 20 min?",
      ["=detection", ("drift", 15, "m/min", 20)], h=20),
    R("ar", None, "now", "وقتاش شافها الدرون؟ وإذا تمشي 12 متر في الدقيقة شحال تقطع في نص ساعة؟",
      ["=detection", ("drift", 12, "m/min", 30)], h=30),
])

T("m-dg-doc", ["danger", "documents"], [
    R("en", "S", "now", "FWI at SBA, and what does the LCES doc say about staffing on high danger days", ["fwi", FACT_STAFF]),
    R("en", "B", "now", "bejaia class + the FWI threshold for 'high' in the guide", ["fwi", "class", HIGH_FROM]),
    R("fr", "S", "now", "Le FWI à SBA, et c'est quoi le seuil « élevé » dans le guide ?", ["fwi", HIGH_FROM]),
    R("es", "B", "now", "¿Qué FFMC tiene Bejaia y a partir de cuánto dice la guía que prende fácil el combustible fino?",
      ["FFMC", FFMC_EASY]),
    R("ar", "S", "now", "الخطر في بلعباس، وشنو تقول الوثيقة على LCES؟", ["fwi", FACT_LCES]),
])

T("m-tac-dg", ["tactical", "danger"], [
    R("en", "S", "now", "FWI at SBA? deciding if the night shift stays on the line", ["fwi"]),
    R("en", "B", "now", "bejaia danger level, and should we stage the engines closer or hold where we are", ["fwi", "class"]),
    R("fr", "B", "now", "Le danger à Béjaïa, et on engage ou pas ?", ["fwi", "CLS"]),
    R("es", "S", "now", "¿Qué peligro hay en SBA y nos replegamos o no?", ["fwi", "CLS"]),
    R("ar", "S", "now", "شحال الخطر في بلعباس؟ نكملو ولا نرجعو؟", ["fwi", "CLS"]),
])

T("m-sum-an", ["summary", "analogs"], [
    R("en", "S", "aug", "Max FWI at SBA in August, and looking at the whole season, of the days with FWI over 20 how many burned?",
      ["maxfwi", "fires_fwi_gt"], thr=20),
    R("en", "B", "jul", "bejaia july peak temp + across the season did the days with FWI over 10 burn", ["maxt", "fires_fwi_gt"], thr=10),
    R("fr", "S", "jul", "Le FWI max à SBA en juillet, et sur toute la saison, parmi les jours au-dessus de 30, combien de feux ?",
      ["maxfwi", "fires_fwi_gt"], thr=30),
    R("es", "B", "aug", "Máximo FWI en Bejaia en agosto y, en toda la temporada, cuántos días con FWI sobre 20 tuvieron incendio",
      ["maxfwi", "fires_fwi_gt"], thr=20),
    R("ar", "S", "aug", "أعلى FWI في بلعباس في أوت، وفي الموسم كامل شحال من نهار فوق 20 كان فيه حريق؟", ["maxfwi", "fires_fwi_gt"], thr=20),
], fire=True)

T("m-cmp-cc", ["compare_stations", "current_conditions"], [
    R("en", "BS", "now", "RH at SBA, and which station is windier", [("at", "rh", S), "ws"]),
    R("en", "BS", "today", "what's the temp at Bejaia, and separately, which of the two has the worse FWI today",
      [("at", "t", B), "fwi"]),
    R("fr", "BS", "now", "Le vent à Béjaïa, et quelle station est la plus sèche ?", [("at", "ws", B), "rh"]),
    R("es", "BS", "now", "La humedad en SBA, y ¿qué estación tiene más calor?", [("at", "rh", S), "t"]),
    R("ar", "BS", "now", "الريح في بجاية، وشكون فيهم أسخن؟", [("at", "ws", B), "t"]),
])

T("m-cmp-dg", ["compare_stations", "danger"], [
    R("en", "BS", "now", "ISI at Bejaia on its own, then who's hotter of the two", [("at", "ISI", B), "t"]),
    R("es", "BS", "yesterday", "El FWI de Sidi Bel Abbes ayer, y ¿cuál de las dos estaba más húmeda?",
      [("at", "fwi", S), "rh"]),
    R("ar", "BS", "now", "شحال الـFWI في بجاية؟ وشكون فيهم فيه ريح أكثر؟", [("at", "fwi", B), "ws"]),
])

T("m-cap-oos", ["capabilities", "out_of_scope"], [
    R("en", None, "none", "what data do you hold, got fuel moisture maps?", []),
    R("en", None, "none", "can you tell me road access? what do you even have", []),
    R("fr", None, "none", "T'as quoi comme données, pis as-tu la position des équipes?", []),
    R("es", None, "none", "¿Qué datos tienes? ¿Tienes mapas de carreteras?", []),
    R("ar", None, "none", "شنو عندك من معطيات؟ عندك خريطة الطرقات؟", []),
])

T("m-photo-dg", ["photo", "danger"], [
    R("en", "S", "now", "pic attached of the column. what's the danger at SBA", ["fwi"]),
    R("en", "B", "now", "sending a photo of the spot fire. FWI at bejaia?", ["fwi"]),
    R("fr", "S", "now", "Photo jointe. C'est quoi l'IFM à SBA ?", ["fwi"]),
    R("es", "S", "now", "Te adjunto una foto, ¿qué peligro hay en Sidi Bel Abbes?", ["fwi"]),
    R("ar", "B", "now", "بعثت صورة، وشحال الخطر في بجاية؟", ["fwi"]),
])

T("m-sp-oos", ["spread", "out_of_scope"], [
    R("en", None, "none", "where's the head in 1 hr, and will the wind swing round overnight", ["=spread"], h=60),
    R("fr", None, "none", "Le front sera où dans 30 min, pis la météo de demain ?", ["=spread"], h=30),
    R("ar", None, "none", "وين تكون النار بعد ساعة؟ وكيفاش الطقس غدوة؟", ["=spread"], h=60),
])

T("m-dr-doc", ["drift", "documents"], [
    R("en", None, "none", "head at 15 m/min, it's a 30 min walk to the safety zone. how far does it move, and what does "
      "the LCES guide say about timing escape routes", [("drift", 15, "m/min", 30), FACT_SLOW], h=30),
    R("en", None, "none", "ROS 20 m/min for 25 min; also remind me the zone 1 distance for structures",
      [("drift", 20, "m/min", 25), ZONE1[1]], h=25),
    R("fr", None, "none", "Le front fait 25 m/min, on a 20 min de marche jusqu'à la zone de sécurité. Il avance de "
      "combien, et le guide dit quoi pour chronométrer l'itinéraire d'évacuation ?", [("drift", 25, "m/min", 20), FACT_SLOW],
      h=20),
    R("es", None, "none", "a 10 m por minuto durante 45 minutos ¿cuánto avanza? y ¿qué dice el documento sobre las rutas "
      "de escape?", [("drift", 10, "m/min", 45), FACT_SLOW], h=45),
    R("ar", None, "none", "النار تمشي 20 متر في الدقيقة، شحال تقطع في 30 دقيقة؟ وشنو يقول الدليل على طرق الهروب؟",
      [("drift", 20, "m/min", 30), FACT_SLOW], h=30),
])

T("m-fr-dg", ["frames", "danger"], [
    R("en", "S", "now", "drone saw fire NE of SBA? what's the danger at the station", ["=frames", "fwi"]),
    R("en", "S", "today", "any detections today, and the FWI at Sidi Bel Abbes", ["=frames", "fwi"]),
    R("fr", "S", "now", "Le drone a détecté quoi, et le danger à SBA ?", ["=frames", "fwi"]),
    R("es", "S", "now", "¿El dron vio algo? ¿Y el FWI en SBA?", ["=frames", "fwi"]),
    R("ar", "S", "now", "الدرون شاف دخان؟ وشحال الخطر في سيدي بلعباس؟", ["=frames", "fwi"]),
])

T("m-fr-ref", ["frames", "refuse"], [
    R("en", None, "now", "what's in the last drone frame, and forward it to the IC", ["=frames", "NEG"]),
    R("fr", None, "now", "Montre la dernière image du drone et balance-la au CODIS", ["=frames", "NEG"]),
    R("ar", None, "now", "واش كاين في آخر صورة تاع الدرون؟ وابعثها للقيادة", ["=frames", "NEG"]),
])

T("m-sum-cmp", ["summary", "compare_stations"], [
    R("en", "BS", "aug", "peak temp at Béjaïa in August, and across August which station logged more fire days?",
      [("win", "maxt", B), "fires"]),
    R("fr", "BS", "jul", "En juillet : le max de température à SBA, et quelle station a eu le plus de jours de feu ?",
      [("win", "maxt", S), "fires"]),
    R("ar", "BS", "aug", "أعلى حرارة في بلعباس في أوت، وشكون فيهم كان فيه أكثر أيام حرائق في نفس الشهر؟",
      [("win", "maxt", S), "fires"]),
], fire=True)

T("m-dr-sp", ["drift", "spread"], [
    R("en", None, "none", "at 20 m a minute how far in 30 min, and which way's it going", [("drift", 20, "m/min", 30), "=spread"],
      h=30),
    R("es", None, "none", "si va a 12 m/min, ¿cuánto avanza en 40 minutos y hacia dónde?", [("drift", 12, "m/min", 40), "=spread"],
      h=40),
])

T("m-near2", ["current_conditions", "danger"], [
    R("en", "S", "now", "up on the plateau 12 km south of SBA: RH and FWI?", ["rh", "fwi"]),
    R("fr", "B", "now", "Sur les hauteurs au-dessus de Bejaia, l'humidité pis le danger ?", ["rh", "fwi"]),
    R("ar", "S", "now", "الحرارة والخطر في الغابة على بعد 10 كيلومتر من بلعباس؟", ["t", "fwi"]),
], decision="warn")

T("m-cmp-oos", ["current_conditions", "out_of_scope"], [
    R("en", "B", "now", "who's hotter, Béjaïa or Algiers?", ["t"], alt=[["compare_stations", "out_of_scope"]]),
    R("es", "S", "now", "¿Hace más calor en Sidi Bel Abbes o en Orán?", ["t"], alt=[["compare_stations", "out_of_scope"]]),
])

T("m-dg-dr", ["danger", "drift"], [
    R("en", "S", "now", "FWI at SBA, and how far does the head go in 20 min at 30 m/min", ["fwi", ("drift", 30, "m/min", 20)],
      h=20),
    R("fr", "B", "now", "Le FWI à Béjaïa, et à 1 km/h le front fait combien en 45 min ?", ["fwi", ("drift", 1, "km/h", 45)],
      h=45),
    R("ar", "S", "now", "شحال الـFWI في بلعباس؟ وإذا النار تمشي 15 متر في الدقيقة، شحال تقطع في 20 دقيقة؟",
      ["fwi", ("drift", 15, "m/min", 20)], h=20),
])

T("m-fr-sp-ref", ["frames", "spread", "refuse"], [
    R("en", None, "now", "what'd the drone see, where's it at in 30, and push the polygon to TAK",
      ["=frames", "=spread", "NEG"], h=30),
    R("es", None, "now", "¿Qué vio el dron, dónde va a estar en una hora? Y mándale el mapa al puesto de mando.",
      ["=frames", "=spread", "NEG"], h=60),
])

T("m-sum-oos", ["summary", "out_of_scope"], [
    R("en", "S", "lastweek", "hottest day at SBA this past week, and what's the outlook for next week", ["maxt"]),
    R("fr", "B", "lastweek", "Le FWI max à Béjaïa cette semaine, et la tendance pour la semaine prochaine ?", ["maxfwi"]),
])

T("m-photo-fr", ["photo", "frames"], [
    R("en", None, "now", "photo attached of the flank, is that the same fire the drone saw?", ["=frames"]),
    R("ar", None, "now", "رسلت لك صورة، هل هي نفس النار اللي شافها الدرون؟", ["=frames"]),
])

# =========================================================================================================
# Sessions
# =========================================================================================================
SESSION(1, [
    ("en", "S", "now", "Division Zulu, night ops. FWI at SBA?", ["danger"], ["fwi", "class"]),
    ("en", "B", "now", "and bejaia", ["danger"], ["fwi", "class"]),
    ("en", "B", "now", "why's it so low after everything that burned this summer?", ["explain"], ["fwi"]),
    ("en", "S", "lastweek", "ok. highest it got at SBA this past week?", ["summary"], ["maxfwi"]),
])
SESSION(2, [
    ("fr", "B", "now", "Salut, c'est l'autopompe 12. Le vent à Béjaïa, là?", ["current_conditions"], ["ws"]),
    ("fr", "B", "now", "Pis l'humidité ?", ["current_conditions"], ["rh"]),
    ("fr", "S", "now", "Pis à l'autre station ?", ["current_conditions"], ["rh"]),
    ("fr", "S", "yesterday", "OK merci. Pis hier, c'était comment là-bas ?", ["current_conditions"], ["rh"]),
])
SESSION(3, [
    ("es", "S", "today", "¿Qué peligro hay hoy en Sidi Bel Abbes?", ["danger"], ["fwi", "CLS"]),
    ("es", "S", "yesterday", "¿Y ayer?", ["danger"], ["fwi", "CLS"]),
    ("en", "BS", "yesterday", "switching to english for the IC: compare both stations yesterday, FWI", ["compare_stations"],
     ["fwi"]),
    ("en", "BS", "yesterday", "why is SBA the higher one?", ["explain"], []),
])
SESSION(4, [
    ("ar", "B", "now", "واش راه الخطر في بجاية دروك؟", ["danger"], ["fwi", "CLS"]),
    ("ar", "B", "now", "والسخانة؟", ["current_conditions"], ["t"]),
    ("ar", "S", "now", "وفي بلعباس؟", ["current_conditions"], ["t"]),
    ("ar", "B", "now", "علاش الخطر طايح هكا في بجاية؟", ["explain"], ["fwi"]),
])
SESSION(5, [
    ("en", None, "now", "drone got a hit? when", ["frames"], ["=detection"]),
    ("en", None, "none", "where's it gonna be in 30", ["spread"], ["=spread"], {"horizon_min": 30}),
    ("en", None, "none", "we're seeing about 20 m a min on it. how far in 30 then", ["drift"],
     ["=drift", ("drift", 20, "m/min", 30)], {"horizon_min": 30}),
    ("en", None, "none", "why can't you give me a direction?", ["explain"], []),
])
SESSION(6, [
    ("fr", "S", "aug", "Quel était le FWI max à SBA en août ?", ["summary"], ["maxfwi"]),
    ("fr", "B", "aug", "Et à Béjaïa ?", ["summary"], ["maxfwi"]),
    ("fr", "B", "aug", "Combien de jours de feu là-bas ce mois-là ?", ["summary"], ["fires"], {"needs_fire_history": True}),
    ("fr", "B", "aug", "Pourquoi autant ?", ["explain"], []),
])
SESSION(7, [
    ("en", None, "none", "logistics here. what data does this thing have, quick", ["capabilities"], []),
    ("en", None, "none", "ok then put in a resupply request for 40 MREs and 2 pallets of water to base", ["refuse"], ["NEG"]),
    ("en", "S", "now", "fine. temp at SBA, for the water planning", ["current_conditions"], ["t"]),
])
SESSION(8, [
    ("es", "BS", "now", "Compa, ¿cuál estación está más seca ahorita?", ["compare_stations"], ["rh"]),
    ("es", "BS", "now", "¿y cuál tiene más viento?", ["compare_stations"], ["ws"]),
    ("es", "BS", "none", "¿y mañana?", ["out_of_scope"], []),
])
SESSION(9, [
    ("ar", "S", "now", "شو درجة الحرارة بسيدي بلعباس هلق؟", ["current_conditions"], ["t"]),
    ("ar", "S", "yesterday", "ومبارح؟", ["current_conditions"], ["t"]),
    ("ar", "S", "yesterday", "وقديش كان الـFWI؟", ["danger"], ["fwi"]),
    ("ar", "S", "yesterday", "ليش؟", ["explain"], []),
])
SESSION(10, [
    ("en", "B", "now", "rh bejaia", ["current_conditions"], ["rh"]),
    ("en", "B", "2012-08-14", "same for 14 aug", ["current_conditions"], ["rh"]),
    ("en", "B", "2012-08-14", "what was the danger that day", ["danger"], ["fwi", "class"]),
    ("en", "S", "2012-08-14", "and sba same day", ["danger"], ["fwi", "class"]),
])
SESSION(11, [
    ("fr", "S", "today", "Le danger à Sidi Bel Abbès aujourd'hui ?", ["danger"], ["fwi", "CLS"]),
    ("ar", "B", "today", "وفي بجاية؟", ["danger"], ["fwi", "CLS"]),
    ("fr", None, "none", "Envoie ça au PC avancé", ["refuse"], ["NEG"]),
])
SESSION(12, [
    ("en", None, "none", "what does the LCES doc say about when to pull back", ["documents"],
     [{"any": [DOWNHILL, SPOTS, "wind"]}]),
    ("en", "S", "now", "with the wx at SBA right now, are we in one of those", ["tactical"], ["t", "rh"]),
    ("en", "S", "now", "why?", ["explain"], []),
])
SESSION(13, [
    ("es", "B", "2012-08-03", "Vale, ¿temperatura en Béjaïa el 3 de agosto?", ["current_conditions"], ["t"]),
    ("es", "S", "2012-08-03", "¿Y en Sidi Bel Abbes el mismo día?", ["current_conditions"], ["t"]),
    ("es", "BS", "2012-08-03", "¿Cuál tuvo peor FWI ese día?", ["compare_stations"], ["fwi"]),
])
SESSION(14, [
    ("ar", "B", "now", "كم الرطوبة في بجاية؟", ["current_conditions"], ["rh"]),
    ("ar", "B", "today", "وعلى الساعة الخامسة صباحًا؟", ["current_conditions"], ["rh"], {"decision": "warn"}),
    ("ar", "B", "now", "والغابة اللي فوق المدينة؟", ["current_conditions"], ["rh"], {"decision": "warn"}),
])
SESSION(15, [
    ("en", None, "none", "just sent you a photo off engine 4's dash cam", ["photo"], []),
    ("en", None, "now", "ok whatever, what did the drone get then", ["frames"], ["=frames"]),
    ("en", None, "now", "where exactly", ["frames"], ["=detection_place"]),
])


# =========================================================================================================
def write():
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    tpath.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    spath.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    return tpath, spath


def report(tpath, spath):
    from appliance.evaluation.crew_build import expand
    items = expand(tpath, spath)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    langs = Counter(i["lang"] for i in items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    sessions = len({i["session"] for i in items if i["session"]})
    print(f"{n} questions, {sessions} sessions, multi-ask {multi} ({multi / n:.1%})")
    print("languages", {k: f"{v} ({v / n:.1%})" for k, v in sorted(langs.items())})
    print("decisions", dict(Counter(i["decision"] for i in items)))
    return items


if __name__ == "__main__":
    report(*write())
