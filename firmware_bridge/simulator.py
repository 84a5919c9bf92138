"""Replay recorded edge data as live devices on the MQTT contract (demos and tests).

Readings go through the bridge outbox like any other adapter's: each gets a sequence number,
stays on disk until the appliance reports it stored, and is resent after a reconnect. With a
persistent outbox file the replay also records how far it got in the same transaction, so a
replay killed mid-stream resumes where it stopped without duplicating or skipping a day.

A live demo replays the recorded days shifted by whole days so that the last one is today (a
crew asking about "now" gets today's data); each reading keeps its recorded date in
`extra.replay_of`. The demo seed replays them unshifted, so questions about a 2012 day have
fixed answers. Fire labels never go out: a live station would not know them.
"""
import time
from datetime import datetime, timezone
from pathlib import Path

from edgelink.topics import Topics
from firmware_bridge.algerian import parse_algerian
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox


class ReplaySimulator:
    """Publishes the Algerian days as two weather stations, in time order, at `speedup` x real time."""

    def __init__(self, csv_path, host: str, port: int, prefix: str, site: str, speedup: float,
                 limit: int | None = None, log=print, outbox_path: Path | str | None = None,
                 wait_acked_s: float = 10.0, shift_to_today: bool = True, today: str | None = None):
        self.report = parse_algerian(csv_path)
        self.shift_s = replay_shift_s(self.report.days, today) if shift_to_today else 0.0
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
        for known in self.report.known:
            self.log(f"simulator: {known}")
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
                if delay > 0 and self.speedup != float("inf"):
                    time.sleep(min(delay, 5.0))
                topic = self.topics.topic("sensor_reading", device=day.device)
                # The outbox assigns the sequence number; the cursor commits with the message.
                seq = self.outbox.append("sensor_reading", day.device, topic, day.reading(0, self.shift_s),
                                         cursor=(self.cursor_name, str(index + 1)))
                self.published.append((day.device, seq))
                link.notify()
            if not link.wait_acked(self.wait_acked_s):
                self.log(f"simulator: {self.outbox.pending()} readings not yet confirmed stored by the appliance;"
                         " they stay in the outbox")
        finally:
            link.stop()
        stations = len({d for d, _ in self.published})
        if self.shift_s:
            end = datetime.fromtimestamp(max(d.ts for d in self.report.days) + self.shift_s, timezone.utc).strftime("%Y-%m-%d")
            shifted = f", shifted {self.shift_s / 86400:.0f} days to end on {end}"
        else:
            shifted = ""
        self.log(f"simulator: published {len(self.published)} readings from {stations} stations{shifted}")
        return len(self.published)


def replay_shift_s(days, today: str | None = None, now: float | None = None) -> float:
    """Seconds (whole days) that move the last recorded day onto `today` (YYYY-MM-DD, default: UTC today). With no
    `today` given, a last reading that would lie after `now` (a demo started before the stations' noon reading) ends
    the day before instead: a reading from the box's future would be answered as "under 2 minutes" old."""
    if not days:
        return 0.0
    last = max(d.date for d in days)
    now = time.time() if now is None else now
    target = today or datetime.fromtimestamp(now, timezone.utc).strftime("%Y-%m-%d")
    gap = datetime.strptime(target, "%Y-%m-%d") - datetime.strptime(last, "%Y-%m-%d")
    shift = float(gap.days * 86400)
    if today is None and max(d.ts for d in days) + shift > now:
        shift -= 86400.0
    return shift
