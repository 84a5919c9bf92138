"""The incident picture as map features, in the shape appliance.mapfeatures gives the box's own map, so the
same exports (GeoJSON, KML/KMZ, TAK data package: appliance.mapexport) and the same Cursor on Target
events (appliance.tak) carry every engine's stations, detections and projected fronts.

Every feature keeps the properties its kind has on the box's own map, with `SiteID` the engine it came
from, `ReportedBy` the same site in words for a map label, and its `Label` starting with the site, so a
crew opening the KML or the TAK package sees whose product each is. Stations' ages are counted against
`now` from the engine's own times, as the picture counts them; fronts of ended alerts are left out
(withdrawn), as the box's own map leaves them out.
"""
import time

from appliance.mapfeatures import HEURISTIC_NOTE, iso, projection_features


def _num(value) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _point(lat, lon) -> dict | None:
    lat, lon = _num(lat), _num(lon)
    if lat is None or lon is None or not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    return {"type": "Point", "coordinates": [lon, lat]}


def _station(site: str, st: dict, now: float, link: str) -> dict | None:
    geom = _point(st.get("lat"), st.get("lon"))
    if geom is None:
        return None
    age, at = _num(st.get("data_age_s")), _num(st.get("at"))
    observed = None if age is None or at is None else at - max(0.0, age)
    danger, fwi, wind = st.get("danger_class"), _num(st.get("fwi")), _num(st.get("wind_kmh"))
    label = f"{site} {st.get('station')}: {danger or 'danger unknown'}" + ("" if wind is None else f", wind {wind:.0f} km/h")
    return {"type": "Feature", "geometry": geom, "properties": {
        "kind": "station", "FeatureCategory": "Weather Station", "MapMethod": "Sensor Report",
        "StationID": str(st.get("station")), "SiteID": site, "ReportedBy": site, "LinkState": link,
        "ObservedDateTime": iso(observed), "DataAge_s": None if observed is None else round(max(0.0, now - observed), 1),
        "WindSpeed_kmh": wind, "WindDirection_deg": _num(st.get("wind_from_deg")), "Temperature_C": None, "RH_pct": None,
        "DangerClass": danger, "FWI": fwi, "DangerDay": st.get("danger_day"), "DangerProvenance": st.get("danger_provenance"),
        "Label": label, "Comments": f"station report from {site}, through the incident picture; wind direction is where "
                                    "the wind comes from"}}


def _detection(site: str, alert_id, frame_id, kind, ts, lat, lon) -> dict | None:
    geom, ts = _point(lat, lon), _num(ts)
    if geom is None or ts is None:
        return None
    what = "smoke" if "smoke" in str(kind) else "fire"
    return {"type": "Feature", "geometry": geom, "properties": {
        "kind": "detection", "FeatureCategory": f"Possible {what.capitalize()} (colour heuristic)",
        "MapMethod": "Drone Frame Position", "AlertID": alert_id, "FrameID": frame_id, "SourceDevice": None,
        "SiteID": site, "ReportedBy": site, "DetectionKind": what, "ObservedDateTime": iso(ts),
        "Confidence": "colour heuristic", "ThumbnailURL": None, "ImageURL": None,
        "Label": f"{site}: possible {what} {iso(ts)[11:16]}Z", "Comments": f"{HEURISTIC_NOTE} (reported by {site})"}}


def site_features(view: dict, now: float) -> list[dict]:
    site, link = view["site"], view.get("link") or "unknown"
    out = [f for st in view.get("stations", []) if (f := _station(site, st, now, link))]
    alerts = {str(a.get("id")): a for a in view.get("alerts", [])}
    seen = set()
    for d in view.get("detections", []):
        if f := _detection(site, d.get("alert_id"), d.get("frame_id"), d.get("kind"), d.get("ts"), d.get("lat"), d.get("lon")):
            out.append(f)
            seen.add(str(d.get("alert_id")))
    for aid, a in alerts.items():
        after = a.get("after") if isinstance(a.get("after"), dict) else {}
        ended = a.get("type") == "end" or after.get("state") == "ended"
        if aid not in seen and not ended:    # an open alert whose detection messages are not in the picture (yet)
            if f := _detection(site, aid, None, a.get("kind"), after.get("last_ts"), after.get("lat"), after.get("lon")):
                out.append(f)
    for front in view.get("fronts", []):
        aid = str(front.get("alert_id"))
        a = alerts.get(aid) or {}
        if a.get("type") == "end" or not isinstance(front.get("projection"), dict):
            continue
        try:
            shapes = projection_features(front["projection"], incident_id=aid)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            continue     # a malformed front from one engine must not stop every site's export
        # A ring sent without its times still says its minutes ahead: keep them (KML orders rings by them).
        raw = [x.get("properties") or {} for x in front["projection"].get("features", []) if isinstance(x, dict)
               and ((x.get("properties") or {}).get("kind") == "ring" or str((x.get("properties") or {}).get("kind", "")).startswith("front_"))]
        for f, fp in zip([f for f in shapes if f["properties"]["kind"] in ("front", "ring")], raw):
            if f["properties"].get("HorizonMinutes") is None and _num(fp.get("minutes")) is not None:
                f["properties"]["HorizonMinutes"] = _num(fp.get("minutes"))
        for f in shapes:
            p = f["properties"]
            p.update(SiteID=site, ReportedBy=site, Label=f"{site}: {p.get('Label', '')}".strip())
            out.append(f)
    return out


def picture_features(picture: dict, now: float | None = None) -> dict:
    """Every site's features as one RFC 7946 FeatureCollection (appliance.mapfeatures' shape and properties)."""
    now = time.time() if now is None else float(now)
    features = [f for view in picture.get("sites", []) for f in site_features(view, now)]
    counts: dict[str, int] = {}
    for f in features:
        counts[f["properties"]["kind"]] = counts.get(f["properties"]["kind"], 0) + 1
    return {"type": "FeatureCollection", "features": features,
            "properties": {"generated": iso(now), "generated_ts": now, "site": f"incident {picture.get('incident') or ''}".strip(),
                           "incident": picture.get("incident"), "sites": [s["site"] for s in picture.get("sites", [])],
                           "counts": counts}}


def with_incident_picture(fc: dict, config, now: float | None = None) -> dict:
    """The box's own map features plus every other site's from the picture the command post holds (the
    command post's own site is on its own map already); the box's own map unchanged anywhere else."""
    from appliance.fleet.picture_file import NoPicture, read_picture

    if config.fleet.role != "command_post":
        return fc
    try:
        picture = read_picture(config)
    except NoPicture:
        return fc
    extra = [f for f in picture_features(picture, now)["features"] if f["properties"]["SiteID"] != config.site]
    counts = dict(fc.get("properties", {}).get("counts") or {})
    for f in extra:
        counts[f["properties"]["kind"]] = counts.get(f["properties"]["kind"], 0) + 1
    return {**fc, "features": list(fc["features"]) + extra,
            "properties": {**fc.get("properties", {}), "counts": counts, "incident": picture.get("incident")}}
