"""Composers for what happens on the ground: drone frames, a crew photo, spread, drift, tactics."""
import json
from pathlib import Path

from appliance.compose.result import ComposeContext, IntentResult
from appliance.compose.weather import reading_fact
from appliance.compose.words import clock, compass, distance, name, stated_distance, window_named
from appliance.geo.geodesy import bearing_deg, haversine_km

CAVEAT = "This is a model projection: no suppression, no spotting, flat ground assumed."


def _at(c: ComposeContext, item: dict) -> str:
    lat, lon = item.get("lat"), item.get("lon")
    if lat is None and item.get("device") in c.stations:
        lat, lon = c.position(item["device"])
    return clock(item["ts"], lat, lon, today_ts=c.now)


def frames(c: ComposeContext) -> IntentResult:
    items = c.items("frames_latest")
    if not items:
        return IntentResult("frames", False, missing=[c.why("frames_latest", "no drone frames")])
    window = window_named(c.frame.time) if c.frame and c.frame.time.kind != "now" else "the last 6 h"
    if items[0]["kind"] == "no_frames":
        none = items[0]
        lat, lon = c.position(next(iter(c.stations), ""))
        when = f"{clock(none['first_ts'], lat, lon, today_ts=c.now)} to {clock(none['last_ts'], lat, lon, today_ts=c.now)}"
        return IntentResult("frames", True, f"No drone frames {window}",
                            [f"The box's {none['count']} drone frames are all later, from {when} {c.cites.cite(none)}."],
                            evidence_ts=[none["last_ts"]], priority=2)
    detections = [i for i in items if i["kind"] == "detection"]
    facts, focus = [], []
    if detections:
        d = detections[0]
        focus = [s.device for s in [_nearest(c, d)] if s is not None]     # "what's the wind like there" next
        cue = d["card"]["cue"]
        verdict = f"Possible {cue} in drone {d['device']}'s frame at {_at(c, d)}"
        seen = d["alert"]["summary"].split(" in frame ")[0]
        # The time is in a fact too: beside another intent's lead ("what did the drone see, and the danger?") the
        # verdict above is not the answer's first line, and the crew still needs when it was seen.
        facts.append(f"{seen[0].upper() + seen[1:]}" + ("" if "heuristic" in seen else " (colour heuristic)")
                     + f", seen at {_at(c, d)} {c.cites.cite(d)}.")
        if (where := _where(c, d)):
            facts.append(f"It lies {where} {c.cites.cite(d)}.")
        facts.append("Not confirmed: check the frame by eye.")
        if len(detections) > 1:
            facts.append(f"{len(detections)} detections in {window}; the others at "
                         + ", ".join(f"{_at(c, x)} {c.cites.cite(x)}" for x in detections[1:]) + ".")
    else:
        f = items[0]
        verdict = f"No smoke or fire detected in {window}"
        facts.append(f"Latest drone frame from {f['device']} at {_at(c, f)}: {f['card']['cue']} {c.cites.cite(f)}.")
    ts = [i["ts"] for i in items]
    return IntentResult("frames", True, verdict, facts, evidence_ts=ts, priority=2, focus=focus)


def _nearest(c: ComposeContext, item: dict):
    """The station nearest the item's position (None without a position or stations)."""
    lat, lon = item.get("lat"), item.get("lon")
    if lat is None or lon is None:
        return None
    near = [(haversine_km(s.lat, s.lon, lat, lon), s) for s in c.stations.values() if s.lat is not None and s.lon is not None]
    return min(near, key=lambda p: p[0])[1] if near else None


def _where(c: ComposeContext, item: dict) -> str | None:
    """"at 35.2075, -0.6142, 2.7 km NE of Sidi-Bel Abbes": the position and the nearest station."""
    lat, lon = item.get("lat"), item.get("lon")
    if lat is None or lon is None:
        return None
    text = f"at {lat:.4f}, {lon:.4f}"
    if (s := _nearest(c, item)) is not None:
        km = haversine_km(s.lat, s.lon, lat, lon)
        text += f", {distance(km * 1000)} {compass(bearing_deg(s.lat, s.lon, lat, lon))} of {name(s.device)}"
    return text


def photo(c: ComposeContext) -> IntentResult:
    cues = [i for i in c.items("visual_cues")]
    if not cues:
        why = "the box cannot see a photo: none came with the question; attach one" if not c.images else c.why("visual_cues", "the photo could not be read")
        return IntentResult("photo", False, missing=[why])
    facts, found = [], []
    for i in cues:
        obs = i.get("cues") or {}
        fire = bool((obs.get("fire") or {}).get("regions"))
        smoke = bool((obs.get("smoke") or {}).get("regions"))
        found += ["fire-coloured regions"] * fire + ["smoke-like regions"] * smoke
        facts.append(f"Photo {i['id']}: {obs.get('summary', 'no cues')} {c.cites.cite(i)}.")
    facts.append("A colour heuristic, not a detector: check by eye.")
    verdict = ("Possible " + " and ".join(dict.fromkeys(found)) + " in your photo") if found else \
        "No fire or smoke colours found in your photo"
    return IntentResult("photo", True, verdict, facts, priority=2)


def _spread_item(c: ComposeContext) -> dict | None:
    return (c.items("spread") or [None])[0]


def spread(c: ComposeContext) -> IntentResult:
    s = _spread_item(c)
    if (crew := _crew_drift(c, s)) is not None and (s is None or not s["direction_known"]):
        # The crew's own rate outranks the model (DESIGN §7): the distance is theirs; where it lies stays unknown.
        return IntentResult("spread", True, crew.verdict, crew.facts, missing=["wind direction (the station does not report it)"],
                            evidence_ts=crew.evidence_ts, warn="direction of spread unknown: no wind direction", priority=3)
    if s is None:
        return IntentResult("spread", False, missing=[c.why("spread", "no spread projection")])
    card, start = s["card"], s["start"]
    head = card["head_m"]
    where = "" if s["direction_known"] else " from the start"
    toward = compass(card["direction_deg"])
    moment = "now" if start["from"] != "detection" else f"at {_at(c, {**start, 'ts': start['ts']})}"
    verdict = (f"If a fire started at {start['label']} {moment}, its head would be about {distance(head['likely'])}"
               + (f" {toward}" if toward else where) + f" in {card['horizon_min']} minutes")
    ref = c.cites.cite(s)
    wind = s["wind"]
    facts = [f"Likely {distance(head['likely'])}; low {distance(head['low'])}, high {distance(head['high'])} "
             f"(the spread model's range for the wind and its own error) {ref}."]
    reading = s.get("wind_reading")
    # the crew's own wind speed ("our kestrel shows 35 km/h") is theirs, cited with the projection, not the station's
    given = " (your speed)" if wind.get("source") == "crew" else ""
    wind_ref = c.cites.cite(reading) if reading and not given else ref
    if s["direction_known"]:
        facts.append(f"Running with a {wind['wind_kmh']:g} km/h wind{given} from the {compass(wind['wind_from_deg'])} in fuel "
                     f"{s['fuel']} at {s['rate']['head_ros_m_min']:.1f} m/min {wind_ref}.")
    else:
        facts.append(f"Wind {wind['wind_kmh']:g} km/h{given}, direction not reported by the station, so the direction of the "
                     f"head is unknown; fuel {s['fuel']} at {s['rate']['head_ros_m_min']:.1f} m/min {wind_ref}.")
    facts.append(CAVEAT)
    missing = [] if s["direction_known"] else ["wind direction (the station does not report it)"]
    return IntentResult("spread", True, verdict, facts, missing=missing, evidence_ts=[s["ts"]] if s.get("ts") else [],
                        warn=None if s["direction_known"] else "direction of spread unknown: no wind direction",
                        priority=3)


def _crew_drift(c: ComposeContext, s: dict | None) -> IntentResult | None:
    """DESIGN §7, direct observation first: a rate the crew states outranks the box's model; both are shown."""
    given, minutes = getattr(c.frame, "rate_given", None), c.frame.horizon_min or (s or {}).get("travel_min") or None
    if not given:
        return None
    if not minutes and c.frame.distance_m and given["m_per_min"] > 0:
        return _crew_time_to_cover(given, c.frame.distance_m)
    if not minutes:
        return _crew_rate_only(given)
    moved = given["m_per_min"] * minutes
    verdict = f"At the {given['text']} you gave, the head moves {stated_distance(moved)} in {minutes:g} minutes"
    in_m_min = f"{round(given['m_per_min'], 1):g} m/min"
    said = given["text"] if given["text"].replace(" ", "") == in_m_min.replace(" ", "") else f"{given['text']} ({in_m_min})"
    facts = [f"Your rate, {said}, times {minutes:g} minutes: {stated_distance(moved)}."]
    if s is not None:
        own = s["rate"]["head_ros_m_min"] * minutes
        facts.append(f"The box's own model from the wind at {s['start']['label']}: {s['rate']['head_ros_m_min']:.1f} m/min, "
                     + (f"about {distance(own)}" if own >= 10 else "less than 10 m") + f" in the same time {c.cites.cite(s)}.")
    if s is None or not s["direction_known"]:
        # a distance says nothing of where: said every time, so "how far, and where?" is never answered by half
        facts.append("Direction unknown: the stations report no wind direction.")
    facts.append(CAVEAT)
    return IntentResult("drift", True, verdict, facts, evidence_ts=[s["ts"]] if s and s.get("ts") else [], priority=3)


# The times a crew's rate is given for when the question names none: a dozer's or an engine's usual minutes out.
RATE_ONLY_MINUTES = (10, 30, 60)


def _crew_rate_only(given: dict) -> IntentResult:
    """A rate stated with no time ("the head is doing 20 m a minute, how far will it get?"): the crew's rate over a few
    times, never the box's own model in its place; a warning, since the time it will be acted on is not known."""
    per_min = given["m_per_min"]
    table = ", ".join(f"{stated_distance(per_min * m)} in {m} minutes" for m in RATE_ONLY_MINUTES)
    verdict = f"At the {given['text']} you gave, the head moves {table}"
    facts = [f"Your rate, {given['text']} ({round(per_min, 1):g} m/min): {table}.", CAVEAT]
    return IntentResult("drift", True, verdict, facts, missing=["the minutes until it is acted on (say them for one figure)"],
                        warn="no time given: the distance depends on the minutes until it is acted on", priority=3)


def _crew_time_to_cover(given: dict, metres: float) -> IntentResult:
    """"Fire's doing 10 m/min, 2 km out: how long until it's there?": the crew's distance over the crew's rate."""
    minutes = metres / given["m_per_min"]
    h, m = divmod(round(minutes), 60)
    said = f"{round(minutes)} minutes" + (f" ({h} h {m:02d})" if h else "")
    verdict = f"At the {given['text']} you gave, the head covers {stated_distance(metres)} in about {said}"
    facts = [f"Your distance, {stated_distance(metres)}, over your rate, {given['text']} ({round(given['m_per_min'], 1):g} m/min): "
             f"about {said}.", CAVEAT]
    return IntentResult("drift", True, verdict, facts, priority=3)


def drift(c: ComposeContext) -> IntentResult:
    s = _spread_item(c)
    if (crew := _crew_drift(c, s)) is not None:
        return crew
    if s is None:
        return IntentResult("drift", False, missing=[c.why("spread", "no spread projection")])
    lat = s["latency"]
    delay_s = lat["p50_s"] + 60.0 * s["travel_min"]
    ros = s["rate"]["head_ros_m_min"]
    ref = c.cites.cite(s)
    crew_wind = f" with the {s['wind']['wind_kmh']:g} km/h wind you gave" if (s.get("wind") or {}).get("source") == "crew" else ""
    if c.frame.horizon_min:
        # "how far does the head get in 15 min?": the minutes the crew named, not the answer's own delay
        moved = ros * c.frame.horizon_min
        verdict = (f"In {c.frame.horizon_min:g} minutes the head moves "
                   + (f"about {distance(moved)}" if moved >= 10 else "less than 10 m"))
        facts = [f"The head runs at {ros:.1f} m/min from {s['start']['label']}{crew_wind} {ref}.",
                 f"{ros:.1f} m/min times {c.frame.horizon_min:g} minutes: "
                 + (f"about {distance(moved)}" if moved >= 10 else "less than 10 m") + f" {ref}.", CAVEAT]
        if not s["direction_known"]:
            facts.append(f"Direction unknown: the station reports no wind direction {ref}.")
        return IntentResult("drift", True, verdict, facts, evidence_ts=[s["ts"]] if s.get("ts") else [], priority=3)
    moved = ros * delay_s / 60.0
    verdict = ("By the time this answer is acted on, the head will have moved "
               + (f"about {distance(moved)}" if moved >= 10 else "less than 10 m"))
    facts = [f"The head runs at {ros:.1f} m/min from {s['start']['label']}{crew_wind} {ref}.",
             f"Delay counted: answer time {lat['p50_s']:.0f} s" if lat["p50_s"] >= 10 else f"Delay counted: answer time {lat['p50_s']:.1f} s"]
    facts[1] += (f" (the box's {lat['source']})"
                 + (f" plus {s['travel_min']:g} min dispatch" if s["travel_min"] else "; no dispatch time is set") + f" {ref}.")
    facts.append(CAVEAT)
    if not s["direction_known"]:
        facts.append(f"Direction unknown: the station reports no wind direction {ref}.")
    return IntentResult("drift", True, verdict, facts, evidence_ts=[s["ts"]] if s.get("ts") else [], priority=3)


DECIDERS = json.loads((Path(__file__).with_name("data") / "deciders.json").read_text(encoding="utf-8"))


def who_decides(kind: str | None) -> str:
    """The line naming who makes the decision a question asks about (never a yes or no from the box)."""
    return DECIDERS["who"].get(kind or "", DECIDERS["default"])


def _all_forecast(f) -> bool:
    """The whole question asks of a time to come ("ok to burn tomorrow morning?", "rx burn sba tmrw, wx ok for it?",
    "and tomorrow?"): a forecast is the part not held, the set is the call and that part alone, and the frame holds no
    day, no "now" and no figure of the crew's own ("temp at Béjaïa today; does tomorrow work for our burn?" and "can
    we burn now or tomorrow?" ask of today too)."""
    from appliance.understand.followup import NAMES_NOW
    from appliance.understand.unheld import unheld_part
    from appliance.understand.wordlists import simplify

    held = unheld_part(f.question)
    return bool(held) and held[1] == "forecast" and set(f.intents) <= {"tactical", "out_of_scope"} \
        and f.time.kind == "now" and not NAMES_NOW.search(simplify(f.question)) \
        and not f.crew_figures and f.rate_given is None


def tactical(c: ComposeContext) -> IntentResult:
    kind = getattr(c.frame, "decision_kind", None)
    if c.frame is not None and _all_forecast(c.frame):
        # "ok to burn tomorrow morning at SBA?", "¿y mañana?" after a burn asked: a call for a time the box holds no
        # data for; today's facts would read as tomorrow's
        return IntentResult("tactical", False, "The box cannot weigh this call for a time to come: it holds no forecast",
                            [who_decides(kind)], missing=["the call for that time"],
                            priority=2)
    facts, ts = [], []
    readings = c.items("sensor_snapshot")
    for r in readings[:2]:
        facts.append(reading_fact(c, r))
        ts.append(r["ts"])
    s = _spread_item(c)
    if s is not None and s["direction_known"]:
        facts.append(f"A fire from {s['start']['label']} would run toward the {compass(s['card']['direction_deg'])} "
                     f"at {s['rate']['head_ros_m_min']:.1f} m/min {c.cites.cite(s)}.")
    elif s is not None:
        facts.append(f"The head's direction is unknown (no wind direction); it would run at {s['rate']['head_ros_m_min']:.1f} m/min {c.cites.cite(s)}.")
    for i in c.items("station_danger")[:2]:
        facts.append(f"Danger {i['danger']['danger_class']} at {name(i['device'])} (FWI {i['danger']['fwi']:.1f}) {c.cites.cite(i)}.")
    served = bool(facts)
    # What is missing is the decision asked about: a burning question lacks no route plan.
    missing = [DECIDERS["missing"].get(kind or "", DECIDERS["missing"]["staging"])]
    if readings and all(r.get("wind_dir_deg") is None for r in readings):
        missing.append("wind direction (the station does not report it)")
    verdict = "The box cannot plan staging or routes; the facts that bear on it follow"
    if kind in ("burning", "entering", "engagement", "resources"):
        verdict = "The box cannot make this decision; the facts that bear on it follow"
    facts.append(who_decides(kind))
    # Below a drift, spread or comparison: "how far in 15 min, are we ok?" leads with the distance asked (the crew's
    # own rate first), then says the call is not the box's.
    return IntentResult("tactical", served, verdict, facts, missing=missing, evidence_ts=ts,
                        warn="the plan itself is not served", priority=2)
