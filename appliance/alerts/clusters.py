"""Detections grouped into alerts: one alert per fire, not one per frame (a drone circling a fire
sends a frame every few seconds). Events follow the convention Frigate's users know: `new` when a
cluster opens, at most one `update` per cooldown while detections keep coming (the ones in between
are counted into it), `end` when nothing was seen for `end_after_s` (its projection is withdrawn).

A detection joins the open cluster of its site whose latest position is within `cluster_radius_m`.
The cluster's id ("<site>-<first frame id>") is the alert's stable id and the projection's incident.
Cooldown and end run on the box's clock (`now`), clustering on positions.
"""
import json
import time

from appliance.spread.geometry import distance_m

STATE_KEYS = ("id", "site", "kind", "state", "lat", "lon", "first_ts", "last_ts", "detections", "frame_id", "device",
              "projection_id", "summary")


def _state(row: dict | None) -> dict | None:
    return None if row is None else {k: row[k] for k in STATE_KEYS}


def _open_near(db, site: str, lat: float, lon: float, radius_m: float) -> dict | None:
    best = None
    for row in db.query("SELECT * FROM alert_clusters WHERE site = ? AND state = 'open'", [site]):
        d = distance_m(lat, lon, row["lat"], row["lon"])
        if d <= radius_m and (best is None or d < best[0]):
            best = (d, row)
    return best[1] if best else None


def assign(db, cfg, detection: dict, now: float | None = None) -> tuple[str | None, dict | None, dict]:
    """Put one detection {site, kind, frame_id, ts, lat, lon, device, summary} into a cluster.

    Returns (event, before, cluster row): event "new" / "update", or None inside the cooldown."""
    now = time.time() if now is None else now
    d = detection
    row = _open_near(db, d["site"], d["lat"], d["lon"], cfg.cluster_radius_m)
    with db.conn:
        if row is None:
            cid = f"{d['site']}-{d['frame_id']}"
            db.conn.execute(
                "INSERT OR REPLACE INTO alert_clusters(id, site, kind, state, lat, lon, first_ts, last_ts, detections,"
                " sent_detections, last_sent_at, last_seen_at, frame_id, device, summary)"
                " VALUES (?,?,?,'open',?,?,?,?,1,1,?,?,?,?,?)",
                (cid, d["site"], d["kind"], d["lat"], d["lon"], d["ts"], d["ts"], now, now, d["frame_id"], d["device"],
                 d["summary"]))
            return "new", None, db.query("SELECT * FROM alert_clusters WHERE id = ?", [cid])[0]
        kind = "fire_detection" if "fire_detection" in (row["kind"], d["kind"]) else "smoke_detection"
        due = now - row["last_sent_at"] >= cfg.cooldown_s or kind != row["kind"]   # smoke turning to fire is news
        db.conn.execute(
            "UPDATE alert_clusters SET kind = ?, lat = ?, lon = ?, last_ts = MAX(last_ts, ?), detections = detections + 1,"
            " last_seen_at = ?, frame_id = ?, device = ?, summary = ?"
            + (", sent_detections = detections + 1, last_sent_at = ?" if due else "") + " WHERE id = ?",
            (kind, d["lat"], d["lon"], d["ts"], now, d["frame_id"], d["device"], d["summary"])
            + ((now,) if due else ()) + (row["id"],))
    return ("update" if due else None), row, db.query("SELECT * FROM alert_clusters WHERE id = ?", [row["id"]])[0]


def set_projection(db, cluster_id: str, projection_id: int | None) -> None:
    with db.conn:
        db.conn.execute("UPDATE alert_clusters SET projection_id = ? WHERE id = ?", (projection_id, cluster_id))


def end_quiet(db, cfg, now: float | None = None) -> list[tuple[dict, dict]]:
    """End the clusters with no detection for end_after_s; returns (before, after) rows of each."""
    now = time.time() if now is None else now
    out = []
    for row in db.query("SELECT * FROM alert_clusters WHERE state = 'open' AND last_seen_at <= ?",
                        [now - cfg.end_after_s]):
        with db.conn:
            db.conn.execute("UPDATE alert_clusters SET state = 'ended', sent_detections = detections, last_sent_at = ?"
                            " WHERE id = ?", (now, row["id"]))
        out.append((row, db.query("SELECT * FROM alert_clusters WHERE id = ?", [row["id"]])[0]))
    return out


def event_payload(event: str, before: dict | None, after: dict, projection: dict | None = None,
                  projection_error: str | None = None) -> dict:
    """The message on the alerts topic: {type: new|update|end, id, before, after} (Frigate's shape)."""
    what = "fire" if after["kind"] == "fire_detection" else "smoke"
    after_state = {**_state(after), "projection": projection, "projection_error": projection_error,
                   "projection_withdrawn": event == "end"}
    return {"type": event, "id": after["id"], "site": after["site"], "kind": after["kind"], "heuristic": True,
            "summary": f"possible {what} (colour heuristic, unverified): {after['detections']} detection(s) since "
                       f"{time.strftime('%H:%M:%SZ', time.gmtime(after['first_ts']))}"
                       + (", ended" if event == "end" else ""),
            "before": _state(before), "after": json.loads(json.dumps(after_state, default=str))}
