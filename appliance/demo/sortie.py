"""A scripted drone sortie for the demo: telemetry and frames drawn with OpenCV, one with fire.

Nothing here is a photograph. Each frame is a seeded field of greens and browns seen from above
(deterministic: the same index gives the same picture), stamped SYNTHETIC, with a JPEG comment
that says so; frame FIRE_INDEX adds a flame and a smoke plume where the drone is at that moment.
The sortie flies north-east from the Sidi-Bel Abbes station on the last recorded day, minutes
after the station's noon reading, so a detection has that station's wind and codes to project with.
"""
import math
from datetime import datetime, timezone

import cv2
import numpy as np

DRONE = "demo-uav"
START_TS = datetime(2012, 9, 30, 11, 20, tzinfo=timezone.utc).timestamp()   # 12:20 local (UTC+1)
START = (35.1899, -0.6308)        # the Sidi-Bel Abbes station
HEADING_DEG, SPEED_MS, ALT_M, FOV_DEG = 45.0, 10.0, 600.0, 70.0
FRAMES, FRAME_EVERY_S, TELEMETRY_EVERY_S = 8, 60, 15
FIRE_INDEX = 5                    # the sixth frame (ts START_TS + 300 s) shows a fire
SIZE = (640, 480)
COMMENT = b"SYNTHETIC demo frame drawn by appliance demo seed (OpenCV); not a photograph"


def position(ts: float) -> tuple[float, float]:
    """The drone's (lat, lon) at `ts`: a straight line from START at HEADING_DEG and SPEED_MS."""
    d = max(0.0, ts - START_TS) * SPEED_MS
    north, east = d * math.cos(math.radians(HEADING_DEG)), d * math.sin(math.radians(HEADING_DEG))
    lat = START[0] + north / 111_320.0
    lon = START[1] + east / (111_320.0 * math.cos(math.radians(START[0])))
    return round(lat, 6), round(lon, 6)


def telemetry() -> list[dict]:
    """Position fixes every TELEMETRY_EVERY_S over the sortie, numbered from 1."""
    n = (FRAMES - 1) * FRAME_EVERY_S // TELEMETRY_EVERY_S + 1
    out = []
    for i in range(n):
        ts = START_TS + i * TELEMETRY_EVERY_S
        lat, lon = position(ts)
        out.append({"ts": ts, "seq": i + 1, "lat": lat, "lon": lon, "alt_m": ALT_M, "heading_deg": HEADING_DEG,
                    "fov_deg": FOV_DEG})
    return out


def _terrain(index: int) -> np.ndarray:
    """Fields of dry grass and scrub from above: hue 20-55, saturation >= 90, value <= 150, so no
    pixel is fire-coloured (bright) or smoke-grey (unsaturated)."""
    rng = np.random.default_rng(1000 + index)
    w, h = SIZE
    field = cv2.resize(rng.random((6, 8)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC)
    field = np.clip(field, 0, 1)
    hsv = np.empty((h, w, 3), np.uint8)
    hsv[..., 0] = (20 + 35 * field).astype(np.uint8)
    hsv[..., 1] = (90 + 70 * (1 - field)).astype(np.uint8)
    hsv[..., 2] = (80 + 70 * field).astype(np.uint8)
    img = cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)
    y = int(rng.integers(60, h - 60))
    cv2.line(img, (0, y), (w, y + int(rng.integers(-80, 80))), (30, 40, 45), 6)   # a track, dark
    return img


def _fire(img: np.ndarray) -> None:
    """A flame front (orange with a yellow core) and a grey plume drifting with the wind."""
    cx, cy = SIZE[0] // 2, SIZE[1] // 2
    cv2.ellipse(img, (cx + 60, cy - 70), (110, 45), -30, 0, 360, (150, 150, 150), -1)   # smoke, grey
    cv2.ellipse(img, (cx, cy), (48, 26), 15, 0, 360, (0, 110, 255), -1)                # flames, orange
    cv2.ellipse(img, (cx, cy), (24, 12), 15, 0, 360, (0, 220, 255), -1)                # core, yellow


def frame(index: int) -> dict:
    """{"jpeg": bytes, "properties": MQTT 5 user properties, "fire": bool} for frame `index`."""
    img = _terrain(index)
    fire = index == FIRE_INDEX
    if fire:
        _fire(img)
    cv2.putText(img, "SYNTHETIC", (10, 24), cv2.FONT_HERSHEY_SIMPLEX, 0.6, (255, 255, 255), 1, cv2.LINE_8)
    ok, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 90])
    if not ok:
        raise RuntimeError("OpenCV could not encode a demo frame")
    data = buf.tobytes()
    # A JPEG comment segment (FF FE) right after the start-of-image marker: the label travels with the file.
    jpeg = data[:2] + b"\xff\xfe" + (len(COMMENT) + 2).to_bytes(2, "big") + COMMENT + data[2:]
    ts = START_TS + index * FRAME_EVERY_S
    lat, lon = position(ts)
    props = {"seq": index + 1, "ts": ts, "lat": lat, "lon": lon, "alt_m": ALT_M, "heading_deg": HEADING_DEG,
             "fov_deg": FOV_DEG}
    return {"jpeg": jpeg, "properties": props, "fire": fire}


def fire_truth() -> dict:
    """Where and when the fire frame is: what a detection in the seeded state must match."""
    ts = START_TS + FIRE_INDEX * FRAME_EVERY_S
    lat, lon = position(ts)
    return {"device": DRONE, "seq": FIRE_INDEX + 1, "ts": ts,
            "utc": datetime.fromtimestamp(ts, timezone.utc).isoformat(), "lat": lat, "lon": lon, "synthetic": True}
