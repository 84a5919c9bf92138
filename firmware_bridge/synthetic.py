"""Numbered synthetic traffic for tests, the benchmark and demos: readings, telemetry and frames.

The frames are smooth random colour fields drawn with numpy/OpenCV (no image set can be shipped
here, docs/models.md): each index gives a different picture, so perceptual hashes differ and
no frame is a near-duplicate of another unless a test makes it one on purpose.
"""
import time

import cv2
import numpy as np

BASE_TS = 1_700_000_000.0


def reading(i: int, ts: float | None = None) -> dict:
    return {"ts": ts if ts is not None else BASE_TS + i, "lat": 39.73 + i * 1e-5, "lon": -121.84,
            "temperature_c": 20 + (i % 15), "rh_pct": 20 + (i % 60), "wind_kmh": i % 40,
            "wind_dir_deg": (i * 7) % 360, "rain_mm": 0.0, "battery_pct": 90}


def telemetry(i: int, ts: float | None = None) -> dict:
    return {"ts": ts if ts is not None else BASE_TS + i, "lat": 39.70 + i * 1e-4, "lon": -121.80,
            "alt_m": 400.0, "heading_deg": float(i % 360), "fov_deg": 70.0}


def frame_jpeg(i: int, width: int = 640, height: int = 480, quality: int = 85) -> bytes:
    rng = np.random.default_rng(i)
    small = rng.integers(0, 256, size=(6, 8, 3), dtype=np.uint8)
    img = cv2.resize(small, (width, height), interpolation=cv2.INTER_CUBIC)
    ok, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return buf.tobytes()


def now_ts() -> float:
    return time.time()


def run_numbered_feed(outbox, link, *, site_topics, readings: int, frame_every: int = 10,
                      rate_per_s: float = 200.0, device: str = "st1", drone: str = "uav1", stop=None) -> int:
    """Append a numbered stream to the outbox: reading i for i in 1..readings, and before every
    `frame_every`-th reading one telemetry fix and one frame of the drone. Resumable: the position
    ("<i>:<step>") is a cursor committed with each message, so a feed killed and restarted neither
    skips nor repeats one.
    """
    name = f"numbered:{device}:{drone}"
    done_i, done_step = (int(x) for x in (outbox.cursor(name) or "0:2").split(":"))
    for i in range(done_i if done_step < 2 else done_i + 1, readings + 1):
        if stop is not None and stop.is_set():
            break
        steps = []
        if i % frame_every == 0:
            steps.append(("uav_telemetry", drone, telemetry(i), None))
            steps.append(("uav_frame", drone, frame_jpeg(i), {"ts": BASE_TS + i}))
        else:
            steps += [None, None]
        steps.append(("sensor_reading", device, reading(i), None))
        for step, item in enumerate(steps):
            if item is None or (i == done_i and step <= done_step):
                continue
            kind, dev, payload, props = item
            outbox.append(kind, dev, site_topics.topic(kind, device=dev), payload, props, cursor=(name, f"{i}:{step}"))
        link.notify()
        time.sleep(1.0 / rate_per_s)
    return readings
