"""How a station network computes its published FWI codes, so the box can compute the same ones.

The equations (Van Wagner 1987) are fixed, but networks differ in how they feed them: which rain
gauge (and so how much rain) enters, which month's day-length factors DMC and DC use, and whether
the moisture codes are carried all season or started over each month. Crews read danger from the
codes their met service publishes, and thresholds learned from that history only hold if the box
computes its codes the same way. The default is the standard system; `appliance fire-weather
calibrate` fits a network's convention from stored readings that carry its published codes
(appliance/fireweather/calibrate.py) and stores it here, for the whole network or one station.
"""
import json
import time
from dataclasses import asdict, dataclass

from appliance.fireweather.noon import day_gap

# After this many days without an observation the moisture codes no longer describe the fuel:
# start over from the start-up values rather than carry stale ones.
MAX_CARRY_GAP_DAYS = 7

STARTUPS = {
    "standard": {"ffmc": 85.0, "dmc": 6.0, "dc": 15.0},   # Van Wagner 1987; Lawson & Armitage 2008
    "zero": {"ffmc": 0.0, "dmc": 0.0, "dc": 0.0},        # what a series looks like started from nothing
}
RESTARTS = ("none", "monthly")
NETWORK = "*"   # the scope of a convention that applies to every station without its own


@dataclass(frozen=True)
class CodeConvention:
    rain_factor: float = 1.0     # effective rain = gauge rain x this
    month_offset: int = 0        # DMC/DC day-length factors of month + offset (0 or -1)
    restart: str = "none"        # "none": carry all season; "monthly": start over on each month's first day
    startup: str = "standard"    # start-up FFMC/DMC/DC: a key of STARTUPS

    def __post_init__(self):
        if not 0.01 <= self.rain_factor <= 1000:
            raise ValueError(f"rain_factor={self.rain_factor} is outside 0.01..1000")
        if self.month_offset not in (0, -1):
            raise ValueError(f"month_offset={self.month_offset} must be 0 or -1")
        if self.restart not in RESTARTS:
            raise ValueError(f"restart={self.restart!r} must be one of {', '.join(RESTARTS)}")
        if self.startup not in STARTUPS:
            raise ValueError(f"startup={self.startup!r} must be one of {', '.join(STARTUPS)}")

    @property
    def is_standard(self) -> bool:
        return self == STANDARD

    def label(self) -> str:
        """A short description stored with every computed day (and shown in the audit)."""
        if self.is_standard:
            return "standard"
        parts = [f"rain x{self.rain_factor:g}"]
        if self.month_offset:
            parts.append(f"day length of month {self.month_offset:+d}")
        if self.restart != "none":
            parts.append(f"{self.restart} restart")
        parts.append(f"{self.startup} start-up")
        return ", ".join(parts)

    def startup_codes(self) -> dict:
        return dict(STARTUPS[self.startup])

    def day_length_month(self, month: int) -> int:
        return (int(month) - 1 + self.month_offset) % 12 + 1

    def carries(self, previous_day: str | None, day: str) -> bool:
        """Whether `day` continues from `previous_day`'s codes (else it starts from start-up values)."""
        if previous_day is None or day_gap(previous_day, day) > MAX_CARRY_GAP_DAYS:
            return False
        return not (self.restart == "monthly" and previous_day[:7] != day[:7])

    def as_dict(self) -> dict:
        return asdict(self)


STANDARD = CodeConvention()


def load_convention(db, device: str | None = None) -> CodeConvention:
    """The station's own convention, else the network's, else the standard system."""
    scopes = [s for s in (device, NETWORK) if s]
    for scope in scopes:
        rows = db.query("SELECT * FROM fire_weather_convention WHERE scope = ?", [scope])
        if rows:
            r = rows[0]
            return CodeConvention(rain_factor=r["rain_factor"], month_offset=r["month_offset"],
                                  restart=r["restart"], startup=r["startup"])
    return STANDARD


def store_convention(db, convention: CodeConvention, scope: str = NETWORK, report: dict | None = None) -> None:
    with db.conn:
        db.conn.execute(
            "INSERT OR REPLACE INTO fire_weather_convention(scope, rain_factor, month_offset, restart, startup,"
            " report_json, fitted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (scope, convention.rain_factor, convention.month_offset, convention.restart, convention.startup,
             json.dumps(report or {}), time.time()))


def clear_conventions(db, scope: str | None = None) -> int:
    with db.conn:
        before = db.scalar("SELECT COUNT(*) FROM fire_weather_convention")
        db.conn.execute("DELETE FROM fire_weather_convention" + (" WHERE scope = ?" if scope else ""),
                        [scope] if scope else [])
    return before - db.scalar("SELECT COUNT(*) FROM fire_weather_convention")


def stored_conventions(db) -> list[dict]:
    rows = db.query("SELECT * FROM fire_weather_convention ORDER BY scope")
    for r in rows:
        r["report"] = json.loads(r.pop("report_json") or "{}")
        r["label"] = CodeConvention(r["rain_factor"], r["month_offset"], r["restart"], r["startup"]).label()
    return rows
