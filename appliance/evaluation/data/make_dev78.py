#!/usr/bin/env python3
"""Batch d78 (dev): blind fire-crew questions (helicopter / air-attack crews, a village forest-service volunteer).

Writes crew_templates_dev78.jsonl and crew_sessions_dev78.jsonl next to this file. Every number in a gold fact
is computed here: from the CSV through crew_facts (table, fire_record, window_facts), from unit conversions
of the real reading, from the crew's own rate and time, or parsed out of the shipped documents by regex.
Run:  python -m appliance.evaluation.data.make_dev78
"""
import json
import re
from collections import OrderedDict
from pathlib import Path

from appliance.evaluation import crew_days as cd
from appliance.evaluation import crew_facts as cf
from appliance.paths import EDGE_DATA_DIR

OUT = Path(__file__).resolve().parent
NAME = "d78"
T = cf.table()
FR = cf.fire_record()
B, S = "bejaia", "sidi-bel-abbes"
DOCS = EDGE_DATA_DIR / "documents"


# ----------------------------------------------------------------------------------------------- helpers
def num(x):
    x = round(float(x), 1)
    return int(x) if x.is_integer() else x


def days_of(key):
    return cd.resolve(key, "en", 0)["days"]


def one_day(key):
    d = days_of(key)
    assert len(d) == 1, key
    return d[0]


def rec(st, key):
    return T[(st, one_day(key))]


def rows(st, key):
    return [T[(st, d)] for d in days_of(key) if (st, d) in T]


def code(st, key, name):
    return num(rec(st, key).codes[name])


def dec_forms(v, units=()):
    s = f"{v:.1f}"
    forms = [s, s.replace(".", ",")]
    r = round(v)
    forms += [f"{r} {u}" for u in units] + [f"{r}{u}" for u in units]
    return {"any": list(OrderedDict.fromkeys(forms))}


def knots(st, key):
    return dec_forms(rec(st, key).wind_kmh / 1.852, ("kn", "kt", "kts", "knots", "nœuds", "nudos", "عقدة"))


def mph(st, key):
    return dec_forms(rec(st, key).wind_kmh / 1.609344, ("mph",))


def mps(st, key):
    return dec_forms(rec(st, key).wind_kmh / 3.6, ("m/s",))


def fahr(st, key):
    return dec_forms(rec(st, key).temperature_c * 9 / 5 + 32, ("°F", "F", "degrees F"))


def dist(metres, extra=()):
    m = round(metres)
    km = metres / 1000
    forms = [f"{m} m", f"{m}m", f"{m:,} m", f"{m:,} m".replace(",", " "), f"{m} metres", f"{m} meters",
             f"{m} mètres", f"{m} metros", f"{m} متر"]
    exact = f"{km:g}"
    if "." not in exact:
        kms = [exact, f"{km:.1f}"]
    else:
        kms = [exact] + ([f"{km:.2f}", f"{km:.1f}"] if len(exact.split(".")[-1]) > 2 else [])
    for s in kms:
        forms += [f"{s} km", f"{s}km", s.replace(".", ",") + " km", s.replace(".", ",") + "km", f"{s} كم"]
    return {"any": list(OrderedDict.fromkeys(forms + list(extra)))}


def count(st, key, pred):
    return sum(1 for r in rows(st, key) if pred(r))


def diff(st1, st2, key, attr):
    a, b = (getattr(rec(s, key), attr) if attr != "fwi" else rec(s, key).codes["FWI"] for s in (st1, st2))
    return num(abs(a - b))


def avg(st, key, attr):
    vals = [getattr(r, attr) for r in rows(st, key)]
    return dec_forms(sum(vals) / len(vals))


def extreme(st, key, attr, fn=max):
    return num(fn(getattr(r, attr) if attr != "fwi" else r.codes["FWI"] for r in rows(st, key)))


def trend(st, key):
    r = rows(st, key)
    return [num(r[0].codes["FWI"]), num(r[-1].codes["FWI"])]


def fires_among(st, key, thr):
    """(days in the window with FWI above thr, how many of them are fire days in the box's record)."""
    hot = [d for d in days_of(key) if (st, d) in FR and FR[(st, d)][0] > thr]
    return [len(hot), sum(FR[(st, d)][1] for d in hot)]


def analog_record(st, thr):
    return cf.window_facts("fires_fwi_gt", st, [cd.TODAY.isoformat()], thr)


def date_forms(day):
    y, m, d = day.split("-")
    mi, di = int(m), int(d)
    en = cd.MONTHS["en"][mi - 1]
    return {"any": [day, f"{di} {en}", f"{en} {di}", f"{di} {en[:3]}", f"{en[:3]} {di}", f"{d}/{m}",
                    f"{di} {cd.MONTHS['fr'][mi - 1]}", f"{di} de {cd.MONTHS['es'][mi - 1]}",
                    f"{di} {cd.MONTHS['ar'][mi - 1]}"]}


def argmax_day(st, key, attr="fwi"):
    best = max((d for d in days_of(key) if (st, d) in T),
               key=lambda d: T[(st, d)].codes["FWI"] if attr == "fwi" else getattr(T[(st, d)], attr))
    return best


# ----------------------------------------------------------------------------------- facts from documents
def doc(name):
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


_FWI_GUIDE = doc("fire-weather-index-guide.md")
_LCES = doc("crew-safety-lces.md")
_BUTTE = doc("butte-county-defensible-space.md")
FFMC_EASY = num(re.search(r"above about (\d+(?:\.\d+)?) fine fuels", _FWI_GUIDE).group(1))
CLASS_FROM = {w: num(v) for v, w in re.findall(r"from (\d+(?:\.\d+)?)\s+(very\s+high|high|extreme|low|moderate)",
                                              _FWI_GUIDE.replace("\n", " "))}
CLASS_FROM = {re.sub(r"\s+", " ", k): v for k, v in CLASS_FROM.items()}
HIGH_FROM, VHIGH_FROM = CLASS_FROM["high"], CLASS_FROM["very high"]
GRASS_IN = num(re.search(r"maximum height of (\d+) inches", _BUTTE).group(1))
_lces = re.search(r"before it engages a fire: ([^.]+)\.", _LCES.replace("\n", " ")).group(1)
LCES_PARTS = [p.strip() for p in re.split(r",\s*|\s+and\s+", _lces) if p.strip()]
assert len(LCES_PARTS) == 4, LCES_PARTS
LCES = [{"any": [LCES_PARTS[0].lower().rstrip("s")]}, {"any": [LCES_PARTS[2].lower().rstrip("s")]},
        {"any": [LCES_PARTS[3].lower().rstrip("s")]}]
_watch = re.search(r"Pull back and re-assess when (.+?)\.", _LCES.replace("\n", " ")).group(1)
WATCH_OUT = [{"any": [w]} for w in ("downhill", "spot fire") if w in _watch]
assert len(WATCH_OUT) == 2
_staff = re.search(r"On days of ([^,]+, [^,]+ or \w+) fire danger[^:]*: ([^.]+)\.", _LCES.replace("\n", " "))
STAFFING = [{"any": ["lookout"]}] if "lookouts are posted early" in _staff.group(2) else []
assert STAFFING
ISI_MEANS = {"any": ["spread", "propag", "انتشار"]} if "how fast" in _FWI_GUIDE and "spread" in _FWI_GUIDE else None
assert ISI_MEANS


STATION_NAMES = [{"any": ["bejaia"]}, {"any": ["sidi bel abbes", "sidi-bel-abbes"]}]

# ------------------------------------------------------------------------------------------- templates
GROUPS = OrderedDict()


def add(kind, q, lang, st, day, facts=(), intents=None, h=None, thr=None, alt=None, decision=None, fire=False):
    # one template per (kind, decision, fire record): the decision and needs_fire_history are template-wide
    g = GROUPS.setdefault((kind, decision, fire), {"rows": [], "decision": decision, "fire": fire})
    assert "{" not in q and "}" not in q
    g["rows"].append(dict(q=q, lang=lang, st=st, day=day, facts=list(facts), intents=intents, h=h, thr=thr, alt=alt))


def st_mode(st):
    return {None: "none", "B": [B], "S": [S], "both": "both"}[st]


def build_templates():
    out = []
    seen = set()
    for (kind, decision, fire), g in GROUPS.items():
        if kind in seen:
            kind += ("-fh" if fire else "") + ("-" + decision if decision else "")
        assert kind not in seen
        seen.add(kind)
        rs = g["rows"]
        default = rs[0]["intents"]
        phr = []
        for r in rs:
            p = {"q": r["q"], "lang": r["lang"], "stations": st_mode(r["st"])}
            if r["facts"]:
                p["facts"] = r["facts"]
            if r["alt"]:
                p["intents_alt"] = r["alt"]
            phr.append(p)
        t = {"key": f"{NAME}-{kind}", "intents": default, "phrasings": phr, "stations": "none",
             "days": [r["day"] for r in rs], "intents_by_phrasing": [r["intents"] for r in rs]}
        if any(r["h"] is not None for r in rs):
            t["horizons"] = [r["h"] for r in rs]
        if any(r["thr"] is not None for r in rs):
            t["thr"] = [r["thr"] for r in rs]
        if g["decision"]:
            t["decision"] = g["decision"]
        if g["fire"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
DR, SP, FRM, DOC, CAP = "drift", "spread", "frames", "documents", "capabilities"
PH, OOS, REF, TAC, EXP = "photo", "out_of_scope", "refuse", "tactical", "explain"
AUG17, AUG14, AUG29, SEP28 = "2012-08-17", "2012-08-14", "2012-08-29", "2012-09-28"

# --- readings of a day -------------------------------------------------------------------------------
k = "obs"
add(k, "SBA temp rn?", "en", "S", "now", ["t"], [CC])
add(k, "Helitack 2 to base, need current RH at Bejaia, over.", "en", "B", "now", ["rh"], [CC])
add(k, "wind spd bejaia pls", "en", "B", "now", ["ws"], [CC])
add(k, "Any rain at Sidi Bel Abbes yesterday? Want to know if the dip pond got anything.", "en", "S", "yesterday", ["rain"], [CC])
add(k, "What was it like at Béjaïa on Aug 3rd: temp, humidity, wind?", "en", "B", "2012-08-03", ["t", "rh", "ws"], [CC])
add(k, "Full noon obs for Sidi Bel Abbès, 14-Aug.", "en", "S", AUG14, ["t", "rh", "ws", "rain"], [CC])
add(k, "humdity at sba day before yesterday", "en", "S", "daybefore", ["rh"], [CC])
add(k, "First season volunteer here, sorry if it's a dumb one: how hot did it get in Bejaia on the 17th of August?", "en", "B", AUG17, ["t"], [CC])
add(k, "Pilot here, need temp and wind at Sidi Bel Abbes right now for the load calc.", "en", "S", "now", ["t", "ws"], [CC])
add(k, "Noon readings, SBA, today. All of them.", "en", "S", "today", ["t", "rh", "ws", "rain"], [CC])
add(k, "Température à Bougie, là maintenant ?", "fr", "B", "now", ["t"], [CC])
add(k, "C'est-tu humide pas mal à Sidi Bel Abbès aujourd'hui? Donne-moi l'humidité relative", "fr", "S", "today", ["rh"], [CC])
add(k, "il est tomber combien de pluie hier sur bejaia", "fr", "B", "yesterday", ["rain"], [CC])
add(k, "relevé de midi SBA le 3/8 svp : temp, HR, vent", "fr", "S", "2012-08-03", ["t", "rh", "ws"], [CC])
add(k, "cuanta humedad hay ahorita en sidi bel abes", "es", "S", "now", ["rh"], [CC])
add(k, "¿Llovió en SBA anteayer?", "es", "S", "daybefore", ["rain"], [CC])
add(k, "Pásame viento y humedad de Béjaïa del 21 de julio, porfa", "es", "B", "2012-07-21", ["ws", "rh"], [CC])
add(k, "شحال السخانة في بلعباس دوك؟", "ar", "S", "now", ["t"], [CC])
add(k, "هل هطلت أمطار في سيدي بلعباس أمس؟", "ar", "S", "yesterday", ["rain"], [CC])
add(k, "الريح في بجاية نهار 14 أوت قداش كانت؟", "ar", "B", AUG14, ["ws"], [CC])
add(k, "أعطني قراءات الظهيرة في سيدي بلعباس يوم 2 أوت: الحرارة والرطوبة والرياح", "ar", "S", "2012-08-02", ["t", "rh", "ws"], [CC])

# --- units the air side asks for -------------------------------------------------------------------------
k = "units"
add(k, "Wind at SBA in knots, we're spinning up.", "en", "S", "now", ["ws", knots(S, "now")], [CC])
add(k, "Air Attack needs Bejaia wind in kts for the drop run", "en", "B", "now", ["ws", knots(B, "now")], [CC])
add(k, "whats SBA temp in fahrenheit, density altitude check", "en", "S", "now", ["t", fahr(S, "now")], [CC])
add(k, "Bejaia wind in mph please, half this crew is from the States", "en", "B", "now", ["ws", mph(B, "now")], [CC])
add(k, "Yesterday's noon wind at Sidi Bel Abbes in metres per second?", "en", "S", "yesterday", ["ws", mps(S, "yesterday")], [CC])
add(k, "Temp at Bejaia on Aug 17 in °F?", "en", "B", AUG17, ["t", fahr(B, AUG17)], [CC])
add(k, "Le vent à SBA en nœuds, c'est pour le pilote du Dash.", "fr", "S", "now", ["ws", knots(S, "now")], [CC])
add(k, "Vitesse du vent à Béjaïa en m/s s'il vous plaît", "fr", "B", "now", ["ws", mps(B, "now")], [CC])
add(k, "¿Viento en Sidi Bel Abbès en nudos? Salimos con el helibalde.", "es", "S", "now", ["ws", knots(S, "now")], [CC])
add(k, "Temperatura de Bejaia en Fahrenheit, que el piloto es gringo jaja", "es", "B", "now", ["t", fahr(B, "now")], [CC])
add(k, "Viento de ayer en Béjaïa en metros por segundo", "es", "B", "yesterday", ["ws", mps(B, "yesterday")], [CC])
add(k, "سرعة الريح في بلعباس بالعقدة من فضلك، الهليكوبتر راهي توجد", "ar", "S", "now", ["ws", knots(S, "now")], [CC])
add(k, "قديش الريح ببجاية بالمتر بالثانية؟", "ar", "B", "now", ["ws", mps(B, "now")], [CC])
add(k, "الحرارة في سيدي بلعباس بالفهرنهايت؟", "ar", "S", "now", ["t", fahr(S, "now")], [CC])

# --- an hour other than noon (served from the noon reading: warn) -----------------------------------------
k = "hour"
add(k, "What was the temp at SBA at 6 this morning?", "en", "S", "today", ["t"], [CC], decision="warn")
add(k, "RH at Bejaia yesterday around 4 pm?", "en", "B", "yesterday", ["rh"], [CC], decision="warn")
add(k, "wind at sidi bel abbes at 0800 on 14 aug", "en", "S", AUG14, ["ws"], [CC], decision="warn")
add(k, "Conditions at SBA at 17:00 yesterday? Heli was flying then and it felt gusty.", "en", "S", "yesterday", ["t", "rh", "ws"], [CC], decision="warn")
add(k, "Il faisait combien à Béjaïa ce matin à 7h ?", "fr", "B", "today", ["t"], [CC], decision="warn")
add(k, "L'humidité à Sidi Bel Abbès hier soir vers 20 h ?", "fr", "S", "yesterday", ["rh"], [CC], decision="warn")
add(k, "¿Qué viento había en Bejaia a las 9 de la mañana?", "es", "B", "today", ["ws"], [CC], decision="warn")
add(k, "Temperatura en SBA ayer a las 5 de la tarde", "es", "S", "yesterday", ["t"], [CC], decision="warn")
add(k, "شحال كانت السخانة في بجاية الصباح على 6؟", "ar", "B", "today", ["t"], [CC], decision="warn")
add(k, "كم كانت الرطوبة في سيدي بلعباس أمس الساعة الثامنة مساءً؟", "ar", "S", "yesterday", ["rh"], [CC], decision="warn")
add(k, "Temp at SBA at 3 pm yesterday, and the FWI that day", "en", "S", "yesterday", ["t", "fwi"], [CC, DG], decision="warn")
add(k, "Temp at Bejaia at 7am today, and the FWI", "en", "B", "today", ["t", "fwi"], [CC, DG], decision="warn")
add(k, "سرعة الريح في بلعباس أمس الساعة 6 الصباح، والخطر؟", "ar", "S", "yesterday", ["ws", "fwi"], [CC, DG], decision="warn")
add(k, "Allô, c'est quoi le vent pis le FWI à SBA à matin vers 9 h?", "fr", "S", "today", ["ws", "fwi"], [CC, DG], decision="warn")

# --- a place near a station, not at it (warn) -----------------------------------------------------------
k = "near"
add(k, "Forest service volunteer from a village about 12 km south of Sidi Bel Abbes. What's the fire danger for us today?", "en", "S", "today", ["fwi", "class"], [DG], decision="warn")
add(k, "Temp on the ridge above Bejaia right now?", "en", "B", "now", ["t"], [CC], decision="warn")
add(k, "LZ is 10 km out of SBA on the east road. Wind there?", "en", "S", "now", ["ws"], [CC], decision="warn")
add(k, "FWI for the hills just behind Bejaia where the crews are cutting line", "en", "B", "now", ["fwi"], [DG], decision="warn")
add(k, "our village is up the valley from bejaia maybe 15 km. humidity there today?", "en", "B", "today", ["rh"], [CC], decision="warn")
add(k, "Dip site at the reservoir south of Sidi Bel Abbès: what's the wind doing?", "en", "S", "now", ["ws"], [CC], decision="warn")
add(k, "On est à une dizaine de km au nord de Sidi Bel Abbès, c'est quoi le danger feu ici ?", "fr", "S", "now", ["fwi", "class"], [DG], decision="warn")
add(k, "Température sur les crêtes au-dessus de Béjaïa ?", "fr", "B", "now", ["t"], [CC], decision="warn")
add(k, "Estamos en la sierra a unos 20 km de Bejaia, ¿qué nivel de peligro hay aquí arriba?", "es", "B", "now", ["fwi", "class"], [DG], decision="warn")
add(k, "¿Humedad en el pueblo que está a 8 km al este de SBA?", "es", "S", "now", ["rh"], [CC], decision="warn")
add(k, "أنا متطوع في قرية على بعد 10 كلم من بجاية، واش مستوى الخطر عندنا اليوم؟", "ar", "B", "today", ["fwi", "class"], [DG], decision="warn")
add(k, "شو سرعة الريح عالتلة يلي فوق سيدي بلعباس؟", "ar", "S", "now", ["ws"], [CC], decision="warn")
add(k, "الحرارة في الغابة اللي قرب بلعباس بحوالي 5 كلم؟", "ar", "S", "now", ["t"], [CC], decision="warn")
add(k, "Volunteer, village 10 km from SBA: temperature, humidity and the danger level for us today?", "en", "S", "today", ["t", "rh", "fwi"], [CC, DG], decision="warn")
add(k, "village fire brigade, we're ~6 km outside Bejaia. RH and wind for us? should we call off the brush burn", "en", "B", "now", ["rh", "ws"], [CC, TAC], decision="warn")
add(k, "Helitack: any rain at SBA today, and is it OK to refill buckets at the reservoir south of town?", "en", "S", "today", ["rain"], [CC, TAC], decision="warn")
add(k, "Au hameau à 15 km de Bougie, on a combien d'humidité et quel danger ?", "fr", "B", "now", ["rh", "class"], [CC, DG], decision="warn")

# --- days the box has no reading for (abstain) ---------------------------------------------------------
k = "nodata"
add(k, "Temp at Bejaia on 20 May 2012?", "en", "B", "2012-05-20", ["t"], [CC])
add(k, "FWI at SBA 2011-08-14", "en", "S", "2011-08-14", ["fwi"], [DG])
add(k, "What were the readings at Sidi Bel Abbes on May 31st, 2012?", "en", "S", "2012-05-31", ["t", "rh", "ws"], [CC])
add(k, "Which was hotter on 15 May 2012, Bejaia or SBA?", "en", "both", "2012-05-15", ["t"], [CMP])
add(k, "volunteer q: how bad was the danger at bejaia on 15 april 2012", "en", "B", "2012-04-15", ["fwi", "class"], [DG])
add(k, "Le FWI à Béjaïa le 28 mai 2012 ?", "fr", "B", "2012-05-28", ["fwi"], [DG])
add(k, "Combien faisait-il à SBA le 1er octobre 2011 ?", "fr", "S", "2011-10-01", ["t"], [CC])
add(k, "¿Qué humedad tuvo Sidi Bel Abbès el 10 de mayo de 2012?", "es", "S", "2012-05-10", ["rh"], [CC])
add(k, "Viento en Bejaia el 30/05/2012", "es", "B", "2012-05-30", ["ws"], [CC])
add(k, "شحال كانت السخانة في بجاية نهار 25 ماي 2012؟", "ar", "B", "2012-05-25", ["t"], [CC])
add(k, "ما هو مؤشر الحريق في سيدي بلعباس يوم 20 أوت 2011؟", "ar", "S", "2011-08-20", ["fwi"], [DG])

# --- danger codes --------------------------------------------------------------------------------------
k = "danger"
add(k, "FWI SBA now", "en", "S", "now", ["fwi"], [DG])
add(k, "What's the danger class at Bejaia today?", "en", "B", "today", ["class"], [DG])
add(k, "ATGS here. ISI at Sidi Bel Abbes? Thinking about how fast a new start would run.", "en", "S", "now", [code(S, "now", "ISI")], [DG])
add(k, "BUI at bejaia rn", "en", "B", "now", [code(B, "now", "BUI")], [DG])
add(k, "Fire danger at SBA yesterday: low, moderate, high?", "en", "S", "yesterday", ["class", "fwi"], [DG])
add(k, "FFMC at Sidi Bel Abbès today? the fine stuff is what worries me", "en", "S", "today", [code(S, "today", "FFMC")], [DG])
add(k, "DC and DMC for SBA on Aug 25", "en", "S", "2012-08-25", [code(S, "2012-08-25", "DC"), code(S, "2012-08-25", "DMC")], [DG])
add(k, "How bad was the fire danger at Sidi Bel Abbes on 21 July?", "en", "S", "2012-07-21", ["fwi", "class"], [DG])
add(k, "FBAN request: the full code set for Bejaia today, FFMC DMC DC ISI BUI FWI.", "en", "B", "today",
    [code(B, "today", c) for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")], [DG])
add(k, "Indice FWI à Sidi Bel Abbès aujourd'hui ?", "fr", "S", "today", ["fwi"], [DG])
add(k, "Niveau de danger à Bougie ?", "fr", "B", "now", ["class"], [DG])
add(k, "C'est quoi l'ISI à SBA hier ? Le Canadair veut savoir.", "fr", "S", "yesterday", [code(S, "yesterday", "ISI")], [DG])
add(k, "Le BUI de Béjaïa le 22 août", "fr", "B", "2012-08-22", [code(B, "2012-08-22", "BUI")], [DG])
add(k, "danger feu Sidi Bel Abes le 11 aout, classe et indice stp", "fr", "S", "2012-08-11", ["class", "fwi"], [DG])
add(k, "¿Cuál es el FWI de Bejaia ahora mismo?", "es", "B", "now", ["fwi"], [DG])
add(k, "¿Qué FFMC tenía Béjaïa ayer?", "es", "B", "yesterday", [code(B, "yesterday", "FFMC")], [DG])
add(k, "Che, ¿cómo estaba el peligro en Sidi Bel Abbès el 17 de agosto?", "es", "S", AUG17, ["class", "fwi"], [DG])
add(k, "شحال الـFWI في بلعباس دوك؟", "ar", "S", "now", ["fwi"], [DG])
add(k, "قديش مؤشر ISI بسيدي بلعباس مبارح؟", "ar", "S", "yesterday", [code(S, "yesterday", "ISI")], [DG])
add(k, "واش كان الخطر في بجاية نهار 23 أوت؟", "ar", "B", "2012-08-23", ["class", "fwi"], [DG])
add(k, "أعطني مؤشر الجفاف DC لسيدي بلعباس اليوم", "ar", "S", "today", [code(S, "today", "DC")], [DG])

# --- comparisons between the stations --------------------------------------------------------------------
k = "cmp"
add(k, "Which station's hotter right now?", "en", "both", "now", ["t"], [CMP])
add(k, "Bejaia or SBA, who's windier today?", "en", "both", "today", ["ws"], [CMP])
add(k, "How much hotter was SBA than Bejaia on Aug 17?", "en", "both", AUG17, ["t", diff(S, B, AUG17, "temperature_c")], [CMP])
add(k, "side by side pls: RH and wind, bejaia vs sba, 28 sept", "en", "both", SEP28, ["rh", "ws"], [CMP])
add(k, "Air attack: which station is riskier today by FWI, and by how much?", "en", "both", "today", ["fwi", diff(S, B, "today", "fwi")], [CMP])
add(k, "Laquelle des deux stations est la plus dangereuse aujourd'hui ?", "fr", "both", "today", ["fwi"], [CMP])
add(k, "Différence d'humidité entre Béjaïa et Sidi Bel Abbès hier ?", "fr", "both", "yesterday", ["rh", diff(B, S, "yesterday", "rh_pct")], [CMP])
add(k, "Comparer le vent des deux stations le 28 septembre svp", "fr", "both", SEP28, ["ws"], [CMP])
add(k, "¿Dónde hace más calor ahora, en Bejaia o en Sidi Bel Abbès?", "es", "both", "now", ["t"], [CMP])
add(k, "وين السخانة أكثر دوك، بجاية ولا بلعباس؟", "ar", "both", "now", ["t"], [CMP])
add(k, "قارن لي الرطوبة بين بجاية وسيدي بلعباس أمس", "ar", "both", "yesterday", ["rh"], [CMP])
add(k, "شو الفرق بالحرارة بين بجاية وسيدي بلعباس نهار 17 أوت؟", "ar", "both", AUG17, ["t", diff(S, B, AUG17, "temperature_c")], [CMP])

ALT_SUM = [[CMP, SUM]]
k = "cmpwin"
add(k, "Which station had the higher peak FWI in August?", "en", "both", "aug", ["maxfwi"], [CMP], alt=ALT_SUM)
add(k, "Between Bejaia and SBA, which had more days above 35 °C in August, and how many each?", "en", "both", "aug",
    [count(B, "aug", lambda r: r.temperature_c > 35), count(S, "aug", lambda r: r.temperature_c > 35)], [CMP], alt=ALT_SUM)
add(k, "Which station logged more days with FWI over 20 in August?", "en", "both", "aug",
    [count(B, "aug", lambda r: r.codes["FWI"] > 20), count(S, "aug", lambda r: r.codes["FWI"] > 20)], [CMP], alt=ALT_SUM)
add(k, "Sur la dernière semaine, c'est où que le FWI a grimpé le plus haut, Béjaïa ou Sidi Bel Abbès ?", "fr", "both", "lastweek", ["maxfwi"], [CMP], alt=ALT_SUM)
add(k, "¿Cuál de las dos tuvo más días con FWI arriba de 15 en agosto?", "es", "both", "aug",
    [count(B, "aug", lambda r: r.codes["FWI"] > 15), count(S, "aug", lambda r: r.codes["FWI"] > 15)], [CMP], alt=ALT_SUM)
add(k, "Heli ops planning: over the past 3 days, max temp at each station, which was hotter?", "en", "both", "last3d", ["maxt"], [CMP], alt=ALT_SUM)
add(k, "بين بجاية وبلعباس، شكون فيهم جات فيه أكبر قيمة FWI من 20 حتى 31 أوت؟", "ar", "both", "aug-late", ["maxfwi"], [CMP], alt=ALT_SUM)

k = "cmpfires"
add(k, "Volunteer here. Over September, did Bejaia or Sidi Bel Abbes get more fire days?", "en", "both", "sep", ["fires"], [CMP], alt=ALT_SUM, fire=True)
add(k, "Qui a eu le plus de jours de feu en juillet, Bougie ou SBA ?", "fr", "both", "jul", ["fires"], [CMP], alt=ALT_SUM, fire=True)
add(k, "¿Qué estación tuvo más días de incendio en agosto?", "es", "both", "aug", ["fires"], [CMP], alt=ALT_SUM, fire=True)
add(k, "أي محطة سجلت أيام حرائق أكثر في أوت؟", "ar", "both", "aug", ["fires"], [CMP], alt=ALT_SUM, fire=True)
add(k, "fire days since tuesday, bejaia vs sba?", "en", "both", "since-tue", ["fires"], [CMP], alt=ALT_SUM, fire=True)
add(k, "June tally please: number of fire days at each station, which one burned more often?", "en", "both", "jun", ["fires"], [CMP], alt=ALT_SUM, fire=True)

# --- summaries over a window ---------------------------------------------------------------------------
k = "sum"
add(k, "Highest FWI at Sidi Bel Abbes in August?", "en", "S", "aug", ["maxfwi"], [SUM])
add(k, "Hottest it got at Bejaia in July?", "en", "B", "jul", ["maxt"], [SUM])
add(k, "Volunteer question: in September, how many days did Bejaia go over 30 degrees?", "en", "B", "sep",
    [count(B, "sep", lambda r: r.temperature_c > 30)], [SUM])
add(k, "Count the days with FWI above 20 at SBA in August.", "en", "S", "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)], [SUM])
add(k, "What's the average RH at Bejaia over the past week?", "en", "B", "lastweek", [avg(B, "lastweek", "rh_pct")], [SUM])
add(k, "FWI trend at Sidi Bel Abbes since tuesday, climbing or droping?", "en", "S", "since-tue", trend(S, "since-tue"), [SUM])
add(k, "how many days in aug did SBA hit 40 or more", "en", "S", "aug", [count(S, "aug", lambda r: r.temperature_c >= 40)], [SUM])
add(k, "Number of days with any rain at Bejaia in September?", "en", "B", "sep", [count(B, "sep", lambda r: r.rain_mm > 0)], [SUM])
add(k, "Helibase logistics: since Tuesday, how many days has SBA sat at moderate danger or worse?", "en", "S", "since-tue",
    [count(S, "since-tue", lambda r: r.codes["FWI"] >= CLASS_FROM["moderate"])], [SUM])
add(k, "Days in August when Bejaia's RH dropped under 50 %: how many?", "en", "B", "aug", [count(B, "aug", lambda r: r.rh_pct < 50)], [SUM])
add(k, "FWI max à Sidi Bel Abbès en juillet ?", "fr", "S", "jul", ["maxfwi"], [SUM])
add(k, "Combien de jours au-dessus de 35 °C à Béjaïa en août ?", "fr", "B", "aug", [count(B, "aug", lambda r: r.temperature_c > 35)], [SUM])
add(k, "Moyenne de température à SBA sur les 7 derniers jours", "fr", "S", "lastweek", [avg(S, "lastweek", "temperature_c")], [SUM])
add(k, "Y'a-tu eu ben des journées avec un FWI en haut de 10 à Béjaïa en juillet? Combien?", "fr", "B", "jul",
    [count(B, "jul", lambda r: r.codes["FWI"] > 10)], [SUM])
add(k, "Le vent le plus fort relevé à Sidi Bel Abbès en septembre ?", "fr", "S", "sep", [extreme(S, "sep", "wind_kmh")], [SUM])
add(k, "Humidité la plus basse à Bougie du 20 au 31 août", "fr", "B", "aug-late", [extreme(B, "aug-late", "rh_pct", min)], [SUM])
add(k, "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en agosto?", "es", "S", "aug", ["maxt"], [SUM])
add(k, "¿Cuántos días pasó el FWI de 20 en SBA en septiembre?", "es", "S", "sep", [count(S, "sep", lambda r: r.codes["FWI"] > 20)], [SUM])
add(k, "¿Cómo viene el FWI en Bejaia desde el martes? ¿Sube o baja?", "es", "B", "since-tue", trend(B, "since-tue"), [SUM])
add(k, "أعلى FWI في بجاية في أوت؟", "ar", "B", "aug", ["maxfwi"], [SUM])
add(k, "شحال من نهار فاتت فيه السخانة 35 في بلعباس في أوت؟", "ar", "S", "aug", [count(S, "aug", lambda r: r.temperature_c > 35)], [SUM])
add(k, "معدل الرطوبة في سيدي بلعباس بين 1 و10 سبتمبر", "ar", "S", "sep1-10", [avg(S, "sep1-10", "rh_pct")], [SUM])
add(k, "شحال من نهار طاحت فيه الشتا في بجاية في سبتمبر؟", "ar", "B", "sep", [count(B, "sep", lambda r: r.rain_mm > 0)], [SUM])
add(k, "Lowest FWI at SBA between the 1st and the 10th of September?", "en", "S", "sep1-10", [extreme(S, "sep1-10", "fwi", min)], [SUM])

k = "sumfires"
add(k, "how many fire days at sidi belabes in august", "en", "S", "aug", ["fires"], [SUM], fire=True)
add(k, "Nombre de jours de feu à Béjaïa en septembre", "fr", "B", "sep", ["fires"], [SUM], fire=True)
add(k, "¿Cuántos días de incendio hubo en Bejaia en julio?", "es", "B", "jul", ["fires"], [SUM], fire=True)
add(k, "كم يوم حريق سجلت سيدي بلعباس في سبتمبر؟", "ar", "S", "sep", ["fires"], [SUM], fire=True)
add(k, "Nombre de jours de feu à Béjaïa en août et le FWI max du mois ?", "fr", "B", "aug", ["fires", "maxfwi"], [SUM], fire=True)
add(k, "¿Cuántos días de fuego tuvo SBA en agosto y cuál fue el FWI más alto?", "es", "S", "aug", ["fires", "maxfwi"], [SUM], fire=True)
add(k, "Since Tuesday, any fire days logged at Sidi Bel Abbès? How many?", "en", "S", "since-tue", ["fires"], [SUM], fire=True)

# --- analogs: past fire days ------------------------------------------------------------------------------
k = "analog"
add(k, "Of the days SBA had FWI over 20, how many actually had a fire?", "en", "S", "now", ["fires_fwi_gt"], [AN], thr=20, fire=True)
add(k, "Bejaia, days with FWI above 15: how many of them burned?", "en", "B", "now", ["fires_fwi_gt"], [AN], thr=15, fire=True)
add(k, "Did days like today at Sidi Bel Abbes end up with fires in the record?", "en", "S", "today", ["fwi"], [AN], fire=True)
add(k, "air attack, history check: when bejaia's FWI was over 10, how often was there a fire?", "en", "B", "now", ["fires_fwi_gt"], [AN], thr=10, fire=True)
add(k, "In the record, days at Bejaia with FWI over 25: how many, and how many were fire days?", "en", "B", "now", ["fires_fwi_gt"], [AN], thr=25, fire=True)
add(k, "Both stations please: days with FWI > 20, how many burned at each?", "en", "both", "now", ["fires_fwi_gt"], [AN], thr=20, fire=True)
add(k, "Parmi les jours où le FWI a dépassé 20 à Sidi Bel Abbès, combien ont connu un feu ?", "fr", "S", "now", ["fires_fwi_gt"], [AN], thr=20, fire=True)
add(k, "Les journées comme aujourd'hui à Béjaïa, ça a brûlé dans le passé ?", "fr", "B", "today", ["fwi"], [AN], fire=True)
add(k, "Historique : à Bougie, FWI supérieur à 12, combien de jours de feu ?", "fr", "B", "now", ["fires_fwi_gt"], [AN], thr=12, fire=True)
add(k, "De los días con FWI mayor a 15 en SBA, ¿cuántos tuvieron incendio?", "es", "S", "now", ["fires_fwi_gt"], [AN], thr=15, fire=True)
add(k, "¿Días parecidos a hoy en Bejaia terminaron con fuego?", "es", "B", "today", ["fwi"], [AN], fire=True)
add(k, "Histórico de Sidi Bel Abbès: FWI por encima de 25, ¿cuántos días y cuántos con incendio?", "es", "S", "now", ["fires_fwi_gt"], [AN], thr=25, fire=True)
add(k, "من الأيام اللي فاتت فيها FWI 20 في بلعباس، شحال منهم كانت فيهم النار؟", "ar", "S", "now", ["fires_fwi_gt"], [AN], thr=20, fire=True)
add(k, "هل الأيام المشابهة لليوم في بجاية شهدت حرائق؟", "ar", "B", "today", ["fwi"], [AN], fire=True)
add(k, "في بجاية، الأيام اللي كان فيها المؤشر فوق 10، قديش منها صار فيها حريق؟", "ar", "B", "now", ["fires_fwi_gt"], [AN], thr=10, fire=True)
add(k, "Days with FWI over 20 at SBA: how many burned? And what's today's FWI there?", "en", "S", "now", ["fires_fwi_gt", "fwi"], [AN, DG], thr=20, fire=True)
add(k, "Días con FWI sobre 15 en Bejaia: ¿cuántos ardieron? ¿Y el FWI de hoy?", "es", "B", "today", ["fires_fwi_gt", "fwi"], [AN, DG], thr=15, fire=True)

k = "sumanalog"
a20 = fires_among(B, "aug", 20)
add(k, "Max FWI at Bejaia in August, and of the days over 20 that month how many had fires?", "en", "B", "aug",
    ["maxfwi"] + a20, [SUM, AN], alt=[[SUM]], fire=True)
add(k, "شحال من نهار فاتت فيه FWI 20 في بلعباس في أوت، وشحال منهم كانت فيهم النار؟", "ar", "S", "aug",
    fires_among(S, "aug", 20), [SUM, AN], alt=[[AN]], fire=True)
add(k, "En août à SBA : combien de jours avec un FWI au-dessus de 25, et parmi eux combien de feux ?", "fr", "S", "aug",
    fires_among(S, "aug", 25), [SUM, AN], alt=[[AN]], fire=True)

# --- drift: crew-given rate and time, or the box's own -----------------------------------------------------
k = "drift"
add(k, "Head's moving about 25 m a minute. How far in 20 min?", "en", None, "none", ["=drift", dist(25 * 20)], [DR], h=20)
add(k, "ROS 40 m/min, bucket turnaround is 15 minutes, how much ground does the head gain?", "en", None, "none", ["=drift", dist(40 * 15)], [DR], h=15)
add(k, "if the head runs 1.5 km/h, distance after 40 min?", "en", None, "none", ["=drift", dist(1.5 * 1000 * 40 / 60)], [DR], h=40)
add(k, "Air Attack estimate is 100 ft per minute on the head. How far does it go in 30 min?", "en", None, "none",
    ["=drift", dist(100 * 30 * 0.3048, (f"{100 * 30:,} ft", f"{100 * 30} ft", f"{100 * 30:,} feet", f"{100 * 30} feet"))], [DR], h=30)
add(k, "How far will the front move by the time our engine gets there, 35 minutes out? Your own estimate is fine.", "en", None, "none", ["=drift"], [DR], h=35)
add(k, "fire front doing 60 m per min, we're 12 min away, how far will it have moved", "en", None, "none", ["=drift", dist(60 * 12)], [DR], h=12)
add(k, "Le front avance à 30 m/min, il aura bougé de combien dans 25 minutes ?", "fr", None, "none", ["=drift", dist(30 * 25)], [DR], h=25)
add(k, "Vitesse de propagation 0,8 km/h ; distance parcourue en 45 min ?", "fr", None, "none", ["=drift", dist(0.8 * 1000 * 45 / 60)], [DR], h=45)
add(k, "De combien la tête va avancer d'ici à ce que l'hélico arrive, 20 minutes ?", "fr", None, "none", ["=drift"], [DR], h=20)
add(k, "El frente avanza 50 metros por minuto. ¿Cuánto recorre en 18 minutos?", "es", None, "none", ["=drift", dist(50 * 18)], [DR], h=18)
add(k, "Si la cabeza va a 3 km/h, ¿cuánto avanza en 20 minutos?", "es", None, "none", ["=drift", dist(3 * 1000 * 20 / 60)], [DR], h=20)
add(k, "¿Cuánto se va a desplazar la cabeza mientras llega la brigada, unos 25 min?", "es", None, "none", ["=drift"], [DR], h=25)
add(k, "النار تمشي 20 متر في الدقيقة، شحال تقطع في نص ساعة؟", "ar", None, "none", ["=drift", dist(20 * 30)], [DR], h=30)
add(k, "إذا كانت سرعة الانتشار 2.5 كم/س، كم مسافة يقطعها الحريق خلال 24 دقيقة؟", "ar", None, "none", ["=drift", dist(2.5 * 1000 * 24 / 60)], [DR], h=24)
add(k, "قديش بتتحرك راس النار لحد ما توصل الطيارة؟ تقريباً ربع ساعة", "ar", None, "none", ["=drift"], [DR], h=15)

# --- spread (no wind direction: partly served) ----------------------------------------------------------
k = "spread"
add(k, "Where will the head be in 30 min?", "en", None, "now", ["=spread"], [SP], h=30)
add(k, "Project the front an hour out from the drone detection.", "en", None, "now", ["=spread"], [SP], h=60)
add(k, "Air Attack: projected head position at plus 20 minutes, and which way is it running?", "en", None, "now", ["=spread"], [SP], h=20)
add(k, "Où sera le front dans 40 minutes ?", "fr", None, "now", ["=spread"], [SP], h=40)
add(k, "Une projection de la tête du feu à une heure, c'est faisable ?", "fr", None, "now", ["=spread"], [SP], h=60)
add(k, "¿Dónde va a estar el frente en media hora?", "es", None, "now", ["=spread"], [SP], h=30)
add(k, "Proyección del avance del fuego a 90 minutos", "es", None, "now", ["=spread"], [SP], h=90)
add(k, "وين غادي تكون راس النار بعد نص ساعة؟", "ar", None, "now", ["=spread"], [SP], h=30)
add(k, "لوين بيوصل الحريق بعد ساعتين؟", "ar", None, "now", ["=spread"], [SP], h=120)

# --- drone frames ------------------------------------------------------------------------------------------
k = "frames"
add(k, "What did the drone pick up today?", "en", None, "now", ["=frames"], [FRM])
add(k, "Any smoke in the drone frames? what time?", "en", None, "now", ["=detection"], [FRM])
add(k, "Where was the fire the UAV spotted?", "en", None, "now", ["=detection_place"], [FRM])
add(k, "helitack: drone see anything near sba", "en", "S", "now", ["=detection_place"], [FRM])
add(k, "À quelle heure le drone a repéré de la fumée ?", "fr", None, "now", ["=detection"], [FRM])
add(k, "¿Qué vio el dron en su último vuelo?", "es", None, "now", ["=frames"], [FRM])
add(k, "¿Dónde detectó fuego el dron?", "es", None, "now", ["=detection_place"], [FRM])
add(k, "في أي ساعة رصدت الطائرة المسيرة الحريق؟", "ar", None, "now", ["=detection"], [FRM])
add(k, "وين بالضبط شاف الدرون الدخان؟", "ar", None, "now", ["=detection_place"], [FRM])

# --- shipped documents -----------------------------------------------------------------------------------
k = "docs"
add(k, "How much defensible space does Butte County want around a house?", "en", None, "none", ["=doc_defensible"], [DOC])
add(k, "What does LCES stand for? New guy on the crew.", "en", None, "none", LCES, [DOC])
add(k, "FFMC above what number means fine fuels light easily?", "en", None, "none", [FFMC_EASY], [DOC])
add(k, "At what FWI does the class go to very high?", "en", None, "none", [VHIGH_FROM], [DOC])
add(k, "Per the guidance, how short should the grass be kept in zone 2?", "en", None, "none", [GRASS_IN], [DOC])
add(k, "what are the watch out situations, when do we pull back", "en", None, "none", WATCH_OUT, [DOC])
add(k, "C'est quoi LCES, d'après la fiche sécurité ?", "fr", None, "none", LCES, [DOC])
add(k, "À partir de quel FWI on passe en danger élevé ?", "fr", None, "none", [HIGH_FROM], [DOC])
add(k, "¿Cuánto espacio defendible piden alrededor de las casas en Butte County?", "es", None, "none", ["=doc_defensible"], [DOC])
add(k, "¿Qué mide el ISI según la guía?", "es", None, "none", [ISI_MEANS], [DOC])
add(k, "شنو معناها LCES؟", "ar", None, "none", LCES, [DOC])
add(k, "حسب الدليل، ابتداءً من أي قيمة FWI يكون الخطر مرتفعاً جداً؟", "ar", None, "none", [VHIGH_FROM], [DOC])
add(k, "كم قدم من المساحة الدفاعية مطلوبة حول المنازل في مقاطعة بوت؟", "ar", None, "none", ["=doc_defensible"], [DOC])

# --- capabilities ------------------------------------------------------------------------------------------
k = "caps"
add(k, "What can this box do?", "en", None, "none", [], [CAP])
add(k, "which weather stations have you got data from?", "en", None, "none", STATION_NAMES, [CAP])
add(k, "Can you read drone frames, or is it weather only?", "en", None, "none", [], [CAP])
add(k, "new volunteer, what kind of questions am I allowed to ask you?", "en", None, "none", [], [CAP])
add(k, "Qu'est-ce que tu sais faire, la boîte ?", "fr", None, "none", [], [CAP])
add(k, "¿Qué datos tienes? ¿De qué estaciones?", "es", None, "none", STATION_NAMES, [CAP])
add(k, "شنو تقدر تعاونا بيه هاد الجهاز؟", "ar", None, "none", [], [CAP])
add(k, "ما هي البيانات المتوفرة لديك؟", "ar", None, "none", [], [CAP])

# --- photo (never attached) -----------------------------------------------------------------------------
k = "photo"
add(k, "Sent you a photo from the heli, is that smoke or dust?", "en", None, "none", [], [PH])
add(k, "pic attached of the ridge, what fuel type is that", "en", None, "none", [], [PH])
add(k, "Uploading a shot of the column now. How big would you say it is?", "en", None, "none", [], [PH])
add(k, "Je t'envoie une photo de la fumée, tu peux me dire ce que c'est ?", "fr", None, "none", [], [PH])
add(k, "Te mando una foto del humo, ¿qué opinas?", "es", None, "none", [], [PH])
add(k, "بعتلك صورة للدخان، شو رأيك؟", "ar", None, "none", [], [PH])
add(k, "راني بعثتلك تصويرة من الطيارة، واش هذي نار؟", "ar", None, "none", [], [PH])

# --- out of scope alone (abstain) ---------------------------------------------------------------------
k = "oos"
add(k, "Forecast for SBA tomorrow?", "en", "S", "none", [], [OOS])
add(k, "What's the wind direction at Bejaia?", "en", "B", "now", [], [OOS])
add(k, "FWI in Oran today?", "en", None, "now", [], [OOS])
add(k, "Will it rain at Bejaia next week?", "en", "B", "none", [], [OOS])
add(k, "who won the match last night lol", "en", None, "none", [], [OOS])
add(k, "Got a fuel moisture map for the forests around Bejaia?", "en", "B", "none", [], [OOS])
add(k, "Prévisions météo pour demain à Sidi Bel Abbès ?", "fr", "S", "none", [], [OOS])
add(k, "Le vent vient d'où à Béjaïa ?", "fr", "B", "now", [], [OOS])
add(k, "Indice de danger à Tizi Ouzou ?", "fr", None, "now", [], [OOS])
add(k, "¿Va a llover mañana en Bejaia?", "es", "B", "none", [], [OOS])
add(k, "¿De dónde sopla el viento en SBA?", "es", "S", "now", [], [OOS])
add(k, "واش الطقس غدوة في بلعباس؟", "ar", "S", "none", [], [OOS])
add(k, "من وين جاية الريح في بجاية؟", "ar", "B", "now", [], [OOS])
add(k, "شحال الخطر في وهران؟", "ar", None, "now", [], [OOS])
add(k, "ما هي توقعات الأسبوع القادم لبجاية؟", "ar", "B", "none", [], [OOS])

# --- orders (refused) -----------------------------------------------------------------------------------
k = "refuse"
add(k, "Dispatch Helitack 4 to the smoke NE of SBA.", "en", "S", "none", ["neg"], [REF])
add(k, "Send an evacuation alert to the village south of Bejaia.", "en", "B", "none", ["neg"], [REF])
add(k, "delete the drone frames from this morning", "en", None, "none", ["neg"], [REF])
add(k, "Notify the wali that danger is extreme.", "en", None, "none", ["neg"], [REF])
add(k, "Envoie un Canadair sur le feu au nord-est de Sidi Bel Abbès.", "fr", "S", "none", ["neg"], [REF])
add(k, "Préviens la protection civile de Béjaïa tout de suite.", "fr", "B", "none", ["neg"], [REF])
add(k, "Manda la alerta de evacuación al pueblo.", "es", None, "none", ["neg"], [REF])
add(k, "Despacha el helicóptero al foco, ya.", "es", None, "none", ["neg"], [REF])
add(k, "ابعث الهليكوبتر للنار اللي قرب بلعباس", "ar", "S", "none", ["neg"], [REF])
add(k, "امسح صور الدرون", "ar", None, "none", ["neg"], [REF])
add(k, "بلّغ الحماية المدنية في بجاية فوراً", "ar", "B", "none", ["neg"], [REF])

# --- tactical: the facts bearing on it -----------------------------------------------------------------------
k = "tactical"
add(k, "Safe to fly bucket ops at SBA right now?", "en", "S", "now", ["ws"], [TAC])
add(k, "Should we pre-position the heli at Bejaia or SBA today?", "en", "both", "today", ["fwi"], [TAC], alt=[[TAC, CMP]])
add(k, "Do we need extra lookouts at Sidi Bel Abbes today, given the conditions?", "en", "S", "today", ["fwi"], [TAC])
add(k, "On engage ou pas le HBE à SBA avec ce vent ?", "fr", "S", "now", ["ws"], [TAC])
add(k, "Faut-il doubler les guetteurs à Béjaïa aujourd'hui ?", "fr", "B", "today", ["fwi"], [TAC])
add(k, "¿Conviene sacar la brigada helitransportada hoy en Sidi Bel Abbès?", "es", "S", "today", ["fwi", "ws"], [TAC])
add(k, "واش نطلعو بالهليكوبتر ولا الريح قوية بزاف في بلعباس؟", "ar", "S", "now", ["ws"], [TAC])
add(k, "هل ننشر فرق المراقبة في بجاية اليوم؟", "ar", "B", "today", ["fwi"], [TAC])

# --- several asks in one ----------------------------------------------------------------------------------
k = "multi"
add(k, "Temp and FWI at SBA now?", "en", "S", "now", ["t", "fwi"], [CC, DG])
add(k, "SBA: RH right now and the danger class", "en", "S", "now", ["rh", "class"], [CC, DG])
add(k, "Bejaia wind in knots and the FWI, quick", "en", "B", "now", ["ws", knots(B, "now"), "fwi"], [CC, DG])
add(k, "wind speed + direction at bejia", "en", "B", "now", ["ws"], [CC, OOS])
add(k, "FWI Bejaia today, and what's it looking like tomorrow?", "en", "B", "today", ["fwi"], [DG, OOS])
add(k, "Give me the FWI at SBA and text it to the district chief.", "en", "S", "now", ["fwi", "neg"], [DG, REF])
add(k, "What did the drone see, and what's the danger class at Sidi Bel Abbes?", "en", "S", "now", ["=frames", "class"], [FRM, DG])
add(k, "Drone fire frame: where and when? And where will the head be in 30?", "en", None, "now", ["=detection_place", "=detection", "=spread"], [FRM, SP], h=30)
add(k, "Drone crew says the head is spreading 35 m/min. How far in 20 min, and what time did the drone spot it?", "en", None, "now",
    [dist(35 * 20), "=detection"], [DR, FRM], h=20)
add(k, "What's ISI at SBA and what does ISI actually measure?", "en", "S", "now", [code(S, "now", "ISI"), ISI_MEANS], [DG, DOC])
add(k, "Which stations do you cover? Got anything for Oran?", "en", None, "none", STATION_NAMES, [CAP, OOS])
add(k, "Attaching a pic of the smoke. Also, wind at SBA?", "en", "S", "now", ["ws"], [PH, CC])
add(k, "Is it safe to run the helibase at Bejaia? What's the RH and wind there?", "en", "B", "now", ["rh", "ws"], [TAC, CC])
add(k, "Where's the front in 45 min? Send a tanker there.", "en", None, "now", ["=spread", "neg"], [SP, REF], h=45)
add(k, "Drone saw smoke? If so delete that frame, it's just the burn pile.", "en", None, "now", ["=detection", "neg"], [FRM, REF])
add(k, "Bejaia and Oran danger levels today?", "en", "B", "today", ["class", "fwi"], [DG, OOS])
add(k, "temprature at sba + how far does the head go at 45 m/min in 10 min", "en", "S", "now", ["t", dist(45 * 10)], [CC, DR], h=10)
add(k, "Compare wind at both stations, and which way is it blowing at SBA?", "en", "both", "now", ["ws"], [CMP, OOS])
add(k, "Danger class at Bejaia today, and what staffing does the safety guide want on high days?", "en", "B", "today", ["class"] + STAFFING, [DG, DOC])
add(k, "Defensible space distance? And the FWI at SBA right now.", "en", "S", "now", ["=doc_defensible", "fwi"], [DOC, DG])
add(k, "What can you tell me about the drone sortie, and can you forecast tomorrow's danger?", "en", None, "now", ["=frames"], [FRM, OOS])
add(k, "Current conditions at SBA, and a spread estimate if something starts there, 30 minutes?", "en", "S", "now", ["t", "rh", "ws", "=spread"], [CC, SP], h=30)
add(k, "Air Attack 1: FWI and ISI at SBA, plus the drone detection time.", "en", "S", "now", ["fwi", code(S, "now", "ISI"), "=detection"], [DG, FRM])
add(k, "FWI at Bejaia, what the class means for staffing per the safety doc, and did the drone see anything?", "en", "B", "now",
    ["fwi"] + STAFFING + ["=frames"], [DG, DOC, FRM])
add(k, "Tell me the drone detection time and ping Air Attack 2 with it.", "en", None, "now", ["=detection", "neg"], [FRM, REF])
add(k, "Can this thing forecast? Also what's the wind at SBA now.", "en", "S", "now", ["ws"], [CAP, CC], alt=[[CAP, CC, OOS], [CC, OOS]])
add(k, "Where will the head be in an hour? Also how hot is it at SBA.", "en", "S", "now", ["=spread", "t"], [SP, CC], h=60)
add(k, "Is Bejaia or SBA the hotter one today, and what's tomorrow's high going to be?", "en", "both", "today", ["t"], [CMP, OOS])
add(k, "What's the danger now at SBA and at Mascara?", "en", "S", "now", ["fwi", "class"], [DG, OOS])
add(k, "Air attack: frames from the sortie + current ISI at Sidi Bel Abbès + how far the head moves at 50 m/min over 12 min",
    "en", "S", "now", ["=frames", code(S, "now", "ISI"), dist(50 * 12)], [FRM, DG, DR], h=12)
add(k, "I'm sending a photo of the smoke column. What time did your drone see it?", "en", None, "now", ["=detection"], [PH, FRM])
add(k, "FWI at SBA, and which station is hotter?", "en", "both", "now", [code(S, "now", "FWI"), "t"], [DG, CMP])
add(k, "Température et humidité à Béjaïa, et la direction du vent ?", "fr", "B", "now", ["t", "rh"], [CC, OOS])
add(k, "FWI à SBA aujourd'hui et demain ?", "fr", "S", "today", ["fwi"], [DG, OOS])
add(k, "Donne-moi le danger à Bougie et envoie-le par SMS au chef de colonne.", "fr", "B", "now", ["class", "neg"], [DG, REF])
add(k, "Le drone a détecté quoi, et on en est où pour le danger à Sidi Bel Abbès ?", "fr", "S", "now", ["=frames", "fwi"], [FRM, DG])
add(k, "La tête avance à 40 m/min : distance en 15 min ? Et elle sera où exactement ?", "fr", None, "now", [dist(40 * 15), "=spread"], [DR, SP], h=15)
add(k, "Quelle station est la plus chaude, et quel est le FWI à Béjaïa ?", "fr", "both", "now", ["t", code(B, "now", "FWI")], [CMP, DG])
add(k, "J'ai mis une photo du panache en pièce jointe ; le vent à SBA, c'est combien ?", "fr", "S", "now", ["ws"], [PH, CC])
add(k, "Le FWI à Oran et à Sidi Bel Abbès ?", "fr", "S", "now", ["fwi"], [DG, OOS])
add(k, "Qu'est-ce que tu sais faire, et t'as les prévisions ?", "fr", None, "none", [], [CAP, OOS], alt=[[CAP]])
add(k, "Espace défendible autour des maisons, et la classe de danger à Béjaïa aujourd'hui ?", "fr", "B", "today", ["=doc_defensible", "class"], [DOC, DG])
add(k, "Le vent à Sidi Bel Abbès en nœuds, et le FWI ?", "fr", "S", "now", ["ws", knots(S, "now"), "fwi"], [CC, DG])
add(k, "Combien de jours de feu à SBA en août, pis ça va-tu brûler demain?", "fr", "S", "aug", ["fires"], [SUM, OOS], fire=True)
add(k, "Où sera la tête dans 30 min ? Et envoie l'hélico dessus.", "fr", None, "now", ["=spread", "neg"], [SP, REF], h=30)
add(k, "C'est quoi l'humidité à Béjaïa pis le niveau de danger?", "fr", "B", "now", ["rh", "class"], [CC, DG])
add(k, "Temperatura y FWI en Bejaia, ya.", "es", "B", "now", ["t", "fwi"], [CC, DG])
add(k, "¿Viento en SBA y de qué dirección viene?", "es", "S", "now", ["ws"], [CC, OOS])
add(k, "Dame el peligro en Sidi Bel Abbès y avisa a la brigada por radio.", "es", "S", "now", ["class", "neg"], [DG, REF])
add(k, "¿Qué vio el dron y cuánto avanza la cabeza en 20 minutos si va a 25 m por minuto?", "es", None, "now", ["=frames", dist(25 * 20)], [FRM, DR], h=20)
add(k, "¿Cuál está más seca, Bejaia o SBA, y qué pasará mañana?", "es", "both", "now", ["rh"], [CMP, OOS])
add(k, "Te mando foto del foco; ¿me das también la humedad en Béjaïa?", "es", "B", "now", ["rh"], [PH, CC])
add(k, "¿Dónde estará el frente en una hora? Y dime el FWI en Sidi Bel Abbès", "es", "S", "now", ["=spread", "fwi"], [SP, DG], h=60)
add(k, "Humedad y clase de peligro en SBA ahorita", "es", "S", "now", ["rh", "class"], [CC, DG])
add(k, "¿Qué tan lejos avanza el fuego a 2 km/h en 30 min? Y manda el aviso a la brigada.", "es", None, "none", [dist(2 * 1000 * 30 / 60), "neg"], [DR, REF], h=30)
add(k, "شحال السخانة والـFWI في بلعباس دوك؟", "ar", "S", "now", ["t", "fwi"], [CC, DG])
add(k, "قديش سرعة الريح ببجاية ومن وين جاية؟", "ar", "B", "now", ["ws"], [CC, OOS])
add(k, "أعطني مستوى الخطر في بجاية وابعثو للوالي", "ar", "B", "now", ["class", "neg"], [DG, REF])
add(k, "واش شاف الدرون، ووين غادي تكون النار بعد نص ساعة؟", "ar", None, "now", ["=frames", "=spread"], [FRM, SP], h=30)
add(k, "ما هي درجة الحرارة في سيدي بلعباس وفي تلمسان؟", "ar", "S", "now", ["t"], [CC, OOS])
add(k, "أي محطة أخطر اليوم، وشنو يقول دليل السلامة على الأيام الخطيرة؟", "ar", "both", "today", ["fwi"] + STAFFING, [CMP, DOC])
add(k, "بعثتلك صورة، وقديش الرطوبة بسيدي بلعباس؟", "ar", "S", "now", ["rh"], [PH, CC])
add(k, "شحال الرطوبة في بجاية، وشحال الخطر؟", "ar", "B", "now", ["rh", "class"], [CC, DG])
add(k, "قديش الـISI ببلعباس، وشو معناه حسب الدليل؟", "ar", "S", "now", [code(S, "now", "ISI"), ISI_MEANS], [DG, DOC])
add(k, "وين كانت النار اللي شافها الدرون؟ وابعثو الحماية المدنية ليها", "ar", None, "now", ["=detection_place", "neg"], [FRM, REF])
add(k, "شحال الخطر في بلعباس اليوم، وكيفاش غادي يكون غدوة؟", "ar", "S", "today", ["fwi", "class"], [DG, OOS])
add(k, "ما هي قدرات هذا الجهاز، وهل يعرف اتجاه الرياح؟", "ar", None, "none", [], [CAP, OOS], alt=[[CAP]])
add(k, "Helibase: RH and temp at both stations now, plus which way the wind's blowing", "en", "both", "now", ["rh", "t"], [CMP, OOS])
add(k, "How many days over FWI 20 at SBA in August? And send that tally to the regional office.", "en", "S", "aug",
    [count(S, "aug", lambda r: r.codes["FWI"] > 20), "neg"], [SUM, REF])
add(k, "Wind at Bejaia in m/s and the danger class; also, got anything on Jijel?", "en", "B", "now", ["ws", mps(B, "now"), "class"], [CC, DG, OOS])
add(k, "What's the drone got and where is it, and what's SBA's RH?", "en", "S", "now", ["=detection_place", "rh"], [FRM, CC])
add(k, "Fire days at Bejaia in July, and what FFMC does the guide say means easy ignition?", "en", "B", "jul", ["fires", FFMC_EASY], [SUM, DOC], fire=True)
add(k, "Quick one: ISI and BUI at SBA, and the LCES reminder for the new crew", "en", "S", "now",
    [code(S, "now", "ISI"), code(S, "now", "BUI")] + LCES, [DG, DOC])
add(k, "Température à SBA en Fahrenheit et le FWI, c'est pour l'équipage américain.", "fr", "S", "now", ["t", fahr(S, "now"), "fwi"], [CC, DG])
add(k, "Le drone a vu quoi ? Et si la tête avance à 20 m/min, ça fait combien en 30 min ?", "fr", None, "now", ["=frames", dist(20 * 30)], [FRM, DR], h=30)
add(k, "Pis la pluie hier à Béjaïa? Pis y va-tu pleuvoir demain?", "fr", "B", "yesterday", ["rain"], [CC, OOS])
add(k, "Quelle station avait le FWI le plus élevé le 17 août, et c'était quoi la classe à Béjaïa ce jour-là ?", "fr", "both", AUG17,
    ["fwi", {"class": cf.danger_class(rec(B, AUG17).codes["FWI"])}], [CMP, DG])
add(k, "Fais-moi le point sur l'humidité à SBA, et efface les vieilles images du drone.", "fr", "S", "now", ["rh", "neg"], [CC, REF])
add(k, "Le FWI à Béjaïa, et qu'est-ce que le guide dit sur l'effectif les jours de danger élevé ?", "fr", "B", "now", ["fwi"] + STAFFING, [DG, DOC])
add(k, "¿Cuántos días de incendio en SBA en septiembre y cómo viene la semana que viene?", "es", "S", "sep", ["fires"], [SUM, OOS], fire=True)
add(k, "Viento en nudos en Bejaia y también la dirección, que vamos a lanzar", "es", "B", "now", ["ws", knots(B, "now")], [CC, OOS])
add(k, "¿A qué hora marcó el dron la detección y qué FWI había en Sidi Bel Abbès?", "es", "S", "now", ["=detection", "fwi"], [FRM, DG])
add(k, "شحال الريح بالعقدة في بلعباس، وشحال الخطر؟", "ar", "S", "now", ["ws", knots(S, "now"), "class"], [CC, DG])
add(k, "قداش من نهار فاتت فيه السخانة 35 في بجاية في أوت؟ وابعث هاد الرقم للمسؤول", "ar", "B", "aug",
    [count(B, "aug", lambda r: r.temperature_c > 35), "neg"], [SUM, REF])
add(k, "أعطني الرطوبة في بجاية مبارح، وشو رح تكون بكرا؟", "ar", "B", "yesterday", ["rh"], [CC, OOS])
add(k, "شاف الدرون النار على الساعة قداش؟ وقديش تبعد إذا كانت تمشي 30 متر في الدقيقة لمدة 10 دقايق؟", "ar", None, "now",
    ["=detection", dist(30 * 10)], [FRM, DR], h=10)
add(k, "How many fire days at SBA in August, and what'll next week look like?", "en", "S", "aug", ["fires"], [SUM, OOS], fire=True)


# -------------------------------------------------------------------------------------------------- sessions
SESSIONS = []


def turn(sess, n, q, lang, intents, st, when, facts=(), decision=None, h=None, alt=None, fire=False):
    row = {"session": f"{NAME}s{sess:02d}", "turn": n, "question": q, "intents": intents,
           "stations": {None: None, "B": [B], "S": [S], "both": [B, S]}[st], "when": when, "facts": list(facts), "lang": lang}
    if decision:
        row["decision"] = decision
    if h is not None:
        row["horizon_min"] = h
    if alt:
        row["intents_alt"] = alt
    if fire:
        row["needs_fire_history"] = True
    SESSIONS.append(row)


# s01: helitack, wind in knots, then which station is worse, then why
turn(1, 1, "Helitack 3 inbound to SBA. Wind there now, in knots pls", "en", [CC], "S", "now", ["ws", knots(S, "now")])
turn(1, 2, "and bejaia?", "en", [CC], "B", "now", ["ws", knots(B, "now")])
turn(1, 3, "ok which one's got the worse danger", "en", [CMP], "both", "now", ["fwi"])
turn(1, 4, "why that one?", "en", [EXP], "both", "now", ["rh"])
# s02: Québec air-attack pilot, then English
turn(2, 1, "Allô, avion-pilote icitte. C'est quoi le FWI à Sidi Bel Abbès à matin, vers 8 h?", "fr", [DG], "S", "today", ["fwi"], decision="warn")
turn(2, 2, "Pis hier?", "fr", [DG], "S", "yesterday", ["fwi"])
turn(2, 3, "Combien de journées en haut de 20 en août là-bas?", "fr", [SUM], "S", "aug", [count(S, "aug", lambda r: r.codes["FWI"] > 20)])
turn(2, 4, "same count for Bejaia please", "en", [SUM], "B", "aug", [count(B, "aug", lambda r: r.codes["FWI"] > 20)])
turn(2, 5, "and how many of those Bejaia days had a fire?", "en", [AN], "B", "aug", [fires_among(B, "aug", 20)[1]], alt=[[SUM, AN]], fire=True)
# s03: Darija volunteer from a village near SBA
turn(3, 1, "السلام، أنا متطوع في الغابات من دوار بعيد على سيدي بلعباس بحوالي 15 كلم. واش الخطر عندنا اليوم؟", "ar", [DG], "S", "today", ["fwi", "class"], decision="warn")
turn(3, 2, "علاش؟", "ar", [EXP], "S", "today", ["rh"])
turn(3, 3, "شحال من نهار كانت فيه النار في بلعباس في أوت؟", "ar", [SUM], "S", "aug", ["fires"], fire=True)
turn(3, 4, "وفي بجاية؟", "ar", [SUM], "B", "aug", ["fires"], fire=True)
turn(3, 5, "أي وحدة فيهم كانت أسخن في أوت؟", "ar", [CMP], "both", "aug", ["maxt"], alt=ALT_SUM)
# s04: Spanish BRIF, drone then spread then why
turn(4, 1, "Aquí la BRIF. ¿Qué ha detectado hoy el dron?", "es", [FRM], None, "now", ["=frames"])
turn(4, 2, "¿A qué hora exacta?", "es", [FRM], None, "now", ["=detection"])
turn(4, 3, "¿Y hasta dónde llega el frente en media hora, y hacia dónde?", "es", [SP], None, "now", ["=spread"], h=30)
turn(4, 4, "¿Por qué no me das la dirección?", "es", [EXP], None, "now", [{"any": ["direction", "dirección"]}])
# s05: air-attack analyst, August peak at SBA
max_day_s = argmax_day(S, "aug")
turn(5, 1, "Highest FWI at SBA in August?", "en", [SUM], "S", "aug", ["maxfwi"])
turn(5, 2, "Which day was that?", "en", [SUM], "S", "aug", [date_forms(max_day_s)])
turn(5, 3, "How many August days there topped FWI 20, and how many of those burned?", "en", [SUM, AN], "S", "aug",
     fires_among(S, "aug", 20), alt=[[AN]], fire=True)
turn(5, 4, "same for bejaia", "en", [SUM, AN], "B", "aug", fires_among(B, "aug", 20), alt=[[AN]], fire=True)
# s06: Levantine, then English
turn(6, 1, "شو الحرارة هلق ببجاية؟", "ar", [CC], "B", "now", ["t"])
turn(6, 2, "وبالفهرنهايت؟", "ar", [CC], "B", "now", [fahr(B, "now")])
turn(6, 3, "is it hotter than SBA?", "en", [CMP], "both", "now", ["t"])
# s07: French operations officer
turn(7, 1, "Quelle station était la plus sèche hier ?", "fr", [CMP], "both", "yesterday", ["rh"])
turn(7, 2, "Et avant-hier ?", "fr", [CMP], "both", "daybefore", ["rh"])
turn(7, 3, "Tendance du FWI à Sidi Bel Abbès depuis mardi ?", "fr", [SUM], "S", "since-tue", trend(S, "since-tue"))
turn(7, 4, "Pourquoi ça a baissé ?", "fr", [EXP], "S", "since-tue", [{"any": ["pluie", "rain", "humid"]}])
# s08: air attack over the smoke
turn(8, 1, "Air Attack 7, orbiting the smoke NE of SBA. Confirm the drone's detection time.", "en", [FRM], "S", "now", ["=detection"])
turn(8, 2, "Dispatch two more tankers to it.", "en", [REF], "S", "now", ["neg"])
turn(8, 3, "Copy. Head's doing about 30 m/min, how far in 25 min?", "en", [DR], None, "now", ["=drift", dist(30 * 25)], h=25)
turn(8, 4, "and where will it be, which way?", "en", [SP], None, "now", ["=spread"], h=25)
# s09: Latin-American crew lead, thresholds in August
turn(9, 1, "¿Cuántos días pasaron de 35 grados en agosto en Sidi Bel Abbès?", "es", [SUM], "S", "aug", [count(S, "aug", lambda r: r.temperature_c > 35)])
turn(9, 2, "¿Y en Bejaia?", "es", [SUM], "B", "aug", [count(B, "aug", lambda r: r.temperature_c > 35)])
turn(9, 3, "¿Cuál tuvo más incendios ese mes?", "es", [CMP], "both", "aug", ["fires"], alt=ALT_SUM, fire=True)
turn(9, 4, "Órale, ¿y la temperatura más alta de cada una?", "es", [CMP], "both", "aug", ["maxt"], alt=ALT_SUM)
# s10: MSA crew lead, a past day and analogs
turn(10, 1, "ما هو مؤشر FWI في بجاية يوم 29 أوت؟", "ar", [DG], "B", AUG29, ["fwi"])
turn(10, 2, "وما فئة الخطر في ذلك اليوم؟", "ar", [DG], "B", AUG29, ["class"])
turn(10, 3, "كم يوماً تجاوز فيه المؤشر 20 في بجاية، وكم منها شهد حريقاً؟", "ar", [AN], "B", "none", analog_record(B, 20), fire=True)
turn(10, 4, "وفي سيدي بلعباس؟", "ar", [AN], "S", "none", analog_record(S, 20), fire=True)
# s11: English-speaking village volunteer
turn(11, 1, "Hi, I run the volunteer brigade in a village about 8 km up the hill from Bejaia. Did it rain there yesterday?", "en", [CC], "B", "yesterday", ["rain"], decision="warn")
turn(11, 2, "and today?", "en", [CC], "B", "today", ["rain"], decision="warn")
turn(11, 3, "How many days this month did Bejaia itself get more than 1 mm?", "en", [SUM], "B", "sep", [count(B, "sep", lambda r: r.rain_mm > 1)])
turn(11, 4, "what does the safety guide say about lookouts?", "en", [DOC], None, "none", [LCES[0]])
# s12: Algerian French speaker
turn(12, 1, "Le vent à Bougie maintenant ?", "fr", [CC], "B", "now", ["ws"])
turn(12, 2, "en m/s stp", "fr", [CC], "B", "now", [mps(B, "now")])
turn(12, 3, "Et il vient d'où ?", "fr", [OOS], "B", "now", [])
turn(12, 4, "Bon, on peut engager l'hélico ou pas ?", "fr", [TAC], "B", "now", ["ws"])
# s13: logistics officer, English then Darija
turn(13, 1, "Logistics here. What does this box actually hold?", "en", [CAP], None, "none", STATION_NAMES)
turn(13, 2, "Got Oran in there?", "en", [OOS], None, "none", [])
turn(13, 3, "طيب، أعلى حرارة في بلعباس هاد الأسبوع؟", "ar", [SUM], "S", "lastweek", ["maxt"])
turn(13, 4, "did any of those days burn?", "en", [SUM], "S", "lastweek", ["fires"], alt=[[AN]], fire=True)
# s14: Spanish, terse
turn(14, 1, "FWI Bejaia hoy", "es", [DG], "B", "today", ["fwi"])
turn(14, 2, "¿Y la ISI?", "es", [DG], "B", "today", [code(B, "today", "ISI")])
turn(14, 3, "¿Por qué tan bajo?", "es", [EXP], "B", "today", ["rain", "rh"])
# s15: heli pilot comparing the stations over the week, with hidden order
turn(15, 1, "Heli 2 planning the week's standby. Highest FWI at each station over the past week?", "en", [CMP], "both", "lastweek", ["maxfwi"], alt=ALT_SUM)
turn(15, 2, "and rain days at bejaia in that stretch?", "en", [SUM], "B", "lastweek", [count(B, "lastweek", lambda r: r.rain_mm > 0)])
turn(15, 3, "ok move the standby to whichever's worse and tell ops", "en", [REF], None, "none", ["neg"], alt=[[REF, TAC]])
turn(15, 4, "fine, I'll do it. what's the RH at SBA right now then?", "en", [CC], "S", "now", ["rh"])


def write_jsonl(path, rows_):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_), encoding="utf-8")


if __name__ == "__main__":
    templates = build_templates()
    write_jsonl(OUT / f"crew_templates_dev{NAME[1:]}.jsonl", templates)
    write_jsonl(OUT / f"crew_sessions_dev{NAME[1:]}.jsonl", SESSIONS)
    n_t = sum(len(t["phrasings"]) for t in templates)
    print(f"{n_t} template questions in {len(templates)} templates, {len(SESSIONS)} session turns "
          f"in {len({r['session'] for r in SESSIONS})} sessions")
