"""The live view: each station's latest reading, recent frames (served by id), alerts, map points.

Frames are served only by their database id; the stored relative path is resolved under the
frames directory and refused if it points anywhere else, so no request can name a file.
"""
import json
import threading
import time
from collections import OrderedDict
from pathlib import Path

import cv2
from flask import Blueprint, Response, current_app, jsonify, send_file

from appliance.fireweather.danger import station_danger
from appliance.spread.live import wind_source_words
from appliance.store.clock import clock_disagreement, reading_age, tolerance_of
from appliance.store.media import decode_reduced, header_size
from appliance.store.readings import latest_readings
from appliance.web.views import cue_boxes

bp = Blueprint("web_live", __name__)
THUMB_PX = 320
_thumbs: OrderedDict = OrderedDict()
_cues: OrderedDict = OrderedDict()
_thumbs_lock = threading.Lock()


def _box():
    return current_app.extensions["appliance"]["box"]


def table_exists(db, name: str) -> bool:
    return bool(db.scalar("SELECT 1 FROM sqlite_master WHERE type IN ('table','view') AND name = ?", [name]))


def frame_cues(frame_id: int) -> list[dict]:
    """Visual cue boxes (heuristic fire / smoke / hot-spot regions, appliance.vision) as 0..1 fractions."""
    with _thumbs_lock:
        if frame_id in _cues:
            return _cues[frame_id]
    boxes: list[dict] = []
    found = frame_file(frame_id)
    try:
        from appliance.vision import CUE_SIDE, observe_frame
    except ImportError:   # the vision part is not installed: frames show without boxes
        found = None
    data = found[0].read_bytes() if found else b""   # reduced decode: a 6000x6000 frame is 108 MB whole
    img = decode_reduced(data, CUE_SIDE) if found else None
    if img is not None:
        boxes = cue_boxes(observe_frame(img, getattr(_box().config, "vision", None), full_size=header_size(data)[1:]))
    with _thumbs_lock:
        _cues[frame_id] = boxes
        while len(_cues) > 256:
            _cues.popitem(last=False)
    return boxes


def recent_alerts(db, limit: int = 10) -> list[dict]:
    """Newest first, with the drone that saw it (the frame's device) for the crew's line."""
    if not table_exists(db, "alerts"):
        return []
    rows = db.query("SELECT a.id, a.site, a.ts, a.kind, a.summary, a.frame_id, a.lat, a.lon, a.projection_id,"
                    " a.projection_error, a.published_at, f.device, p.geojson AS projection FROM alerts a"
                    " LEFT JOIN frames f ON f.id = a.frame_id LEFT JOIN spread_projections p ON p.id = a.projection_id"
                    f" ORDER BY a.ts DESC, a.id DESC LIMIT {int(limit)}")
    for r in rows:   # which station's wind the front used, and how old it was (the one rule's words)
        projection = json.loads(r.pop("projection") or "null")
        wind = ((projection or {}).get("properties") or {}).get("inputs", {}).get("wind")
        r["wind_words"] = wind_source_words(wind) if wind else None
    return rows


@bp.get("/api/latest")
def latest():
    return jsonify(readings=latest_readings(_box().db))


@bp.get("/api/live")
def live():
    """Each station's latest reading with its danger, age and replay origin; recent frames; alerts."""
    db = _box().db
    now = time.time()
    clock = clock_disagreement(db, tolerance_of(_box().config), now)
    readings = latest_readings(db)
    for r in readings:
        r.pop("embedded", None)
        extra = json.loads(r.pop("extra_json") or "{}") if isinstance(r.get("extra_json"), str) else {}
        r["recorded"] = {k: v for k, v in extra.items() if isinstance(v, (int, float, str))}
        r["replay_of"] = extra.get("replay_of")
        r.update(reading_age(r["ts"], now, clock))   # on the devices' time; never negative (future_s says so)
        r["danger"] = station_danger(db, r["device"])   # the one danger figure (Ask and show give the same)
    frames = db.query("SELECT id, site, device, ts, width, height, lat, lon, heading_deg FROM frames"
                      " ORDER BY ts DESC, id DESC LIMIT 8")
    for f in frames:
        f["thumb_url"], f["image_url"] = f"/api/frames/{f['id']}/thumb", f"/api/frames/{f['id']}/image"
        f["cues"] = frame_cues(f["id"])
    return jsonify(readings=readings, frames=frames, alerts=recent_alerts(db), now=now,
                   stale_after_s=stale_after_s(_box().config))


def stale_after_s(config) -> float:
    """The answers' staleness limit (answers.stale_after_s) when configured, else 3 h."""
    answers = getattr(config, "answers", None)
    return float(getattr(answers, "stale_after_s", None) or 3 * 3600)


def frame_file(frame_id: int) -> tuple[Path, str] | None:
    box = _box()
    rows = box.db.query("SELECT path, media_type FROM frames WHERE id = ?", [frame_id])
    if not rows:
        return None
    root = Path(box.config.frames_dir).resolve()
    path = (root / rows[0]["path"]).resolve()
    if not path.is_relative_to(root) or not path.is_file():
        return None
    media = rows[0]["media_type"] if rows[0]["media_type"] in ("image/jpeg", "image/png") else "application/octet-stream"
    return path, media


@bp.get("/api/frames/<int:frame_id>/image")
def frame_image(frame_id: int):
    found = frame_file(frame_id)
    if found is None:
        return jsonify(error="no such frame"), 404
    return send_file(found[0], mimetype=found[1], max_age=3600)


@bp.get("/api/frames/<int:frame_id>/thumb")
def frame_thumb(frame_id: int):
    found = frame_file(frame_id)
    if found is None:
        return jsonify(error="no such frame"), 404
    key = (str(found[0]), found[0].stat().st_mtime)
    with _thumbs_lock:
        data = _thumbs.get(key)
    if data is None:
        img = decode_reduced(found[0].read_bytes(), THUMB_PX)   # never the whole frame in memory
        if img is None:
            return jsonify(error="frame file unreadable"), 404
        scale = THUMB_PX / max(img.shape[:2])
        if scale < 1:
            img = cv2.resize(img, (int(img.shape[1] * scale), int(img.shape[0] * scale)), interpolation=cv2.INTER_AREA)
        data = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 80])[1].tobytes()
        with _thumbs_lock:
            _thumbs[key] = data
            while len(_thumbs) > 256:
                _thumbs.popitem(last=False)
    return Response(data, mimetype="image/jpeg", headers={"Cache-Control": "private, max-age=3600"})
