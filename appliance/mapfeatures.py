"""The map's features: stations, detections and projected fire fronts as one GeoJSON FeatureCollection.

THE one function the page's map and every export (GeoJSON, KML/KMZ, TAK data package, Cursor on
Target) draw from, so a front looks the same wherever a crew opens it:

    map_features(db, *, site=None, now=None, projections=None, detections_limit=200) -> FeatureCollection
    projection_features(projection, *, incident_id=None, projection_id=None) -> [Feature]   (one projection)

Output (RFC 7946): {"type": "FeatureCollection", "features": [...], "properties": {"generated",
"generated_ts", "site", "counts": {kind: n}}}. Coordinates are WGS84 [lon, lat] (never lat, lon);
a polygon is one closed, counter-clockwise exterior ring. Times are ISO 8601 UTC ("...Z").
Every feature's properties carry
    kind             machine name the page styles by: station | detection | origin | front | ring
    FeatureCategory  NWCG-style category. A projection is never an observed perimeter:
                     "Fire Spread Prediction" (its fronts and rings), "Fire Spread Prediction Origin" (the
                     start it was grown from), "Weather Station", "Possible Fire (colour heuristic)",
                     "Possible Smoke (colour heuristic)"
    MapMethod        "Model Projection" (fronts, rings, origin), "Drone Frame Position" (a detection sits
                     where the frame's telemetry put the drone), "Sensor Report" (a station's own position)
    Label, Comments  short text for a map label; what the feature is and is not
by kind:
    station    StationID, SiteID, ObservedDateTime, DataAge_s (on the devices' time when the box's clock is
               wrong), DataFuture_s, ClockNote, WindSpeed_kmh, WindDirection_deg (from),
               Temperature_C, RH_pct, DangerClass, FWI, DangerDay, DangerProvenance (null when unknown)
    detection  AlertID (the detection cluster's stable id, null before clustering), FrameID, SourceDevice,
               SiteID, DetectionKind (fire | smoke), ObservedDateTime, Confidence ("colour heuristic"),
               ThumbnailURL, ImageURL
    origin / front / ring (a projection)
               IncidentID, ProjectionID, IssueDateTime (when it was made), ValidDateTime (when that
               front is expected), HorizonMinutes (valid - issue), SpreadBand (low | likely | high),
               HeadDistance_m, AreaHa, GISAcres, HeadROS_m_min, SpreadToward_deg, FireType,
               HeadFireIntensity_kWm, IntensityClass (Canadian 1-6), FuelType,
               Inputs (one line: wind, codes, fuel, terrain),
               Comments "model projection, not observed, no suppression assumed".
               front = the act-time fronts (Latency "p50" | "p95": when the answer is acted on);
               ring  = the time rings (isochrones) at HorizonMinutes, one per band.
"""
import json
import time
from datetime import datetime, timezone

from appliance.fireweather.danger import station_danger
from appliance.spread.live import wind_source_words
from appliance.store.clock import DEFAULT_TOLERANCE_S, clock_disagreement, reading_age

PROJECTION_NOTE = "model projection, not observed, no suppression assumed"
HEURISTIC_NOTE = "colour heuristic on a drone frame, not a verified fire: check it"
ACRES_PER_HA = 2.4710538


def iso(ts: float | None) -> str | None:
    return None if ts is None else datetime.fromtimestamp(float(ts), tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _hhmm(ts: float | None) -> str:
    """' 15:40Z', or nothing for a front stored without its time (an older or hand-made projection)."""
    return "" if ts is None else f" {iso(ts)[11:16]}Z"


def _ccw_closed(ring: list) -> list:
    """RFC 7946: exterior rings closed and counter-clockwise (shoelace sign in lon/lat)."""
    pts = [[float(p[0]), float(p[1])] for p in ring]
    if pts and pts[0] != pts[-1]:
        pts.append(list(pts[0]))
    area2 = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:]))
    return pts[::-1] if area2 < 0 else pts


def _feature(geometry: dict, props: dict) -> dict:
    return {"type": "Feature", "geometry": geometry, "properties": props}


# --- stations ---------------------------------------------------------------------------------
def station_features(db, *, site: str | None = None, now: float | None = None,
                     clock_tolerance_s: float = DEFAULT_TOLERANCE_S) -> list[dict]:
    """Each station's latest reading. Its age is measured on the devices' time when the box's clock
    disagrees with theirs (store/clock.py: a box booted at 1970 showed ages of -56.9 years), never
    negative: a reading stamped ahead of now has DataAge_s 0 and says how far ahead in DataFuture_s."""
    now = time.time() if now is None else now
    clock = clock_disagreement(db, clock_tolerance_s, now)
    where, params = ("WHERE site = ?", [site]) if site else ("", [])
    latest = db.query(f"SELECT site, device, MAX(ts) AS ts FROM readings {where} GROUP BY site, device"
                      " ORDER BY site, device", params)
    out = []
    for row in latest:
        r = db.query("SELECT * FROM readings WHERE site = ? AND device = ? AND ts = ? LIMIT 1",
                     [row["site"], row["device"], row["ts"]])[0]
        wind = db.query("SELECT wind_kmh, wind_dir_deg, ts FROM readings WHERE site = ? AND device = ?"
                        " AND wind_kmh IS NOT NULL ORDER BY ts DESC LIMIT 1", [row["site"], row["device"]])
        wind = wind[0] if wind else {"wind_kmh": None, "wind_dir_deg": None}
        danger = station_danger(db, row["device"]) or {}   # None: no fire-weather day yet
        label = f"{row['device']}: {danger.get('danger_class', 'danger unknown')}"
        if wind["wind_kmh"] is not None:
            label += f", wind {wind['wind_kmh']:.0f} km/h" + (
                f" from {wind['wind_dir_deg']:.0f} deg" if wind["wind_dir_deg"] is not None else "")
        age = reading_age(r["ts"], now, clock)
        out.append(_feature({"type": "Point", "coordinates": [r["lon"], r["lat"]]}, {
            "kind": "station", "FeatureCategory": "Weather Station", "MapMethod": "Sensor Report",
            "StationID": row["device"], "SiteID": row["site"], "ObservedDateTime": iso(r["ts"]),
            "DataAge_s": age["age_s"], "DataFuture_s": age["future_s"],
            "ClockNote": clock["text"] if clock else None, "WindSpeed_kmh": wind["wind_kmh"],
            "WindDirection_deg": wind["wind_dir_deg"], "Temperature_C": r.get("temperature_c"),
            "RH_pct": r.get("rh_pct"), "DangerClass": danger.get("danger_class"), "FWI": danger.get("fwi"),
            "DangerDay": danger.get("day"), "DangerProvenance": danger.get("provenance"), "Label": label,
            "Comments": "station report; wind direction is where the wind comes from"}))
    return out


# --- detections -------------------------------------------------------------------------------
def detection_features(db, *, site: str | None = None, limit: int = 200) -> list[dict]:
    if not db.query("SELECT name FROM sqlite_master WHERE type='table' AND name='alerts'"):
        return []
    where, params = ("AND site = ?", [site]) if site else ("", [])
    rows = db.query("SELECT * FROM alerts WHERE lat IS NOT NULL AND lon IS NOT NULL"
                    f" AND kind IN ('fire_detection', 'smoke_detection') {where} ORDER BY ts DESC, id DESC LIMIT ?",
                    params + [int(limit)])
    out = []
    for r in rows:
        payload = json.loads(r["payload_json"] or "{}")
        what = "fire" if r["kind"] == "fire_detection" else "smoke"
        fid = r["frame_id"]
        out.append(_feature({"type": "Point", "coordinates": [r["lon"], r["lat"]]}, {
            "kind": "detection", "FeatureCategory": f"Possible {what.capitalize()} (colour heuristic)",
            "MapMethod": "Drone Frame Position", "AlertID": payload.get("alert_id"), "FrameID": fid,
            "SourceDevice": payload.get("device"), "SiteID": r["site"], "DetectionKind": what,
            "ObservedDateTime": iso(r["ts"]), "Confidence": "colour heuristic",
            "ThumbnailURL": f"/api/frames/{fid}/thumb" if fid is not None else None,
            "ImageURL": f"/api/frames/{fid}/image" if fid is not None else None,
            "Label": f"possible {what} {iso(r['ts'])[11:16]}Z", "Comments": HEURISTIC_NOTE}))
    return out


# --- projections ------------------------------------------------------------------------------
def _intensity(props: dict, rate: dict) -> dict:
    return {"HeadROS_m_min": props.get("head_ros_m_min", rate.get("head_ros_m_min")),
            "SpreadToward_deg": rate.get("spread_toward_deg"),
            "FireType": props.get("fire_type", rate.get("fire_type")),
            "HeadFireIntensity_kWm": props.get("hfi_kw_m", rate.get("hfi_kw_m")),
            "IntensityClass": props.get("intensity_class", rate.get("intensity_class")),
            "FuelType": rate.get("fuel")}


def inputs_text(p: dict) -> str:
    """One line of what a projection was made from (wind, codes, fuel, terrain), for remarks and labels."""
    i = p.get("inputs", {})
    w, fw = i.get("wind", {}), i.get("fire_weather", {})
    parts = []
    if w:
        parts.append(f"wind {w.get('wind_kmh')} km/h from {w.get('wind_from_deg')} deg ({wind_source_words(w)}"
                     + (f", spread sd {w.get('speed_sd_kmh')} km/h / {w.get('dir_sd_deg')} deg" if "speed_sd_kmh" in w else "")
                     + ")")
    if fw:
        parts.append(f"FFMC {fw.get('ffmc')} BUI {fw.get('bui')} ({fw.get('station') or fw.get('source')}"
                     + (f" {fw['day']}" if fw.get("day") else "") + ")")
    if i.get("fuel"):
        parts.append(f"fuel {i['fuel']}, slope {i.get('slope_pct')} %, aspect {i.get('aspect_deg')} deg")
    return "; ".join(parts) or "inputs not recorded"


def projection_features(projection: dict, *, incident_id: str | None = None,
                        projection_id: int | None = None) -> list[dict]:
    """A spread projection (appliance.spread) as map features: origin, act-time fronts, time rings."""
    p = projection.get("properties", {})
    rate = p.get("rate", {})
    issue_ts = p.get("asked_ts", p.get("start_ts"))
    common = {"FeatureCategory": "Fire Spread Prediction", "MapMethod": "Model Projection",
              "IncidentID": incident_id or p.get("incident_id") or p.get("inputs", {}).get("site"),
              "ProjectionID": projection_id if projection_id is not None else p.get("projection_id"),
              "IssueDateTime": iso(issue_ts), "Inputs": inputs_text(p), "Comments": PROJECTION_NOTE}
    out = []
    for f in projection.get("features", []):
        fp, geom = f.get("properties", {}), f.get("geometry", {})
        kind = fp.get("kind", "")
        if kind == "start":
            out.append(_feature({"type": "Point", "coordinates": list(geom["coordinates"])}, {
                "kind": "origin", **common, "FeatureCategory": "Fire Spread Prediction Origin",
                "ValidDateTime": iso(fp.get("ts", p.get("start_ts"))), "Label": "projection start"}))
            continue
        if kind.startswith("front_"):
            valid_ts, band, latency = fp.get("act_ts"), "likely", kind.split("_", 1)[1]
            label = f"PROJ act time ({latency}){_hhmm(valid_ts)}"
            extra = {"Latency": latency}
        elif kind == "ring":
            valid_ts, band, extra = fp.get("valid_ts"), fp.get("band", "likely"), {}
            minutes = fp.get("minutes")
            label = f"PROJ +{minutes:g} min{_hhmm(valid_ts)} {band}" if minutes is not None else f"PROJ{_hhmm(valid_ts)} {band}"
        else:
            continue
        area = fp.get("area_ha")
        out.append(_feature({"type": "Polygon", "coordinates": [_ccw_closed(geom["coordinates"][0])]}, {
            "kind": "front" if kind.startswith("front_") else "ring", **common, "ValidDateTime": iso(valid_ts),
            "HorizonMinutes": None if issue_ts is None or valid_ts is None else round((valid_ts - issue_ts) / 60.0, 1),
            "SpreadBand": band, "HeadDistance_m": fp.get("head_distance_m"), "AreaHa": area,
            "GISAcres": None if area is None else round(area * ACRES_PER_HA, 3), **_intensity(fp, rate),
            **extra, "Label": label}))
    return out


def stored_projections(db, *, site: str | None = None, scan: int = 50) -> list[dict]:
    """The newest stored projection of each incident among the last `scan` (a re-projection replaces)."""
    rows = db.query("SELECT id, site, geojson FROM spread_projections" + (" WHERE site = ?" if site else "")
                    + " ORDER BY id DESC LIMIT ?", ([site] if site else []) + [int(scan)])
    ended = _withdrawn_incidents(db)
    seen, out = set(), []
    for r in rows:
        projection = json.loads(r["geojson"])
        props = projection.setdefault("properties", {})
        incident = props.get("incident_id") or r["site"]
        if incident in seen or incident in ended:
            continue
        seen.add(incident)
        props.update(projection_id=r["id"], incident_id=incident)
        out.append(projection)
    return out


def _withdrawn_incidents(db) -> set:
    """Incidents whose alert ended: their projections are withdrawn (appliance.alerts.clusters)."""
    if not db.query("SELECT name FROM sqlite_master WHERE type='table' AND name='alert_clusters'"):
        return set()
    return {r["id"] for r in db.query("SELECT id FROM alert_clusters WHERE state = 'ended'")}


def map_features(db, *, site: str | None = None, now: float | None = None, projections: list[dict] | None = None,
                 detections_limit: int = 200) -> dict:
    """Stations, detections and projected fronts as one RFC 7946 FeatureCollection (see the module doc).

    `projections` draws the given projections instead of the stored ones (e.g. a fresh answer's)."""
    now = time.time() if now is None else float(now)
    features = station_features(db, site=site, now=now) + detection_features(db, site=site, limit=detections_limit)
    for projection in (stored_projections(db, site=site) if projections is None else projections):
        features += projection_features(projection)
    counts: dict[str, int] = {}
    for f in features:
        counts[f["properties"]["kind"]] = counts.get(f["properties"]["kind"], 0) + 1
    return {"type": "FeatureCollection", "features": features,
            "properties": {"generated": iso(now), "generated_ts": now, "site": site, "counts": counts}}
