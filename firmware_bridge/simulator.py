"""Replay recorded edge data as live devices on the MQTT contract (demos and tests).

Readings go through the bridge outbox like any other adapter's: each gets a sequence number,
stays on disk until the appliance reports it stored, and is resent after a reconnect. With a
persistent outbox file the replay also records how far it got in the same transaction, so a
replay killed mid-stream resumes where it stopped without duplicating or skipping a day.
"""
import time
from pathlib import Path

from edgelink.topics import Topics
from firmware_bridge.algerian import parse_algerian
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox


class ReplaySimulator:
    """Publishes the Algerian days as two weather stations, in time order, at `speedup` x real time."""

    def __init__(self, csv_path, host: str, port: int, prefix: str, site: str, speedup: float,
                 limit: int | None = None, log=print, outbox_path: Path | str | None = None,
                 wait_acked_s: float = 10.0):
        self.report = parse_algerian(csv_path)
        self.host, self.port, self.speedup, self.limit, self.log = host, port, speedup, limit, log
        self.topics = Topics(prefix, site)
        self.site, self.wait_acked_s = site, wait_acked_s
        self.outbox = Outbox(outbox_path or ":memory:")
        self.cursor_name = f"replay:{Path(csv_path).name}"
        self.published: list[tuple[str, int]] = []   # (device, seq) for tests and the summary
        self._stopped = False

    def stop(self) -> None:
        self._stopped = True

    def run(self) -> int:
        for problem in self.report.problems:
            self.log(f"simulator: {problem}")
        link = BridgeLink(self.outbox, self.host, self.port, self.topics.prefix, self.site,
                          f"replay-{self.site}", log=self.log).start()
        days = sorted(self.report.days, key=lambda d: (d.ts, d.line))
        start_at = int(self.outbox.cursor(self.cursor_name) or 0)
        if start_at:
            self.log(f"simulator: resuming after day {start_at} of {len(days)}")
        start_wall = time.monotonic()
        start_rec = days[start_at].ts if start_at < len(days) else 0.0
        try:
            for index in range(start_at, len(days)):
                if self._stopped or (self.limit and len(self.published) >= self.limit):
                    break
                day = days[index]
                delay = (day.ts - start_rec) / self.speedup - (time.monotonic() - start_wall)
                if delay > 0:
                    time.sleep(min(delay, 5.0))
                topic = self.topics.topic("sensor_reading", device=day.device)
                # The outbox assigns the sequence number; the cursor commits with the message.
                seq = self.outbox.append("sensor_reading", day.device, topic, day.reading(0),
                                         cursor=(self.cursor_name, str(index + 1)))
                self.published.append((day.device, seq))
                link.notify()
            if not link.wait_acked(self.wait_acked_s):
                self.log(f"simulator: {self.outbox.pending()} readings not yet confirmed stored by the appliance;"
                         " they stay in the outbox")
        finally:
            link.stop()
        stations = len({d for d, _ in self.published})
        self.log(f"simulator: published {len(self.published)} readings from {stations} stations")
        return len(self.published)
