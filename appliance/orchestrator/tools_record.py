"""What the box holds, as records: the record of past fires, counted beyond a code threshold or a reading ("of the
past days with an FWI above 10 at Béjaïa, how many had a fire?", "of the days above 35 °C at SBA, how many were fire
days?"; a count over the record, not a nearest-neighbour vote, so every day beyond the mark counts and the numbers are
the record's own), the period each station's readings cover, and the documents loaded."""
import json

from appliance.orchestrator.decision import WEATHER_INPUTS
from appliance.orchestrator.toolbase import NotAvailable, ToolContext, _clock_day, _has_table, danger_for, station_zone
from appliance.orchestrator.tools_live import targets
from appliance.understand.parse import simplify
from appliance.understand.thresholds import Threshold, like_days
from appliance.understand.zones import local


def _day_bounds(ctx: ToolContext, device: str) -> tuple[str | None, str]:
    """(first day, day before which to count): a named window or day bounds it; "past days" are
    those before the day asked (the clock's day for now)."""
    t = ctx.frame.time
    tz = station_zone(ctx, device)
    if t.kind in ("range", "last") and t.start_ts is not None and t.end_ts is not None:
        return local(t.start_ts, tz).strftime("%Y-%m-%d"), local(t.end_ts, tz).strftime("%Y-%m-%d") + "~"
    return None, (ctx.scope.day or _clock_day(ctx, device))


# The record's own names for the readings a crew counts days by ("Ws" for wind_kmh), as the decision reads them.
RECORD_READINGS = {reading: column for column, reading in WEATHER_INPUTS.items()}


def asked_threshold(frame) -> dict | None:
    """The mark the crew counts past days by: a code ("FWI above 10"), or, when they ask whether such days
    burned, a reading ("of the days above 35 °C, how many were fire days?"). A reading counted over a window
    with no fire asked ("days above 35 °C in August") is the readings' count, not the record's."""
    if frame is None:
        return None
    if frame.threshold:
        return frame.threshold
    counted = frame.reading_threshold
    if counted and "analogs" in frame.intents and counted["code"] in RECORD_READINGS:
        return counted
    return None


def _mark_of_day(ctx: ToolContext, device: str) -> dict | None:
    """"FWI now, and have days that low ever burned?": the mark is the day's own code at the station, from its
    danger figure (the day asked, else the latest no later than the clock's, as the danger answer reads it)."""
    asked = getattr(ctx.frame, "days_as_asked", None)
    if not asked:
        return None
    if ctx.frame.point_time is not None:
        # "FWI now, and in August how many days that low burned?": the badge is the point time's danger (decay's
        # point gather), not the window's last day
        from dataclasses import replace

        from appliance.orchestrator.scope import scope_of

        at = replace(ctx.frame, time=ctx.frame.point_time, point_time=None)
        return _mark(asked, danger_for(replace(ctx, frame=at, scope=scope_of(ctx.db, at, ctx.stations)), device))
    # the figure the answer shows beside the count (its danger item, gathered first), so the mark is the one the crew
    # reads on the page even while new readings arrive between the two tools
    shown = [i["danger"] for i in ctx.gathered.get("station_danger") or [] if i.get("device") == device]
    return _mark(asked, shown[0] if shown else danger_for(ctx, device))


def _mark(asked: dict, d: dict | None) -> dict | None:
    if d is None or d.get(asked["code"]) is None:
        return None
    return {"code": asked["code"], "op": asked["op"], "value": round(float(d[asked["code"]]), 1)}


def fire_record_count(ctx: ToolContext) -> list[dict]:
    asked = asked_threshold(ctx.frame)
    if not asked and not getattr(ctx.frame, "days_as_asked", None):
        return []           # no threshold asked: the analog days answer alone
    if not _has_table(ctx.db, "analog_days"):
        raise NotAvailable("no record of past fires on this box (a provisioned box carries it; the demo builds it)")
    out = []
    for device in targets(ctx):
        thr = asked or _mark_of_day(ctx, device)
        if thr is None:
            continue
        t = Threshold(**thr)
        first, before = _day_bounds(ctx, device)
        if first is None or getattr(ctx.frame, "whole_record", False):
            # "... in August? And over the whole season, of the days with FWI over 15, how many burned?" counts the record
            first = None
            # "FWI at Béjaïa on 22 August, and of the days above 20, how many burned?": the day asked is the reading's;
            # the count runs over the whole record up to the clock's day, not only the days before it
            before = _clock_day(ctx, device)
        rows = ctx.db.query("SELECT date, MAX(fire) AS fire, features_json FROM analog_days "
                            "WHERE REPLACE(LOWER(region), ' ', '-') = ? AND date < ? AND date >= ? GROUP BY date ORDER BY date",
                            [device, before, first or ""])
        if not rows:
            continue
        column = RECORD_READINGS.get(t.code, t.code.upper())
        beyond = [r for r in rows if (v := json.loads(r["features_json"]).get(column)) is not None and t.holds(v)]
        fire_days = [r["date"] for r in beyond if r["fire"]]
        out.append({"kind": "fire_record", "tier": 2, "id": f"fire-record:{device}:{t.code}{t.op}{t.value:g}:{before[:10]}",
                    "device": device, "threshold": thr, "days": len(beyond), "fire_days": len(fire_days),
                    "record_days": len(rows), "first": rows[0]["date"], "last": rows[-1]["date"],
                    "card": {"station": device, "rule": t.words(), "days": len(beyond), "fire_days": len(fire_days),
                             "fire_dates": fire_days[-10:], "record": f"{rows[0]['date']} to {rows[-1]['date']}"},
                    "title": f"Fire record, {device}, {t.words()}",
                    "brief": f"{len(fire_days)} of {len(beyond)} days with {t.words()} had a fire",
                    "line": f"Past-fire record at {device} ({rows[0]['date']} to {rows[-1]['date']}): {len(beyond)} days "
                            f"with {t.words()}, {len(fire_days)} of them with a fire"})
    if not out:
        held = [f"{device}: {first} to {last}" if first else f"{device}: no day"
                for device in targets(ctx) for first, last in [_record_span(ctx, device)]]
        raise NotAvailable("the record of past fires holds no day in that time (it holds " + "; ".join(held) + ")")
    return out


def fire_record_day(ctx: ToolContext) -> list[dict]:
    """"Was 3 August a fire day at SBA?", "did it burn that day?": the record's own entry for the one past day asked,
    which the days most like it do not say (7 of 7 like days burning says nothing of whether that day did). A day
    the record does not hold comes back as such, so the answer says so rather than falling back on the like days."""
    f = ctx.frame
    if f is None or f.time.kind != "day" or not ctx.scope.day or asked_threshold(f) or getattr(f, "days_as_asked", None) \
            or like_days(simplify(ctx.question)):
        # today, a window, a count past a mark (fire_record_count), or the days like one ("days like 14 August, did
        # they burn?": historical_analogs): no one day's own entry asked
        return []
    if not _has_table(ctx.db, "analog_days"):
        raise NotAvailable("no record of past fires on this box (a provisioned box carries it; the demo builds it)")
    out = []
    for device in targets(ctx):
        day = ctx.scope.day
        if day >= _clock_day(ctx, device):
            continue    # the clock's own day is not in a record of past fires yet
        first, last = _record_span(ctx, device)
        row = ctx.db.query("SELECT MAX(fire) AS fire, COUNT(*) AS n FROM analog_days "
                           "WHERE REPLACE(LOWER(region), ' ', '-') = ? AND date = ?", [device, day])[0]
        held = bool(row["n"])           # a station with no record at all holds no day either: said so
        fire = bool(row["fire"]) if held else None
        said = ("a fire day" if fire else "no fire") if held else "not in the record" if first else "no record for this station"
        record = {"record": f"{first} to {last}"} if first else {}
        out.append({"kind": "fire_record", "tier": 2, "id": f"fire-record-day:{device}:{day}", "device": device,
                    "day": day, "held": held, "fire": fire, "first": first, "last": last,
                    "card": {"station": device, "day": day, "fire": said, **record},
                    "title": f"Fire record, {device}, {day}", "brief": f"{day}: {said}",
                    "line": f"Past-fire record at {device} ({first} to {last}), {day}: {said}" if first
                    else f"Past-fire record at {device}: none"})
    return out


def _record_span(ctx: ToolContext, device: str) -> tuple[str | None, str | None]:
    """The first and last day of the station's record of past fires (None, None where it has none)."""
    row = ctx.db.query("SELECT MIN(date) AS first, MAX(date) AS last FROM analog_days "
                       "WHERE REPLACE(LOWER(region), ' ', '-') = ?", [device])[0]
    return row["first"], row["last"]


def record_span(ctx: ToolContext) -> list[dict]:
    """What period each station's readings cover ("what dates do you have?", "what can you do?"): the first and
    the last reading stored, so the box says what it holds rather than letting a crew guess."""
    out = []
    for device in targets(ctx):
        row = ctx.db.query("SELECT MIN(ts) AS first, MAX(ts) AS last, COUNT(*) AS n FROM readings WHERE device = ?", [device])[0]
        if not row["n"]:
            continue
        tz = station_zone(ctx, device)
        first, last = (local(row[k], tz).strftime("%Y-%m-%d") for k in ("first", "last"))
        out.append({"kind": "record_span", "tier": 2, "id": f"record-span:{device}:{first}:{last}", "device": device,
                    "first": first, "last": last, "readings": row["n"], "ts": row["last"],
                    "card": {"station": device, "first": first, "last": last, "readings": row["n"]},
                    "title": f"Readings held, {device}", "brief": f"{row['n']} readings, {first} to {last}",
                    "line": f"Readings held at {device}: {row['n']}, from {first} to {last}"})
    if not out:
        raise NotAvailable("no readings stored yet")
    return out


def documents_held(ctx: ToolContext) -> list[dict]:
    """The documents loaded ("what documents are loaded on this thing?"): each one's title, kind, site and number of
    passages, so the box names what it can quote rather than saying only that it has documents."""
    if not _has_table(ctx.db, "documents"):
        raise NotAvailable("no documents loaded")
    rows = ctx.db.query("SELECT d.id, d.title, d.kind, d.site, d.doc_ts, COUNT(c.id) AS chunks FROM documents d "
                        "LEFT JOIN chunks c ON c.document_id = d.id GROUP BY d.id ORDER BY d.title")
    if not rows:
        raise NotAvailable("no documents loaded")
    return [{"kind": "document_held", "tier": 2, "id": f"document:{r['id']}", "title": r["title"], "ts": r["doc_ts"],
             "card": {"title": r["title"], "kind": r["kind"], "site": r["site"] or "every site", "passages": r["chunks"]},
             "brief": f"{r['kind']}, {r['chunks']} passages", "line": f"Document loaded: {r['title']}"} for r in rows]
