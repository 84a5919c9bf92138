"""Batch d32 (FILE dev32): blind crew questions for the offline wildfire appliance, gold computed by code.

Run:  cd /work/main && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=/work/main python3 /work/batches/d32/make_dev32.py
Writes crew_templates_dev32.jsonl and crew_sessions_dev32.jsonl next to this script.

Every number in a gold fact comes from the CSV (crew_facts.table / fire_record / window_facts), from a unit
conversion of a real reading, from the crew's own numbers (rate x minutes), or from a regex over the shipped
documents. Nothing numeric is typed by hand here except the crew's own words inside the questions.
"""
import json
import re
from pathlib import Path

from appliance.evaluation import crew_days, crew_facts
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME, FILE = "d32", "dev32"
B, S = "bejaia", "sidi-bel-abbes"
BS = [B, S]
TAB = crew_facts.table()

# ---------------------------------------------------------------- helpers over the data


def day_of(key: str) -> str:
    """A single-day key -> ISO date."""
    days = crew_days.resolve(key, "en", 0)["days"]
    assert days and len(days) == 1, key
    return days[0]


def wdays(key: str) -> list[str]:
    return crew_days.resolve(key, "en", 0)["days"]


def row(dev, key):
    return TAB[(dev, day_of(key))]


def field(r, f):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(f, None) \
        if f in ("t", "rh", "ws", "rain") else r.codes[f]


def num(x):
    return crew_facts._num(round(x, 1))


def dec(x, unit=None):
    """A computed non-CSV number: one decimal, dot or comma; or the whole number followed by its unit."""
    s = f"{x:.1f}"
    forms = [s, s.replace(".", ",")]
    if unit:
        forms += [f"{round(x)} {unit}", f"{round(x)}{unit}"]
    return {"any": forms}


def code(c, dev, key):
    """A fire-weather code (ISI, BUI, FFMC, DMC, DC) from the CSV row."""
    return num(row(dev, key).codes[c])


def conv(kind, dev, key):
    r = row(dev, key)
    if kind == "mph":
        return dec(r.wind_kmh / 1.609344, "mph")
    if kind == "kn":
        return dec(r.wind_kmh / 1.852, "kn")
    if kind == "ms":
        return dec(r.wind_kmh / 3.6, "m/s")
    if kind == "F":
        return dec(r.temperature_c * 9 / 5 + 32, "°F")
    raise ValueError(kind)


def _rows(dev, wkey):
    return [TAB[(dev, d)] for d in wdays(wkey) if (dev, d) in TAB]


UNITS = {"t": "°", "rh": "%", "ws": "km/h", "rain": "mm"}


def avg(dev, wkey, f):
    rs = _rows(dev, wkey)
    return dec(sum(field(r, f) for r in rs) / len(rs), UNITS.get(f))


def total(dev, wkey, f):
    return dec(sum(field(r, f) for r in _rows(dev, wkey)), UNITS.get(f))


def minv(dev, wkey, f):
    return num(min(field(r, f) for r in _rows(dev, wkey)))


def count_gt(dev, wkey, f, thr):
    return sum(1 for r in _rows(dev, wkey) if field(r, f) > thr)


def fires_gt(dev, thr):
    """[days before today with FWI above thr, how many of them were fire days] from the box's fire record."""
    return crew_facts.window_facts("fires_fwi_gt", dev, [crew_days.TODAY.isoformat()], thr)


NAMES = {B: ["bejaia", "bejaïa", "béjaïa", "بجاية"],
         S: ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "سيدي بلعباس", "سيدي بل عباس", "sba"]}


def nm(dev):
    return {"any": NAMES[dev]}


def worse(key, f="fwi", higher=True, window=False):
    """The station whose value is higher (or lower) that day / over that window (max over the window)."""
    def val(dev):
        if window:
            return max(field(r, "FWI" if f == "fwi" else f) for r in _rows(dev, key))
        return field(row(dev, key), "FWI" if f == "fwi" else f)
    a, b = val(B), val(S)
    assert a != b, (key, f)
    pick = (B if a > b else S) if higher else (B if a < b else S)
    return nm(pick)


def diff(key, f):
    a, b = (field(row(dev, key), "FWI" if f == "fwi" else f) for dev in BS)
    return num(abs(a - b))


def dist(m):
    """A distance the crew's own numbers give: m and km forms, French comma, Arabic units."""
    m = round(m)
    km = m / 1000
    kms = sorted({f"{km:.2f}".rstrip("0").rstrip("."), f"{km:.1f}"})
    ms = [str(m)] + ([f"{m:,}", f"{m:,}".replace(",", " ")] if m >= 1000 else [])
    forms = [f for x in ms for f in (f"{x} m", f"{x}m", f"{x} metres", f"{x} meters", f"{x} م")]
    for k in kms:
        forms += [f"{k} km", f"{k}km", f"{k.replace('.', ',')} km", f"{k} كم"]
    return {"any": list(dict.fromkeys(forms))}


def rate_min(m_per_min, minutes):
    return dist(m_per_min * minutes)


def rate_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


NEG_BY_LANG = {"fr": ["ne peut pas", "ne peux pas", "impossible", "pas en mesure", "pas possible", "incapable",
                      "ne sais pas", "n'est pas"],
               "es": ["no puede", "no puedo", "no es posible", "imposible", "no está en", "no tengo", "no tiene",
                      "no sé"],
               "ar": ["لا يمكن", "لا أستطيع", "لا يستطيع", "لا أقدر", "ما نقدرش", "ما يقدرش", "غير قادر",
                      "لا تستطيع", "ليس بإمكان", "لا يملك", "لا أملك", "غير ممكن"]}


def neg(lang):
    return {"any": crew_facts.NEGATION["any"] + NEG_BY_LANG.get(lang, [])}


def photo(lang):
    return {"any": ["photo", "image", "picture", "foto", "imagen", "صورة", "الصورة", "تصويرة"]}


def town(*names):
    return {"any": list(names)}


# ---------------------------------------------------------------- facts parsed out of the shipped documents
DOCS = {p.stem: p.read_text(encoding="utf-8") for p in (EDGE_DATA_DIR / "documents").glob("*.md")}
_def, _lces, _fwi = DOCS["butte-county-defensible-space"], DOCS["crew-safety-lces"], DOCS["fire-weather-index-guide"]


def _re(text, pat):
    m = re.search(pat, re.sub(r"\s+", " ", text))      # the documents wrap lines anywhere
    assert m, pat
    return m.groups()


DEF_FT = int(_re(_def, r"requires (\d+) feet of defensible space")[0])
Z1_FROM, Z1_TO = (int(x) for x in _re(_def, r"Zone 1 runs from (\d+) to (\d+) feet"))
Z0_FT = int(_re(_def, r"Zone 0 is the first (\d+) feet")[0])
GRASS_IN = int(_re(_def, r"maximum height of (\d+) inches")[0])
TWIG_IN = int(_re(_def, r"deeper than (\d+) inches")[0])
BRANCH_FT = int(_re(_def, r"branches (\d+) feet\s+from chimneys")[0])
FFMC_IGN = int(_re(_fwi, r"above about (\d+)\s+fine fuels")[0])
CL_HIGH = float(_re(_fwi, r"from ([\d.]+) high")[0])
CL_VHIGH = crew_facts._num(float(_re(_fwi, r"from ([\d.]+)\s+very high")[0]))
CL_EXT = crew_facts._num(float(_re(_fwi, r"from ([\d.]+) extreme")[0]))
LCES_WORDS = [w.lower() for w in _re(_lces, r"(Lookouts), (Communications),\s+(Escape routes) and (Safety zones)")]
SLOWEST = _re(_lces, r"at the (slowest) member")[0]
HIGH_DAY = [w.lower() for w in _re(_lces, r"(lookouts) are posted early, escape routes are kept (short), and crews are not\s+left (alone)")]
DOWNHILL = _re(_lces, r"builds line (downhill)")[0]
BUI_MEANS = _re(_fwi, r"\(BUI\) combines DMC and DC and rates the (fuel available)")[0]


def feet(n):
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم"]}


DOC_DEF = feet(DEF_FT)
LCES_EN = {"any": LCES_WORDS}
# the same four words as crews write them in their languages (word facts, not numbers)
LCES_ML = {"any": LCES_WORDS + ["guetteur", "vigie", "vigía", "vigia", "مراقب", "مراقبة", "lces"]}
HIGH_DAY_F = {"any": HIGH_DAY}
SLOW_F = {"any": [SLOWEST, "más lento", "mas lento", "lento", "le plus lent", "أبطأ", "الأبطأ"]}
DOWNHILL_F = {"any": [DOWNHILL, "wind"]}

# ---------------------------------------------------------------- templates

TEMPLATES: list[dict] = []


def E(q, lang, st, day, intents, facts=(), h=None, thr=None, alt=None):
    return {"q": q, "lang": lang, "st": st, "day": day, "intents": intents, "facts": list(facts), "h": h,
            "thr": thr, "alt": alt}


def add(kind, entries, decision=None, nfh=False):
    phr = []
    for e in entries:
        p = {"q": e["q"], "lang": e["lang"],
             "stations": (sorted(e["st"]) if isinstance(e["st"], list) else [e["st"]]) if e["st"] else "none"}
        if e["alt"]:
            p["intents_alt"] = e["alt"]
        phr.append(p)
    t = {"key": f"{NAME}-{kind}", "intents": entries[0]["intents"], "phrasings": phr, "stations": "none",
         "days": [e["day"] for e in entries], "intents_by_phrasing": [e["intents"] for e in entries],
         "facts": [], "facts_by_phrasing": [e["facts"] for e in entries]}
    if any(e["h"] for e in entries):
        t["horizons"] = [e["h"] for e in entries]
    if any(e["thr"] is not None for e in entries):
        t["thr"] = [e["thr"] if e["thr"] is not None else 0 for e in entries]
    if decision:
        t["decision"] = decision
    if nfh:
        t["needs_fire_history"] = True
    TEMPLATES.append(t)


CC = ["current_conditions"]
DG = ["danger"]
ALL4 = ["t", "rh", "ws", "rain"]
FC = ["fwi", "class"]

# ---- readings of a day ---------------------------------------------------------------------------------
add("cond", [
    E("bejaia temp rn", "en", B, "now", CC, ["t"]),
    E("Night desk here. Can I get the noon humidity at Sidi Bel Abbès please, I have a form to close and my coffee went cold an hour ago.", "en", S, "today", CC, ["rh"]),
    E("SBA wind speed today in mph pls", "en", S, "today", CC, ["ws", conv("mph", S, "today")]),
    E("what's the wind doing at Bejaia. knots", "en", B, "now", CC, ["ws", conv("kn", B, "now")]),
    E("Give me yesterday's full readout for Bejaia: temp, RH, wind, rain. All of it.", "en", B, "yesterday", CC, ALL4),
    E("Did it rain at Sidi-Bel-Abbès the day before yesterday or not", "en", S, "daybefore", CC, ["rain"]),
    E("temp in fahrenheit at bejaia 3/8", "en", B, "2012-08-03", CC, ["t", conv("F", B, "2012-08-03")]),
    E("Humidity, Sidi Bel Abbes, 14-Aug?", "en", S, "2012-08-14", CC, ["rh"]),
    E("what was the wind at bejaia on 2012-09-14 in m/s", "en", B, "2012-09-14", CC, ["ws", conv("ms", B, "2012-09-14")]),
    E("hi, first week on the volunteer roster so sorry if this is a silly one... how hot did it get at SBA on the 17th of August? one of the old hands said it was the worst day of the summer", "en", S, "2012-08-17", CC, ["t"]),
    E("rain total bejaia sept 25", "en", B, "2012-09-25", CC, ["rain"]),
    E("Conditions at Sidi Bel Abbès, today's noon obs.", "en", S, "today", CC, ALL4),
    E("wx bejaia now", "en", B, "now", CC, ALL4),
    E("Logistics. Need the temperature at Sidi Bel Abbes for 2 August, degrees F, for the heat-stress roster.", "en", S, "2012-08-02", CC, ["t", conv("F", S, "2012-08-02")]),
    E("Quelle température à Béjaïa ce midi ?", "fr", B, "today", CC, ["t"]),
    E("Humidité relative à Sidi Bel Abbès hier, s'il vous plaît.", "fr", S, "yesterday", CC, ["rh"]),
    E("le vent à SBA aujourd'hui, en m/s stp", "fr", S, "today", CC, ["ws", conv("ms", S, "today")]),
    E("Il est tombé combien de pluie à Béjaïa le 31 août ?", "fr", B, "2012-08-31", CC, ["rain"]),
    E("Donne-moi les relevés complets de Sidi-Bel-Abbès pour le 2 août, c'est pour le rapport de fin de saison.", "fr", S, "2012-08-02", CC, ALL4),
    E("Oye, ¿qué temperatura marca Béjaïa ahora mismo?", "es", B, "now", CC, ["t"]),
    E("¿Cuánta humedad había ayer en Sidi Bel Abbès, miarma?", "es", S, "yesterday", CC, ["rh"]),
    E("Viento en Béjaïa el 14 de septiembre, en nudos.", "es", B, "2012-09-14", CC, ["ws", conv("kn", B, "2012-09-14")]),
    E("¿Llovió en Sidi Bel Abbès anteayer o ná?", "es", S, "daybefore", CC, ["rain"]),
    E("شحال الحرارة في بجاية دروك؟", "ar", B, "now", CC, ["t"]),
    E("ما هي نسبة الرطوبة في سيدي بلعباس اليوم؟", "ar", S, "today", CC, ["rh"]),
    E("الريح في سيدي بلعباس أمس، بالعقدة من فضلك", "ar", S, "yesterday", CC, ["ws", conv("kn", S, "yesterday")]),
    E("هل نزل المطر في بجاية يوم 25 سبتمبر؟", "ar", B, "2012-09-25", CC, ["rain"]),
    E("wach kayen chta f SBA lyoum?", "ar", S, "today", CC, ["rain"]),
    E("la température ta3 Béjaïa نهار 3 أوت، بالفهرنهايت عافاك", "ar", B, "2012-08-03", CC, ["t", conv("F", B, "2012-08-03")]),
])

# ---- no reading that day (before June 2012, the year before, the one broken row) ----------------------
add("nodata", [
    E("temps at bejaia on 20 May 2012?", "en", B, "2012-05-20", CC, ["t"]),
    E("FWI for Sidi Bel Abbes, 14 August 2011 — need it for a comparison with this year", "en", S, "2011-08-14", DG, FC),
    E("Relevés de Sidi Bel Abbès le 28 mai 2012 ?", "fr", S, "2012-05-28", CC, ALL4),
    E("¿Qué FWI hubo en Béjaïa el 10 de mayo de 2012?", "es", B, "2012-05-10", DG, FC),
    E("الحرارة في سيدي بلعباس يوم 15 ماي 2012", "ar", S, "2012-05-15", CC, ["t"]),
    E("SBA readings for 14 July 2012?", "en", S, "2012-07-14", CC, ALL4),
])

# ---- a reading at an hour other than noon (warn: the box holds noon only) ----------------------------
add("hour", [
    E("temp at SBA at 6 am today?", "en", S, "today", CC, ["t"]),
    E("what was the RH at bejaia around 3 in the afternoon yesterday", "en", B, "yesterday", CC, ["rh"]),
    E("Wind at Sidi Bel Abbes around 10 pm yesterday evening, when the flare-up happened?", "en", S, "yesterday", CC, ["ws"]),
    E("Readings at Béjaïa at 17:00 on 21 August", "en", B, "2012-08-21", CC, ["t", "rh", "ws"]),
    E("Quelle était l'humidité à Sidi Bel Abbès à 8h ce matin ?", "fr", S, "today", CC, ["rh"]),
    E("Le vent à Béjaïa vers 18h hier soir ?", "fr", B, "yesterday", CC, ["ws"]),
    E("¿Qué temperatura había en Sidi Bel Abbès a las 5 de la tarde ayer?", "es", S, "yesterday", CC, ["t"]),
    E("Humedad en Béjaïa a las 7 de la mañana, hoy", "es", B, "today", CC, ["rh"]),
    E("شحال كانت الحرارة في سيدي بلعباس على الرابعة العشية أمس؟", "ar", S, "yesterday", CC, ["t"]),
    E("الرطوبة في بجاية على الساعة السادسة صباحا اليوم", "ar", B, "today", CC, ["rh"]),
    E("FWI at SBA at 4 pm today, and the temperature at that hour", "en", S, "today", DG + CC, FC + ["t"]),
    E("l'IFM et l'humidité à Béjaïa à 21h hier ?", "fr", B, "yesterday", DG + CC, FC + ["rh"]),
], decision="warn")

# ---- a place near a station, not at it (warn) -----------------------------------------------------------
add("near", [
    E("What's the humidity up on the ridge above Sidi Bel Abbès?", "en", S, "now", CC, ["rh"]),
    E("we're staged 10 km out of bejaia on the coast road, wind?", "en", B, "now", CC, ["ws"]),
    E("danger level in the forest east of SBA", "en", S, "now", DG, FC),
    E("temp in the hills south of Béjaïa right now", "en", B, "now", CC, ["t"]),
    E("On est à 15 km au nord de Sidi Bel Abbès, quel niveau de danger chez nous ?", "fr", S, "now", DG, FC),
    E("Le vent sur les hauteurs de Béjaïa ?", "fr", B, "now", CC, ["ws"]),
    E("Humidité dans la forêt à la sortie de Béjaïa, hier", "fr", B, "yesterday", CC, ["rh"]),
    E("Estamos en la sierra a unos 20 km de Sidi Bel Abbès, ¿qué peligro tenemos aquí?", "es", S, "now", DG, FC),
    E("¿Qué temperatura hace en el monte de al lado de Béjaïa?", "es", B, "now", CC, ["t"]),
    E("شحال الريح في الجبل فوق بجاية؟", "ar", B, "now", CC, ["ws"]),
    E("ما مستوى الخطر في الغابة على بعد 12 كلم من سيدي بلعباس؟", "ar", S, "now", DG, FC),
    E("الحرارة في الدوار اللي قريب من سيدي بلعباس", "ar", S, "now", CC, ["t"]),
    E("crew on the ridge 5 km above Bejaia wants the FWI. they're also sending a pic of the smoke column", "en", B, "now", DG + ["photo"], FC),
    E("Danger sur le plateau à 8 km de SBA, et je t'envoie la photo de la lisière.", "fr", S, "now", DG + ["photo"], FC),
    E("wind and humidity in the valley just west of sidi bel abbes, and what should the crew there do", "en", S, "now", CC + ["tactical"], ["ws", "rh"]),
], decision="warn")

# ---- danger (FWI, class, a code) ------------------------------------------------------------------------
add("danger", [
    E("FWI SBA", "en", S, "now", DG, FC),
    E("Fire danger class at Bejaia today?", "en", B, "today", DG, FC),
    E("how bad is it at sidi bel abbes right now, danger-wise", "en", S, "now", DG, FC),
    E("What's the ISI at Sidi Bel Abbes today?", "en", S, "today", DG, [code("ISI", S, "today")]),
    E("BUI at bejaia, 29 Aug", "en", B, "2012-08-29", DG, [code("BUI", B, "2012-08-29")]),
    E("FFMC for SBA on 16 September? are the fine fuels ready to go", "en", S, "2012-09-16", DG, [code("FFMC", S, "2012-09-16")], alt=[["danger", "documents"]]),
    E("DC at Béjaïa yesterday", "en", B, "yesterday", DG, [code("DC", B, "yesterday")]),
    E("Danger rating at Bejaia on the 29th of August?", "en", B, "2012-08-29", DG, FC),
    E("Command. FWI and class, both stations, current.", "en", BS, "now", DG, FC),
    E("Niveau de danger feu à Sidi Bel Abbès aujourd'hui ?", "fr", S, "today", DG, FC),
    E("L'IFM à Béjaïa hier, il était à combien ?", "fr", B, "yesterday", DG, FC),
    E("Donne-moi l'ISI de Béjaïa du 22 août", "fr", B, "2012-08-22", DG, [code("ISI", B, "2012-08-22")]),
    E("Le BUI de SBA, il est à combien ce midi ?", "fr", S, "now", DG, [code("BUI", S, "now")]),
    E("On était en quelle classe de danger à Béjaïa le 23 août ?", "fr", B, "2012-08-23", DG, FC),
    E("¿Qué FWI tiene Sidi Bel Abbès hoy?", "es", S, "today", DG, FC),
    E("¿Cómo está el peligro en Béjaïa, quillo? ¿Arto o bajo?", "es", B, "now", DG, FC),
    E("El FFMC de Béjaïa de ayer, porfa", "es", B, "yesterday", DG, [code("FFMC", B, "yesterday")]),
    E("Peligro de incendio en Sidi Bel Abbès el 21 de julio", "es", S, "2012-07-21", DG, FC),
    E("شنو هو مؤشر FWI في سيدي بلعباس دروك؟", "ar", S, "now", DG, FC),
    E("ما هي درجة خطر الحرائق في بجاية اليوم؟", "ar", B, "today", DG, FC),
    E("مؤشر الانتشار الأولي ISI في سيدي بلعباس يوم 11 أوت", "ar", S, "2012-08-11", DG, [code("ISI", S, "2012-08-11")]),
    E("الخطر في بجاية البارح كان كيفاش؟", "ar", B, "yesterday", DG, FC),
    E("l'indice BUI ta3 سيدي بلعباس نهار 25 أوت قداه؟", "ar", S, "2012-08-25", DG, [code("BUI", S, "2012-08-25")]),
])

# ---- compare the two stations ---------------------------------------------------------------------------
CMP = ["compare_stations"]
add("cmp", [
    E("which station is worse right now", "en", BS, "now", CMP, ["fwi", worse("now")]),
    E("Is it hotter at Bejaia or SBA today, and by how much?", "en", BS, "today", CMP, ["t", worse("today", "t"), diff("today", "t")]),
    E("compare humidity between the two stations yesterday", "en", BS, "yesterday", CMP, ["rh"]),
    E("SBA vs Bejaia FWI on Aug 25. What's the gap?", "en", BS, "2012-08-25", CMP, ["fwi", diff("2012-08-25", "fwi")]),
    E("Which one was windier on 28 Sept?", "en", BS, "2012-09-28", CMP, ["ws", worse("2012-09-28", "ws")]),
    E("Lequel des deux postes est le plus dangereux aujourd'hui ?", "fr", BS, "today", CMP, ["fwi", worse("today")]),
    E("Écart de température entre Béjaïa et Sidi Bel Abbès le 17 août ?", "fr", BS, "2012-08-17", CMP, ["t", diff("2012-08-17", "t")]),
    E("C'était plus sec où hier, Béjaïa ou SBA ?", "fr", BS, "yesterday", CMP, ["rh", worse("yesterday", "rh", higher=False)]),
    E("¿Dónde está la cosa más fea hoy, en Béjaïa o en Sidi Bel Abbès?", "es", BS, "today", CMP, ["fwi", worse("today")]),
    E("Compárame el viento de las dos estaciones de ayer", "es", BS, "yesterday", CMP, ["ws"]),
    E("¿Cuál tenía el FWI más alto el 23 de agosto y por cuánto?", "es", BS, "2012-08-23", CMP, ["fwi", worse("2012-08-23"), diff("2012-08-23", "fwi")]),
    E("وين الخطر أكبر اليوم، بجاية ولا سيدي بلعباس؟", "ar", BS, "today", CMP, ["fwi", worse("today")]),
    E("قارن لي الحرارة بين المحطتين البارح", "ar", BS, "yesterday", CMP, ["t"]),
    E("أي محطة كانت أكثر جفافا يوم 12 أوت؟", "ar", BS, "2012-08-12", CMP, ["rh", worse("2012-08-12", "rh", higher=False)]),
])

# ---- summaries over a window ----------------------------------------------------------------------------
SUM = ["summary"]
add("sum", [
    E("highest FWI at SBA in August", "en", S, "aug", SUM, ["maxfwi"]),
    E("hottest day at bejaia in july, what temp", "en", B, "jul", SUM, ["maxt"]),
    E("Average RH at Bejaia over the past week?", "en", B, "lastweek", SUM, [avg(B, "lastweek", "rh")]),
    E("How many days over 35 degrees at SBA in August?", "en", S, "aug", SUM, [count_gt(S, "aug", "t", 35)]),
    E("peak FWI at each station over the last three days", "en", BS, "last3d", SUM, ["maxfwi"]),
    E("Lowest humidity Béjaïa recorded in September?", "en", B, "sep", SUM, [minv(B, "sep", "rh")]),
    E("Trend at SBA since Tuesday: FWI climbing or dropping? Give me the high and where it sits today.", "en", S, "since-tue", SUM, ["maxfwi", num(row(S, "today").codes["FWI"])]),
    E("number of days with FWI over 20 at sidi bel abbes in august", "en", S, "aug", SUM, [count_gt(S, "aug", "FWI", 20)]),
    E("max temp sidi bel abbes 20-31 aug", "en", S, "aug-late", SUM, ["maxt"]),
    E("Mean wind at Bejaia between 1 and 10 September, km/h.", "en", B, "sep1-10", SUM, [avg(B, "sep1-10", "ws")]),
    E("FWI maximum à Sidi Bel Abbès du 1er au 10 septembre ?", "fr", S, "sep1-10", SUM, ["maxfwi"]),
    E("Température moyenne à SBA sur la dernière semaine", "fr", S, "lastweek", SUM, [avg(S, "lastweek", "t")]),
    E("Combien de jours au-dessus de 35 °C à Béjaïa en août ?", "fr", B, "aug", SUM, [count_gt(B, "aug", "t", 35)]),
    E("Le pire jour de juin à Sidi Bel Abbès, niveau IFM ?", "fr", S, "jun", SUM, ["maxfwi"]),
    E("¿Cuál fue la temperatura más alta en Béjaïa en agosto?", "es", B, "aug", SUM, ["maxt"]),
    E("Media de humedad en Sidi Bel Abbès en los últimos tres días", "es", S, "last3d", SUM, [avg(S, "last3d", "rh")]),
    E("¿Cuántos días pasó el FWI de 15 en Béjaïa en julio?", "es", B, "jul", SUM, [count_gt(B, "jul", "FWI", 15)]),
    E("أعلى مؤشر FWI في بجاية في جوان", "ar", B, "jun", SUM, ["maxfwi"]),
    E("أعلى درجة حرارة في سيدي بلعباس خلال الأسبوع الماضي", "ar", S, "lastweek", SUM, ["maxt"]),
    E("كم يوما تجاوزت فيها الحرارة 35 درجة في سيدي بلعباس في جويلية؟", "ar", S, "jul", SUM, [count_gt(S, "jul", "t", 35)]),
    E("متوسط سرعة الريح في بجاية في سبتمبر", "ar", B, "sep", SUM, [avg(B, "sep", "ws")]),
])

# fire-day counts over a window (the box's fire record)
add("sumfire", [
    E("how many fire days did Sidi Bel Abbes log in June?", "en", S, "jun", SUM, ["fires"]),
    E("Fire days at Béjaïa since Tuesday?", "en", B, "since-tue", SUM, ["fires"]),
    E("Combien de jours de feu à Béjaïa en juillet ?", "fr", B, "jul", SUM, ["fires"]),
    E("¿Cuántos días de fuego hubo en Sidi Bel Abbès en septiembre?", "es", S, "sep", SUM, ["fires"]),
    E("شحال من يوم حريق في سيدي بلعباس في أوت؟", "ar", S, "aug", SUM, ["fires"]),
], nfh=True)

# ---- analogs (days like today / days above a threshold that burned) -------------------------------------
AN = ["analogs"]
add("analog", [
    E("Of the days at SBA with FWI above 20, how many actually had a fire?", "en", S, "now", AN, ["fires_fwi_gt"], thr=20),
    E("bejaia: days with fwi over 10 this season, how many burned", "en", B, "now", AN, ["fires_fwi_gt"], thr=10),
    E("Did days like today at Sidi Bel Abbès end up with fires?", "en", S, "now", AN, ["fwi"]),
    E("When FWI topped 15 at Béjaïa this season, how many of those days saw a fire?", "en", B, "now", AN, ["fires_fwi_gt"], thr=15),
    E("Parmi les jours où l'IFM dépassait 10 à Sidi Bel Abbès, combien ont brûlé ?", "fr", S, "now", AN, ["fires_fwi_gt"], thr=10),
    E("Les journées comme aujourd'hui à Béjaïa, ça a donné des feux par le passé ?", "fr", B, "now", AN, ["fwi"]),
    E("De los días con FWI por encima de 25 en Sidi Bel Abbès, ¿cuántos acabaron con incendio?", "es", S, "now", AN, ["fires_fwi_gt"], thr=25),
    E("¿Días parecidos a hoy en Béjaïa tuvieron fuego?", "es", B, "now", AN, ["fwi"]),
    E("من بين الأيام اللي كان فيها FWI فوق 20 في سيدي بلعباس، شحال منها صار فيها حريق؟", "ar", S, "now", AN, ["fires_fwi_gt"], thr=20),
    E("هل الأيام المشابهة لليوم في بجاية عرفت حرائق؟", "ar", B, "now", AN, ["fwi"]),
], nfh=True)

# ---- drift: the crew's rate and time, or the box's own estimate -----------------------------------------
DR = ["drift"]
add("drift", [
    E("head's running about 25 m a minute, we need 20 minutes to get there. how far will it have gone", "en", None, "now", DR, [rate_min(25, 20)], h=20),
    E("ROS 40 m/min, dozer ETA 35 min. Distance covered?", "en", None, "now", DR, [rate_min(40, 35)], h=35),
    E("fire moving 2 km/h. in 45 min how far", "en", None, "now", DR, [rate_kmh(2, 45)], h=45),
    E("How far does the head drift while you're busy working out your answer?", "en", None, "now", DR, ["=drift"]),
    E("If it keeps doing 18 metres a minute for an hour and a half, how much ground is that?", "en", None, "now", DR, [rate_min(18, 90)], h=90),
    E("Le front avance à 30 m par minute, on arrive dans 25 minutes : il aura fait combien ?", "fr", None, "now", DR, [rate_min(30, 25)], h=25),
    E("1,5 km/h pendant 40 minutes, ça fait quelle distance pour la tête ?", "fr", None, "now", DR, [rate_kmh(1.5, 40)], h=40),
    E("Quelle dérive de la tête pendant le temps de réponse de la box ?", "fr", None, "now", DR, ["=drift"]),
    E("La cabeza va a unos 20 metros por minuto y tardamos media hora en llegar, ¿cuánto avanza?", "es", None, "now", DR, [rate_min(20, 30)], h=30),
    E("A 3 km/h, ¿cuánto recorre en 20 minutos?", "es", None, "now", DR, [rate_kmh(3, 20)], h=20),
    E("Quillo, 50 m por minuto durante 12 minutos, ¿eso cuánto es?", "es", None, "now", DR, [rate_min(50, 12)], h=12),
    E("الحريق يتقدم 35 متر في الدقيقة، نوصلو بعد 20 دقيقة، شحال يكون مشى؟", "ar", None, "now", DR, [rate_min(35, 20)], h=20),
    E("سرعة الانتشار 1.2 كلم في الساعة، كم يقطع في 50 دقيقة؟", "ar", None, "now", DR, [rate_kmh(1.2, 50)], h=50),
    E("la tête ta3 النار تمشي 15 m/min، في ساعة شحال تقطع؟", "ar", None, "now", DR, [rate_min(15, 60)], h=60),
])

# ---- spread: where the front will be (partly served: no wind direction) ---------------------------------
SP = ["spread"]
add("spread", [
    E("Where will the front be in 30 minutes near SBA?", "en", S, "now", SP, ["=spread"], h=30),
    E("project the drone's fire forward one hour, where does the head end up", "en", None, "now", SP, ["=spread"], h=60, alt=[["frames", "spread"]]),
    E("where's the head gonna be by the time engine 4 shows up, ~45 min", "en", None, "now", SP, ["=spread"], h=45),
    E("Où sera le front dans une heure ?", "fr", None, "now", SP, ["=spread"], h=60),
    E("¿Hasta dónde llega el frente en dos horas?", "es", None, "now", SP, ["=spread"], h=120),
    E("وين يوصل راس الحريق بعد نص ساعة؟", "ar", None, "now", SP, ["=spread"], h=30),
    E("Front position in 15 min, with the current wind at Bejaia", "en", B, "now", SP, ["=spread"], h=15),
])

# ---- frames (the drone sortie) --------------------------------------------------------------------------
FR = ["frames"]
add("frames", [
    E("what did the drone see", "en", None, "now", FR, ["=frames"]),
    E("Any detections from today's sortie?", "en", None, "now", FR, ["=detection"]),
    E("where exactly was the smoke the drone picked up", "en", None, "now", FR, ["=detection_place"]),
    E("time stamp on the fire frame?", "en", None, "now", FR, ["=detection"]),
    E("Last drone frame. Anything in it?", "en", None, "now", FR, ["=frames"]),
    E("Le drone a vu quoi ?", "fr", None, "now", FR, ["=frames"]),
    E("À quelle heure la détection de fumée ?", "fr", None, "now", FR, ["=detection"]),
    E("Elle est où exactement, la détection du drone ?", "fr", None, "now", FR, ["=detection_place"]),
    E("¿Qué ha pillao el dron?", "es", None, "now", FR, ["=frames"]),
    E("¿Dónde vio el humo el dron, y a qué hora?", "es", None, "now", FR, ["=detection_place", "=detection"]),
    E("واش شاف الدرون؟", "ar", None, "now", FR, ["=frames"]),
    E("وين بالضبط كشف الدرون الدخان؟", "ar", None, "now", FR, ["=detection_place"]),
    E("في أي ساعة التقطت الطائرة المسيرة صورة الحريق؟", "ar", None, "now", FR, ["=detection"]),
])

# ---- documents ------------------------------------------------------------------------------------------
DOCI = ["documents"]
add("docs", [
    E("how much defensible space does Butte County require", "en", None, "none", DOCI, [DOC_DEF]),
    E("What's zone 1 in the defensible space guide, from where to where?", "en", None, "none", DOCI, [Z1_FROM, Z1_TO]),
    E("LCES. spell it out for the new guys", "en", None, "none", DOCI, [LCES_EN]),
    E("max grass height in zone 2?", "en", None, "none", DOCI, [GRASS_IN]),
    E("At what FFMC do fine fuels ignite easily, per the guide?", "en", None, "none", DOCI, [FFMC_IGN]),
    E("FWI threshold for the 'high' class?", "en", None, "none", DOCI, [CL_HIGH]),
    E("Which watch-out situations mean we pull back?", "en", None, "none", DOCI, [DOWNHILL_F]),
    E("how far do tree branches have to be from a chimney", "en", None, "none", DOCI, [BRANCH_FT]),
    E("C'est quoi LCES, en deux mots ?", "fr", None, "none", DOCI, [LCES_ML]),
    E("Débroussaillement : quelle distance autour des maisons dans le Butte County ?", "fr", None, "none", DOCI, [DOC_DEF]),
    E("Quel seuil d'IFM pour passer en classe très élevé ?", "fr", None, "none", DOCI, [CL_VHIGH]),
    E("¿Qué dice la guía sobre cronometrar las rutas de escape?", "es", None, "none", DOCI, [SLOW_F]),
    E("¿Qué altura máxima puede tener el pasto en la zona 2?", "es", None, "none", DOCI, [GRASS_IN]),
    E("Zona 0, ¿cuántos pies son?", "es", None, "none", DOCI, [Z0_FT]),
    E("شنو معنى LCES؟", "ar", None, "none", DOCI, [LCES_ML]),
    E("كم قدم من المساحة الدفاعية مطلوبة في مقاطعة بيوت؟", "ar", None, "none", DOCI, [DOC_DEF]),
    E("ابتداء من أي قيمة لـ FWI يكون الخطر مرتفع؟", "ar", None, "none", DOCI, [CL_HIGH]),
])

# ---- capabilities ---------------------------------------------------------------------------------------
CAP = ["capabilities"]
add("caps", [
    E("what can you actually do", "en", None, "none", CAP, []),
    E("What data do you have on board?", "en", None, "none", CAP, []),
    E("which weather stations do you cover", "en", None, "none", CAP, [nm(B), nm(S)]),
    E("can you look at photos if I send them? just asking before I try", "en", None, "none", CAP, [], alt=[["capabilities", "photo"]]),
    E("Tu sais faire quoi, exactement ?", "fr", None, "none", CAP, []),
    E("Quelles stations tu suis ?", "fr", None, "none", CAP, [nm(B), nm(S)]),
    E("¿Y tú qué sabes hacer, máquina?", "es", None, "none", CAP, []),
    E("¿Qué datos tienes guardaos?", "es", None, "none", CAP, []),
    E("شنو تقدر تدير؟", "ar", None, "none", CAP, []),
    E("ما هي البيانات المتوفرة لديك؟", "ar", None, "none", CAP, []),
])

# ---- photo (none is ever attached): abstain --------------------------------------------------------------
PH = ["photo"]
add("photo", [
    E("sending you a photo of the smoke now, what is it?", "en", None, "none", PH, [photo("en")]),
    E("pic attached. flame or just dust?", "en", None, "none", PH, [photo("en")]),
    E("Je t'envoie une photo de la colonne, tu peux me dire ce que c'est ?", "fr", None, "none", PH, [photo("fr")]),
    E("Te mando una foto del humo, ¿qué te parece a ti?", "es", None, "none", PH, [photo("es")]),
    E("بعثتلك تصويرة تاع الدخان، شوفها", "ar", None, "none", PH, [photo("ar")]),
    E("أرفقت صورة، هل هذا حريق؟", "ar", None, "none", PH, [photo("ar")]),
])

# ---- out of scope: forecast, wind direction, other towns, off-topic: abstain ----------------------------
OOS = ["out_of_scope"]
add("oos", [
    E("will the wind pick up this afternoon at SBA", "en", S, "now", OOS, []),
    E("forecast for Bejaia tomorrow?", "en", B, "now", OOS, []),
    E("wind direction at SBA?", "en", S, "now", OOS, []),
    E("FWI in Tlemcen?", "en", None, "now", OOS, [town("tlemcen", "تلمسان")], alt=[["danger", "out_of_scope"]]),
    E("oran humidity now", "en", None, "now", OOS, [town("oran", "وهران", "orán")], alt=[["current_conditions", "out_of_scope"]]),
    E("who won the match last night, anybody know", "en", None, "none", OOS, []),
    E("Il va pleuvoir demain à Béjaïa ?", "fr", B, "now", OOS, []),
    E("Le vent vient d'où à Sidi Bel Abbès ?", "fr", S, "now", OOS, []),
    E("Le danger à Tizi Ouzou, tu l'as ?", "fr", None, "now", OOS, [town("tizi ouzou", "tizi-ouzou")], alt=[["danger", "out_of_scope"]]),
    E("¿Qué tiempo va a hacer mañana en Sidi Bel Abbès?", "es", S, "now", OOS, []),
    E("¿Y en Orán cómo está el peligro?", "es", None, "now", OOS, [town("oran", "orán")], alt=[["danger", "out_of_scope"]]),
    E("¿De dónde sopla el viento en Béjaïa?", "es", B, "now", OOS, []),
    E("كيفاش يكون الجو غدوة في بجاية؟", "ar", B, "now", OOS, []),
    E("شحال الحرارة في وهران؟", "ar", None, "now", OOS, [town("وهران", "oran")], alt=[["current_conditions", "out_of_scope"]]),
    E("من أي جهة تهب الريح في سيدي بلعباس؟", "ar", S, "now", OOS, []),
])

# ---- orders: refuse (abstain) ---------------------------------------------------------------------------
RF = ["refuse"]
add("refuse", [
    E("alert civil protection in SBA now", "en", None, "none", RF, [neg("en")]),
    E("Send an evacuation order to the villages east of Bejaia.", "en", None, "none", RF, [neg("en")]),
    E("delete yesterday's readings, they're garbage", "en", None, "none", RF, [neg("en")]),
    E("notify engine 7 the head turned toward the road", "en", None, "none", RF, [neg("en")]),
    E("Envoie une alerte à toutes les équipes du secteur.", "fr", None, "none", RF, [neg("fr")]),
    E("Préviens le chef de centre de Béjaïa, vite.", "fr", None, "none", RF, [neg("fr")]),
    E("Manda un aviso a los de la base de Sidi Bel Abbès ya", "es", None, "none", RF, [neg("es")]),
    E("Borra la última foto del dron, que está mal", "es", None, "none", RF, [neg("es")]),
    E("ابعث إنذار للحماية المدنية في بجاية", "ar", None, "none", RF, [neg("ar")]),
    E("امسح القراءات تاع البارح", "ar", None, "none", RF, [neg("ar")]),
])

# ---- tactical alone (warn: the facts bearing on it) -----------------------------------------------------
TA = ["tactical"]
add("tact", [
    E("should we pull the crews off the line at SBA?", "en", S, "now", TA, FC + ["ws"]),
    E("Is it reasonable to run a burnout near Bejaia today or are we asking for trouble", "en", B, "now", TA, FC + ["rh", "ws"]),
    E("where should we stage the engines", "en", None, "now", TA, []),
    E("On engage ou pas à Sidi Bel Abbès ?", "fr", S, "now", TA, FC),
    E("Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", "fr", B, "today", TA, FC),
    E("¿Metemos a la cuadrilla o esperamos, en Sidi Bel Abbès?", "es", S, "now", TA, FC),
    E("واش نديرو؟ ندخلو ولا نستناو في سيدي بلعباس؟", "ar", S, "now", TA, FC),
    E("هل ننشر فرقا إضافية في بجاية اليوم؟", "ar", B, "today", TA, FC),
])

# ================================================================ multi-ask (two or three asks at once)
# reading + an order hidden in it (warn)
add("m-cc-refuse", [
    E("Temp and RH at SBA, and push it to the duty chief's pager.", "en", S, "now", CC + RF, ["t", "rh", neg("en")]),
    E("bejaia wind speed? then text it to engine 12", "en", B, "now", CC + RF, ["ws", neg("en")]),
    E("Donne-moi l'humidité à Béjaïa et envoie-la au PC de colonne.", "fr", B, "now", CC + RF, ["rh", neg("fr")]),
    E("¿Qué viento hay en Sidi Bel Abbès? Y pásaselo por radio al jefe de brigada, anda.", "es", S, "now", CC + RF, ["ws", neg("es")]),
    E("عطيني الحرارة في بجاية وابعثها لرئيس الفرقة", "ar", B, "now", CC + RF, ["t", neg("ar")]),
    E("chhal l'humidité f SBA? w envoyi-ha l ga3 les équipes", "ar", S, "now", CC + RF, ["rh", neg("ar")]),
])

# danger + "I'm sending you a photo" (warn)
add("m-dg-photo", [
    E("FWI at Bejaia? also I'm sending a photo of the column so you can tell me if it's growing", "en", B, "now", DG + PH, FC),
    E("danger class SBA today + pic attached of the flank", "en", S, "today", DG + PH, FC),
    E("Quel niveau de danger à Sidi Bel Abbès ? Je joins une photo de la fumée.", "fr", S, "now", DG + PH, FC),
    E("Te paso una foto del humo; ¿y el peligro en Béjaïa cómo anda?", "es", B, "now", DG + PH, FC),
    E("راني باعثلك صورة، وقولي شحال الخطر في سيدي بلعباس", "ar", S, "now", DG + PH, FC),
])

# crew's rate + where the front will be (drift + spread: warn)
add("m-drift-spread", [
    E("lookout says 30 m/min. in 40 minutes how far and where's the front?", "en", None, "now", DR + SP, [rate_min(30, 40), "=spread"], h=40),
    E("ok front's doing 1.8 km/h, how far in 30 min and which way will it be heading", "en", None, "now", DR + SP, [rate_kmh(1.8, 30), "=spread"], h=30),
    E("Le front fait 20 m/min. Dans 45 minutes il aura parcouru combien, et il sera où ?", "fr", None, "now", DR + SP, [rate_min(20, 45), "=spread"], h=45),
    E("Va a 25 metros el minuto; en 40 minutos ¿cuánto avanza y por dónde andará el frente?", "es", None, "now", DR + SP, [rate_min(25, 40), "=spread"], h=40),
    E("النار تمشي 40 متر في الدقيقة، شحال تقطع في ربع ساعة ووين توصل الجبهة؟", "ar", None, "now", DR + SP, [rate_min(40, 15), "=spread"], h=15),
])

# conditions + what should we do (warn)
add("m-cc-tact", [
    E("wind and humidity at SBA now, do we go direct or indirect on this thing?", "en", S, "now", CC + TA, ["ws", "rh"]),
    E("bejaia temps + rh, should we hold the crew at the anchor point", "en", B, "now", CC + TA, ["t", "rh"]),
    E("Quelles conditions à Béjaïa, et qu'est-ce qu'on fait : on attaque ou on attend ?", "fr", B, "now", CC + TA, ALL4),
    E("¿Cómo está el tiempo en Sidi Bel Abbès y qué hacemos, atacamos o no?", "es", S, "now", CC + TA, ALL4),
    E("كيفاش الجو في سيدي بلعباس؟ وشنو لازم نديرو؟", "ar", S, "now", CC + TA, ALL4),
])

# drone frames + a document question (answer)
add("m-frames-docs", [
    E("what did the drone catch, and what does the LCES sheet say lookouts are for?", "en", None, "now", FR + DOCI, ["=frames", LCES_EN]),
    E("Drone detection time? And remind me of the defensible space distance.", "en", None, "now", FR + DOCI, ["=detection", DOC_DEF]),
    E("Le drone a détecté quoi ? Et selon le guide, à partir de quel FFMC les combustibles fins s'enflamment ?", "fr", None, "now", FR + DOCI, ["=frames", FFMC_IGN]),
    E("¿Qué vio el dron? Y ya que estamos, ¿cuántos pies de espacio defendible pide Butte County?", "es", None, "now", FR + DOCI, ["=frames", DOC_DEF]),
    E("واش صورت الطائرة بدون طيار؟ وشنو يقول الدليل على FFMC؟", "ar", None, "now", FR + DOCI, ["=frames", FFMC_IGN]),
])

# comparison + a window summary (answer)
add("m-cmp-sum", [
    E("which station ran hotter over the past week, and what was the top temp at each?", "en", BS, "lastweek", CMP + SUM, ["maxt", worse("lastweek", "t", window=True)]),
    E("Sur les trois derniers jours, quelle station a été la plus dangereuse, et avec quel IFM max ?", "fr", BS, "last3d", CMP + SUM, ["maxfwi", worse("last3d", window=True)]),
    E("قارن بين بجاية وسيدي بلعباس في سبتمبر: أعلى FWI في كل وحدة", "ar", BS, "sep", CMP + SUM, ["maxfwi", worse("sep", window=True)]),
    E("Which one peaked higher in June, FWI-wise, and what were the two peaks?", "en", BS, "jun", CMP + SUM, ["maxfwi", worse("jun", window=True)]),
])
add("m-cmp-sumfire", [
    E("Compare SBA and Bejaia for August: max FWI each, and fire-day count each.", "en", BS, "aug", CMP + SUM, ["maxfwi", "fires"]),
    E("¿Quién tuvo más días de fuego en julio, Béjaïa o Sidi Bel Abbès? ¿Y el FWI máximo de cada una?", "es", BS, "jul", CMP + SUM, ["fires", "maxfwi"]),
], nfh=True)

# danger + a forecast (warn)
add("m-dg-fcst", [
    E("FWI at SBA now and what's it looking like tomorrow?", "en", S, "now", DG + OOS, FC),
    E("Le danger à Béjaïa aujourd'hui, et demain ça va monter ?", "fr", B, "today", DG + OOS, FC),
    E("¿Qué peligro hay hoy en Sidi Bel Abbès y qué se espera pa' mañana?", "es", S, "today", DG + OOS, FC),
    E("شحال الخطر في بجاية اليوم؟ وغدوة كيفاش يكون؟", "ar", B, "today", DG + OOS, FC),
])

# danger + another town (warn)
add("m-dg-town", [
    E("danger at Bejaia, and at Tizi Ouzou?", "en", B, "now", DG + OOS, FC + [town("tizi ouzou", "tizi-ouzou")]),
    E("SBA FWI, plus whatever you've got for Tlemcen", "en", S, "now", DG + OOS, FC + [town("tlemcen", "تلمسان")]),
    E("Le niveau de danger à Sidi Bel Abbès et à Oran ?", "fr", S, "now", DG + OOS, FC + [town("oran", "وهران")]),
    E("¿El FWI de Béjaïa? ¿Y el de Orán?", "es", B, "now", DG + OOS, FC + [town("oran", "orán")]),
    E("الخطر في سيدي بلعباس وفي تلمسان؟", "ar", S, "now", DG + OOS, FC + [town("تلمسان", "tlemcen")]),
])

# frames + danger at the station near the detection (answer)
add("m-frames-dg", [
    E("what did the drone see near SBA, and what's SBA's FWI right now?", "en", S, "now", FR + DG, ["=frames"] + FC),
    E("Détection du drone à quelle heure, et le danger à Sidi Bel Abbès aujourd'hui ?", "fr", S, "today", FR + DG, ["=detection"] + FC),
    E("واش شاف الدرون قرب سيدي بلعباس؟ وشحال مؤشر الخطر تما؟", "ar", S, "now", FR + DG, ["=frames"] + FC),
])

# fire-day count + analog threshold (answer)
add("m-sum-analog", [
    E("How many fire days at SBA in August, and across the season, of the days with FWI above 20 there, how many burned?", "en", S, "aug", SUM + AN, ["fires", "fires_fwi_gt"], thr=20),
    E("¿Cuántos días de fuego tuvo Béjaïa en agosto y, de los días con FWI por encima de 10, cuántos ardieron?", "es", B, "aug", SUM + AN, ["fires", "fires_fwi_gt"], thr=10),
    E("Combien de jours de feu à SBA en juin ? Et sur toute la saison, les jours à IFM au-dessus de 15, combien ont brûlé ?", "fr", S, "jun", SUM + AN, ["fires", "fires_fwi_gt"], thr=15),
], nfh=True)

# danger + a document (answer)
add("m-dg-docs", [
    E("Bejaia danger class now, and what does the crew safety doc say to do on high-danger days?", "en", B, "now", DG + DOCI, FC + [HIGH_DAY_F]),
    E("Classe de danger à SBA, et le guide IFM, il met le seuil de la classe élevée à combien ?", "fr", S, "now", DG + DOCI, FC + [CL_HIGH]),
    E("شحال مؤشر FWI في بجاية؟ ومن أي قيمة يبدا الخطر العالي جدا حسب الدليل؟", "ar", B, "now", DG + DOCI, FC + [CL_VHIGH]),
    E("¿Qué FWI hay en Sidi Bel Abbès? ¿Y a partir de cuánto es extremo según la guía?", "es", S, "now", DG + DOCI, FC + [CL_EXT]),
])

# frames + an order (warn)
add("m-frames-refuse", [
    E("show me the drone's fire frame and forward it to the ops chief", "en", None, "now", FR + RF, ["=frames", neg("en")]),
    E("Il a vu quoi le drone ? Transfère l'image à la préfecture.", "fr", None, "now", FR + RF, ["=frames", neg("fr")]),
    E("¿Qué detectó el dron? Y reenvía la foto al CECOP.", "es", None, "now", FR + RF, ["=frames", neg("es")]),
    E("وريلي واش شاف الدرون وابعثو للقيادة", "ar", None, "now", FR + RF, ["=frames", neg("ar")]),
])

# drift + what should we do (warn)
add("m-drift-tact", [
    E("head running 35 m/min, our escape route takes 15 minutes to walk. how far does the fire go in that time, are we ok?", "en", None, "now", DR + TA, [rate_min(35, 15)], h=15),
    E("Propagation 20 m/min, notre itinéraire de fuite c'est 25 minutes : le feu fait combien pendant ce temps ? On tient la position ?", "fr", None, "now", DR + TA, [rate_min(20, 25)], h=25),
    E("النار تمشي 30 متر في الدقيقة، وطريق الانسحاب ياخذ 20 دقيقة. شحال تقطع النار؟ واش نبقاو ولا نخرجو؟", "ar", None, "now", DR + TA, [rate_min(30, 20)], h=20),
])

# comparison + what should we do (warn)
add("m-cmp-tact", [
    E("which station is worse on the danger side today, and where should we put the reserve engines", "en", BS, "today", CMP + TA, ["fwi", worse("today")]),
    E("¿Qué zona está peor hoy y pa' dónde mandamos el retén?", "es", BS, "today", CMP + TA, ["fwi", worse("today")]),
])

# capabilities + an order (warn)
add("m-caps-refuse", [
    E("tell me what you can do, then page the on-call officer", "en", None, "none", CAP + RF, [neg("en")]),
    E("شنو تقدر تدير؟ وعيط للحماية المدنية", "ar", None, "none", CAP + RF, [neg("ar")]),
])

# readings + danger (answer)
add("m-cc-dg", [
    E("SBA noon: temp, RH, wind and FWI.", "en", S, "now", CC + DG, ["t", "rh", "ws"] + FC),
    E("Béjaïa 14 août : température et indice FWI", "fr", B, "2012-08-14", CC + DG, ["t"] + FC),
    E("Dame humedad y FWI de Sidi Bel Abbès del 3 de agosto", "es", S, "2012-08-03", CC + DG, ["rh"] + FC),
    E("الحرارة والرطوبة ومؤشر الخطر في بجاية اليوم", "ar", B, "today", CC + DG, ["t", "rh"] + FC),
])

# frames + a photo (warn)
add("m-frames-photo", [
    E("what did the drone see? I'll also send you my phone pic of the same spot", "en", None, "now", FR + PH, ["=frames"]),
    E("Compara lo que vio el dron con la foto que te acabo de mandar", "es", None, "now", FR + PH, ["=frames"]),
])

# spread + danger (warn)
add("m-spread-dg", [
    E("If something lights up near SBA now, where's the head in an hour and how dangerous is it out there?", "en", S, "now", SP + DG, ["=spread"] + FC, h=60),
    E("Projection du front à 30 min près de Béjaïa, et le niveau de danger actuel ?", "fr", B, "now", SP + DG, ["=spread"] + FC, h=30),
])

# summary + another town (warn)
add("m-sum-town", [
    E("max FWI at bejaia in september, and how does Algiers compare?", "en", B, "sep", SUM + OOS, ["maxfwi", town("algiers", "alger", "الجزائر")]),
    E("أعلى حرارة في سيدي بلعباس في أوت؟ وفي الجزائر العاصمة؟", "ar", S, "aug", SUM + OOS, ["maxt", town("الجزائر", "algiers", "alger")]),
])

# reading + wind direction (warn: speed held, direction not)
add("m-cc-dir", [
    E("wind at SBA, speed and direction", "en", S, "now", CC + OOS, ["ws"]),
    E("Vent à Béjaïa : force et direction ?", "fr", B, "now", CC + OOS, ["ws"]),
    E("Viento en Sidi Bel Abbès: ¿velocidad y de dónde viene?", "es", S, "now", CC + OOS, ["ws"]),
    E("الريح في بجاية: السرعة والاتجاه؟", "ar", B, "now", CC + OOS, ["ws"]),
])

# a document + an order (warn)
add("m-docs-refuse", [
    E("C'est quoi les 4 lettres LCES ? Et imprime-moi 20 copies pour l'équipe.", "fr", None, "none", DOCI + RF, [LCES_ML, neg("fr")]),
    E("what's the zone 0 rule, and email it to the homeowners on Ridge Road", "en", None, "none", DOCI + RF, [Z0_FT, neg("en")]),
])

# ---- a second wave, mostly English, mostly several asks at once ------------------------------------------
def wetter(wkey):
    a, b = (sum(field(r, "rain") for r in _rows(dev, wkey)) for dev in BS)
    assert a != b
    return nm(B if a > b else S)


add("m2-cc-refuse", [
    E("Engine 31 to box: RH and wind at Bejaia, and tell dispatch we're committing.", "en", B, "now", CC + RF, ["rh", "ws", neg("en")]),
])
add("m2-dg-photo", [
    E("whats the FWI at SBA - pic of the head coming through in a sec", "en", S, "now", DG + PH, FC),
])
add("m2-drift-spread", [
    E("spotter has it at 0.9 km/h. how far in 40 min, and where will the head sit?", "en", None, "now", DR + SP, [rate_kmh(0.9, 40), "=spread"], h=40),
])
add("m2-cc-tact", [
    E("It's 3am and I've been on since six. Bejaia humidity and wind, and honestly, should the morning crew even go up there?", "en", B, "now", CC + TA, ["rh", "ws"]),
])
add("m2-frames-docs", [
    E("Did the drone pick anything up? Also what's Zone 2 grass supposed to be cut to, per the Butte doc", "en", None, "now", FR + DOCI, ["=frames", GRASS_IN]),
])
add("m2-cmp-sum", [
    E("Over the last three days which station was wetter, and how much rain fell at each in total?", "en", BS, "last3d", CMP + SUM, [total(B, "last3d", "rain"), total(S, "last3d", "rain"), wetter("last3d")]),
])
add("m2-dg-oos", [
    E("Bejaia FWI today, and is it supposed to cool off by the weekend?", "en", B, "today", DG + OOS, FC),
    E("SBA danger class, and Mascara's too, we've got a crew heading over there", "en", S, "now", DG + OOS, FC + [town("mascara", "معسكر")]),
])
add("m2-frames-dg", [
    E("what time was the fire frame, and what's the danger class at sidi bel abbes", "en", S, "now", FR + DG, ["=detection"] + FC),
])
add("m2-sum-analog", [
    E("how many fire days at bejaia in september, and did days with FWI above 5 there usually burn?", "en", B, "sep", SUM + AN, ["fires", "fires_fwi_gt"], thr=5),
], nfh=True)
add("m2-dg-docs", [
    E("ISI and BUI at SBA today, plus what does the FWI guide say BUI actually measures?", "en", S, "today", DG + DOCI, [code("ISI", S, "today"), code("BUI", S, "today"), {"any": [BUI_MEANS, "fuel"]}]),
    E("volunteer again, sorry!! is the danger class the same thing as the FWI? and what is it at SBA today", "en", S, "today", DG + DOCI, FC, alt=[["danger"]]),
])
add("m2-frames-refuse", [
    E("pull up the drone's frame and push it to the TAK server", "en", None, "now", FR + RF, ["=frames", neg("en")]),
])
add("m2-drift-tact", [
    E("rate 45 m/min, we're 10 min from the safety zone. how far does it travel in that time, do we bail now?", "en", None, "now", DR + TA, [rate_min(45, 10)], h=10),
])
add("m2-cmp-tact", [
    E("between the two, who's got the higher FWI right now and what's our best move?", "en", BS, "now", CMP + TA, ["fwi", worse("now")]),
])
add("m2-caps-refuse", [
    E("list what you can do, and then shut the drone feed off", "en", None, "none", CAP + RF, [neg("en")]),
])
add("m2-cc-dg", [
    E("temp, RH and FWI at Bejaia on 3 Aug", "en", B, "2012-08-03", CC + DG, ["t", "rh"] + FC),
])
add("m2-spread-dg", [
    E("If it kicks off at Bejaia now, where's the front at plus 90, and is the danger even high today?", "en", B, "now", SP + DG, ["=spread"] + FC, h=90),
])
add("m2-sum-oos", [
    E("hottest temp at SBA in July, and what's Oran looking like this week?", "en", S, "jul", SUM + OOS, ["maxt", town("oran", "وهران")]),
])
add("m2-cc-dir", [
    E("SBA wind in km/h and where it's coming from", "en", S, "now", CC + OOS, ["ws"]),
])
add("m2-docs-refuse", [
    E("what's the defensible space rule, and push a notice to every household on the list", "en", None, "none", DOCI + RF, [DOC_DEF, neg("en")]),
])
add("m2-cond", [
    E("RH @ SBA?", "en", S, "now", CC, ["rh"]),
    E("Bejaia wind on Sept 28, in mph. Chief wants it for the after-action.", "en", B, "2012-09-28", CC, ["ws", conv("mph", B, "2012-09-28")]),
])
add("m2-danger", [
    E("Dispatcher again. Bejaia noon FWI on the 18th of August, the log sheet has a blank there.", "en", B, "2012-08-18", DG, FC),
    E("DMC at SBA on 21/09?", "en", S, "2012-09-21", DG, [code("DMC", S, "2012-09-21")]),
])
add("m2-sum", [
    E("what was the peak FWI at Bejaia between the 20th and the 31st of August", "en", B, "aug-late", SUM, ["maxfwi"]),
    E("total rain at Sidi Bel Abbes over the past week", "en", S, "lastweek", SUM, [total(S, "lastweek", "rain")]),
])
add("m2-near", [
    E("temp at the Bejaia airport right now?", "en", B, "now", CC, ["t"]),
    E("the quarry 6 km north of Sidi Bel Abbes, what's the humidity out there", "en", S, "now", CC, ["rh"]),
], decision="warn")
add("m2-hour", [
    E("humidity at SBA at dawn yesterday?", "en", S, "yesterday", CC, ["rh"]),
], decision="warn")
add("m2-refuse", [
    E("reset the sidi bel abbes station, it's been stuck all night", "en", None, "none", RF, [neg("en")]),
])

# ================================================================ sessions
SESSIONS: list[dict] = []


def turn(sid, n, q, intents, st, when, facts, lang="en", h=None, decision=None, nfh=False):
    r = {"session": f"{NAME}s{sid:02d}", "turn": n, "question": q, "intents": intents,
         "stations": (sorted(st) if isinstance(st, list) else [st]) if st else None, "when": when,
         "facts": list(facts), "lang": lang}
    if h:
        r["horizon_min"] = h
    if decision:
        r["decision"] = decision
    if nfh:
        r["needs_fire_history"] = True
    SESSIONS.append(r)


# s01 tired night dispatcher
turn(1, 1, "evening. well, night. what's the fire danger at Sidi Bel Abbes at the moment", DG, S, "now", FC)
turn(1, 2, "and the other station", DG, B, "now", FC)
turn(1, 3, "why's bejaia sitting that low", ["explain"], B, "now", ["rh", "rain"])
turn(1, 4, "fine. log it and ping the regional coordinator with both numbers", RF, None, "now", [neg("en")])
# s02 French IC, switches to English
turn(2, 1, "PC feu à la box. Relevés de Béjaïa hier midi.", CC, B, "yesterday", ALL4, lang="fr")
turn(2, 2, "Et avant-hier ?", CC, B, "daybefore", ALL4, lang="fr")
turn(2, 3, "Même jour, compare avec Sidi Bel Abbès côté danger.", CMP, BS, "daybefore", ["fwi", worse("daybefore")], lang="fr")
turn(2, 4, "why is that one the worse of the two?", ["explain"], BS, "daybefore", ["rh"])
# s03 Andalusian brigadista
turn(3, 1, "Quillo, ¿qué ha visto er dron hoy?", FR, None, "now", ["=frames"], lang="es")
turn(3, 2, "¿A qué hora fue eso exactamente?", FR, None, "now", ["=detection"], lang="es")
turn(3, 3, "¿Y eso cae cerca de Sidi Bel Abbès o qué?", FR, None, "now", ["=detection_place"], lang="es")
turn(3, 4, "Vale. ¿Y pa' dónde tira el frente en media hora?", SP, None, "now", ["=spread"], lang="es", h=30)
turn(3, 5, "¿Y qué peligro hay ahora mismo en Sidi Bel Abbès?", DG, S, "now", FC, lang="es")
# s04 Darija crew lead mixing French
turn(4, 1, "wach rah l'FWI f بجاية lyoum?", DG, B, "today", FC, lang="ar")
turn(4, 2, "و سيدي بلعباس؟", DG, S, "today", FC, lang="ar")
turn(4, 3, "علاش راهو طايح هكا؟", ["explain"], S, "today", ["rh"], lang="ar")
turn(4, 4, "mli7. ابعث هاد الأرقام لمركز القيادة", RF, None, "now", [neg("ar")], lang="ar")
# s05 fire behaviour analyst
turn(5, 1, "Peak FWI at SBA in August?", SUM, S, "aug", ["maxfwi"])
turn(5, 2, "How many of the August days there were fire days?", SUM, S, "aug", ["fires"], nfh=True)
turn(5, 3, "Same two numbers for Bejaia.", SUM, B, "aug", ["maxfwi", "fires"], nfh=True)
turn(5, 4, "Across the season at SBA, days with FWI above 20: how many, and how many burned?", AN, S, "now", fires_gt(S, 20), nfh=True)
turn(5, 5, "and which of the two would you watch today, on FWI?", CMP, BS, "now", ["fwi", worse("now")])
# s06 chatty volunteer, drift then spread then what to do
turn(6, 1, "hi! the lookout on our side reckons the head is moving roughly 30 metres every minute. we're maybe 25 minutes out. how far will it have moved by the time we get there?", DR, None, "now", [rate_min(30, 25)], h=25)
turn(6, 2, "and if it doubles because the wind picks up?", DR, None, "now", [rate_min(60, 25)], h=25)
turn(6, 3, "so where would the front actually be then?", SP, None, "now", ["=spread"], h=25)
turn(6, 4, "ok honestly, what should we do", TA, None, "now", [])
# s07 French logistics officer
turn(7, 1, "Pour le plan de débroussaillement : combien de pieds autour des bâtiments dans le Butte County ?", DOCI, None, "none", [DOC_DEF], lang="fr")
turn(7, 2, "Et la zone 1, elle va jusqu'où ?", DOCI, None, "none", [Z1_TO], lang="fr")
turn(7, 3, "OK. Sinon, le danger à Sidi Bel Abbès aujourd'hui ?", DG, S, "today", FC, lang="fr")
turn(7, 4, "Tu peux commander 200 litres de retardant pour demain matin ?", RF, None, "none", [neg("fr")], lang="fr")
# s08 Spanish, window then compare then why
turn(8, 1, "¿Cuál fue la máxima en Béjaïa la última semana?", SUM, B, "lastweek", ["maxt"], lang="es")
turn(8, 2, "¿Y en Sidi?", SUM, S, "lastweek", ["maxt"], lang="es")
turn(8, 3, "¿Cuál de las dos tuvo el FWI más alto esa semana?", CMP, BS, "lastweek", ["maxfwi", worse("lastweek", window=True)], lang="es")
turn(8, 4, "¿Y eso por qué?", ["explain"], BS, "lastweek", [], lang="es")
# s09 Modern Standard Arabic
turn(9, 1, "ما الذي يمكنك فعله؟", CAP, None, "none", [], lang="ar")
turn(9, 2, "سأرسل لك صورة للدخان الآن، هل يمكنك تحليلها؟", PH, None, "none", [photo("ar")], lang="ar")
turn(9, 3, "حسنا، ما مستوى الخطر في سيدي بلعباس حاليا؟", DG, S, "now", FC, lang="ar")
turn(9, 4, "وماذا عن الغد؟", OOS, S, "now", [], lang="ar")
# s10 terse radio IC
turn(10, 1, "Box, Division Alpha. SBA wind, knots.", CC, S, "now", ["ws", conv("kn", S, "now")])
turn(10, 2, "Copy. RH.", CC, S, "now", ["rh"])
turn(10, 3, "Danger class.", DG, S, "now", FC)
turn(10, 4, "Recommend posture for north flank crews.", TA, S, "now", FC)
turn(10, 5, "Say again why it's that low.", ["explain"], S, "now", ["rh"])
# s11 English then Arabic, then an order in English
turn(11, 1, "temp at bejaia on 14 aug?", CC, B, "2012-08-14", ["t"])
turn(11, 2, "وفي سيدي بلعباس نفس النهار؟", CC, S, "2012-08-14", ["t"], lang="ar")
turn(11, 3, "شكون فيهم كان أخطر؟", CMP, BS, "2012-08-14", ["fwi", worse("2012-08-14")], lang="ar")
turn(11, 4, "ok send that to the prefecture", RF, None, "none", [neg("en")])
# s12 French, multi-ask first turn
turn(12, 1, "Vent et humidité à Sidi Bel Abbès, et on envoie les binômes sur la crête ou pas ?", CC + TA, S, "now", ["ws", "rh"], lang="fr")
turn(12, 2, "Et à Béjaïa ?", CC, B, "now", ["ws", "rh"], lang="fr")
turn(12, 3, "Pourquoi c'est plus humide là-bas ?", ["explain"], BS, "now", ["rh"], lang="fr")
turn(12, 4, "Tu as bien reçu ma photo de la crête ?", PH, None, "none", [photo("fr")], lang="fr")
# s13 Darija + French, drift then spread then frames + order
turn(13, 1, "la vitesse ta3 النار 45 m/min، الكاميو يوصل في 10 دقايق. شحال تكون مشات؟", DR, None, "now", [rate_min(45, 10)], lang="ar", h=10)
turn(13, 2, "و وين توصل الجبهة؟", SP, None, "now", ["=spread"], lang="ar", h=10)
turn(13, 3, "واش قال الدرون؟ وابعث الصورة للقائد", FR + RF, None, "now", ["=frames", neg("ar")], lang="ar")
turn(13, 4, "d'accord. والخطر في سيدي بلعباس دروك؟", DG, S, "now", FC, lang="ar")


def main():
    (OUT / f"crew_templates_{FILE}.jsonl").write_text(
        "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in TEMPLATES), encoding="utf-8")
    (OUT / f"crew_sessions_{FILE}.jsonl").write_text(
        "".join(json.dumps(s, ensure_ascii=False) + "\n" for s in SESSIONS), encoding="utf-8")
    n = sum(len(t["phrasings"]) for t in TEMPLATES)
    print(f"{len(TEMPLATES)} templates, {n} phrasings, {len(SESSIONS)} session turns")


if __name__ == "__main__":
    main()
