"""Batch d72 (dev): blind crew questions for the wildfire appliance, gold computed by code.

Run:  python -m appliance.evaluation.data.make_dev72 [--sample N]
Writes crew_templates_dev72.jsonl and crew_sessions_dev72.jsonl next to this script, then expands them
with crew_build.expand and prints counts (languages, decisions, multi-ask share, sessions).
Every number in a gold fact comes from the CSV (crew_facts.table / day_fact / window_facts), from the
crew's own figures (rate x time, unit conversions) or from the shipped documents by regex.
"""
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from statistics import mean

from appliance.evaluation import crew_days, crew_facts as CF
from appliance.evaluation.crew_build import expand
from appliance.paths import EDGE_DATA_DIR

NAME = "d72"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
TAB = CF.table()
TODAY = crew_days.TODAY.isoformat()
YEST = "2012-09-29"
DB4 = "2012-09-28"


# ---------------------------------------------------------------- facts computed from the data
def rd(dev, day):
    return TAB[(dev, day)]


def num(x):
    return CF._num(round(float(x), 1))


def day_of(key):
    """The one recorded day a day key stands for (now/today/yesterday/ISO date)."""
    return crew_days.resolve(key, "en", 0)["days"][0]


def code(dev, key, c):
    return CF._num(rd(dev, day_of(key)).codes[c])


def df(tok, dev, key):
    """A day fact of one station (for a multi-station item where only one station's figure is asked)."""
    return CF.day_fact(tok, dev, day_of(key))


def _dec_forms(v):
    s = f"{v:.1f}"
    return [s, s.replace(".", ",")]


def conv(v, units):
    forms = _dec_forms(v)
    r = round(v)
    for u in units:
        forms += [f"{r} {u}", f"{r}{u}"]
    return {"any": list(dict.fromkeys(forms))}


def mph(dev, key):
    return conv(rd(dev, day_of(key)).wind_kmh / 1.609344, ["mph", "mi/h"])


def knots(dev, key):
    return conv(rd(dev, day_of(key)).wind_kmh / 1.852, ["kn", "kt", "knots", "nœuds", "noeuds", "nudos", "عقدة"])


def mps(dev, key):
    return conv(rd(dev, day_of(key)).wind_kmh / 3.6, ["m/s"])


def degf(dev, key):
    return conv(rd(dev, day_of(key)).temperature_c * 9 / 5 + 32, ["°F", "° F", "F"])


def diff(attr, key):
    def get(dev):
        r = rd(dev, day_of(key))
        return r.codes["FWI"] if attr == "fwi" else {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh}[attr]
    return num(abs(get(B) - get(S)))


def wdays(key):
    return crew_days.resolve(key, "en", 0)["days"]


def wvals(dev, key, attr):
    out = []
    for day in wdays(key):
        if (dev, day) in TAB:
            r = TAB[(dev, day)]
            out.append(r.codes[attr] if attr in r.codes else
                       {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}[attr])
    return out


def w_mean(dev, key, attr):
    m = mean(wvals(dev, key, attr))
    forms = _dec_forms(m)
    if abs(m - round(m)) < 0.05:
        forms.append(str(int(round(m))))
    return {"any": forms}


def w_min(dev, key, attr):
    return num(min(wvals(dev, key, attr)))


def w_max(dev, key, attr):
    return num(max(wvals(dev, key, attr)))


def w_count(dev, key, attr, thr):
    return sum(v > thr for v in wvals(dev, key, attr))


def w_first_last(dev, key, attr):
    v = wvals(dev, key, attr)
    return [num(v[0]), num(v[-1])]


def analog(dev, thr):
    """(past days with FWI above thr, how many of them had a fire): crew_facts' own analog count."""
    return CF.window_facts("fires_fwi_gt", dev, [TODAY], thr)


def dist(metres):
    """A distance the crew's own numbers give, in the forms an answer may write it."""
    m = round(metres)
    forms = [f"{m} m", f"{m}m"]
    if m >= 1000:
        forms += [f"{m:,} m".replace(",", " "), f"{m:,} m"]
    km = metres / 1000
    ks = {f"{km:.2f}".rstrip("0").rstrip("."), f"{km:.1f}".rstrip("0").rstrip(".")}
    for k in sorted(ks):
        for kk in dict.fromkeys([k, k.replace(".", ",")]):
            forms += [f"{kk} km", f"{kk}km"]
    return {"any": list(dict.fromkeys(forms))}


def dist_ft(feet):
    f = round(feet)
    d = dist(feet * 0.3048)
    d["any"] = list(dict.fromkeys([f"{f} ft", f"{f} feet", f"{f} pies", f"{f} pieds", f"{f:,} ft"] + d["any"]))
    return d


# ---------------------------------------------------------------- facts parsed out of the documents
DOCS = EDGE_DATA_DIR / "documents"


def doc(name):
    return (DOCS / name).read_text(encoding="utf-8")


def rx(name, pattern, group=1):
    m = re.search(pattern.replace(" ", r"\s+"), doc(name), flags=re.S)
    if not m:
        raise SystemExit(f"pattern {pattern!r} not found in {name}")
    return m.group(group)


BUTTE, LCES, FWIG = "butte-county-defensible-space.md", "crew-safety-lces.md", "fire-weather-index-guide.md"
ZONE0 = num(rx(BUTTE, r"Zone 0 is the first (\d+) feet"))
ZONE1_FROM = num(rx(BUTTE, r"Zone 1 runs from (\d+) to \d+ feet"))
ZONE1_TO = num(rx(BUTTE, r"Zone 1 runs from \d+ to (\d+) feet"))
GRASS_IN = num(rx(BUTTE, r"maximum height of (\d+) inches"))
BRANCH_FT = num(rx(BUTTE, r"branches (\d+) feet from chimneys"))
LEAVES_IN = num(rx(BUTTE, r"twigs\s+deeper than (\d+) inches"))
HIGH_FROM = num(rx(FWIG, r"from ([\d.]+) high"))
VHIGH_FROM = num(rx(FWIG, r"from ([\d.]+)\s+very high"))
EXTREME_FROM = num(rx(FWIG, r"from ([\d.]+) extreme"))
FFMC_EASY = num(rx(FWIG, r"above about (\d+)\s+fine fuels ignite"))
ISI_NAME = rx(FWIG, r"The (Initial Spread Index) \(ISI\)")
LCES_WORDS = [w.strip() for w in re.split(r",| and ", rx(LCES, r"four things in place before it engages a fire: ([^.]+)\."))]
LOOKOUT = {"any": [LCES_WORDS[0].rstrip("s"), "LCES"]}
LCES_FACTS = [{"any": [w.split()[0].rstrip("s")]} for w in LCES_WORDS]     # lookout, communication, escape, safety
PULL_BACK = {"any": [rx(LCES, r"(Pull back) and re-assess"), rx(LCES, r"Pull back and (re-assess)")]}
SLOWEST = {"any": [rx(LCES, r"at the (slowest) member"), rx(LCES, r"reaches the (safety zone)")]}
HIGH_DANGER_STAFF = {"any": [rx(LCES, r"(lookouts) are posted early"), rx(LCES, r"escape routes are kept (short)")]}
STATION_B = {"any": ["bejaia", "béjaïa", "بجاية"]}
STATION_S = {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "سيدي بلعباس"]}

# ---------------------------------------------------------------- the questions
ITEMS = []          # (kind, phrasing dict, meta)


def Q(kind, lang, q, intents, st=None, day="none", facts=(), decision=None, h=None, thr=None, nfh=False, alt=None):
    stations = "none" if st is None else ("both" if st == "both" else list(st))
    p = {"q": q, "lang": lang, "stations": stations, "facts": list(facts)}
    if alt:
        p["intents_alt"] = alt
    ITEMS.append((kind, p, {"intents": intents, "day": day, "decision": decision, "h": h, "thr": thr, "nfh": nfh}))


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# --- readings of a day
k = "cc"
Q(k, "en", "Temp at Bejaia right now?", [CC], [B], "now", ["t"])
Q(k, "en", "what's the humidity doing at SBA", [CC], [S], "now", ["rh"])
Q(k, "en", "Dispatch to Engine 4: need today's wind speed at Sidi Bel Abbes.", [CC], [S], "today", ["ws"])
Q(k, "en", "Did it rain in Béjaïa yesterday?", [CC], [B], "yesterday", ["rain"])
Q(k, "en", "sba wind in mph pls", [CC], [S], "now", ["ws", mph(S, "now")])
Q(k, "en", "Bejaia wind in knots, over.", [CC], [B], "now", ["ws", knots(B, "now")])
Q(k, "en", "Give me the Sidi-Bel-Abbès temperature in Fahrenheit for 2012-08-25.", [CC], [S], "2012-08-25", ["t", degf(S, "2012-08-25")])
Q(k, "en", "Hi, it's my first week on the engine. How humid is it at Bejaia today? Just the number is fine, thanks.", [CC], [B], "today", ["rh"])
Q(k, "en", "Full noon obs for SBA on 14-Aug: temp, RH, wind, rain.", [CC], [S], "2012-08-14", ["t", "rh", "ws", "rain"])
Q(k, "en", "Béjaïa weather the day before yesterday?", [CC], [B], "daybefore", ["t", "rh", "ws"])
Q(k, "en", "Wind speed at Bejaia on Aug 3, in metres per second please", [CC], [B], "2012-08-03", ["ws", mps(B, "2012-08-03")])
Q(k, "en", "how hot was it in sidi bel abbes on the 21st of july", [CC], [S], "2012-07-21", ["t"])
Q(k, "fr", "Il fait combien à Sidi Bel Abbès en ce moment ?", [CC], [S], "now", ["t"])
Q(k, "fr", "Humidité relative à Béjaïa hier, svp", [CC], [B], "yesterday", ["rh"])
Q(k, "fr", "Y a-t-il eu de la pluie sur SBA le 3/8 ?", [CC], [S], "2012-08-03", ["rain"])
Q(k, "fr", "Le vent à Béjaïa aujourd'hui, en nœuds si possible", [CC], [B], "today", ["ws", knots(B, "today")])
Q(k, "fr", "relevé complet de midi pour sidi bel abbes avant-hier", [CC], [S], "daybefore", ["t", "rh", "ws", "rain"])
Q(k, "es", "¿Cuánto viento hay ahora mismo en Béjaïa?", [CC], [B], "now", ["ws"])
Q(k, "fr", "temp à SBA hier stp", [CC], [S], "yesterday", ["t"])
Q(k, "es", "¿Llovió en Sidi Bel Abbès el 21 de julio?", [CC], [S], "2012-07-21", ["rain"])
Q(k, "es", "Humedad y temperatura en Bejaia hoy; la temperatura en Fahrenheit, por favor.", [CC], [B], "today", ["rh", "t", degf(B, "today")])
Q(k, "ar", "شحال السخانة في بجاية دروك؟", [CC], [B], "now", ["t"])
Q(k, "ar", "ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", [CC], [S], "today", ["rh"])
Q(k, "ar", "طاحت الشتا في بجاية البارح؟", [CC], [B], "yesterday", ["rain"])
Q(k, "ar", "سرعة الرياح في سيدي بلعباس يوم 25 أوت", [CC], [S], "2012-08-25", ["ws"])
Q(k, "ar", "عطيني الريح في بجاية بالمتر في الثانية", [CC], [B], "now", ["ws", mps(B, "now")])

# --- readings at an hour other than noon: the noon reading, with a warning
k = "hour"
Q(k, "en", "What was the temperature at SBA at 6 am today?", [CC], [S], "today", ["t"], "warn")
Q(k, "en", "RH at Bejaia at 9 pm yesterday", [CC], [B], "yesterday", ["rh"], "warn")
Q(k, "en", "need the 1600 wind at sidi bel abbes on Aug 14", [CC], [S], "2012-08-14", ["ws"], "warn")
Q(k, "fr", "Quelle humidité à Béjaïa à 7h ce matin ?", [CC], [B], "today", ["rh"], "warn")
Q(k, "fr", "température à SBA hier vers 17h", [CC], [S], "yesterday", ["t"], "warn")
Q(k, "es", "¿Qué temperatura había en Béjaïa a las 3 de la tarde ayer?", [CC], [B], "yesterday", ["t"], "warn")
Q(k, "ar", "شحال كانت الرطوبة في سيدي بلعباس الساعة 6 تاع الصباح؟", [CC], [S], "today", ["rh"], "warn")
Q(k, "ar", "كم كانت سرعة الرياح في بجاية عند الساعة الثامنة مساء أمس؟", [CC], [B], "yesterday", ["ws"], "warn")
Q(k, "en", "Bejaia temp at 5 am and the FWI for today", [CC, DG], [B], "today", ["t", "fwi"], "warn")

# --- places near a station but not at it
k = "near"
Q(k, "en", "Humidity up on the ridge above Bejaia?", [CC], [B], "now", ["rh"], "warn")
Q(k, "en", "We're about 10 km south of Sidi Bel Abbes in the pines. How hot is it out here?", [CC], [S], "now", ["t"], "warn")
Q(k, "en", "Fire danger for the valley just west of SBA today", [DG], [S], "today", ["fwi", "class"], "warn")
Q(k, "en", "FWI at the forest edge 5 km out of Béjaïa", [DG], [B], "now", ["fwi"], "warn")
Q(k, "fr", "Quel vent sur les crêtes au-dessus de Béjaïa ?", [CC], [B], "now", ["ws"], "warn")
Q(k, "fr", "Danger feu à 15 km au nord de Sidi Bel Abbès aujourd'hui ?", [DG], [S], "today", ["fwi", "class"], "warn")
Q(k, "es", "¿Qué humedad hay en las afueras de Sidi Bel Abbès, a unos 8 km?", [CC], [S], "now", ["rh"], "warn")
Q(k, "es", "Peligro de incendio en el monte cerca de Béjaïa", [DG], [B], "now", ["fwi", "class"], "warn")
Q(k, "ar", "شحال الريح في الغابة اللي بعيدة على بجاية بـ 10 كيلومتر؟", [CC], [B], "now", ["ws"], "warn")
Q(k, "ar", "ما مستوى خطر الحريق في الجبل شمال سيدي بلعباس؟", [DG], [S], "now", ["fwi", "class"], "warn")

# --- danger of a day
k = "danger"
Q(k, "en", "How bad is the fire danger at SBA right now?", [DG], [S], "now", ["fwi", "class"])
Q(k, "en", "Bejaia FWI", [DG], [B], "now", ["fwi"])
Q(k, "en", "danger class bejaia today", [DG], [B], "today", ["class"])
Q(k, "en", "ISI at Sidi Bel Abbes today?", [DG], [S], "today", [code(S, "today", "ISI")])
Q(k, "en", "What's the Buildup Index at Béjaïa on 29 August?", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "BUI")])
Q(k, "en", "FFMC and DMC for SBA yesterday", [DG], [S], "yesterday", [code(S, "yesterday", "FFMC"), code(S, "yesterday", "DMC")])
Q(k, "en", "Drought code at Bejaia, 2012-08-14", [DG], [B], "2012-08-14", [code(B, "2012-08-14", "DC")])
Q(k, "en", "Engine 7 to base: fire weather index at sidi bel abbes on 21 July, confirm.", [DG], [S], "2012-07-21", ["fwi", "class"])
Q(k, "en", "is danger high at bejaia today or are we ok", [DG], [B], "today", ["fwi", "class"])
Q(k, "en", "Was SBA in extreme danger on Aug 25?", [DG], [S], "2012-08-25", ["fwi", "class"])
Q(k, "en", "For the 0600 briefing pack: ISI, BUI and FWI at Bejaia for 2012-08-25.", [DG], [B], "2012-08-25", [code(B, "2012-08-25", "ISI"), code(B, "2012-08-25", "BUI"), "fwi"])
Q(k, "fr", "Niveau de danger à Béjaïa aujourd'hui ?", [DG], [B], "today", ["fwi", "class"])
Q(k, "fr", "Le FWI à SBA hier, c'était combien ?", [DG], [S], "yesterday", ["fwi"])
Q(k, "fr", "Indice de propagation initiale à Béjaïa le 29 août", [DG], [B], "2012-08-29", [code(B, "2012-08-29", "ISI")])
Q(k, "fr", "donne moi le BUI de sidi bel abbes stp", [DG], [S], "now", [code(S, "now", "BUI")])
Q(k, "es", "¿Qué nivel de peligro hay en Sidi Bel Abbès?", [DG], [S], "now", ["fwi", "class"])
Q(k, "es", "FWI de Béjaïa anteayer", [DG], [B], "daybefore", ["fwi"])
Q(k, "es", "¿Y el FFMC en SBA hoy? Necesito saber si el combustible fino está para prender.", [DG], [S], "today", [code(S, "today", "FFMC")])
Q(k, "ar", "شحال مؤشر FWI في سيدي بلعباس اليوم؟", [DG], [S], "today", ["fwi"])
Q(k, "ar", "واش الخطر عالي في بجاية دروك؟", [DG], [B], "now", ["fwi", "class"])
Q(k, "ar", "ما هو مؤشر الانتشار الأولي ISI في بجاية أمس؟", [DG], [B], "yesterday", [code(B, "yesterday", "ISI")])
Q(k, "ar", "درجة خطر الحرائق في سيدي بلعباس يوم 25 أوت", [DG], [S], "2012-08-25", ["fwi", "class"])
Q(k, "ar", "كود الجفاف DC في سيدي بلعباس", [DG], [S], "now", [code(S, "now", "DC")])

# --- comparisons between the stations
k = "cmp"
Q(k, "en", "Which station is worse right now?", [CMP], "both", "now", ["fwi"])
Q(k, "en", "Hotter today: Bejaia or SBA?", [CMP], "both", "today", ["t"])
Q(k, "en", "By how much is Béjaïa more humid than Sidi Bel Abbes today?", [CMP], "both", "today", ["rh", diff("rh", "today")])
Q(k, "en", "Side by side please: RH and FWI at both stations yesterday", [CMP], "both", "yesterday", ["rh", "fwi"])
Q(k, "en", "compare wind bejaia vs sba on aug 14", [CMP], "both", "2012-08-14", ["ws"])
Q(k, "en", "Which of the two had the higher fire weather index on 25 August, and by how much?", [CMP], "both", "2012-08-25", ["fwi", diff("fwi", "2012-08-25")])
Q(k, "en", "which station reads more dangerous rn", [CMP], "both", "now", ["fwi"])
Q(k, "en", "Quick one for the briefing: which station had more wind the day before yesterday, and how much more?", [CMP], "both", "daybefore", ["ws", diff("ws", "daybefore")])
Q(k, "fr", "Quelle station est la plus chaude aujourd'hui ?", [CMP], "both", "today", ["t"])
Q(k, "fr", "Comparez le danger entre Béjaïa et Sidi Bel Abbès le 21 juillet", [CMP], "both", "2012-07-21", ["fwi"])
Q(k, "fr", "c'est où qu'il y a le plus de vent, béjaïa ou SBA ?", [CMP], "both", "now", ["ws"])
Q(k, "es", "¿Dónde está más seco hoy, en Béjaïa o en Sidi Bel Abbès?", [CMP], "both", "today", ["rh"])
Q(k, "fr", "FWI d'hier : Béjaïa contre Sidi Bel Abbès, lequel est le plus haut ?", [CMP], "both", "yesterday", ["fwi"])
Q(k, "es", "¿Cuál de las dos estaciones tiene peor índice hoy y por cuánto?", [CMP], "both", "today", ["fwi", diff("fwi", "today")])
Q(k, "ar", "شكون فيهم أسخن دروك، بجاية ولا سيدي بلعباس؟", [CMP], "both", "now", ["t"])
Q(k, "ar", "قارن مؤشر خطر الحرائق بين المحطتين اليوم", [CMP], "both", "today", ["fwi"])
Q(k, "ar", "أين كانت الرطوبة أقل أمس: في بجاية أم في سيدي بلعباس؟", [CMP], "both", "yesterday", ["rh"])
Q(k, "ar", "الريح وين كانت أقوى نهار 14 أوت، بجاية ولا سيدي بلعباس؟", [CMP], "both", "2012-08-14", ["ws"])

# --- summaries over a window
k = "sum"
Q(k, "en", "Highest FWI at SBA in August?", [SUM], [S], "aug", ["maxfwi"])
Q(k, "en", "What was the hottest reading at Bejaia in July", [SUM], [B], "jul", ["maxt"])
Q(k, "en", "How many days above 35 degrees at Sidi Bel Abbes in August?", [SUM], [S], "aug", [w_count(S, "aug", "t", 35)])
Q(k, "en", "avg temp bejaia last 3 days", [SUM], [B], "last3d", [w_mean(B, "last3d", "t")])
Q(k, "en", "Lowest humidity at SBA since Tuesday?", [SUM], [S], "since-tue", [w_min(S, "since-tue", "rh")])
Q(k, "en", "Analyst request: FWI trend at Bejaia over the last three days. Rising or falling?", [SUM], [B], "last3d", w_first_last(B, "last3d", "FWI"))
Q(k, "en", "how many days with FWI over 20 at SBA in July", [SUM], [S], "jul", [w_count(S, "jul", "FWI", 20)])
Q(k, "en", "Peak temperature at each station from 20 to 31 August", [SUM], "both", "aug-late", ["maxt"])
Q(k, "en", "Wind: what was the strongest reading at SBA in September?", [SUM], [S], "sep", [w_max(S, "sep", "ws")])
Q(k, "fr", "FWI max à Béjaïa en août ?", [SUM], [B], "aug", ["maxfwi"])
Q(k, "fr", "Température moyenne à SBA sur les trois derniers jours", [SUM], [S], "last3d", [w_mean(S, "last3d", "t")])
Q(k, "fr", "Combien de jours au-dessus de 30 °C à Béjaïa entre le 1er et le 10 septembre ?", [SUM], [B], "sep1-10", [w_count(B, "sep1-10", "t", 30)])
Q(k, "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en junio?", [SUM], [S], "jun", ["maxt"])
Q(k, "es", "¿Cuántos días con FWI por encima de 10 hubo en Béjaïa en septiembre?", [SUM], [B], "sep", [w_count(B, "sep", "FWI", 10)])
Q(k, "fr", "L'humidité moyenne à Béjaïa depuis mardi, ça donne quoi ?", [SUM], [B], "since-tue", [w_mean(B, "since-tue", "rh")])
Q(k, "ar", "ما هي أعلى قيمة لمؤشر FWI في سيدي بلعباس في سبتمبر؟", [SUM], [S], "sep", ["maxfwi"])
Q(k, "ar", "شحال من نهار فاتت فيه السخانة 35 درجة في سيدي بلعباس في جويلية؟", [SUM], [S], "jul", [w_count(S, "jul", "t", 35)])
Q(k, "ar", "أقل رطوبة في بجاية من 20 إلى 31 أوت", [SUM], [B], "aug-late", [w_min(B, "aug-late", "rh")])
k = "sumfires"
Q(k, "en", "Number of fire days at Béjaïa in June", [SUM], [B], "jun", ["fires"], nfh=True)
Q(k, "en", "tally of fire days at both stations in September", [SUM], "both", "sep", ["fires"], nfh=True)
Q(k, "fr", "Combien de jours de feu à Sidi Bel Abbès en juillet ?", [SUM], [S], "jul", ["fires"], nfh=True)
Q(k, "fr", "Température max à Béjaïa en août, et combien de jours avec feu ce mois-là ?", [SUM], [B], "aug", ["maxt", "fires"], nfh=True)
Q(k, "ar", "شحال من يوم فيه حريق في بجاية في أوت؟", [SUM], [B], "aug", ["fires"], nfh=True)

# --- analogs: the record of past fire days
k = "analog"
Q(k, "en", "Did days like today at SBA end up burning?", [AN], [S], "now", ["fwi"], nfh=True)
Q(k, "en", "Of all the past days with FWI above 20 at Sidi Bel Abbes, how many had a fire?", [AN], [S], "none", ["fires_fwi_gt"], thr=20, nfh=True)
Q(k, "en", "Bejaia: when FWI went over 10, how often did we get a fire?", [AN], [B], "none", ["fires_fwi_gt"], thr=10, nfh=True)
Q(k, "en", "Historically, is a day like this one at Béjaïa a fire day?", [AN], [B], "now", ["fwi"], nfh=True)
Q(k, "en", "past days at SBA with FWI > 15 - how many burned?", [AN], [S], "none", ["fires_fwi_gt"], thr=15, nfh=True)
Q(k, "en", "Analog check, both stations: days with FWI over 12, fire or no fire?", [AN], "both", "none", ["fires_fwi_gt"], thr=12, nfh=True)
Q(k, "en", "Has a reading like yesterday's at Bejaia ever come with a fire?", [AN], [B], "yesterday", ["fwi"], nfh=True)
Q(k, "fr", "Les jours comme aujourd'hui à Sidi Bel Abbès, il y a eu des feux ?", [AN], [S], "today", ["fwi"], nfh=True)
Q(k, "fr", "Sur les jours où le FWI dépassait 25 à SBA, combien ont brûlé ?", [AN], [S], "none", ["fires_fwi_gt"], thr=25, nfh=True)
Q(k, "fr", "Dans l'historique de Béjaïa, une journée pareille à aujourd'hui, ça a déjà donné un feu ?", [AN], [B], "today", ["fwi"], nfh=True)
Q(k, "es", "De los días con FWI mayor que 5 en Béjaïa, ¿cuántos acabaron en incendio?", [AN], [B], "none", ["fires_fwi_gt"], thr=5, nfh=True)
Q(k, "ar", "الأيام اللي كانت كيما اليوم في سيدي بلعباس، كان فيها حريق؟", [AN], [S], "today", ["fwi"], nfh=True)
Q(k, "ar", "من بين الأيام التي تجاوز فيها FWI قيمة 20 في بجاية، كم يوما شهد حريقا؟", [AN], [B], "none", ["fires_fwi_gt"], thr=20, nfh=True)
Q(k, "ar", "شحال من يوم كان فيه FWI فوق 30 في سيدي بلعباس، وشحال منهم شعلت فيهم النار؟", [AN], [S], "none", ["fires_fwi_gt"], thr=30, nfh=True)

# --- drift: the crew's own rate and time, or the box's estimate
k = "drift"
Q(k, "en", "Head is running 25 m a minute. How far in 20 minutes?", [DR], None, "none", [dist(25 * 20)], h=20)
Q(k, "en", "ROS about 40 m/min, engine ETA 35 min. How far will the head have moved by then?", [DR], None, "none", [dist(40 * 35)], h=35)
Q(k, "en", "fire moving 1.5 km/h how far in 40 min", [DR], None, "none", [dist(1500 * 40 / 60)], h=40)
Q(k, "en", "Spread rate 0.5 m/s and we need 15 minutes to get there. Distance the head covers?", [DR], None, "none", [dist(0.5 * 60 * 15)], h=15)
Q(k, "en", "Your own estimate: how far does the head travel in half an hour on SBA's current wind?", [DR], [S], "now", ["=drift"], h=30)
Q(k, "en", "If it's doing 60 feet a minute, how far does it get in 10 minutes?", [DR], None, "none", [dist_ft(60 * 10)], h=10)
Q(k, "en", "Head's making 2.4 km/h and we're 50 min out. How far has it run by the time we get there?", [DR], None, "none", [dist(2400 * 50 / 60)], h=50)
Q(k, "en", "Dozer's 25 min out, fire's making 35 m/min upslope. How much ground does the head gain before it arrives?", [DR], None, "none", [dist(35 * 25)], h=25)
Q(k, "fr", "Le front avance de 30 m par minute, quelle distance en 25 minutes ?", [DR], None, "none", [dist(30 * 25)], h=25)
Q(k, "fr", "vitesse de propagation 2 km/h, on arrive dans 45 min : combien de chemin aura fait la tête ?", [DR], None, "none", [dist(2000 * 45 / 60)], h=45)
Q(k, "fr", "Avec le vent actuel à Béjaïa, de combien la tête se déplace en une heure d'après toi ?", [DR], [B], "now", ["=drift"], h=60)
Q(k, "fr", "Ça avance de 18 mètres à la minute. Dans 50 minutes, ça fait combien de terrain ?", [DR], None, "none", [dist(18 * 50)], h=50)
Q(k, "es", "Con 1,2 km/h de propagación, ¿qué distancia en 90 minutos?", [DR], None, "none", [dist(1200 * 90 / 60)], h=90)
Q(k, "es", "¿Cuánto se mueve la cabeza del fuego en 20 minutos con el viento de ahora en SBA?", [DR], [S], "now", ["=drift"], h=20)
Q(k, "ar", "النار تمشي 20 متر في الدقيقة، شحال تمشي في 30 دقيقة؟", [DR], None, "none", [dist(20 * 30)], h=30)
Q(k, "ar", "إذا كانت سرعة انتشار الحريق 3 كم في الساعة، فما المسافة التي يقطعها رأس الحريق خلال 40 دقيقة؟", [DR], None, "none", [dist(3000 * 40 / 60)], h=40)
Q(k, "ar", "شحال يتحرك راس النار في ربع ساعة مع الريح تاع سيدي بلعباس دروك؟", [DR], [S], "now", ["=drift"], h=15)

# --- spread: where the front will be (distance, direction unknown)
k = "spread"
Q(k, "en", "Fire started just outside SBA. Where will the head be in 30 minutes?", [SP], [S], "now", ["=spread"], h=30)
Q(k, "en", "Project the front for the next hour from the drone detection.", [SP], None, "now", ["=spread"], h=60)
Q(k, "en", "fire NE of sidi bel abbes, where's the front in 45 min and which way is it heading", [SP], [S], "now", ["=spread"], h=45)
Q(k, "en", "If a fire kicks off at Bejaia now, where's the head in two hours?", [SP], [B], "now", ["=spread"], h=120)
Q(k, "en", "Give me a projected fire perimeter 15 minutes out from the detection point.", [SP], None, "now", ["=spread"], h=15)
Q(k, "en", "where's this thing gonna be in 1 hr", [SP], None, "now", ["=spread"], h=60)
Q(k, "fr", "Où sera le front dans 40 minutes si le feu part de Sidi Bel Abbès ?", [SP], [S], "now", ["=spread"], h=40)
Q(k, "fr", "Projection de la tête du feu à une heure et demie, secteur Béjaïa", [SP], [B], "now", ["=spread"], h=90)
Q(k, "es", "¿Dónde estará el frente dentro de media hora?", [SP], None, "now", ["=spread"], h=30)
Q(k, "es", "Proyecta el avance del fuego en SBA para los próximos 20 minutos, y hacia dónde va.", [SP], [S], "now", ["=spread"], h=20)
Q(k, "ar", "وين يوصل راس النار بعد ساعة في سيدي بلعباس؟", [SP], [S], "now", ["=spread"], h=60)
Q(k, "ar", "أين ستكون جبهة الحريق بعد 30 دقيقة إذا اندلع في بجاية؟", [SP], [B], "now", ["=spread"], h=30)

# --- the drone's frames
k = "frames"
Q(k, "en", "What did the drone see on its last sortie?", [FR_], None, "none", ["=frames"])
Q(k, "en", "Any smoke in the UAV frames today?", [FR_], None, "today", ["=detection"])
Q(k, "en", "When did the drone pick up the fire?", [FR_], None, "none", ["=detection"])
Q(k, "en", "Where was the hotspot in the drone frame?", [FR_], None, "none", ["=detection_place"])
Q(k, "en", "uav saw flames? where", [FR_], None, "none", ["=detection", "=detection_place"])
Q(k, "en", "Pull up today's drone detections for me.", [FR_], None, "today", ["=frames"])
Q(k, "fr", "Le drone a repéré quelque chose ?", [FR_], None, "none", ["=frames"])
Q(k, "fr", "À quelle heure la fumée a été détectée par le drone ?", [FR_], None, "none", ["=detection"])
Q(k, "fr", "c'était où exactement la détection du drone", [FR_], None, "none", ["=detection_place"])
Q(k, "es", "¿El dron vio humo o llamas?", [FR_], None, "none", ["=frames"])
Q(k, "es", "¿A qué hora y dónde detectó el fuego el dron?", [FR_], None, "none", ["=detection", "=detection_place"])
Q(k, "ar", "واش شاف الدرون؟", [FR_], None, "none", ["=frames"])
Q(k, "ar", "في أي ساعة رصدت الطائرة المسيرة الحريق؟", [FR_], None, "none", ["=detection"])
Q(k, "ar", "وين كانت النار في تصويرة الدرون؟", [FR_], None, "none", ["=detection_place"])

# --- the shipped documents
k = "docs"
Q(k, "en", "How much defensible space does Butte County want around a house?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "en", "What does LCES stand for?", [DOC], None, "none", LCES_FACTS)
Q(k, "en", "Zone 1 of defensible space: from how many feet to how many?", [DOC], None, "none", [ZONE1_FROM, ZONE1_TO])
Q(k, "en", "How short do we keep the grass in zone 2?", [DOC], None, "none", [GRASS_IN])
Q(k, "en", "At what FWI does the box start calling it high danger?", [DOC], None, "none", [HIGH_FROM])
Q(k, "en", "what FFMC means fine fuels catch easy", [DOC], None, "none", [FFMC_EASY])
Q(k, "en", "We're building line downhill toward the fire. What does the watch-out guidance say?", [DOC], None, "none", [PULL_BACK])
Q(k, "en", "How far should tree branches be kept from a chimney, per the defensible space doc?", [DOC], None, "none", [BRANCH_FT])
Q(k, "en", "zone 0 how many feet", [DOC], None, "none", [ZONE0])
Q(k, "fr", "Quel débroussaillement autour des maisons dans le comté de Butte ?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "fr", "Que veut dire ISI dans le guide FWI ?", [DOC], None, "none", [{"any": [ISI_NAME, "FFMC"]}])
Q(k, "fr", "À partir de quel FWI on passe en danger très élevé ?", [DOC], None, "none", [VHIGH_FROM])
Q(k, "fr", "Les quatre points LCES, petit rappel svp", [DOC], None, "none", [LOOKOUT])
Q(k, "es", "¿Cuántos pies de espacio defendible pide el condado de Butte?", [DOC], None, "none", ["=doc_defensible"])
Q(k, "es", "Según la guía, ¿a partir de qué FWI el peligro es extremo?", [DOC], None, "none", [EXTREME_FROM])
Q(k, "es", "¿Qué dice el documento de seguridad sobre las rutas de escape?", [DOC], None, "none", [])
Q(k, "es", "Hojas y ramitas caídas en la zona 2: ¿a partir de qué profundidad hay que quitarlas?", [DOC], None, "none", [LEAVES_IN])
Q(k, "ar", "شحال لازم تكون المسافة الآمنة حول الدار في مقاطعة بوت؟", [DOC], None, "none", ["=doc_defensible"])
Q(k, "ar", "ما معنى مؤشر FFMC، وفوق أي قيمة تشتعل الوقود الدقيقة بسهولة؟", [DOC], None, "none", [FFMC_EASY])
Q(k, "ar", "حسب الدليل، من أي قيمة لمؤشر FWI يبدأ الخطر المرتفع؟", [DOC], None, "none", [HIGH_FROM])

# --- what the box can do
k = "caps"
Q(k, "en", "What can this box actually do?", [CAP])
Q(k, "en", "which weather stations are you reading from", [CAP], None, "none", [STATION_B, STATION_S])
Q(k, "en", "New volunteer here. What kind of questions can I ask you?", [CAP])
Q(k, "en", "Is it just weather on here, or have you got the drone feed and some documents too?", [CAP])
Q(k, "fr", "Tu sais faire quoi exactement ?", [CAP])
Q(k, "fr", "Quelles données as-tu à bord ?", [CAP], None, "none", [STATION_B, STATION_S])
Q(k, "es", "¿Qué puedes hacer por nosotros?", [CAP])
Q(k, "es", "¿De qué estaciones tienes datos?", [CAP], None, "none", [STATION_B, STATION_S])
Q(k, "ar", "واش تقدر دير هاد الماكينة؟", [CAP])
Q(k, "ar", "ما هي المعطيات المتوفرة لديك؟", [CAP], None, "none", [STATION_B, STATION_S])

# --- photos (never attached)
k = "photo"
Q(k, "en", "Sending you a photo of the smoke column now, is it a new start?", [PH])
Q(k, "en", "see attached pic of the flank - how big does it look to you", [PH])
Q(k, "fr", "Je t'envoie une photo de la colonne, tu peux me dire ce que tu vois ?", [PH])
Q(k, "es", "Te adjunto una foto del humo, ¿qué te parece?", [PH])
Q(k, "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", [PH])
k = "photo-plus"
Q(k, "en", "Photo of the ridge attached. Also, what's the RH at Bejaia?", [PH, CC], [B], "now", ["rh"])
Q(k, "fr", "Regarde la photo que je viens d'envoyer et dis-moi le FWI à SBA", [PH, DG], [S], "now", ["fwi"])
Q(k, "fr", "Photo jointe du départ de feu. Quel danger à Béjaïa aujourd'hui ?", [PH, DG], [B], "today", ["fwi", "class"])
Q(k, "ar", "راني باعثلك صورة، وقولي شحال الريح في سيدي بلعباس", [PH, CC], [S], "now", ["ws"])
Q(k, "en", "Photo of the spot fire coming through. What's the humidity at SBA and where will it spread in 30 min?", [PH, CC, SP], [S], "now", ["rh", "=spread"], h=30)

# --- subjects the box does not hold
k = "oos"
Q(k, "en", "What's the forecast for tomorrow at SBA?", [OOS], [S])
Q(k, "en", "Will the wind pick up later today at Bejaia?", [OOS], [B])
Q(k, "en", "Which way is the wind blowing at Sidi Bel Abbes?", [OOS], [S])
Q(k, "en", "FWI in Oran right now?", [OOS])
Q(k, "en", "Road access to the north flank: which tracks are open?", [OOS])
Q(k, "en", "where are the other crews right now", [OOS])
Q(k, "en", "Who won the match last night?", [OOS])
Q(k, "en", "fuel moisture map for our sector pls", [OOS])
Q(k, "en", "Can you pull up a road map so we can plan the way in for the water tender?", [OOS])
Q(k, "fr", "Il va pleuvoir demain à Béjaïa ?", [OOS], [B])
Q(k, "fr", "Quel est le danger à Tlemcen aujourd'hui ?", [OOS])
Q(k, "fr", "D'où vient le vent à SBA ?", [OOS], [S])
Q(k, "es", "¿Qué tiempo hará la semana que viene en Sidi Bel Abbès?", [OOS], [S])
Q(k, "es", "¿Humedad en Argel ahora?", [OOS])
Q(k, "ar", "كيفاش يكون الجو غدوة في بجاية؟", [OOS], [B])
Q(k, "ar", "ما هي درجة الحرارة في وهران اليوم؟", [OOS])
Q(k, "ar", "منين جاية الريح في سيدي بلعباس؟", [OOS], [S])

# --- orders to the box
k = "refuse"
Q(k, "en", "Send an evacuation alert to everyone in Sidi Bel Abbes.", [REF], [S], "none", ["neg"])
Q(k, "en", "Dispatch two more engines to the north-east flank.", [REF], None, "none", ["neg"])
Q(k, "en", "delete the old drone frames we need space", [REF], None, "none", ["neg"])
Q(k, "en", "Notify the IC that we're pulling back.", [REF], None, "none", ["neg"])
Q(k, "fr", "Envoie une alerte aux pompiers de Béjaïa.", [REF], [B])
Q(k, "fr", "Déclenche l'évacuation du douar, vite", [REF])
Q(k, "es", "Manda un mensaje al jefe de brigada: necesitamos agua.", [REF])
Q(k, "es", "Borra el historial de esta sesión.", [REF])
Q(k, "ar", "أرسل إنذارا إلى الحماية المدنية في بجاية", [REF], [B])
Q(k, "ar", "ابعث فرقة أخرى للجهة الشمالية", [REF])

# --- what should we do: only the facts bearing on it
k = "tactical"
Q(k, "en", "Should we pull the crew off the line at SBA?", [TAC], [S], "now", ["ws", "rh", "fwi"])
Q(k, "en", "Good idea to start a backburn at Bejaia or not?", [TAC], [B], "now", ["ws", "rh", "fwi"])
Q(k, "en", "we hold or we go direct? sba", [TAC], [S], "now", ["fwi", "ws"])
Q(k, "en", "Do I need extra lookouts today at Bejaia?", [TAC], [B], "today", ["fwi", "class"])
Q(k, "fr", "On attaque de front ou on se replie, à Sidi Bel Abbès ?", [TAC], [S], "now", ["fwi", "ws"])
Q(k, "fr", "Faut-il renforcer l'équipe à Béjaïa aujourd'hui ?", [TAC], [B], "today", ["fwi"])
Q(k, "es", "¿Mandamos la cuadrilla a la cresta o esperamos? Estamos en SBA.", [TAC], [S], "now", ["ws", "fwi"])
Q(k, "es", "¿Es seguro que trabajen solos en Béjaïa hoy?", [TAC], [B], "today", ["fwi", "class"])
Q(k, "ar", "نطلعو للجبل ولا نستناو؟ راحنا في سيدي بلعباس", [TAC], [S], "now", ["ws", "fwi"])
Q(k, "ar", "هل يجب أن نسحب الفرقة من بجاية الآن؟", [TAC], [B], "now", ["fwi", "ws"])

# --- days with no reading (before June 2012, or another year)
k = "nodata"
Q(k, "en", "Temperature at Bejaia on 14 May 2012?", [CC], [B], "2012-05-14", ["t"])
Q(k, "en", "FWI at SBA on 2011-08-10", [DG], [S], "2011-08-10", ["fwi"])
Q(k, "en", "Compare the two stations on 20 April 2012.", [CMP], "both", "2012-04-20", ["fwi"])
Q(k, "en", "what was the wind at SBA 31/05/2012", [CC], [S], "2012-05-31", ["ws"])
Q(k, "fr", "Humidité à Sidi Bel Abbès le 3 mai 2012 ?", [CC], [S], "2012-05-03", ["rh"])
Q(k, "es", "¿Qué viento hubo en Béjaïa el 15 de agosto de 2010?", [CC], [B], "2010-08-15", ["ws"])
Q(k, "ar", "شحال كان مؤشر FWI في بجاية يوم 20 ماي 2012؟", [DG], [B], "2012-05-20", ["fwi"])
Q(k, "ar", "درجة الحرارة في سيدي بلعباس يوم 10 أفريل 2012", [CC], [S], "2012-04-10", ["t"])

# ================================================================ several asks in one question
k = "ccdanger"
Q(k, "en", "Temp, RH and FWI at SBA now", [CC, DG], [S], "now", ["t", "rh", "fwi"])
Q(k, "en", "Bejaia yesterday: how windy was it, and what danger class?", [CC, DG], [B], "yesterday", ["ws", "class"])
Q(k, "en", "Give me the humidity at Sidi Bel Abbes on 25 Aug and the FWI that day", [CC, DG], [S], "2012-08-25", ["rh", "fwi"])
Q(k, "en", "wind + isi at bejaia rn", [CC, DG], [B], "now", ["ws", code(B, "now", "ISI")])
Q(k, "en", "Temp and humidity at Béjaïa on the 3rd of August, plus the danger class.", [CC, DG], [B], "2012-08-03", ["t", "rh", "class"])
Q(k, "fr", "Température et niveau de danger à Béjaïa le 29 août ?", [CC, DG], [B], "2012-08-29", ["t", "fwi", "class"])
Q(k, "fr", "Donne-moi le vent et le FWI pour SBA avant-hier", [CC, DG], [S], "daybefore", ["ws", "fwi"])
Q(k, "es", "Temperatura y FWI en Sidi Bel Abbès hoy", [CC, DG], [S], "today", ["t", "fwi"])
Q(k, "es", "¿Cuánta humedad hay en Béjaïa y qué peligro tenemos?", [CC, DG], [B], "now", ["rh", "fwi", "class"])
Q(k, "ar", "عطيني الرطوبة ومؤشر الخطر في بجاية اليوم", [CC, DG], [B], "today", ["rh", "fwi"])
Q(k, "ar", "شحال السخانة و واش الخطر كان عالي في سيدي بلعباس يوم 21 جويلية؟", [CC, DG], [S], "2012-07-21", ["t", "fwi", "class"])

k = "mix"
Q(k, "en", "RH at SBA right now and the max FWI there since Tuesday", [CC, SUM], [S], "since-tue", [df("rh", S, "now"), w_max(S, "since-tue", "FWI")])
Q(k, "fr", "Vent à Béjaïa aujourd'hui, et le plus fort relevé de vent en septembre ?", [CC, SUM], [B], "sep", [df("ws", B, "today"), w_max(B, "sep", "ws")])
Q(k, "es", "¿Qué estación está más caliente hoy y cuál es el FWI de Béjaïa?", [CMP, DG], "both", "today", ["t", df("fwi", B, "today")])
Q(k, "ar", "قارن الرطوبة بين المحطتين اليوم، وعطيني الريح في سيدي بلعباس", [CMP, CC], "both", "today", ["rh", df("ws", S, "today")])
Q(k, "es", "Compara el FWI de las dos estaciones hoy y dime la temperatura en Béjaïa.", [CMP, CC], "both", "today", ["fwi", df("t", B, "today")])
k = "mix-fires"
Q(k, "ar", "مؤشر الخطر في سيدي بلعباس اليوم، وشحال من يوم حريق كان في سبتمبر؟", [DG, SUM], [S], "sep", [df("fwi", S, "today"), CF.window_facts("fires", S, wdays("sep"))[0]], nfh=True)

k = "oos-part"
Q(k, "en", "Wind speed and direction at SBA?", [CC, OOS], [S], "now", ["ws"])
Q(k, "en", "FWI at Bejaia today and what's it looking like tomorrow?", [DG, OOS], [B], "today", ["fwi"])
Q(k, "en", "temps at bejaia and oran pls", [CC, OOS], [B], "now", ["t"])
Q(k, "en", "Danger at Sidi Bel Abbes now, and in Tlemcen?", [DG, OOS], [S], "now", ["fwi", "class"])
Q(k, "en", "What's the RH at Béjaïa, and will it rain tonight?", [CC, OOS], [B], "now", ["rh"])
Q(k, "en", "Which is hotter today, Bejaia or SBA, and which one will be hotter tomorrow?", [CMP, OOS], "both", "today", ["t"])
Q(k, "fr", "Vent à Béjaïa, vitesse et direction svp", [CC, OOS], [B], "now", ["ws"])
Q(k, "fr", "FWI à SBA aujourd'hui, et la prévision pour demain ?", [DG, OOS], [S], "today", ["fwi"])
Q(k, "fr", "Compare Béjaïa et Alger côté température", [CC, OOS], [B], "now", ["t"], alt=[[CMP, OOS]])
Q(k, "es", "Viento en SBA y de dónde sopla", [CC, OOS], [S], "now", ["ws"])
Q(k, "es", "Humedad en Béjaïa hoy y mañana", [CC, OOS], [B], "today", ["rh"])
Q(k, "es", "Peligro en Sidi Bel Abbès y en Orán", [DG, OOS], [S], "now", ["fwi", "class"])
Q(k, "ar", "شحال الريح في بجاية ومنين جاية؟", [CC, OOS], [B], "now", ["ws"])
Q(k, "ar", "مؤشر الخطر في سيدي بلعباس اليوم وغدا", [DG, OOS], [S], "today", ["fwi"])
Q(k, "ar", "السخانة في بجاية وفي تيزي وزو", [CC, OOS], [B], "now", ["t"])
Q(k, "ar", "شحال السخانة في وهران وفي سيدي بلعباس؟", [CC, OOS], [S], "now", ["t"])
Q(k, "es", "¿Qué puede hacer esta caja? ¿Tiene pronóstico para mañana?", [CAP, OOS])

k = "refuse-part"
Q(k, "en", "What's the FWI at SBA? Then broadcast it to all units.", [DG, REF], [S], "now", ["fwi"])
Q(k, "en", "Pull Bejaia's humidity and text it to the battalion chief", [CC, REF], [B], "now", ["rh"])
Q(k, "en", "Check the drone frames and dispatch a helicopter if there's smoke.", [FR_, REF], None, "none", ["=detection"])
Q(k, "en", "give me wind at sba and alert dispatch if its over 20", [CC, REF], [S], "now", ["ws"])
Q(k, "en", "Yesterday's wind at Bejaia, and forward it to the ops room.", [CC, REF], [B], "yesterday", ["ws"])
Q(k, "en", "Defensible space rule for Butte County, and can you email it to the homeowner?", [DOC, REF], None, "none", ["=doc_defensible"])
Q(k, "fr", "Donne le danger à Béjaïa et préviens la protection civile", [DG, REF], [B], "now", ["fwi", "class"])
Q(k, "fr", "Température à SBA puis envoie un message au chef de colonne", [CC, REF], [S], "now", ["t"])
Q(k, "es", "Dime la humedad en Sidi Bel Abbès y avisa a todas las brigadas", [CC, REF], [S], "now", ["rh"])
Q(k, "es", "¿Qué vio el dron? Y manda la imagen al puesto de mando.", [FR_, REF], None, "none", ["=frames"])
Q(k, "ar", "عطيني مؤشر الخطر في بجاية وابعثو لغرفة العمليات", [DG, REF], [B], "now", ["fwi"])
Q(k, "ar", "شوف الدرون وإلا كاين نار بلغ الحماية المدنية", [FR_, REF], None, "none", ["=detection"])

k = "frames-plus"
Q(k, "en", "What did the drone see, and how dangerous is it at SBA today?", [FR_, DG], [S], "today", ["=detection", "fwi"])
Q(k, "en", "Drone detection time and the wind at Sidi Bel Abbes", [FR_, CC], [S], "now", ["=detection", "ws"])
Q(k, "en", "Where's the drone's fire, and what does LCES say about lookouts?", [FR_, DOC], None, "none", ["=detection_place", LOOKOUT])
Q(k, "fr", "Le drone a vu quoi, et il fait quel vent à SBA ?", [FR_, CC], [S], "now", ["=frames", "ws"])
Q(k, "fr", "Où est le feu vu par le drone, et jusqu'où la tête peut aller en 20 min à 30 m/min ?", [FR_, DR], None, "none", ["=detection_place", dist(30 * 20)], h=20)
Q(k, "es", "¿Qué detectó el dron y cuál es el FWI en Sidi Bel Abbès?", [FR_, DG], [S], "now", ["=frames", "fwi"])
Q(k, "ar", "واش شاف الدرون، وشحال الرطوبة في سيدي بلعباس؟", [FR_, CC], [S], "now", ["=frames", "rh"])
Q(k, "en", "What did the drone see, what's the FWI at SBA, and how far does the head move in 20 min at 30 m/min?", [FR_, DG, DR], [S], "now", ["=detection", "fwi", dist(30 * 20)], h=20)
Q(k, "es", "El frente va a 45 m por minuto: ¿cuánto avanza en 20 minutos y cuál es el FWI en SBA?", [DR, DG], [S], "now", [dist(45 * 20), "fwi"], h=20)

k = "frames-spread"
Q(k, "en", "Where did the drone see fire, and where will its head be in 30 min?", [FR_, SP], None, "now", ["=detection_place", "=spread"], h=30)
Q(k, "ar", "متى رصد الدرون الدخان، وأين سيكون رأس الحريق بعد ساعة؟", [FR_, SP], None, "now", ["=detection", "=spread"], h=60)
Q(k, "en", "Wind at SBA right now, and where will the front be in 40 minutes?", [CC, SP], [S], "now", ["ws", "=spread"], h=40)
Q(k, "fr", "Vent actuel à Béjaïa et projection du front à 30 min", [CC, SP], [B], "now", ["ws", "=spread"], h=30)
Q(k, "ar", "الريح في سيدي بلعباس شحال، وراس النار وين يكون بعد نص ساعة؟", [CC, SP], [S], "now", ["ws", "=spread"], h=30)
Q(k, "es", "¿Hace calor en SBA? ¿Y dónde estará el frente en 15 min?", [CC, SP], [S], "now", ["t", "=spread"], h=15)
Q(k, "ar", "شحال السخانة في بجاية، وواش شاف الدرون، ووين تكون النار بعد ساعة؟", [CC, FR_, SP], [B], "now", ["t", "=frames", "=spread"], h=60)

k = "sum-analog"
Q(k, "en", "Max FWI at SBA in August, and historically, of the days with FWI over 25 there, how many burned?", [SUM, AN], [S], "aug", ["maxfwi", *analog(S, 25)], nfh=True)
Q(k, "en", "Days over 35 °C at SBA in August, and did hot days like that usually burn? Use FWI over 20 as the cut.", [SUM, AN], [S], "aug", [w_count(S, "aug", "t", 35), *analog(S, 20)], nfh=True)
Q(k, "en", "How many fire days did each station log in July, and which had more?", [CMP, SUM], "both", "jul", ["fires"], nfh=True, alt=[[CMP]])
Q(k, "es", "¿FWI máximo en Béjaïa en julio? ¿Y de los días con FWI sobre 10, cuántos ardieron?", [SUM, AN], [B], "jul", ["maxfwi", *analog(B, 10)], nfh=True)
Q(k, "ar", "أعلى سخانة في سيدي بلعباس في أوت، والأيام اللي فاتت فيها FWI عشرين شحال منها شعلت؟", [SUM, AN], [S], "aug", ["maxt", *analog(S, 20)], nfh=True)
Q(k, "en", "Current FWI at Bejaia, and have days like this one had fires?", [DG, AN], [B], "now", ["fwi"], nfh=True)

k = "docs-plus"
Q(k, "en", "We're building line downhill at SBA. What do the watch-outs say, and should we keep going?", [DOC, TAC], [S], "now", [PULL_BACK, "ws"])
Q(k, "en", "FWI at Bejaia today and which class does the guide put that in?", [DG, DOC], [B], "today", ["fwi", "class"])
Q(k, "fr", "Danger élevé à SBA ? Et d'après la fiche LCES, on fait quoi les jours de danger élevé ?", [DG, DOC], [S], "now", ["fwi", "class"])
Q(k, "es", "¿Cuál es el FFMC en Béjaïa hoy y a partir de qué valor prende fácil el combustible fino según la guía?", [DG, DOC], [B], "today", [code(B, "today", "FFMC"), FFMC_EASY])
Q(k, "ar", "حسب وثيقة السلامة واش ندير كي تتبدل الريح؟ نبقاو ولا نحبسو في بجاية؟", [DOC, TAC], [B], "now", ["ws"])

k = "tac-plus"
Q(k, "en", "FWI at SBA, and is it safe to put a crew on the ridge?", [DG, TAC], [S], "now", ["fwi"])
Q(k, "fr", "Humidité à Béjaïa ? On peut lancer un brûlage dirigé ?", [CC, TAC], [B], "now", ["rh"])
Q(k, "es", "¿Qué viento hay en Sidi Bel Abbès? ¿Retiramos a la gente?", [CC, TAC], [S], "now", ["ws"])
Q(k, "ar", "شحال الخطر في بجاية، نزيدو فرقة ولا لا؟", [DG, TAC], [B], "now", ["fwi"])

k = "caps-plus"
Q(k, "en", "What can you do? And while you're at it, the temp at SBA.", [CAP, CC], [S], "now", ["t"])
Q(k, "fr", "Tu as quoi comme données ? Sinon donne-moi juste le FWI à Béjaïa.", [CAP, DG], [B], "now", ["fwi"])
Q(k, "es", "¿Qué datos tienes? Y dame la humedad en Béjaïa.", [CAP, CC], [B], "now", ["rh"])

k = "three"
Q(k, "en", "RH at Bejaia, wind direction there, and email it all to the IC", [CC, OOS, REF], [B], "now", ["rh"])
Q(k, "fr", "Vent à SBA, le danger là-bas, et la prévision pour demain ?", [CC, DG, OOS], [S], "now", ["ws", "fwi"])
Q(k, "es", "Compara el FWI de las dos estaciones, dame la temperatura de Béjaïa y manda el parte a la central.", [CMP, CC, REF], "both", "now", ["fwi", df("t", B, "now")])

# ================================================================ sessions
SESSIONS = []


def turn(sid, n, lang, q, intents, st, when="none", facts=(), decision=None, h=None, nfh=False):
    row = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents,
           "stations": None if st is None else (sorted([B, S]) if st == "both" else list(st)),
           "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if nfh:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


turn(1, 1, "en", "Command to box: fire danger at Sidi Bel Abbes, current.", [DG], [S], "now", ["fwi", "class"])
turn(1, 2, "en", "Copy. Why so low?", [EXP], [S], "now", ["fwi"])
turn(1, 3, "en", "And Bejaia?", [DG], [B], "now", ["fwi", "class"])
turn(1, 4, "en", "Which one do we keep an eye on then?", [CMP], "both", "now", ["fwi"])

turn(2, 1, "fr", "Température et humidité à Béjaïa hier ?", [CC], [B], "yesterday", ["t", "rh"])
turn(2, 2, "fr", "Et à Sidi Bel Abbès ?", [CC], [S], "yesterday", ["t", "rh"])
turn(2, 3, "fr", "Pourquoi un tel écart d'humidité ?", [EXP], "both", "yesterday", ["rh"])
turn(2, 4, "fr", "D'accord. Et pour demain ?", [OOS], None)

turn(3, 1, "es", "El frente avanza a 30 metros por minuto. ¿Cuánto recorre en 25 minutos?", [DR], None, "none", [dist(30 * 25)], h=25)
turn(3, 2, "es", "¿Y en una hora?", [DR], None, "none", [dist(30 * 60)], h=60)
turn(3, 3, "es", "¿Y hacia dónde va a ir la cabeza?", [SP], None, "now", ["=spread"], h=60)
turn(3, 4, "es", "¿Por qué no sabes la dirección?", [EXP], None, "none", [])

turn(4, 1, "ar", "شحال الريح في سيدي بلعباس دروك؟", [CC], [S], "now", ["ws"])
turn(4, 2, "ar", "قولهالي بالعقدة", [CC], [S], "now", [knots(S, "now")])
turn(4, 3, "ar", "و في بجاية؟", [CC], [B], "now", ["ws"])
turn(4, 4, "ar", "علاش الخطر في بجاية ضعيف هكذا؟", [EXP], [B], "now", ["fwi"])

turn(5, 1, "en", "Max FWI at Bejaia in August?", [SUM], [B], "aug", ["maxfwi"])
turn(5, 2, "en", "How many fire days that month?", [SUM], [B], "aug", ["fires"], nfh=True)
turn(5, 3, "en", "Same two numbers for SBA.", [SUM], [S], "aug", ["maxfwi", "fires"], nfh=True)
turn(5, 4, "en", "Across SBA's whole record, of the days with FWI above 30, how many burned?", [AN], [S], "none", analog(S, 30), nfh=True)

turn(6, 1, "en", "Hi, new here. Did the drone see anything today?", [FR_], None, "today", ["=frames"])
turn(6, 2, "en", "Where was it?", [FR_], None, "none", ["=detection_place"])
turn(6, 3, "fr", "Pardon, je passe en français : c'était à quelle heure ?", [FR_], None, "none", ["=detection"])
turn(6, 4, "fr", "Et le danger à Sidi Bel Abbès aujourd'hui ?", [DG], [S], "today", ["fwi", "class"])

turn(7, 1, "en", "sba fwi rn", [DG], [S], "now", ["fwi"])
turn(7, 2, "en", "send that to dispatch", [REF], None, "none", ["neg"])
turn(7, 3, "en", "ok whats the rh", [CC], [S], "now", ["rh"])
turn(7, 4, "en", "why is fwi so low w that rh", [EXP], [S], "now", ["fwi"])
turn(7, 5, "en", "k bejaia same 2", [CC, DG], [B], "now", ["rh", "fwi"])

turn(8, 1, "es", "¿Qué estación está peor hoy?", [CMP], "both", "today", ["fwi"])
turn(8, 2, "es", "¿Cuánto viento hay en esa?", [CC], ["=watch"], "today", ["ws"])
turn(8, 3, "es", "¿Y de dónde sopla?", [OOS], ["=watch"], "today", [])
turn(8, 4, "es", "Vale. ¿Qué dice la guía de seguridad sobre las zonas seguras?", [DOC], None, "none", [])

turn(9, 1, "ar", "ما هو مؤشر FWI في بجاية يوم 14 أوت؟", [DG], [B], "2012-08-14", ["fwi"])
turn(9, 2, "ar", "وفي سيدي بلعباس في نفس اليوم؟", [DG], [S], "2012-08-14", ["fwi"])
turn(9, 3, "ar", "لماذا كانت سيدي بلعباس أخطر؟", [EXP], "both", "2012-08-14", ["fwi"])
turn(9, 4, "ar", "كم يوما شهد حريقا في المحطتين خلال أوت؟", [SUM], "both", "aug", ["fires"], nfh=True)

turn(10, 1, "en", "Average noon temperature at SBA over the last three days?", [SUM], [S], "last3d", [w_mean(S, "last3d", "t")])
turn(10, 2, "en", "Hottest of those days?", [SUM], [S], "last3d", ["maxt"])
turn(10, 3, "en", "Same for Bejaia, average and hottest.", [SUM], [B], "last3d", [w_mean(B, "last3d", "t"), "maxt"])
turn(10, 4, "en", "Great. Order two pallets of water for the crews.", [REF], None, "none", ["neg"])

turn(11, 1, "fr", "ISI et BUI à SBA aujourd'hui ?", [DG], [S], "today", [code(S, "today", "ISI"), code(S, "today", "BUI")])
turn(11, 2, "fr", "Pourquoi l'ISI est si faible ?", [EXP], [S], "today", [code(S, "today", "ISI")])
turn(11, 3, "fr", "Si un feu part maintenant au nord-est de Sidi Bel Abbès, où sera la tête dans 40 minutes ?", [SP], [S], "now", ["=spread"], h=40)
turn(11, 4, "fr", "Et le vent vient d'où ?", [OOS], [S], "now", [])
turn(11, 5, "fr", "Bon. Le vent en m/s alors ?", [CC], [S], "now", ["ws", mps(S, "now")])

turn(12, 1, "en", "Crew's on the east line outside SBA. Hold or pull back?", [TAC], [S], "now", ["ws", "rh", "fwi"])
turn(12, 2, "en", "What does the LCES sheet say about escape routes?", [DOC], None, "none", [SLOWEST])
turn(12, 3, "en", "Why does that matter today?", [EXP], [S], "now", ["ws"])
turn(12, 4, "en", "Alert all engines to pull back.", [REF], None, "none", ["neg"])

turn(13, 1, "es", "¿Temperatura en Béjaïa el 3 de agosto?", [CC], [B], "2012-08-03", ["t"])
turn(13, 2, "es", "¿Y en Fahrenheit?", [CC], [B], "2012-08-03", [degf(B, "2012-08-03")])
turn(13, 3, "en", "switching to english. RH that day at Sidi Bel Abbes, and the FWI?", [CC, DG], [S], "2012-08-03", ["rh", "fwi"])
turn(13, 4, "en", "which was drier that day", [CMP], "both", "2012-08-03", ["rh"])

turn(14, 1, "ar", "كاين دخان في تصاور الدرون؟", [FR_], None, "none", ["=detection"])
turn(14, 2, "ar", "وين بالضبط؟", [FR_], None, "none", ["=detection_place"])
turn(14, 3, "ar", "شحال يمشي راس النار في نص ساعة مع الريح تاع سيدي بلعباس؟", [DR], [S], "now", ["=drift"], h=30)
turn(14, 4, "ar", "علاش هاد المسافة؟", [EXP], [S], "now", ["ws"])

turn(15, 1, "en", "What can this thing do?", [CAP], None, "none", [])
turn(15, 2, "en", "ok sending you a pic of the column now", [PH], None, "none", [])
turn(15, 3, "en", "Fine. Which station has the higher FWI?", [CMP], "both", "now", ["fwi"])
turn(15, 4, "en", "And the humidity there?", [CC], ["=watch"], "now", ["rh"])


# ================================================================ assemble, write, check
def templates():
    groups = defaultdict(list)
    order = []
    for kind, p, meta in ITEMS:
        if kind not in groups:
            order.append(kind)
        groups[kind].append((p, meta))
    out = []
    for kind in order:
        rows = groups[kind]
        # one template per (decision, fire history) within a kind
        sub = defaultdict(list)
        for p, meta in rows:
            sub[(meta["decision"], meta["nfh"])].append((p, meta))
        for j, ((decision, nfh), members) in enumerate(sub.items()):
            key = f"{NAME}-{kind}" + (f"-{j + 1}" if len(sub) > 1 else "")
            t = {"key": key, "intents": members[0][1]["intents"],
                 "intents_by_phrasing": [m["intents"] for _, m in members],
                 "phrasings": [p for p, _ in members], "stations": "none",
                 "days": [m["day"] for _, m in members], "facts": []}
            if decision:
                t["decision"] = decision
            if nfh:
                t["needs_fire_history"] = True
            if any(m["h"] is not None for _, m in members):
                t["horizons"] = [m["h"] for _, m in members]
            if any(m["thr"] is not None for _, m in members):
                t["thr"] = [m["thr"] for _, m in members]
            out.append(t)
    return out


def dump(rows, path):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def main():
    tpath, spath = OUT / f"crew_templates_dev{NAME[1:]}.jsonl", OUT / f"crew_sessions_dev{NAME[1:]}.jsonl"
    dump(templates(), tpath)
    dump(SESSIONS, spath)
    items = expand(tpath, spath)
    ids = [it["id"] for it in items]
    assert len(set(ids)) == len(ids), "duplicate ids"
    assert all(i.startswith(NAME) for i in ids)
    n = len(items)
    langs = Counter(it["lang"] for it in items)
    multi = sum(len(it["intents"]) >= 2 for it in items)
    sessions = Counter(it["session"] for it in items if it["session"])
    print(f"{n} questions -> {tpath.name}, {spath.name}")
    print("languages:", {k: f"{v} ({100 * v / n:.1f} %)" for k, v in langs.most_common()})
    print("decisions:", dict(Counter(it["decision"] for it in items)))
    print(f"multi-ask: {multi} ({100 * multi / n:.1f} %)")
    print(f"sessions: {len(sessions)}, turns {sum(sessions.values())}, sizes {sorted(set(sessions.values()))}")
    print("intents:", dict(Counter(i for it in items for i in it["intents"])))
    if "--sample" in sys.argv:
        import random
        k = int(sys.argv[sys.argv.index("--sample") + 1])
        for it in random.Random(72).sample(items, k):
            print(json.dumps({x: it[x] for x in ("id", "lang", "question", "intents", "decision", "facts")},
                             ensure_ascii=False))
    if "--intent-sets" in sys.argv:
        for s, c in Counter("+".join(it["intents"]) for it in items).most_common():
            print(f"  {c:4d} {s}")


if __name__ == "__main__":
    main()
