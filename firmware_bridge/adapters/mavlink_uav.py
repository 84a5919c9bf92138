"""MAVLink telemetry from a drone (pymavlink), e.g. `udpin:0.0.0.0:14550` from the ground radio.

GLOBAL_POSITION_INT gives position (degE7), altitude (mm above MSL) and heading (cdeg, 65535 =
unknown); SYSTEM_TIME, when the autopilot has GPS time, sets the clock, otherwise the bridge's
clock stamps each fix. The camera's field of view is configured. A link silent for
`link_timeout_s` counts as lost: the adapter says so and reopens with backoff.
"""
import os
import time

os.environ.setdefault("MAVLINK20", "1")
from pymavlink import mavutil  # noqa: E402  (the dialect choice above must come first)

from firmware_bridge.adapters.base import Adapter, DeviceLost  # noqa: E402


class MavlinkUav(Adapter):
    def __init__(self, name: str, outbox, link, *, url: str, device: str | None = None, fov_deg: float | None = None,
                 min_interval_s: float = 0.2, link_timeout_s: float = 3.0, **kw):
        super().__init__(name, outbox, link, **kw)
        self.url, self.device, self.fov_deg = url, device, fov_deg
        self.min_interval_s, self.link_timeout_s = min_interval_s, link_timeout_s
        self._clock_offset = None   # unix seconds - boot seconds, from SYSTEM_TIME
        self._last_boot_ms: dict[int, int] = {}

    def serve(self) -> None:
        try:
            conn = mavutil.mavlink_connection(self.url, source_system=255, autoreconnect=True)
        except OSError as exc:
            raise DeviceLost(f"cannot open {self.url}: {exc}") from None
        self.set_state("listening", url=self.url)
        last_heard, linked = time.monotonic(), False
        try:
            while not self.stop_event.is_set():
                msg = conn.recv_match(type=["GLOBAL_POSITION_INT", "SYSTEM_TIME", "HEARTBEAT"], blocking=True, timeout=0.2)
                if msg is None:
                    if linked and time.monotonic() - last_heard > self.link_timeout_s:
                        raise DeviceLost(f"no MAVLink from the drone for {self.link_timeout_s} s")
                    continue
                last_heard = time.monotonic()
                if not linked:
                    linked = True
                    self.set_state("connected", url=self.url, system=msg.get_srcSystem())
                self._handle(msg)
        finally:
            conn.close()

    def _handle(self, msg) -> None:
        kind = msg.get_type()
        if kind == "SYSTEM_TIME":
            if msg.time_unix_usec > 0:
                self._clock_offset = msg.time_unix_usec / 1e6 - msg.time_boot_ms / 1e3
            return
        if kind != "GLOBAL_POSITION_INT":
            return
        system = msg.get_srcSystem()
        previous = self._last_boot_ms.get(system)
        if previous is not None and 0 <= msg.time_boot_ms - previous < self.min_interval_s * 1000:
            return
        self._last_boot_ms[system] = msg.time_boot_ms
        ts = self._clock_offset + msg.time_boot_ms / 1e3 if self._clock_offset else time.time()
        telemetry = {"ts": ts, "lat": msg.lat / 1e7, "lon": msg.lon / 1e7, "alt_m": msg.alt / 1000.0}
        if msg.hdg != 65535:
            telemetry["heading_deg"] = msg.hdg / 100.0
        if self.fov_deg:
            telemetry["fov_deg"] = self.fov_deg
        self.counts["fixes"] += 1
        self.emit("uav_telemetry", self.device or f"mav{system}", telemetry)
