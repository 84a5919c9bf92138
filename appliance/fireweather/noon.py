"""Pick each day's noon observation from a station's readings.

The FWI system is defined on weather at local standard noon with rain over the previous 24 h.
Stations here report in UTC and carry no time zone, so "local noon" is local *solar* noon from
the station's longitude (UTC + lon/15 h): within ~30 min of standard noon in most zones and never
wrong by a whole zone for a box moved between incidents.
"""
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

NEEDED = ("temperature_c", "rh_pct", "wind_kmh")
DAY_S = 86400.0


@dataclass(frozen=True)
class NoonObservation:
    day: str                 # local solar date YYYY-MM-DD
    month: int
    reading: dict            # the readings row used
    offset_min: float        # reading time minus local solar noon
    rain_24h_mm: float
    rain_readings: int


def solar_offset_s(lon: float) -> float:
    return float(lon) / 15.0 * 3600.0


def local_solar_day(ts: float, lon: float) -> str:
    return datetime.fromtimestamp(ts + solar_offset_s(lon), tz=timezone.utc).strftime("%Y-%m-%d")


def solar_noon_ts(day: str, lon: float) -> float:
    """Unix time of local solar noon on `day` at longitude `lon`."""
    midnight = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp()
    return midnight + 12 * 3600.0 - solar_offset_s(lon)


def previous_day(day: str) -> str:
    return (datetime.strptime(day, "%Y-%m-%d") - timedelta(days=1)).strftime("%Y-%m-%d")


def day_gap(earlier: str, later: str) -> int:
    return (datetime.strptime(later, "%Y-%m-%d") - datetime.strptime(earlier, "%Y-%m-%d")).days


def pick_noon_readings(rows_by_ts, max_offset_h: float = 6.0) -> list[tuple[str, dict, float]]:
    """(day, reading, offset from solar noon in s) for each local solar day, from one station's
    readings in time order, which may be a stream: only each day's best reading so far is kept, so
    a day of readings every few seconds costs no more memory than a day of hourly ones.

    The reading nearest solar noon that has temperature, humidity and wind is used (the later one
    of two equally near); a day whose nearest complete reading is more than `max_offset_h` from noon
    has no observation (a gap). Noon is taken at the longitude of the day's first complete reading.
    """
    best: dict[str, tuple[float, dict, float]] = {}   # day -> (noon ts, reading, |offset|)
    for r in rows_by_ts:
        if not all(r.get(k) is not None for k in NEEDED):
            continue
        day = local_solar_day(r["ts"], r["lon"])
        kept = best.get(day)
        if kept is None:
            noon = solar_noon_ts(day, r["lon"])
            best[day] = (noon, r, abs(r["ts"] - noon))
        elif (abs(r["ts"] - kept[0]), -r["ts"]) < (kept[2], -kept[1]["ts"]):
            best[day] = (kept[0], r, abs(r["ts"] - kept[0]))
    return [(day, r, r["ts"] - noon) for day, (noon, r, off) in sorted(best.items()) if off <= max_offset_h * 3600]


def noon_observations(readings: list[dict], max_offset_h: float = 6.0) -> list[NoonObservation]:
    """One observation per local solar day from one station's readings (any order).

    Each day's reading is pick_noon_readings'. Rain is each reading's `rain_mm` (rain since the
    station's previous report, per the topic contract) summed over the 24 h ending at the noon reading.
    """
    rows = sorted(readings, key=lambda r: r["ts"])
    out = []
    for day, best, offset_s in pick_noon_readings(rows, max_offset_h):
        window = [r for r in rows if best["ts"] - DAY_S < r["ts"] <= best["ts"] and r.get("rain_mm") is not None]
        out.append(NoonObservation(day=day, month=int(day[5:7]), reading=best, offset_min=offset_s / 60.0,
                                   rain_24h_mm=float(sum(r["rain_mm"] for r in window)),
                                   rain_readings=len(window)))
    return out
