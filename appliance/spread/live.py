"""Live inputs for a projection from the store: wind from the nearest stations, the day's codes,
and the box's own answer latency from the audit trail."""
import math

import numpy as np

from appliance.fireweather.daily import nearest_fire_weather
from appliance.fireweather.danger import station_danger
from appliance.spread.band import circular_sd_deg
from appliance.spread.errors import SpreadInputError
from appliance.spread.geometry import distance_m
from appliance.store.answers import recent_latencies
from appliance.store.db import Database


def no_wind_words(radius_km: float, max_age_min: float) -> str:
    """The one refusal when no station qualifies, said the same by Ask, Live, the alerts, the map and TAK."""
    return f"no station reported wind within {radius_km:g} km in the last {max_age_min:g} min"


def wind_for_front(db: Database, spread_config, lat: float, lon: float, at_ts: float) -> dict:
    """THE rule for which wind a projected front uses (Ask, Live, the alerts, the map, TAK all come here
    through project_for_question): the stations within `spread.station_radius_km` of the fire whose
    newest wind is no older than `spread.wind_max_age_min` at `at_ts` (and not after it).

    Returns live_wind's dict plus "direction_known" and a "rule" {radius_km, max_age_min}; each station
    carries its distance and its wind's age in minutes. Stations that report speed but no direction
    (the Algerian feed) give a speed with "wind_from_deg": None, so no front can be drawn from them.
    Raises SpreadInputError(no_wind_words(...)) when no station qualifies."""
    radius, age = spread_config.station_radius_km, spread_config.wind_max_age_min
    rule = {"radius_km": radius, "max_age_min": age}
    wind = live_wind(db, lat, lon, at_ts, radius_km=radius, max_age_min=age)
    if wind is None:
        wind = live_wind(db, lat, lon, at_ts, radius_km=radius, max_age_min=age, need_direction=False)
        if wind is None:
            raise SpreadInputError(no_wind_words(radius, age))
        wind["wind_from_deg"] = None
    for station in wind["stations"]:
        station["age_min"] = round(max(0.0, at_ts - station["ts"]) / 60.0, 1)
    return {**wind, "direction_known": wind["wind_from_deg"] is not None, "rule": rule, "source": "nearest stations"}


def wind_source_words(wind: dict) -> str:
    """Which station the wind came from and how old it was: "the sidi-bel-abbes station 4.2 km away, 35 min old"."""
    stations = wind.get("stations") or []
    if not stations:
        return "the wind given with the request" if wind.get("source") == "given" else "wind of unknown source"
    first = stations[0]
    words = f"the {first['device']} station {first['distance_km']:.1f} km away"
    if first.get("age_min") is not None:
        words += f", {first['age_min']:.0f} min old"
    return words + (f" (and {len(stations) - 1} more)" if len(stations) > 1 else "")


def live_wind(db: Database, lat: float, lon: float, at_ts: float, *, radius_km: float = 50.0,
              max_age_min: float = 120.0, nearest: int = 3, site: str | None = None,
              need_direction: bool = True) -> dict | None:
    """Wind at (lat, lon): inverse-distance-weighted mean of the newest reading of up to `nearest`
    stations within `radius_km`, read no later than `at_ts` and no older than `max_age_min`.

    Directions are averaged as vectors (350 and 10 deg give 0, not 180). None when no station qualifies.
    With need_direction=False, readings without a direction count too (the speed only; the direction
    returned then means nothing: wind_for_front drops it)."""
    direction = " AND wind_dir_deg IS NOT NULL" if need_direction else ""
    params = [at_ts - max_age_min * 60.0, at_ts] + ([site] if site else [])
    rows = db.query(
        "SELECT r.* FROM readings r JOIN (SELECT site, device, MAX(ts) AS ts FROM readings"
        f" WHERE ts >= ? AND ts <= ? AND wind_kmh IS NOT NULL{direction}"
        + (" AND site = ?" if site else "") + " GROUP BY site, device) m"
        " ON r.site = m.site AND r.device = m.device AND r.ts = m.ts"
        + (" WHERE r.wind_dir_deg IS NOT NULL" if need_direction else ""), params)
    near = sorted(((distance_m(lat, lon, r["lat"], r["lon"]), r) for r in rows if r["lat"] is not None),
                  key=lambda x: x[0])
    near = [(d, r) for d, r in near if d <= radius_km * 1000.0][:nearest]
    if not near:
        return None
    weights = np.array([1.0 / max(d, 100.0) ** 2 for d, _ in near])
    weights /= weights.sum()
    speed = float(sum(w * r["wind_kmh"] for w, (_, r) in zip(weights, near)))
    # Direction the wind comes from, vector-averaged.
    x = sum(w * math.sin(math.radians(r["wind_dir_deg"] or 0.0)) for w, (_, r) in zip(weights, near))
    y = sum(w * math.cos(math.radians(r["wind_dir_deg"] or 0.0)) for w, (_, r) in zip(weights, near))
    direction = (math.degrees(math.atan2(x, y)) + 360.0) % 360.0
    spread = wind_spread(db, [(r["site"], r["device"]) for _, r in near], at_ts, max_age_min)
    return {"wind_kmh": round(speed, 2), "wind_from_deg": round(direction, 1), **spread,
            "stations": [{"site": r["site"], "device": r["device"], "reading_id": r["id"], "ts": r["ts"],
                          "distance_km": round(d / 1000.0, 3), "wind_kmh": r["wind_kmh"],
                          "wind_dir_deg": r["wind_dir_deg"], "weight": round(float(w), 4)}
                         for w, (d, r) in zip(weights, near)]}


def wind_spread(db: Database, stations: list[tuple[str, str]], at_ts: float, max_age_min: float) -> dict:
    """How much the wind varied: standard deviation of speed and circular SD of direction over the
    used stations' readings in the window (the band's input uncertainty)."""
    speeds, dirs = [], []
    for site, device in stations:
        for r in db.query("SELECT wind_kmh, wind_dir_deg FROM readings WHERE site = ? AND device = ? AND ts >= ?"
                          " AND ts <= ? AND wind_kmh IS NOT NULL AND wind_dir_deg IS NOT NULL",
                          [site, device, at_ts - max_age_min * 60.0, at_ts]):
            speeds.append(r["wind_kmh"]), dirs.append(r["wind_dir_deg"])
    return {"speed_sd_kmh": round(float(np.std(speeds, ddof=1)), 2) if len(speeds) > 1 else 0.0,
            "dir_sd_deg": round(circular_sd_deg(dirs), 1), "spread_readings": len(speeds)}


def answer_latency(db: Database, default_s: float = 176.7, window: int = 200) -> dict:
    """Rolling p50 and p95 of the box's measured answer latency; the default until it has answers."""
    values = [v for v in recent_latencies(db, window) if v is not None and v >= 0]
    if not values:
        return {"p50_s": default_s, "p95_s": default_s, "answers": 0, "source": "default (no answers yet)"}
    return {"p50_s": round(float(np.percentile(values, 50)), 2), "p95_s": round(float(np.percentile(values, 95)), 2),
            "answers": len(values), "source": "audit trail"}


def day_codes(db: Database, lat: float, lon: float, *, default_ffmc: float, default_bui: float,
              site: str | None = None) -> dict:
    """FFMC and BUI of the nearest station's latest day, or the configured defaults.

    Read only: the codes are computed behind ingest (fireweather.refresh). The nearest station's day
    comes from station_danger, so the network's published codes win over the box's own when present."""
    row = nearest_fire_weather(db, lat, lon, site)
    if row is None and site:
        row = nearest_fire_weather(db, lat, lon)
    if row is None:
        return {"ffmc": default_ffmc, "bui": default_bui, "source": "default (no fire-weather codes stored)"}
    d = station_danger(db, row["device"]) or {
        "ffmc": row["codes"]["FFMC"], "bui": row["codes"]["BUI"], "fwi": row["codes"]["FWI"],
        "danger_class": row["danger_class"], "day": row["day"], "provenance": None}
    return {"ffmc": d["ffmc"], "bui": d["bui"], "fwi": d["fwi"], "danger_class": d["danger_class"], "day": d["day"],
            "provenance": d["provenance"], "station": row["device"], "distance_km": row["distance_km"],
            "source": "fire_weather table"}
