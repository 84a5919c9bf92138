"""Frames: checked, near-duplicates removed, content-addressed files, telemetry attached,
retention by disk budget and shedding of un-embedded frames under overload."""
import hashlib
import json
import time

import cv2
import numpy as np
import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.ingest.frame_check import check_frame, hamming
from appliance.ingest.frame_writer import FrameQueue
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from firmware_bridge import synthetic
from tests.conftest import wait_for

FRAME = "wildfire/demo/uav/uav1/frame"


def start_ingest(broker, config_factory, **overrides):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False, **overrides})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    assert service.subscribed.wait(10), "no SUBACK"
    return service


@pytest.fixture
def client(broker):
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="camera", protocol=mqtt.MQTTv5)
    c.max_queued_messages_set(0)
    c.connect("127.0.0.1", broker.port)
    c.loop_start()
    yield c
    c.disconnect()
    c.loop_stop()


def send_frame(client, data, **props):
    p = Properties(PacketTypes.PUBLISH)
    p.UserProperty = [(k, str(v)) for k, v in props.items()] or [("seq", "0")]
    client.publish(FRAME, data, qos=1, properties=p).wait_for_publish(5)


def test_frame_stored_content_addressed_with_telemetry(broker, config_factory, client):
    ingest = start_ingest(broker, config_factory)
    try:
        jpeg = synthetic.frame_jpeg(1)
        send_frame(client, jpeg, seq=1, ts=1_700_000_100, lat=39.7, lon=-121.8, alt_m=420, fov_deg=70)
        telemetry = {**synthetic.telemetry(5), "ts": time.time(), "seq": 1}
        client.publish("wildfire/demo/uav/uav1/telemetry", json.dumps(telemetry), qos=1).wait_for_publish(5)
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM uav_telemetry") == 1, 10, what="telemetry")
        send_frame(client, synthetic.frame_jpeg(2), seq=2)
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM frames") == 2, 10, what="two frames")
        first, second = ingest.db.query("SELECT * FROM frames ORDER BY seq")
        path = ingest.config.frames_dir / first["path"]
        assert path.read_bytes() == jpeg and first["sha256"] == hashlib.sha256(jpeg).hexdigest()
        assert first["path"].endswith(first["sha256"] + ".jpg")
        assert (first["width"], first["height"], first["media_type"]) == (640, 480, "image/jpeg")
        assert (first["telemetry_source"], first["lat"], first["alt_m"], first["ts"]) == ("properties", 39.7, 420, 1_700_000_100)
        assert second["telemetry_source"] == "latest" and second["lat"] == telemetry["lat"]
        assert second["embedded"] == 0   # the image embedder picks it up
        assert not list(ingest.config.frames_dir.rglob("*.tmp"))
    finally:
        ingest.stop()


def test_repeated_and_near_identical_frames_are_stored_once_and_counted(broker, config_factory, client):
    ingest = start_ingest(broker, config_factory)
    try:
        original = synthetic.frame_jpeg(3, quality=90)
        reencoded = cv2.imencode(".jpg", cv2.imdecode(np.frombuffer(original, np.uint8), cv2.IMREAD_COLOR),
                                 [cv2.IMWRITE_JPEG_QUALITY, 60])[1].tobytes()
        assert reencoded != original
        for seq, data in enumerate([original, original, reencoded, synthetic.frame_jpeg(4)], start=1):
            send_frame(client, data, seq=seq)
        send_frame(client, original, seq=1)   # a resend of seq 1: a duplicate, not a near-duplicate
        wait_for(lambda: ingest.metrics["near_duplicates"] + ingest.metrics["duplicates"] + ingest.metrics["stored"] == 5,
                 10, what="five frames handled")
        assert ingest.db.scalar("SELECT COUNT(*) FROM frames") == 2
        assert ingest.metrics["near_duplicates"] == 2 and ingest.metrics["duplicates"] == 1
    finally:
        ingest.stop()


def test_retention_by_disk_budget_deletes_oldest_frames_never_readings(broker, config_factory, client):
    ingest = start_ingest(broker, config_factory, **{"store.frame_budget_mb": 1})
    try:
        for i in range(1, 41):
            send_frame(client, synthetic.frame_jpeg(100 + i, quality=95), seq=i, ts=1_700_000_000 + i)
            client.publish("wildfire/demo/sensor/st1/reading", json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        wait_for(lambda: ingest.metrics["stored"] >= 80 and ingest.metrics["frames_deleted_for_budget"] > 0, 20,
                 what="frames over budget deleted")
        wait_for(lambda: ingest.db.scalar("SELECT SUM(bytes) FROM frames") <= 1024 * 1024, 10, what="within budget")
        seqs = [r["seq"] for r in ingest.db.query("SELECT seq FROM frames ORDER BY seq")]
        assert seqs == list(range(41 - len(seqs), 41))      # the oldest went first
        files = [p for p in ingest.config.frames_dir.rglob("*.jpg")]
        assert len(files) == len(seqs)
        assert ingest.db.scalar("SELECT COUNT(*) FROM readings") == 40
        assert any("budget" in note for note in ingest.status()["notes"])
    finally:
        ingest.stop()


def test_unembedded_frames_beyond_the_bound_are_shed_oldest_first(broker, config_factory, client):
    ingest = start_ingest(broker, config_factory, **{"ingest.max_unembedded_frames": 5})
    try:
        for i in range(1, 13):
            send_frame(client, synthetic.frame_jpeg(200 + i), seq=i)
        wait_for(lambda: ingest.metrics["stored"] == 12 and ingest.metrics["shed"] == 7, 20, what="7 frames shed")
        assert [r["seq"] for r in ingest.db.query("SELECT seq FROM frames ORDER BY seq")] == list(range(8, 13))
        assert any("shed" in note for note in ingest.status()["notes"])
    finally:
        ingest.stop()


def test_frame_queue_sheds_its_oldest_when_full():
    shed = []
    q = FrameQueue(3, shed.append)
    for i in range(5):
        q.put(i)
    assert shed == [0, 1] and q.get_batch(10, 0) == [2, 3, 4]


def test_header_is_checked_before_decoding():
    from tests.test_ingest_rejects import png_claiming
    from appliance.ingest.validate import Reject
    with pytest.raises(Reject) as err:
        check_frame(png_claiming(100_000, 100_000), 1 << 20, 40_000_000)
    assert err.value.reason == "decompression_bomb"
    a, b = (check_frame(synthetic.frame_jpeg(i), 1 << 20, 40_000_000).phash for i in (1, 2))
    assert hamming(a, b) > 10
