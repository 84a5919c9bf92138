"""Replay recorded edge data as live devices on the MQTT contract (demos and tests)."""
import heapq
import time

from appliance.comms.mqtt_client import connect, make_client, publish_json
from appliance.comms.topics import Topics
from firmware_bridge.algerian import parse_algerian


class ReplaySimulator:
    """Publishes the Algerian days as two weather stations, in time order, at `speedup` x real time."""

    def __init__(self, csv_path, host: str, port: int, prefix: str, site: str, speedup: float,
                 limit: int | None = None, log=print):
        self.report = parse_algerian(csv_path)
        self.host, self.port, self.speedup, self.limit, self.log = host, port, speedup, limit, log
        self.topics = Topics(prefix, site)
        self.site = site
        self.published: list[tuple[str, int]] = []   # (device, seq) for tests and the summary
        self._stopped = False

    def stop(self) -> None:
        self._stopped = True

    def run(self) -> int:
        for problem in self.report.problems:
            self.log(f"simulator: {problem}")
        client = make_client(f"replay-{self.site}")
        connect(client, self.host, self.port, timeout=5.0)
        seqs: dict[str, int] = {}
        events = [(d.ts, i, d) for i, d in enumerate(self.report.days)]
        heapq.heapify(events)
        pending = []
        start_wall, start_rec = time.monotonic(), events[0][0] if events else 0.0
        try:
            while events and not self._stopped:
                ts, _, day = heapq.heappop(events)
                delay = (ts - start_rec) / self.speedup - (time.monotonic() - start_wall)
                if delay > 0:
                    time.sleep(min(delay, 5.0))
                seq = seqs[day.device] = seqs.get(day.device, 0) + 1
                topic = self.topics.topic("sensor_reading", device=day.device)
                pending.append(publish_json(client, topic, day.reading(seq), qos=1))
                self.published.append((day.device, seq))
                if self.limit and len(self.published) >= self.limit:
                    break
            for info in pending:
                if info.rc == 0:
                    info.wait_for_publish(10)
        finally:
            client.disconnect()
            client.loop_stop()
        self.log(f"simulator: published {len(self.published)} readings from {len(seqs)} stations")
        return len(self.published)
