"""A paho-mqtt 2.x client set up the way the box needs it: MQTT 5, persistent session, last will."""
import json
import threading
import time

import paho.mqtt.client as mqtt
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from edgelink.backoff import Backoff
from edgelink.buffered import BufferedClient


class BrokerUnreachable(Exception):
    pass


def make_client(client_id: str, *, username=None, password=None, manual_ack=False,
                will_topic: str | None = None, will_payload: bytes = b"", clean_start=True,
                buffered: bool = False) -> mqtt.Client:
    """`buffered`: read the socket in large chunks (edgelink/buffered.py), for a busy subscriber."""
    cls = BufferedClient if buffered else mqtt.Client
    client = cls(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv5, manual_ack=manual_ack)
    if username:
        client.username_pw_set(username, password)
    if will_topic:
        client.will_set(will_topic, will_payload, qos=1, retain=True)
    # Queue everything while disconnected and retry quickly: the box must not drop QoS 1 traffic.
    client.max_queued_messages_set(0)
    client.max_inflight_messages_set(100)
    client.reconnect_delay_set(0.2, 2)
    client._appliance_clean_start = clean_start  # read by connect()
    return client


def connect(client: mqtt.Client, host: str, port: int, *, session_expiry_s: int = 0,
            timeout: float = 5.0, retry: bool = False, log=None, receive_maximum: int = 0) -> None:
    """Connect and start the network loop; raise BrokerUnreachable with a one-line reason.

    `receive_maximum` (MQTT 5): most QoS 1 messages the broker may send before this client
    acknowledges; 0 leaves the broker's own limit (mosquitto: max_inflight_messages)."""
    props = Properties(PacketTypes.CONNECT)
    if session_expiry_s:
        props.SessionExpiryInterval = session_expiry_s
    if receive_maximum:
        props.ReceiveMaximum = receive_maximum
    connected = threading.Event()
    previous = client.on_connect

    def on_connect(c, userdata, flags, reason, properties):
        if not reason.is_failure:
            connected.set()
        if previous:
            previous(c, userdata, flags, reason, properties)

    client.on_connect = on_connect
    attempt, delays = 0, Backoff(0.5, 5.0)
    while True:
        attempt += 1
        try:
            client.connect(host, port, keepalive=15, clean_start=getattr(client, "_appliance_clean_start", True),
                           properties=props)
            client.loop_start()
            if connected.wait(timeout):
                return
            client.loop_stop()
            reason = f"no CONNACK from {host}:{port} within {timeout} s"
        except OSError as exc:
            reason = f"cannot reach MQTT broker at {host}:{port}: {exc.strerror or exc}"
        if not retry:
            raise BrokerUnreachable(reason)
        if log:
            log(f"{reason}; retrying (attempt {attempt})")
        time.sleep(delays.next())


def publish_json(client: mqtt.Client, topic: str, payload: dict, qos: int = 1, retain: bool = False):
    return client.publish(topic, json.dumps(payload, separators=(",", ":"), allow_nan=False), qos=qos, retain=retain)
