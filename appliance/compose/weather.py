"""Composers for the weather intents: current conditions, danger, compare stations, summary, analogs."""
import re
from datetime import datetime
from zoneinfo import ZoneInfo

from appliance.compose.result import ComposeContext, IntentResult
from appliance.compose.words import age, clock, compass, join, name, window_named

ORDER = ("very low", "low", "moderate", "high", "very high", "extreme")


def _when(c: ComposeContext, item: dict) -> str:
    lat, lon = item.get("lat"), item.get("lon")
    return clock(item["ts"], lat, lon, today_ts=c.now)


# Units a crew may ask figures in (understand/rates.py), converted from the box's own, shown beside them.
WIND_UNITS = {"mph": (1 / 1.609344, "mph"), "knots": (1 / 1.852, "knots"), "m/s": (1 / 3.6, "m/s")}


def _beside(value: float, units, table: dict) -> str:
    extra = [f"{round(value * k, 1):g} {label}" for u, (k, label) in table.items() if u in units]
    return f" ({', '.join(extra)})" if extra else ""


def _asked_units(key: str, value: float, units, difference: bool = False) -> str:
    """The figure again in the units the crew asked (" (77 °F)"); a difference of temperatures converts without
    the offset (1 °C apart is 1.8 °F apart)."""
    if key == "temperature_c" and "fahrenheit" in units:
        return f" ({round(value * 9 / 5 + (0 if difference else 32), 1):g} °F)"
    if key == "wind_kmh":
        return _beside(value, units, WIND_UNITS)
    return ""


def _first(key: str, value: float, unit: str, units) -> str:
    """The first of two figures side by side: "29" (its unit said once, after the second), or "29 °C (84.2 °F)"."""
    extra = _asked_units(key, value, units)
    return f"{value:g}{unit}{extra}" if extra else f"{value:g}"


def weather_words(r: dict, units=()) -> str:
    parts = []
    if r.get("temperature_c") is not None:
        f = "" if "fahrenheit" not in units else f" ({round(r['temperature_c'] * 9 / 5 + 32, 1):g} °F)"
        parts.append(f"{r['temperature_c']:g} °C{f}")
    if r.get("rh_pct") is not None:
        parts.append(f"relative humidity {r['rh_pct']:g} %")
    if r.get("wind_kmh") is not None:
        way = compass(r.get("wind_dir_deg"))
        parts.append(f"wind {r['wind_kmh']:g} km/h{_beside(r['wind_kmh'], units, WIND_UNITS)} "
                     + (f"from the {way}" if way else "(direction not reported)"))
    if r.get("rain_mm") is not None:
        parts.append("no rain" if r["rain_mm"] == 0 else f"rain {r['rain_mm']:g} mm")
    return join(parts)


def reading_fact(c: ComposeContext, r: dict) -> str:
    return (f"{name(r['device'])} at {_when(c, r)} ({age(c.now - r['ts'])} before the question): "
            f"{weather_words(r, getattr(c.frame, 'units', ()))} {c.cites.cite(r)}.")


def current_conditions(c: ComposeContext) -> IntentResult:
    readings = c.items("sensor_snapshot")
    if not readings:
        return IntentResult("current_conditions", False, missing=[c.why("sensor_snapshot", "no station readings")])
    # A question about a past day is answered by that day's readings only, never an older day's.
    readings = [r for r in readings if in_asked_time(c, r)]
    if not readings:
        return IntentResult("current_conditions", False, missing=[f"readings on {c.frame.time.text}"])
    first = readings[0]
    verdict = f"{name(first['device'])}: {weather_words(first, getattr(c.frame, 'units', ()))} at {_when(c, first)}"
    return IntentResult("current_conditions", True, verdict, crew_lines(c, first) + [reading_fact(c, r) for r in readings],
                        evidence_ts=[r["ts"] for r in readings], priority=1)


CREW_LABELS = {"temperature_c": "temperature", "rh_pct": "relative humidity", "wind_kmh": "wind"}


def crew_lines(c: ComposeContext, station: dict | None) -> list[str]:
    """"We're reading 31 degrees on the engine thermometer. What does the station have?": the crew's own reading first,
    beside the station's and how far apart (DESIGN §7: what the crew measured outranks the box's estimate)."""
    out = []
    for f in getattr(c.frame, "crew_figures", None) or []:
        unit = " °C" if f["unit"] == "°C" else f" {f['unit']}"
        theirs = station.get(f["reading"]) if station else None
        said = f"{f['text']} ({f['value']:g}{unit})" if f.get("in_units") else f"{f['value']:g}{unit}"   # "18 mph (29 km/h)"
        line = f"Your own {CREW_LABELS.get(f['reading'], f['reading'])}: {said}"
        if theirs is None:
            out.append(line + " (as you gave it; the box holds no station figure beside it).")
            continue
        gap = round(theirs - f["value"], 1)
        by_ = f" {'point' if abs(gap) == 1 else 'points'}" if f["unit"] == "%" else unit     # humidity apart in points
        apart = "the same as yours" if gap == 0 else f"{abs(gap):g}{by_} {'higher' if gap > 0 else 'lower'} than yours"
        out.append(f"{line}; the {name(station['device'])} station at {_when(c, station)}: {theirs:g}{unit}, {apart} "
                   f"{c.cites.cite(station)}.")
    return out


def _day_words(c: ComposeContext, d: dict) -> str:
    lat, lon = c.position(d["station"])
    today = clock(c.now, lat, lon, with_day=True).split(",")[0]
    day = datetime.strptime(d["day"], "%Y-%m-%d")
    words = f"{day.day} {day:%B %Y}"
    return "today" if words == today else f"on {words}"


def danger_fact(c: ComposeContext, item: dict) -> str:
    d = item["danger"]
    text = (f"{d['danger_class'].capitalize()} fire danger at {name(d['station'])} {_day_words(c, d)} "
            f"(FWI {d['fwi']:.1f}, {d['provenance']}) {c.cites.cite(item)}.")
    before = item.get("previous")
    if before:
        a, b = ORDER.index(before["danger_class"]), ORDER.index(d["danger_class"])
        if a == b:
            text += f" Unchanged class from the day before ({before['danger_class']}, FWI {before['fwi']:.1f})."
        else:
            text += f" {'Up' if b > a else 'Down'} from {before['danger_class']} the day before (FWI {before['fwi']:.1f})."
    return text


def assessment_fact(c: ComposeContext) -> str | None:
    a = c.assessment
    if not a:
        return None
    refs = []
    fw = next((i for i in c.items("fire_weather") if i.get("id") == a["inputs_from"].get("fire_weather")), None)
    # The same figure the danger sentence cites, when it is the same station and day.
    same = next((i for i in c.items("station_danger") if fw and i["device"] == fw["device"] and i["day"] == fw["day"]), None)
    for item in (same or fw, next((i for i in c.items("sensor_snapshot") if i.get("id") == a["inputs_from"].get("reading")), None)):
        if item:
            refs.append(c.cites.cite(item))
    verdict = "likely" if a["fire"] else "not likely"
    why = []
    if a.get("code_value") is not None and not (a.get("params") or {}).get("model"):
        side = "above" if a["code_value"] >= a["code_threshold"] else "below"
        why.append(f"{a['code']} {a['code_value']:.1f} is {side} its fire line of {a['code_threshold']:.0f}")
    if a.get("analog_vote") is not None:
        why.append(f"{a['analog_fire']} of the {a['analog_n']} most similar past days had a fire")
    text = f"The box's fire check says a fire is {verdict}" + (f": {join(why)}" if why else "") + f" {' '.join(refs)}".rstrip() + "."
    if a.get("conflict"):
        text += " The station's codes and the past days disagree, so treat this with caution."
    return text


def _is_now(c: ComposeContext) -> bool:
    t = c.frame.time if c.frame is not None else None
    return t is None or t.kind in ("now", "last", "range") or t.text == "today"


def _reading_day(r: dict) -> str | None:
    from appliance.fireweather.noon import local_solar_day

    return local_solar_day(r["ts"], r["lon"]) if r.get("ts") is not None and r.get("lon") is not None else None


def not_computed(c: ComposeContext, items: list[dict]) -> list[str]:
    """Stations whose newest reading is of a later day than their danger figure (or that have none):
    on a "now" question the danger of that day is not computed yet, and the answer says so."""
    if not _is_now(c):
        return []
    days = {i["device"]: i["day"] for i in items}
    late = []
    for r in c.items("sensor_snapshot"):
        day = _reading_day(r)
        if r["device"] not in days or (day is not None and day > days[r["device"]]):
            late.append(r["device"])
    return late


def in_asked_time(c: ComposeContext, r: dict) -> bool:
    """Whether an item falls in the time the question asked (any item, for "now")."""
    t = c.frame.time if c.frame is not None else None
    if _is_now(c) or t is None or t.start_ts is None:
        return True
    if r.get("ts") is not None:
        return r["ts"] >= t.start_ts
    # a danger card dated by its day alone (no timestamp of its own): its day against the first day asked, in the zone
    # the question's days were counted in
    first = datetime.fromtimestamp(t.start_ts + 1, ZoneInfo(t.tz or "UTC")).date().isoformat()
    return r.get("day") is None or r["day"] >= first


def _danger_from_readings(c: ComposeContext) -> IntentResult:
    """No danger figure for the station: its readings answer for the conditions, and the answer
    says the danger figure is not computed yet (a warning, never a bare abstain)."""
    readings = [r for r in c.items("sensor_snapshot") if in_asked_time(c, r)]
    if not readings:
        return IntentResult("danger", False, missing=[c.why("station_danger", "no fire-weather codes")])
    names = join([name(r["device"]) for r in readings])
    gap = f"the danger figure for {names} (not computed yet)" if _is_now(c) else f"a danger figure for {names} on that day"
    verdict = f"Danger not computed yet at {names}; conditions: {weather_words(readings[0])}" if _is_now(c) else \
        f"No danger figure stored for {names} on that day; conditions: {weather_words(readings[0])}"
    return IntentResult("danger", True, verdict, [reading_fact(c, r) for r in readings], missing=[gap],
                        evidence_ts=[r["ts"] for r in readings], warn="the danger figure is not computed yet", priority=2)


CODE_NAMES = {"ffmc": "FFMC", "dmc": "DMC", "dc": "DC", "isi": "ISI", "bui": "BUI"}
# What each code of the FWI system is computed from: the FWI from ISI and BUI, ISI from FFMC (and the wind), BUI from
# DMC and DC. A "why" is answered with the inputs of what was asked.
CODE_INPUTS = {"fwi": ("isi", "bui"), "isi": ("ffmc",), "bui": ("dmc", "dc")}


def codes_to_give(c: ComposeContext, why: bool) -> list[str]:
    """The codes named in the question ("ISI and BUI at X"); asked why, with what each is computed from (the FWI's
    inputs when no code is named: "why is the danger so high?")."""
    named = list(c.frame.codes_named) if c.frame else []
    if why:
        named = [k for n in (named or ["fwi"]) for k in (n, *CODE_INPUTS.get(n, ()))]
    return [k for k in dict.fromkeys(named) if k in CODE_NAMES]


def code_facts(c: ComposeContext, items: list[dict], codes: list[str]) -> list[str]:
    return [f"{name(i['device'])}: " + ", ".join(f"{CODE_NAMES[k]} {i['danger'][k]:.1f}" for k in codes
                                                 if i["danger"].get(k) is not None) + f" {c.cites.cite(i)}."
            for i in items if codes]


def danger(c: ComposeContext) -> IntentResult:
    items = c.items("station_danger")
    if not items:
        return _danger_from_readings(c)
    d = items[0]["danger"]
    facts = [danger_fact(c, i) for i in items]
    # "ISI and BUI at X", "the drought code": the codes asked, beside the class they lead to; "why so high at X on
    # 3 August?": what the danger was computed from too.
    facts += code_facts(c, items, codes_to_give(c, bool(c.frame and c.frame.drivers_asked)))
    # The fire check is about one station's day; with several stations it would read as all of them.
    if len(items) == 1 and (extra := assessment_fact(c)) is not None:
        facts.append(extra)
    facts += [reading_fact(c, r) for r in c.items("sensor_snapshot")[:len(items)]]
    ts = [i["ts"] for i in items if i.get("ts")] + [r["ts"] for r in c.items("sensor_snapshot")]
    verdict = f"{d['danger_class'].capitalize()} fire danger at {name(d['station'])}"
    if len(items) > 1:
        verdict = "; ".join(f"{i['danger']['danger_class']} at {name(i['device'])}" for i in items)
        verdict = "Fire danger: " + verdict
    late = [x for x in not_computed(c, items) if x in {i["device"] for i in items}]
    missing = [f"today's danger figure for {join([name(x) for x in late])} (not computed yet; the latest is shown)"] if late else []
    return IntentResult("danger", True, verdict, facts, missing=missing, evidence_ts=ts,
                        warn="the danger figure for the newest day is not computed yet" if late else None, priority=2)


def compare_stations(c: ComposeContext) -> IntentResult:
    items = c.items("station_danger")
    if c.frame and c.frame.time.kind in ("last", "range") and (over := _compare_window(c)) is not None:
        return over
    if len(items) < 2:
        return _compare_readings(c, items)
    ranked = sorted(items, key=lambda i: -i["danger"]["fwi"])
    top, rest = ranked[0]["danger"], ranked[1:]
    against = join([f"{i['danger']['danger_class']} at {name(i['device'])} (FWI {i['danger']['fwi']:.1f})" for i in rest])
    if all(i["danger"]["danger_class"] == top["danger_class"] for i in rest):
        verdict = (f"Watch {name(top['station'])}, though every station is {top['danger_class']}: FWI {top['fwi']:.1f} against "
                   + join([f"{i['danger']['fwi']:.1f} at {name(i['device'])}" for i in rest]))
    else:
        verdict = f"Watch {name(top['station'])}: danger {top['danger_class']} (FWI {top['fwi']:.1f}) against {against}"
    if len(rest) == 1 and (gap := round(top["fwi"] - rest[0]["danger"]["fwi"], 1)) > 0:
        verdict += f", FWI {gap:.1f} higher"       # "which is worse, and by how much?"
    facts = [danger_fact(c, i) for i in ranked]
    readings = {r["device"]: r for r in c.items("sensor_snapshot")}
    a, b = readings.get(top["station"]), readings.get(rest[0]["device"])
    units = getattr(c.frame, "units", ()) or ()
    if a and b:
        parts = []
        if a.get("temperature_c") is not None and b.get("temperature_c") is not None:
            # "Hotter at X or at Y?": the temperatures side by side, whichever way they fall.
            # "... and by how many degrees?": the difference said, not left to the crew's arithmetic.
            dt = abs(a["temperature_c"] - b["temperature_c"])
            parts.append(f"{by(dt, '°C')}{_asked_units('temperature_c', dt, units, True) if dt else ''}"
                         f"{'hotter' if a['temperature_c'] > b['temperature_c'] else 'cooler' if a['temperature_c'] < b['temperature_c'] else 'as warm'} "
                         f"({_first('temperature_c', a['temperature_c'], ' °C', units)} against "
                         f"{b['temperature_c']:g} °C{_asked_units('temperature_c', b['temperature_c'], units)})")
        if a.get("rh_pct") is not None and b.get("rh_pct") is not None:
            drh = abs(a["rh_pct"] - b["rh_pct"])
            parts.append(f"{by(drh, 'points')}{'drier' if a['rh_pct'] < b['rh_pct'] else 'more humid' if drh else 'as humid'} "
                         f"(relative humidity {a['rh_pct']:g} % against {b['rh_pct']:g} %)")
        if a.get("wind_kmh") is not None and b.get("wind_kmh") is not None:
            dw = abs(a["wind_kmh"] - b["wind_kmh"])
            parts.append(f"{by(dw, 'km/h')}{_asked_units('wind_kmh', dw, units) if dw else ''}"
                         f"{'windier' if a['wind_kmh'] > b['wind_kmh'] else 'calmer' if dw else 'as windy'} "
                         f"({_first('wind_kmh', a['wind_kmh'], ' km/h', units)} against "
                         f"{b['wind_kmh']:g} km/h{_asked_units('wind_kmh', b['wind_kmh'], units)})")
        if parts:
            facts.append(f"{name(top['station'])} is {join(parts)} {c.cites.cite(a)} {c.cites.cite(b)}.")
        if (asked := _reading_asked(c, a, b)) and c.frame.danger_ranked:
            verdict = f"{verdict}; {asked}"     # "which is worse, and which had more rain?": both lead
        elif asked:
            # "Is Béjaïa windier than Sidi Bel Abbes?": the reading asked leads; the danger ranking follows as a fact.
            facts.insert(0, verdict + ".")
            verdict = asked
    codes = [k for k in (c.frame.codes_named if c.frame else []) if k != "fwi"]
    if len(codes) == 1 and len(items) == 2 and all(i["danger"].get(codes[0]) is not None for i in items):
        # "Which station had the higher ISI, and by how much?": the code asked leads, the FWI ranking follows.
        code = codes[0]
        hi, lo = sorted(items, key=lambda i: -float(i["danger"][code]))
        facts.insert(0, verdict + ".")
        gap = round(float(hi["danger"][code]) - float(lo["danger"][code]), 1)
        verdict = (f"{name(hi['device'])} had the higher {CODE_NAMES[code]}: {float(hi['danger'][code]):.1f} against "
                   f"{float(lo['danger'][code]):.1f} at {name(lo['device'])}, {gap:.1f} higher" if gap else
                   f"{name(hi['device'])} and {name(lo['device'])} had the same {CODE_NAMES[code]}: {float(hi['danger'][code]):.1f}")
    ts = [i["ts"] for i in items if i.get("ts")] + [r["ts"] for r in readings.values()]
    late = not_computed(c, items)
    missing = [f"today's danger figure for {join([name(x) for x in late])} (not computed yet; the latest is shown)"] if late else []
    return IntentResult("compare_stations", True, verdict, facts, missing=missing, evidence_ts=ts,
                        warn="the danger figure for the newest day is not computed yet" if late else None, priority=3,
                        focus=[top["station"]])


def _reading_asked(c: ComposeContext, a: dict, b: dict) -> str | None:
    """"Sidi-Bel Abbes is 4 km/h windier: wind 22 km/h against 18 km/h at Béjaïa": the reading the comparison
    names (frame.reading_compared), or None when none is named or a station has no figure for it."""
    row = next((r for r in COMPARED + (RAIN_COMPARED,) if c.frame and r[0] == c.frame.reading_compared), None)
    if row is None or a.get(row[0]) is None or b.get(row[0]) is None:
        return None
    key, label, unit, more = row
    units = getattr(c.frame, "units", ()) or ()
    hi, lo = (a, b) if a[key] >= b[key] else (b, a)
    gap = by(hi[key] - lo[key], "points" if key == "rh_pct" else unit.strip())
    gap += _asked_units(key, hi[key] - lo[key], units, True)[1:] + " " if gap and _asked_units(key, 1, units) else ""
    if hi[key] == lo[key]:
        return (f"{name(hi['device'])} and {name(lo['device'])} read the same {label}: "
                f"{hi[key]:g}{unit}{_asked_units(key, hi[key], units)}")
    if _asks_lower(c):
        # "¿Qué estación está más seca?": the station asked about leads ("Sidi-Bel Abbes is 14 points drier"), not the other
        return (f"{name(lo['device'])} is {gap}{LESS[key]}: {label} {lo[key]:g}{unit}{_asked_units(key, lo[key], units)} "
                f"against {hi[key]:g}{unit}{_asked_units(key, hi[key], units)} at {name(hi['device'])}")
    return (f"{name(hi['device'])} is {gap}{more}: {label} {hi[key]:g}{unit}{_asked_units(key, hi[key], units)} "
            f"against {lo[key]:g}{unit}{_asked_units(key, lo[key], units)} at {name(lo['device'])}")


# The word for less of each reading compared: what a crew asking for the lower station reads first.
LESS = {"temperature_c": "cooler", "rh_pct": "drier", "wind_kmh": "calmer", "rain_mm": "drier"}


def _asks_lower(c: ComposeContext) -> bool:
    """Whether the comparison asks which station reads lower ("which is drier?", "más seca", "أجف")."""
    from appliance.understand.parse import simplify
    from appliance.understand.thresholds import compared_lower

    return bool(c.frame) and compared_lower(simplify(c.frame.question))


# The readings a summary averages and a comparison may name (understand/thresholds.reading_compared):
# (reading, its label, unit, the word for more).
COMPARED = (("temperature_c", "temperature", " °C", "hotter"), ("rh_pct", "relative humidity", " %", "more humid"),
            ("wind_kmh", "wind", " km/h", "windier"))
# Rain compared between stations ("which had more rain yesterday?"); summaries give it as a total, not an average.
RAIN_COMPARED = ("rain_mm", "rain", " mm", "wetter")


def by(difference: float, unit: str) -> str:
    """"5 °C " before "hotter": the difference between two stations' figures, or nothing when they are equal."""
    return f"{round(difference, 1):g} {unit} " if difference else ""


def _compare_window(c: ComposeContext) -> IntentResult | None:
    """"Which station was worse this week?": the stations ranked by their peak danger over the window asked,
    not by today's figure (None when fewer than two stations have a danger figure in it)."""
    lasts = [i for i in c.items("reading_window") if i.get("window_role") == "last" and (i["window"].get("danger") or {}).get("peak")]
    if len(lasts) < 2:
        return None
    over = _over(window_named(c.frame.time))
    ranked = sorted(lasts, key=lambda i: -i["window"]["danger"]["peak"]["fwi"])
    peak = [i["window"]["danger"]["peak"] for i in ranked]
    against = join([f"{p['fwi']:.1f} at {name(i['device'])} on {_short_day(p['day'])}" for i, p in zip(ranked[1:], peak[1:])])
    verdict = (f"{name(ranked[0]['device'])} ran worse {over}: peak FWI {peak[0]['fwi']:.1f} ({peak[0]['danger_class']}) on "
               f"{_short_day(peak[0]['day'])}, against {against}")
    facts = []
    for i, p in zip(ranked, peak):
        dg = i["window"]["danger"]
        facts.append(f"{name(i['device'])}, fire danger {over}: FWI {dg['first']['fwi']:.1f} on {_short_day(dg['first']['day'])} "
                     f"to {dg['last']['fwi']:.1f} on {_short_day(dg['last']['day'])}, peak {p['fwi']:.1f} ({p['danger_class']}) "
                     f"on {_short_day(p['day'])} {c.cites.cite(i)}.")
    if asked := _reading_over_window(c, ranked, over):
        # "Hottest day in August at each station: which got hotter, and by how much?": the reading asked leads,
        # the danger ranking follows as a fact.
        facts.insert(0, verdict + ".")
        verdict = asked
    return IntentResult("compare_stations", True, verdict, facts, evidence_ts=[i["ts"] for i in ranked], priority=3,
                        focus=[ranked[0]["device"]])


def _reading_over_window(c: ComposeContext, lasts: list[dict], over: str) -> str | None:
    """"Highest temperature in August: 42 °C at Sidi-Bel Abbes on 14 August, against 37 °C at Béjaïa on 17 August,
    5 °C higher": the one reading a comparison over a window names (its top, its low for the driest, the rain's
    total), or None when none is named or a station has no figure for it."""
    f = c.frame
    key = f.reading_compared or (f.extreme or {}).get("reading")
    row = next((r for r in COMPARED + (RAIN_COMPARED,) if r[0] == key), None)
    if row is None or len(lasts) != 2:
        return None
    key, label, unit, _ = row
    end = "sum" if key == "rain_mm" else (f.extreme or {}).get("end") or ("min" if key == "rh_pct" else "max")
    figures = []
    for i in lasts:
        s = i["window"].get(key) or {}
        value = (s.get("sum") if end in ("sum", "mean") else s.get(end)) if s.get("n") else None
        if value is None:
            return None
        figures.append((value / s["n"] if end == "mean" else value, i["device"], s.get(f"{end}_ts")))
    figures.sort(key=lambda x: x[0], reverse=end != "min")
    (top, a, a_ts), (other, b, b_ts) = figures
    on = lambda ts, device: f" on {_day_of(c, ts, device)}" if ts else ""
    word = {"max": "Highest", "min": "Lowest", "mean": "Average", "sum": "Total"}[end]
    gap = round(abs(top - other), 1)
    return (f"{word} {label} {over}: {top:.1f}{unit} at {name(a)}{on(a_ts, a)}, against {other:.1f}{unit} at {name(b)}"
            f"{on(b_ts, b)}" + (f", {gap:g}{unit} {'lower' if end == 'min' else 'higher'}" if gap else ", the same")).replace(".0" + unit, unit)


def _compare_readings(c: ComposeContext, items: list[dict]) -> IntentResult:
    """Fewer than two stations have a danger figure: compare what both have (their readings),
    give the figure where there is one, and say which figure is not computed yet."""
    readings = {r["device"]: r for r in c.items("sensor_snapshot")}
    coded = {i["device"] for i in items}
    if len(readings.keys() | coded) < 2:
        have = f" (only {name(next(iter(readings.keys() | coded)))} has data)" if readings.keys() | coded else ""
        return IntentResult("compare_stations", False, missing=[f"a second station to compare{have}"])
    pair = [r for r in readings.values() if r.get("rh_pct") is not None]
    facts = [danger_fact(c, i) for i in items] + [reading_fact(c, r) for r in readings.values()]
    both = list(readings.values())
    if len(both) == 2 and (asked := _reading_asked(c, *both)):
        verdict = asked      # "which had more rain yesterday?": the reading asked, not the humidity the ranking uses
    elif len(pair) >= 2:
        # Without both danger figures, the drier station is the one to watch (humidity drives the fine-fuel code).
        a, b = sorted(pair, key=lambda r: (r["rh_pct"], -(r.get("wind_kmh") or 0)))[:2]
        verdict = (f"Watch {name(a['device'])} on the readings: drier (relative humidity {a['rh_pct']:g} % against "
                   f"{b['rh_pct']:g} % at {name(b['device'])}); danger figures not computed yet")
    else:
        verdict = "Both stations have data, but not enough to rank them yet"
    late = [d for d in readings if d not in coded]
    missing = [f"the danger figure for {join([name(x) for x in late])} (not computed yet)"] if late else []
    ts = [i["ts"] for i in items if i.get("ts")] + [r["ts"] for r in readings.values()]
    return IntentResult("compare_stations", True, verdict, facts, missing=missing, evidence_ts=ts,
                        warn="the danger figure is not computed yet", priority=3)


def _change(stats: dict, key: str, label: str, unit: str, c: ComposeContext | None = None, device: str = "") -> str | None:
    """"temperature 28 to 31 °C (high 39 °C on 7 July)": the change across the window, and its
    extremes when they lie inside it (what a crew asks of a week or a month)."""
    s = stats.get(key)
    if not s:
        return None
    text = f"{label} steady at {s['last']:g}{unit}" if s["first"] == s["last"] else f"{label} {s['first']:g} to {s['last']:g}{unit}"
    lo, hi = min(s["first"], s["last"]), max(s["first"], s["last"])
    extremes = []
    if s.get("min") is not None and s["min"] < lo:
        when = f" on {_day_of(c, s['min_ts'], device)}" if c and s.get("min_ts") else ""
        extremes.append(f"low {s['min']:g}{unit}{when}")
    if s.get("max") is not None and s["max"] > hi:
        when = f" on {_day_of(c, s['max_ts'], device)}" if c and s.get("max_ts") else ""
        extremes.append(f"high {s['max']:g}{unit}{when}")
    return text + (f" ({', '.join(extremes)})" if extremes else "")


def _day_of(c: ComposeContext, ts: float, device: str) -> str:
    """"7 July 2012": the station-local day of a reading."""
    return clock(ts, *c.position(device), with_day=True).split(",")[0]


def _means(stats: dict) -> str | None:
    """"averages: temperature 25.3 °C, relative humidity 66.5 %, wind 14.2 km/h; rain 3.9 mm in all": what a crew asks of
    a week ("average RH over the past week", "how much rain in the last 3 days")."""
    parts = [f"{label} {s['sum'] / s['n']:.1f}{unit}" for key, label, unit, _ in COMPARED if (s := stats.get(key)) and s.get("n")]
    rain = stats.get("rain_mm")
    total = f"rain {rain['sum']:.1f} mm in all" if rain and rain.get("n") else None
    if not parts and not total:
        return None
    return "; ".join(x for x in (("averages: " + ", ".join(parts)) if parts else None, total) if x)


def _over(window: str) -> str:
    """"over the past week", "in August" ("for August" reads as "in August")."""
    if window.startswith("for ") and window[4:5].isupper():
        return "in " + window[4:]
    if m := re.match(r"(?:en|dans|pendant|durant|durante|para)\s+([A-Z][a-z]+)$", window):
        return "in " + m[1]      # "en September" (a French or Spanish question's month): the answer's English
    return window if window.startswith(("over ", "in ", "from ", "between ", "since ", "during ")) else f"over {window}"


def _short_day(day: str) -> str:
    d = datetime.strptime(day, "%Y-%m-%d")
    return f"{d.day} {d:%B}"


def summary(c: ComposeContext) -> IntentResult:
    items = c.items("reading_window")
    if not items:
        return IntentResult("summary", False, missing=[c.why("reading_window", "no readings")])
    facts, ts, counts, count_facts, code_lines, extreme_lines, fire_lines = [], [], [], [], [], [], []
    window = window_named(c.frame.time) if c.frame and c.frame.time.kind != "now" else "the last 24 h"
    for last in [i for i in items if i.get("window_role") == "last"]:
        stats = last["window"]
        first = next((i for i in items if i.get("window_role") == "first" and i["device"] == last["device"]), None)
        refs = " ".join(c.cites.cite(i) for i in (first, last) if i)
        changes = join([x for x in (_change(stats, "temperature_c", "temperature", " °C", c, last["device"]),
                                    _change(stats, "rh_pct", "relative humidity", " %", c, last["device"]),
                                    _change(stats, "wind_kmh", "wind", " km/h", c, last["device"])) if x])
        if stats["inside_window"] and stats["count"] > 1:
            facts.append(f"{name(last['device'])}, {window}: {stats['count']} readings; {changes} {refs}.")
            if means := _means(stats):
                facts.append(f"{name(last['device'])}, {window}: {means} {refs}.")
        elif stats["inside_window"]:
            facts.append(f"{name(last['device'])}, {window}: one reading, at {_when(c, last)}: {weather_words(last)} {c.cites.cite(last)}.")
        else:
            facts.append(f"{name(last['device'])}: no readings in {window}; the latest, at {_when(c, last)} "
                         f"({age(c.now - last['ts'])} before the question), had {weather_words(last)}"
                         + (f"; since the reading before it: {changes}" if first else "") + f" {refs}.")
        dg = stats.get("danger")
        named = [k for k in (c.frame.codes_named if c.frame else []) if dg and k in (dg.get("codes") or {})]
        if dg and dg["first"]["day"] != dg["last"]["day"]:
            for code in named:
                line = _code_change(name(last["device"]), code, dg["codes"][code], _over(window))
                code_lines.append(line)
                facts.append(f"{line} {c.cites.cite(last)}.")
        if stats["inside_window"] and (line := _extreme(c, last["device"], stats, _over(window))):
            extreme_lines.append(line)
            facts.append(f"{line} {refs}.")
        if dg and dg["first"]["day"] != dg["last"]["day"] and "fwi" not in named:
            over = _over(window)
            facts.append(f"{name(last['device'])}, fire danger {over}: FWI {dg['first']['fwi']:.1f} on "
                         f"{_short_day(dg['first']['day'])} to {dg['last']['fwi']:.1f} on {_short_day(dg['last']['day'])}, "
                         f"peak {dg['peak']['fwi']:.1f} ({dg['peak']['danger_class']}) on {_short_day(dg['peak']['day'])} "
                         f"{c.cites.cite(last)}.")
        if (counted := stats.get("days_beyond")) is not None:
            listed = f"; the latest: {join(counted['dates'][-3:])}" if counted["dates"] else ""
            line = (f"{counted['days_beyond']} of the {counted['days']} days with a reading at {name(last['device'])} {_over(window)} "
                    f"had {counted['rule']}")
            counts.append(line)
            count_facts.append(f"{line}{listed} {c.cites.cite(last)}.")
        record = stats.get("fire_record")
        if record:
            line = f"{name(last['device'])}, {window}: {record['fire_days']} fire days of the {record['days']} days in the box's past-fire record"
            facts.append(f"{line} {c.cites.cite(last)}.")
            if c.frame and c.frame.fire_days_asked:
                fire_lines.append(line)
        ts.append(last["ts"])
    for i in c.items("station_danger"):
        facts.append(danger_fact(c, i))
    detections = [i for i in c.items("frames_latest") if i["kind"] == "detection"]
    if detections:
        fronts = sum(1 for d in detections if d["alert"].get("projection_id"))
        facts.append(f"{len(detections)} possible fire or smoke detection{'s' if len(detections) > 1 else ''} from the drone, "
                     f"the latest at {clock(detections[0]['ts'], detections[0].get('lat'), detections[0].get('lon'), today_ts=c.now)}"
                     + (f", {fronts} with a projected front" if fronts else ", no front projected")
                     + f" {c.cites.cite(detections[0])}.")
    elif c.items("frames_latest"):
        f = c.items("frames_latest")[0]
        facts.append(f"No drone detections in the window; latest frame at {clock(f['ts'], *c.position(f.get('device', '')), today_ts=c.now)} {c.cites.cite(f)}.")
    lasts = [i for i in items if i.get("window_role") == "last"]
    names = join([name(i["device"]) for i in lasts])
    if c.frame and c.frame.time.kind != "now" and not any(i["window"]["inside_window"] for i in lasts):
        # "What were conditions like yesterday?" with nothing stored for yesterday: the latest readings are
        # shown, but they are not the day asked about, so the summary is not served.
        return IntentResult("summary", False, f"No readings at {names} {window}", facts, evidence_ts=ts,
                            missing=[f"readings at {names} {window}"], priority=1)
    if record_counts := c.items("fire_record_count"):
        # A code threshold over a window ("days in July with an FWI over 10, how many burned?"): the record's count.
        counted = _record_count(c, record_counts)
        counts.insert(0, counted.verdict)
        count_facts = counted.facts + count_facts
    if counts:     # "how many days above 35 degrees in August?": the count is the answer, the situation its context
        return IntentResult("summary", True, "; ".join(counts), count_facts + facts, evidence_ts=ts, priority=1)
    if fire_lines and not extreme_lines:   # "and how many fire days?": the record's count is the answer
        return IntentResult("summary", True, "; ".join(fire_lines), facts, evidence_ts=ts, priority=1)
    if c.frame and c.frame.fire_days_asked and not (fire_lines or extreme_lines or code_lines):
        # "Fire days at SBA from 10 August to the end of the month" where the box's past-fire record does not reach
        # (the demo replays 2012's readings as this year's): the count asked is said missing in the warning, so the
        # window's situation is not passed off as its answer
        return IntentResult("summary", True, f"Situation at {names}, {window}", facts, evidence_ts=ts, priority=1,
                            warn=f"no fire days counted {window}: the box's past-fire record does not cover that time",
                            missing=[f"fire days at {names}, {window}"])
    if extreme_lines:  # "the highest DC in September": the figure asked is the answer
        lead = "; ".join([extreme_lines[0]] + [x[0].lower() + x[1:] for x in extreme_lines[1:]])
        return IntentResult("summary", True, lead, facts, evidence_ts=ts, priority=1)
    if code_lines:  # "ISI trend at SBA over the past week": the code's change is the answer
        return IntentResult("summary", True, "; ".join(code_lines), facts, evidence_ts=ts, priority=1)
    return IntentResult("summary", True, f"Situation at {names}, {window}", facts, evidence_ts=ts, priority=1)


def _extreme(c: ComposeContext, device: str, stats: dict, over: str) -> str | None:
    """"Lowest temperature at Béjaïa in June: 25 °C on 4 June 2012": the end of one reading the crew asked for."""
    asked = c.frame.extreme if c.frame else None
    if not asked:
        return None
    word = {"max": "Highest", "min": "Lowest", "mean": "Average"}[asked["end"]]
    row = next((r for r in COMPARED + (RAIN_COMPARED,) if r[0] == asked["reading"]), None)
    if asked["end"] == "mean":       # "average FWI between 1 and 10 September": the mean of the days in the window
        if row and (s := stats.get(row[0])) and s.get("n"):
            return f"Average {row[1]} at {name(device)} {over}: {s['sum'] / s['n']:.1f}{row[2]} over {s['n']} readings"
        code = ((stats.get("danger") or {}).get("codes") or {}).get(asked["reading"])
        return (f"Average {asked['reading'].upper()} at {name(device)} {over}: {code['mean']:.2f} over {code['days']} days"
                if code and code.get("mean") is not None else None)
    if row and (s := stats.get(row[0])) and s.get(f"{asked['end']}_ts"):
        if row is RAIN_COMPARED and asked["end"] == "max":     # "wettest day in the last week"
            return f"Wettest day at {name(device)} {over}: {_day_of(c, s['max_ts'], device)}, rain {s['max']:g} mm"
        return f"{word} {row[1]} at {name(device)} {over}: {s[asked['end']]:g}{row[2]} on {_day_of(c, s[asked['end'] + '_ts'], device)}"
    code = ((stats.get("danger") or {}).get("codes") or {}).get(asked["reading"])
    if code:
        return (f"{word} {asked['reading'].upper()} at {name(device)} {over}: {code[asked['end']]:.1f} on "
                f"{_short_day(code[asked['end'] + '_day'])}")
    return None


def _code_change(where: str, code: str, s: dict, over: str) -> str:
    """"ISI at Sidi-Bel Abbes over the past week: rising, 0.6 on 24 September to 1.2 on 30 September (high 2.1 on
    27 September)": a code's change across the window and its extremes inside it."""
    # A direction only when the ends are the extremes; a week that peaked in the middle went up and down.
    if s["min"] < min(s["first"], s["last"]) or s["max"] > max(s["first"], s["last"]):
        way = "up and down"
    else:
        way = "rising" if s["last"] > s["first"] else "falling" if s["last"] < s["first"] else "steady"
    text = (f"{code.upper()} at {where} {over}: {way}, {s['first']:.1f} on {_short_day(s['first_day'])} to "
            f"{s['last']:.1f} on {_short_day(s['last_day'])}")
    lo, hi = min(s["first"], s["last"]), max(s["first"], s["last"])
    extremes = ([f"low {s['min']:.1f} on {_short_day(s['min_day'])}"] if s["min"] < lo else []) + \
               ([f"high {s['max']:.1f} on {_short_day(s['max_day'])}"] if s["max"] > hi else [])
    return text + (f" ({', '.join(extremes)})" if extremes else "")


def _record_count(c: ComposeContext, counts: list[dict]) -> IntentResult:
    """"Of the past days with an FWI above 10 at Béjaïa, how many had a fire?": the record's own count."""
    facts, verdicts = [], []
    for r in counts:
        rule = r["card"]["rule"]
        n, days = r["days"], "day" if r["days"] == 1 else "days"
        verdicts.append(f"{r['fire_days']} of the {n} past {days} with {rule} at {name(r['device'])} had a fire" if n
                        else f"No past day at {name(r['device'])} had {rule}")
        dates = r["card"]["fire_dates"]
        listed = f"; the latest fire days: {join(dates[-5:])}" if dates else ""
        facts.append(f"In the box's record of past fires at {name(r['device'])} ({r['first']} to {r['last']}, "
                     f"{r['record_days']} days), {n} {days} had {rule} and {r['fire_days']} of them had a fire"
                     f"{listed} {c.cites.cite(r)}.")
    beyond = _beyond_record(c, (counts[0]["first"], counts[0]["last"]) if counts else None)
    return IntentResult("analogs", True, "; ".join(verdicts), facts + _sentence(beyond), priority=1, warn=beyond)


def analogs(c: ComposeContext) -> IntentResult:
    if c.items("fire_record_count"):
        # The analog answer covers the day's danger (intents.json "covers"): "the FWI today, and of the days above
        # 10 how many burned?" gets both, the count first.
        counted = _record_count(c, c.items("fire_record_count"))
        basis = c.items("station_danger")
        counted.facts += [danger_fact(c, i) for i in basis]
        counted.evidence_ts = [i["ts"] for i in basis if i.get("ts")]
        return counted
    days = c.items("historical_analogs")
    if c.frame is not None and (c.frame.threshold or c.frame.reading_threshold or c.frame.days_as_asked):
        # "days above 35 °C in October, and how many burned?" where the record of past fires does not reach (the demo
        # replays 2012's readings as this year's): the count asked is missing, never answered by the days most like today
        why = c.not_available.get("fire_record_count") or "the box's record of past fires gave no count for it"
        return IntentResult("analogs", False, missing=[f"how many of those days had a fire: {why}"])
    if entries := c.items("fire_record_day"):
        return _record_day(c, entries, days)
    if not days:
        why = c.not_available.get("fire_record_count") or c.why("historical_analogs", "no analog index of past days")
        return IntentResult("analogs", False, missing=[why])
    fires = sum(1 for d in days if d.get("fire"))
    station = c.items("sensor_snapshot")[0]["device"] if c.items("sensor_snapshot") else None
    where = f" at {name(station)}" if station else ""
    basis = [i for i in c.items("station_danger")[:1]] or []
    like = _day_words(c, basis[0]["danger"]) if basis else "today"
    like = like[3:] if like.startswith("on ") else like
    verdict = f"{fires} of the {len(days)} past days most like {like}{where} had a fire"
    # Every counted day is cited, so the count can be checked against the cards.
    listed = join([f"{d['date']} ({'fire' if d.get('fire') else 'no fire'}) {c.cites.cite(d)}" for d in days])
    facts = [f"{fires} of the {len(days)} closest past days in the fire record had a fire: {listed}."]
    facts += [danger_fact(c, i) for i in basis]
    beyond = _beyond_record(c, next((d["record_span"] for d in days if d.get("record_span")), None))
    return IntentResult("analogs", True, verdict, facts + _sentence(beyond), evidence_ts=[i["ts"] for i in basis if i.get("ts")], priority=1,
                        warn=beyond)


def _record_day(c: ComposeContext, entries: list[dict], days: list[dict]) -> IntentResult:
    """"Was 3 August a fire day at SBA?": the record's entry for that day is the answer; the days most like it are
    context only. A day the record does not hold is said missing, never answered from the like days."""
    verdicts, facts, missing = [], [], []
    for r in entries:
        d = datetime.strptime(r["day"], "%Y-%m-%d")
        day, where = f"{d.day} {d:%B %Y}", name(r["device"])
        if not r["held"]:
            holds = f"it holds {r['first']} to {r['last']}" if r["first"] else "it holds no day for that station"
            missing.append(f"{day} at {where} in the box's past-fire record ({holds})")
            continue
        verdicts.append(f"{day} at {where}: {'a fire day' if r['fire'] else 'no fire'} in the box's past-fire record")
        facts.append(f"In the box's record of past fires at {where} ({r['first']} to {r['last']}), {day} "
                     f"{'had a fire' if r['fire'] else 'had no fire'} {c.cites.cite(r)}.")
    if not verdicts:
        return IntentResult("analogs", False, missing=missing)
    if days:
        fires = sum(1 for x in days if x.get("fire"))
        facts.append(f"For context, {fires} of the {len(days)} past days most like it in the record had a fire: "
                     + join([f"{x['date']} ({'fire' if x.get('fire') else 'no fire'}) {c.cites.cite(x)}" for x in days]) + ".")
    facts += [danger_fact(c, i) for i in c.items("station_danger")[:1]]
    return IntentResult("analogs", True, "; ".join(verdicts), facts, missing=missing, priority=1,
                        warn=("not in the record: " + join(missing)) if missing else None)


def _sentence(caveat: str | None) -> list[str]:
    """A caveat also said in the answer's text, as a sentence of its own."""
    return [caveat[0].upper() + caveat[1:] + "."] if caveat else []


def _beyond_record(c: ComposeContext, span) -> str | None:
    """"The worst day in ten years" asked of a record that holds one season: served from what it holds,
    and the answer says how far back that is (a warning, never a full answer)."""
    from appliance.understand.when import years_asked

    asked = years_asked(c.frame.question) if c.frame is not None else None
    if not asked or not span:
        return None
    first, last = (str(x) for x in span)
    if not (first[:4].isdigit() and last[:4].isdigit()) or int(last[:4]) - int(first[:4]) >= 2:
        return None      # a record of several years: the question's years may be in it
    return f"the box's fire record holds {first} to {last} only, not the {asked} asked about"
