"""The low / likely / high band of a projection: how far the front could be, not one line.

Two sources of uncertainty, both measured, none guessed:
- the inputs: the wind speed and direction spread of the stations' recent readings (one standard
  deviation each side); low = the weaker wind, high = the stronger wind swung either way;
- the rate-of-spread model's own error: Anderson et al. (2015) found predictions off by up to a
  factor of two. The factors applied are the shortest interval of measured/predicted rate that
  holds the Anderson fires at the level whose 10-fold cross-validated coverage reaches 0.8
  (validate.fit_error_band; shipped in ros_error.json, checked against the code by a test).
The high front is the convex hull of the strong-wind fronts at the three directions.
"""
import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from appliance.spread.geometry import ellipse_ring
from appliance.spread.ros import SpreadRate

ERROR_FILE = Path(__file__).with_name("ros_error.json")
BANDS = ("low", "likely", "high")


@lru_cache(maxsize=1)
def model_error() -> dict:
    return json.loads(ERROR_FILE.read_text())


@dataclass(frozen=True)
class Band:
    likely: SpreadRate
    low: SpreadRate
    high: tuple[SpreadRate, ...]       # strong wind at direction - sd, direction, direction + sd
    wind: dict                         # wind_kmh, wind_from_deg, speed_sd_kmh, dir_sd_deg, low/high winds
    error: dict                        # low_factor, high_factor and where they come from

    def rates(self) -> dict:
        return {"low": self.low, "likely": self.likely, "high": max(self.high, key=lambda r: r.head_ros_m_min)}

    def as_dict(self) -> dict:
        return {"wind": self.wind, "model_error": self.error,
                **{name: rate.as_dict() for name, rate in self.rates().items()}}

    def ring(self, name: str, lat: float, lon: float, minutes: float) -> list[list[float]]:
        if name == "high":
            rings = [_ellipse(r, lat, lon, minutes) for r in self.high]
            return convex_hull([p for ring in rings for p in ring[:-1]])
        return _ellipse(self.low if name == "low" else self.likely, lat, lon, minutes)


def _ellipse(rate: SpreadRate, lat: float, lon: float, minutes: float) -> list[list[float]]:
    return ellipse_ring(lat, lon, rate.head_ros_m_min, rate.back_ros_m_min, rate.lb_ratio,
                        rate.spread_toward_deg, minutes)


def make_band(rate_at, wind_kmh: float, wind_from_deg: float, *, speed_sd_kmh: float = 0.0,
              dir_sd_deg: float = 0.0, error: dict | None = None) -> Band:
    """`rate_at(wind_kmh, wind_from_deg) -> SpreadRate` for the fire's fuel, codes and terrain."""
    error = error or model_error()
    speed_sd, dir_sd = max(0.0, float(speed_sd_kmh)), min(90.0, max(0.0, float(dir_sd_deg)))
    low_wind, high_wind = max(0.0, wind_kmh - speed_sd), min(200.0, wind_kmh + speed_sd)
    likely = rate_at(wind_kmh, wind_from_deg)
    low = rate_at(low_wind, wind_from_deg).scaled(error["low_factor"])
    dirs = [(wind_from_deg - dir_sd) % 360, wind_from_deg, (wind_from_deg + dir_sd) % 360] if dir_sd else [wind_from_deg]
    high = tuple(rate_at(high_wind, d).scaled(error["high_factor"]) for d in dirs)
    return Band(likely=likely, low=low, high=high, error=error,
                wind={"wind_kmh": wind_kmh, "wind_from_deg": wind_from_deg, "speed_sd_kmh": round(speed_sd, 2),
                      "dir_sd_deg": round(dir_sd, 1), "low_wind_kmh": round(low_wind, 2),
                      "high_wind_kmh": round(high_wind, 2), "high_wind_from_deg": [round(d, 1) for d in dirs]})


def convex_hull(points: list[list[float]]) -> list[list[float]]:
    """Closed counter-clockwise hull (Andrew's monotone chain) of [lon, lat] points over a few km."""
    pts = sorted({(p[0], p[1]) for p in points})
    if len(pts) < 3:
        return [list(p) for p in pts] + [list(pts[0])]

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    hull = lower[:-1] + upper[:-1]
    return [list(p) for p in hull] + [list(hull[0])]


def circular_sd_deg(directions: list[float]) -> float:
    """Circular standard deviation (Mardia) of wind directions in degrees; 0 for fewer than two."""
    if len(directions) < 2:
        return 0.0
    s = sum(math.sin(math.radians(d)) for d in directions) / len(directions)
    c = sum(math.cos(math.radians(d)) for d in directions) / len(directions)
    r = min(1.0, math.hypot(s, c))
    return math.degrees(math.sqrt(-2.0 * math.log(r))) if r > 1e-12 else 180.0


def model_error_band(rate: SpreadRate, error: dict | None = None) -> Band:
    """The band of a rate given directly (no readings behind it): the model's error only."""
    error = error or model_error()
    return Band(likely=rate, low=rate.scaled(error["low_factor"]), high=(rate.scaled(error["high_factor"]),),
                error=error, wind={"speed_sd_kmh": 0.0, "dir_sd_deg": 0.0, "note": "no readings: model error only"})
