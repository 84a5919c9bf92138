"""The outside probe's MQTT findings (issue 16), kept as regression tests: corrupt JPEGs stored as
frames, memory taken by large frames in flight, progress-topic amplification, retained messages
stored again on reconnect, and readings without seq stored twice after a crash."""
import json
import random
import signal
import subprocess
import sys
import threading
import time

import cv2
import numpy as np
import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.ingest.frame_check import check_frame
from appliance.ingest.service import IngestService
from appliance.ingest.validate import Reject
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from firmware_bridge import synthetic
from tests.conftest import wait_for

FRAME = "wildfire/demo/uav/uav1/frame"


def _scan_start(jpeg: bytes) -> int:
    i = jpeg.index(b"\xff\xda")
    return i + 2 + int.from_bytes(jpeg[i + 2:i + 4], "big")


def random_entropy_jpeg(seed: int) -> bytes:
    """A real header (tables, frame, scan header) followed by random entropy-coded data."""
    jpeg = synthetic.frame_jpeg(seed)
    start, rng = _scan_start(jpeg), random.Random(seed)
    body = bytes(rng.getrandbits(8) for _ in range(len(jpeg) - start - 2))
    if seed % 2:   # half of them byte-stuffed, as a real entropy stream is (no stray markers)
        body = body.replace(b"\xff", b"\xff\x00")
    return jpeg[:start] + body + b"\xff\xd9"


def cut_to_a_third(seed: int) -> bytes:
    jpeg = synthetic.frame_jpeg(seed)
    return jpeg[: len(jpeg) // 3] + b"\xff\xd9"


def test_corrupt_jpegs_are_refused_with_a_reason():
    """The probe stored 35 of 35 random-entropy frames and 19 of 19 cut to a third."""
    for make, n in ((random_entropy_jpeg, 35), (cut_to_a_third, 19)):
        for seed in range(n):
            with pytest.raises(Reject) as refused:
                check_frame(make(seed), 8 * 1024 * 1024, 40_000_000)
            assert refused.value.reason == "corrupt_image" and refused.value.detail, (make.__name__, seed)
    for seed in range(5):   # real frames still pass
        assert check_frame(synthetic.frame_jpeg(seed), 8 * 1024 * 1024, 40_000_000).width == 640


def _vm_hwm_kb(pid: int) -> int:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM")


def _reset_hwm(pid: int) -> None:
    with open(f"/proc/{pid}/clear_refs", "w") as fh:   # "5" resets the peak RSS counter (Linux)
        fh.write("5")


def striped_png(i: int, side: int = 6000) -> bytes:
    """A 6000x6000 8-bit PNG of ~45 KB: an 8x9 grid of flat blocks, random per frame (so no two
    frames are near-duplicates; flat blocks compress like the probe's blank frames)."""
    blocks = np.random.default_rng(i).integers(0, 256, (8, 9)).astype(np.uint8)
    img = cv2.resize(blocks, (side, side), interpolation=cv2.INTER_NEAREST)
    return cv2.imencode(".png", img, [cv2.IMWRITE_PNG_COMPRESSION, 9])[1].tobytes()


def test_ten_large_pngs_in_flight_take_bounded_memory(broker, tmp_path):
    """The probe's ten 45 KB PNGs of 6000x6000 (under the 40 MP limit) through the real ingest
    process, peak RSS measured around them: one 8-bit grey decode at a time (+74 MB measured).
    Ingest was one decode at a time before too; the probe's 1.4 GB came from the frame consumers
    decoding full colour in parallel (requests to use store.media.decode_reduced), and from
    checks running side by side, which the next test bounds."""
    data = tmp_path / "data"
    log = tmp_path / "ingest.log"
    proc = subprocess.Popen([sys.executable, "-m", "appliance.ingest", "--set", f"mqtt.port={broker.port}",
                             "--set", f"store.data_dir={data}", "--set", "mqtt.start_local_broker=false"],
                            cwd=REPO_DIR, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="camera", protocol=mqtt.MQTTv5)
    try:
        wait_for(lambda: b"ingest running" in log.read_bytes(), 60, what="ingest")
        time.sleep(1.0)   # let start-up allocations settle before the peak is reset
        _reset_hwm(proc.pid)
        before = _vm_hwm_kb(proc.pid)
        pub.connect("127.0.0.1", broker.port)
        pub.loop_start()
        for i in range(10):
            p = Properties(PacketTypes.PUBLISH)
            p.UserProperty = [("seq", str(i + 1))]
            frame = striped_png(i)
            assert len(frame) < 50_000
            pub.publish(FRAME, frame, qos=1, properties=p)
        db_path = data / "appliance.db"
        wait_for(lambda: Database(db_path).scalar("SELECT COUNT(*) FROM frames") == 10, 120, what="ten frames stored")
        peak_mb = (_vm_hwm_kb(proc.pid) - before) / 1024
        print(f"peak RSS growth for ten 6000x6000 PNGs: {peak_mb:.0f} MB")
        # One 6000x6000 8-bit decode is 34 MB; ten at once would be 343 MB.
        assert peak_mb < 100, f"{peak_mb:.0f} MB"
    finally:
        pub.disconnect()
        pub.loop_stop()
        proc.send_signal(signal.SIGTERM)
        proc.wait(15)


BUDGET_SCRIPT = """
import sys, threading
import numpy as np
from appliance.store import media
from tests.test_hardening_ingest import striped_png, _vm_hwm_kb
import os
frames = [striped_png(i) for i in range(10)]
if sys.argv[1] == "unbounded":
    media.DECODE_BUDGET.capacity = 1 << 40
before = _vm_hwm_kb(os.getpid())
start = threading.Barrier(10)
def check(data):
    start.wait()
    media.check_image_bytes(data, 8 << 20, 40_000_000)
threads = [threading.Thread(target=check, args=(f,)) for f in frames]
[t.start() for t in threads]
[t.join() for t in threads]
print((_vm_hwm_kb(os.getpid()) - before) // 1024, media.DECODE_BUDGET.peak // (1 << 20))
"""


def _peak_of_ten_at_once(mode: str) -> tuple[int, int]:
    out = subprocess.run([sys.executable, "-c", BUDGET_SCRIPT, mode], cwd=REPO_DIR, capture_output=True,
                         text=True, timeout=300, check=True).stdout.split()
    return int(out[0]), int(out[1])


def test_ten_large_pngs_checked_at_once_share_one_pixel_budget():
    """Ten 6000x6000 PNGs arriving together (frames and crew photos share the check): decoded
    pixels in flight stay within DECODE_BUDGET, measured as the process's peak RSS."""
    peak_mb, budget_peak_mb = _peak_of_ten_at_once("bounded")
    print(f"peak RSS growth, ten 6000x6000 PNGs checked at once: {peak_mb} MB (budget peak {budget_peak_mb} MB)")
    assert budget_peak_mb <= 96 and peak_mb < 200


@pytest.fixture
def watcher(broker):
    """Counts progress messages per site; `ready` is set once the broker confirmed the subscription."""
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="progress-watcher", protocol=mqtt.MQTTv5)
    c.messages, c.ready = [], threading.Event()
    c.on_message = lambda cl, u, m: c.messages.append((m.topic.split("/")[1], json.loads(m.payload)))
    c.on_subscribe = lambda *a: c.ready.set()
    c.connect("127.0.0.1", broker.port)
    c.loop_start()
    c.subscribe("wildfire/+/appliance/progress", qos=1)
    assert c.ready.wait(10)
    yield c
    c.disconnect()
    c.loop_stop()


def start_ingest(broker, config_factory, **overrides):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "ingest.progress_interval_s": 0.05, "ingest.rejects_per_s": 100000, **overrides})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    assert service.subscribed.wait(10), "no SUBACK"
    return service


def publisher(broker, client_id="prober"):
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv5)
    c.max_queued_messages_set(0)
    c.connect("127.0.0.1", broker.port)
    c.loop_start()
    return c


def good_reading(seq=None, **changes):
    body = {**synthetic.reading(1), "ts": time.time(), **changes}
    if seq is not None:
        body["seq"] = seq
    return json.dumps(body).encode()


def test_refused_messages_from_new_sites_cause_no_progress_traffic(broker, config_factory, watcher):
    """The probe: each new site id sending one refused {"seq":1} added a progress message every
    0.2 s for good (6,000 sites -> 14,771 messages/s)."""
    ingest = start_ingest(broker, config_factory)
    pub = publisher(broker)
    try:
        for n in range(300):
            pub.publish(f"wildfire/s{n}/sensor/st1/reading", b'{"seq":1}', qos=1)
        pub.publish("wildfire/demo/sensor/st1/reading", good_reading(seq=1), qos=1)
        wait_for(lambda: ingest.metrics["rejected"] == 300 and ingest.metrics["stored"] == 1, 30, what="all handled")
        wait_for(lambda: any(site == "demo" for site, _ in watcher.messages), 10, what="progress for the stored source")
        assert {site for site, _ in watcher.messages} == {"demo"}
        assert len(ingest.progress) == 1 and ingest.db.scalar("SELECT COUNT(*) FROM ingest_progress") <= 1
        # Sent on change, not on a timer: with nothing arriving, nothing more is published.
        heard = len(watcher.messages)
        time.sleep(20 * ingest.config.ingest.progress_interval_s)
        assert len(watcher.messages) == heard
    finally:
        pub.disconnect()
        pub.loop_stop()
        ingest.stop()


def test_allowed_sites_refuse_strangers(broker, config_factory):
    ingest = start_ingest(broker, config_factory, **{"ingest.allowed_sites": ["demo"]})
    pub = publisher(broker)
    try:
        pub.publish("wildfire/elsewhere/sensor/st1/reading", good_reading(seq=1), qos=1)
        pub.publish("wildfire/elsewhere/uav/uav1/frame", synthetic.frame_jpeg(1), qos=1)
        pub.publish("wildfire/demo/sensor/st1/reading", good_reading(seq=1), qos=1)
        wait_for(lambda: ingest.metrics["rejected.unknown_site"] == 2 and ingest.metrics["stored"] == 1, 30,
                 what="strangers refused")
        assert ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE site = 'elsewhere'") == 0
    finally:
        pub.disconnect()
        pub.loop_stop()
        ingest.stop()


def test_known_sources_are_bounded_and_a_forgotten_one_reads_its_row_back(tmp_path):
    from appliance.ingest.progress import ProgressTracker
    from appliance.store.db import write_transaction

    db = Database(tmp_path / "a.db")
    tracker = ProgressTracker(max_sources=10)
    tracker.load(db)
    for n in range(50):
        tracker.mark(("demo", "sensor_reading", f"st{n}"), 1)
        tracker.mark(("demo", "sensor_reading", f"st{n}"), 2)
    with write_transaction(db.conn) as conn:
        tracker.save_dirty(conn)
    assert len(tracker) == 10 and len(tracker.by_site()["demo"]) == 10
    tracker.mark(("demo", "sensor_reading", "st0"), 3)       # forgotten in memory, not in the database
    assert tracker.contiguous(("demo", "sensor_reading", "st0")) == 3
    tracker.mark(("demo", "sensor_reading", "never"), 1, create=False)   # refused: no entry made
    assert tracker.contiguous(("demo", "sensor_reading", "never")) == 0 and len(tracker) == 10


def test_retained_messages_are_not_stored_again_on_reconnect(broker, config_factory):
    """The probe: a retained reading without seq was stored 1, 2, 3 times over two restarts, and
    retained garbage was logged each time."""
    pub = publisher(broker, "retainer")
    ingest = start_ingest(broker, config_factory)
    db_path = ingest.config.db_path
    try:
        pub.publish("wildfire/demo/sensor/st1/reading", good_reading(), qos=1, retain=True).wait_for_publish(5)
        pub.publish("wildfire/demo/sensor/st2/reading", b"{oops", qos=1, retain=True).wait_for_publish(5)
        wait_for(lambda: ingest.metrics["stored"] == 1 and ingest.metrics["rejected"] == 1, 20, what="first delivery")
        for restart in range(1, 3):
            ingest.stop()
            ingest = IngestService(ingest.config, Database(db_path), log=lambda m: None)
            ingest.start()
            assert ingest.subscribed.wait(10)
            # A marker published after the (re)subscription: once it is stored, any retained copy
            # the broker sent at subscribe time has been handled (one queue, in order).
            pub.publish("wildfire/demo/sensor/marker/reading", good_reading(seq=restart), qos=1)
            wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'marker'") == restart,
                     20, what="the marker")
            assert ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'st1'") == 1
            assert ingest.db.scalar("SELECT COUNT(*) FROM rejects") == 1
        # A fresh session (the broker forgot the appliance) gets retained copies: still not stored.
        ingest.stop()
        config = ingest.config.model_copy(update={"mqtt": ingest.config.mqtt.model_copy(update={"client_id": "fresh-box"})})
        ingest = IngestService(config, Database(db_path), log=lambda m: None)
        ingest.start()
        assert ingest.subscribed.wait(10)     # a fresh session hears nothing published before its SUBACK
        pub.publish("wildfire/demo/sensor/marker/reading", good_reading(seq=3), qos=1)
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'marker'") == 3, 20,
                 what="the marker")
        assert ingest.db.scalar("SELECT COUNT(*) FROM readings WHERE device = 'st1'") == 1
        assert ingest.db.scalar("SELECT COUNT(*) FROM rejects") == 1
    finally:
        pub.publish("wildfire/demo/sensor/st1/reading", b"", qos=1, retain=True)   # clear the retained ones
        pub.publish("wildfire/demo/sensor/st2/reading", b"", qos=1, retain=True).wait_for_publish(5)
        pub.disconnect()
        pub.loop_stop()
        ingest.stop()


class Msg:
    def __init__(self, topic, payload, mid):
        self.topic, self.payload, self.mid, self.qos, self.retain = topic, payload, mid, 1, False
        self.properties = None


def test_a_reading_without_seq_redelivered_is_stored_once(tmp_path, config_factory):
    """Deterministic form of the crash case: the same message handled twice (stored, ack lost,
    redelivered) by the record writer."""
    from appliance.comms.topics import Topics
    from appliance.ingest.metrics import Metrics
    from appliance.ingest.parts import IngestParts
    from appliance.ingest.progress import ProgressTracker
    from appliance.ingest.record_writer import RecordWriter
    config = config_factory()
    db = Database(config.db_path)   # the schema files create ingest_digests at open
    metrics, acked = Metrics(), []
    parts = IngestParts(config=config, db=db, topics=Topics("wildfire", "demo"), metrics=metrics,
                        progress=ProgressTracker(), rejects=None, ack=lambda m: acked.append(m.mid))
    writer = RecordWriter(parts)
    body = good_reading(ts=1_700_000_000)
    other = good_reading(ts=1_700_000_060)
    writer.store_batch([(time.time(), Msg("wildfire/demo/sensor/st1/reading", body, 1))])
    writer.store_batch([(time.time(), Msg("wildfire/demo/sensor/st1/reading", body, 2)),
                        (time.time(), Msg("wildfire/demo/sensor/st1/reading", other, 3)),
                        (time.time(), Msg("wildfire/demo/sensor/st2/reading", body, 4))])   # another device
    assert db.scalar("SELECT COUNT(*) FROM readings") == 3
    assert metrics["duplicates"] == 1 and acked == [1, 2, 3, 4]


def test_readings_without_seq_survive_an_appliance_crash_stored_once(broker, tmp_path):
    """The probe: 11 of 300 readings without seq were stored twice when the broker redelivered
    them after the appliance was SIGKILLed between commit and acknowledgement."""
    from tests.test_ingest_durability import ingest_process, sets_for

    data, log = tmp_path / "data", tmp_path / "ingest.log"
    db_path = data / "appliance.db"
    app = ingest_process(sets_for(broker, data), log)
    wait_for(lambda: db_path.exists() and b"ingest running" in log.read_bytes(), 60, what="ingest")
    pub = publisher(broker, "seqless-station")
    n, base = 300, time.time() - 3600

    def rows():
        db = Database(db_path)
        try:
            return db.scalar("SELECT COUNT(*) FROM readings"), db.scalar("SELECT COUNT(DISTINCT ts) FROM readings")
        finally:
            db.close()
    try:
        for i in range(1, n + 1):
            body = {**synthetic.reading(i), "ts": base + i}
            body.pop("seq", None)
            pub.publish("wildfire/demo/sensor/st1/reading", json.dumps(body), qos=1)
            if i in (n // 4, n // 2, 3 * n // 4):     # three crashes, each while readings are in flight
                wait_for(lambda: rows()[0] > i // 2, 30, what="some rows stored")
                app.send_signal(signal.SIGKILL)
                app.wait(10)
                app = ingest_process(sets_for(broker, data), log)
            time.sleep(0.003)
        wait_for(lambda: rows()[1] >= n, 90, what="every reading stored")
        time.sleep(0.5)   # a late duplicate would show here
        total, distinct = rows()
        assert distinct == n and total == n, f"{total} rows for {distinct} readings"
    finally:
        pub.disconnect()
        pub.loop_stop()
        app.send_signal(signal.SIGTERM)
        app.wait(15)
