"""From a question frame to the tools' scope: the station and the moment the question is about.

A day is the station's local solar day, as its fire-weather days are (fireweather/noon.py): "on
2024-07-01" at a station at 120 W ends at 20:00 UTC on the 1st, not at midnight UTC, which would
let the next local morning's readings answer for the day before. The longitude is where the
station was that day (a station on a moving engine changes longitude).
"""
from datetime import datetime, timezone

from appliance.fireweather.noon import solar_offset_s
from appliance.orchestrator.toolbase import Scope
from appliance.understand.zones import local, zone


def scope_of(db, frame, stations: list) -> Scope:
    scope = Scope()
    by_device = {s.device: s for s in stations}
    if frame.stations:
        s = by_device.get(frame.stations[0])
        scope.device, scope.site = frame.stations[0], (s.site if s else None)
    t = frame.time
    if t.kind == "day" and t.start_ts is not None:
        s = by_device.get(scope.device) if scope.device else (stations[0] if stations else None)
        day = local(t.start_ts + 1, zone(s.lat, s.lon) if s else zone(None, None)).date()
        scope.day = day.isoformat()
        midnight = datetime(day.year, day.month, day.day, tzinfo=timezone.utc).timestamp()
        lon = db.scalar("SELECT lon FROM readings WHERE site = ? AND device = ? ORDER BY ABS(ts - ?) LIMIT 1",
                        [scope.site, scope.device, midnight + 43200]) if scope.device else None
        scope.as_of = midnight + 86399 - (solar_offset_s(lon) if lon is not None else 0.0)
        if t.text == "today" and t.end_ts is not None and t.end_ts < scope.as_of:   # no later than the clock
            scope.as_of = t.end_ts
    elif t.kind in ("range", "last") and t.end_ts is not None:
        scope.as_of = t.end_ts
    return scope
