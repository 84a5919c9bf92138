"""Daily FWI codes per station from stored readings, carried day to day and stored with inputs.

`compute_daily_codes` is incremental: it recomputes from the last stored day (whose noon may have
been provisional when it was stored) onward, carrying yesterday's FFMC/DMC/DC from the table.
Codes follow the station's convention (convention.py: standard unless a network's was fitted);
when it changes, the station's days are computed again from the start.
"""
import math
import time

import apsw

from appliance.fireweather.codes import WeatherInputError, next_day_codes
from appliance.fireweather.convention import MAX_CARRY_GAP_DAYS, load_convention
from appliance.fireweather.noon import DAY_S, NoonObservation, pick_noon_readings, solar_noon_ts
from appliance.geo.geodesy import haversine_km
from appliance.store.db import Database

__all__ = ["MAX_CARRY_GAP_DAYS", "compute_daily_codes", "fire_weather_history", "latest_fire_weather",
           "nearest_fire_weather"]

COLUMNS = ("site", "device", "day", "noon_ts", "noon_offset_min", "reading_id", "lat", "lon", "temperature_c",
           "rh_pct", "wind_kmh", "rain_24h_mm", "rain_readings", "carried_from", "ffmc", "dmc", "dc", "isi",
           "bui", "fwi", "danger_class", "convention", "computed_at")
CODES = ("ffmc", "dmc", "dc", "isi", "bui", "fwi")


def _stations(db: Database, site: str | None, device: str | None) -> list[tuple[str, str]]:
    where, params = [], []
    if site:
        where.append("site = ?"), params.append(site)
    if device:
        where.append("device = ?"), params.append(device)
    sql = "SELECT DISTINCT site, device FROM readings" + (" WHERE " + " AND ".join(where) if where else "")
    return [(r["site"], r["device"]) for r in db.query(sql + " ORDER BY site, device", params)]


def _stream(db: Database, sql: str, params: list):
    """Rows of a query as dicts, one at a time."""
    cursor = db.conn.execute(sql, params)
    try:
        names = [d[0] for d in cursor.getdescription()]
    except apsw.ExecutionCompleteError:
        return
    for row in cursor:
        yield dict(zip(names, row))


def _observation(db: Database, site: str, device: str, day: str, best: dict, offset_s: float,
                 span: tuple[str, list]) -> NoonObservation:
    """The day's observation with its rain: each reading's rain_mm over the 24 h ending at the noon
    reading, added in time order (as noon.noon_observations adds them) from a cursor."""
    total, count = 0, 0
    for (rain,) in db.conn.execute("SELECT rain_mm FROM readings WHERE site = ? AND device = ?" + span[0]
                                   + " AND ts > ? AND ts <= ? AND rain_mm IS NOT NULL ORDER BY ts",
                                   [site, device] + span[1] + [best["ts"] - DAY_S, best["ts"]]):
        total += rain
        count += 1
    return NoonObservation(day=day, month=int(day[5:7]), reading=best, offset_min=offset_s / 60.0,
                           rain_24h_mm=float(total), rain_readings=count)


def _last_stored(db: Database, site: str, device: str, before: str | None = None) -> dict | None:
    sql = "SELECT * FROM fire_weather WHERE site = ? AND device = ?" + (" AND day < ?" if before else "")
    rows = db.query(sql + " ORDER BY day DESC LIMIT 1", [site, device] + ([before] if before else []))
    return rows[0] if rows else None


def compute_daily_codes(db: Database, site: str | None = None, device: str | None = None, *,
                        recompute: bool = False, max_offset_h: float = 6.0, startup: dict | None = None) -> dict:
    """Compute and store daily codes for every station (or one site / device).

    Returns {"stored": rows written, "skipped": [reasons], "stations": n}.
    """
    stored, skipped = [], []
    stations = _stations(db, site, device)
    for st_site, st_device in stations:
        convention = load_convention(db, st_device)
        first = dict(startup or convention.startup_codes())
        stale = db.scalar("SELECT COUNT(*) FROM fire_weather WHERE site = ? AND device = ? AND convention != ?",
                          [st_site, st_device, convention.label()])
        # Starting over, the old rows go in the same transaction as the new ones: a reader never
        # sees the station without codes, and a crash leaves the old ones.
        start_over = bool(recompute or stale)
        last = None if start_over else _last_stored(db, st_site, st_device)
        since_ts = None
        if last:
            # The last stored day is recomputed too; read one more day back for its 24 h rain.
            since_ts = solar_noon_ts(last["day"], last["lon"]) - 2 * DAY_S
        # Streamed, never held: a station reporting every few seconds sends tens of thousands of
        # readings a day, and holding them all on every pass grew the box's memory with the day
        # (`appliance bench soak`). Only each day's noon reading is kept; rain is summed in the database.
        span = (" AND ts >= ?" if since_ts is not None else "", [since_ts] if since_ts is not None else [])
        picks = pick_noon_readings(_stream(db, "SELECT * FROM readings WHERE site = ? AND device = ?" + span[0]
                                           + " ORDER BY ts", [st_site, st_device] + span[1]), max_offset_h)
        observations = [_observation(db, st_site, st_device, day, best, offset_s, span)
                        for day, best, offset_s in picks if not last or day >= last["day"]]
        prev = _last_stored(db, st_site, st_device, before=observations[0].day) if observations and last else None
        now = time.time()
        new_rows = []
        for obs in observations:
            carried = prev if prev and convention.carries(prev["day"], obs.day) else None
            r = obs.reading
            try:
                codes = next_day_codes(carried or first, r["temperature_c"], r["rh_pct"], r["wind_kmh"],
                                       obs.rain_24h_mm, obs.month, lat=r["lat"], convention=convention)
            except WeatherInputError as exc:
                skipped.append(f"{st_site}/{st_device} {obs.day}: {exc}")
                continue
            row = {"site": st_site, "device": st_device, "day": obs.day, "noon_ts": r["ts"],
                   "noon_offset_min": round(obs.offset_min, 1), "reading_id": r["id"], "lat": r["lat"],
                   "lon": r["lon"], "temperature_c": r["temperature_c"], "rh_pct": r["rh_pct"],
                   "wind_kmh": r["wind_kmh"], "rain_24h_mm": obs.rain_24h_mm, "rain_readings": obs.rain_readings,
                   "carried_from": carried["day"] if carried else "startup", **codes.as_dict(),
                   "danger_class": codes.danger_class, "convention": convention.label(), "computed_at": now}
            new_rows.append(row)
            prev = row
        with db.conn:
            if start_over:
                db.conn.execute("DELETE FROM fire_weather WHERE site = ? AND device = ?", (st_site, st_device))
            for row in new_rows:
                db.conn.execute(f"INSERT OR REPLACE INTO fire_weather({','.join(COLUMNS)}) VALUES"
                                f" ({','.join('?' * len(COLUMNS))})", [row[c] for c in COLUMNS])
        stored.extend(new_rows)
    return {"stored": len(stored), "skipped": skipped, "stations": len(stations)}


def _with_inputs(row: dict) -> dict:
    out = {k: row[k] for k in ("site", "device", "day", "danger_class", "lat", "lon", "carried_from", "convention")}
    out["codes"] = {k.upper(): row[k] for k in CODES}
    out["inputs"] = {k: row[k] for k in ("noon_ts", "noon_offset_min", "reading_id", "temperature_c", "rh_pct",
                                         "wind_kmh", "rain_24h_mm", "rain_readings")}
    return out


def latest_fire_weather(db: Database, site: str | None = None) -> list[dict]:
    """Each station's most recent day: codes, danger class and the inputs behind them."""
    where = "WHERE site = ?" if site else ""
    rows = db.query(
        f"SELECT f.* FROM fire_weather f JOIN (SELECT site, device, MAX(day) AS day FROM fire_weather {where}"
        " GROUP BY site, device) m ON f.site = m.site AND f.device = m.device AND f.day = m.day"
        " ORDER BY f.site, f.device", [site] if site else [])
    return [_with_inputs(r) for r in rows]


def fire_weather_history(db: Database, site: str | None = None, device: str | None = None) -> list[dict]:
    where, params = [], []
    if site:
        where.append("site = ?"), params.append(site)
    if device:
        where.append("device = ?"), params.append(device)
    sql = "SELECT * FROM fire_weather" + (" WHERE " + " AND ".join(where) if where else "")
    return [_with_inputs(r) for r in db.query(sql + " ORDER BY site, device, day", params)]


def nearest_fire_weather(db: Database, lat: float, lon: float, site: str | None = None) -> dict | None:
    """The latest codes of the station nearest (lat, lon), with its distance in km."""
    best, best_km = None, math.inf
    for row in latest_fire_weather(db, site):
        km = haversine_km(lat, lon, row["lat"], row["lon"])
        if km < best_km:
            best, best_km = row, km
    if best is not None:
        best["distance_km"] = round(best_km, 2)
    return best

