"""Batch d23 (dev23): blind crew questions with gold computed by code.

Run:  PYTHONPATH=$PWD python3 appliance/evaluation/data/make_dev23.py
Writes crew_templates_dev23.jsonl and crew_sessions_dev23.jsonl beside this script.

After its arrival was scored (as written), one label convention was brought in line with every earlier batch
(the lead's edit, not the writer's): a count of fire days over a month is a summary (78 earlier questions say so),
with analogs accepted; "days like today that burned" stays analogs. The writer's brief had called fire-record
counts analogs.

Every number in a gold fact comes from the CSV (crew_facts.table(), day_fact tokens, unit conversions
of the real reading), from the crew's own numbers (rate x minutes), or from the shipped documents
(regex). Nothing numeric is typed by hand.
"""
import json
import re
import sys
from collections import Counter, OrderedDict
from pathlib import Path

sys.path.insert(0, "/work/main")
from appliance.evaluation import crew_days as CD  # noqa: E402
from appliance.evaluation import crew_facts as CF  # noqa: E402

OUT = Path(__file__).resolve().parent
NAME, FILE = "d23", "dev23"
TBL = CF.table()
B, S = "bejaia", "sidi-bel-abbes"
ST = {"b": [B], "s": [S], "both": [B, S], None: None}
DOCS = Path("/work/main/edge_data/documents")


# ---------------------------------------------------------------- data helpers
def days_of(key):
    return CD.resolve(key, "en", 0)["days"]


def row(st, key):
    d = days_of(key)
    assert d and len(d) == 1, key
    return TBL[(ST[st][0], d[0])]


def field(r, f):
    return {"t": r.temperature_c, "rh": r.rh_pct, "ws": r.wind_kmh, "rain": r.rain_mm}.get(f, r.codes.get(f.upper()))


def num(x):
    return CF._num(round(x, 1))


def dec_forms(x, nd=1):
    s = f"{x:.{nd}f}"
    out = [s, s.replace(".", ",")]
    if float(x).is_integer():
        out.insert(0, str(int(x)))
    return out


def iround(x):
    return int(x + 0.5)


def code(st, key, name):
    """A code of the FWI system (ISI, BUI, FFMC, DMC, DC) as recorded."""
    return CF._num(row(st, key).codes[name])


def mph(st, key):
    x = row(st, key).wind_kmh / 1.609344
    return {"any": dec_forms(x) + [f"{iround(x)} mph", f"{iround(x)}mph"]}


def knots(st, key):
    x = row(st, key).wind_kmh / 1.852
    n = iround(x)
    return {"any": dec_forms(x) + [f"{n} kn", f"{n} kt", f"{n} knot", f"{n} nœud", f"{n} noeud", f"{n} nudo", f"{n} عقد"]}


def ms(st, key):
    x = row(st, key).wind_kmh / 3.6
    return {"any": dec_forms(x) + [f"{iround(x)} m/s"]}


def fahr(st, key):
    x = row(st, key).temperature_c * 9 / 5 + 32
    n = iround(x)
    return {"any": dec_forms(x) + [f"{n} °F", f"{n}°F", f"{n} F", f"{n} degrees F"]}


def rows_in(st, key):
    return [TBL[(ST[st][0], d)] for d in (days_of(key) or sorted({k[1] for k in TBL})) if (ST[st][0], d) in TBL]


def count(st, key, f, thr, op=">"):
    rs = rows_in(st, key)
    n = sum((field(r, f) > thr) if op == ">" else (field(r, f) >= thr) for r in rs)
    extra = TBL.get((ST[st][0], "2012-09-23")) if key == "lastweek" else None
    if extra is not None:          # the past week may take one more day (slack_days 1): either count is right
        v = field(extra, f)
        n2 = n + ((v > thr) if op == ">" else (v >= thr))
        if n2 != n:
            return {"any": [str(n), str(n2)]}
    return n


def avg(st, key, f):
    rs = rows_in(st, key)
    forms = dec_forms(sum(field(r, f) for r in rs) / len(rs))
    if key == "lastweek":       # the window may take one more day (slack_days 1): either mean is right
        extra = TBL.get((ST[st][0], "2012-09-23"))
        if extra:
            rs2 = rs + [extra]
            forms += dec_forms(sum(field(r, f) for r in rs2) / len(rs2))
    return {"any": sorted(set(forms), key=forms.index)}


def vmin(st, key, f):
    return CF._num(min(field(r, f) for r in rows_in(st, key)))


def vmax(st, key, f):
    return CF._num(max(field(r, f) for r in rows_in(st, key)))


def vsum(st, key, f):
    return {"any": dec_forms(sum(field(r, f) for r in rows_in(st, key)))}


def first_last(st, key, f):
    rs = rows_in(st, key)
    return [CF._num(field(rs[0], f)), CF._num(field(rs[-1], f))]


def diff(key, f):
    """The gap between the two stations that day; a whole-degree gap is read with its unit (a bare "4" is no fact)."""
    x = abs(field(row("b", key), f) - field(row("s", key), f))
    if f == "t" and float(x).is_integer():
        n = int(x)
        return {"any": [f"{n} °C", f"{n}°C", f"{n} °", f"{n}°", f"{n} degree", f"{n} degré", f"{n} grado", f"{n} درج",
                        f"{n}.0", f"{n},0"]}
    return {"any": dec_forms(x)}


NAMES_ANY = {B: {"any": ["bejaia", "bgayet", "بجاية"]},
             S: {"any": ["sidi bel abbes", "sidi-bel-abbes", "sidi bel abbès", "sba", "بلعباس"]}}


def worse(key, f="fwi", low=False):
    """The station with the higher (or lower, low=True) value that day, as a name fact."""
    pick = (min if low else max)(CF.STATIONS, key=lambda dev: field(TBL[(dev, days_of(key)[0])], f))
    return NAMES_ANY[pick]


def dist(m):
    """A distance in metres, as a crew could read it back (m, km, French comma)."""
    m = round(m, 3)
    km = m / 1000
    forms = []
    mi = int(m) if float(m).is_integer() else m
    forms += [f"{mi} m", f"{mi}m", f"{mi} metre", f"{mi} meter", f"{mi} mètre", f"{mi} metro", f"{mi} متر"]
    if m >= 1000:
        forms += [f"{int(m):,} m", f"{int(m):,} m".replace(",", " ")]
    kms = f"{km:g}"
    forms += [f"{kms} km", f"{kms}km", f"{kms.replace('.', ',')} km", f"{kms.replace('.', ',')}km", f"{kms} كم"]
    r1 = f"{iround(km * 10) / 10:.1f}"      # read back to 100 m, half up
    if r1 != kms and m >= 1000:
        forms += [f"{r1} km", f"{r1.replace('.', ',')} km"]
    return {"any": list(OrderedDict.fromkeys(forms))}


def drift_rate(m_per_min, minutes):
    return dist(m_per_min * minutes)


def drift_kmh(kmh, minutes):
    return dist(kmh * 1000 * minutes / 60)


# ---------------------------------------------------------------- document facts (regex)
DEF = (DOCS / "butte-county-defensible-space.md").read_text(encoding="utf-8")
LCES = (DOCS / "crew-safety-lces.md").read_text(encoding="utf-8")
FWIG = (DOCS / "fire-weather-index-guide.md").read_text(encoding="utf-8")


def _ft(n):
    n = int(n)
    m = n * 0.3048
    return {"any": [f"{n} feet", f"{n} ft", f"{n}-foot", f"{n} foot", f"{n} pieds", f"{n} pies", f"{n} قدم",
                    *[f"{v} m" for v in dec_forms(m)], f"{iround(m)} m", f"{iround(m)} mètres", f"{iround(m)} metros"]}


DEF_FT = _ft(re.search(r"requires\s+(\d+)\s+feet\s+of\s+defensible\s+space", DEF).group(1))
Z1 = re.search(r"Zone\s+1\s+runs\s+from\s+(\d+)\s+to\s+(\d+)\s+feet", DEF)
ZONE0_FT = _ft(re.search(r"Zone\s+0\s+is\s+the\s+first\s+(\d+)\s+feet", DEF).group(1))
ZONE1_FT = _ft(Z1.group(2))
CHIMNEY_FT = _ft(re.search(r"branches\s+(\d+)\s+feet\s+from\s+chimneys", DEF).group(1))
_g = int(re.search(r"maximum\s+height\s+of\s+(\d+)\s+inches", DEF).group(1))
GRASS_IN = {"any": [f"{_g} inches", f"{_g} inch", f"{_g} in", f"{_g}-inch", f"{_g} pouces", f"{_g} pulgadas",
                    f"{iround(_g * 2.54)} cm", *[f"{v} cm" for v in dec_forms(_g * 2.54)]]}
_lces = re.search(r"(Lookout)s,\s+(Communication)s,\s+(Escape\s+route)s\s+and\s+(Safety\s+zone)s", LCES)
LCES_EN = [{"any": [" ".join(w.lower().split())]} for w in _lces.groups()]
LCES_FR = [{"any": [LCES_EN[0]["any"][0], "guetteur", "vigie"]}, {"any": [LCES_EN[1]["any"][0]]},
           {"any": [LCES_EN[2]["any"][0], "itinéraire", "chemin", "échappement", "repli"]}, {"any": [LCES_EN[3]["any"][0], "zone de sécurité", "zones de sécurité"]}]
SHELTER = {"any": [" ".join(re.search(r"without\s+a\s+(fire\s+shelter)", LCES).group(1).split()), "abri"]}
PULLBACK = [{"any": [re.search(r"builds\s+line\s+(downhill)", LCES).group(1)]},
            {"any": [" ".join(re.search(r"when\s+(spot\s+fire)s\s+appear", LCES).group(1).split())]}]
SLOWEST = {"any": [re.search(r"at\s+the\s+(slowest)\s+member", LCES).group(1)]}
FFMC_EASY = CF._num(float(re.search(r"above\s+about\s+(\d+)\s+fine\s+fuels\s+ignite", FWIG).group(1)))
TH_HIGH = CF._num(float(re.search(r"from\s+([\d.]+)\s+high", FWIG).group(1)))
TH_VHIGH = CF._num(float(re.search(r"from\s+([\d.]+)\s+very\s+high", FWIG).group(1)))
TH_EXT = CF._num(float(re.search(r"from\s+([\d.]+)\s+extreme", FWIG).group(1)))
ISI_WORD = {"any": ["spread", "propagation", "انتشار"]}
STATIONS_NAMES = [NAMES_ANY[B], NAMES_ANY[S]]

# ---------------------------------------------------------------- the questions
QS = []


def Q(kind, lang, text, intents, st, day, facts=(), dec=None, h=None, thr=None, fh=False, alt=None):
    QS.append({"kind": kind, "lang": lang, "q": text, "intents": intents.split("+"), "st": st, "day": day,
               "facts": list(facts), "dec": dec, "h": h, "thr": thr, "fh": fh, "alt": alt})


CC, DG, CMP, SUM, AN = "current_conditions", "danger", "compare_stations", "summary", "analogs"
W = "warn"

# ---- current conditions --------------------------------------------------------------
Q("multi", "en", "sba temp n fwi rn", "current_conditions+danger", "s", "now", ["t", "fwi"])
Q("cc", "en", "wats the humidty at bejaia right now", CC, "b", "now", ["rh"])
Q("cc", "en", "Dispatch to appliance: current wind speed and relative humidity for Sidi Bel Abbès, over.", CC, "s", "now", ["ws", "rh"])
Q("cc", "en", "E4 here need temp RH n wind for bejaia quick", CC, "b", "now", ["t", "rh", "ws"])
Q("cc", "en", "Béjaïa 14-Aug readings pls", CC, "b", "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cc", "en", "temp + wind SBA 3/8", CC, "s", "2012-08-03", ["t", "ws"])
Q("cc", "en", "What were the noon conditions at Bejaia on 2012-07-22?", CC, "b", "2012-07-22", ["t", "rh", "ws"])
Q("cc", "en", "did it rain in sidi belabbes on the 5th of september", CC, "s", "2012-09-05", ["rain"])
Q("multi", "en", "humidity bejaya yday? + danger class", "current_conditions+danger", "b", "yesterday", ["rh", "class"])
Q("cc", "en", "Hi, I just joined the Béjaïa volunteers. How windy is it there at the moment?", CC, "b", "now", ["ws"])
Q("cc", "en", "wind at SBA in mph?", CC, "s", "now", ["ws", mph("s", "now")])
Q("cc", "en", "Bejaia wind speed in knots for the air attack brief", CC, "b", "now", ["ws", knots("b", "now")])
Q("cc", "en", "whats the wind in m/s at sidi bel abbes rn", CC, "s", "now", ["ws", ms("s", "now")])
Q("cc", "en", "Temperature in Fahrenheit at Béjaïa today please, the US liaison keeps asking.", CC, "b", "today", ["t", fahr("b", "today")])
Q("cc", "en", "Logistics. Was it raining at Sidi Bel Abbès on 27 Sept? Need it for the fuel truck log.", CC, "s", "2012-09-27", ["rain"])
Q("cc", "en", "rh + temp @ bejaia 28/9", CC, "b", "2012-09-28", ["rh", "t"])

Q("cc", "fr", "hum. relative a sba svp", CC, "s", "now", ["rh"])
Q("cc", "fr", "Il a plu hier à Sidi Bel Abbès?", CC, "s", "yesterday", ["rain"])
Q("multi", "fr", "vent ajd a bejaia ? et le drone a vu qqch ?", "current_conditions+frames", "b", "today", ["ws", "=frames"])
Q("cc", "fr", "Donnez-moi les relevés de Béjaïa du 14 août, s'il vous plaît.", CC, "b", "2012-08-14", ["t", "rh", "ws", "rain"])
Q("cc", "fr", "C'était comment à SBA le 3/8 ? temp et humidité", CC, "s", "2012-08-03", ["t", "rh"])
Q("cc", "fr", "Le vent à Sidi-Bel-Abbès en nœuds, pour le pilote de l'hélico", CC, "s", "now", ["ws", knots("s", "now")])
Q("cc", "fr", "T° en Fahrenheit à Bejaia stp, c pour l'équipe américaine", CC, "b", "now", ["t", fahr("b", "now")])
Q("cc", "fr", "avant-hier à Bougie il faisait combien ?", CC, "b", "daybefore", ["t"])
Q("cc", "fr", "vent en m/s a SBA mnt", CC, "s", "now", ["ws", ms("s", "now")])
Q("cc", "fr", "slt, l'humidité à sidi bel abbes hier stp, merci", CC, "s", "yesterday", ["rh"])

Q("multi", "es", "humedad en bejaia x favor, y pásasela al jefe de dotación", "current_conditions+refuse", "b", "now", ["rh"])
Q("cc", "es", "¿Llovió ayer en Béjaïa?", CC, "b", "yesterday", ["rain"])
Q("cc", "es", "Necesito el viento de SBA en nudos", CC, "s", "now", ["ws", knots("s", "now")])
Q("cc", "es", "¿Cómo estaban las cosas en Sidi Bel Abbes el 14 de agosto? Temperatura, humedad y viento.", CC, "s", "2012-08-14", ["t", "rh", "ws"])
Q("cc", "es", "temp en bejaia anteayer?", CC, "b", "daybefore", ["t"])
Q("cc", "es", "viento en millas por hora en Sidi Bel Abbès hoy", CC, "s", "today", ["ws", mph("s", "today")])
Q("cc", "es", "q humedad hubo en SBA el 3-ago", CC, "s", "2012-08-03", ["rh"])

Q("cc", "ar", "واش راهي السخانة في بجاية ضرك؟", CC, "b", "now", ["t"])
Q("cc", "ar", "طاحت الشتا البارح في بلعباس؟", CC, "s", "yesterday", ["rain"])
Q("cc", "ar", "أعطني قراءات سيدي بلعباس يوم 3 أوت: الحرارة والرطوبة والرياح", CC, "s", "2012-08-03", ["t", "rh", "ws"])
Q("cc", "ar", "قداش كانت الحرارة في بجاية نهار 14 أوت؟", CC, "b", "2012-08-14", ["t"])
Q("cc", "ar", "الريح في SBA بالعقدة عافاك", CC, "s", "now", ["ws", knots("s", "now")])
Q("multi", "ar", "wach kayen rih f bejaia dork? chhal, w ghodwa kifach?", "current_conditions+out_of_scope", "b", "now", ["ws"])
Q("cc", "ar", "ما درجة الحرارة بالفهرنهايت في سيدي بلعباس؟", CC, "s", "now", ["t", fahr("s", "now")])
Q("cc", "ar", "chhal l'humidité f sidi bel abbes lbareh", CC, "s", "yesterday", ["rh"])
Q("cc", "ar", "الرطوبة النسبية في بجاية أول أمس؟", CC, "b", "daybefore", ["rh"])
Q("cc", "ar", "سرعة الريح في بلعباس بالمتر في الثانية", CC, "s", "now", ["ws", ms("s", "now")])

# ---- danger ---------------------------------------------------------------------------
Q("dg", "en", "isi bejaia rn", DG, "b", "now", [code("b", "now", "ISI")])
Q("dg", "en", "Give me the BUI for Sidi Bel Abbès yesterday.", DG, "s", "yesterday", [code("s", "yesterday", "BUI")])
Q("dg", "en", "FFMC at sidi bel abbes on 3 Aug?", DG, "s", "2012-08-03", [code("s", "2012-08-03", "FFMC")])
Q("dg", "en", "Analyst request: DMC and DC for Bejaia on 2012-08-14.", DG, "b", "2012-08-14",
  [code("b", "2012-08-14", "DMC"), code("b", "2012-08-14", "DC")])
Q("dg", "en", "is danger high at bejaia today or what", DG, "b", "today", ["class", "fwi"])
Q("dg", "en", "danger rating sba yday", DG, "s", "yesterday", ["fwi", "class"])
Q("multi", "en", "Can you tell me the fine fuel moisture code at Bejaia right now? And what does the guide say is the level where litter takes a spark?",
  "danger+documents", "b", "now", [code("b", "now", "FFMC"), FFMC_EASY])
Q("dg", "en", "fwi + isi for sidi bel abes today thx", DG, "s", "today", ["fwi", code("s", "today", "ISI")])
Q("dg", "en", "Drought code at SBA on 9/15?", DG, "s", "2012-09-15", [code("s", "2012-09-15", "DC")])

Q("dg", "fr", "Quel est l'indice forêt-météo (IFM) à Béjaïa aujourd'hui ?", DG, "b", "today", ["fwi", "class"])
Q("dg", "fr", "niveau de danger a SBA stp", DG, "s", "now", ["class", "fwi"])
Q("dg", "fr", "ISI et BUI à Sidi Bel Abbès hier?", DG, "s", "yesterday", [code("s", "yesterday", "ISI"), code("s", "yesterday", "BUI")])
Q("multi", "fr", "risque incendie a bejaia mnt ? et a Oran ?", "danger+out_of_scope", "b", "now", ["fwi", "class"])
Q("dg", "fr", "Quel était le DC à Sidi-Bel-Abbès le 3 août ?", DG, "s", "2012-08-03", [code("s", "2012-08-03", "DC")])
Q("dg", "fr", "L'FFMC est à combien à Bejaia maintenant ? on se demande si la litière est sèche", DG, "b", "now", [code("b", "now", "FFMC")])
Q("dg", "fr", "classe de danger à SBA avant-hier", DG, "s", "daybefore", ["class", "fwi"])

Q("multi", "es", "nivel de peligro en bejaia hoy? y a q hora vio el dron el humo", "danger+frames", "b", "today", ["class", "fwi", "=detection"])
Q("dg", "es", "¿Qué ISI tuvo Béjaïa ayer?", DG, "b", "yesterday", [code("b", "yesterday", "ISI")])
Q("dg", "es", "FWI de SBA el 3 de agosto", DG, "s", "2012-08-03", ["fwi", "class"])
Q("dg", "es", "BUI de Sidi Bel Abbes el 14-ago??", DG, "s", "2012-08-14", [code("s", "2012-08-14", "BUI")])
Q("dg", "es", "¿Qué tan alto está el riesgo de incendio en Béjaïa? Dime la clase.", DG, "b", "now", ["class", "fwi"])

Q("multi", "ar", "واش كاين خطر تاع النار في سيدي بلعباس ضرك؟ وكيفاش راح يكون العشية؟", "danger+out_of_scope", "s", "now", ["class", "fwi"])
Q("dg", "ar", "قداش الـ ISI في بلعباس البارح؟", DG, "s", "yesterday", [code("s", "yesterday", "ISI")])
Q("dg", "ar", "مستوى خطر الحرائق في بجاية يوم 14 أوت", DG, "b", "2012-08-14", ["fwi", "class"])
Q("dg", "ar", "ما قيمة مؤشر التراكم BUI في سيدي بلعباس يوم 3 أوت؟", DG, "s", "2012-08-03", [code("s", "2012-08-03", "BUI")])
Q("dg", "ar", "danger ta3 nar f bejaia lyoum chhal?", DG, "b", "today", ["fwi", "class"])
Q("dg", "ar", "FFMC في بجاية الآن من فضلك", DG, "b", "now", [code("b", "now", "FFMC")])
Q("dg", "ar", "الخطر في SBA أول أمس كان كبير؟", DG, "s", "daybefore", ["class", "fwi"])

# ---- compare stations -----------------------------------------------------------------
Q("cmp", "en", "which station is worse rn", CMP, "both", "now", ["fwi", worse("now")])
Q("cmp", "en", "hotter today bejaia or sba? by how much", CMP, "both", "today", ["t", diff("today", "t")])
Q("cmp", "en", "Which site was drier yesterday, Bejaia or Sidi Bel Abbes?", CMP, "both", "yesterday", ["rh", worse("yesterday", "rh", low=True)])
Q("cmp", "en", "FWI difference between the two stations on 14 Aug?", CMP, "both", "2012-08-14", ["fwi", diff("2012-08-14", "fwi")])
Q("cmp", "en", "If I've only got one spare engine, which area looks worse right now?", CMP, "both", "now", ["fwi", worse("now")],
  alt=[["compare_stations", "tactical"]])
Q("cmp", "en", "windier at sba or bejaia on 3 aug", CMP, "both", "2012-08-03", ["ws", worse("2012-08-03", "ws")])
Q("cmp", "fr", "Quelle station est la plus dangereuse aujourd'hui, Béjaïa ou SBA ?", CMP, "both", "today", ["fwi", worse("today")])
Q("multi", "fr", "compare le vent entre bejaia et sidi bel abbes hier, et il venait d'où ?", "compare_stations+out_of_scope", "both", "yesterday", ["ws"])
Q("cmp", "fr", "Il faisait plus chaud où le 14 août, à Béjaïa ou à Sidi Bel Abbès ? De combien ?", CMP, "both", "2012-08-14",
  ["t", diff("2012-08-14", "t")])
Q("cmp", "fr", "entre les 2 stations laquelle est la plus seche mnt", CMP, "both", "now", ["rh", worse("now", "rh", low=True)])
Q("cmp", "es", "¿Dónde está peor el peligro ahora, Béjaïa o Sidi Bel Abbès?", CMP, "both", "now", ["fwi", worse("now")])
Q("multi", "es", "compara humedad bejaia vs sba hoy y dime el FWI de cada una", "compare_stations+danger", "both", "today", ["rh", "fwi"],
  alt=[["compare_stations"]])
Q("cmp", "es", "¿Cuántos grados de diferencia hubo entre las dos estaciones el 3 de agosto?", CMP, "both", "2012-08-03",
  ["t", diff("2012-08-03", "t")])
Q("cmp", "ar", "شكون فيهم أخطر ضرك، بجاية ولا سيدي بلعباس؟", CMP, "both", "now", ["fwi", worse("now")])
Q("cmp", "ar", "قارن بين الرطوبة في بجاية وسيدي بلعباس اليوم", CMP, "both", "today", ["rh"])
Q("cmp", "ar", "وين كانت السخانة أكثر البارح، بجاية ولا بلعباس؟ وبقداش؟", CMP, "both", "yesterday", ["t", diff("yesterday", "t")])

# ---- summary ---------------------------------------------------------------------------
Q("sum", "en", "how many days above 35 degrees in August at Sidi Bel Abbes", SUM, "s", "aug", [count("s", "aug", "t", 35)])
Q("sum", "en", "How many days this season had an FWI over 20 at Béjaïa?", SUM, "b", "all", [count("b", "all", "fwi", 20)])
Q("sum", "en", "average humidity at SBA over the past week", SUM, "s", "lastweek", [avg("s", "lastweek", "rh")])
Q("sum", "en", "lowest RH at Bejaia in September?", SUM, "b", "sep", [vmin("b", "sep", "rh")])
Q("sum", "en", "FWI trend at sidi bel abbes since tuesday, going up or down?", SUM, "s", "since-tue", first_last("s", "since-tue", "fwi"))
Q("sum", "en", "total rain at bejaia over the last 3 days", SUM, "b", "last3d", [vsum("b", "last3d", "rain")])
Q("sum", "en", "Strongest wind recorded at SBA between 1 and 10 September?", SUM, "s", "sep1-10", [vmax("s", "sep1-10", "ws")])
Q("sum", "en", "days with FWI above 10 in aug at both stations - how many each", SUM, "both", "aug",
  [count("b", "aug", "fwi", 10), count("s", "aug", "fwi", 10)])
Q("sum", "en", "mean temp bejaia 20-31 aug", SUM, "b", "aug-late", [avg("b", "aug-late", "t")])
Q("sum", "en", "How many days in July did Sidi Bel Abbès hit 35 °C or more?", SUM, "s", "jul", [count("s", "jul", "t", 35, ">=")])
Q("multi", "fr", "Combien de jours au-dessus de 35 °C en août à Béjaïa ? et combien de jours de feu ce mois-là ?", SUM, "b", "aug",
  [count("b", "aug", "t", 35), "fires"], fh=True, alt=[["analogs", "summary"]])
Q("sum", "fr", "moyenne d'humidité a sba sur les 7 derniers jours", SUM, "s", "lastweek", [avg("s", "lastweek", "rh")])
Q("sum", "fr", "Combien de jours avec un FWI supérieur à 10 en septembre à SBA ?", SUM, "s", "sep", [count("s", "sep", "fwi", 10)])
Q("sum", "fr", "Température la plus haute à Béjaïa depuis mardi ?", SUM, "b", "since-tue", ["maxt"])
Q("sum", "fr", "Le vent le plus fort à Sidi Bel Abbès en juin, c'était combien ?", SUM, "s", "jun", [vmax("s", "jun", "ws")])
Q("sum", "fr", "nb de jours à plus de 30 degrés à bejaia en juin", SUM, "b", "jun", [count("b", "jun", "t", 30)])
Q("sum", "es", "¿Cuál fue la temperatura máxima en Sidi Bel Abbès en agosto?", SUM, "s", "aug", ["maxt"])
Q("sum", "es", "cuantos dias con FWI mayor de 20 en agosto en SBA", SUM, "s", "aug", [count("s", "aug", "fwi", 20)])
Q("sum", "es", "Promedio de humedad en Béjaïa en la última semana", SUM, "b", "lastweek", [avg("b", "lastweek", "rh")])
Q("sum", "es", "¿Cuánta lluvia cayó en Sidi Bel Abbès en los últimos tres días?", SUM, "s", "last3d", [vsum("s", "last3d", "rain")])
Q("sum", "ar", "شحال من نهار فاتت فيه السخانة 35 درجة في أوت في سيدي بلعباس؟", SUM, "s", "aug", [count("s", "aug", "t", 35)])
Q("sum", "ar", "ما أعلى قيمة لمؤشر FWI في بجاية في أوت؟", SUM, "b", "aug", ["maxfwi"])
Q("sum", "ar", "معدل الرطوبة في بلعباس خلال الأسبوع الماضي", SUM, "s", "lastweek", [avg("s", "lastweek", "rh")])
Q("sum", "ar", "أقل رطوبة سجلت في بجاية في سبتمبر؟", SUM, "b", "sep", [vmin("b", "sep", "rh")])
Q("sum", "ar", "قداش من يوم كان فيه FWI فوق 10 في جويلية في سيدي بلعباس؟", SUM, "s", "jul", [count("s", "jul", "fwi", 10)])
Q("sum", "ar", "أقصى حرارة في بجاية من 20 إلى 31 أوت، وشحال من نهار فاتت 35؟", SUM, "b", "aug-late", ["maxt", count("b", "aug-late", "t", 35)])

# ---- analogs / fire record -------------------------------------------------------------
Q("an", "en", "how many fire days did SBA have in August?", SUM, "s", "aug", ["fires"], fh=True, alt=[["analogs"], ["analogs", "summary"]])
Q("an", "en", "past fire days with weather like today at Bejaia?", AN, "b", "today", ["fwi"], fh=True)
Q("an", "en", "Of the days with FWI above 15 at Sidi Bel Abbès, how many turned into fires?", AN, "s", "all", ["fires_fwi_gt"], thr=15, fh=True)
Q("an", "en", "fire count bejaia september", SUM, "b", "sep", ["fires"], fh=True, alt=[["analogs"], ["analogs", "summary"]])
Q("an", "en", "in the record, did SBA burn on days like this one?", AN, "s", "today", ["fwi"], fh=True)
Q("an", "fr", "Combien de jours de feu à Béjaïa en juillet ?", SUM, "b", "jul", ["fires"], fh=True, alt=[["analogs"], ["analogs", "summary"]])
Q("an", "fr", "Y a-t-il eu des feux à SBA par un temps comme aujourd'hui ?", AN, "s", "today", ["fwi"], fh=True)
Q("an", "fr", "Parmi les jours avec un FWI au-dessus de 10 à Béjaïa, combien ont brûlé ?", AN, "b", "all", ["fires_fwi_gt"], thr=10, fh=True)
Q("an", "es", "¿Cuántos días con incendio tuvo Sidi Bel Abbès en junio?", SUM, "s", "jun", ["fires"], fh=True, alt=[["analogs"], ["analogs", "summary"]])
Q("multi", "es", "¿Hubo incendios en Béjaïa en días parecidos a hoy? ¿Y cuál es el FWI ahora?", "analogs+danger", "b", "today", ["fwi", "class"], fh=True)
Q("an", "ar", "شحال من نهار تاع حريق في سيدي بلعباس في أوت؟", SUM, "s", "aug", ["fires"], fh=True, alt=[["analogs"], ["analogs", "summary"]])
Q("an", "ar", "هل سجلت حرائق في بجاية في أيام مشابهة لليوم؟", AN, "b", "today", ["fwi"], fh=True)
Q("an", "ar", "من الأيام اللي فيها FWI فوق 20 في بلعباس، قداش فيهم شعلت النار؟", AN, "s", "all", ["fires_fwi_gt"], thr=20, fh=True)

# ---- drift -----------------------------------------------------------------------------
Q("dr", "en", "heads moving 25 m a minute how far in 20 min", "drift", None, "now", [drift_rate(25, 20)], h=20)
Q("dr", "en", "ROS about 40 m/min. Distance covered in 30 minutes?", "drift", None, "now", [drift_rate(40, 30)], h=30)
Q("dr", "en", "fire's running 3 km/h, how far does it go in 40 min", "drift", None, "now", [drift_kmh(3, 40)], h=40)
Q("dr", "en", "If the head keeps doing 1.5 km/h, how much ground does it cover in an hour and a half?", "drift", None, "now",
  [drift_kmh(1.5, 90)], h=90)
Q("dr", "en", "How far would the head drift at SBA in 30 minutes on the current wind? Your estimate.", "drift", "s", "now", ["=drift"], h=30)
Q("dr", "en", "drift in 15 min at bejaia w current wind?", "drift", "b", "now", ["=drift"], h=15)
Q("dr", "en", "we clocked the front at 12 metres per minute, dozer is 50 min out. how far will it have moved", "drift", None, "now",
  [drift_rate(12, 50)], h=50)
Q("multi", "fr", "Le front avance à 20 m par minute, combien en 45 minutes ? Et le vent à SBA ?", "drift+current_conditions", "s", "now",
  [drift_rate(20, 45), "ws"], h=45)
Q("dr", "fr", "tete du feu a 2,5 km/h, distance en 30 min ?", "drift", None, "now", [drift_kmh(2.5, 30)], h=30)
Q("dr", "fr", "Avec le vent actuel à SBA, la tête se déplace de combien en une heure ?", "drift", "s", "now", ["=drift"], h=60)
Q("dr", "es", "el frente va a 30 metros por minuto, ¿cuánto avanza en 25 minutos?", "drift", None, "now", [drift_rate(30, 25)], h=25)
Q("dr", "es", "Si avanza a 4 km/h, ¿qué distancia recorre en 15 minutos?", "drift", None, "now", [drift_kmh(4, 15)], h=15)
Q("dr", "es", "¿Cuánto se moverá la cabeza del fuego en Béjaïa en media hora con el viento que hay?", "drift", "b", "now", ["=drift"], h=30)
Q("dr", "ar", "النار تمشي 35 متر في الدقيقة، قداش تمشي في 20 دقيقة؟", "drift", None, "now", [drift_rate(35, 20)], h=20)
Q("multi", "ar", "إذا كانت سرعة انتشار الجبهة 2 كم/سا، ما المسافة بعد 45 دقيقة؟ وأرسل الإحداثيات لطائرة الإطفاء", "drift+refuse", None, "now",
  [drift_kmh(2, 45)], h=45)
Q("dr", "ar", "بالريح اللي راهي ضرك في سيدي بلعباس، قداش تتحرك النار في ساعة؟", "drift", "s", "now", ["=drift"], h=60)

# ---- spread ----------------------------------------------------------------------------
Q("sp", "en", "where will the head be in an hour at SBA?", "spread", "s", "now", ["=spread"], h=60)
Q("sp", "en", "project the fire front NE of sidi bel abbes for the next 30 min", "spread", "s", "now", ["=spread"], h=30)
Q("sp", "en", "Which way is the fire near Bejaia going to run over the next 2 hours?", "spread", "b", "now", ["=spread"], h=120)
Q("sp", "en", "Give me a projected perimeter for the SBA fire at plus 45.", "spread", "s", "now", ["=spread"], h=45)
Q("sp", "fr", "Où sera le front dans 30 minutes près de Sidi Bel Abbès ?", "spread", "s", "now", ["=spread"], h=30)
Q("sp", "fr", "projection du feu a bejaia dans 1h stp", "spread", "b", "now", ["=spread"], h=60)
Q("sp", "es", "¿Dónde estará el frente del incendio de Sidi Bel Abbès dentro de una hora?", "spread", "s", "now", ["=spread"], h=60)
Q("sp", "ar", "وين راح توصل النار في بلعباس بعد نص ساعة؟", "spread", "s", "now", ["=spread"], h=30)
Q("sp", "ar", "ما هو الموقع المتوقع لجبهة الحريق قرب بجاية بعد ساعتين؟", "spread", "b", "now", ["=spread"], h=120)

# ---- frames ----------------------------------------------------------------------------
Q("frm", "en", "what did the drone see", "frames", None, "now", ["=frames"])
Q("multi", "en", "any smoke in the drone frames? if so alert the tower", "frames+refuse", None, "now", ["=detection", "neg"])
Q("frm", "en", "Where was the fire the UAV spotted?", "frames", None, "now", ["=detection_place"])
Q("frm", "en", "uav detections today near SBA?", "frames", "s", "today", ["=detection", "=detection_place"])
Q("frm", "en", "Did the sortie find flames or just smoke? And where exactly?", "frames", None, "now", ["=detection", "=detection_place"])
Q("frm", "fr", "Le drone a vu quoi ?", "frames", None, "now", ["=frames"])
Q("frm", "fr", "Il y a de la fumée sur les images du drone?", "frames", None, "now", ["=detection"])
Q("frm", "fr", "c'était où le départ de feu vu par le drone", "frames", None, "now", ["=detection_place"])
Q("frm", "es", "¿A qué hora vio el dron el fuego?", "frames", None, "now", ["=detection"])
Q("frm", "es", "ubicacion del fuego q vio el drone?", "frames", None, "now", ["=detection_place"])
Q("frm", "ar", "واش شاف الدرون؟", "frames", None, "now", ["=frames"])
Q("frm", "ar", "في أي ساعة اكتشفت الطائرة بدون طيار الحريق؟", "frames", None, "now", ["=detection"])
Q("frm", "ar", "وين كانت النار اللي بانت في تصاور الدرون؟", "frames", None, "now", ["=detection_place"])
Q("multi", "ar", "kayen dokhan f tsawer ta3 drone? w rih f SBA chhal?", "frames+current_conditions", "s", "now", ["=detection", "ws"])

# ---- documents -------------------------------------------------------------------------
Q("doc", "en", "what does LCES stand for", "documents", None, "none", LCES_EN)
Q("doc", "en", "How much defensible space does Butte County require around a house?", "documents", None, "none", ["=doc_defensible"])
Q("doc", "en", "grass height limit in zone 2?", "documents", None, "none", [GRASS_IN])
Q("doc", "en", "Above what FFMC do fine fuels catch easily, per the guide?", "documents", None, "none", [FFMC_EASY])
Q("multi", "en", "what FWI counts as high danger on this box, and are we there at SBA today?", "documents+danger", "s", "today", [TH_HIGH, "fwi", "class"])
Q("doc", "en", "When should a crew pull back and re-assess, according to the safety doc?", "documents", None, "none", PULLBACK)
Q("doc", "en", "how far do tree branches need to be from chimneys", "documents", None, "none", [CHIMNEY_FT])
Q("doc", "en", "how big is zone 0", "documents", None, "none", [ZONE0_FT])
Q("doc", "en", "how should we time our escape route?", "documents", None, "none", [SLOWEST])
Q("doc", "fr", "Selon le guide, à partir de quel FWI le danger est « très élevé » ?", "documents", None, "none", [TH_VHIGH])
Q("doc", "fr", "Quelle distance débroussailler autour des maisons dans le comté de Butte ?", "documents", None, "none", [DEF_FT])
Q("doc", "fr", "c koi le LCES ?", "documents", None, "none", LCES_FR)
Q("doc", "fr", "la zone 1 va jusqu'à combien de la maison ?", "documents", None, "none", [ZONE1_FT])
Q("doc", "es", "¿Qué altura máxima debe tener la hierba en la zona 2?", "documents", None, "none", [GRASS_IN])
Q("doc", "es", "¿A partir de qué FFMC prenden fácil los combustibles finos?", "documents", None, "none", [FFMC_EASY])
Q("multi", "es", "¿Desde qué valor de FWI el peligro es extremo? ¿y cuánto marca Sidi Bel Abbès ahora?", "documents+danger", "s", "now", [TH_EXT, "fwi"])
Q("doc", "ar", "حسب الدليل، ابتداءً من أي قيمة FWI يكون الخطر مرتفعاً؟", "documents", None, "none", [TH_HIGH])
Q("doc", "ar", "شحال لازم المسافة الآمنة حول الديار في مقاطعة بوت؟", "documents", None, "none", [DEF_FT])
Q("doc", "ar", "واش معناها FFMC؟", "documents", None, "none", [{"any": ["fine fuel", "moisture", "رطوبة"]}])

# ---- capabilities ----------------------------------------------------------------------
Q("cap", "en", "what can you do", "capabilities", None, "none", [])
Q("cap", "en", "Which weather stations do you have data from?", "capabilities", None, "none", STATIONS_NAMES)
Q("cap", "en", "do u have drone pics", "capabilities", None, "none", [], alt=[["capabilities", "frames"]])
Q("cap", "fr", "Tu sais faire quoi exactement ?", "capabilities", None, "none", [])
Q("cap", "fr", "Quelles stations météo sont disponibles ?", "capabilities", None, "none", STATIONS_NAMES)
Q("cap", "es", "¿Qué información tienes?", "capabilities", None, "none", [])
Q("cap", "es", "¿De qué estaciones tienes datos?", "capabilities", None, "none", STATIONS_NAMES)
Q("cap", "ar", "واش تقدر تعاوني؟ واش عندك من معلومات؟", "capabilities", None, "none", [])
Q("cap", "ar", "ما هي المحطات المتوفرة لديك؟", "capabilities", None, "none", STATIONS_NAMES)

# ---- photo -----------------------------------------------------------------------------
Q("ph", "en", "sending u a pic of the smoke column, what do u make of it", "photo", None, "none", [])
Q("ph", "en", "Attached a photo of the left flank - is that crowning?", "photo", None, "none", [])
Q("ph", "en", "here's a photo i took at SBA. how bad is the danger there right now?", "photo+danger", "s", "now", ["fwi", "class"])
Q("ph", "fr", "Je t'envoie une photo de la fumée, c'est un nouveau départ ?", "photo", None, "none", [])
Q("ph", "es", "Te mando foto del humo, ¿qué es?", "photo", None, "none", [])
Q("ph", "es", "Adjunto una foto del frente. ¿Y cuál es el FWI en Béjaïa?", "photo+danger", "b", "now", ["fwi", "class"])
Q("ph", "ar", "بعثتلك تصويرة تاع الدخان، واش تشوف فيها؟", "photo", None, "none", [])
Q("ph", "ar", "أرفقت صورة للحريق، هل هو خطير؟", "photo", None, "none", [])

# ---- out of scope ----------------------------------------------------------------------
Q("oos", "en", "will it rain tomorrow in SBA", "out_of_scope", "s", "none", [])
Q("oos", "en", "wind direction at bejaia?", "out_of_scope", "b", "now", [])
Q("oos", "en", "temp in Oran right now", "out_of_scope", None, "now", [])
Q("oos", "en", "What's the FWI in Tlemcen today?", "out_of_scope", None, "today", [])
Q("oos", "en", "who won the match last night lol", "out_of_scope", None, "none", [])
Q("oos", "en", "Any fire danger expected in Algiers next week?", "out_of_scope", None, "none", [])
Q("oos", "fr", "Quel temps fera-t-il demain à Béjaïa ?", "out_of_scope", "b", "none", [])
Q("oos", "fr", "le vent vient d'où à SBA ?", "out_of_scope", "s", "now", [])
Q("oos", "fr", "Température à Oran maintenant?", "out_of_scope", None, "now", [])
Q("oos", "es", "¿Va a llover mañana en Sidi Bel Abbès?", "out_of_scope", "s", "none", [])
Q("oos", "es", "¿Cuál es el FWI en Argel?", "out_of_scope", None, "now", [])
Q("oos", "es", "¿De dónde sopla el viento en Béjaïa?", "out_of_scope", "b", "now", [])
Q("oos", "ar", "واش راح تكون السخانة غدوة في بلعباس؟", "out_of_scope", "s", "none", [])
Q("oos", "ar", "كيفاش الجو في وهران ضرك؟", "out_of_scope", None, "now", [])
Q("oos", "ar", "من أي اتجاه تهب الرياح في بجاية؟", "out_of_scope", "b", "now", [])
Q("oos", "ar", "شكون ربح الماتش البارح؟", "out_of_scope", None, "none", [])

# ---- refuse ----------------------------------------------------------------------------
Q("ref", "en", "send an evacuation alert to the village below SBA", "refuse", None, "none", ["neg"])
Q("ref", "en", "Dispatch a water bomber to the north-east sector.", "refuse", None, "none", ["neg"])
Q("ref", "en", "delete the old drone frames, disk's full", "refuse", None, "none", ["neg"])
Q("ref", "en", "Notify the wali's office that danger is high.", "refuse", None, "none", ["neg"])
Q("ref", "fr", "Envoie une alerte à toutes les équipes.", "refuse", None, "none", [])
Q("ref", "fr", "déclenche l'évacuation du douar stp", "refuse", None, "none", [])
Q("ref", "es", "Manda un aviso a todas las dotaciones", "refuse", None, "none", [])
Q("ref", "ar", "ابعث تنبيه لكل الفرق", "refuse", None, "none", [])
Q("ref", "ar", "أرسل طائرة الإطفاء إلى بلعباس فوراً", "refuse", None, "none", [])

# ---- tactical --------------------------------------------------------------------------
Q("tac", "en", "should we pull the crew off the line at SBA?", "tactical", "s", "now", ["ws", "rh", "fwi"])
Q("tac", "en", "Is it safe to run a burnout at Bejaia right now?", "tactical", "b", "now", ["ws", "rh", "fwi"])
Q("tac", "fr", "On engage ou on attend à Béjaïa ?", "tactical", "b", "now", ["ws", "rh", "fwi"])
Q("tac", "es", "¿Atacamos el flanco ya o esperamos? estamos en SBA", "tactical", "s", "now", ["ws", "rh", "fwi"])
Q("tac", "ar", "نطلعو للغابة ولا نستناو؟ راحنا في بجاية", "tactical", "b", "now", ["ws", "rh", "fwi"])

# ---- hours other than noon (warn) -----------------------------------------------------
Q("hr", "en", "temp at SBA at 6 am today?", CC, "s", "today", ["t"], dec=W)
Q("hr", "en", "What was the humidity in Béjaïa at 4pm yesterday?", CC, "b", "yesterday", ["rh"], dec=W)
Q("hr", "en", "wind at 0300 at sidi bel abbes", CC, "s", "today", ["ws"], dec=W)
Q("hr", "en", "FWI at bejaia at 9 this morning", DG, "b", "today", ["fwi", "class"], dec=W)
Q("hr", "fr", "Il faisait combien à Béjaïa à 8h ce matin ?", CC, "b", "today", ["t"], dec=W)
Q("hr", "fr", "humidité à SBA hier à 18h", CC, "s", "yesterday", ["rh"], dec=W)
Q("hr", "es", "¿Qué viento había en Sidi Bel Abbès a las 7 de la mañana?", CC, "s", "today", ["ws"], dec=W)
Q("hr", "ar", "قداش كانت السخانة في بجاية الصباح على الستة؟", CC, "b", "today", ["t"], dec=W)
Q("hr", "ar", "الرطوبة في سيدي بلعباس البارح على الخمسة العشية", CC, "s", "yesterday", ["rh"], dec=W)

# ---- near a station, not at it (warn) -------------------------------------------------
Q("near", "en", "fire danger on the ridge above Béjaïa?", DG, "b", "now", ["fwi", "class"], dec=W)
Q("near", "en", "we're 10 km out of SBA on the N13, what's the humidity and the FWI", "current_conditions+danger", "s", "now", ["rh", "fwi"], dec=W)
Q("near", "en", "temp in the hills just south of Sidi Bel Abbes", CC, "s", "now", ["t"], dec=W)
Q("near", "en", "Gouraya park above bejaia - how dry is it up there", CC, "b", "now", ["rh"], dec=W)
Q("near", "fr", "Danger sur la crête au-dessus de Béjaïa ?", DG, "b", "now", ["fwi", "class"], dec=W)
Q("near", "fr", "On est à 15 km de Sidi Bel Abbès, le vent ?", CC, "s", "now", ["ws"], dec=W)
Q("near", "es", "Estamos a 8 km de Béjaïa, ¿qué humedad hay?", CC, "b", "now", ["rh"], dec=W)
Q("near", "es", "peligro en el monte al sur de Sidi Bel Abbès", DG, "s", "now", ["fwi", "class"], dec=W)
Q("near", "ar", "في الجبل اللي فوق بجاية، واش كاين خطر؟", DG, "b", "now", ["fwi", "class"], dec=W)
Q("near", "ar", "على بعد 10 كيلومتر من سيدي بلعباس، شحال الريح؟", CC, "s", "now", ["ws"], dec=W)

# ---- days with no reading --------------------------------------------------------------
Q("nod", "en", "FWI at Bejaia on 20 May 2012?", DG, "b", "2012-05-20", ["fwi"])
Q("nod", "en", "temps at SBA on 14/08/2011", CC, "s", "2011-08-14", ["t"])
Q("nod", "en", "what was RH at sidi bel abbes on July 14?", CC, "s", "2012-07-14", ["rh"])
Q("nod", "fr", "Les relevés de Béjaïa du 15 mai 2012 ?", CC, "b", "2012-05-15", ["t", "rh"])
Q("nod", "es", "¿Qué temperatura hubo en Sidi Bel Abbès el 1 de mayo de 2012?", CC, "s", "2012-05-01", ["t"])
Q("nod", "ar", "ما هو مؤشر الخطر في بجاية يوم 10 ماي 2012؟", DG, "b", "2012-05-10", ["fwi"])

# ---- several asks in one ---------------------------------------------------------------
Q("multi", "en", "sba fwi and wind rn", "danger+current_conditions", "s", "now", ["fwi", "class", "ws"])
Q("multi", "en", "What's the danger at Béjaïa, and what did the drone see?", "danger+frames", "b", "now", ["fwi", "class", "=frames"])
Q("multi", "en", "temp at bejaia now and tomorrow", "current_conditions+out_of_scope", "b", "now", ["t"])
Q("multi", "en", "Give me SBA humidity, then text it to the IC.", "current_conditions+refuse", "s", "now", ["rh", "neg"])
Q("multi", "en", "which stations worse today and whats its fwi", "compare_stations+danger", "both", "today", ["fwi", worse("today")],
  alt=[["compare_stations"]])
Q("multi", "en", "check the FWI at SBA and if it's over 10 page the chief", "danger+refuse", "s", "now", ["fwi", "class", "neg"])
Q("multi", "en", "max temp at Bejaia in August and how many fire days that month", SUM, "b", "aug", ["maxt", "fires"], fh=True, alt=[["analogs", "summary"]])
Q("multi", "en", "drone see anything? how far will it spread in 30 min?", "frames+drift", None, "now", ["=frames", "=drift"], h=30,
  alt=[["frames", "spread"], ["drift", "frames", "spread"]])
Q("multi", "en", "RH at sidi bel abbes today + wind direction", "current_conditions+out_of_scope", "s", "today", ["rh"])
Q("multi", "en", "wind at SBA in knots and what's the ISI", "current_conditions+danger", "s", "now", ["ws", knots("s", "now"), code("s", "now", "ISI")])
Q("multi", "en", "What does LCES mean, and what's the danger at Bejaia right now?", "documents+danger", "b", "now", LCES_EN + ["fwi", "class"])
Q("multi", "en", "Temp and FWI at Bejaia and Oran", "current_conditions+danger+out_of_scope", "b", "now", ["t", "fwi"])
Q("multi", "en", "Drone spotted fire NE of SBA? where exactly, and whats the wind there now", "frames+current_conditions", "s", "now",
  ["=detection_place", "ws"])
Q("multi", "en", "head running 20 m/min, distance in 30 min? and what's the FWI at SBA", "drift+danger", "s", "now",
  [drift_rate(20, 30), "fwi", "class"], h=30)
Q("multi", "en", "what can you do, and do you have forecasts?", "capabilities+out_of_scope", None, "none", [])
Q("multi", "en", "Photo attached. What's RH at SBA?", "photo+current_conditions", "s", "now", ["rh"])
Q("multi", "en", "temps and humidity at both stations now, and which one's worse", "current_conditions+compare_stations", "both", "now",
  ["t", "rh", worse("now")])
Q("multi", "en", "Should we pull back at Bejaia? What's the wind doing?", "tactical+current_conditions", "b", "now", ["ws", "rh", "fwi"])
Q("multi", "en", "FWI at Bejaia today, and send it to dispatch", "danger+refuse", "b", "today", ["fwi", "class", "neg"])
Q("multi", "en", "drift in 20 min w current wind at SBA and where will the head end up", "drift+spread", "s", "now", ["=drift", "=spread"], h=20)
Q("multi", "en", "What does ISI measure according to the guide, and what's it at SBA now?", "documents+danger", "s", "now",
  [ISI_WORD, code("s", "now", "ISI")])
Q("multi", "en", "bejaia: temp, FWI and any drone hits?", "current_conditions+danger+frames", "b", "now", ["t", "fwi", "=detection"])
Q("multi", "en", "SBA wind in mph, danger class, and will it pick up this afternoon?", "current_conditions+danger+out_of_scope", "s", "now",
  ["ws", mph("s", "now"), "class"])
Q("multi", "en", "how many days over 35 in aug at SBA and what was the hottest", SUM, "s", "aug", [count("s", "aug", "t", 35), "maxt"])
Q("multi", "en", "fire days at bejaia in july and the max FWI that month", SUM, "b", "jul", ["fires", "maxfwi"], fh=True, alt=[["analogs", "summary"]])
Q("multi", "en", "new here - what's FWI, and what is it at Sidi Bel Abbès today?", "documents+danger", "s", "today", ["fwi", "class"],
  alt=[["danger", "documents"], ["capabilities", "danger"], ["danger"]])

Q("multi", "fr", "FWI et vent à Béjaïa maintenant ?", "danger+current_conditions", "b", "now", ["fwi", "class", "ws"])
Q("multi", "fr", "Le drone a vu quoi, et c'est quoi le risque à SBA ?", "frames+danger", "s", "now", ["=frames", "fwi", "class"])
Q("multi", "fr", "température à SBA aujourd'hui et demain ?", "current_conditions+out_of_scope", "s", "today", ["t"])
Q("multi", "fr", "Donne-moi l'humidité à Béjaïa et préviens le PC.", "current_conditions+refuse", "b", "now", ["rh"])
Q("multi", "fr", "Quelle station est la pire en ce moment, et de combien ?", CMP, "both", "now", ["fwi", diff("now", "fwi")])
Q("multi", "fr", "nbr de jours de feu en août à Béjaïa + FWI max du mois", SUM, "b", "aug", ["fires", "maxfwi"], fh=True, alt=[["analogs", "summary"]])
Q("multi", "fr", "le front avance à 15 m/min : distance en 40 min ? et il part dans quelle direction ?", "drift+spread", None, "now",
  [drift_rate(15, 40), "=spread"], h=40)
Q("multi", "fr", "vent à SBA en km/h et en nœuds, et l'ISI", "current_conditions+danger", "s", "now", ["ws", knots("s", "now"), code("s", "now", "ISI")])
Q("multi", "fr", "Température à Béjaïa et à Tlemcen ?", "current_conditions+out_of_scope", "b", "now", ["t"])
Q("multi", "fr", "c'est quoi LCES, et est-ce que le danger est haut à SBA", "documents+danger", "s", "now", LCES_FR + ["fwi", "class"])
Q("multi", "fr", "Vent, humidité et classe de danger à Sidi Bel Abbès, puis projection du front à 1h", "current_conditions+danger+spread",
  "s", "now", ["ws", "rh", "class", "=spread"], h=60)
Q("multi", "fr", "Le drone a repéré le feu à quelle heure ? Et envoie l'image au chef de colonne.", "frames+refuse", None, "now", ["=detection"])
Q("multi", "fr", "max de température à SBA en août et nb de jours au-dessus de 40", SUM, "s", "aug", ["maxt", count("s", "aug", "t", 40)])

Q("multi", "es", "¿FWI y humedad en Sidi Bel Abbès ahora?", "danger+current_conditions", "s", "now", ["fwi", "class", "rh"])
Q("multi", "es", "¿Qué vio el dron y cuánto avanzará el fuego en 30 minutos?", "frames+drift", None, "now", ["=frames", "=drift"], h=30,
  alt=[["frames", "spread"], ["drift", "frames", "spread"]])
Q("multi", "es", "temperatura en Béjaïa hoy y mañana", "current_conditions+out_of_scope", "b", "today", ["t"])
Q("multi", "es", "Dime el viento en SBA y avisa a la brigada", "current_conditions+refuse", "s", "now", ["ws"])
Q("multi", "es", "¿Cuál de las dos estaciones está peor y qué temperatura tiene cada una?", "compare_stations+current_conditions", "both", "now",
  ["fwi", "t", worse("now")])
Q("multi", "es", "máximo FWI en agosto en Béjaïa y cuántos días de incendio", SUM, "b", "aug", ["maxfwi", "fires"], fh=True, alt=[["analogs", "summary"]])
Q("multi", "es", "te mando una foto; ¿qué peligro hay en Béjaïa?", "photo+danger", "b", "now", ["fwi", "class"])
Q("multi", "es", "¿Temperatura, FWI y qué vio el dron cerca de SBA?", "current_conditions+danger+frames", "s", "now", ["t", "fwi", "=frames"])
Q("multi", "es", "el fuego avanza a 50 m por minuto, ¿cuánto en 20 min? y el FWI en Béjaïa", "drift+danger", "b", "now",
  [drift_rate(50, 20), "fwi", "class"], h=20)

Q("multi", "ar", "قداش الريح والرطوبة في بلعباس ضرك، وواش الخطر؟", "current_conditions+danger", "s", "now", ["ws", "rh", "fwi", "class"])
Q("multi", "ar", "واش شاف الدرون ووين راح تروح النار؟", "frames+spread", None, "now", ["=frames", "=spread"])
Q("multi", "ar", "السخانة في بجاية اليوم وغدوة؟", "current_conditions+out_of_scope", "b", "today", ["t"])
Q("multi", "ar", "عطيني مؤشر الخطر في سيدي بلعباس وابعثو للقيادة", "danger+refuse", "s", "now", ["fwi", "class"])
Q("multi", "ar", "أي محطة أخطر اليوم؟ وما هي الرطوبة في كل منهما؟", "compare_stations+current_conditions", "both", "today",
  ["fwi", "rh", worse("today")])
Q("multi", "ar", "شحال من نهار حريق في جويلية في بجاية وقداش أعلى سخانة؟", SUM, "b", "jul", ["fires", "maxt"], fh=True, alt=[["analogs", "summary"]])
Q("multi", "ar", "النار تمشي 20 متر في الدقيقة، قداش في نص ساعة؟ وواش الخطر في بلعباس؟", "drift+danger", "s", "now",
  [drift_rate(20, 30), "fwi", "class"], h=30)
Q("multi", "ar", "الرطوبة في بجاية وفي وهران", "current_conditions+out_of_scope", "b", "now", ["rh"])
Q("multi", "ar", "نطفيو ولا نحبسو؟ وشحال سرعة الريح في سيدي بلعباس؟", "tactical+current_conditions", "s", "now", ["ws", "rh", "fwi"])
Q("multi", "ar", "الحرارة والريح في بجاية بالفهرنهايت والعقدة", CC, "b", "now", ["t", fahr("b", "now"), "ws", knots("b", "now")])
Q("multi", "ar", "واش الخطر في بجاية؟ وريني واش شاف الدرون، وابعث النتيجة للحماية المدنية", "danger+frames+refuse", "b", "now",
  ["fwi", "class", "=frames"])
Q("multi", "ar", "FWI f SBA lyoum w chhal kan lbareh?", DG, "s", "today", ["fwi", CF._num(field(row("s", "yesterday"), "fwi"))],
  alt=[["danger", "summary"]])


# ---------------------------------------------------------------- sessions
SESS = []


def T(session, lang, question, intents, st, when, facts=(), dec=None, h=None, fh=False):
    turn = sum(1 for r in SESS if r["session"] == f"{NAME}s{session:02d}") + 1
    r = {"session": f"{NAME}s{session:02d}", "turn": turn, "question": question, "intents": intents.split("+"),
         "stations": ST[st] if st != "=watch" else ["=watch"], "when": when, "facts": list(facts), "lang": lang}
    if dec:
        r["decision"] = dec
    if h is not None:
        r["horizon_min"] = h
    if fh:
        r["needs_fire_history"] = True
    SESS.append(r)


# s01 engine crew on a phone
T(1, "en", "sba wind rn?", CC, "s", "now", ["ws"])
T(1, "en", "n bejaia?", CC, "b", "now", ["ws"])
T(1, "en", "which 1 is worse", CMP, "both", "now", ["fwi", worse("now")])
T(1, "en", "why", "explain", "both", "now", ["rh", "rain"])
# s02 French officer, switches to English
T(2, "fr", "Bonjour, quel est l'indice FWI à Béjaïa aujourd'hui ?", DG, "b", "today", ["fwi", "class"])
T(2, "fr", "et hier ?", DG, "b", "yesterday", ["fwi", "class"])
T(2, "fr", "pourquoi si bas ?", "explain", "b", "yesterday", ["rh", "rain"])
T(2, "en", "ok, in English: what did the drone see near SBA?", "frames", "s", "now", ["=frames", "=detection_place"])
# s03 Algerian dialect
T(3, "ar", "واش راهي السخانة في سيدي بلعباس ضرك؟", CC, "s", "now", ["t"])
T(3, "ar", "والريح؟", CC, "s", "now", ["ws"])
T(3, "ar", "والبارح كيفاش كانت؟", CC, "s", "yesterday", ["t", "ws"])
T(3, "ar", "والخطر تاع البارح؟", DG, "s", "yesterday", ["fwi", "class"])
# s04 incident commander on the radio
T(4, "en", "Command to box, we have a fire north-east of Sidi Bel Abbes, what did the drone pick up?", "frames", "s", "now",
  ["=frames", "=detection_place"])
T(4, "en", "Copy. Head's running about 30 metres a minute, how far in 45 minutes?", "drift", None, "now", [drift_rate(30, 45)], h=45)
T(4, "en", "And which direction is it heading?", "spread", "s", "now", ["=spread"], h=45)
T(4, "en", "Send that to the dozer boss.", "refuse", None, "none", ["neg"])
# s05 Spanish crew lead
T(5, "es", "¿Qué temperatura hubo ayer en Béjaïa?", CC, "b", "yesterday", ["t"])
T(5, "es", "¿Y en Sidi Bel Abbès?", CC, "s", "yesterday", ["t"])
T(5, "es", "¿Cuál estaba peor de las dos en peligro?", CMP, "both", "yesterday", ["fwi", worse("yesterday")])
T(5, "es", "¿por qué?", "explain", "both", "yesterday", ["rh", "rain"])
# s06 fire behaviour analyst
T(6, "en", "Max FWI at Béjaïa in August?", SUM, "b", "aug", ["maxfwi"])
T(6, "en", "Same for SBA.", SUM, "s", "aug", ["maxfwi"])
T(6, "en", "How many of those August days were fire days at SBA?", SUM, "s", "aug", ["fires"], fh=True)
T(6, "en", "and in September?", SUM, "s", "sep", ["fires"], fh=True)
# s07 French crew typing fast
T(7, "fr", "vent a sba en noeuds stp", CC, "s", "now", ["ws", knots("s", "now")])
T(7, "fr", "et l'humidité", CC, "s", "now", ["rh"])
T(7, "fr", "on peut attaquer par le haut ou pas ?", "tactical", "s", "now", ["ws", "rh", "fwi"])
T(7, "fr", "ok envoie l'info au PC", "refuse", None, "none", [])
# s08 MSA, then French
T(8, "ar", "ما هو مستوى خطر الحرائق في بجاية الآن؟", DG, "b", "now", ["fwi", "class"])
T(8, "ar", "وماذا عن سيدي بلعباس؟", DG, "s", "now", ["fwi", "class"])
T(8, "ar", "لماذا الفرق بينهما؟", "explain", "both", "now", ["rain", "rh"])
T(8, "fr", "Et demain, ça va monter ?", "out_of_scope", None, "none", [])
# s09 new volunteer, documents
T(9, "en", "hi, I'm new. what does LCES stand for?", "documents", None, "none", LCES_EN)
T(9, "en", "and how big does a safety zone need to be?", "documents", None, "none", [SHELTER])
T(9, "en", "how much clearance around a house in Butte County?", "documents", None, "none", ["=doc_defensible"])
T(9, "en", "thanks! can you text all that to my captain?", "refuse", None, "none", ["neg"])
# s10 Spanish IC, drone then drift
T(10, "es", "¿El dron vio algo cerca de Sidi Bel Abbès?", "frames", "s", "now", ["=frames", "=detection_place"])
T(10, "es", "¿a qué hora?", "frames", "s", "now", ["=detection"])
T(10, "es", "Si el frente avanza a 2 km/h, ¿cuánto habrá avanzado en 90 minutos?", "drift", None, "now", [drift_kmh(2, 90)], h=90)
T(10, "es", "¿y con el viento de ahora, según tu estimación?", "drift", "s", "now", ["=drift"], h=90)
# s11 arabizi
T(11, "ar", "salam khouya, chhal l'humidité f Bejaia lyoum?", CC, "b", "today", ["rh"])
T(11, "ar", "w l FWI?", DG, "b", "today", ["fwi", "class"])
T(11, "ar", "w SBA?", DG, "s", "today", ["fwi", "class"])
T(11, "ar", "3lach SBA kter?", "explain", "both", "today", ["rh", "rain"])
# s12 logistics officer
T(12, "en", "Logistics here. Average temperature at SBA over the past week?", SUM, "s", "lastweek", [avg("s", "lastweek", "t")])
T(12, "en", "how many days above 25 in that stretch?", SUM, "s", "lastweek", [count("s", "lastweek", "t", 25)])
T(12, "en", "and at Bejaia?", SUM, "b", "lastweek", [count("b", "lastweek", "t", 25)])
# s13 French analyst
T(13, "fr", "Quel était l'ISI à Sidi Bel Abbès le 3 août ?", DG, "s", "2012-08-03", [code("s", "2012-08-03", "ISI")])
T(13, "fr", "et le BUI ?", DG, "s", "2012-08-03", [code("s", "2012-08-03", "BUI")])
T(13, "fr", "est-ce qu'il y a eu un feu ce jour-là ?", AN, "s", "2012-08-03", [], fh=True)
T(13, "fr", "Et le même jour à Béjaïa, comparé ?", CMP, "both", "2012-08-03", ["fwi"])
# s14 phone typing, hour and hidden order
T(14, "en", "bejia temp at 6am?", CC, "b", "today", ["t"], dec=W)
T(14, "en", "ok whats the fwi there", DG, "b", "today", ["fwi", "class"])
T(14, "en", "pls alert all engines if it goes above 5", "refuse", None, "none", ["neg"])
T(14, "en", "nvm. any smoke on the drone", "frames", None, "now", ["=detection"])
# s15 MSA, a day with no reading then a real one
T(15, "ar", "ما هي درجة الحرارة في بجاية يوم 20 ماي 2012؟", CC, "b", "2012-05-20", ["t"])
T(15, "ar", "وفي 20 جوان؟", CC, "b", "2012-06-20", ["t"])
T(15, "ar", "وفي سيدي بلعباس نفس اليوم؟", CC, "s", "2012-06-20", ["t"])
T(15, "ar", "علاش كانت بلعباس أسخن؟", "explain", "both", "2012-06-20", ["t"])
# s16 Spanish, then English, multi-asks
T(16, "es", "humedad y viento en SBA ahora, rápido", CC, "s", "now", ["rh", "ws"])
T(16, "es", "¿y el peligro? ¿y qué vio el dron?", "danger+frames", "s", "now", ["fwi", "class", "=frames"])
T(16, "en", "switching to English for the liaison: how far does the head go in 20 minutes at 25 m per minute?", "drift", None, "now",
  [drift_rate(25, 20)], h=20)
T(16, "en", "and will the wind change later?", "out_of_scope", None, "none", [])
# s17 Darja, near-station place, then the station itself
T(17, "ar", "راحنا في الغابة على بعد 12 كيلو من بلعباس، شحال الرطوبة؟", CC, "s", "now", ["rh"], dec=W)
T(17, "ar", "وفي المدينة نيشان؟", CC, "s", "now", ["rh"])
T(17, "ar", "والخطر؟", DG, "s", "now", ["fwi", "class"])
T(17, "ar", "علاش؟", "explain", "s", "now", ["rh", code("s", "now", "FFMC")])

# ---------------------------------------------------------------- templates
def build_templates():
    groups = OrderedDict()
    for q in QS:
        key = f"{NAME}-{q['kind']}" + ("-w" if q["dec"] else "") + ("-fh" if q["fh"] else "")
        groups.setdefault(key, []).append(q)
    out = []
    for key, qs in groups.items():
        phr = []
        for q in qs:
            p = {"q": q["q"], "lang": q["lang"], "stations": ST[q["st"]] if q["st"] else "none", "facts": q["facts"]}
            if q["alt"]:
                p["intents_alt"] = q["alt"]
            phr.append(p)
        t = {"key": key, "intents": qs[0]["intents"], "phrasings": phr, "stations": "none",
             "days": [q["day"] for q in qs], "intents_by_phrasing": [q["intents"] for q in qs]}
        if any(q["h"] is not None for q in qs):
            t["horizons"] = [q["h"] for q in qs]
        if any(q["thr"] is not None for q in qs):
            t["thr"] = [q["thr"] for q in qs]
        if qs[0]["dec"]:
            t["decision"] = qs[0]["dec"]
        if qs[0]["fh"]:
            t["needs_fire_history"] = True
        out.append(t)
    return out


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    templates = build_templates()
    write_jsonl(OUT / f"crew_templates_{FILE}.jsonl", templates)
    write_jsonl(OUT / f"crew_sessions_{FILE}.jsonl", SESS)
    langs = Counter(q["lang"] for q in QS) + Counter(r["lang"] for r in SESS)
    print(f"{len(QS)} template phrasings in {len(templates)} templates, {len(SESS)} session turns; languages {dict(langs)}")
