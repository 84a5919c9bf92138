"""The record writer runs in its own process (ingest/record_process.py). Killed mid-stream, it is
restarted, the batch it held is stored by the new one, and every reading is stored exactly once."""
import json
import os
import signal
import time

import paho.mqtt.client as mqtt

from appliance.ingest.service import IngestService
from appliance.store.db import Database
from firmware_bridge import synthetic
from tests.conftest import wait_for

TOPIC = "wildfire/demo/sensor/st1/reading"
N = 1500


def test_a_killed_writer_process_is_replaced_and_nothing_is_lost_or_stored_twice(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    sender = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="st1", protocol=mqtt.MQTTv5)
    sender.max_queued_messages_set(0)
    try:
        ingest.start()
        assert ingest.subscribed.wait(10), "no SUBACK"
        sender.connect("127.0.0.1", broker.port)
        sender.loop_start()
        killed = []
        for i in range(1, N + 1):
            sender.publish(TOPIC, json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
            if i % 300 == 0:   # several times mid-stream, whatever the writer is doing then
                wait_for(lambda: ingest.metrics["received"] >= i - 100, 20, what="deliveries")
                pid = ingest.records._proc.pid
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                wait_for(lambda: ingest.records._proc.pid != pid, 20, what="a new writer process")
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings") == N, 60, what=f"all {N} stored")
        time.sleep(0.5)
        seqs = [r["seq"] for r in ingest.db.query("SELECT seq FROM readings ORDER BY seq")]
        assert seqs == list(range(1, N + 1))
        assert ingest.metrics["store_errors"] >= len(killed) == 5
        wait_for(lambda: ingest.metrics["stored"] + ingest.metrics["duplicates"] >= N, 10, what="all handled")
        assert ingest.records.is_alive()
    finally:
        sender.disconnect()
        sender.loop_stop()
        ingest.stop()
