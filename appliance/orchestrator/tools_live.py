"""Tools the question frame asks for beyond retrieval: danger per station, a time window's
readings, the latest drone frames and detections, a spread projection to a horizon, drift to act
time, and the session's previous answer. Each returns evidence items with a `card` (the fields
the page and the JSON contract show) and `ts` (when the evidence was observed, for data age)."""
import json
import time

from appliance.fireweather.danger import station_danger
from appliance.orchestrator.toolbase import NotAvailable, ToolContext, _has_table, _reading_item, danger_for, station_of, station_zone
from appliance.understand.zones import local

DEFAULT_HORIZON_MIN = 60
DETECTION_WINDOW_S = 6 * 3600


def targets(ctx: ToolContext) -> list[str]:
    """The stations a tool reads: those the frame names, else every station (at most six)."""
    named = ctx.frame.stations if ctx.frame else ([ctx.scope.device] if ctx.scope.device else [])
    return named or [s.device for s in ctx.stations][:6]


def danger_item(ctx: ToolContext, d: dict) -> dict:
    ts = ctx.db.scalar("SELECT noon_ts FROM fire_weather WHERE device = ? AND day = ?", [d["station"], d["day"]])
    return {"kind": "fire_weather", "tier": 1, "id": f"{d['station']}:{d['day']}", "device": d["station"],
            "day": d["day"], "ts": ts, "danger": d, "card": {k: d.get(k) for k in (
                "station", "day", "ffmc", "dmc", "dc", "isi", "bui", "fwi", "danger_class", "provenance")},
            "title": f"Fire danger, {d['station']}, {d['day']}",
            "brief": f"danger {d['danger_class']}, FWI {d['fwi']:.1f}",
            "line": f"Fire danger at {d['station']} on {d['day']}: {d['danger_class']} (FWI {d['fwi']:.1f}; {d['provenance']})"}


def station_danger_tool(ctx: ToolContext) -> list[dict]:
    from appliance.fireweather.noon import previous_day

    out = []
    for device in targets(ctx):
        d = danger_for(ctx, device)
        if d is None:
            continue
        item = danger_item(ctx, d)
        before = station_danger(ctx.db, device, previous_day(d["day"]))
        if before and before["day"] == previous_day(d["day"]):
            item["previous"] = before
        out.append(item)
    if not out:
        raise NotAvailable("no fire-weather codes stored for " + _whom_when(ctx))
    return out


def _whom_when(ctx: ToolContext) -> str:
    """"Béjaïa on 30 September 2011": the stations (by name) and the time asked, for a crew to read."""
    from appliance.understand.stations import display_name

    who = ", ".join(display_name(d) for d in targets(ctx)) or "any station"
    t = ctx.frame.time if ctx.frame else None
    if t is None or t.kind == "now" or t.start_ts is None:
        return who
    day = time.strftime("%d %B %Y", time.gmtime(t.start_ts + 43200)).lstrip("0")
    return f"{who} on {day}" if t.kind == "day" else f"{who} in the time asked ({t.text})"


def _window(ctx: ToolContext, default_s: float) -> tuple[float, float]:
    t = ctx.frame.time if ctx.frame else None
    end = t.end_ts if t and t.end_ts is not None else ctx.now
    start = t.start_ts if t and t.start_ts is not None else end - default_s
    return start, end


def fire_record_days(ctx: ToolContext, device: str, start: float, end: float) -> dict | None:
    """The box's past-fire record (the analog index's labelled days) for the station's local days
    in the window: {days, fire_days}, or None when the record holds none of them."""
    if not _has_table(ctx.db, "analog_days"):
        return None
    tz = station_zone(ctx, device)
    first, last = local(start, tz).strftime("%Y-%m-%d"), local(end, tz).strftime("%Y-%m-%d")
    rows = ctx.db.query("SELECT date, MAX(fire) AS fire FROM analog_days WHERE date >= ? AND date <= ?"
                        " AND REPLACE(LOWER(region), ' ', '-') = ? GROUP BY date", [first, last, device])
    return {"days": len(rows), "fire_days": sum(r["fire"] for r in rows)} if rows else None


WINDOW_CODES = ("ffmc", "dmc", "dc", "isi", "bui", "fwi")     # each one's change across a window (window_danger)


def window_danger(ctx: ToolContext, device: str, solar_days: set[str]) -> dict | None:
    """The station's danger figure (station_danger) on its first, peak and last day in the window."""
    days = sorted(solar_days)[-92:]
    figures = [d for d in (station_danger(ctx.db, device, day) for day in days) if d is not None]
    if not figures:
        return None
    keep = ("day", "fwi", "danger_class")
    peak = max(figures, key=lambda d: d["fwi"])
    out = {k: {x: d[x] for x in keep} for k, d in (("first", figures[0]), ("peak", peak), ("last", figures[-1]))}
    # Each code's first and last day and its extremes ("ISI trend over the week", "the highest DC in September").
    out["codes"] = {}
    for code in WINDOW_CODES:
        values = [(float(d[code]), d["day"]) for d in figures if d.get(code) is not None]
        if values:
            (lo, lo_day), (hi, hi_day) = min(values), max(values)
            out["codes"][code] = {"first": values[0][0], "first_day": values[0][1], "last": values[-1][0],
                                  "last_day": values[-1][1], "min": lo, "min_day": lo_day, "max": hi, "max_day": hi_day,
                                  "mean": sum(v for v, _ in values) / len(values), "days": len(values)}
    return out


WINDOW_FIGURES = ("temperature_c", "rh_pct", "wind_kmh", "rain_mm")


class WindowStats:
    """A window's readings summed up one row at a time: a month at a reading a second is 2.6 million rows, which
    a list of whole rows (text and extras included) would hold in memory at once for one answer (issue 28)."""

    def __init__(self, tz, threshold=None):
        from appliance.fireweather.noon import local_solar_day

        self.tz, self.threshold, self.solar_day = tz, threshold, local_solar_day
        self.count, self.figures, self.solar_days, self.days = 0, {}, set(), {}

    def add(self, r) -> None:
        self.count += 1
        for key in WINDOW_FIGURES:
            if (v := r[key]) is None:
                continue
            f = self.figures.get(key)
            if f is None:
                self.figures[key] = {"first": v, "last": v, "min": v, "min_ts": r["ts"], "max": v, "max_ts": r["ts"],
                                     "sum": v, "n": 1}
                continue
            f["last"], f["sum"], f["n"] = v, f["sum"] + v, f["n"] + 1
            if v < f["min"]:
                f["min"], f["min_ts"] = v, r["ts"]
            if v > f["max"]:
                f["max"], f["max_ts"] = v, r["ts"]
        if r["lon"] is not None:
            self.solar_days.add(self.solar_day(r["ts"], r["lon"]))
        t = self.threshold
        if t is not None and r[t.code] is not None:
            # "How many days above 35 degrees in August?": a day with several readings counts once when any meets it.
            day = local(r["ts"], self.tz).strftime("%Y-%m-%d")
            self.days[day] = self.days.get(day, False) or t.holds(float(r[t.code]))

    def days_beyond(self, counted: dict) -> dict:
        beyond = sorted(d for d, ok in self.days.items() if ok)
        return {**counted, "rule": self.threshold.words(), "days": len(self.days), "days_beyond": len(beyond),
                "dates": beyond}


def reading_window(ctx: ToolContext) -> list[dict]:
    """For a summary: each station's readings in the window (first and last, with the range), or
    its latest reading before the window when none fall inside (the answer then says so)."""
    from appliance.understand.thresholds import Threshold

    start, end = _window(ctx, 24 * 3600)
    counted = getattr(ctx.frame, "reading_threshold", None)
    out = []
    for device in targets(ctx):
        acc = WindowStats(station_zone(ctx, device), Threshold(**counted) if counted else None)
        first = last = None
        # Only the columns summed, streamed in time order; the first and last rows are read whole afterwards.
        for r in ctx.db.stream(f"SELECT id, ts, lon, {', '.join(WINDOW_FIGURES)} FROM readings "
                               "WHERE device = ? AND ts >= ? AND ts <= ? ORDER BY ts", [device, start, end]):
            first = first or r["id"]
            last = r["id"]
            acc.add(r)
        inside = acc.count > 0
        if inside:
            rows = [ctx.db.query("SELECT * FROM readings WHERE id = ?", [i])[0] for i in dict.fromkeys((first, last))]
        else:
            rows = ctx.db.query("SELECT * FROM readings WHERE device = ? AND ts <= ? ORDER BY ts DESC LIMIT 2",
                                [device, end])[::-1]
            for r in rows:
                acc.add(r)
        if not rows:
            continue
        stats = {"count": acc.count if inside else 0, "inside_window": inside, "start_ts": start, "end_ts": end,
                 **acc.figures}
        first_item, last_item = _reading_item(rows[0], 1), _reading_item(rows[-1], 1)
        stats["fire_record"] = fire_record_days(ctx, device, start, end)
        if inside and counted:
            stats["days_beyond"] = acc.days_beyond(counted)
        stats["danger"] = window_danger(ctx, device, acc.solar_days) if inside else None
        last_item["window"], first_item["window_role"], last_item["window_role"] = stats, "first", "last"
        out += [first_item, last_item] if rows[0]["id"] != rows[-1]["id"] else [last_item]
    if not out:
        raise NotAvailable("no readings stored for " + _whom_when(ctx))
    return out


def _frame_card(row: dict, cue: str | None, confidence: str | None, boxes=None) -> dict:
    return {"frame_id": row["id"], "device": row["device"], "ts": row["ts"], "thumb_url": f"/api/frames/{row['id']}/thumb",
            "image_url": f"/api/frames/{row['id']}/image", "boxes": boxes or [], "cue": cue, "confidence_words": confidence}


def frames_latest(ctx: ToolContext) -> list[dict]:
    """The latest drone frame up to the question's time and the detections in its window."""
    if not _has_table(ctx.db, "frames"):
        raise NotAvailable("no frame store")
    start, end = _window(ctx, DETECTION_WINDOW_S)
    out = []
    detections = ctx.db.query("SELECT * FROM alerts WHERE ts >= ? AND ts <= ? AND kind IN ('fire_detection',"
                              " 'smoke_detection') ORDER BY ts DESC LIMIT 4", [start, end]) if _has_table(ctx.db, "alerts") else []
    for a in detections:
        frame = ctx.db.query("SELECT * FROM frames WHERE id = ?", [a["frame_id"]]) if a["frame_id"] else []
        payload = json.loads(a["payload_json"] or "{}")
        row = frame[0] if frame else {"id": a["frame_id"], "device": payload.get("device"), "ts": a["ts"]}
        cue = "fire" if a["kind"] == "fire_detection" else "smoke"
        out.append({"kind": "detection", "tier": 1, "id": a["id"], "ts": a["ts"], "device": row["device"],
                    "lat": a["lat"], "lon": a["lon"], "alert": {"kind": a["kind"], "summary": a["summary"], "projection_id": a["projection_id"],
                                                                "projection_error": a["projection_error"]},
                    "card": _frame_card(row, cue, "possible (colour heuristic, not confirmed)"),
                    "title": f"Detection {a['id']}", "line": f"Possible {cue} in frame {a['frame_id']}"})
    latest = ctx.db.query("SELECT f.*, c.outcome FROM frames f LEFT JOIN frame_checks c ON c.frame_id = f.id"
                          " WHERE f.ts <= ? ORDER BY f.ts DESC LIMIT 1", [end]) if _has_table(ctx.db, "frame_checks") else \
        ctx.db.query("SELECT *, NULL AS outcome FROM frames WHERE ts <= ? ORDER BY ts DESC LIMIT 1", [end])
    if latest and all(i["card"]["frame_id"] != latest[0]["id"] for i in out):
        f = latest[0]
        cue = {"detection": "possible fire or smoke", "nothing": "nothing seen", "unreadable": "unreadable",
               "no_position": "cue without a position"}.get(f["outcome"], "not checked yet")
        out.append({"kind": "frame", "tier": 1, "id": f["id"], "frame_id": f["id"], "ts": f["ts"], "device": f["device"],
                    "outcome": f["outcome"], "card": _frame_card(f, cue, "colour heuristic" if f["outcome"] else None),
                    "title": f"Frame {f['id']}", "line": f"Latest frame {f['id']} from {f['device']}: {cue}"})
    if not out:
        later = ctx.db.query("SELECT MIN(ts) AS first, MAX(ts) AS last, COUNT(*) AS n FROM frames WHERE ts > ?", [end])
        if later and later[0]["n"]:
            # "Did the drone fly yesterday?": none then is an answer, with when the box's frames are from.
            r = later[0]
            return [{"kind": "no_frames", "tier": 1, "id": "no-frames", "ts": end, "first_ts": r["first"], "last_ts": r["last"],
                     "count": r["n"], "title": "No drone frames in the time asked",
                     "line": f"No drone frames before {time.strftime('%Y-%m-%d %H:%M', time.gmtime(end))} UTC"}]
        raise NotAvailable("no drone frames stored")
    return out


def _start(ctx: ToolContext) -> dict:
    """Where a projected fire starts: coordinates given, else the latest detection in the window,
    else the station named (or the only one)."""
    f = ctx.frame
    if f and f.coords:
        return {"lat": f.coords[0], "lon": f.coords[1], "label": f"{f.coords[0]:.4f}, {f.coords[1]:.4f}", "from": "coordinates",
                "ts": ctx.now}
    if not (f and f.stations) and _has_table(ctx.db, "alerts"):
        rows = ctx.db.query("SELECT * FROM alerts WHERE lat IS NOT NULL AND ts <= ? AND ts >= ? ORDER BY ts DESC LIMIT 1",
                            [ctx.now, ctx.now - DETECTION_WINDOW_S])
        if rows:
            a = rows[0]
            return {"lat": a["lat"], "lon": a["lon"], "label": f"the detection in frame {a['frame_id']}",
                    "from": "detection", "ts": a["ts"], "alert_id": a["id"], "site": a["site"]}
    devices = targets(ctx)
    if devices and (f is None or f.stations or len(ctx.stations) == 1):
        s = station_of(ctx, devices[0])
        if s:
            return {"lat": s.lat, "lon": s.lon, "label": f"the {s.name} station", "from": "station", "device": s.device,
                    "ts": ctx.now, "site": s.site}
    raise NotAvailable("no start for a projection: name a station, give coordinates or draw a start on the page's map")


def _wind_reading(ctx: ToolContext, wind: dict) -> dict | None:
    """The reading of the station whose wind the front used (the nearest the one rule chose), cited with it."""
    stations = wind.get("stations") or []
    if not stations:
        return None
    rows = ctx.db.query("SELECT * FROM readings WHERE id = ?", [stations[0]["reading_id"]])
    return _reading_item(rows[0], 1) if rows else None


def spread(ctx: ToolContext) -> list[dict]:
    """A projected front from the frame's start to its horizon (default 60 min after the question),
    with the spread model's own low / likely / high band (appliance.spread). The wind is chosen by the
    spread package's one rule (distance and age limits: spread.live.wind_for_front), as Live, the
    alerts, the map and TAK choose it, and refused in the same words when no station qualifies. A
    station without a wind direction gives the distance; the direction is reported missing and no
    front is drawn."""
    from appliance.spread import SpreadInputError, project_for_question
    from appliance.spread.live import answer_latency

    if ctx.config is None:
        raise NotAvailable("needs the box configuration")
    start = _start(ctx)
    horizon = (ctx.frame.horizon_min if ctx.frame else None) or DEFAULT_HORIZON_MIN
    kw = {"start_ts": start["ts"], "asked_ts": ctx.now, "site": start.get("site"), "rings": [horizon]}
    # DESIGN §7: the wind the crew measured outranks the station's ("wind on our kestrel is 30 km/h")
    kw["wind_kmh"] = next((f["value"] for f in (getattr(ctx.frame, "crew_figures", None) or [])
                           if f["reading"] == "wind_kmh"), None)
    try:
        p = project_for_question(ctx.db, ctx.config, start["lat"], start["lon"], direction_unknown_ok=True, **kw)
    except SpreadInputError as exc:
        raise NotAvailable(str(exc)) from None
    prop = p["properties"]
    head = prop["rings"][0]["head_m"]
    wind = prop["inputs"]["wind"]
    direction_known = wind.get("direction_known", True)
    reading = _wind_reading(ctx, wind)
    latency = answer_latency(ctx.db, ctx.config.spread.default_latency_s, ctx.config.spread.latency_window)
    card = {"geojson": p if direction_known else None, "horizon_min": horizon,
            "head_m": {k: round(head[k]) for k in ("low", "likely", "high")},
            "direction_deg": round(prop["rate"]["spread_toward_deg"]) if direction_known else None,
            "start": {"lat": start["lat"], "lon": start["lon"]},
            "wind": {k: wind.get(k) for k in ("wind_kmh", "wind_from_deg", "direction_known", "source", "rule")}
            | {"stations": [{k: s.get(k) for k in ("device", "distance_km", "age_min", "ts")} for s in wind.get("stations", [])]}}
    return [{"kind": "spread", "tier": 3, "id": start.get("alert_id") or f"{start['from']}:{start['lat']:.4f},{start['lon']:.4f}",
             "ts": max((s["ts"] for s in wind.get("stations", [])), default=None),
             "card": card, "projection": p, "start": start, "rate": prop["rate"], "wind": wind, "wind_reading": reading,
             "direction_known": direction_known, "fuel": prop["inputs"]["fuel"], "latency": latency,
             "travel_min": ctx.config.spread.travel_min, "minutes_grown": prop["rings"][0]["minutes_grown"],
             "title": f"Spread projection from {start['label']}",
             "line": f"Projected head {head['likely']:.0f} m from {start['label']} in {horizon} min"}]


def previous_answer(ctx: ToolContext) -> list[dict]:
    row = ctx.previous
    if not row:
        raise NotAvailable("no earlier answer in this session to explain")
    a = row["audit"]
    tools = [s["tool"] for s in a.get("steps", []) if s.get("step") == "retrieve" and s.get("result_ids")]
    return [{"kind": "audit", "tier": 2, "id": row["id"], "ts": row.get("created_at"), "previous": row,
             "card": {"answer_id": row["id"], "question": row["question"], "decision": a.get("decision"),
                      "verdict": a.get("verdict"), "intents": (a.get("frame") or {}).get("intents"), "tools": tools,
                      "writer": a.get("writer")},
             "title": f"Audit of answer {row['id']}", "line": f"Audit trail of answer {row['id']}"}]
