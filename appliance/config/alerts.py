"""[alerts] settings: detection clusters, their cooldown and end, and the retained state topics."""
from pydantic import Field

from appliance.config.section import Section


class AlertsConfig(Section):
    cluster_radius_m: float = Field(500.0, gt=0, le=50_000, title="Cluster radius",
                                    description="A detection within this distance of an open alert belongs to that alert (a drone circling one fire is one alert).")
    cooldown_s: float = Field(300.0, ge=0, le=86_400, title="Update cooldown",
                              description="Least seconds between two 'update' messages of one alert; detections in between are counted into the next.")
    end_after_s: float = Field(1800.0, gt=0, le=7 * 86_400, title="End after",
                               description="An alert with no new detection for this long (by frame time) ends: an 'end' message, and its projection is withdrawn.")
    state_interval_s: float = Field(60.0, ge=1, le=86_400, title="Station state interval",
                                    description="Seconds between retained per-station state messages (latest danger class and data age).")
