"""Look at each new frame once; a fire- or smoke-coloured region makes a detection, grouped into an
alert (clusters.py: new / update per cooldown / end) with a projected front. The cues are a colour
heuristic, so every message says so and names its evidence."""
import json
import time
from pathlib import Path

from appliance.alerts import clusters
from appliance.spread import SpreadInputError, project_for_question, save_projection
from appliance.store.db import Database
from appliance.store.media import decode_reduced, header_size
from appliance.store.worker import PollingWorker
from appliance.vision import CUE_SIDE, observe_frame

# A detection needs more than the cue tool's noise floor: at least this share of the frame.
MIN_FIRE_FRACTION = 0.005
MIN_SMOKE_FRACTION = 0.02


def _classify(cues: dict) -> str | None:
    if cues.get("hot_spots") and cues["hot_spots"]["regions"]:
        return "fire_detection"
    fire, smoke, haze = cues.get("fire"), cues.get("smoke"), cues.get("haze")
    if fire and fire["fraction"] >= MIN_FIRE_FRACTION:
        return "fire_detection"
    if smoke and smoke["fraction"] >= MIN_SMOKE_FRACTION and not (haze and haze["frame_wide"]):
        return "smoke_detection"
    return None


def _record(db: Database, frame_id: int, outcome: str) -> None:
    with db.conn:
        db.conn.execute("INSERT OR REPLACE INTO frame_checks(frame_id, checked_at, outcome) VALUES (?,?,?)",
                        (frame_id, time.time(), outcome))


def check_frame(db: Database, config, frame: dict, publish=None, now: float | None = None) -> dict | None:
    """Check one frame row; returns the detection it made (with the alert event it raised, if any)."""
    # A reduced decode (longest side CUE_SIDE, within the process-wide decode budget): a 6000x6000
    # PNG decoded whole in colour is 108 MB, and this worker runs beside the embedder and the page.
    try:
        data = (Path(config.frames_dir) / frame["path"]).read_bytes()
    except OSError:   # deleted by retention, or the disk failed
        data = b""
    image = decode_reduced(data, CUE_SIDE)
    if image is None:
        _record(db, frame["id"], "unreadable")
        return None
    try:
        cues = observe_frame(image, getattr(config, "vision", None), full_size=header_size(data)[1:])
    except Exception:  # one odd frame must not stop the worker from looking at the frames after it
        _record(db, frame["id"], "error")
        return None
    kind = _classify(cues)
    if kind is None:
        _record(db, frame["id"], "nothing")
        return None
    if frame.get("lat") is None or frame.get("lon") is None:
        _record(db, frame["id"], "no_position")
        return None
    detection = {"type": kind, "kind": kind, "site": frame["site"], "device": frame["device"], "frame_id": frame["id"],
                 "ts": frame["ts"], "lat": frame["lat"], "lon": frame["lon"],
                 "summary": f"{cues['summary']} in frame {frame['id']} from {frame['device']}", "heuristic": True}
    event, before, cluster = clusters.assign(db, config.alerts, detection, now)
    projection, projection_id, error = None, cluster["projection_id"], None
    if event is not None:   # inside the cooldown the last projection stands: no new front, no message
        try:
            projection = project_for_question(db, config, frame["lat"], frame["lon"], start_ts=frame["ts"],
                                              asked_ts=now, site=frame["site"], incident_id=cluster["id"])
            projection_id = save_projection(db, projection, frame["site"])
            clusters.set_projection(db, cluster["id"], projection_id)
            cluster = {**cluster, "projection_id": projection_id}
        except SpreadInputError as exc:
            error = str(exc)
        except Exception as exc:  # the detection still goes out; the missing front is named in it
            error = f"projection failed: {type(exc).__name__}: {exc}"[:300]
    message = clusters.event_payload(event, before, cluster, projection, error) if event else None
    record = {**detection, "alert_id": cluster["id"], "event": event, "projection_id": projection_id,
              "projection_error": error}
    with db.conn:
        db.conn.execute(
            "INSERT INTO alerts(site, ts, kind, summary, frame_id, lat, lon, projection_id, projection_error,"
            " payload_json, published_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (frame["site"], frame["ts"], kind, detection["summary"], frame["id"], frame["lat"], frame["lon"],
             projection_id, error, json.dumps({**record, "published": message}, default=str),
             time.time() if (publish and message) else None))
        db.conn.execute("INSERT OR REPLACE INTO frame_checks(frame_id, checked_at, outcome) VALUES (?,?,?)",
                        (frame["id"], time.time(), "detection"))
    if publish is not None and message is not None:
        publish(frame["site"], message)
    return {**record, "message": message}


def check_new_frames(db: Database, config, publish=None, limit: int = 16, now: float | None = None) -> list[dict]:
    """End quiet alerts (publishing `end`), then look at up to `limit` new frames."""
    for before, after in clusters.end_quiet(db, config.alerts, now):
        if publish is not None:
            publish(after["site"], clusters.event_payload("end", before, after))
    frames = db.query("SELECT f.* FROM frames f LEFT JOIN frame_checks c ON c.frame_id = f.id"
                      " WHERE c.frame_id IS NULL ORDER BY f.id LIMIT ?", [limit])
    return [a for a in (check_frame(db, config, f, publish, now) for f in frames) if a]


class DetectionWorker(PollingWorker):
    """Runs check_new_frames behind ingest; `publish(site, payload)` sends an alert."""

    def __init__(self, db_path, config, publish=None, interval_s: float = 0.5, log=print):
        super().__init__("detection-worker", db_path, lambda db: len(check_new_frames(db, config, publish)),
                         interval_s, log)

    @property
    def alerts(self) -> int:
        return self.handled
