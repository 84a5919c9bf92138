"""[spread] settings: fuel, terrain and timing defaults for the spread look-ahead (DESIGN §8)."""
from pydantic import Field, field_validator

from appliance.config.section import Section

# The 18 fuel types of the Canadian FBP system as cffdrs-fire names them (plus their usual
# hyphenated spelling, accepted on input): the closed set a site's fuel can be.
FUEL_TYPES = ("C1", "C2", "C3", "C4", "C5", "C6", "C7", "D1", "D2", "M1", "M2", "M3", "M4",
              "O1a", "O1b", "S1", "S2", "S3")


def canonical_fuel(name: str) -> str:
    """'C-2', 'c2', 'O-1B' -> 'C2', 'O1b'; ValueError naming the valid ones otherwise."""
    key = str(name).strip().replace("-", "").replace("_", "").lower()
    for fuel in FUEL_TYPES:
        if fuel.lower() == key:
            return fuel
    raise ValueError(f"unknown fuel type {name!r}; FBP fuel types are "
                     + ", ".join(f"{f[0]}-{f[1:]}" for f in FUEL_TYPES))


class SpreadConfig(Section):
    default_fuel: str = Field(
        "O-1b", title="Default fuel type",
        description="FBP fuel type where a site has none set. O-1b (standing grass) because cured grass carries most "
                    "wildland starts near roads and towns and is the fastest-spreading FBP fuel at a given wind, so "
                    "the projected front errs ahead of the fire, not behind it; at 60 km/h it gives about 100 m/min, "
                    "the paper's shrubland figure.")
    fuel_by_site: dict[str, str] = Field(default_factory=dict, title="Fuel type per site",
                                         description="Site id -> FBP fuel type (e.g. {\"butte\" = \"C-2\"}).")
    grass_curing_pct: float = Field(80.0, ge=0, le=100, title="Grass curing",
                                    description="Percent of grass cured (dead), used by the O-1a/O-1b fuels.")
    slope_pct: float = Field(0.0, ge=0, le=150, title="Default slope",
                             description="Ground slope in percent where the crew gives none.")
    aspect_deg: float = Field(0.0, ge=0, lt=360, title="Default aspect",
                              description="Downslope direction in degrees from north where the crew gives none.")
    travel_min: float = Field(0.0, ge=0, le=24 * 60, title="Travel / dispatch time",
                              description="Minutes a crew needs to act on an answer; added to the act time.")
    default_latency_s: float = Field(176.7, ge=0, le=3600, title="Latency until measured",
                                     description="Answer latency assumed until the audit trail has answers (paper 001, Table 10: 176.7 s).")
    latency_window: int = Field(200, ge=1, le=100000, title="Latency window",
                                description="Most recent answers whose latency gives the rolling p50 and p95.")
    station_radius_km: float = Field(50.0, gt=0, le=1000, title="Wind station radius",
                                     description="Stations farther than this from the fire are not used for its wind.")
    wind_max_age_min: float = Field(120.0, gt=0, le=7 * 24 * 60, title="Oldest usable wind",
                                    description="Readings older than this (relative to the start time) are not used for wind.")
    default_ffmc: float = Field(90.0, ge=0, le=101, title="FFMC when unknown",
                                description="Fine Fuel Moisture Code used when no station has fire-weather codes yet (a dry summer day).")
    default_bui: float = Field(60.0, ge=0, le=500, title="BUI when unknown",
                               description="Buildup Index used when no station has fire-weather codes yet.")

    rings: list[float] = Field(
        [30.0, 60.0, 120.0, 180.0], title="Time rings",
        description="Minutes after the question at which a projection draws its fronts (isochrones), each as a "
                    "low / likely / high band; at most 12, each 1-1440 min.")

    @field_validator("rings")
    @classmethod
    def _rings(cls, value: list[float]) -> list[float]:
        if len(value) > 12 or any(not 1 <= v <= 24 * 60 for v in value):
            raise ValueError("time rings must be at most 12 values, each 1-1440 minutes")
        return sorted(set(value))

    @field_validator("default_fuel")
    @classmethod
    def _known_fuel(cls, value: str) -> str:
        canonical_fuel(value)
        return value

    @field_validator("fuel_by_site")
    @classmethod
    def _known_fuels(cls, value: dict) -> dict:
        for fuel in value.values():
            canonical_fuel(fuel)
        return value
