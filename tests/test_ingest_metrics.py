"""Observability: counters on the status topic and at /metrics in Prometheus text format."""
import json
import re
import threading

import paho.mqtt.client as mqtt
from flask import Flask

from appliance.ingest.metrics import Metrics, prometheus_text
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from appliance.web.blueprints.metrics import blueprint
from firmware_bridge import synthetic
from tests.conftest import wait_for

LINE = re.compile(r'^[a-z_]+(\{reason="[a-z_]+"\})? [0-9.e+-]+$')


def test_prometheus_text_is_well_formed():
    m = Metrics()
    m.inc("received", 3)
    m.inc("stored", 2)
    m.reject("out_of_range")
    m.gauge("queue_records", 4)
    text = prometheus_text(m.snapshot())
    for line in text.splitlines():
        assert line.startswith("# HELP ") or line.startswith("# TYPE ") or LINE.match(line), line
    assert "wildfire_ingest_received_total 3" in text
    assert 'wildfire_ingest_rejected_total{reason="out_of_range"} 1' in text
    assert "wildfire_ingest_queue_records 4" in text


def test_status_topic_and_metrics_endpoint_carry_live_counters(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "ingest.status_interval_s": 0.3})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    ingest.start()
    # A fresh session hears nothing published before its SUBACK: under load the first reading could beat it.
    assert ingest.subscribed.wait(20), "no SUBACK"
    statuses, progress = [], []
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="watcher", protocol=mqtt.MQTTv5)
    c.on_message = lambda cl, u, m: (statuses if m.topic.endswith("status") else progress).append(json.loads(m.payload))
    watching = threading.Event()
    c.on_subscribe = lambda *args: watching.set()
    c.connect("127.0.0.1", broker.port)
    c.subscribe([("wildfire/demo/appliance/status", 1), ("wildfire/demo/appliance/progress", 1)])
    c.loop_start()
    assert watching.wait(20), "no SUBACK for the watcher"
    try:
        for i in range(1, 4):
            c.publish("wildfire/demo/sensor/st1/reading", json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        c.publish("wildfire/demo/sensor/st1/reading", b"{bad", qos=1)
        wait_for(lambda: any(s.get("counters", {}).get("stored") == 3 and s["counters"].get("rejected") == 1
                             for s in statuses), 10, what="a status with the counters")
        wait_for(lambda: any(p["sources"].get("sensor_reading/st1") == 3 for p in progress), 5, what="progress 3")
        app = Flask(__name__)
        app.extensions["appliance"] = {"ingest": ingest}
        app.register_blueprint(blueprint)
        text = app.test_client().get("/metrics").get_data(as_text=True)
        assert "wildfire_ingest_stored_total 3" in text
        assert 'wildfire_ingest_rejected_total{reason="malformed_json"} 1' in text
        assert "wildfire_ingest_received_total 4" in text
    finally:
        ingest.stop()
        try:
            wait_for(lambda: statuses[-1]["state"] == "offline", 5, what="the offline status")
        finally:
            c.loop_stop()
