"""[fire_weather] settings: how the box keeps its daily FWI codes (appliance/fireweather)."""
from pydantic import Field

from appliance.config.section import Section


class FireWeatherConfig(Section):
    auto_calibrate: bool = Field(
        True, title="Follow the network's codes",
        description="When readings carry the station network's published FFMC, DMC and DC, fit the network's "
                    "convention once 14 station-days have arrived (and again each time they double), so the box's own "
                    "codes match the ones the crew reads from the met service. Off: the standard system unless "
                    "`appliance fire-weather calibrate` is run by hand.")
    interval_s: float = Field(2.0, gt=0, le=3600, title="Code refresh interval",
                              description="Seconds between checks for new readings whose days need codes.")
