"""Readings before frames on a full disk (issue 28), on a real small disk: a tmpfs mounted as the
data directory, a real mosquitto, the real ingest (writer process included).

The probe's frames filled a 40 MB disk to 0 MB; readings then failed and nothing but the log said so.
Here, under `store.min_free_mb` the oldest frames are deleted; while that is not enough, frames are
refused ('disk_full', with a notice) and the status, /healthz and the page say "disk nearly full:
frames paused"; readings are all stored throughout; when space returns frames resume.
"""
import json
import subprocess
from types import SimpleNamespace

import cv2
import numpy as np
import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.comms.mqtt_client import make_client
from appliance.config import load_config
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from appliance.store.health import FAULTS
from appliance.store.retention import disk_space_mb
from appliance.web.app import create_app
from firmware_bridge import synthetic
from tests.conftest import wait_for

DISK_MB, FLOOR_MB = 48, 12


@pytest.fixture
def small_disk(tmp_path):
    mount = tmp_path / "disk"
    mount.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={DISK_MB}m", "tmpfs", str(mount)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a {DISK_MB} MB tmpfs here (needs root): {r.stderr.strip()}")
    FAULTS.clear()
    try:
        yield mount
    finally:
        FAULTS.clear()
        subprocess.run(["umount", "-l", str(mount)], check=False)


def noisy_jpeg(i: int, side: int = 900) -> bytes:
    """About 1 MB: noise does not compress, and each index gives a different perceptual hash."""
    rng = np.random.default_rng(1000 + i)
    img = cv2.resize(rng.integers(0, 256, (side // 8, side // 8, 3), dtype=np.uint8), (side, side),
                     interpolation=cv2.INTER_NEAREST)
    img = cv2.add(img, rng.integers(0, 60, (side, side, 3), dtype=np.uint8))
    return cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 95])[1].tobytes()


def ballast(path, mb: float) -> None:
    with open(path, "ab") as f:
        f.write(b"\0" * int(mb * 2**20))   # tmpfs pages are real: zeros take the space


def test_frames_give_way_and_readings_always_have_room(broker, small_disk):
    config = load_config(None, {"store.data_dir": str(small_disk), "mqtt.port": broker.port,
                                "mqtt.start_local_broker": False, "store.min_free_mb": FLOOR_MB,
                                "ingest.status_interval_s": 0.3})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    seen = {"status": [], "rejects": []}
    watch = make_client("disk-watch")
    watch.on_message = lambda c, u, m: seen["status" if m.topic.endswith("status") else "rejects"].append(
        json.loads(m.payload))
    watch.connect("127.0.0.1", broker.port)
    watch.subscribe([("wildfire/demo/appliance/status", 1), ("wildfire/demo/appliance/rejects", 1)])
    watch.loop_start()
    dev = make_client("disk-dev")
    dev.connect("127.0.0.1", broker.port)
    dev.loop_start()
    frame_seq, reading_seq = [0], [0]

    def frame():
        frame_seq[0] += 1
        p = Properties(PacketTypes.PUBLISH)
        p.UserProperty = [("seq", str(frame_seq[0])), ("ts", str(synthetic.BASE_TS + frame_seq[0]))]
        dev.publish("wildfire/demo/uav/uav1/frame", noisy_jpeg(frame_seq[0]), qos=1, properties=p).wait_for_publish(5)

    def readings(n):
        for _ in range(n):
            reading_seq[0] += 1
            body = {**synthetic.reading(reading_seq[0]), "seq": reading_seq[0]}
            dev.publish("wildfire/demo/sensor/st1/reading", json.dumps(body), qos=1)

    stored_readings = lambda: service.db.scalar("SELECT COUNT(*) FROM readings")   # noqa: E731
    try:
        wait_for(service.subscribed.is_set, 20, what="ingest subscribed")
        assert len(noisy_jpeg(1)) > 600_000
        # 1. Frames alone would fill the disk: the oldest go, and the floor holds.
        while service.metrics["frames_deleted_for_space"] == 0 and frame_seq[0] < 120:
            frame()
            readings(5)
            if frame_seq[0] > 40:   # near the floor: let each frame land before judging
                wait_for(lambda: service.progress.contiguous(("demo", "uav_frame", "uav1")) == frame_seq[0], 30,
                         what="the frame handled")
        assert service.metrics["frames_deleted_for_space"] > 0, (frame_seq[0], disk_space_mb(small_disk))
        for _ in range(10):
            frame()
            readings(5)
        wait_for(lambda: service.progress.contiguous(("demo", "uav_frame", "uav1")) == frame_seq[0], 30,
                 what="every frame handled")
        assert service.metrics["rejected.disk_full"] == 0      # room was made by deleting, not by refusing
        assert disk_space_mb(small_disk)[0] >= FLOOR_MB - 1.5      # at most one frame's dip
        # 2. Something else takes the disk: even with every frame gone the floor is not met.
        def squeeze():   # each time frames are deleted to regain the floor, take that space again
            free = disk_space_mb(small_disk)[0]
            if free > FLOOR_MB / 2:
                ballast(small_disk / "ballast", free - FLOOR_MB / 2)
            return FAULTS.disk is not None

        wait_for(squeeze, 30, interval=0.5, what="frames paused")
        assert service.db.scalar("SELECT COUNT(*) FROM frames") == 0   # every frame gave way first
        for _ in range(3):
            frame()
        readings(100)
        wait_for(lambda: service.metrics["rejected.disk_full"] >= 1, 30, what="a frame refused for space")
        wait_for(lambda: stored_readings() == reading_seq[0], 30, what="every reading stored while frames are paused")
        assert service.db.scalar("SELECT COUNT(*) FROM frames") == 0 and disk_space_mb(small_disk)[0] < FLOOR_MB
        notice = next(r for r in seen["rejects"] if r["reason"] == "disk_full")
        assert notice["topic"] == "wildfire/demo/uav/uav1/frame" and "MB free" in notice["detail"]
        wait_for(lambda: any(any(n.startswith("disk nearly full: frames paused (") for n in s.get("faults", []))
                             for s in seen["status"]), 20, what="the status topic saying so")
        client = create_app(SimpleNamespace(config=config, db=Database(config.db_path), model=None,
                                            model_problem="none")).test_client()
        health = client.get("/healthz")
        line = next(f for f in health.json["faults"] if f.startswith("disk nearly full: frames paused"))
        assert health.status_code == 200 and f"floor {FLOOR_MB} MB kept for readings" in line
        assert line in client.get("/api/box_status").json["lines"]
        # 3. Space returns: frames resume on their own.
        (small_disk / "ballast").unlink()
        wait_for(lambda: FAULTS.disk is None, 20, what="the pause to end")
        refused = service.metrics["rejected.disk_full"]
        frame()
        readings(10)
        wait_for(lambda: service.db.scalar("SELECT COUNT(*) FROM frames") == 1, 20, what="a frame stored again")
        wait_for(lambda: stored_readings() == reading_seq[0], 20, what="readings")
        assert service.metrics["rejected.disk_full"] == refused
        assert not any(f.startswith("disk") for f in client.get("/healthz").json["faults"])
        assert service.progress.contiguous(("demo", "sensor_reading", "st1")) == reading_seq[0]
    finally:
        dev.loop_stop()
        watch.loop_stop()
        service.stop()
