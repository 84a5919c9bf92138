"""The bridge's MQTT side: forwards the outbox in sequence, forgets what the appliance reports as
stored, and resends everything above that after any reconnect, a resync, or a stall.

Adapters never publish data themselves: they append to the outbox. Their status (retained, one
topic per adapter) goes straight out, because only the latest state matters.
"""
import json
import threading
import time

from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from edgelink.client import make_client
from edgelink.topics import Topics

WINDOW = 1000          # most messages in flight above the appliance's progress, per stream
RESEND_AFTER_S = 3.0   # no progress this long with messages in flight: resend from progress


class BridgeLink:
    def __init__(self, outbox, host: str, port: int, prefix: str, site: str, client_id: str, log=print,
                 username: str | None = None, password: str | None = None):
        self.outbox, self.host, self.port, self.log = outbox, host, port, log
        self.topics = Topics(prefix, site)
        self.site = site
        self.client = make_client(client_id, username=username, password=password)
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message
        self._sent: dict[str, int] = {}          # stream -> highest seq handed to paho since the last resend
        self._moved: dict[str, float] = {}       # stream -> when its acked seq last moved
        self._resend = threading.Event()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self.resends = 0
        self._thread = threading.Thread(target=self._send_loop, name="bridge-link", daemon=True)

    def start(self) -> "BridgeLink":
        self.client.connect_async(self.host, self.port, keepalive=15)
        self.client.loop_start()
        self._thread.start()
        return self

    def notify(self) -> None:
        """An adapter appended something: send it now rather than at the next tick."""
        self._wake.set()

    def _on_connect(self, client, userdata, flags, reason, properties):
        if reason.is_failure:
            return
        client.subscribe(self.topics.topic("progress"), qos=1)
        self._resend.set()   # whatever was in flight may have died with the old connection or broker

    def _on_message(self, client, userdata, msg):
        try:
            body = json.loads(msg.payload)
            sources = body["sources"]
        except (ValueError, KeyError, TypeError):
            return
        streams = self.outbox.streams()
        now = time.monotonic()
        for stream, upto in sources.items():
            if stream in streams and isinstance(upto, int) and upto > streams[stream][1]:
                self.outbox.acknowledge(stream, upto)
                self._moved[stream] = now
        if body.get("resync"):
            self._resend.set()
        self._wake.set()

    def _send_loop(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(0.05)
            self._wake.clear()
            if not self.client.is_connected():
                continue
            if self._resend.is_set():
                self._resend.clear()
                self._sent.clear()
                self.resends += 1
            now = time.monotonic()
            for stream, (last, acked) in self.outbox.streams().items():
                sent = max(self._sent.get(stream, acked), acked)
                if sent <= acked:
                    self._moved[stream] = now   # nothing in flight: the stall clock starts now
                if sent > acked and now - self._moved.get(stream, now) > RESEND_AFTER_S:
                    sent = acked   # stalled: a message may be lost between broker and appliance
                    self._moved[stream] = now
                if sent >= last or sent - acked >= WINDOW:
                    continue
                for seq, topic, payload, props in self.outbox.above(stream, sent, WINDOW - (sent - acked)):
                    self.client.publish(topic, payload, qos=1, properties=_user_properties(props))
                    sent = seq
                self._sent[stream] = sent

    def publish_status(self, adapter: str, state: dict) -> None:
        self.client.publish(self.topics.topic("bridge_status", device=adapter),
                            json.dumps({**state, "at": time.time()}), qos=1, retain=True)

    def wait_acked(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all(last <= acked for last, acked in self.outbox.streams().values()):
                return True
            time.sleep(0.05)
        return False

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.client.disconnect()
        self.client.loop_stop()


def _user_properties(props: dict):
    if not props:
        return None
    p = Properties(PacketTypes.PUBLISH)
    p.UserProperty = list(props.items())
    return p
