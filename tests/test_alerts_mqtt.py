"""MQTT conventions on a real mosquitto: retained `<prefix>/appliance/available` online / offline
(the broker's last will after SIGKILL of `appliance run`), retained per-station state, alert events."""
import json
import os
import queue
import signal
import subprocess
import sys

import paho.mqtt.client as mqtt
import pytest

from appliance.alerts.outputs import FieldOutputs
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from map_fixture import fill


class Listener:
    """A crew dashboard's client: collects (topic, payload, retained) from its subscriptions."""

    def __init__(self, port, *topics):
        self.q: queue.Queue = queue.Queue()
        self.c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, protocol=mqtt.MQTTv5)
        self.c.on_message = lambda c, u, m: self.q.put((m.topic, m.payload.decode(), bool(m.retain)))
        acks = queue.Queue()
        self.c.on_subscribe = lambda *args: acks.put(True)
        self.c.connect("127.0.0.1", port)
        for t in topics:
            self.c.subscribe(t, qos=1)
        self.c.loop_start()
        # An event published before the broker's SUBACK never reaches this client: under load one could.
        for _ in topics:
            acks.get(timeout=20)

    def next(self, topic_part: str, timeout=30):
        while True:
            topic, payload, retained = self.q.get(timeout=timeout)
            if topic_part in topic:
                return topic, payload, retained

    def close(self):
        self.c.loop_stop()
        self.c.disconnect()


def test_available_state_and_alert_topics(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False, "site": "demo"})
    db = Database(config.db_path)
    fill(db, tmp_path)
    db.close()
    outputs = FieldOutputs(config, log=lambda m: None).start()
    try:
        first = Listener(broker.port, "wildfire/demo/appliance/station/+/state")
        seen = {first.next("/state")[0], first.next("/state")[0]}
        # A dashboard that starts later gets the retained availability and station states at once.
        late = Listener(broker.port, "wildfire/appliance/available", "wildfire/demo/appliance/station/+/state")
        assert late.next("available") == ("wildfire/appliance/available", "online", True)
        states = {}
        while len(states) < 2:
            topic, payload, retained = late.next("/state")
            assert retained
            states[topic] = json.loads(payload)
        assert set(states) == seen
        bejaia = states["wildfire/demo/appliance/station/bejaia/state"]
        assert bejaia["danger_class"] in ("very low", "low", "moderate", "high", "very high", "extreme")
        assert bejaia["data_age_s"] > 0 and bejaia["last_reading"].endswith("Z")
        alerts = Listener(broker.port, "wildfire/demo/alerts")
        outputs.publish_alert("demo", {"type": "new", "id": "demo-1", "before": None, "after": {"id": "demo-1"}})
        topic, payload, retained = alerts.next("alerts")
        assert json.loads(payload)["type"] == "new" and not retained       # an event, never retained
    finally:
        outputs.stop()
    assert late.next("available") == ("wildfire/appliance/available", "offline", False)
    after = Listener(broker.port, "wildfire/appliance/available")
    assert after.next("available") == ("wildfire/appliance/available", "offline", True)
    for c in (first, late, alerts, after):
        c.close()


@pytest.mark.slow
def test_last_will_says_offline_after_sigkill(broker, tmp_path):
    watcher = Listener(broker.port, "wildfire/appliance/available")
    env = {**os.environ, "APPLIANCE_CONFIG": ""}
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "run", "--degraded-ok",
                             "--set", f"mqtt.port={broker.port}", "--set", "mqtt.start_local_broker=false",
                             "--set", f"store.data_dir={tmp_path / 'data'}", "--set", "web.port=0"],
                            cwd=REPO_DIR, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        assert watcher.next("available", timeout=180)[1] == "online"
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        topic, payload, retained = watcher.next("available", timeout=30)
        assert payload == "offline"       # published by the broker: the box had no chance to say it
        fresh = Listener(broker.port, "wildfire/appliance/available")
        assert fresh.next("available")[1:] == ("offline", True)
        fresh.close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        watcher.close()
