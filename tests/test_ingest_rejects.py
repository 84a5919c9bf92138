"""Refuses bad input, clearly: every kind of bad message reaches the rejects table, the rejects
topic and a counter with its reason, and a flood of garbage leaves good traffic flowing."""
import json
import struct
import threading
import time
import zlib

import cv2
import numpy as np
import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.comms.topics import TopicError, Topics
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from firmware_bridge import synthetic
from tests.conftest import wait_for
from tests.test_hardening_ingest import cut_to_a_third, random_entropy_jpeg

READING = "wildfire/demo/sensor/st1/reading"
TELEMETRY = "wildfire/demo/uav/uav1/telemetry"
FRAME = "wildfire/demo/uav/uav1/frame"


def good(**changes):
    body = {**synthetic.reading(1), "ts": time.time(), **changes}
    return json.dumps({k: v for k, v in body.items() if v is not ...}).encode()


def png_claiming(width, height) -> bytes:
    """A tiny, valid-looking PNG whose header claims a huge image (a decompression bomb's header)."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


def black_png(side) -> bytes:
    return cv2.imencode(".png", np.zeros((side, side), np.uint8))[1].tobytes()


JPEG = synthetic.frame_jpeg(7)
CASES = [  # (topic, payload, user properties, reason)
    (READING, b"{not json", None, "malformed_json"),
    (READING, b"[1, 2, 3]", None, "wrong_shape"),
    (READING, good(temperature_c="hot"), None, "wrong_type"),
    (READING, good(lat=...), None, "missing_field"),
    (READING, good(rh_pct=140), None, "out_of_range"),
    (READING, good(lat=200), None, "out_of_range"),
    (READING, good(wind_kmh=-5), None, "out_of_range"),
    (READING, good(ts=4_102_444_800), None, "out_of_range"),   # 2100; a month ahead of the box is kept (test_box_clock.py)
    (READING, good(ts=900_000_000), None, "out_of_range"),
    (READING, b'{"ts": 1700000000, "lat": NaN, "lon": 1}', None, "not_finite"),
    (READING, b'{"ts": 1700000000, "lat": 1, "lon": Infinity}', None, "not_finite"),
    (READING, b'{"pad": "' + b"x" * 70_000 + b'"}', None, "oversized"),
    (TELEMETRY, json.dumps({**synthetic.telemetry(1), "lat": 200}).encode(), None, "out_of_range"),
    ("wildfire/demo/sensor/../reading", good(), None, "bad_topic_segment"),
    ("wildfire/demo/sensor/st 1/reading", good(), None, "bad_topic_segment"),
    (FRAME, JPEG[: len(JPEG) // 2], None, "truncated_image"),
    (FRAME, JPEG[:2] + b"\x00" * 500 + JPEG[-2:], None, "corrupt_image"),
    (FRAME, random_entropy_jpeg(3), None, "corrupt_image"),       # the probe: real header, random data
    (FRAME, cut_to_a_third(4), None, "corrupt_image"),            # the probe: cut to a third, end marker put back
    (FRAME, b"GIF89a" + b"\x00" * 100, None, "not_an_image"),
    (FRAME, png_claiming(60_000, 60_000), None, "decompression_bomb"),
    (FRAME, black_png(1500), None, "decompression_bomb"),       # 2 KB that decodes to 2.25 MP > the 1 MP limit
    (FRAME, JPEG, [("lat", "north")], "wrong_type"),
    (FRAME, b"\xff\xd8" + b"\x00" * 200_000, None, "oversized"),
    ("wildfire/demo/sensor/intruder/reading", good(), None, "unknown_device"),
]


@pytest.fixture
def ingest(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "ingest.max_frame_bytes": 100_000, "ingest.max_frame_pixels": 1_000_000,
                               "ingest.allowed_devices": ["st1", "uav1", "good1"], "ingest.rejects_per_s": 100000})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    assert service.subscribed.wait(10), "no SUBACK"
    yield service
    service.stop()


@pytest.fixture
def client(broker):
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="tester", protocol=mqtt.MQTTv5)
    c.max_queued_messages_set(0)
    c.notices = []
    c.on_message = lambda cl, u, msg: c.notices.append(json.loads(msg.payload))
    subscribed = threading.Event()
    c.on_subscribe = lambda *args: subscribed.set()
    c.connect("127.0.0.1", broker.port)
    c.loop_start()
    c.subscribe("wildfire/demo/appliance/rejects", qos=1)
    assert subscribed.wait(10), "no SUBACK for the rejects topic"
    yield c
    c.disconnect()
    c.loop_stop()


def send(client, topic, payload, props=None):
    p = None
    if props:
        p = Properties(PacketTypes.PUBLISH)
        p.UserProperty = props
    return client.publish(topic, payload, qos=1, properties=p)


def test_every_kind_of_bad_input_is_refused_with_its_reason(ingest, client):
    for topic, payload, props, _ in CASES:
        send(client, topic, payload, props)
    send(client, READING, good(seq=1))
    wait_for(lambda: ingest.metrics["rejected"] >= len(CASES) and ingest.metrics["stored"] >= 1, 30,
             what="all cases handled")
    rows = ingest.db.query("SELECT topic, reason FROM rejects ORDER BY id")
    # Frames have their own writer, so only the order within each writer is fixed: compare as sets.
    assert sorted((r["topic"], r["reason"]) for r in rows) == sorted((t, reason) for t, _, _, reason in CASES)
    expected = {}
    for *_, reason in CASES:
        expected[reason] = expected.get(reason, 0) + 1
    for reason, n in expected.items():
        assert ingest.metrics[f"rejected.{reason}"] == n, reason
    wait_for(lambda: len(client.notices) >= len(CASES), 10, what="reject notices")
    assert sorted(n["reason"] for n in client.notices) == sorted(reason for *_, reason in CASES)
    assert ingest.db.scalar("SELECT COUNT(*) FROM readings") == 1   # the good one, and only it


def test_wildcards_in_a_topic_are_refused_by_the_parser():
    topics = Topics("wildfire", "demo")
    for topic in ("wildfire/+/sensor/st1/reading", "wildfire/demo/sensor/#/reading",
                  "wildfire/demo/sensor/st1/reading/extra", "other/demo/sensor/st1/reading"):
        with pytest.raises(TopicError):
            topics.parse(topic)


def test_a_burst_of_ten_thousand_bad_messages_leaves_good_traffic_flowing(ingest, client):
    bad = [b"{oops", good(rh_pct=500), b"[]", good(lat=...)]
    goods = 0
    for i in range(10_000):
        send(client, READING, bad[i % len(bad)])
        if i % 50 == 0:
            goods += 1
            send(client, "wildfire/demo/sensor/good1/reading", good(seq=goods))
    wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'good1'") == goods, 120,
             what="every good reading stored")
    wait_for(lambda: ingest.metrics["rejected"] == 10_000, 60, what="every bad one counted")
    assert ingest.db.scalar("SELECT COUNT(*) FROM rejects") == 10_000
    assert ingest.records.is_alive() and ingest.frames.is_alive()
