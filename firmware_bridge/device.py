"""For a device that publishes straight to the box's broker: the bridge's recovery, as a library.

mosquitto acknowledges a QoS 1 message once it holds it in memory; a broker killed hard before
its next persistence save loses what it acknowledged since (docs/mqtt.md gives the measured
bound). A device that keeps its own messages until the appliance says it stored them loses
nothing: this is the bridge's outbox (outbox.py: SQLite, one sequence per stream) and link
(link.py: resend everything above the appliance's progress after a reconnect, a resync or a
stall), pointed at one device. Needs paho-mqtt and this package; run it on the device, or on
the computer the device is wired to.

    dev = DirectDevice("/var/lib/ws1/outbox.db", "box.local", 1883, site="truck07", device="ws1").start()
    dev.reading({"ts": time.time(), "lat": 36.75, "lon": 5.06, "temperature_c": 29.5, "rh_pct": 41})
    ...
    dev.wait_delivered(30); dev.stop()

The broker user needs read access to `<prefix>/<site>/appliance/progress` (deploy/mosquitto/
roles.toml gives it to sensors and drones).
"""
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox


class DirectDevice:
    def __init__(self, outbox_path, host: str, port: int, site: str, device: str, prefix: str = "wildfire",
                 client_id: str | None = None, username: str | None = None, password: str | None = None,
                 log=print):
        self.device = device
        self.outbox = Outbox(outbox_path)
        self.link = BridgeLink(self.outbox, host, port, prefix, site, client_id or f"device-{device}", log=log,
                               username=username, password=password)

    def start(self) -> "DirectDevice":
        self.link.start()
        return self

    def _send(self, kind: str, payload, props: dict | None = None) -> int:
        """Keep the message on disk first (it gets its seq there), then send it."""
        topic = self.link.topics.topic(kind, device=self.device)
        seq = self.outbox.append(kind, self.device, topic, payload, props)
        self.link.notify()
        return seq

    def reading(self, body: dict) -> int:
        return self._send("sensor_reading", body)

    def telemetry(self, body: dict) -> int:
        return self._send("uav_telemetry", body)

    def frame(self, image: bytes, **props) -> int:
        return self._send("uav_frame", image, props)

    def wait_delivered(self, timeout: float) -> bool:
        """True once the appliance reported every message stored (the outbox is then empty)."""
        return self.link.wait_acked(timeout)

    def pending(self) -> int:
        return self.outbox.pending()

    def stop(self) -> None:
        self.link.stop()
        self.outbox.close()
