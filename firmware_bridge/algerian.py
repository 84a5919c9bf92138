"""Parse the UCI Algerian Forest Fires file as shipped: two region blocks, stray spaces, CRLF,
zero-padded dates and one malformed row (reported and skipped, never crashed on)."""
import csv
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

# Station positions for the two regions (city centres; the data set gives no coordinates).
STATIONS = {
    "bejaia": {"region": "Bejaia", "lat": 36.7509, "lon": 5.0567},
    "sidi-bel-abbes": {"region": "Sidi-Bel Abbes", "lat": 35.1899, "lon": -0.6308},
}
REGION_TO_DEVICE = {"bejaia": "bejaia", "sidi-bel abbes": "sidi-bel-abbes"}
NUMERIC = ("Temperature", "RH", "Ws", "Rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
HEADER = ("day", "month", "year") + NUMERIC + ("Classes",)


@dataclass
class AlgerianDay:
    device: str
    line: int
    date: str              # YYYY-MM-DD
    ts: float              # local noon (UTC+1) as unix seconds: the FWI system's observation time
    temperature_c: float
    rh_pct: float
    wind_kmh: float
    rain_mm: float
    codes: dict            # FFMC, DMC, DC, ISI, BUI, FWI as recorded
    fire: bool

    def reading(self, seq: int, shift_s: float = 0.0) -> dict:
        """The station's reading as it would publish it: weather and the network's published codes.

        The day's fire label (`fire`) is NOT in it: a live station cannot know whether a fire will
        be recorded that day; evaluations read labels from the file. `shift_s` moves the reading in
        time (a replay brought up to today); the recorded date then travels as `extra.replay_of`.
        """
        st = STATIONS[self.device]
        extra = dict(self.codes)
        if shift_s:
            extra["replay_of"] = self.date
        return {"ts": self.ts + shift_s, "seq": seq, "lat": st["lat"], "lon": st["lon"],
                "temperature_c": self.temperature_c, "rh_pct": self.rh_pct, "wind_kmh": self.wind_kmh,
                "rain_mm": self.rain_mm, "extra": extra}


# The data set's one known broken row, as UCI publishes it: Sidi-Bel Abbes on 14 July 2012 has "14.6 9"
# where the DC and ISI columns should be two numbers. It is left out and said once, in words; any
# other malformed row is a problem of the file at hand and is reported as one.
KNOWN_BROKEN = {("sidi-bel-abbes", "14", "07", "2012"): (
    "the data set's one known broken row is left out: Sidi-Bel Abbes, 14 July 2012 (line {line}), where the"
    " published file has \"14.6 9\" in place of two numbers (DC and ISI). Every other day is replayed.")}


@dataclass
class ParseReport:
    days: list[AlgerianDay] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    known: list[str] = field(default_factory=list)    # the data set's known flaws, in words (KNOWN_BROKEN)


def parse_algerian(path: Path) -> ParseReport:
    report = ParseReport()
    device = None
    with open(path, newline="", encoding="ascii", errors="replace") as fh:
        for number, row in enumerate(csv.reader(fh), start=1):
            cells = [c.strip() for c in row]
            if not any(cells):
                continue
            if len(cells) == 1 or (cells[0] and "region" in cells[0].lower()):
                name = cells[0].lower().replace("region dataset", "").strip()
                device = REGION_TO_DEVICE.get(name)
                if device is None:
                    report.problems.append(f"line {number}: unknown region block {cells[0]!r}")
                continue
            if cells[0] == "day":
                continue
            if device is None:
                report.problems.append(f"line {number}: data before any region header; skipped")
                continue
            if len(cells) != len(HEADER) and (device, *cells[:3]) in KNOWN_BROKEN:
                report.known.append(KNOWN_BROKEN[(device, *cells[:3])].format(line=number))
                continue
            if len(cells) != len(HEADER):
                report.problems.append(f"line {number}: {len(cells)} fields instead of {len(HEADER)}; skipped")
                continue
            try:
                values = dict(zip(HEADER, cells))
                day = datetime(int(values["year"]), int(values["month"]), int(values["day"]), 11, 0,
                               tzinfo=timezone.utc)
                nums = {k: float(values[k]) for k in NUMERIC}
                label = values["Classes"].lower()
                if label not in ("fire", "not fire"):
                    raise ValueError(f"class {values['Classes']!r}")
            except ValueError as exc:
                report.problems.append(f"line {number}: {exc}; skipped")
                continue
            report.days.append(AlgerianDay(
                device=device, line=number, date=day.strftime("%Y-%m-%d"), ts=day.timestamp(),
                temperature_c=nums["Temperature"], rh_pct=nums["RH"], wind_kmh=nums["Ws"], rain_mm=nums["Rain"],
                codes={k: nums[k] for k in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")}, fire=label == "fire"))
    return report
