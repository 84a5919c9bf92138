"""The field's load for `bench web`: readings and drone frames published over MQTT from a process of
their own, as stations and drones would send them from outside the box. Publishing from the bench's
own process (as before) made the measured page share its GIL with the load generator, a cost the
box never pays; here the box pays only for what it does with the messages (ingest, embedding).
"""
import multiprocessing
import threading
import time

CTX = multiprocessing.get_context("spawn")
LOAD_NICE = 10


class FramePublisher(threading.Thread):
    """Drone frames (synthetic JPEG) over MQTT at a fixed rate, for the image embedder to work on."""

    def __init__(self, config, rate: float, seconds: float):
        super().__init__(name="publisher-frames", daemon=True)
        self.config, self.rate, self.seconds = config, rate, seconds
        self.sent = 0

    def run(self) -> None:
        from paho.mqtt.packettypes import PacketTypes
        from paho.mqtt.properties import Properties

        from appliance.comms.mqtt_client import connect, make_client
        from appliance.comms.topics import Topics
        from firmware_bridge import synthetic

        if self.rate <= 0:
            return
        client = make_client("bench-frames")
        connect(client, self.config.mqtt.host, self.config.mqtt.port)
        topic = Topics(self.config.mqtt.topic_prefix, self.config.site).topic("uav_frame", device="bench-uav")
        start = time.monotonic()
        while (elapsed := time.monotonic() - start) < self.seconds:
            while self.sent < int(elapsed * self.rate) + 1:
                self.sent += 1
                props = Properties(PacketTypes.PUBLISH)
                props.UserProperty = [("seq", str(self.sent)), ("ts", str(time.time() - 60)), ("lat", "36.75"),
                                      ("lon", "5.06")]
                client.publish(topic, synthetic.frame_jpeg(self.sent), qos=1, properties=props)
            time.sleep(0.02)
        client.loop_stop()
        client.disconnect()


class Publisher(threading.Thread):
    """Readings over MQTT at a fixed offered rate, as field stations would send them."""

    def __init__(self, config, device: str, rate: float, seconds: float, seq0: int):
        super().__init__(name=f"publisher-{device}", daemon=True)
        self.config, self.device, self.rate, self.seconds, self.seq0 = config, device, rate, seconds, seq0
        self.sent = 0

    def run(self) -> None:
        from appliance.comms.mqtt_client import connect, make_client, publish_json
        from appliance.comms.topics import Topics

        client = make_client(f"bench-{self.device}")
        connect(client, self.config.mqtt.host, self.config.mqtt.port)
        topic = Topics(self.config.mqtt.topic_prefix, self.config.site).topic("sensor_reading", device=self.device)
        start = time.monotonic()
        while (elapsed := time.monotonic() - start) < self.seconds:
            due = int(elapsed * self.rate) + 1
            while self.sent < due:
                self.sent += 1
                publish_json(client, topic, {"ts": time.time() - 60, "seq": self.seq0 + self.sent, "lat": 36.75,
                                             "lon": 5.06, "temperature_c": 25.0 + self.sent % 10, "rh_pct": 40.0,
                                             "wind_kmh": 12.0, "rain_mm": 0.0})
            time.sleep(0.005)
        time.sleep(0.5)
        client.loop_stop()
        client.disconnect()


def _publish(config, device, rate, frame_rate, seconds, seq0, ready, go, out) -> None:
    """Load process: imports done, says ready; publishes from `go` on; puts (readings, frames) sent."""
    import os

    import paho.mqtt.client  # noqa: F401  (imported before `ready`, so the clock starts on publishing)

    # The field's CPU is not the box's: on this one machine the load takes the slack, not a question's share.
    os.nice(LOAD_NICE)
    ready.set()
    go.wait()
    threads = [Publisher(config, device, rate, seconds, seq0), FramePublisher(config, frame_rate, seconds)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put((threads[0].sent, threads[1].sent))


class OffsiteLoad:
    """`start()` (waits until the load process is up), `go()`, then `join() -> (readings, frames) sent`."""

    def __init__(self, config, device: str, rate: float, seconds: float, seq0: int = 0, frame_rate: float = 0.0):
        self._ready, self._go, self._out = CTX.Event(), CTX.Event(), CTX.Queue()
        self._proc = CTX.Process(target=_publish, name=f"load-{device}", daemon=True,
                                 args=(config, device, rate, frame_rate, seconds, seq0, self._ready, self._go,
                                       self._out))
        self.seconds = seconds

    def start(self) -> "OffsiteLoad":
        self._proc.start()
        if not self._ready.wait(120):
            self._proc.kill()
            raise RuntimeError("the load process did not start")
        return self

    def go(self) -> None:
        self._go.set()

    def join(self) -> tuple[int, int]:
        sent = self._out.get(timeout=self.seconds + 120)
        self._proc.join(10)
        return sent
