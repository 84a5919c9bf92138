"""What the page's map and Live tab draw, as one GeoJSON FeatureCollection: each station's latest
reading with its wind and danger, the detections, and the latest projected front with time rings.

Until the field-tools helper's appliance.mapfeatures lands this is the page's own builder; the
feature properties follow the answer contract's card fields so both read the same.
"""
import json
import time

from appliance.store.readings import latest_readings

RING_MINUTES = (15, 30, 60, 120, 240, 480)


def station_danger(db, device: str) -> dict | None:
    """The contract's station_danger when the danger part is installed, else the stored daily codes."""
    try:
        from appliance.fireweather.danger import station_danger as contract_danger
    except ImportError:
        contract_danger = None
    if contract_danger is not None:
        try:
            return contract_danger(db, device)
        except (LookupError, ValueError):
            return None
    from appliance.fireweather import compute_daily_codes, latest_fire_weather
    compute_daily_codes(db)
    row = next((r for r in latest_fire_weather(db) if r.get("device") == device), None)
    if row is None:
        return None
    return {"station": device, "site": row.get("site"), "day": row.get("day"), "fwi": row.get("fwi"),
            "isi": row.get("isi"), "bui": row.get("bui"), "ffmc": row.get("ffmc"), "dmc": row.get("dmc"),
            "dc": row.get("dc"), "danger_class": row.get("danger_class") or row.get("class"),
            "provenance": row.get("provenance") or "computed by the box"}


def _extra(row: dict) -> dict:
    try:
        extra = json.loads(row.get("extra_json") or "{}")
    except (TypeError, ValueError):
        return {}
    return extra if isinstance(extra, dict) else {}


def station_features(db, now: float) -> list[dict]:
    out = []
    for r in latest_readings(db):
        danger = station_danger(db, r["device"]) or {}
        extra = _extra(r)
        out.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]},
                    "properties": {"kind": "station", "device": r["device"], "site": r["site"], "ts": r["ts"],
                                   "age_s": round(now - r["ts"], 1), "temperature_c": r.get("temperature_c"),
                                   "rh_pct": r.get("rh_pct"), "wind_kmh": r.get("wind_kmh"),
                                   "wind_dir_deg": r.get("wind_dir_deg"), "rain_mm": r.get("rain_mm"),
                                   "danger_class": danger.get("danger_class"), "fwi": danger.get("fwi"),
                                   "danger_day": danger.get("day"), "danger_provenance": danger.get("provenance"),
                                   "replay_of": extra.get("replay_of")}})
    return out


def detection_features(db, limit: int = 50) -> list[dict]:
    if not db.scalar("SELECT 1 FROM sqlite_master WHERE name = 'alerts'"):
        return []
    rows = db.query("SELECT a.id, a.ts, a.kind, a.summary, a.frame_id, a.lat, a.lon, f.device FROM alerts a"
                    " LEFT JOIN frames f ON f.id = a.frame_id WHERE a.lat IS NOT NULL AND a.lon IS NOT NULL"
                    f" ORDER BY a.ts DESC, a.id DESC LIMIT {int(limit)}")
    return [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]},
             "properties": {"kind": "detection", "alert_id": r["id"], "ts": r["ts"], "cue": r["kind"].split("_")[0],
                            "summary": r["summary"], "frame_id": r["frame_id"], "device": r["device"]}} for r in rows]


def time_rings(projection: dict) -> list[dict]:
    """Where the same ellipse stands 15 min, 30 min, 1 h ... after the start (up to the p95 front)."""
    from appliance.spread.geometry import ellipse_ring
    p = projection.get("properties") or {}
    rate, fronts = p.get("rate") or {}, p.get("fronts") or {}
    start = next((f for f in projection.get("features", []) if (f.get("properties") or {}).get("kind") == "start"), None)
    limit = (fronts.get("p95") or {}).get("minutes_grown") or 0
    if start is None or not rate.get("head_ros_m_min"):
        return []
    lon, lat = start["geometry"]["coordinates"][:2]
    return [{"type": "Feature", "properties": {"kind": "time_ring", "minutes": m},
             "geometry": {"type": "Polygon", "coordinates": [ellipse_ring(
                 lat, lon, rate["head_ros_m_min"], rate.get("back_ros_m_min", 0.0), rate.get("lb_ratio", 1.0),
                 rate.get("spread_toward_deg", 0.0), m)]}} for m in RING_MINUTES if m < limit]


def front_features(projection: dict | None) -> list[dict]:
    if not projection:
        return []
    feats = [f for f in projection.get("features", []) if isinstance(f, dict)]
    props = projection.get("properties") or {}
    summary = {"projection_id": props.get("projection_id"), "start_ts": props.get("start_ts"),
               "head_ros_m_min": (props.get("rate") or {}).get("head_ros_m_min"),
               "direction_deg": (props.get("rate") or {}).get("spread_toward_deg")}
    return [{**f, "properties": {**summary, **(f.get("properties") or {})}} for f in feats] + time_rings(projection)


def map_features(db, config, now: float | None = None) -> dict:
    now = time.time() if now is None else now
    try:
        from appliance.spread import latest_projection
        projection = latest_projection(db, config.site)
    except ImportError:   # the spread part is not installed: no fronts
        projection = None
    return {"type": "FeatureCollection", "properties": {"generated_ts": now},
            "features": station_features(db, now) + detection_features(db) + front_features(projection)}
