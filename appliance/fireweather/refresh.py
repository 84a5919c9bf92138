"""Keep the daily codes up to date as readings are stored (the write side of fire weather).

Questions, the page and the CLI only read codes (danger.station_danger, daily.latest_fire_weather);
this step computes them behind ingest, for the stations that got new readings since the last pass.
When the feed carries the network's published codes, the network's convention is fitted once
enough days have arrived and fitted again as they grow, so the box's own codes follow the network
(the demo's Algerian feed does; a feed without published codes is never calibrated).
"""
from appliance.fireweather.calibrate import MIN_DAYS, CalibrationError, calibrate_from_readings
from appliance.fireweather.convention import NETWORK, stored_conventions
from appliance.fireweather.daily import compute_daily_codes

REFIT_GROWTH = 2.0   # fit again once the published days doubled since the last fit (each fit takes ~1 min on 2 cores)
PUBLISHED_LIKE = "%\"FFMC\"%"


class CodesRefresher:
    """`step(db) -> stations recomputed`; remembers the newest reading id it has seen."""

    def __init__(self, auto_calibrate: bool = True, log=print):
        self.auto_calibrate, self.log = auto_calibrate, log
        self.seen_id = 0
        self.published = 0      # readings carrying published codes (counted incrementally)
        self.tried_at = 0       # published count at the last fit (or failed fit): wait for more before the next

    def step(self, db) -> int:
        top = db.scalar("SELECT MAX(id) FROM readings") or 0
        if top <= self.seen_id:
            return 0
        devices = [r["device"] for r in db.query("SELECT DISTINCT device FROM readings WHERE id > ? AND id <= ?",
                                                 [self.seen_id, top])]
        if self.auto_calibrate:
            self._count_published(db, top)
            if self.calibrate_if_due(db):   # a new convention: every station's days follow it
                devices = [r["device"] for r in db.query("SELECT DISTINCT device FROM readings")]
        for device in devices:
            result = compute_daily_codes(db, device=device)
            for reason in result["skipped"][:3]:
                self.log(f"fire-weather: skipped {reason}")
        self.seen_id = top
        return len(devices)

    def _count_published(self, db, top: int) -> None:
        new = db.scalar("SELECT COUNT(*) FROM readings WHERE id > ? AND id <= ? AND extra_json LIKE ?",
                        [self.seen_id, top, PUBLISHED_LIKE])
        self.published += new

    def calibrate_if_due(self, db) -> dict | None:
        """Fit the network's convention when none is stored, or when the published days grew enough."""
        if self.published < max(MIN_DAYS, self.tried_at * REFIT_GROWTH):
            return None
        fitted = {c["scope"] for c in stored_conventions(db)}
        if fitted - {NETWORK}:
            return None   # someone fitted per station by hand: leave their choice alone
        if fitted and not self.tried_at:
            self.tried_at = self.published   # fitted before this process started: on what is stored now
            return None
        self.tried_at = self.published
        try:
            result = calibrate_from_readings(db)
        except CalibrationError as exc:
            self.log(f"fire-weather: not calibrated yet ({exc})")
            return None
        report = result["scopes"][NETWORK]
        self.log(f"fire-weather: fitted the network's convention ({report['label']}) on {report['days_scored']} days")
        return result


def refresh_codes(db, auto_calibrate: bool = True, log=lambda msg: None) -> int:
    """One pass over every station (for one-shot callers: the demo seed, imports)."""
    return CodesRefresher(auto_calibrate, log).step(db)
