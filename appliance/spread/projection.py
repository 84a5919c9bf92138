"""Project the fire front to the time an answer will be acted on, as GeoJSON (DESIGN §8).

act time = question ingest time + the box's measured answer latency (p50 and p95) + the crew's
travel/dispatch time; the fire is grown from its detection (or crew-drawn) start to each act time.
"""
import json
import time
from datetime import datetime, timezone

from appliance.spread.errors import SpreadInputError, check_latency, check_position, check_range
from appliance.spread.geometry import distance_m, ellipse_ring, head_position
from appliance.spread.live import answer_latency, day_codes, live_wind
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
                  inputs: dict | None = None) -> dict:
    """GeoJSON FeatureCollection: the start point, the p50 and p95 fronts and their heads."""
    lat, lon = check_position(lat, lon)
    latency_p50_s, latency_p95_s = check_latency(latency_p50_s), check_latency(latency_p95_s)
    travel_min = check_range("travel time", travel_min, 0, 24 * 60, " min")
    if start_ts > asked_ts + 60:
        raise SpreadInputError("the fire's start time is after the question time")
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
                         "area_ha": round(_ellipse_area_ha(rate, minutes), 3)}
        features.append({"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [ring]},
                         "properties": {"kind": f"front_{label}", **fronts[label]}})
        features.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": fronts[label]["head"]},
                         "properties": {"kind": f"head_{label}", "act_time": fronts[label]["act_time"]}})
    return {"type": "FeatureCollection", "features": features, "properties": {
        "model": MODEL, "rate": rate.as_dict(), "fronts": fronts,
        "start_ts": start_ts, "start_time": _iso(start_ts), "asked_ts": asked_ts, "asked_time": _iso(asked_ts),
        "travel_min": travel_min, "latency": {"p50_s": latency_p50_s, "p95_s": latency_p95_s},
        "drift_without_lookahead_m": round(drift_m(rate.head_ros_m_min, latency_p50_s), 1),
        "inputs": inputs or {}}}


def _ellipse_area_ha(rate: SpreadRate, minutes: float) -> float:
    length = (rate.head_ros_m_min + rate.back_ros_m_min) * minutes
    return 3.141592653589793 * (length / 2) * (length / 2 / max(1.0, rate.lb_ratio)) / 10000.0


def project_for_question(db: Database, config, lat: float, lon: float, *, start_ts: float | None = None,
                         asked_ts: float | None = None, travel_min: float | None = None, fuel: str | None = None,
                         slope_pct: float | None = None, aspect_deg: float | None = None,
                         wind_kmh: float | None = None, wind_from_deg: float | None = None,
                         site: str | None = None) -> dict:
    """The orchestrator's spread tool: every input from the store and config unless given."""
    lat, lon = check_position(lat, lon)
    s = config.spread
    site = site or config.site
    asked_ts = time.time() if asked_ts is None else float(asked_ts)
    start_ts = asked_ts if start_ts is None else float(start_ts)
    fuel = fuel_code(fuel or s.fuel_by_site.get(site, s.default_fuel))
    if wind_kmh is not None and wind_from_deg is not None:
        wind = {"wind_kmh": wind_kmh, "wind_from_deg": wind_from_deg, "stations": [], "source": "given"}
    else:
        wind = live_wind(db, lat, lon, max(start_ts, asked_ts), radius_km=s.station_radius_km,
                         max_age_min=s.wind_max_age_min)
        if wind is None:
            raise SpreadInputError(f"no station reported wind within {s.station_radius_km} km in the last "
                                   f"{s.wind_max_age_min} min; give the wind speed and direction")
        wind["source"] = "nearest stations"
    codes = day_codes(db, lat, lon, default_ffmc=s.default_ffmc, default_bui=s.default_bui, site=site)
    slope = s.slope_pct if slope_pct is None else slope_pct
    aspect = s.aspect_deg if aspect_deg is None else aspect_deg
    rate = rate_of_spread(fuel, wind["wind_kmh"], wind["wind_from_deg"], codes["ffmc"], codes["bui"],
                          slope_pct=slope, aspect_deg=aspect, lat=lat, lon=lon,
                          when=datetime.fromtimestamp(start_ts, tz=timezone.utc), grass_curing_pct=s.grass_curing_pct)
    latency = answer_latency(db, s.default_latency_s, s.latency_window)
    travel = s.travel_min if travel_min is None else travel_min
    inputs = {"site": site, "position": {"lat": lat, "lon": lon}, "fuel": fuel, "grass_curing_pct": s.grass_curing_pct,
              "slope_pct": slope, "aspect_deg": aspect, "wind": wind, "fire_weather": codes, "latency": latency,
              "travel_min": travel}
    return project_front(lat, lon, rate, start_ts=start_ts, asked_ts=asked_ts, latency_p50_s=latency["p50_s"],
                         latency_p95_s=latency["p95_s"], travel_min=travel, inputs=inputs)


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
