"""The broker's in-flight window to ingest (MQTT 5 Receive Maximum): ingest acknowledges only after
commit, so this window is what lets delivery go on while a batch commits. It must really reach the
broker (mosquitto's own limit is 100) and must never cost a reading while storage is stuck."""
import json
import time

import paho.mqtt.client as mqtt

from appliance.ingest.service import IngestService
from appliance.store.db import Database, connect
from firmware_bridge import synthetic
from tests.conftest import wait_for

TOPIC = "wildfire/demo/sensor/st1/reading"


def test_the_window_is_the_configured_one_and_nothing_is_lost_while_storage_is_stuck(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "ingest.receive_maximum": 250, "ingest.batch_size": 50})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    blocker = connect(config.db_path)
    sender = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="st1", protocol=mqtt.MQTTv5)
    sender.max_queued_messages_set(0)
    try:
        ingest.start()
        assert ingest.subscribed.wait(10), "no SUBACK"
        blocker.execute("BEGIN IMMEDIATE")   # storage stuck: every commit waits, nothing is acknowledged
        sender.connect("127.0.0.1", broker.port)
        sender.loop_start()
        for i in range(1, 401):
            sender.publish(TOPIC, json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        wait_for(lambda: ingest.metrics["received"] >= 250, 20, what="250 delivered unacknowledged")
        time.sleep(1.0)
        assert ingest.metrics["received"] == 250      # the window, not mosquitto's 100 and not more
        assert ingest.metrics["stored"] == 0
        blocker.execute("ROLLBACK")
        wait_for(lambda: ingest.metrics["stored"] == 400, 60, what="all 400 stored")
        seqs = [r["seq"] for r in ingest.db.query("SELECT seq FROM readings ORDER BY seq")]
        assert seqs == list(range(1, 401))
    finally:
        sender.disconnect()
        sender.loop_stop()
        blocker.close()
        ingest.stop()
