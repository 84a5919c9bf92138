"""A station's local clock: its IANA zone from its position (timezonefinder, offline), via zoneinfo.

Both demo stations fall in Africa/Algiers (UTC+1, no summer time). A position timezonefinder
cannot place (open sea) falls back to UTC, and the answer then says UTC.
"""
from datetime import datetime, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo


@lru_cache(maxsize=1)
def _finder():
    from timezonefinder import TimezoneFinder

    return TimezoneFinder()


@lru_cache(maxsize=1024)
def zone_name(lat: float, lon: float) -> str:
    try:
        return _finder().timezone_at(lat=float(lat), lng=float(lon)) or "UTC"
    except Exception:  # out-of-range position or the package missing: UTC, which the answer names
        return "UTC"


def zone(lat: float | None, lon: float | None) -> ZoneInfo:
    if lat is None or lon is None:
        return ZoneInfo("UTC")
    return ZoneInfo(zone_name(round(lat, 4), round(lon, 4)))


def local(ts: float, tz: ZoneInfo) -> datetime:
    return datetime.fromtimestamp(ts, tz=timezone.utc).astimezone(tz)


def abbreviation(ts: float, tz: ZoneInfo) -> str:
    """'CET' for Africa/Algiers; a zone without letters ('+01') is written 'UTC+1'."""
    d = local(ts, tz)
    name = d.tzname() or "UTC"
    if name[0] in "+-":
        off = d.utcoffset().total_seconds() / 3600
        name = f"UTC{off:+g}"
    return name
