"""A line-oriented serial weather station (RS-232/USB serial, read with pyserial).

One observation per line, NMEA style with an XOR checksum of the characters between '$' and '*':

    $WX,<unix ts or empty>,<temp C>,<RH %>,<wind km/h>,<wind from deg>,<rain mm>,<battery %>*<hex>

Empty fields are left out of the reading; an empty timestamp takes the bridge's clock. The
station's position is configured (the line does not carry it). Lines that fail the checksum or
the layout are counted and skipped; a line cut off when the cable is pulled is dropped, never
forwarded half.
"""
import time

import serial

from firmware_bridge.adapters.base import Adapter, DeviceLost

FIELDS = ("temperature_c", "rh_pct", "wind_kmh", "wind_dir_deg", "rain_mm", "battery_pct")
MAX_LINE = 512


def checksum(body: str) -> str:
    value = 0
    for ch in body.encode("ascii", "replace"):
        value ^= ch
    return f"{value:02X}"


def format_line(ts, values: dict) -> bytes:
    """What a station sends (the tests and demos use it)."""
    cells = ["WX", "" if ts is None else f"{ts:.3f}"] + ["" if values.get(f) is None else str(values[f]) for f in FIELDS]
    body = ",".join(cells)
    return f"${body}*{checksum(body)}\r\n".encode()


def parse_line(line: bytes, lat: float, lon: float) -> dict | None:
    """A reading dict, or None for anything that is not a whole, valid station line."""
    try:
        text = line.decode("ascii").strip()
    except UnicodeDecodeError:
        return None
    if not text.startswith("$") or "*" not in text:
        return None
    body, _, given = text[1:].rpartition("*")
    if given.upper() != checksum(body):
        return None
    cells = body.split(",")
    if len(cells) != 2 + len(FIELDS) or cells[0] != "WX":
        return None
    try:
        reading = {"ts": float(cells[1]) if cells[1] else time.time(), "lat": lat, "lon": lon}
        for name, cell in zip(FIELDS, cells[2:]):
            if cell:
                reading[name] = float(cell)
    except ValueError:
        return None
    return reading


class SerialStation(Adapter):
    def __init__(self, name: str, outbox, link, *, port: str, device: str, lat: float, lon: float,
                 baudrate: int = 9600, **kw):
        super().__init__(name, outbox, link, **kw)
        self.port, self.device, self.lat, self.lon, self.baudrate = port, device, lat, lon, baudrate

    def serve(self) -> None:
        try:
            ser = serial.Serial(self.port, self.baudrate, timeout=0.2)
        except (serial.SerialException, OSError) as exc:
            raise DeviceLost(f"cannot open {self.port}: {exc}") from None
        buffer = b""
        self.set_state("connected", port=self.port)
        try:
            while not self.stop_event.is_set():
                try:
                    chunk = ser.read(256)
                except (serial.SerialException, OSError) as exc:
                    if buffer:
                        self.counts["partial_lines"] += 1   # cut off by the disconnect: dropped
                    raise DeviceLost(f"{self.port}: {exc}") from None
                buffer += chunk
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    self._handle(line)
                if len(buffer) > MAX_LINE:
                    self.counts["bad_lines"] += 1
                    buffer = b""
        finally:
            ser.close()

    def _handle(self, line: bytes) -> None:
        if not line.strip():
            return
        reading = parse_line(line, self.lat, self.lon)
        if reading is None:
            self.counts["bad_lines"] += 1
            return
        self.counts["lines"] += 1
        self.emit("sensor_reading", self.device, reading)
