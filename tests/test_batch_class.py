"""Ingest and the broker start in SCHED_BATCH (store/background.py start_in_batch_class): on waking
they never preempt a question's model threads, yet keep their CPU share. Checked on the real
processes: mosquitto, ingest's writer process (also the one started again after a kill), paho's
thread; the caller's own thread keeps its class, and every reading is still stored once."""
import json
import os
import signal

import paho.mqtt.client as mqtt
import pytest

from appliance.comms.broker import LocalBroker, free_port
from appliance.ingest.service import IngestService
from appliance.store.background import start_in_batch_class
from appliance.store.db import Database
from firmware_bridge import synthetic
from tests.conftest import wait_for

TOPIC = "wildfire/demo/sensor/st1/reading"


def policy(pid: int) -> int:
    """The scheduling policy of a process or thread id, from /proc (field 41)."""
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[38])


def test_broker_and_ingest_run_in_the_batch_class_and_store_every_reading(tmp_path, config_factory):
    port = free_port()
    broker = start_in_batch_class(LocalBroker(port, tmp_path / "mosquitto").start)
    config = config_factory(**{"mqtt.port": port, "mqtt.start_local_broker": False})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    sender = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="st1", protocol=mqtt.MQTTv5)
    try:
        start_in_batch_class(ingest.start)
        assert ingest.subscribed.wait(10), "no SUBACK"
        assert policy(broker.proc.pid) == os.SCHED_BATCH
        first = ingest.records._proc.pid
        assert policy(first) == os.SCHED_BATCH
        assert policy(ingest.client._thread.native_id) == os.SCHED_BATCH   # paho's network thread
        assert os.sched_getscheduler(0) == os.SCHED_OTHER   # the caller (the page's questions) is untouched
        sender.connect("127.0.0.1", port)
        sender.loop_start()
        for i in range(1, 201):
            sender.publish(TOPIC, json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        wait_for(lambda: ingest.metrics["received"] >= 100, 20, what="deliveries")
        os.kill(first, signal.SIGKILL)   # started again by ingest's own thread: the class is inherited
        wait_for(lambda: ingest.records._proc.pid != first, 20, what="a new writer process")
        assert policy(ingest.records._proc.pid) == os.SCHED_BATCH
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings") == 200, 60, what="all 200 stored")
        assert [r["seq"] for r in ingest.db.query("SELECT seq FROM readings ORDER BY seq")] == list(range(1, 201))
    finally:
        sender.disconnect()
        sender.loop_stop()
        ingest.stop()
        broker.stop()


def test_a_failing_start_raises_on_the_callers_thread():
    def start():
        raise RuntimeError("mosquitto exited at start")

    with pytest.raises(RuntimeError, match="exited at start"):
        start_in_batch_class(start)
    assert start_in_batch_class(lambda: 42) == 42
