"""Loses nothing: numbered streams of readings and frames through crashes, each message stored once.

Four faults (issue 3): the appliance SIGKILLed and restarted mid-stream (direct QoS 1 publisher,
persistent session, ack after commit); mosquitto stopped and restarted (its persistence); mosquitto
SIGKILLed and restarted for bridge traffic (outbox + progress resend); the bridge SIGKILLed and
restarted (outbox on disk, resumable feed).
"""
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.comms.mqtt_client import make_client
from appliance.comms.topics import Topics
from appliance.ingest.service import IngestService
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from firmware_bridge import synthetic
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox
from tests.conftest import wait_for

pytestmark = pytest.mark.slow
N, FRAME_EVERY = 300, 10


def assert_exactly_once(db_path, n=N, frame_every=FRAME_EVERY, telemetry=False):
    db = Database(db_path)
    try:
        readings = [r["seq"] for r in db.query("SELECT seq FROM readings WHERE device = 'st1' ORDER BY seq")]
        assert readings == list(range(1, n + 1)), f"{len(readings)} readings"
        frames = [r["seq"] for r in db.query("SELECT seq FROM frames WHERE device = 'uav1' ORDER BY seq")]
        assert frames == list(range(1, n // frame_every + 1)), f"{len(frames)} frames"
        if telemetry:
            fixes = [r["seq"] for r in db.query("SELECT seq FROM uav_telemetry WHERE device = 'uav1' ORDER BY seq")]
            assert fixes == list(range(1, n // frame_every + 1)), f"{len(fixes)} fixes"
    finally:
        db.close()


def counts(db_path):
    db = Database(db_path)
    try:
        return db.scalar("SELECT COUNT(*) FROM readings") + db.scalar("SELECT COUNT(*) FROM frames")
    finally:
        db.close()


def ingest_process(config_sets, log_path):
    fh = open(log_path, "a")
    return subprocess.Popen([sys.executable, "-m", "appliance.ingest", *config_sets], cwd=REPO_DIR,
                            stdout=fh, stderr=subprocess.STDOUT)


def sets_for(broker, data_dir):
    return ["--set", f"mqtt.port={broker.port}", "--set", f"store.data_dir={data_dir}",
            "--set", "mqtt.start_local_broker=false", "--set", "mqtt.connect_retry=true"]


class DirectPublisher:
    """A device on the broker directly: QoS 1, persistent session, seq in each message."""

    def __init__(self, port):
        self.topics = Topics("wildfire", "demo")
        self.client = make_client("direct-device", clean_start=False)
        self.acked = 0
        self.client.on_publish = lambda *a: setattr(self, "acked", self.acked + 1)
        props = Properties(PacketTypes.CONNECT)
        props.SessionExpiryInterval = 3600
        self.client.connect("127.0.0.1", port, clean_start=False, properties=props)
        self.client.loop_start()

    def send(self, i):
        if i % FRAME_EVERY == 0:
            k = i // FRAME_EVERY
            p = Properties(PacketTypes.PUBLISH)
            p.UserProperty = [("seq", str(k)), ("ts", str(synthetic.BASE_TS + i)), ("lat", "39.7"), ("lon", "-121.8")]
            self.client.publish(self.topics.topic("uav_frame", device="uav1"), synthetic.frame_jpeg(i), qos=1, properties=p)
        body = synthetic.reading(i)
        body["seq"] = i
        self.client.publish(self.topics.topic("sensor_reading", device="st1"), json.dumps(body), qos=1)

    def close(self):
        self.client.disconnect()
        self.client.loop_stop()


def test_appliance_sigkilled_mid_stream(broker, tmp_path):
    data = tmp_path / "data"
    app = ingest_process(sets_for(broker, data), tmp_path / "ingest.log")
    db_path = data / "appliance.db"
    wait_for(lambda: db_path.exists() and b"ingest running" in (tmp_path / "ingest.log").read_bytes(), 60, what="ingest")
    pub = DirectPublisher(broker.port)
    try:
        for i in range(1, N + 1):
            pub.send(i)
            if i == N // 3:
                wait_for(lambda: counts(db_path) > 20, 30, what="some rows stored")
                app.send_signal(signal.SIGKILL)
                app.wait(10)
                assert counts(db_path) < N   # really mid-stream
            if i == 2 * N // 3:
                app = ingest_process(sets_for(broker, data), tmp_path / "ingest.log")
            time.sleep(0.005)
        wait_for(lambda: counts(db_path) >= N + N // FRAME_EVERY, 60, what="every message stored")
        time.sleep(0.5)  # a late duplicate would show here
        assert_exactly_once(db_path)
    finally:
        pub.close()
        app.send_signal(signal.SIGTERM)
        app.wait(15)


def test_broker_stopped_and_restarted_mid_stream(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    # A fresh session hears nothing published before its SUBACK: under load the first reading could beat it.
    assert service.subscribed.wait(20), "no SUBACK"
    pub = DirectPublisher(broker.port)
    try:
        for i in range(1, N + 1):
            pub.send(i)
            if i == N // 2:
                wait_for(lambda: pub.acked >= i + i // FRAME_EVERY, 30, what="the broker to hold the first half")
                broker.stop()            # SIGTERM: mosquitto saves its persistence file
                time.sleep(0.5)
                broker.start()
            time.sleep(0.005)
        wait_for(lambda: counts(config.db_path) >= N + N // FRAME_EVERY, 60, what="every message stored")
        time.sleep(0.5)
        assert_exactly_once(config.db_path)
    finally:
        pub.close()
        service.stop()


def test_broker_sigkilled_mid_stream_bridge_traffic(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    outbox = Outbox(tmp_path / "outbox.db")
    link = BridgeLink(outbox, "127.0.0.1", broker.port, "wildfire", "demo", "bridge-1", log=lambda m: None).start()
    stop = threading.Event()
    feed = threading.Thread(target=synthetic.run_numbered_feed, args=(outbox, link),
                            kwargs=dict(site_topics=link.topics, readings=N, rate_per_s=300, stop=stop))
    feed.start()
    try:
        wait_for(lambda: counts(config.db_path) > N // 3, 30, what="a third stored")
        broker.stop(kill=True)
        # Really mid-stream: not everything stored (the feed itself may be done writing into the outbox
        # when the box is slow; what it wrote then waits there).
        assert counts(config.db_path) < N + N // FRAME_EVERY
        time.sleep(0.5)
        broker.start()
        feed.join(60)
        wait_for(lambda: link.wait_acked(0.1), 60, what="the outbox to drain")
        assert_exactly_once(config.db_path, telemetry=True)
        assert outbox.pending() == 0 and link.resends >= 2   # it resent after reconnecting
    finally:
        stop.set()
        link.stop()
        service.stop()


FEED_SCRIPT = """
import sys, time
from firmware_bridge import synthetic
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox
outbox = Outbox(sys.argv[1])
link = BridgeLink(outbox, "127.0.0.1", int(sys.argv[2]), "wildfire", "demo", "bridge-feed", log=lambda m: None).start()
synthetic.run_numbered_feed(outbox, link, site_topics=link.topics, readings=int(sys.argv[3]), rate_per_s=150)
link.wait_acked(60)
print("feed done", flush=True)
"""


def test_bridge_sigkilled_mid_stream(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    args = [sys.executable, "-c", FEED_SCRIPT, str(tmp_path / "outbox.db"), str(broker.port), str(N)]
    env = {**os.environ, "PYTHONPATH": str(REPO_DIR)}
    bridge = subprocess.Popen(args, cwd=REPO_DIR, env=env, stdout=subprocess.PIPE, text=True)
    try:
        wait_for(lambda: counts(config.db_path) > N // 3, 60, what="a third stored")
        bridge.send_signal(signal.SIGKILL)
        bridge.wait(10)
        assert counts(config.db_path) < N   # really mid-stream
        bridge = subprocess.Popen(args, cwd=REPO_DIR, env=env, stdout=subprocess.PIPE, text=True)
        out, _ = bridge.communicate(timeout=120)
        assert "feed done" in out
        assert_exactly_once(config.db_path, telemetry=True)
    finally:
        if bridge.poll() is None:
            bridge.kill()
        service.stop()
