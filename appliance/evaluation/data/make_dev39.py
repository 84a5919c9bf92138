"""Generator for blind batch d39 (FILE dev39): crew question templates and sessions, gold computed from the data.

Written blind as the sealed batch, scored once on bfff4eb (arrivals.jsonl, sealed: true), then moved to dev.
Run from /work/main with PYTHONPATH=/work/main PYTHONDONTWRITEBYTECODE=1:
    /work/main/.venv/bin/python appliance/evaluation/data/make_dev39.py
Every number in a gold fact comes from the CSV (crew_facts.table / fire_record), from the crew's own
numbers (rate x minutes) or from the shipped documents (regex); none is typed by hand.
"""
import json
import re
from collections import Counter
from pathlib import Path
from statistics import mean

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

NAME = "d39"
OUT = Path(__file__).resolve().parent
B, S = "bejaia", "sidi-bel-abbes"
ST = {"B": [B], "S": [S], "BS": [B, S], None: "none"}
TODAY = cd.TODAY.isoformat()
TAB = cf.table()

# ---------------------------------------------------------------- helpers: facts computed from data


def day_of(key: str) -> str:
    return cd.resolve(key, "en", 0)["days"][-1]


def rd(dev: str, key: str):
    return TAB[(dev, day_of(key))]


def code(dev: str, key: str, name: str):
    """A code (ISI, BUI, FFMC, DMC, DC, FWI) of a station's day, as the CSV writes it."""
    return cf._num(rd(dev, key).codes[name])


def attr(row, what: str) -> float:
    return {"t": row.temperature_c, "rh": row.rh_pct, "ws": row.wind_kmh, "rain": row.rain_mm,
            "fwi": row.codes["FWI"]}[what]


def value(dev: str, key: str, what: str):
    return cf._num(attr(rd(dev, key), what))


def diff(key: str, what: str):
    return cf._num(round(abs(attr(rd(B, key), what) - attr(rd(S, key), what)), 1))


NAME_ANY = {B: {"any": ["bejaia", "bgayet", "بجاية"]},
            S: {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel-abbes", "سيدي بلعباس"]}}


def higher(key: str, what: str) -> dict:
    """The station whose value is higher that day (its name is a gold fact)."""
    return NAME_ANY[max((B, S), key=lambda dev: attr(rd(dev, key), what))]


def watch(key: str) -> dict:
    return NAME_ANY[cf.watch_station(day_of(key))]


def dec_forms(x: float, nd: int = 1) -> list[str]:
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    if float(s).is_integer():
        out.append(str(int(float(s))))
    return out


def conv(dev: str, key: str, unit: str) -> dict:
    """The real reading converted to the unit the crew asked for."""
    r = rd(dev, key)
    if unit == "F":
        x = r.temperature_c * 9 / 5 + 32
        words = ["°F", " °F", " F", " degrees F", " fahrenheit"]
    else:
        x = r.wind_kmh / {"mph": 1.609344, "kn": 1.852, "ms": 3.6}[unit]
        words = {"mph": [" mph", "mph", " miles"], "kn": [" kn", " kt", " knots", " nœuds", " nudos", "kt"],
                 "ms": [" m/s", "m/s", " m s"]}[unit]
    forms = dec_forms(x, 1) + [f"{round(x)}{w}" for w in words]
    return {"any": sorted(set(forms))}


def fmt_km(km: float) -> list[str]:
    out = set()
    for nd in (1, 2):
        s = f"{km:.{nd}f}"
        out |= {s + " km", s.replace(".", ",") + " km"}
    s = f"{km:.2f}".rstrip("0").rstrip(".")
    out |= {s + " km", s.replace(".", ",") + " km", s + "km"}
    return sorted(out)


def dist(metres: float, also: list[str] = ()) -> dict:
    """A distance the crew's own numbers give, in metres and kilometres (French comma too)."""
    m = round(metres)
    forms = {f"{m} m", f"{m}m", f"{m} metres", f"{m} meters", f"{m} mètres", f"{m} metros"}
    if m >= 1000:
        forms |= {f"{m:,} m".replace(",", " "), f"{m:,} m"}
    forms |= set(fmt_km(metres / 1000))
    return {"any": sorted(forms | set(also))}


def drift_from_rate(rate: float, unit: str, minutes: float) -> dict:
    if unit == "m/min":
        return dist(rate * minutes)
    if unit == "km/h":
        return dist(rate * 1000 * minutes / 60)
    if unit == "m/s":
        return dist(rate * 60 * minutes)
    if unit == "mph":
        miles = rate * minutes / 60
        ms = [f"{miles:.2f}".rstrip("0").rstrip(".")]
        return dist(miles * 1609.344, [f"{s} mi" for s in ms] + [f"{s} mile" for s in ms]
                    + [f"{s.replace('.', ',')} mi" for s in ms])
    if unit == "ft/min":
        ft = round(rate * minutes)
        return dist(ft * 0.3048, [f"{ft} ft", f"{ft} feet", f"{ft} pieds"])
    raise ValueError(unit)


def window(key: str) -> list[str]:
    return cd.resolve(key, "en", 0)["days"]


def rows_in(dev: str, key: str) -> list:
    return [TAB[(dev, d)] for d in window(key) if (dev, d) in TAB]


def count_above(dev: str, key: str, what: str, thr: float) -> int:
    return sum(attr(r, what) > thr for r in rows_in(dev, key))


def count_rain(dev: str, key: str) -> int:
    return sum(r.rain_mm > 0 for r in rows_in(dev, key))


def avg(dev: str, key: str, what: str) -> dict:
    return {"any": sorted(set(dec_forms(mean(attr(r, what) for r in rows_in(dev, key)), 1)))}


def fires_in(dev: str, key: str) -> int:
    rec = cf.fire_record()
    return sum(rec[(dev, d)][1] for d in window(key) if (dev, d) in rec)


def fires_over(dev: str, thr: float) -> list[int]:
    """Past days (before today) whose FWI was above thr, and how many of them burned."""
    hot = [fire for (d, day), (fwi, fire) in cf.fire_record().items() if d == dev and fwi > thr and day < TODAY]
    return [len(hot), sum(hot)]


def maxfwi(dev: str, key: str):
    return cf._num(max(r.codes["FWI"] for r in rows_in(dev, key)))


# ---------------------------------------------------------------- facts parsed from the shipped documents
DOCS = EDGE_DATA_DIR / "documents"
DEF_TXT = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES_TXT = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWI_TXT = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")

DEF_FEET = int(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", DEF_TXT).group(1))
ZONE0_FT = int(re.search(r"Zone\s+0\s+is\s+the\s+first\s+(\d+)\s+feet", DEF_TXT).group(1))
ZONE1 = re.search(r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", DEF_TXT)
GRASS_IN = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF_TXT).group(1))
BRANCH_FT = int(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF_TXT).group(1))
FFMC_EASY = int(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite", FWI_TXT).group(1))
HIGH_FROM = float(re.search(r"from\s+([\d.]+)\s+high", FWI_TXT).group(1))
VHIGH_FROM = cf._num(float(re.search(r"from\s+([\d.]+)\s+very\s+high", FWI_TXT).group(1)))
EXTREME_FROM = cf._num(float(re.search(r"from\s+([\d.]+)\s+extreme", FWI_TXT).group(1)))
LCES_WORDS = tuple(" ".join(w.split()) for w in re.search(
    r"(Lookouts),\s+(Communications),\s+(Escape\s+routes)\s+and\s+(Safety\s+zones)", LCES_TXT).groups())
BUI_PARTS = re.search(r"The\s+Buildup\s+Index\s+\(BUI\)\s+combines\s+(\w+)\s+and\s+(\w+)", FWI_TXT).groups()
FWI_PARTS = re.search(r"The\s+Fire\s+Weather\s+Index\s+\(FWI\)\s+combines\s+(\w+)\s+and\s+(\w+)", FWI_TXT).groups()
assert "downhill" in LCES_TXT and "spot fires" in LCES_TXT.replace("\n", " ")


def feet(n: int) -> dict:
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


DOC_DEF_ML = feet(DEF_FEET)     # the "=doc_defensible" forms plus the French / Spanish / Arabic unit words
LCES_FACTS = [{"any": [LCES_WORDS[0][:-1].lower(), "guetteur", "vigía", "vigia", "vigilante", "مراقب"]},
              {"any": [LCES_WORDS[2].lower(), "escape", "itinéraire", "chemin de fuite", "ruta", "هروب", "انسحاب"]},
              {"any": [LCES_WORDS[3][:-1].lower(), "zone de sécurité", "zona segura", "zona de seguridad", "منطقة آمنة", "مناطق آمنة"]}]
NEG_ML = {"any": cf.NEGATION["any"] + ["ne peut", "ne peux", "ne pouvons", "impossible", "pas en mesure",
                                       "no puede", "no puedo", "no es posible", "no está", "لا يمكن", "لا أستطيع",
                                       "لا يستطيع", "غير ممكن", "ما نقدرش"]}
PHOTO = {"any": ["photo", "image", "picture", "foto", "imagen", "صورة", "تصويرة"]}


def neg(lang: str):
    return "neg" if lang == "en" else NEG_ML


# ---------------------------------------------------------------- rows -> templates


class R:
    def __init__(self, q, lang, st, day, intents, facts, h=None, thr=None, alt=None):
        self.q, self.lang, self.st, self.day, self.intents, self.facts = q, lang, st, day, intents, facts
        self.h, self.thr, self.alt = h, thr, alt


TEMPLATES = []


def template(kind: str, rows: list[R], decision: str | None = None, fire_history: bool = False):
    phrasings = []
    for r in rows:
        p = {"q": r.q, "lang": r.lang, "stations": ST[r.st], "facts": r.facts}
        if r.alt:
            p["intents_alt"] = r.alt
        phrasings.append(p)
    t = {"key": f"{NAME}-{kind}", "intents": rows[0].intents, "intents_by_phrasing": [r.intents for r in rows],
         "phrasings": phrasings, "stations": "none", "days": [r.day or "none" for r in rows], "facts": []}
    if any(r.h for r in rows):
        t["horizons"] = [r.h for r in rows]
    if any(r.thr is not None for r in rows):
        t["thr"] = [r.thr for r in rows]
    if decision:
        t["decision"] = decision
    if fire_history:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FR_, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"

# ---- readings of a day
template("readings", [
    R("Bejaia — give me temp, RH and wind as of right now.", "en", "B", "now", [CC], ["t", "rh", "ws"]),
    R("engine 12 here whats the humidty at sidi bel abbes rn", "en", "S", "now", [CC], ["rh"]),
    R("sba wind pls", "en", "S", "now", [CC], ["ws"]),
    R("Did Béjaïa get any rain yesterday?", "en", "B", "yesterday", [CC], ["rain"]),
    R("Command, Alpha-Two. Request noon obs for Sidi Bel Abbes, August 14. Over.", "en", "S", "2012-08-14", [CC], ["t", "rh", "ws"]),
    R("hey sorry, new on the crew. how hot did it get in bejaia on aug 3?", "en", "B", "2012-08-03", [CC], ["t"]),
    R("Logistics. I need the rainfall figure at Sidi-Bel-Abbès for 28 Sept for the daily log.", "en", "S", "2012-09-28", [CC], ["rain"]),
    R("temp n rh bej day before yday", "en", "B", "daybefore", [CC], ["t", "rh"]),
    R("What did the Sidi Bel Abbes station read on 16 September — humidity mainly?", "en", "S", "2012-09-16", [CC], ["rh"]),
    R("quick one: bejaia wind on 14-Sep", "en", "B", "2012-09-14", [CC], ["ws"]),
    R("Any rain over the last hour at SBA?", "en", "S", "lasthour", [CC], ["rain"],
      alt=[[SUM]]),
    R("Quelle humidité relative relève-t-on à Béjaïa à midi aujourd'hui ?", "fr", "B", "today", [CC], ["rh"]),
    R("Il est tombé combien de pluie hier sur Sidi Bel Abbès ?", "fr", "S", "yesterday", [CC], ["rain"]),
    R("Pour le rapport : température, vent et humidité à Bejaia le 17 août.", "fr", "B", "2012-08-17", [CC], ["t", "ws", "rh"]),
    R("SBA, la température maintenant svp", "fr", "S", "now", [CC], ["t"]),
    R("¿Qué temperatura marca ahora la estación de Sidi Bel Abbès?", "es", "S", "now", [CC], ["t"]),
    R("Necesito humedad y viento de Béjaïa de ayer, por favor.", "es", "B", "yesterday", [CC], ["rh", "ws"]),
    R("¿Llovió en Sidi Bel Abbes el 6 de septiembre?", "es", "S", "2012-09-06", [CC], ["rain"]),
    R("ما درجة الحرارة المسجلة في بجاية اليوم؟", "ar", "B", "today", [CC], ["t"]),
    R("واش كاين الشتا في سيدي بلعباس البارح؟", "ar", "S", "yesterday", [CC], ["rain"]),
    R("chhal l'humidité f bjaya drok?", "ar", "B", "now", [CC], ["rh"]),
    R("قداه الريح في بجاية اليوم؟", "ar", "B", "today", [CC], ["ws"]),
    R("sba lbare7 skhana chhal kanet?", "ar", "S", "yesterday", [CC], ["t"]),
    R("أعطني قراءات محطة سيدي بلعباس ليوم 2 أوت: الحرارة والرطوبة.", "ar", "S", "2012-08-02", [CC], ["t", "rh"]),
    R("ما كمية الأمطار التي سُجّلت في بجاية أمس؟", "ar", "B", "yesterday", [CC], ["rain"]),
    R("vent sba le 3/8 ?", "fr", "S", "2012-08-03", [CC], ["ws"]),
    R("¿Humedad en Béjaïa el 14/08?", "es", "B", "2012-08-14", [CC], ["rh"]),
])

# ---- readings in the unit the crew asks for
template("units", [
    R("wind at SBA in mph?", "en", "S", "now", [CC], ["ws", conv(S, "now", "mph")]),
    R("Give me Bejaia's wind in knots, the helicopter pilot wants it.", "en", "B", "now", [CC], ["ws", conv(B, "now", "kn")]),
    R("Temperature at Sidi Bel Abbes in Fahrenheit please — the US liaison is asking.", "en", "S", "now", [CC], ["t", conv(S, "now", "F")]),
    R("bej wind m/s", "en", "B", "now", [CC], ["ws", conv(B, "now", "ms")]),
    R("Noon temperature at SBA on 17 August, in °F?", "en", "S", "2012-08-17", [CC], ["t", conv(S, "2012-08-17", "F")]),
    R("yesterday's wind at bejaia, knots", "en", "B", "yesterday", [CC], ["ws", conv(B, "yesterday", "kn")]),
    R("Le vent à Sidi Bel Abbès, en nœuds ?", "fr", "S", "now", [CC], ["ws", conv(S, "now", "kn")]),
    R("Donne-moi le vent de Béjaïa en mètres par seconde, c'est pour le pilote du drone.", "fr", "B", "now", [CC], ["ws", conv(B, "now", "ms")]),
    R("¿El viento de Béjaïa en millas por hora?", "es", "B", "now", [CC], ["ws", conv(B, "now", "mph")]),
    R("Pásame la temperatura de Sidi Bel Abbès en grados Fahrenheit.", "es", "S", "now", [CC], ["t", conv(S, "now", "F")]),
    R("كم سرعة الرياح في سيدي بلعباس بالعقدة؟", "ar", "S", "now", [CC], ["ws", conv(S, "now", "kn")]),
    R("r7 f bjaya b m/s 3afak", "ar", "B", "now", [CC], ["ws", conv(B, "now", "ms")]),
])

# ---- danger: FWI, class and the codes
template("danger", [
    R("What's the fire danger class at Béjaïa right now?", "en", "B", "now", [DG], ["class", "fwi"]),
    R("FWI at SBA today?", "en", "S", "today", [DG], ["fwi"]),
    R("Base, Tango-One. Danger rating Sidi Bel Abbes, over.", "en", "S", "now", [DG], ["class", "fwi"]),
    R("whats teh isi at bejia rn", "en", "B", "now", [DG], [code(B, "now", "ISI")]),
    R("BUI for Sidi Bel Abbes yesterday?", "en", "S", "yesterday", [DG], [code(S, "yesterday", "BUI")]),
    R("FFMC at Bejaia on 29 August?", "en", "B", "2012-08-29", [DG], [code(B, "2012-08-29", "FFMC")]),
    R("Was danger high at Sidi Bel Abbes on July 21?", "en", "S", "2012-07-21", [DG], ["class", "fwi"]),
    R("I'm a volunteer, not sure how to read it — what's the fire index for Bejaia today, is that a bad number?", "en", "B", "today", [DG], ["fwi", "class"]),
    R("Drought code at SBA on the 25th of August", "en", "S", "2012-08-25", [DG], [code(S, "2012-08-25", "DC")]),
    R("dmc bej aug 3", "en", "B", "2012-08-03", [DG], [code(B, "2012-08-03", "DMC")]),
    R("Fire behaviour analyst: I need the full FWI picture for Sidi Bel Abbes on 17 Aug — ISI and BUI.", "en", "S", "2012-08-17", [DG],
      [code(S, "2012-08-17", "ISI"), code(S, "2012-08-17", "BUI")]),
    R("How dangerous is it out at Bejaia at the moment, in plain words?", "en", "B", "now", [DG], ["class"]),
    R("Niveau de danger à Sidi Bel Abbès aujourd'hui ?", "fr", "S", "today", [DG], ["class", "fwi"]),
    R("L'IFM de Béjaïa hier, ça donnait quoi ?", "fr", "B", "yesterday", [DG], ["fwi"]),
    R("Quel était l'ISI à Sidi Bel Abbès le 11 août ?", "fr", "S", "2012-08-11", [DG], [code(S, "2012-08-11", "ISI")]),
    R("Le DC de Bejaia, valeur du jour ?", "fr", "B", "today", [DG], [code(B, "today", "DC")]),
    R("risque incendie sba maintenant, classe ?", "fr", "S", "now", [DG], ["class", "fwi"]),
    R("¿Cuál es el nivel de peligro de incendio en Béjaïa hoy?", "es", "B", "today", [DG], ["class", "fwi"]),
    R("Dame el FWI de Sidi Bel Abbès del 23 de agosto.", "es", "S", "2012-08-23", [DG], ["fwi"]),
    R("¿El BUI en Bejaia anteayer?", "es", "B", "daybefore", [DG], [code(B, "daybefore", "BUI")]),
    R("ما مؤشر خطر الحرائق في سيدي بلعباس الآن؟", "ar", "S", "now", [DG], ["fwi", "class"]),
    R("الخطر قداش راهو في بجاية اليوم؟ عالي ولا لا؟", "ar", "B", "today", [DG], ["class", "fwi"]),
    R("FWI ta3 sidi bel3abbes lbare7 chhal?", "ar", "S", "yesterday", [DG], ["fwi"]),
    R("ما قيمة مؤشر الانتشار الأولي ISI في بجاية يوم 29 أوت؟", "ar", "B", "2012-08-29", [DG], [code(B, "2012-08-29", "ISI")]),
])

# ---- compare the two stations
template("compare", [
    R("Which station is worse right now, Bejaia or Sidi Bel Abbes?", "en", "BS", "now", [CMP], ["fwi", watch("now")]),
    R("where's it hotter today sba or bej and by how much", "en", "BS", "today", [CMP], ["t", higher("today", "t"), diff("today", "t")]),
    R("Dispatch: compare fire danger between our two stations for yesterday.", "en", "BS", "yesterday", [CMP], ["fwi", "class", watch("yesterday")]),
    R("which one had the higher fwi on aug 25, sidi or bejaia", "en", "BS", "2012-08-25", [CMP], ["fwi", watch("2012-08-25")]),
    R("Humidity gap between Béjaïa and Sidi-Bel-Abbès today?", "en", "BS", "today", [CMP], ["rh", diff("today", "rh")]),
    R("Of the two stations, where was it windier on 28 September?", "en", "BS", "2012-09-28", [CMP], ["ws", higher("2012-09-28", "ws")]),
    R("Entre Béjaïa et Sidi Bel Abbès, laquelle est la plus exposée aujourd'hui ?", "fr", "BS", "today", [CMP], ["fwi", watch("today")]),
    R("Écart de température entre nos deux stations le 12 août ?", "fr", "BS", "2012-08-12", [CMP], ["t", diff("2012-08-12", "t")]),
    R("¿Cuál de nuestras dos estaciones está peor ahora mismo?", "es", "BS", "now", [CMP], ["fwi", watch("now")]),
    R("¿Dónde sopla más fuerte hoy, en Béjaïa o en Sidi Bel Abbès?", "es", "BS", "today", [CMP], ["ws", higher("today", "ws")]),
    R("أيهما أخطر اليوم: بجاية أم سيدي بلعباس؟", "ar", "BS", "today", [CMP], ["fwi", watch("today")]),
    R("وين سخون كثر البارح، بجاية ولا سيدي بلعباس، وبقداش؟", "ar", "BS", "yesterday", [CMP],
      ["t", higher("yesterday", "t"), diff("yesterday", "t")]),
    R("chkoun fihom l fwi ta3ou kbir lyoum, bjaya wla sba?", "ar", "BS", "today", [CMP], ["fwi", watch("today")]),
])

# ---- summaries over a window
template("summary", [
    R("Highest FWI at Bejaia in August?", "en", "B", "aug", [SUM], ["maxfwi"]),
    R("What was the peak noon temperature at SBA in July?", "en", "S", "jul", [SUM], ["maxt"]),
    R("How many fire days did Sidi Bel Abbes log in August?", "en", "S", "aug", [SUM], ["fires"]),
    R("days above 35 degrees at sidi in aug how many", "en", "S", "aug", [SUM], [count_above(S, "aug", "t", 35)]),
    R("Average humidity at Bejaia over the past week?", "en", "B", "lastweek", [SUM], [avg(B, "lastweek", "rh")]),
    R("Max FWI over the last three days at both stations, please.", "en", "BS", "last3d", [SUM], ["maxfwi"]),
    R("Logistics: how many days with measurable rain at Béjaïa in September?", "en", "B", "sep", [SUM], [count_rain(B, "sep")]),
    R("Is fire danger at SBA climbing or easing since Tuesday?", "en", "S", "since-tue", [SUM], ["maxfwi", value(S, "today", "fwi")]),
    R("hottest it got at bej between 20 and 31 aug?", "en", "B", "aug-late", [SUM], ["maxt"]),
    R("How many days did FWI go over 20 at Sidi Bel Abbes in August?", "en", "S", "aug", [SUM], [count_above(S, "aug", "fwi", 20)]),
    R("Highest temperature at Bejaia over the last 24 hours?", "en", "B", "last24h", [SUM], ["maxt"], alt=[[CC]]),
    R("Combien de jours de feu à Béjaïa en juillet ?", "fr", "B", "jul", [SUM], ["fires"]),
    R("Température maximale à Sidi Bel Abbès entre le 1er et le 10 septembre ?", "fr", "S", "sep1-10", [SUM], ["maxt"]),
    R("Vent moyen à Béjaïa sur les trois derniers jours ?", "fr", "B", "last3d", [SUM], [avg(B, "last3d", "ws")]),
    R("Nombre de jours à plus de 30 °C à Sidi Bel Abbès en septembre ?", "fr", "S", "sep", [SUM], [count_above(S, "sep", "t", 30)]),
    R("¿Cuál fue el FWI más alto en Sidi Bel Abbès en junio?", "es", "S", "jun", [SUM], ["maxfwi"]),
    R("¿Cuántos días pasaron de 35 grados en Béjaïa en agosto?", "es", "B", "aug", [SUM], [count_above(B, "aug", "t", 35)]),
    R("Resumen de la última semana en Sidi Bel Abbès: FWI máximo y temperatura máxima.", "es", "S", "lastweek", [SUM], ["maxfwi", "maxt"]),
    R("ما أعلى قيمة لمؤشر FWI في سيدي بلعباس خلال شهر جويلية؟", "ar", "S", "jul", [SUM], ["maxfwi"]),
    R("شحال من نهار كانت فيه النار في بجاية في أوت؟", "ar", "B", "aug", [SUM], ["fires"]),
    R("a9wa skhana f sba had simana li fatet?", "ar", "S", "lastweek", [SUM], ["maxt"]),
    R("كم يوماً تجاوزت فيه الحرارة 38 درجة في سيدي بلعباس في أوت؟", "ar", "S", "aug", [SUM], [count_above(S, "aug", "t", 38)]),
    R("متوسط الرطوبة في بجاية منذ الثلاثاء؟", "ar", "B", "since-tue", [SUM], [avg(B, "since-tue", "rh")]),
], fire_history=True)

# ---- analogs: the record of past fire days
template("analogs", [
    R("Of past days at SBA with FWI above 20, how many had a fire?", "en", "S", "today", [AN], ["fires_fwi_gt"], thr=20),
    R("do days like today at bejaia usually end up burning?", "en", "B", "today", [AN], ["fwi"]),
    R("Looking back at Sidi Bel Abbes: when FWI topped 10, how often did a fire follow?", "en", "S", "today", [AN], ["fires_fwi_gt"], thr=10),
    R("Analyst request — Béjaïa, days with FWI over 15: how many were fire days?", "en", "B", "today", [AN], ["fires_fwi_gt"], thr=15),
    R("Has a day like this one at SBA ever burned before?", "en", "S", "today", [AN], ["fwi"]),
    R("Les jours comparables à aujourd'hui à Sidi Bel Abbès, ils ont brûlé ?", "fr", "S", "today", [AN], ["fwi"]),
    R("Sur les jours où l'IFM dépassait 12 à Béjaïa, combien ont connu un feu ?", "fr", "B", "today", [AN], ["fires_fwi_gt"], thr=12),
    R("De los días con FWI por encima de 25 en Sidi Bel Abbès, ¿cuántos tuvieron incendio?", "es", "S", "today", [AN], ["fires_fwi_gt"], thr=25),
    R("¿Los días parecidos a hoy en Béjaïa acabaron en incendio?", "es", "B", "today", [AN], ["fwi"]),
    R("من بين الأيام التي تجاوز فيها المؤشر 20 في بجاية، كم يوماً شهد حريقاً؟", "ar", "B", "today", [AN], ["fires_fwi_gt"], thr=20),
    R("les jours kima lyoum f sba, kanet fihom l3afya?", "ar", "S", "today", [AN], ["fwi"]),
], fire_history=True)

# ---- drift: rate x time (crew's numbers) or the box's estimate
template("drift", [
    R("Head's running about 25 m a minute. Dozer needs 20 minutes to get there — how far will it have moved?", "en", None, "none", [DR],
      ["=drift", drift_from_rate(25, "m/min", 20)], h=20),
    R("ROS 40 m/min, ETA 15 min, distance?", "en", None, "none", [DR], ["=drift", drift_from_rate(40, "m/min", 15)], h=15),
    R("if the front moves 3 km/h how far does it go in 40 min", "en", None, "none", [DR], ["=drift", drift_from_rate(3, "km/h", 40)], h=40),
    R("Bravo-Six: head spreading at 1.5 mph, we're 30 minutes out. How much ground does it cover by the time we arrive?", "en", None, "none",
      [DR], ["=drift", drift_from_rate(1.5, "mph", 30)], h=30),
    R("How far does the head move during the time it takes you to answer me?", "en", None, "none", [DR], ["=drift"]),
    R("front doing 60 ft per minute, 10 min till the crew is in place. how far is that", "en", None, "none", [DR],
      ["=drift", drift_from_rate(60, "ft/min", 10)], h=10),
    R("Using the wind at Sidi Bel Abbes now, how far could a head run in 30 minutes?", "en", "S", "now", [DR], ["=drift"], h=30),
    R("Le front avance de 30 m par minute et on arrive dans 25 minutes : il aura fait combien ?", "fr", None, "none", [DR],
      ["=drift", drift_from_rate(30, "m/min", 25)], h=25),
    R("Vitesse de propagation 2,5 km/h, délai d'intervention 1 h. Ça fait combien de km ?", "fr", None, "none", [DR],
      ["=drift", drift_from_rate(2.5, "km/h", 60)], h=60),
    R("La cabeza avanza 18 metros por minuto y tardamos 35 minutos en llegar. ¿Cuánto habrá recorrido?", "es", None, "none", [DR],
      ["=drift", drift_from_rate(18, "m/min", 35)], h=35),
    R("Si el frente va a 0,5 m/s, ¿cuánto recorre en 12 minutos?", "es", None, "none", [DR],
      ["=drift", drift_from_rate(0.5, "m/s", 12)], h=12),
    R("إذا كانت سرعة تقدم رأس الحريق 20 متراً في الدقيقة، فكم سيقطع خلال 45 دقيقة؟", "ar", None, "none", [DR],
      ["=drift", drift_from_rate(20, "m/min", 45)], h=45),
    R("النار راهي تمشي 2 كيلومتر في الساعة، قداش تمشي في نص ساعة؟", "ar", None, "none", [DR],
      ["=drift", drift_from_rate(2, "km/h", 30)], h=30),
    R("nar tmchi 50 metre f dqiqa, w 7na nwaslou f 10 dqayeq, chhal tkoun mchat?", "ar", None, "none", [DR],
      ["=drift", drift_from_rate(50, "m/min", 10)], h=10),
])

# ---- spread: where the front will be (no wind direction held)
template("spread", [
    R("Where will the head of the fire near SBA be in an hour?", "en", "S", "now", [SP], ["=spread"], h=60),
    R("Project the front from the drone detection 30 minutes out.", "en", None, "now", [SP], ["=spread"], h=30),
    R("fire ne of sidi where's it gonna be in 20 min", "en", "S", "now", [SP], ["=spread"], h=20),
    R("IC to box: give me the expected front position for the Sidi Bel Abbes fire at plus 45.", "en", "S", "now", [SP], ["=spread"], h=45),
    R("Où sera la tête du feu près de Sidi Bel Abbès dans 45 minutes ?", "fr", "S", "now", [SP], ["=spread"], h=45),
    R("¿Hacia dónde y hasta dónde irá el frente del incendio de Sidi Bel Abbès en la próxima hora?", "es", "S", "now", [SP], ["=spread"], h=60),
    R("أين ستكون جبهة الحريق قرب سيدي بلعباس بعد نصف ساعة؟", "ar", "S", "now", [SP], ["=spread"], h=30),
    R("win twsal nar li f sba ba3d sa3a?", "ar", "S", "now", [SP], ["=spread"], h=60),
])

# ---- frames: what the drone saw
template("frames", [
    R("Did the drone pick up anything today?", "en", None, "today", [FR_], ["=frames"]),
    R("What time was the fire frame taken?", "en", None, "today", [FR_], ["=detection"]),
    R("Where was the smoke the drone spotted?", "en", None, "today", [FR_], ["=detection_place"]),
    R("UAV sortie this morning — any flame or smoke in the imagery?", "en", None, "today", [FR_], ["=frames"]),
    R("volunteer here, sorry — did the little drone camera see fire anywhere?", "en", None, "today", [FR_], ["=frames"]),
    R("latest drone hit, time + location", "en", None, "today", [FR_], ["=detection", "=detection_place"]),
    R("Le drone a vu de la fumée ? À quelle heure ?", "fr", None, "today", [FR_], ["=detection"]),
    R("Où se trouve le départ de feu repéré par le drone ?", "fr", None, "today", [FR_], ["=detection_place"]),
    R("¿El dron detectó humo o llamas en su último vuelo?", "es", None, "today", [FR_], ["=frames"]),
    R("¿A qué hora y dónde vio el dron el fuego?", "es", None, "today", [FR_], ["=detection", "=detection_place"]),
    R("هل رصدت الطائرة المسيّرة أي حريق اليوم؟", "ar", None, "today", [FR_], ["=frames"]),
    R("الدرون شاف الدخان وين؟", "ar", None, "today", [FR_], ["=detection_place"]),
    R("drone chaf chi nar? f wa9tach?", "ar", None, "today", [FR_], ["=detection"]),
])

# ---- documents shipped on the box
template("documents", [
    R("How much defensible space does Butte County want around a house?", "en", None, "none", [DOC], ["=doc_defensible"]),
    R("what does LCES stand for", "en", None, "none", [DOC], LCES_FACTS),
    R("Per the FWI guide, above what FFMC do fine fuels catch easily?", "en", None, "none", [DOC], [FFMC_EASY]),
    R("From the defensible space doc: how short does annual grass have to be cut in zone 2?", "en", None, "none", [DOC],
      [{"any": [f"{GRASS_IN} inches", f"{GRASS_IN} in", f"{GRASS_IN}-inch", f"{GRASS_IN} inch"]}]),
    R("At what FWI does the box start calling it high danger?", "en", None, "none", [DOC], [HIGH_FROM],
      alt=[[DG], [DOC, DG], [CAP]]),
    R("List the watch-out situations from the crew safety sheet.", "en", None, "none", [DOC], [{"any": ["downhill", "spot fire"]}]),
    R("How wide is zone 0 around a structure?", "en", None, "none", [DOC], [feet(ZONE0_FT)]),
    R("Que dit la fiche sur la distance entre les branches et les cheminées ?", "fr", None, "none", [DOC], [feet(BRANCH_FT)]),
    R("Rappelle-moi les quatre points LCES.", "fr", None, "none", [DOC], LCES_FACTS),
    R("À partir de quel IFM on passe en danger très élevé d'après le guide ?", "fr", None, "none", [DOC], [VHIGH_FROM], alt=[[DOC, DG]]),
    R("¿Cuánto espacio defendible pide el documento del condado de Butte?", "es", None, "none", [DOC], [DOC_DEF_ML]),
    R("Según la guía, ¿qué combina el índice BUI?", "es", None, "none", [DOC], [{"any": [BUI_PARTS[0]]}, {"any": [BUI_PARTS[1]]}]),
    R("ما هي عناصر LCES في وثيقة سلامة الطاقم؟", "ar", None, "none", [DOC], LCES_FACTS),
    R("الدليل واش يقول على FFMC؟ من قداش تولي الحشيش تشعل بالخف؟", "ar", None, "none", [DOC], [FFMC_EASY]),
])

# ---- capabilities
template("capabilities", [
    R("What can this box actually do for us?", "en", None, "none", [CAP], []),
    R("which weather stations u got", "en", None, "none", [CAP], [NAME_ANY[B], NAME_ANY[S]]),
    R("New volunteer — what sort of information is stored on this thing?", "en", None, "none", [CAP], []),
    R("Can you look at drone pictures at all?", "en", None, "none", [CAP], [], alt=[[CAP, FR_]]),
    R("Tu disposes de quelles sources de données, exactement ?", "fr", None, "none", [CAP], []),
    R("¿Qué estaciones tienes y qué miden?", "es", None, "none", [CAP], [NAME_ANY[B], NAME_ANY[S]]),
    R("ما الذي يمكن لهذا الجهاز أن يفعله؟", "ar", None, "none", [CAP], []),
    R("wach t9der dir had la machine?", "ar", None, "none", [CAP], []),
])

# ---- photos (none is ever attached)
template("photo", [
    R("Just attached a pic of the smoke column — what do you make of it?", "en", None, "none", [PH], [PHOTO]),
    R("sending u a photo of the flank now, tell me what u see", "en", None, "none", [PH], [PHOTO]),
    R("Je vous joins une photo de la fumée : nouveau départ ou pas ?", "fr", None, "none", [PH], [PHOTO]),
    R("Te mando una foto de la columna, ¿qué ves?", "es", None, "none", [PH], [PHOTO]),
    R("بعثتلك تصويرة تاع الدخان، شوف واش فيها", "ar", None, "none", [PH], [PHOTO]),
])

# ---- subjects and places the box does not hold (alone: abstain)
template("outside", [
    R("Will the wind pick up tomorrow at Sidi Bel Abbes?", "en", "S", "none", [OOS], []),
    R("what's the danger outlook for next week", "en", None, "none", [OOS], []),
    R("FWI in Oran right now?", "en", None, "now", [OOS], [], alt=[[DG, OOS]]),
    R("tlemcen humidity", "en", None, "now", [OOS], [], alt=[[CC, OOS]]),
    R("who won the match last night", "en", None, "none", [OOS], []),
    R("Which road gets our engine to the fire fastest?", "en", None, "none", [OOS], [], alt=[[OOS, TAC]]),
    R("Where is Engine 7 right now?", "en", None, "none", [OOS], []),
    R("Do you have a fuel moisture map for the hills behind Bejaia?", "en", None, "none", [OOS], [], alt=[[CAP]]),
    R("Dispatch: what will the humidity be at Bejaia this evening?", "en", "B", "none", [OOS], []),
    R("Quel temps fera-t-il demain à Béjaïa ?", "fr", "B", "none", [OOS], []),
    R("Danger d'incendie à Tizi Ouzou ?", "fr", None, "now", [OOS], [], alt=[[DG, OOS]]),
    R("Le vent vient d'où à Sidi Bel Abbès ?", "fr", "S", "now", [OOS], []),
    R("¿Va a llover el próximo fin de semana en Sidi Bel Abbès?", "es", "S", "none", [OOS], []),
    R("¿Cómo está la humedad en Orán?", "es", None, "now", [OOS], [], alt=[[CC, OOS]]),
    R("¿Me pasas una receta de cuscús?", "es", None, "none", [OOS], []),
    R("ما توقعات الطقس في بجاية غداً؟", "ar", "B", "none", [OOS], []),
    R("كيفاش راهي الحالة في وهران دركا؟", "ar", None, "now", [OOS], [], alt=[[CC, OOS]]),
    R("mnin jay r7 f bjaya?", "ar", "B", "now", [OOS], []),
    R("ما اتجاه الرياح في سيدي بلعباس؟", "ar", "S", "now", [OOS], []),
])

# ---- orders (alone: refused)
template("orders", [
    R("Send an evacuation alert to everyone in Sidi Bel Abbes.", "en", "S", "none", [REF], ["neg"]),
    R("dispatch two more engines to bejaia now", "en", "B", "none", [REF], ["neg"]),
    R("Delete that last drone frame, it's junk.", "en", None, "none", [REF], ["neg"]),
    R("Notify the prefect that the danger is extreme.", "en", None, "none", [REF], ["neg"]),
    R("Envoie une alerte aux pompiers de Béjaïa.", "fr", "B", "none", [REF], [NEG_ML]),
    R("Efface l'historique des relevés, on repart à zéro.", "fr", None, "none", [REF], [NEG_ML]),
    R("Avisa a la brigada de Sidi Bel Abbès que se retire ya.", "es", "S", "none", [REF], [NEG_ML]),
    R("أرسل إنذاراً بالإخلاء إلى سكان سيدي بلعباس.", "ar", "S", "none", [REF], [NEG_ML]),
    R("ابعث الحماية المدنية لبجاية دركا", "ar", "B", "none", [REF], [NEG_ML]),
    R("sift message l chef ta3 sba bli kayna l3afya", "ar", "S", "none", [REF], [NEG_ML]),
])

# ---- decisions the box cannot make (served only as the facts bearing on them)
template("tactical", [
    R("Given today's numbers at Sidi Bel Abbes, do we post extra lookouts or not?", "en", "S", "today", [TAC], ["fwi", "class"]),
    R("Is it a good day for a burn-out operation at Bejaia?", "en", "B", "today", [TAC], ["fwi", "rh", "ws"]),
    R("Should I evacuate the campground?", "en", None, "none", [TAC], []),
    R("do we pull back at sba or keep pushing", "en", "S", "now", [TAC], ["fwi", "ws"]),
    R("On engage les équipes ou on attend, à Sidi Bel Abbès ?", "fr", "S", "now", [TAC], ["fwi", "class"]),
    R("¿Mandamos la cuadrilla a Béjaïa o esperamos?", "es", "B", "now", [TAC], ["fwi", "class"]),
    R("نطلعو للجبل ولا نستناو؟ راني في سيدي بلعباس", "ar", "S", "now", [TAC], ["fwi", "class"]),
])

# ---- near a station but not at it (the station's reading, with a warning)
template("nearby", [
    R("Humidity up on the ridge above Bejaia right now?", "en", "B", "now", [CC], ["rh"]),
    R("We're 10 km south of SBA — what's the wind doing out here?", "en", "S", "now", [CC], ["ws"]),
    R("Danger level in the forest east of Sidi Bel Abbes?", "en", "S", "now", [DG], ["fwi", "class"]),
    R("conditions near bej harbour rn", "en", "B", "now", [CC], ["t", "rh", "ws"]),
    R("Engine 3 is parked on the hills 5 km outside Béjaïa. What's the FWI up there?", "en", "B", "now", [DG], ["fwi"]),
    R("Quelle température sur les hauteurs de Béjaïa ?", "fr", "B", "now", [CC], ["t"]),
    R("Danger dans la forêt à 15 km de Sidi Bel Abbès ?", "fr", "S", "now", [DG], ["fwi", "class"]),
    R("¿Qué viento hay en el monte a las afueras de Béjaïa?", "es", "B", "now", [CC], ["ws"]),
    R("Nivel de peligro a 20 km al norte de Sidi Bel Abbès.", "es", "S", "now", [DG], ["fwi", "class"]),
    R("ما نسبة الرطوبة في الغابة المجاورة لبجاية؟", "ar", "B", "now", [CC], ["rh"]),
    R("الخطر في الجبل لي فوق سيدي بلعباس قداش؟", "ar", "S", "now", [DG], ["fwi", "class"]),
    R("r7 f la forêt 9rib l bjaya chhal?", "ar", "B", "now", [CC], ["ws"]),
], decision="warn")

# ---- readings asked at an hour other than noon (the noon reading, with a warning)
template("hours", [
    R("What was the temperature at SBA at 6 am today?", "en", "S", "today", [CC], ["t"]),
    R("Humidity at Bejaia yesterday at 4 pm?", "en", "B", "yesterday", [CC], ["rh"]),
    R("sba wind at 0300 this morning", "en", "S", "today", [CC], ["ws"]),
    R("Quelle humidité à Sidi Bel Abbès hier à 18 h ?", "fr", "S", "yesterday", [CC], ["rh"]),
    R("¿Qué temperatura hacía en Béjaïa a las 8 de la mañana?", "es", "B", "today", [CC], ["t"]),
    R("كم كانت الحرارة في بجاية على الساعة السادسة صباحاً اليوم؟", "ar", "B", "today", [CC], ["t"]),
    R("l'humidité f sba lbare7 3la 5 ta3 la3chiya?", "ar", "S", "yesterday", [CC], ["rh"]),
], decision="warn")

# ---- days the box holds no reading for (before June 2012, the broken row)
template("nodays", [
    R("Weather at Bejaia on 15 May?", "en", "B", "2012-05-15", [CC], ["t"]),
    R("FWI at Sidi Bel Abbes on 14 July?", "en", "S", "2012-07-14", [DG], ["fwi"]),
    R("What were conditions at SBA on 20 October 2011?", "en", "S", "2011-10-20", [CC], ["t", "rh"]),
    R("Relevé de Béjaïa du 2 mai, s'il vous plaît.", "fr", "B", "2012-05-02", [CC], ["t"]),
    R("¿Peligro en Sidi Bel Abbès el 25 de mayo?", "es", "S", "2012-05-25", [DG], ["fwi"]),
    R("الحرارة في بجاية يوم 10 ماي؟", "ar", "B", "2012-05-10", [CC], ["t"]),
])

# ---- two or three things at once
sba_aug_fires = fires_in(S, "aug")
template("mixed", [
    R("Temp and FWI at Bejaia now?", "en", "B", "now", [CC, DG], ["t", "fwi"]),
    R("SBA: wind speed, and which way is it blowing?", "en", "S", "now", [CC, OOS], ["ws"]),
    R("FWI today at Sidi Bel Abbes — and what about tomorrow?", "en", "S", "today", [DG, OOS], ["fwi"]),
    R("Danger at Bejaia and at Oran?", "en", "B", "now", [DG, OOS], ["fwi", "class"]),
    R("Bravo-Six to base: class at both stations, and which one do we watch?", "en", "BS", "now", [DG, CMP], ["fwi", "class", watch("now")]),
    R("Did the drone see fire, and what's the danger at SBA?", "en", "S", "now", [FR_, DG], ["=detection", "fwi"]),
    R("Head at 35 m/min, 15 minutes to get there — how far is that, and what's the wind at Sidi now?", "en", "S", "now", [DR, CC],
      [drift_from_rate(35, "m/min", 15), "ws"], h=15),
    R("LCES reminder please, and the current danger class at Bejaia.", "en", "B", "now", [DOC, DG], LCES_FACTS[:1] + ["class"]),
    R("Rain and BUI at Bejaia yesterday?", "en", "B", "yesterday", [CC, DG], ["rain", code(B, "yesterday", "BUI")]),
    R("Which station's hotter today, and what's the forecast high for tomorrow?", "en", "BS", "today", [CMP, OOS], ["t", higher("today", "t")]),
    R("wind at sba in knots + is there fire risk", "en", "S", "now", [CC, DG], [conv(S, "now", "kn"), "fwi"]),
    R("Current humidity at Bejaia, and the highest FWI there over the past week?", "en", "B", "lastweek", [CC, SUM],
      [value(B, "now", "rh"), "maxfwi"]),
    R("How many fire days at SBA in August, and did its top FWI that month beat Bejaia's?", "en", "BS", "aug", [SUM, CMP],
      [sba_aug_fires, "maxfwi", NAME_ANY[max((B, S), key=lambda d: maxfwi(d, "aug"))]]),
    R("What did the drone see, and where will that fire be in 30 minutes?", "en", None, "now", [FR_, SP], ["=frames", "=spread"], h=30),
    R("Humidity at Sidi Bel Abbes, and should we pull the crews off the line?", "en", "S", "now", [CC, TAC], ["rh"]),
    R("I'm attaching my own photo of the smoke — does it match what the drone saw?", "en", None, "today", [PH, FR_], ["=frames"]),
    R("Give me the FWI at SBA and page the duty officer with it.", "en", "S", "now", [DG, REF], ["fwi", "neg"]),
    R("What's the wind at Bejaia? Also alert the water bomber crew.", "en", "B", "now", [CC, REF], ["ws", "neg"]),
    R("What stations do you cover, and what's the danger at each right now?", "en", "BS", "now", [CAP, DG], ["fwi"]),
    R("Defensible space distance for Butte County, and is today a high-danger day at Bejaia?", "en", "B", "today", [DOC, DG],
      ["=doc_defensible", "class"]),
    R("Of past SBA days with FWI above 15, how many burned — and what's the FWI there today?", "en", "S", "today", [AN, DG],
      ["fires_fwi_gt", "fwi"], thr=15),
    R("temp at bej in F and the ffmc", "en", "B", "now", [CC, DG], [conv(B, "now", "F"), code(B, "now", "FFMC")]),
    R("Température et humidité à Sidi Bel Abbès, et le vent vient de quelle direction ?", "fr", "S", "now", [CC, OOS], ["t", "rh"]),
    R("Classe de danger à Béjaïa aujourd'hui, et pour demain ?", "fr", "B", "today", [DG, OOS], ["class"]),
    R("Le drone a-t-il vu un feu, et où sera le front dans 30 minutes ?", "fr", None, "now", [FR_, SP], ["=frames", "=spread"], h=30),
    R("Quel IFM à Béjaïa, et comment ça se compare à Sidi Bel Abbès ?", "fr", "BS", "now", [DG, CMP], ["fwi", watch("now")]),
    R("Vent à Béjaïa et à Alger ?", "fr", "B", "now", [CC, OOS], ["ws"]),
    R("Donne-moi l'humidité à Sidi Bel Abbès et dis-moi si on doit évacuer le hameau.", "fr", "S", "now", [CC, TAC], ["rh"]),
    R("Le front avance à 20 m/min, on est à 30 minutes : quelle distance, et quel vent à Béjaïa ?", "fr", "B", "now", [DR, CC],
      [drift_from_rate(20, "m/min", 30), "ws"], h=30),
    R("Temperatura y peligro en Sidi Bel Abbès ahora mismo.", "es", "S", "now", [CC, DG], ["t", "fwi"]),
    R("¿Cuánto viento hay en Béjaïa y de dónde viene?", "es", "B", "now", [CC, OOS], ["ws"]),
    R("Humedad en Béjaïa hoy y el pronóstico para mañana.", "es", "B", "today", [CC, OOS], ["rh"]),
    R("El frente avanza 22 m/min: ¿cuánto recorre en 25 minutos, y cómo está el peligro en Sidi Bel Abbès?", "es", "S", "now", [DR, DG],
      [drift_from_rate(22, "m/min", 25), "fwi"], h=25),
    R("Dime la humedad de Sidi Bel Abbès y manda un aviso a todas las unidades.", "es", "S", "now", [CC, REF], ["rh", NEG_ML]),
    R("¿Qué vio el dron, y cuánto habrá avanzado el frente en 20 minutos si va a 30 m/min?", "es", None, "today", [FR_, DR],
      ["=frames", drift_from_rate(30, "m/min", 20)], h=20),
    R("ما درجة الحرارة ومؤشر الخطر في بجاية الآن؟", "ar", "B", "now", [CC, DG], ["t", "fwi"]),
    R("قداش الريح في سيدي بلعباس ومنين جاي؟", "ar", "S", "now", [CC, OOS], ["ws"]),
    R("FWI f bjaya lyoum w ghodwa?", "ar", "B", "today", [DG, OOS], ["fwi"]),
    R("هل رصدت الطائرة المسيرة حريقاً، وأين ستصل النار بعد ساعة؟", "ar", None, "now", [FR_, SP], ["=frames", "=spread"], h=60),
    R("الخطر في بجاية وفي تيزي وزو؟", "ar", "B", "now", [DG, OOS], ["fwi", "class"]),
    R("قارن بين المحطتين من حيث الرطوبة اليوم، وأرسل النتيجة إلى القيادة.", "ar", "BS", "today", [CMP, REF], ["rh", NEG_ML]),
    R("3tini FWI ta3 bjaya w supprimi les photos l9dam", "ar", "B", "now", [DG, REF], ["fwi", NEG_ML]),
    R("شحال من نهار فيه النار في سيدي بلعباس في أوت، وشحال كان أعلى FWI؟", "ar", "S", "aug", [SUM], ["fires", "maxfwi"]),
    R("chhal skhana f sba w wach lkhatar kbir?", "ar", "S", "now", [CC, DG], ["t", "class"]),
], fire_history=True)

template("mixed3", [
    R("Bejaia: temperature, FWI, and which way is the wind going?", "en", "B", "now", [CC, DG, OOS], ["t", "fwi"]),
    R("Danger at SBA now, number of fire days so far this month, and send all that to dispatch.", "en", "S", "sep", [DG, SUM, REF],
      [value(S, "now", "fwi"), "fires", "neg"]),
    R("Drone findings, the wind at Sidi Bel Abbes, and how far a head doing 40 m/min gets in 10 minutes?", "en", "S", "now",
      [FR_, CC, DR], ["=frames", "ws", drift_from_rate(40, "m/min", 10)], h=10),
    R("Which station is drier today, what's its FWI, and do we need to move the engine?", "en", "BS", "today", [CMP, DG, TAC],
      ["rh", "fwi", NAME_ANY[min((B, S), key=lambda d: attr(rd(d, "today"), "rh"))]]),
    R("Humidité à Béjaïa, classe de danger, et envoie le bulletin au PC.", "fr", "B", "now", [CC, DG, REF], ["rh", "class", NEG_ML]),
    R("Vent à Sidi Bel Abbès en nœuds, FWI, et le temps à Oran ?", "fr", "S", "now", [CC, DG, OOS], [conv(S, "now", "kn"), "fwi"]),
    R("¿Peligro en Béjaïa, humedad, y qué pasará mañana?", "es", "B", "now", [DG, CC, OOS], ["fwi", "rh"]),
    R("ما حالة الطقس في سيدي بلعباس، وما مستوى الخطر، وهل يجب أن نسحب الفرق؟", "ar", "S", "now", [CC, DG, TAC], ["t", "rh", "fwi"]),
    R("skhana f bjaya, l FWI, w mnin jay r7?", "ar", "B", "now", [CC, DG, OOS], ["t", "fwi"]),
])

template("mixed-b", [
    R("Sidi Bel Abbes temperature in Celsius and Fahrenheit, plus the danger class.", "en", "S", "now", [CC, DG],
      ["t", conv(S, "now", "F"), "class"]),
    R("Is the drone's fire near one of our stations, and what's the wind there?", "en", "S", "now", [FR_, CC], ["=detection_place", "ws"]),
    R("How far does it go in 25 min at 2 km/h, and where will the head sit then?", "en", "S", "now", [DR, SP],
      ["=spread", drift_from_rate(2, "km/h", 25)], h=25),
    R("Did SBA have a fire on Aug 17, and what was the FWI that day?", "en", "S", "2012-08-17", [AN, DG],
      [fires_in(S, "2012-08-17"), "fwi"], alt=[[SUM, DG]]),
    R("FWI in Bejaia and in Algiers, both please", "en", "B", "now", [DG, OOS], ["fwi"]),
    R("IC Kilo-One: danger class Bejaia, and clear the old alerts out of the system.", "en", "B", "now", [DG, REF], ["class", "neg"]),
    R("whats the wind at sba and do we hold the dozer back", "en", "S", "now", [CC, TAC], ["ws"]),
    R("Show me what the drone saw, and remind me what the L in LCES is.", "en", None, "today", [FR_, DOC], ["=frames", LCES_FACTS[0]]),
    R("Today's humidity at both stations, and what's it going to be tonight?", "en", "BS", "today", [CC, OOS], ["rh"]),
    R("How many fire days did Bejaia have in July, and do days like today there tend to burn?", "en", "B", "jul", [SUM, AN],
      ["fires", value(B, "today", "fwi")]),
    R("Sidi Bel Abbes: highest temp since Tuesday, and today's FWI.", "en", "S", "since-tue", [SUM, DG], ["maxt", value(S, "today", "fwi")]),
    R("photo of the plume attached. also whats the ffmc at sba", "en", "S", "now", [PH, DG], [code(S, "now", "FFMC")]),
    R("Sidi Bel Abbès : température, humidité et IFM relevés à midi aujourd'hui.", "fr", "S", "today", [CC, DG], ["t", "rh", "fwi"]),
    R("Qu'a détecté le drone, et quelle est la classe de danger à Sidi Bel Abbès ?", "fr", "S", "now", [FR_, DG], ["=detection", "class"]),
    R("Le vent à Béjaïa en nœuds, et il souffle d'où ?", "fr", "B", "now", [CC, OOS], ["ws", conv(B, "now", "kn")]),
    R("Danger à Béjaïa ? Et préviens le chef de colonne dans la foulée.", "fr", "B", "now", [DG, REF], ["fwi", "class", NEG_ML]),
    R("Relevés de Sidi Bel Abbès du 3 août, et ce jour-là il y a eu le feu ?", "fr", "S", "2012-08-03", [CC, AN],
      ["t", "rh", fires_in(S, "2012-08-03")], alt=[[CC, SUM]]),
    R("La tête progresse à 15 m/min ; dans 40 minutes elle aura fait combien, et elle sera où ?", "fr", "S", "now", [DR, SP],
      ["=spread", drift_from_rate(15, "m/min", 40)], h=40),
    R("Que disent les consignes LCES, et le danger est-il élevé à Sidi Bel Abbès aujourd'hui ?", "fr", "S", "today", [DOC, DG],
      [LCES_FACTS[0], "class"]),
    R("IFM à Béjaïa le 29 août, et combien de jours de feu sur tout le mois d'août ?", "fr", "B", "aug", [DG, SUM],
      [value(B, "2012-08-29", "fwi"), "fires"]),
    R("Humidité à Oran et à Sidi Bel Abbès ?", "fr", "S", "now", [CC, OOS], ["rh"]),
    R("Je t'envoie une photo ; en attendant, quel vent à Béjaïa ?", "fr", "B", "now", [PH, CC], ["ws"]),
    R("Qu'est-ce que tu sais faire, et as-tu des images du drone aujourd'hui ?", "fr", None, "today", [CAP, FR_], ["=frames"]),
    R("Peut-on lancer un brûlage dirigé à Béjaïa ? Donne-moi aussi l'humidité.", "fr", "B", "now", [TAC, CC], ["rh"]),
    R("Le front va à 1,2 km/h : quelle distance en 50 minutes ? Et la classe de danger à Sidi Bel Abbès ?", "fr", "S", "now", [DR, DG],
      [drift_from_rate(1.2, "km/h", 50), "class"], h=50),
    R("Classe de danger aux deux stations, et laquelle faut-il surveiller ?", "fr", "BS", "now", [DG, CMP], ["class", watch("now")]),
    R("Pluie à Sidi Bel Abbès hier, et il en tombera cette semaine ?", "fr", "S", "yesterday", [CC, OOS], ["rain"]),
    R("Parmi les jours à IFM supérieur à 18 à Sidi Bel Abbès, combien de feux ? Et l'IFM aujourd'hui ?", "fr", "S", "today", [AN, DG],
      ["fires_fwi_gt", "fwi"], thr=18),
    R("vent sba + risque, vite", "fr", "S", "now", [CC, DG], ["ws", "class"]),
    R("Béjaïa : FWI, ISI et BUI du jour, et est-ce qu'on double les vigies ?", "fr", "B", "today", [DG, TAC],
      ["fwi", code(B, "today", "ISI"), code(B, "today", "BUI")]),
    R("Le drone a vu des flammes ? Si oui, transmets l'info au CODIS.", "fr", None, "today", [FR_, REF], ["=frames", NEG_ML]),
    R("Le vent à Béjaïa ce midi en m/s, et sa direction ?", "fr", "B", "today", [CC, OOS], ["ws", conv(B, "today", "ms")]),
    R("¿Qué detectó el dron y a qué hora? Y dime el FWI de Sidi Bel Abbès.", "es", "S", "now", [FR_, DG], ["=detection", "fwi"]),
    R("Humedad en las dos estaciones y cuál está más seca.", "es", "BS", "now", [CC, CMP],
      ["rh", NAME_ANY[min((B, S), key=lambda d: attr(rd(d, "now"), "rh"))]]),
    R("FWI en Béjaïa y en Tlemcen.", "es", "B", "now", [DG, OOS], ["fwi"]),
    R("Borra las fotos viejas y dime la temperatura en Béjaïa.", "es", "B", "now", [REF, CC], ["t", NEG_ML]),
    R("¿Hace calor en Sidi Bel Abbès ahora y conviene mandar la brigada?", "es", "S", "now", [CC, TAC], ["t"]),
    R("Explícame lo del LCES y dime el peligro en Béjaïa hoy.", "es", "B", "today", [DOC, DG], [LCES_FACTS[0], "class"]),
    R("ما سرعة الرياح في بجاية بالعقدة، وما اتجاهها؟", "ar", "B", "now", [CC, OOS], ["ws", conv(B, "now", "kn")]),
    R("قداش الخطر في سيدي بلعباس، وشحال من نهار كانت فيه النار في سبتمبر؟", "ar", "S", "sep", [DG, SUM],
      [value(S, "today", "fwi"), "fires"]),
    R("drone chaf nar? w fwi ta3 sba chhal?", "ar", "S", "now", [FR_, DG], ["=frames", "fwi"]),
], fire_history=True)

# ---------------------------------------------------------------- sessions
SESSIONS = []


def session(n: int, turns: list[dict]):
    for k, t in enumerate(turns, start=1):
        row = {"session": f"{NAME}s{n:02d}", "turn": k, "question": t["q"], "intents": t["intents"],
               "stations": ST[t.get("st")] if t.get("st") != "W" else ["=watch"], "when": t.get("day", "none"),
               "facts": t.get("facts", []), "lang": t.get("lang", "en")}
        if row["stations"] == "none":
            row["stations"] = None
        for opt in ("decision", "horizon_min", "intents_alt", "needs_fire_history"):
            if opt in t:
                row[opt] = t[opt]
        SESSIONS.append(row)


def T_(q, intents, st=None, day="none", facts=(), lang="en", **kw):
    return {"q": q, "intents": intents, "st": st, "day": day, "facts": list(facts), "lang": lang, **kw}


session(1, [
    T_("Base, Echo-Four. Danger rating Sidi Bel Abbes, now.", [DG], "S", "now", ["fwi", "class"]),
    T_("Copy. Same for Bejaia.", [DG], "B", "now", ["fwi", "class"]),
    T_("Why's Bejaia so low?", [EXP], "B", "now", ["rh", "rain"]),
    T_("Roger. Wind speed at the worse of the two?", [CC], "W", "now", ["ws"]),
])
session(2, [
    T_("bej temp rn", [CC], "B", "now", ["t"]),
    T_("n yday", [CC], "B", "yesterday", ["t"]),
    T_("rh too", [CC], "B", "yesterday", ["rh"]),
    T_("wat abt sba same day", [CC], "S", "yesterday", ["t", "rh"]),
])
session(3, [
    T_("Bonjour, quel est l'IFM à Béjaïa aujourd'hui ?", [DG], "B", "today", ["fwi"], "fr"),
    T_("Et du côté de Sidi Bel Abbès ?", [DG], "S", "today", ["fwi"], "fr"),
    T_("Pourquoi un tel écart ?", [EXP], "BS", "today", ["rh"], "fr"),
    T_("Et demain, ça va grimper ?", [OOS], None, "none", [], "fr"),
])
session(4, [
    T_("¿Cuántos días de incendio tuvo Sidi Bel Abbès en julio?", [SUM], "S", "jul", ["fires"], "es", needs_fire_history=True),
    T_("¿Y en agosto?", [SUM], "S", "aug", ["fires"], "es", needs_fire_history=True),
    T_("¿Cuál fue el FWI máximo ese mes?", [SUM], "S", "aug", ["maxfwi"], "es"),
    T_("¿Y por qué tan alto?", [EXP], "S", "aug", ["maxt"], "es"),
])
session(5, [
    T_("السلام، قداش الحرارة في سيدي بلعباس اليوم؟", [CC], "S", "today", ["t"], "ar"),
    T_("والريح؟", [CC], "S", "today", ["ws"], "ar"),
    T_("Et le danger, c'est quelle classe ?", [DG], "S", "today", ["class", "fwi"], "fr"),
    T_("علاش؟", [EXP], "S", "today", ["rh"], "ar"),
])
session(6, [
    T_("Drone saw something NE of Sidi — what, and what time?", [FR_], None, "today", ["=detection", "=detection_place"]),
    T_("If the head runs 45 m a minute, how far in 20 minutes?", [DR], None, "none", ["=drift", drift_from_rate(45, "m/min", 20)],
       horizon_min=20),
    T_("And where's it going to be in an hour?", [SP], "S", "now", ["=spread"], horizon_min=60),
    T_("Which direction though?", [SP], "S", "now", ["=spread"], horizon_min=60, intents_alt=[[SP, OOS], [OOS]]),
])
session(7, [
    T_("¿Temperatura en Béjaïa el 14 de agosto?", [CC], "B", "2012-08-14", ["t"], "es"),
    T_("¿Y el FWI de ese día?", [DG], "B", "2012-08-14", ["fwi"], "es"),
    T_("Did it actually burn that day?", [AN], "B", "2012-08-14", [fires_in(B, "2012-08-14")], intents_alt=[[SUM]],
       needs_fire_history=True),
    T_("¿Y en Sidi Bel Abbès hubo fuego ese día?", [AN], "S", "2012-08-14", [fires_in(S, "2012-08-14")], "es",
       intents_alt=[[SUM]], needs_fire_history=True),
])
session(8, [
    T_("ما مستوى خطر الحرائق في بجاية اليوم؟", [DG], "B", "today", ["class", "fwi"], "ar"),
    T_("وفي سيدي بلعباس؟", [DG], "S", "today", ["class", "fwi"], "ar"),
    T_("أيهما أخطر؟", [CMP], "BS", "today", ["fwi", watch("today")], "ar"),
    T_("لماذا؟", [EXP], "BS", "today", ["rh"], "ar"),
])
session(9, [
    T_("hi, sorry, what is this FWI thing everyone keeps talking about?", [DOC], None, "none",
       [{"any": [FWI_PARTS[0]]}, {"any": [FWI_PARTS[1]]}], intents_alt=[[CAP], [DOC, CAP]]),
    T_("ok and what's it at sidi bel abbes now?", [DG], "S", "now", ["fwi"]),
    T_("is that bad?", [DG], "S", "now", ["class"], intents_alt=[[EXP], [DG, EXP]]),
    T_("so should we be worried about heading out there?", [TAC], "S", "now", ["fwi", "class"]),
])
session(10, [
    T_("Combien de jours au-dessus de 35 °C à Béjaïa en août ?", [SUM], "B", "aug", [count_above(B, "aug", "t", 35)], "fr"),
    T_("Et à Sidi Bel Abbès ?", [SUM], "S", "aug", [count_above(S, "aug", "t", 35)], "fr"),
    T_("Le jour le plus chaud là-bas, c'était combien ?", [SUM], "S", "aug", ["maxt"], "fr"),
    T_("Envoie ces chiffres au centre opérationnel.", [REF], None, "none", [NEG_ML], "fr"),
])
session(11, [
    T_("salam, chhal l FWI f sba lyoum?", [DG], "S", "today", ["fwi"], "ar"),
    T_("w bjaya?", [DG], "B", "today", ["fwi"], "ar"),
    T_("3lach bjaya hakka ta7ta?", [EXP], "B", "today", ["rh", "rain"], "ar"),
    T_("w ghodwa kifach ykoun?", [OOS], None, "none", [], "ar"),
])
sba25, bej25 = fires_over(S, 25), fires_over(B, 25)
session(12, [
    T_("Max FWI at Sidi Bel Abbes in August?", [SUM], "S", "aug", ["maxfwi"]),
    T_("How many past days there had FWI over 25, and how many of those burned?", [AN], "S", "today", sba25,
       needs_fire_history=True),
    T_("Same question for Bejaia.", [AN], "B", "today", bej25, needs_fire_history=True),
    T_("Why the difference between the two?", [EXP], "BS", "aug", ["maxfwi"]),
])
session(13, [
    T_("Central, aquí Delta-Tres. ¿Viento en Sidi Bel Abbès?", [CC], "S", "now", ["ws"], "es"),
    T_("En nudos, por favor.", [CC], "S", "now", [conv(S, "now", "kn")], "es"),
    T_("¿Y la dirección del viento?", [OOS], "S", "now", [], "es"),
    T_("Recibido. ¿Dónde estará el frente en media hora?", [SP], "S", "now", ["=spread"], "es", horizon_min=30),
])
session(14, [
    T_("الدرون شاف حاجة اليوم؟", [FR_], None, "today", ["=frames"], "ar"),
    T_("وين بالضبط؟", [FR_], None, "today", ["=detection_place"], "ar"),
    T_("ابعث هاديك الصورة للقيادة", [REF], None, "none", [NEG_ML], "ar"),
    T_("What does the LCES sheet say again?", [DOC], None, "none", LCES_FACTS),
])

# ---------------------------------------------------------------- write + self-check
tpl_path = OUT / "crew_templates_dev39.jsonl"
ses_path = OUT / "crew_sessions_dev39.jsonl"
tpl_path.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
ses_path.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")

if __name__ == "__main__":
    from appliance.evaluation.crew_build import expand
    items = expand(tpl_path, ses_path)
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "duplicate ids"
    n = len(items)
    multi = sum(len(i["intents"]) >= 2 for i in items)
    langs = Counter(i["lang"] for i in items)
    print(f"{n} questions; multi {multi} ({multi / n:.1%}); langs {dict(langs)} "
          + " ".join(f"{k} {v / n:.0%}" for k, v in langs.items()))
    print("decisions", dict(Counter(i["decision"] for i in items)))
    print("intents", dict(Counter(i for it in items for i in it["intents"])))
