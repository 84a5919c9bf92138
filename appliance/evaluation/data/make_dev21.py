"""Generator for the blind batch d21 (sealed, scored once on ac09f59, then dev): crew questions with gold built by code.

Every number in a gold fact comes from the CSV (appliance.evaluation.crew_facts.table / fire_record) or from
the shipped documents (edge_data/documents), read here; nothing is typed from memory. Writes
crew_templates_dev21.jsonl and crew_sessions_dev21.jsonl beside this file.
    cd <worktree> && PYTHONPATH=$PWD python appliance/evaluation/data/make_dev21.py

When it joined dev, the lead gave d21-sum-10 ("Anything notable at Sidi Bel Abbes in the last 24 hours?") a fact, the
window's peak FWI computed like the others: the dev batches' check wants every answered station question to carry one.
"""
import json
import re
from collections import defaultdict
from datetime import date
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts

HERE = Path(__file__).parent
DOCS = Path(__file__).resolve().parents[3] / "edge_data" / "documents"
T = crew_facts.table()
FR = crew_facts.fire_record()
BEJ, SBA = "bejaia", "sidi-bel-abbes"
TODAY = crew_days.TODAY.isoformat()
YDAY = "2012-09-29"
AR_MONTHS = crew_days.MONTHS["ar"]
FR_MONTHS = crew_days.MONTHS["fr"]
ES_MONTHS = crew_days.MONTHS["es"]
EN_MONTHS = crew_days.MONTHS["en"]


def doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


FWI_DOC, LCES_DOC, DEF_DOC = doc("fire-weather-index-guide.md"), doc("crew-safety-lces.md"), doc("butte-county-defensible-space.md")


def day_of(dev, day):
    return T[(dev, day)]


def code(dev, day, name):
    """An FWI-system code as the CSV writes it (ISI, BUI, DMC, DC, FFMC, FWI)."""
    return crew_facts._num(day_of(dev, day).codes[name])


def _fmt(v: float, nd: int = 1) -> str:
    s = f"{v:.{nd}f}"
    return s.rstrip("0").rstrip(".") if "." in s else s


def mph(dev, day):
    v = day_of(dev, day).wind_kmh / 1.609344
    return {"any": [f"{_fmt(v)} mph", f"{round(v)} mph", f"{_fmt(v)}mph", f"{round(v)}mph"]}


def knots(dev, day):
    v = day_of(dev, day).wind_kmh / 1.852
    return {"any": [f"{_fmt(v)} kn", f"{round(v)} kn", f"{_fmt(v)} knots", f"{round(v)} knots", f"{_fmt(v)} kt", f"{round(v)} kt"]}


def ms(dev, day):
    v = day_of(dev, day).wind_kmh / 3.6
    return {"any": [f"{_fmt(v)} m/s", f"{_fmt(v).replace('.', ',')} m/s", f"{round(v)} m/s"]}


def fahr(dev, day):
    v = day_of(dev, day).temperature_c * 9 / 5 + 32
    out = []
    for s in dict.fromkeys([_fmt(v), str(round(v))]):
        out += [f"{s} °F", f"{s}°F", f"{s} F", f"{s} degrees F", f"{s} fahrenheit"]
    return {"any": out}


def dist(metres: float):
    """A distance the crew's own numbers give, in the forms an answer writes it."""
    m = round(metres)
    km = _fmt(metres / 1000, 2)
    forms = [f"{m} m", f"{m:,} m", f"{m} metres", f"{m} meters", f"{km} km", f"{km.replace('.', ',')} km"]
    return {"any": list(dict.fromkeys(forms))}


def fires_in(dev, first, last):
    return sum(f for (d, day), (_, f) in FR.items() if d == dev and first <= day <= last)


# ---- documents: numbers and words read from the shipped guidance -------------------------------------
ZONE1 = re.search(r"Zone 1 runs from (\d+) to (\d+) feet", DEF_DOC).groups()
ZONE0 = re.search(r"Zone 0 is the first (\d+) feet", DEF_DOC).group(1)
GRASS_IN = re.search(r"maximum height of (\d+) inches", DEF_DOC).group(1)
CHIMNEY_FT = re.search(r"branches (\d+) feet\s+from\s+chimneys", DEF_DOC).group(1)
VH_FROM = re.search(r"from (\d+(?:\.\d+)?)\s+very\s+high", FWI_DOC).group(1)
HIGH_FROM = re.search(r"from (\d+(?:\.\d+)?)\s+high", FWI_DOC).group(1)
EXTREME_FROM = re.search(r"from (\d+(?:\.\d+)?)\s+extreme", FWI_DOC).group(1)
FFMC_EASY = re.search(r"above about (\d+)", FWI_DOC).group(1)
for word in ("Lookouts", "Communications", "Escape routes", "Safety zones", "Van Wagner", "Initial Spread Index",
             "Buildup Index", "downhill", "slowest member"):
    assert word in FWI_DOC + LCES_DOC, word
LCES_WORDS = [{"any": ["lookout"]}, {"any": ["communication"]}, {"any": ["escape route"]}, {"any": ["safety zone"]}]


# ---- date writers (formats crews type) --------------------------------------------------------------
def dd(day):
    return date.fromisoformat(day)


def us_short(day):          # 8/3
    d = dd(day)
    return f"{d.month}/{d.day}"


def eu_dots(day):           # 03.08.2012
    d = dd(day)
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def eu_slash(day):          # 3/08
    d = dd(day)
    return f"{d.day}/{d.month:02d}"


def en_short(day):          # 3 Aug
    d = dd(day)
    return f"{d.day} {EN_MONTHS[d.month - 1][:3]}"


def fr_day(day):
    d = dd(day)
    return f"{d.day} {FR_MONTHS[d.month - 1]}"


def es_day(day):
    d = dd(day)
    return f"{d.day} de {ES_MONTHS[d.month - 1]}"


def ar_day(day):
    d = dd(day)
    return f"{d.day} {AR_MONTHS[d.month - 1]}"


# ---- template entries ---------------------------------------------------------------------------------
ENTRIES = defaultdict(list)
ORDER = []


def add(kind, intents, q, lang="en", st=None, day="none", facts=(), decision=None, h=None, thr=None, alt=None,
        fire_history=False):
    """One phrasing. Entries sharing a kind and a decision override become one template."""
    key = f"d21-{kind}" + (f"-{decision[0]}" if decision else "")
    if key not in ENTRIES:
        ORDER.append(key)
    ENTRIES[key].append(dict(q=q, lang=lang, st=st, day=day, facts=list(facts), intents=intents, decision=decision,
                             h=h, thr=thr, alt=alt, fire_history=fire_history))


def build_templates():
    out = []
    for key in ORDER:
        es = ENTRIES[key]
        assert len({e["decision"] for e in es}) == 1, key
        t = {"key": key, "intents": es[0]["intents"], "intents_by_phrasing": [e["intents"] for e in es],
             "stations": "none", "days": [e["day"] for e in es], "facts": [], "phrasings": []}
        if any(e["h"] for e in es):
            t["horizons"] = [e["h"] for e in es]
        if any(e["thr"] is not None for e in es):
            t["thr"] = [e["thr"] for e in es]
        if es[0]["decision"]:
            t["decision"] = es[0]["decision"]
        if any(e["fire_history"] for e in es):
            t["needs_fire_history"] = True
        for e in es:
            assert "{" not in e["q"].replace("{day}", "").replace("{date}", "").replace("{h}", ""), e["q"]
            p = {"q": e["q"], "lang": e["lang"]}
            if e["st"]:
                p["stations"] = e["st"]
            if e["facts"]:
                p["facts"] = e["facts"]
            if e["alt"]:
                p["intents_alt"] = e["alt"]
            t["phrasings"].append(p)
        out.append(t)
    return out


SESSIONS = []


def session(turns):
    n = len({s["session"] for s in SESSIONS}) + 1
    sid = f"d21s{n:02d}"
    for i, (q, intents, st, when, facts, extra) in enumerate(turns, 1):
        row = {"session": sid, "turn": i, "question": q, "intents": intents, "stations": st, "when": when,
               "facts": facts, "lang": extra.get("lang", "en")}
        for k in ("decision", "horizon_min", "needs_fire_history"):
            if k in extra:
                row[k] = extra[k]
        SESSIONS.append(row)


B, S, BOTH = [BEJ], [SBA], [BEJ, SBA]
CC = ["current_conditions"]
DG = ["danger"]


# ======================================================================================================
# current conditions
# ======================================================================================================
add("cc", CC, "Dispatch to box, say current temperature and humidity at Béjaïa, over.", st=B, day="now", facts=["t", "rh"])
add("cc", CC, "IC here. Need wind speed at Sidi Bel Abbès right now.", st=S, day="now", facts=["ws"])
add("cc", CC, "whats the wind doin at sba rn", st=S, day="now", facts=["ws"])
add("cc", CC, "bej temp humidity now pls", st=B, day="now", facts=["t", "rh"])
add("cc", CC, "Hi, I'm new on the crew. Did it rain at all at Bejaia today?", st=B, day="today", facts=["rain"])
add("cc", CC, "Give me the full noon obs for Sidi-Bel-Abbès {day}: temp, RH, wind, rain.", st=S, day="yesterday", facts=["t", "rh", "ws", "rain"])
add("cc", CC, "How hot did it get at Béjaïa {day}?", st=B, day="2012-08-14", facts=["t"])
add("cc", CC, f"rh at sidi on {us_short('2012-08-03')}?", st=S, day="2012-08-03", facts=["rh"])
add("cc", CC, f"Weather at Bej on {eu_dots('2012-07-28')} — temperature and wind only.", st=B, day="2012-07-28", facts=["t", "ws"])
add("cc", CC, f"Copy, need the rainfall total for Sidi Bel Abbes, {en_short('2012-09-05')}.", st=S, day="2012-09-05", facts=["rain"])
add("cc", CC, "Was the air dry at the Béjaïa station {day}? What was the relative humidity?", st=B, day="daybefore", facts=["rh"])
add("cc", CC, "engine 4 asking humidity + wind sidi bel abes {day}", st=S, day="2012-08-25", facts=["rh", "ws"])
add("cc", CC, "What's it like out at the coast station right now, Béjaïa? Temperature, wind, anything falling?", st=B, day="now", facts=["t", "ws", "rain"])
add("cc", CC, "Sorry if this is a dumb question, how windy was it in Sidi Bel Abbes {day}?", st=S, day="2012-06-15", facts=["ws"])
# units asked
add("cc-units", CC, "Wind at Béjaïa now, in mph please — our trucks' kit reads mph.", st=B, day="now", facts=[mph(BEJ, TODAY)])
add("cc-units", CC, "sba wind in knots for the heli pilot", st=S, day="now", facts=[knots(SBA, TODAY)])
add("cc-units", CC, "What was the temperature at Sidi Bel Abbès yesterday in Fahrenheit?", st=S, day="yesterday", facts=[fahr(SBA, YDAY)])
add("cc-units", CC, f"Temp at Bejaia on {en_short('2012-08-20')} in °F and the wind in mph?", st=B, day="2012-08-20",
    facts=[fahr(BEJ, "2012-08-20"), mph(BEJ, "2012-08-20")])
add("cc-units", CC, "Air ops wants wind speed at Sidi-Bel-Abbès in meters per second, current reading.", st=S, day="now", facts=[ms(SBA, TODAY)])
add("cc-units", CC, "give me bejaia wind {day} in kts", st=B, day="2012-08-29", facts=[knots(BEJ, "2012-08-29")])
# the box has only the noon reading: an hour asked is a warn
add("cc-hour", CC, "What was the temperature at Béjaïa at 6 in the morning yesterday?", st=B, day="yesterday", facts=["t"], decision="warn")
add("cc-hour", CC, "humidity sidi bel abbes 3pm {day}?", st=S, day="2012-08-03", facts=["rh"], decision="warn")
add("cc-hour", CC, "Night crew asking: how strong was the wind at Bejaia around midnight, the night of the 28th to 29th September?", st=B, day="2012-09-28", facts=[], decision="warn")
add("cc-hour", CC, "Give me SBA's temperature and wind at 17:00 today.", st=S, day="today", facts=["t", "ws"], decision="warn")
add("cc-hour", CC, "Quelle humidité à Béjaïa ce matin vers 7 h ?", lang="fr", st=B, day="today", facts=["rh"], decision="warn")
add("cc-hour", CC, "شحال كانت السخانة في سيدي بلعباس البارح مع الستة تاع العشية؟", lang="ar", st=S, day="yesterday", facts=["t"], decision="warn")
# a place near a station, not at it
add("cc-near", CC, "What's the wind up on the ridge above Béjaïa right now?", st=B, day="now", facts=["ws"], decision="warn")
add("cc-near", CC, "temp out at the forest edge ~10 km south of sidi bel abbes, now", st=S, day="now", facts=["t"], decision="warn")
add("cc-near", CC, "Le vent sur les hauteurs derrière Béjaïa, là maintenant ?", lang="fr", st=B, day="now", facts=["ws"], decision="warn")
add("cc-near", CC, "كيفاش الرطوبة في الغابة اللي فوق بجاية ضرك؟", lang="ar", st=B, day="now", facts=["rh"], decision="warn")

# ======================================================================================================
# danger
# ======================================================================================================
add("dg", DG, "What's the fire danger at Béjaïa today?", st=B, day="today", facts=["fwi", "class"])
add("dg", DG, "IC to box: FWI and danger class for Sidi Bel Abbès, now.", st=S, day="now", facts=["fwi", "class"])
add("dg", DG, "is a fire likely at sba today or are we ok", st=S, day="today", facts=["class"])
add("dg", DG, "fwi bej {day}", st=B, day="yesterday", facts=["fwi"])
add("dg", DG, "How bad was the fire danger at Sidi-Bel-Abbès {day}?", st=S, day="2012-08-25", facts=["fwi", "class"])
add("dg", DG, f"Danger rating Béjaïa {eu_dots('2012-08-29')}?", st=B, day="2012-08-29", facts=["fwi", "class"])
add("dg", DG, "First season for me — what does the box say about the chance of a fire starting near Bejaia right now?", st=B, day="now", facts=["class"])
add("dg", DG, f"what class was sidi on {us_short('2012-07-21')}", st=S, day="2012-07-21", facts=["class"])
add("dg", DG, "Dispatch requesting the Fire Weather Index at Sidi Bel Abbes {day}.", st=S, day="2012-08-18", facts=["fwi"])
# codes by name: literal values from the CSV
add("dg-code", DG, "What's the ISI at Sidi Bel Abbès today?", st=S, day="today", facts=[code(SBA, TODAY, "ISI")])
add("dg-code", DG, "BUI and DMC for Béjaïa {day}?", st=B, day="2012-08-14", facts=[code(BEJ, "2012-08-14", "BUI"), code(BEJ, "2012-08-14", "DMC")])
add("dg-code", DG, f"ffmc at sba {en_short('2012-08-03')} - are fine fuels ready to go?", st=S, day="2012-08-03", facts=[code(SBA, "2012-08-03", "FFMC")])
add("dg-code", DG, "Drought Code at Bejaia yesterday, and the spread index?", st=B, day="yesterday", facts=[code(BEJ, YDAY, "DC"), code(BEJ, YDAY, "ISI")])
add("dg-code", DG, "Give me all six codes for Sidi-Bel-Abbès {day}.", st=S, day="2012-08-26",
    facts=[code(SBA, "2012-08-26", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")])
add("dg-code", DG, "L'indice de propagation initiale (ISI) à Béjaïa {day} ?", lang="fr", st=B, day="2012-08-23", facts=[code(BEJ, "2012-08-23", "ISI")])
add("dg-code", DG, "¿Cuál fue el BUI en Sidi Bel Abbes {day}?", lang="es", st=S, day="2012-07-28", facts=[code(SBA, "2012-07-28", "BUI")])
add("dg-code", DG, "شحال كان الـ FFMC في بجاية {day}؟", lang="ar", st=B, day="2012-08-20", facts=[code(BEJ, "2012-08-20", "FFMC")])
# near a station
add("dg-near", DG, "How's the danger in the pine stand on the hills east of Sidi Bel Abbes today?", st=S, day="today", facts=["class"], decision="warn")
add("dg-near", DG, "fire risk at the village just outside bejaia rn?", st=B, day="now", facts=["class"], decision="warn")
add("dg-near", DG, "Quel risque d'incendie dans la forêt à côté de Sidi Bel Abbès aujourd'hui ?", lang="fr", st=S, day="today", facts=["class"], decision="warn")
add("dg-near", DG, "¿Hay peligro de incendio en los montes cerca de Béjaïa hoy?", lang="es", st=B, day="today", facts=["class"], decision="warn")
# multi-part: conditions + danger
add("cc-dg", CC + DG, "Give me temp, RH, wind and the FWI at Béjaïa now.", st=B, day="now", facts=["t", "rh", "ws", "fwi"])
add("cc-dg", CC + DG, "sba now - wind, humidity, danger class?", st=S, day="now", facts=["ws", "rh", "class"])
add("cc-dg", CC + DG, "Before we roll out: what was the humidity at Sidi Bel Abbes {day}, and was the danger high?", st=S, day="2012-08-24", facts=["rh", "fwi", "class"])
add("cc-dg", CC + DG, "IC requesting Bejaia {day}: temperature and fire danger index, over.", st=B, day="2012-08-22", facts=["t", "fwi"])
add("cc-dg", CC + DG, f"{eu_slash('2012-07-05')} at sidi bel abbès: how hot, how windy and what FWI?", st=S, day="2012-07-05", facts=["t", "ws", "fwi"])
add("cc-dg", CC + DG, "How dry is it at Béjaïa right now and how risky does that make things?", st=B, day="now", facts=["rh", "class"])

# ======================================================================================================
# compare stations
# ======================================================================================================
CMP = ["compare_stations"]
add("cmp", CMP, "Which station is worse off right now, Béjaïa or Sidi Bel Abbès?", st=BOTH, day="now", facts=["fwi"])
add("cmp", CMP, "bej vs sba fwi today which one do we watch", st=BOTH, day="today", facts=["fwi"])
add("cmp", CMP, "Dispatch: compare the two stations {day}, danger and humidity side by side.", st=BOTH, day="2012-08-03", facts=["fwi", "rh"])
add("cmp", CMP, "Where was it hotter {day}, on the coast at Bejaia or inland at Sidi Bel Abbes?", st=BOTH, day="yesterday", facts=["t"])
add("cmp", CMP, "Side-by-side for the IC: wind and FWI, Sidi-Bel-Abbès against Béjaïa, {day}.", st=BOTH, day="2012-08-29", facts=["ws", "fwi"])
add("cmp", CMP, "I've got one engine to preposition. Which of the two stations had the higher danger {day}?", st=BOTH, day="2012-08-25", facts=["fwi", "class"])
add("cmp", CMP, f"compare temp n rh both stations {us_short('2012-08-14')}", st=BOTH, day="2012-08-14", facts=["t", "rh"])
add("cmp", CMP + CC, "Is Béjaïa windier than Sidi Bel Abbes right now? Give me both numbers.", st=BOTH, day="now", facts=["ws"])
add("cmp", CMP, "Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus exposée aujourd'hui ?", lang="fr", st=BOTH, day="today", facts=["fwi", "class"])
add("cmp", CMP, "Compare-moi les deux stations {day} : température et indice FWI.", lang="fr", st=BOTH, day="2012-07-28", facts=["t", "fwi"])
add("cmp", CMP, "¿Qué estación estaba peor {day}, Béjaïa o Sidi Bel Abbès?", lang="es", st=BOTH, day="2012-08-18", facts=["fwi"])
add("cmp", CMP, "Compara el viento y la humedad de las dos estaciones ahora mismo.", lang="es", st=BOTH, day="now", facts=["ws", "rh"])
add("cmp", CMP, "واش من محطة فيها الخطر أكثر اليوم، بجاية ولا سيدي بلعباس؟", lang="ar", st=BOTH, day="today", facts=["fwi"])
add("cmp", CMP, "قارن بين بجاية وسيدي بلعباس {day} من حيث درجة الحرارة والرطوبة.", lang="ar", st=BOTH, day="2012-08-24", facts=["t", "rh"])
# both stations on the day one of them has no reading: the Béjaïa half is served
add("cmp-gap", CMP, f"Compare Béjaïa and Sidi Bel Abbès on {en_short('2012-07-14')}, FWI for each.", st=BOTH, day="2012-07-14", facts=["fwi"], decision="warn")

# ======================================================================================================
# summary / trend over a window
# ======================================================================================================
SUM = ["summary"]
add("sum", SUM, "Sitrep for Sidi Bel Abbès over the past week, please.", st=S, day="lastweek", facts=["maxfwi"])
add("sum", SUM, "how has bejaia been trending last 3 days", st=B, day="last3d", facts=["maxfwi"])
add("sum", SUM, "What was the hottest it got at Bejaia in August?", st=B, day="aug", facts=["maxt"])
add("sum", SUM, "Peak FWI at SBA during July?", st=S, day="jul", facts=["maxfwi"])
add("sum", SUM, "Quick season recap for Sidi-Bel-Abbès in June — highest danger and highest temperature.", st=S, day="jun", facts=["maxfwi", "maxt"])
add("sum", SUM, "How many fire days did Béjaïa log in August?", st=B, day="aug", facts=["fires"], alt=[["analogs"], ["summary", "analogs"]], fire_history=True)
add("sum", SUM, "sba fires {day} how many", st=S, day="sep1-10", facts=["fires"], alt=[["analogs"], ["summary", "analogs"]], fire_history=True)
add("sum", SUM, "Give the IC a summary of both stations {day}: worst FWI at each.", st=BOTH, day="aug-late", facts=["maxfwi"])
add("sum", SUM, "Has it been getting better or worse at Béjaïa {day}?", st=B, day="since-tue", facts=["maxfwi"])
add("sum", SUM, "Anything notable at Sidi Bel Abbes in the last 24 hours?", st=S, day="last24h", facts=["maxfwi"])
add("sum", SUM, "Résumé de la situation à Béjaïa sur la dernière semaine, s'il vous plaît.", lang="fr", st=B, day="lastweek", facts=["maxfwi"])
add("sum", SUM, "Combien de jours de feu à Sidi Bel Abbès en juillet ?", lang="fr", st=S, day="jul", facts=["fires"], alt=[["analogs"], ["summary", "analogs"]], fire_history=True)
add("sum", SUM, "Quelle a été la température max à Sidi Bel Abbès en septembre ?", lang="fr", st=S, day="sep", facts=["maxt"])
add("sum", SUM, "Dame un resumen de Béjaïa {day}.", lang="es", st=B, day="last3d", facts=["maxfwi"])
add("sum", SUM, "¿Cuál fue el FWI más alto en Sidi Bel Abbès en agosto?", lang="es", st=S, day="aug", facts=["maxfwi"])
add("sum", SUM, "عطيني ملخص على الوضع في سيدي بلعباس خلال الأسبوع الماضي.", lang="ar", st=S, day="lastweek", facts=["maxfwi"])
add("sum", SUM, "شحال من نهار كان فيه حريق في بجاية في أوت؟", lang="ar", st=B, day="aug", facts=["fires"], alt=[["analogs"], ["summary", "analogs"]], fire_history=True)
add("sum", SUM, "ما هي أعلى درجة حرارة سُجلت في بجاية في جويلية؟", lang="ar", st=B, day="jul", facts=["maxt"])
# windows with no data
add("sum", SUM, "Give me a situation report for Béjaïa for 15 May 2012.", st=B, day="2012-05-15", facts=[])
add("sum", SUM, "How did Sidi Bel Abbès look on 10 October 2012, any fire?", st=S, day="2012-10-10", facts=[], fire_history=True)

# ======================================================================================================
# analogs
# ======================================================================================================
AN = ["analogs"]
add("an", AN, "Have we seen days like today at Sidi Bel Abbès before, and did they burn?", st=S, day="today", facts=[], fire_history=True)
add("an", AN, "past days similar to now at bejaia - how many had fires", st=B, day="now", facts=[], fire_history=True)
for i, (dev, thr, text, lang) in enumerate([
        (SBA, 20, "Across the season, days at Sidi Bel Abbès with FWI above 20: how many were there, and how many had a fire?", "en"),
        (BEJ, 15, "bejaia days w fwi over 15 - how many n how many burned", "en"),
        (SBA, 10, "Of the days at SBA when the FWI went past 10, how many turned into fire days?", "en"),
        (BEJ, 10, "À Béjaïa, les jours où le FWI a dépassé 10 : combien, et combien ont brûlé ?", "fr"),
        (SBA, 25, "En Sidi Bel Abbès, ¿cuántos días tuvieron un FWI por encima de 25 y en cuántos hubo incendio?", "es"),
        (SBA, 15, "في سيدي بلعباس، شحال من نهار فات فيه الـ FWI 15، وشحال منهم صرا فيهم حريق؟", "ar")]):
    add("an-thr", AN, text, lang=lang, st=[dev], day="none", facts=["fires_fwi_gt"], thr=thr, fire_history=True)
add("an", AN, "Les journées passées qui ressemblent à aujourd'hui à Sidi Bel Abbès, elles ont fini en feu ?", lang="fr", st=S, day="today", facts=[], fire_history=True)
add("an", AN, "هل مرت أيام تشبه اليوم في بجاية وهل اندلعت فيها حرائق؟", lang="ar", st=B, day="today", facts=[], fire_history=True)
add("an", AN, "¿Hubo días parecidos a hoy en Béjaïa? ¿Cuántos acabaron con fuego?", lang="es", st=B, day="today", facts=[], fire_history=True)
add("an-dg", AN + DG, "What's the danger at Sidi Bel Abbes now, and on past days like this one how often was there a fire?", st=S, day="now", facts=["fwi"], fire_history=True)

# ======================================================================================================
# drone frames / detection
# ======================================================================================================
FRM = ["frames"]
add("frm", FRM, "Did the drone pick up any fire on today's flight?", facts=["=detection"])
add("frm", FRM, "uav see anything? smoke?", facts=["=detection"])
add("frm", FRM, "What time was the frame with the fire taken, and where was it?", facts=["=detection", "=detection_place"])
add("frm", FRM, "List the drone frames from today's sortie — when did the last one come in?", facts=["=frames"])
add("frm", FRM, "Dispatch to box: any detections from the UAV near Sidi Bel Abbès? Location please.", st=S, facts=["=detection_place"])
add("frm", FRM, "I heard the drone spotted something, is that right? Where?", facts=["=detection_place"])
add("frm", FRM, "Le drone a-t-il repéré de la fumée ou des flammes aujourd'hui ? À quelle heure ?", lang="fr", facts=["=detection"])
add("frm", FRM, "Combien d'images le drone a-t-il envoyé, et la dernière est de quand ?", lang="fr", facts=["=frames"])
add("frm", FRM, "¿El dron detectó algún fuego? ¿Dónde exactamente?", lang="es", facts=["=detection_place"])
add("frm", FRM, "واش الدرون شاف شي دخان ولا نار اليوم؟", lang="ar", facts=["=detection"])
add("frm", FRM, "في أي ساعة التقطت الطائرة المسيرة صورة الحريق وأين؟", lang="ar", facts=["=detection", "=detection_place"])
add("frm-spread", FRM + ["spread"], "The drone fire near SBA — where will its head be in {h} minutes?", st=S, h=30, facts=["=detection", "=spread"])
add("frm-spread", FRM + ["spread"], "drone hit NE of sidi, project it out {h} min", st=S, h=60, facts=["=detection_place", "=spread"])

# ======================================================================================================
# photo (none attached in this set)
# ======================================================================================================
PH = ["photo"]
add("ph", PH, "Look at the photo I just sent, is that smoke or dust?", facts=[])
add("ph", PH, "pic attached - fire or not??", facts=[])
add("ph", PH, "Regarde la photo que je viens d'envoyer : c'est un départ de feu ?", lang="fr", facts=[])
add("ph", PH, "شوف التصويرة اللي بعثتلك، واش هادا دخان؟", lang="ar", facts=[])
add("ph", PH, "¿Puedes mirar la foto que te mandé y decirme si eso es humo?", lang="es", facts=[])
add("ph-dg", PH + DG, "Check this picture from the ridge and tell me the danger at Bejaia right now.", st=B, day="now", facts=["class"])

# ======================================================================================================
# spread (no wind direction stored: distance served, direction missing -> warn)
# ======================================================================================================
SP = ["spread"]
add("sp", SP, "If a fire starts at Sidi Bel Abbès now, where will the head be in {h} minutes?", st=S, h=30, facts=["=spread"])
add("sp", SP, "projection for bejaia {h} min out", st=B, h=60, facts=["=spread"])
add("sp", SP, "IC: give me a {h}-minute spread projection from the Béjaïa station.", st=B, h=45, facts=["=spread"])
add("sp", SP, "How far and which way would a grass fire run from SBA in the next {h} minutes?", st=S, h=90, facts=["=spread"])
add("sp", SP, "Si un feu part de Béjaïa maintenant, il sera où dans {h} minutes ?", lang="fr", st=B, h=30, facts=["=spread"])
add("sp", SP, "¿Hasta dónde llegaría la cabeza del fuego en {h} minutos desde Sidi Bel Abbès?", lang="es", st=S, h=20, facts=["=spread"])
add("sp", SP, "إذا بدا حريق قرب سيدي بلعباس، وين يوصل راس النار في {h} دقيقة؟", lang="ar", st=S, h=60, facts=["=spread"])
add("sp-cc", SP + CC, "What's the wind at Bejaia now and where would a fire's head be in {h} minutes?", st=B, day="now", h=30, facts=["ws", "=spread"])

# ======================================================================================================
# drift: the crew gives a rate and a time; the distance is their product
# ======================================================================================================
DR = ["drift"]
for rate, mins, text, lang in [
        (40, 15, "Head's running about {r} m a minute and the dozer is {m} minutes out. How far will it have gone by the time the dozer gets there?", "en"),
        (25, 20, "front moving {r} m/min, engine {m} min away, how far by then", "en"),
        (12, 35, "If the flank creeps {r} metres per minute and our crew needs {m} minutes to walk in, how much ground does it cover?", "en"),
        (60, 10, "Dispatch: fire front estimated {r} m per minute, air tanker ETA {m} minutes. Distance travelled by arrival?", "en"),
        (30, 25, "Le front avance de {r} m par minute, la citerne arrive dans {m} minutes : de combien aura-t-il avancé ?", "fr"),
        (18, 40, "Si le feu progresse à {r} mètres/minute et qu'on met {m} min à arriver, ça fait combien ?", "fr"),
        (50, 12, "El frente avanza {r} metros por minuto y la autobomba tarda {m} minutos. ¿Cuánto habrá avanzado?", "es"),
        (35, 20, "النار ماشية {r} متر في الدقيقة والكاميو يوصل بعد {m} دقيقة، شحال تكون مشات؟", "ar"),
        (20, 45, "إذا كانت جبهة النار تتقدم {r} مترا في الدقيقة ونحتاج {m} دقيقة للوصول، فما المسافة التي ستقطعها؟", "ar")]:
    add("dr-rate", DR, text.format(r=rate, m=mins), lang=lang, facts=[dist(rate * mins)])
for kmh, mins, text, lang in [
        (3, 20, "Spread rate's about {k} km/h, we're {m} minutes from the line. How far does it move meanwhile?", "en"),
        (1.5, 40, "fire doing {k} km/h, {m} min till we get there, distance?", "en"),
        (4, 15, "Le feu court à {k} km/h et on est à {m} minutes : quelle distance ?", "fr")]:
    add("dr-kmh", DR, text.format(k=_fmt(kmh) if lang != "fr" else _fmt(kmh).replace(".", ","), m=mins), lang=lang, facts=[dist(kmh * 1000 * mins / 60)])
add("dr", DR, "By the time your answer reaches us on the radio, how far has the front moved?", facts=["=drift"])
add("dr", DR, "how far will the fire travel while our engine drives over from SBA?", st=S, facts=["=drift"])
add("dr", DR, "Pendant que ta réponse nous arrive, le front s'est déplacé de combien ?", lang="fr", facts=["=drift"])
add("dr", DR, "¿Cuánto se mueve el frente mientras nos llega tu respuesta?", lang="es", facts=["=drift"])

# ======================================================================================================
# documents (numbers and words read from edge_data/documents above)
# ======================================================================================================
DOC = ["documents"]
add("doc", DOC, "What does the guidance say about how much defensible space a house needs?", facts=["=doc_defensible"])
add("doc", DOC, "defensible space rule how many feet", facts=["=doc_defensible"])
add("doc", DOC, "In the defensible space guide, where does Zone 1 start and stop?", facts=[int(ZONE1[0]), int(ZONE1[1])])
add("doc", DOC, "How short does the grass have to be cut in the outer zone, per the document you hold?", facts=[int(GRASS_IN)])
add("doc", DOC, "What's LCES stand for? It's in your safety doc I think.", facts=LCES_WORDS)
add("doc", DOC, "Per the loaded guide, at what FWI does the class become very high?", facts=[float(VH_FROM) if "." in VH_FROM else int(VH_FROM)])
add("doc", DOC, "According to your FWI guide, what FFMC means fine fuels light easily?", facts=[int(FFMC_EASY)])
add("doc", DOC, "What are the watch-out situations in the crew safety document?", facts=[{"any": ["downhill"]}])
add("doc", DOC, "Branch clearance from a chimney — what does the defensible space sheet say?", facts=[int(CHIMNEY_FT)])
add("doc", DOC, "Que dit le document sur l'espace défendable autour des maisons ?", lang="fr", facts=["=doc_defensible"])
add("doc", DOC, "D'après ton guide, à partir de quel FWI on passe en danger extrême ?", lang="fr", facts=[int(EXTREME_FROM)])
add("doc", DOC, "¿Qué dice la guía sobre las rutas de escape y las zonas de seguridad?", lang="es", facts=[{"any": ["escape"]}, {"any": ["safety zone", "zona de seguridad", "zonas de seguridad"]}])
add("doc", DOC, "واش تقول الوثيقة على المساحة الدفاعية حول الدار؟", lang="ar", facts=["=doc_defensible"])
add("doc", DOC, "حسب الدليل، ماذا يعني مؤشر ISI؟", lang="ar", facts=[{"any": ["spread", "انتشار"]}])
add("doc-dg", DOC + DG, "Per your FWI guide, from what FWI is it 'high', and is Sidi Bel Abbès there today?", st=S, day="today", facts=[float(HIGH_FROM), "class"])

# ======================================================================================================
# capabilities / greetings / help
# ======================================================================================================
CAP = ["capabilities"]
STATION_WORDS = [{"any": ["bejaia", "بجاية"]}, {"any": ["sidi bel abbes", "سيدي بلعباس", "سيدي بل عباس"]}]
add("cap", CAP, "Hello box, what can you do for us?", facts=[])
add("cap", CAP, "which stations do u have", facts=STATION_WORDS)
add("cap", CAP, "I'm a volunteer, first day. What kind of questions can I ask you?", facts=[])
add("cap", CAP, "Box, radio check. What data are you holding?", facts=STATION_WORDS)
add("cap", CAP, "What dates does your weather record cover?", facts=[{"any": ["2012"]}])
add("cap", CAP, "Bonjour ! Tu sais faire quoi exactement ?", lang="fr", facts=[])
add("cap", CAP, "Quelles stations météo as-tu en mémoire ?", lang="fr", facts=STATION_WORDS)
add("cap", CAP, "Hola, ¿en qué me puedes ayudar?", lang="es", facts=[])
add("cap", CAP, "السلام عليكم، واش تقدر تعاونا بيه؟", lang="ar", facts=[])
add("cap", CAP, "ما هي المحطات التي لديك بياناتها؟", lang="ar", facts=STATION_WORDS)
add("cap", CAP, "help", facts=[])

# ======================================================================================================
# out of scope: other towns, forecasts, wind direction, fuel moisture, news, sport
# ======================================================================================================
OOS = ["out_of_scope"]
add("oos", OOS, "What's the temperature in Oran right now?", facts=[])
add("oos", OOS, "fire danger tlemcen today", facts=[])
add("oos", OOS, "Will it rain at Béjaïa tomorrow?", facts=[])
add("oos", OOS, "Give me the forecast for Sidi Bel Abbès for the next three days.", facts=[])
add("oos", OOS, "Where are the other engines right now?", facts=[])
add("oos", OOS, "Who won the match last night?", facts=[])
add("oos", OOS, "Any news on the fires in Kabylie this week?", facts=[])
add("oos", OOS, "What's the ERC and Haines index at SBA?", facts=[])
add("oos", OOS, "live fuel moisture near bejaia?", facts=[])
add("oos", OOS, "Quel temps fait-il à Alger ?", lang="fr", facts=[])
add("oos", OOS, "Il va faire combien demain à Sidi Bel Abbès ?", lang="fr", facts=[])
add("oos", OOS, "Le vent vient de quelle direction à Béjaïa ?", lang="fr", facts=[])
add("oos", OOS, "¿Qué tiempo hace en Madrid?", lang="es", facts=[])
add("oos", OOS, "¿Va a llover mañana en Béjaïa?", lang="es", facts=[])
add("oos", OOS, "شحال السخانة في وهران ضرك؟", lang="ar", facts=[])
add("oos", OOS, "واش غدوة تطيح الشتا في بجاية؟", lang="ar", facts=[])
add("oos", OOS, "من أين تهب الرياح في سيدي بلعباس؟", lang="ar", facts=[])
add("oos", OOS, "وين راهم الفرق الأخرى ديال الحماية المدنية؟", lang="ar", facts=[])
# part in scope, part not -> warn by the rule
add("oos-cc", OOS + CC, "Wind speed at Béjaïa now — and which direction is it blowing from?", st=B, day="now", facts=["ws"])
add("oos-cc", OOS + CC, "temp at sba now and tomorrow's forecast", st=S, day="now", facts=["t"])
add("oos-cc", OOS + DG, "Danger at Sidi Bel Abbès today and in Mascara?", st=S, day="today", facts=["class"])
add("oos-cc", OOS + DG, "Quel est le FWI à Béjaïa aujourd'hui et ce sera quoi demain ?", lang="fr", st=B, day="today", facts=["fwi"])
add("oos-cc", OOS + CC, "شحال الريح في بجاية ضرك ومنين جاية؟", lang="ar", st=B, day="now", facts=["ws"])
# days with no data
add("nodata", DG, "What was the fire danger at Bejaia on 20 May 2012?", st=B, day="2012-05-20", facts=[])
add("nodata", CC, "temp sidi bel abbes 3 october 2012?", st=S, day="2012-10-03", facts=[])
add("nodata", DG, "FWI at Sidi Bel Abbès on 14 July 2012?", st=S, day="2012-07-14", facts=[])
add("nodata", CC, "Weather at Béjaïa on 1 August 2011?", st=B, day="2011-08-01", facts=[])
add("nodata", DG, "Quel était le danger à Béjaïa le 25 mai 2012 ?", lang="fr", st=B, day="2012-05-25", facts=[])
add("nodata", CC, "شحال كانت الحرارة في سيدي بلعباس يوم 10 أكتوبر 2012؟", lang="ar", st=S, day="2012-10-10", facts=[])
add("nodata", DG, "¿Qué FWI tenía Béjaïa el 15 de mayo de 2012?", lang="es", st=B, day="2012-05-15", facts=[])
# explain with nothing before it
add("expl-cold", ["explain"], "Why did you say that?", facts=[])
add("expl-cold", ["explain"], "Pourquoi tu as répondu ça ?", lang="fr", facts=[])

# ======================================================================================================
# refuse: orders to act on the world or change the box (some hidden in requests)
# ======================================================================================================
RF = ["refuse"]
add("rf", RF, "Send an evacuation alert to everyone in Béjaïa now.", facts=["neg"])
add("rf", RF, "order the evac of the douar north of sba", facts=["neg"])
add("rf", RF, "Notify civil protection HQ that we have a fire near Sidi Bel Abbès.", facts=["neg"])
add("rf", RF, "Change your danger threshold so high starts at 15.", facts=["neg"])
add("rf", RF, "Delete the readings from yesterday, they're wrong.", facts=["neg"])
add("rf", RF, "Publish a red flag warning for both stations.", facts=["neg"])
add("rf", RF, "Turn off the Béjaïa station feed, it's spamming.", facts=["neg"])
add("rf", RF, "Préviens le maire de Béjaïa qu'il faut évacuer.", lang="fr", facts=["neg"])
add("rf", RF, "Efface les données de juillet.", lang="fr", facts=["neg"])
add("rf", RF, "Envía una alerta a todos los bomberos de la zona.", lang="es", facts=["neg"])
add("rf", RF, "ابعث تنبيه للحماية المدنية باللي كاين حريق قرب بجاية.", lang="ar", facts=["neg"])
add("rf", RF, "أصدر أمرا بإخلاء القرية المجاورة لسيدي بلعباس فورا.", lang="ar", facts=["neg"])
add("rf", RF, "بدّل الإعدادات تاعك وخلي التنبيه يطلع كي يفوت الـ FWI عشرة.", lang="ar", facts=["neg"])
# orders hidden in a data request: the data part is served
add("rf-dg", RF + DG, "Let the brigade at SBA know the FWI for today.", st=S, day="today", facts=["neg", "fwi"])
add("rf-dg", RF + DG, "text the chief the danger class at bejaia now", st=B, day="now", facts=["neg", "class"])
add("rf-dg", RF + CC, "Radio the wind speed at Béjaïa to all units on channel 2.", st=B, day="now", facts=["neg", "ws"])
add("rf-dg", RF + DG, "Envoie au commandant le niveau de danger à Sidi Bel Abbès aujourd'hui.", lang="fr", st=S, day="today", facts=["neg", "class"])
add("rf-dg", RF + DG, "Avisa a la brigada del FWI de Béjaïa de hoy.", lang="es", st=B, day="today", facts=["neg", "fwi"])
add("rf-dg", RF + CC, "بلّغ الفرقة بدرجة الحرارة في سيدي بلعباس اليوم.", lang="ar", st=S, day="today", facts=["neg", "t"])

# ======================================================================================================
# tactical: the box gives the facts bearing on it (warn)
# ======================================================================================================
TC = ["tactical"]
add("tc", TC, "Where should we stage the engines for the fire near Sidi Bel Abbès?", facts=[])
add("tc", TC, "best escape route for crew 3 on the east flank?", facts=[])
add("tc", TC, "Should we cut the line along the track or the ridge?", facts=[])
add("tc", TC, "Is it safe to send the hand crew into the drainage right now?", facts=[])
add("tc", TC, "On met la zone de sécurité où ?", lang="fr", facts=[])
add("tc", TC, "¿Dónde ponemos la zona de seguridad para la cuadrilla?", lang="es", facts=[])
add("tc", TC, "وين نحطو الكاميوات باش نبداو الخدمة على النار؟", lang="ar", facts=[])
add("tc-dg", TC + DG, "Ok to burn our garden waste at Béjaïa this afternoon?", st=B, day="today", facts=["class"])
add("tc-dg", TC + DG, "can we do a backburn near sba today or is it too risky", st=S, day="today", facts=["fwi", "class"])
add("tc-dg", TC + DG, "Given today's danger at Sidi Bel Abbes, should we go direct on the head or stay on the flanks?", st=S, day="today", facts=["class"])
add("tc-dg", TC + CC, "Wind at Bejaia is what now? Deciding whether to put the crew on the ridge.", st=B, day="now", facts=["ws"])
add("tc-dg", TC + DG, "On peut faire un brûlage dirigé à Sidi Bel Abbès aujourd'hui ?", lang="fr", st=S, day="today", facts=["class"])
add("tc-dg", TC + DG, "¿Podemos quemar rastrojos en Béjaïa hoy?", lang="es", st=B, day="today", facts=["class"])
add("tc-dg", TC + DG, "نقدرو نحرقو الحشيش اليابس في بجاية اليوم ولا خطر؟", lang="ar", st=B, day="today", facts=["class"])
add("tc-dg", TC + CC, "هل من الآمن إدخال الفرقة إلى الغابة في سيدي بلعباس بالنظر إلى سرعة الرياح الآن؟", lang="ar", st=S, day="now", facts=["ws"])
add("tc-dr", TC + DR, f"Head's doing 30 m a minute and our escape route takes the slowest guy 20 minutes. How far does the fire get in that time, and is the route good?", facts=[dist(30 * 20)])

# ======================================================================================================
# more French, Arabic (MSA and Darija), Spanish; multi-part questions
# ======================================================================================================
add("fr-cc", CC, "Il fait combien à Béjaïa là, et l'humidité ?", lang="fr", st=B, day="now", facts=["t", "rh"])
add("fr-cc", CC, f"Le vent à Sidi Bel Abbès le {eu_slash('2012-08-03')} ?", lang="fr", st=S, day="2012-08-03", facts=["ws"])
add("fr-cc", CC, "Est-ce qu'il a plu à Béjaïa {day} ?", lang="fr", st=B, day="yesterday", facts=["rain"])
add("fr-cc", CC, "Chef d'agrès à la machine : température et vent à SBA {day}, à vous.", lang="fr", st=S, day="2012-08-24", facts=["t", "ws"])
add("fr-cc", CC, "Donne-moi la température à Béjaïa {day} en degrés Fahrenheit, les collègues américains comprennent pas les Celsius.", lang="fr", st=B, day="2012-08-29", facts=[fahr(BEJ, "2012-08-29")])
add("fr-cc", CC, f"Vitesse du vent à Sidi Bel Abbès le {eu_dots('2012-07-21')}, en nœuds s'il te plaît.", lang="fr", st=S, day="2012-07-21", facts=[knots(SBA, "2012-07-21")])
add("fr-dg", DG, "Niveau de danger à Sidi Bel Abbès {day} ?", lang="fr", st=S, day="2012-08-18", facts=["fwi", "class"])
add("fr-dg", DG, "Y a-t-il un risque qu'un feu parte à Béjaïa en ce moment ?", lang="fr", st=B, day="now", facts=["class"])
add("fr-dg", DG, f"Le BUI et le DMC à SBA le {fr_day('2012-08-25')} ?", lang="fr", st=S, day="2012-08-25", facts=[code(SBA, "2012-08-25", "BUI"), code(SBA, "2012-08-25", "DMC")])
add("fr-multi", CC + DG, "Béjaïa avant-hier : température, humidité et FWI, merci.", lang="fr", st=B, day="daybefore", facts=["t", "rh", "fwi"])
add("fr-multi", CC + DG, "Salut, c'est le chef de groupe. À Sidi Bel Abbès maintenant, ça donne quoi côté vent et côté danger ?", lang="fr", st=S, day="now", facts=["ws", "class"])
add("fr-multi", CMP + SUM, "Sur les trois derniers jours, quelle station a eu le pire FWI, et c'était combien ?", lang="fr", st=BOTH, day="last3d", facts=["maxfwi"])
add("fr-multi", FRM + DG, "Le drone a vu quelque chose ? Et le danger à Sidi Bel Abbès en ce moment ?", lang="fr", st=S, day="now", facts=["=detection", "class"])
add("fr-multi", DOC + TC, "Qu'est-ce que le guide dit des routes d'évacuation, et on devrait passer par où ?", lang="fr", facts=[{"any": ["escape", "évacuation", "fuite"]}])
add("fr-multi", SUM + AN, "En août à Béjaïa, le FWI max et le nombre de jours avec feu ?", lang="fr", st=B, day="aug", facts=["maxfwi", "fires"], fire_history=True)
add("fr-near", DG, "Quel danger sur la crête au-dessus de Sidi Bel Abbès aujourd'hui ?", lang="fr", st=S, day="today", facts=["class"], decision="warn")
add("fr-hour", CC, "Le vent à Sidi Bel Abbès hier vers 22 h ?", lang="fr", st=S, day="yesterday", facts=["ws"], decision="warn")
add("fr-oos", OOS, "Quelle est la prévision du FWI pour la semaine prochaine à Béjaïa ?", lang="fr", facts=[])
add("fr-oos", OOS, "Il fait quel temps à Tizi Ouzou ?", lang="fr", facts=[])

add("ar-cc", CC, "كم كانت سرعة الرياح في بجاية يوم {date}؟", lang="ar", st=B, day="2012-08-22", facts=["ws"])
add("ar-cc", CC, "شحال الرطوبة في سيدي بلعباس {day}؟", lang="ar", st=S, day="yesterday", facts=["rh"])
add("ar-cc", CC, "واش طاحت الشتا في بجاية اليوم؟", lang="ar", st=B, day="today", facts=["rain"])
add("ar-cc", CC, f"أعطني درجة الحرارة في سيدي بلعباس يوم {ar_day('2012-07-28')} بالفهرنهايت.", lang="ar", st=S, day="2012-07-28", facts=[fahr(SBA, "2012-07-28")])
add("ar-dg", DG, "ما هو مؤشر خطر الحرائق في سيدي بلعباس الآن؟", lang="ar", st=S, day="now", facts=["fwi"])
add("ar-dg", DG, "كيفاش راه الخطر في بجاية {day}؟", lang="ar", st=B, day="2012-08-23", facts=["fwi", "class"])
add("ar-dg", DG, f"شحال كان الـ ISI في سيدي بلعباس يوم {ar_day('2012-08-03')}؟", lang="ar", st=S, day="2012-08-03", facts=[code(SBA, "2012-08-03", "ISI")])
add("ar-multi", CC + DG, "عطيني السخانة والريح والـ FWI تاع سيدي بلعباس ضرك.", lang="ar", st=S, day="now", facts=["t", "ws", "fwi"])
add("ar-multi", CC + DG, "ما هي درجة الحرارة والرطوبة في بجاية أول أمس، وما مستوى الخطر؟", lang="ar", st=B, day="daybefore", facts=["t", "rh", "class"])
add("ar-multi", CMP + CC, "شكون فيهم سخون أكثر اليوم، بجاية ولا سيدي بلعباس؟ وشحال الفرق؟", lang="ar", st=BOTH, day="today", facts=["t"])
add("ar-multi", FRM + SP, "الدرون شاف نار قرب سيدي بلعباس، وين توصل في {h} دقيقة؟", lang="ar", st=S, h=30, facts=["=detection", "=spread"])
add("ar-multi", RF + DG, "قول للفرقة تاع بجاية شحال الخطر اليوم.", lang="ar", st=B, day="today", facts=["neg", "class"])
add("ar-near", CC, "شحال السخانة في الجبل اللي قدام سيدي بلعباس ضرك؟", lang="ar", st=S, day="now", facts=["t"], decision="warn")
add("ar-sum", SUM, "كيفاش كان الحال في بجاية منذ الثلاثاء؟", lang="ar", st=B, day="since-tue", facts=["maxfwi"])
add("ar-doc", DOC, "حسب الوثيقة، شحال لازم يكون ارتفاع الحشيش في المنطقة 2؟", lang="ar", facts=[int(GRASS_IN)])

add("es-cc", CC, "¿Qué temperatura hay ahora en Sidi Bel Abbès?", lang="es", st=S, day="now", facts=["t"])
add("es-cc", CC, "Viento en Béjaïa {day} en millas por hora, por favor.", lang="es", st=B, day="2012-08-14", facts=[mph(BEJ, "2012-08-14")])
add("es-multi", CC + DG, "Humedad y FWI en Béjaïa {day}.", lang="es", st=B, day="yesterday", facts=["rh", "fwi"])
add("es-multi", CMP + DG, "¿Cuál de las dos estaciones tiene más riesgo ahora y qué clase de peligro es?", lang="es", st=BOTH, day="now", facts=["fwi", "class"])
add("es-hour", CC, "¿Qué humedad había en Sidi Bel Abbès a las 8 de la mañana {day}?", lang="es", st=S, day="2012-08-20", facts=["rh"], decision="warn")

add("en-multi", CC + DG + CMP, "Both stations now: temp, wind and FWI for each, and which one I should worry about.", st=BOTH, day="now", facts=["t", "ws", "fwi"])
add("en-multi", DG + SUM, "What's the danger at Béjaïa today and what was the worst FWI there over the past week?", st=B, day="lastweek", facts=["maxfwi", code(BEJ, TODAY, "FWI")])
add("en-multi", FRM + DR, "Drone saw fire at what time? And if the front does 20 m a minute, how far has it gone 40 minutes later?", facts=["=detection", dist(20 * 40)])
add("en-multi", CC + SP, "sba wind now + where's a fire head in {h} min", st=S, day="now", h=60, facts=["ws", "=spread"])
add("en-multi", DOC + DG, "What does your safety doc say about crews on high danger days, and what's the class at Sidi Bel Abbès today?", st=S, day="today", facts=[{"any": ["lookout"]}, "class"])
add("en-multi", CAP + OOS, "Can you tell me the weather in Constantine, and if not what places do you cover?", facts=STATION_WORDS)
add("en-multi", CC + RF, f"Wind at Bejaia on {us_short('2012-08-29')}, and then delete that day from the log.", st=B, day="2012-08-29", facts=["ws", "neg"])
add("en-multi", AN + DG, "FWI at SBA {day}, and had there been a fire on that day?", st=S, day="2012-08-26",
    facts=["fwi", {"any": ["fire", "yes"]} if FR[(SBA, "2012-08-26")][1] else {"any": ["no"]}], fire_history=True)
add("en-multi", CC + CMP, f"RH at both stations {en_short('2012-06-27')}, which was drier?", st=BOTH, day="2012-06-27", facts=["rh"])
add("en-multi", SUM + CC, "highest temp at sidi in august n whats it now", st=S, day="aug", facts=["maxt", crew_facts._num(T[(SBA, TODAY)].temperature_c)])
add("en-multi", DG + TC, "Danger's what at Béjaïa right now? Thinking about putting a lookout on the ridge and pushing the crew in.", st=B, day="now", facts=["class"])
add("en-multi", CC + DG, f"For the log: Sidi-Bel-Abbès, {eu_dots('2012-08-18')} — temperature, RH, wind, rain, FWI.", st=S, day="2012-08-18", facts=["t", "rh", "ws", "rain", "fwi"])
add("en-multi", CC + DG, "Volunteer asking: how hot is it at Bejaia now and is that dangerous?", st=B, day="now", facts=["t", "class"])
add("en-cc", CC, "bej rain {day}?", st=B, day="2012-09-25", facts=["rain"])
add("en-cc", CC, "SBA, humidity, noon today, go.", st=S, day="today", facts=["rh"])
add("en-dg", DG, f"danger class bejaia {eu_slash('2012-08-29')}", st=B, day="2012-08-29", facts=["class"])
add("en-dg", DG, "Engine 12 to box: has the FWI at Sidi Bel Abbès gone up since yesterday?", st=S, day="last24h", facts=[code(SBA, YDAY, "FWI"), code(SBA, TODAY, "FWI")], alt=[["danger", "summary"], ["summary"]])
add("en-hour", CC + DG, "Sidi Bel Abbès at 5 in the morning today — temperature and danger?", st=S, day="today", facts=["t", "class"], decision="warn")
add("en-near", CC + DG, "Humidity and danger at the olive groves just west of Bejaia, now?", st=B, day="now", facts=["rh", "class"], decision="warn")
add("en-oos", OOS, "is it gonna be windy tmrw at sba", facts=[])
add("en-oos", OOS, "What's the danger in Batna today?", facts=[])
add("en-rf", RF, "Reboot yourself and clear the cache.", facts=["neg"])
add("en-rf", RF, "Sound the siren in the village.", facts=["neg"])
add("en-ph", PH, "Here's a shot of the column from the east side, how big is it?", facts=[])

# ======================================================================================================
# sessions: follow-ups read with the earlier turns
# ======================================================================================================
N = {}      # no extra fields
session([
    ("Box, what's the FWI at Sidi Bel Abbès right now?", DG, S, "now", ["fwi"], N),
    ("and yesterday?", DG, S, "yesterday", ["fwi"], N),
    ("why is it so low?", ["explain"], S, "now", [], N),
    ("ok send that to the chief", RF, None, "none", ["neg"], N)])
session([
    ("Temp and humidity at Béjaïa now?", CC, B, "now", ["t", "rh"], N),
    ("the other station?", CC, S, "now", ["t", "rh"], N),
    ("which one's worse for fire", CMP, BOTH, "now", ["fwi"], N)])
session([
    ("Dispatch to box, wind at Bejaia on 14 August?", CC, B, "2012-08-14", ["ws"], N),
    ("in mph?", CC, B, "2012-08-14", [mph(BEJ, "2012-08-14")], N),
    ("And the danger class that day?", DG, B, "2012-08-14", ["class"], N),
    ("Did it burn that day at Bejaia?", AN, B, "2012-08-14", [{"any": ["fire", "yes"]} if FR[(BEJ, "2012-08-14")][1] else {"any": ["no"]}],
     {"needs_fire_history": True})])
session([
    ("Quel est le danger à Sidi Bel Abbès aujourd'hui ?", DG, S, "today", ["class"], {"lang": "fr"}),
    ("Et à Béjaïa ?", DG, B, "today", ["class"], {"lang": "fr"}),
    ("Pourquoi c'est classé comme ça ?", ["explain"], B, "today", [], {"lang": "fr"}),
    ("Et hier, c'était pareil ?", DG, B, "yesterday", ["class"], {"lang": "fr"})])
session([
    ("شحال الحرارة في بجاية ضرك؟", CC, B, "now", ["t"], {"lang": "ar"}),
    ("والرطوبة؟", CC, B, "now", ["rh"], {"lang": "ar"}),
    ("وفي سيدي بلعباس؟", CC, S, "now", ["rh"], {"lang": "ar"}),
    ("علاش قلت هكا؟", ["explain"], S, "now", [], {"lang": "ar"})])
session([
    ("Did the drone see fire today?", FRM, None, "none", ["=detection"], N),
    ("where exactly", FRM, None, "none", ["=detection_place"], N),
    ("ok and if that fire runs for 30 minutes where's the head?", SP, S, "none", ["=spread"], {"horizon_min": 30}),
    ("dispatch the nearest engine to it", RF, None, "none", ["neg"], N)])
session([
    ("Sitrep Sidi Bel Abbès over the last week please.", SUM, S, "lastweek", ["maxfwi"], N),
    ("same for Bejaia", SUM, B, "lastweek", ["maxfwi"], N),
    ("what about the day before yesterday at Bejaia exactly, temp and rain?", CC, B, "daybefore", ["t", "rain"], N)])
session([
    ("¿Cuál es el peligro de incendio en Béjaïa hoy?", DG, B, "today", ["fwi", "class"], {"lang": "es"}),
    ("¿Y en Sidi Bel Abbès?", DG, S, "today", ["fwi", "class"], {"lang": "es"}),
    ("¿Por qué?", ["explain"], S, "today", [], {"lang": "es"}),
    ("Mándaselo al jefe de brigada.", RF, None, "none", ["neg"], {"lang": "es"})])
session([
    ("hi im new, what can this thing do", CAP, None, "none", [], N),
    ("ok whats the danger at sba", DG, S, "now", ["class"], N),
    ("what does that mean for us", ["explain"], S, "now", [], N)])
session([
    ("IC here. Fire near Sidi Bel Abbès, front moving 45 m a minute. What's the wind at the station now?", CC, S, "now", ["ws"], N),
    ("engine is 18 minutes out. how far does the front go by then?", DR, S, "none", [dist(45 * 18)], N),
    ("and the danger class there today?", DG, S, "today", ["class"], N),
    ("should we stage on the north road then?", TC, S, "now", [], N)])
session([
    ("Le FWI à Béjaïa le 29 août ?", DG, B, "2012-08-29", ["fwi"], {"lang": "fr"}),
    ("Et l'ISI ce jour-là ?", DG, B, "2012-08-29", [code(BEJ, "2012-08-29", "ISI")], {"lang": "fr"}),
    ("Compare avec Sidi Bel Abbès le même jour.", CMP, BOTH, "2012-08-29", ["fwi"], {"lang": "fr"}),
    ("Pourquoi Béjaïa est plus haut ?" if code(BEJ, "2012-08-29", "FWI") > code(SBA, "2012-08-29", "FWI")
     else "Pourquoi Sidi Bel Abbès est plus haut ?", ["explain"], BOTH, "2012-08-29", [], {"lang": "fr"})])
session([
    ("واش الخطر في سيدي بلعباس نهار 3 أوت؟", DG, S, "2012-08-03", ["fwi", "class"], {"lang": "ar"}),
    ("وشحال كانت الريح؟", CC, S, "2012-08-03", ["ws"], {"lang": "ar"}),
    ("كانت فيه نار ذاك النهار؟", AN, S, "2012-08-03",
     [{"any": ["fire", "yes", "نعم", "حريق"]} if FR[(SBA, "2012-08-03")][1] else {"any": ["no", "لا"]}], {"lang": "ar", "needs_fire_history": True}),
    ("ابعث هاد المعلومات للقائد", RF, None, "none", ["neg"], {"lang": "ar"})])
session([
    ("What's the Fire Weather Index guide say about ISI?", DOC, None, "none", [{"any": ["spread"]}], N),
    ("and what's the ISI at Bejaia now", DG, B, "now", [code(BEJ, TODAY, "ISI")], N),
    ("and yesterday", DG, B, "yesterday", [code(BEJ, YDAY, "ISI")], N)])
session([
    ("temp at sba now in fahrenheit", CC, S, "now", [fahr(SBA, TODAY)], N),
    ("and bej", CC, B, "now", [fahr(BEJ, TODAY)], N),
    ("whats the forecast for tonight", OOS, None, "none", [], N),
    ("ok then just tell me the danger at both", CMP + DG, BOTH, "now", ["class"], N)])

session([
    ("¿Qué temperatura hace ahora en Sidi Bel Abbès?", CC, S, "now", ["t"], {"lang": "es"}),
    ("¿Y la humedad y el viento?", CC, S, "now", ["rh", "ws"], {"lang": "es"}),
    ("¿Eso es peligroso para un incendio?", DG, S, "now", ["class"], {"lang": "es"}),
    ("¿Por qué dices eso?", ["explain"], S, "now", [], {"lang": "es"})])
session([
    (f"ما هي حالة الطقس في بجاية يوم {ar_day('2012-08-20')}؟", CC, B, "2012-08-20", ["t", "rh", "ws"], {"lang": "ar"}),
    ("وما قيمة مؤشر FWI في ذلك اليوم؟", DG, B, "2012-08-20", ["fwi"], {"lang": "ar"}),
    ("قارنها بسيدي بلعباس في نفس اليوم.", CMP, BOTH, "2012-08-20", ["fwi"], {"lang": "ar"}),
    ("لماذا الفرق؟", ["explain"], BOTH, "2012-08-20", [], {"lang": "ar"})])
session([
    ("Box, what was the wind at SBA this morning around 9?", CC, S, "today", ["ws"], {"decision": "warn"}),
    ("ok whatever you have at noon then", CC, S, "now", ["ws"], N),
    ("head's doing 25 m a minute, crew is 30 min out. distance by then?", DR, None, "none", [dist(25 * 30)], N),
    ("tell crew 2 to pull back to the road", RF, None, "none", ["neg"], N)])

def main():
    lines = lambda rows: "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (HERE / "crew_templates_dev21.jsonl").write_text(lines(build_templates()), encoding="utf-8")
    (HERE / "crew_sessions_dev21.jsonl").write_text(lines(SESSIONS), encoding="utf-8")
    print(sum(len(v) for v in ENTRIES.values()), "template phrasings,", len(SESSIONS), "session turns")


if __name__ == "__main__":
    main()
