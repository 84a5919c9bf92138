"""Project the fire front to the time an answer will be acted on, as GeoJSON (DESIGN §8).

act time = question ingest time + the box's measured answer latency (p50 and p95) + the crew's
travel/dispatch time; the fire is grown from its detection (or crew-drawn) start to each act time.
"""
import json
import math
import time
from datetime import datetime, timezone

from appliance.spread.errors import SpreadInputError, check_latency, check_position, check_range
from appliance.spread.band import BANDS, Band, make_band, model_error_band
from appliance.spread.geometry import EARTH_RADIUS_M, distance_m, ellipse_ring, head_position
from appliance.spread.live import answer_latency, day_codes, wind_for_front, wind_source_words
from appliance.spread.ros import SpreadRate, fuel_code, rate_of_spread
from appliance.store.db import Database

MODEL = "Canadian FBP system (Forestry Canada 1992, ST-X-3) via cffdrs-fire 0.3.0; elliptical growth, L/B from wind"


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def drift_m(ros_m_min: float, latency_s: float) -> float:
    """How far the head moves while an answer is being made: the error of a report that ignores latency."""
    return float(ros_m_min) * float(latency_s) / 60.0


def project_front(lat: float, lon: float, rate: SpreadRate, *, start_ts: float, asked_ts: float,
                  latency_p50_s: float, latency_p95_s: float, travel_min: float = 0.0,
                  inputs: dict | None = None, rings=(), band: Band | None = None,
                  incident_id: str | None = None) -> dict:
    """GeoJSON FeatureCollection: the start point, the p50 and p95 fronts and their heads, and a
    low / likely / high front at each time ring (minutes after the question)."""
    lat, lon = check_position(lat, lon)
    latency_p50_s, latency_p95_s = check_latency(latency_p50_s), check_latency(latency_p95_s)
    travel_min = check_range("travel time", travel_min, 0, 24 * 60, " min")
    rings = check_rings(rings)
    if start_ts > asked_ts + 60:
        raise SpreadInputError("the fire's start time is after the question time")
    band = band or model_error_band(rate)
    rates = band.rates()
    features = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon, lat]},
                 "properties": {"kind": "start", "time": _iso(start_ts), "ts": start_ts}}]
    fronts = {}
    for label, latency in (("p50", latency_p50_s), ("p95", max(latency_p50_s, latency_p95_s))):
        act_ts = asked_ts + latency + travel_min * 60.0
        minutes = max(0.0, (act_ts - start_ts) / 60.0)
        ring = ellipse_ring(lat, lon, rate.head_ros_m_min, rate.back_ros_m_min, rate.lb_ratio,
                            rate.spread_toward_deg, minutes)
        h_lat, h_lon = head_position(lat, lon, rate.head_ros_m_min, rate.spread_toward_deg, minutes)
        fronts[label] = {"act_ts": act_ts, "act_time": _iso(act_ts), "minutes_grown": round(minutes, 2),
                         "latency_s": latency, "head": [round(h_lon, 7), round(h_lat, 7)],
                         "head_distance_m": round(distance_m(lat, lon, h_lat, h_lon), 1),
                         "head_m": {b: round(r.head_ros_m_min * minutes, 1) for b, r in rates.items()},
                         "area_ha": round(_ellipse_area_ha(rate, minutes), 3)}
        features.append({"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [ring]},
                         "properties": {"kind": f"front_{label}", **fronts[label]}})
        features.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": fronts[label]["head"]},
                         "properties": {"kind": f"head_{label}", "act_time": fronts[label]["act_time"]}})
    ring_summary = []
    for minutes_ahead in rings:
        valid_ts = asked_ts + minutes_ahead * 60.0
        grown = max(0.0, (valid_ts - start_ts) / 60.0)
        summary = {"minutes": minutes_ahead, "valid_ts": valid_ts, "valid_time": _iso(valid_ts),
                   "minutes_grown": round(grown, 2), "head_m": {}}
        for name in BANDS:
            r = rates[name]
            coords = band.ring(name, lat, lon, grown)
            head_m = round(max(distance_m(lat, lon, p[1], p[0]) for p in coords), 1)
            summary["head_m"][name] = head_m
            features.append({"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [coords]},
                             "properties": {"kind": "ring", "band": name, "minutes": minutes_ahead,
                                            "valid_ts": valid_ts, "valid_time": _iso(valid_ts),
                                            "minutes_grown": round(grown, 2), "head_distance_m": head_m,
                                            "area_ha": round(ring_area_ha(coords), 3),
                                            "head_ros_m_min": round(r.head_ros_m_min, 3),
                                            "hfi_kw_m": round(r.hfi_kw_m, 1), "intensity_class": r.intensity_class,
                                            "fire_type": r.fire_type}})
        ring_summary.append(summary)
    return {"type": "FeatureCollection", "features": features, "properties": {
        "model": MODEL, "rate": rate.as_dict(), "fronts": fronts, "rings": ring_summary, "band": band.as_dict(),
        "incident_id": incident_id,
        "start_ts": start_ts, "start_time": _iso(start_ts), "asked_ts": asked_ts, "asked_time": _iso(asked_ts),
        "travel_min": travel_min, "latency": {"p50_s": latency_p50_s, "p95_s": latency_p95_s},
        "drift_without_lookahead_m": round(drift_m(rate.head_ros_m_min, latency_p50_s), 1),
        "inputs": inputs or {}}}


def check_rings(rings) -> tuple[float, ...]:
    """Time rings in minutes after the question: positive, at most a day, at most 12, ascending."""
    if isinstance(rings, str):
        rings = [r for r in rings.replace(" ", "").split(",") if r]
    out = sorted({check_range("time ring", r, 1, 24 * 60, " min") for r in rings})
    if len(out) > 12:
        raise SpreadInputError(f"at most 12 time rings, got {len(out)}")
    return tuple(out)


def ring_area_ha(ring: list[list[float]]) -> float:
    """Area of a small lon/lat ring on the local tangent plane (shoelace), hectares."""
    if len(ring) < 4:
        return 0.0
    lat0 = math.radians(ring[0][1])
    k = EARTH_RADIUS_M * math.pi / 180.0
    xy = [(p[0] * k * math.cos(lat0), p[1] * k) for p in ring]
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(xy, xy[1:]))) / 2.0 / 10000.0


def _ellipse_area_ha(rate: SpreadRate, minutes: float) -> float:
    length = (rate.head_ros_m_min + rate.back_ros_m_min) * minutes
    return 3.141592653589793 * (length / 2) * (length / 2 / max(1.0, rate.lb_ratio)) / 10000.0


def project_for_question(db: Database, config, lat: float, lon: float, *, start_ts: float | None = None,
                         asked_ts: float | None = None, travel_min: float | None = None, fuel: str | None = None,
                         slope_pct: float | None = None, aspect_deg: float | None = None,
                         wind_kmh: float | None = None, wind_from_deg: float | None = None,
                         site: str | None = None, rings=None, incident_id: str | None = None,
                         direction_unknown_ok: bool = False) -> dict:
    """The orchestrator's spread tool: every input from the store and config unless given.

    rings: minutes after the question for the time rings (default spread.rings). The wind is
    spread.live.wind_for_front's (the one rule) unless both speed and direction are given.
    direction_unknown_ok: a station that reports speed but no direction still gives the head's
    distances (inputs.wind.direction_known is False; the caller must not draw the front)."""
    lat, lon = check_position(lat, lon)
    s = config.spread
    site = site or config.site
    asked_ts = time.time() if asked_ts is None else float(asked_ts)
    start_ts = asked_ts if start_ts is None else float(start_ts)
    fuel = fuel_code(fuel or s.fuel_by_site.get(site, s.default_fuel))
    if wind_kmh is not None and wind_from_deg is not None:
        wind = {"wind_kmh": wind_kmh, "wind_from_deg": wind_from_deg, "stations": [], "source": "given",
                "direction_known": True}
    elif wind_kmh is not None:
        # the crew's own wind speed ("wind on our kestrel is 30 km/h"): their speed, the stations' direction where the
        # one rule finds one, else the distance alone
        try:
            station = wind_for_front(db, s, lat, lon, max(start_ts, asked_ts))
        except SpreadInputError:
            station = {"stations": [], "direction_known": False}
        known = bool(station.get("direction_known"))
        if not (known or direction_unknown_ok):
            raise SpreadInputError("no station reports a wind direction to go with the speed given; give the wind direction")
        wind = {**station, "wind_kmh": float(wind_kmh), "speed_sd_kmh": 0.0, "source": "crew",
                "wind_from_deg": station.get("wind_from_deg", 0.0) if known else 0.0, "direction_known": known}
    else:
        try:
            wind = wind_for_front(db, s, lat, lon, max(start_ts, asked_ts))
        except SpreadInputError as exc:
            raise SpreadInputError(f"{exc}; give the wind speed and direction") from None
        if not wind["direction_known"]:
            if not direction_unknown_ok:
                raise SpreadInputError(f"{wind_source_words(wind)} reports wind speed but no direction, so no front "
                                       "can be drawn; give the wind direction")
            # Distances stand without a direction; the geometry's bearing is arbitrary and is never drawn.
            wind["wind_from_deg"] = 0.0
    codes = day_codes(db, lat, lon, default_ffmc=s.default_ffmc, default_bui=s.default_bui, site=site)
    slope = s.slope_pct if slope_pct is None else slope_pct
    aspect = s.aspect_deg if aspect_deg is None else aspect_deg
    when = datetime.fromtimestamp(start_ts, tz=timezone.utc)

    def rate_at(wind_kmh: float, wind_from_deg: float) -> SpreadRate:
        return rate_of_spread(fuel, wind_kmh, wind_from_deg, codes["ffmc"], codes["bui"], slope_pct=slope,
                              aspect_deg=aspect, lat=lat, lon=lon, when=when, grass_curing_pct=s.grass_curing_pct)

    band = make_band(rate_at, wind["wind_kmh"], wind["wind_from_deg"], speed_sd_kmh=wind.get("speed_sd_kmh", 0.0),
                     dir_sd_deg=wind.get("dir_sd_deg", 0.0))
    rate = band.likely
    latency = answer_latency(db, s.default_latency_s, s.latency_window)
    travel = s.travel_min if travel_min is None else travel_min
    inputs = {"site": site, "position": {"lat": lat, "lon": lon}, "fuel": fuel, "grass_curing_pct": s.grass_curing_pct,
              "slope_pct": slope, "aspect_deg": aspect, "wind": wind, "fire_weather": codes, "latency": latency,
              "travel_min": travel}
    return project_front(lat, lon, rate, start_ts=start_ts, asked_ts=asked_ts, latency_p50_s=latency["p50_s"],
                         latency_p95_s=latency["p95_s"], travel_min=travel, inputs=inputs,
                         rings=s.rings if rings is None else rings, band=band,
                         incident_id=incident_id or site)


def save_projection(db: Database, projection: dict, site: str) -> int:
    p = projection["properties"]
    start = next(f for f in projection["features"] if f["properties"]["kind"] == "start")
    with db.conn:
        cur = db.conn.execute(
            "INSERT INTO spread_projections(site, created_at, origin_lat, origin_lon, start_ts, act_ts_p50, act_ts_p95,"
            " head_ros_m_min, geojson) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id",
            (site, time.time(), start["geometry"]["coordinates"][1], start["geometry"]["coordinates"][0], p["start_ts"],
             p["fronts"]["p50"]["act_ts"], p["fronts"]["p95"]["act_ts"], p["rate"]["head_ros_m_min"],
             json.dumps(projection, separators=(",", ":"))))
        return cur.fetchall()[0][0]


def latest_projection(db: Database, site: str | None = None) -> dict | None:
    rows = db.query("SELECT id, geojson FROM spread_projections" + (" WHERE site = ?" if site else "")
                    + " ORDER BY id DESC LIMIT 1", [site] if site else [])
    if not rows:
        return None
    out = json.loads(rows[0]["geojson"])
    out["properties"]["projection_id"] = rows[0]["id"]
    return out
