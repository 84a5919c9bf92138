"""Engine-side MQTT clients for the fleet tests (a LoopbackIncident's engine brokers): connected, CONNACK read
before anything is published (a QoS 1 publish sent before it raced the broker in CI), and a blocking send."""
import json
import threading

import paho.mqtt.client as mqtt


def publisher(inc, site):
    b = inc.engines[site]
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"{site}-box", protocol=mqtt.MQTTv5)
    c.username_pw_set("appliance", b.passwords["appliance"])
    connected = threading.Event()
    c.on_connect = lambda *a: connected.set()
    c.connect("127.0.0.1", b.port)
    c.loop_start()
    assert connected.wait(10), f"no CONNACK from {site}'s broker"
    return c


def send(c, topic, body, retain=False):
    c.publish(topic, json.dumps(body), qos=1, retain=retain).wait_for_publish(10)
