"""Whose clock is wrong: the box's against its devices', and how old data is on the devices' time.

A board without a real-time-clock battery boots at 1970; a box can also be set a year off. Readings
are never refused for disagreeing with the box's clock (ingest/validate.py refuses only impossible
times); instead the disagreement is measured here from what was stored: each reading carries the
device's time (`ts`) and the box's time when it arrived (`received_at`). Per device the smallest
`received_at - ts` among its recent readings is its delivery lag plus the clock difference; the
median over devices is the box's error as its devices see it.

Only one direction is unambiguous. Devices ahead of the box (a reading arriving before it was
taken) can only be a clock. Devices behind the box can also be a backlog or a replay of history
arriving late, so that direction counts only for a device whose readings arrive at the pace they
were taken (its device-time span no faster than its arrival span): a drained backlog or a replayed
archive runs many times faster than real time. Replayed readings (`extra.replay_of`) never count.
"""
import statistics
import time

RECENT_ROWS = 500          # newest readings looked at (by id: no scan of a large table)
WINDOW_S = 1800.0          # ... received within this long before now, on the box's clock
PACE_SLACK = 1.5           # device time may run this much faster than arrival and still be "live"
MIN_SPAN_S = 60.0          # box-ahead needs readings spread over at least this long
DEFAULT_TOLERANCE_S = 600.0


def tolerance_of(config) -> float:
    """`ingest.clock_disagreement_s`, or its default for a partial config (tests, tools)."""
    return float(getattr(getattr(config, "ingest", None), "clock_disagreement_s", DEFAULT_TOLERANCE_S))


def device_clock_offsets(db, now: float | None = None) -> dict[str, float]:
    """{device: its clock minus the box's (s)} for devices with recent live readings; positive
    means the device is ahead (the box is behind)."""
    now = time.time() if now is None else now
    rows = db.query("SELECT site, device, ts, received_at, extra_json FROM readings ORDER BY id DESC LIMIT ?",
                    [RECENT_ROWS])
    by_device: dict[str, list] = {}
    for r in rows:
        if abs(now - r["received_at"]) > WINDOW_S or (r["extra_json"] and "replay_of" in r["extra_json"]):
            continue
        by_device.setdefault(f"{r['site']}/{r['device']}", []).append((r["ts"], r["received_at"]))
    offsets = {}
    for device, pairs in by_device.items():
        ahead = max(ts - at for ts, at in pairs)      # device time minus box time, least delayed reading
        if ahead > 0:
            offsets[device] = ahead
            continue
        ts_span = max(p[0] for p in pairs) - min(p[0] for p in pairs)
        at_span = max(p[1] for p in pairs) - min(p[1] for p in pairs)
        if at_span >= MIN_SPAN_S and ts_span <= PACE_SLACK * at_span:
            offsets[device] = ahead
    return offsets


def clock_disagreement(db, tolerance_s: float, now: float | None = None, offsets: dict | None = None) -> dict | None:
    """None while the box agrees with its devices within `tolerance_s`; else {"offset_s": the
    devices' time minus the box's, "devices": how many, "text": one sentence for status, page and
    answers}. The devices must agree among themselves: one station 23 h ahead of two others is
    that station's clock, not the box's."""
    offsets = device_clock_offsets(db, now) if offsets is None else offsets
    if not offsets:
        return None
    offset = statistics.median_low(offsets.values())
    agreeing = sum(1 for o in offsets.values() if abs(o - offset) <= tolerance_s)
    if abs(offset) <= tolerance_s or 2 * agreeing < len(offsets):
        return None
    side = "behind" if offset > 0 else "ahead of"
    return {"offset_s": round(offset, 1), "devices": len(offsets),
            "text": f"the box's clock is wrong by about {about(abs(offset))} ({side} its "
                    f"{'device' if len(offsets) == 1 else f'{len(offsets)} devices'}' clocks); "
                    "data ages are measured on the devices' time"}


def clock_notes(db, tolerance_s: float, now: float | None = None) -> list[str]:
    """Lines for the status topic, /healthz and the page: the box's clock, then any device stamping
    its readings ahead of the others (a reading from the future is said, never shown as a negative age)."""
    offsets = device_clock_offsets(db, now)
    box = clock_disagreement(db, tolerance_s, now, offsets)
    notes = [box["text"]] if box else []
    base = box["offset_s"] if box else 0.0
    for device, offset in sorted(offsets.items()):
        if offset - base > tolerance_s:
            notes.append(f"{device} stamps its readings about {about(offset - base)} in the future: its clock is ahead")
    return notes


def device_now(now: float, disagreement: dict | None) -> float:
    """'Now' on the devices' clocks: the box's time corrected by the measured disagreement."""
    return now + (disagreement["offset_s"] if disagreement else 0.0)


def reading_age(ts: float, now: float, disagreement: dict | None = None) -> dict:
    """{"age_s": never negative, "future_s": how far ahead of now the reading is stamped, or 0}."""
    age = device_now(now, disagreement) - ts
    return {"age_s": round(max(0.0, age), 1), "future_s": round(max(0.0, -age), 1)}


def about(seconds: float) -> str:
    """A duration the way a crew says it: '40 s', '25 minutes', '5 hours', '400 days', '57 years'."""
    s = abs(seconds)
    for unit, size, limit in (("s", 1, 120), ("minutes", 60, 7200), ("hours", 3600, 2 * 86400),
                              ("days", 86400, 730 * 86400)):
        if s < limit:
            return f"{s / size:.0f} {unit}"
    return f"{s / (365.25 * 86400):.0f} years"
