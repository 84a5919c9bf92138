"""[fleet] settings: this box's part in a multi-box incident (DESIGN §8d).

standalone: an island (the default). engine: the box's broker bridges the incident topics to the
command post's broker (deploy/mosquitto, `appliance fleet bridge-config`). command_post: the box's
broker takes the engines' bridges on a TLS listener, and the box keeps the incident picture.
The box's own site id is the top-level `site`: it is the topic segment the engine may publish under.
"""
import re
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from appliance.config.section import Section

SEGMENT = r"^[A-Za-z0-9_-]{1,64}$"


class FleetConfig(Section):
    role: Literal["standalone", "engine", "command_post"] = Field(
        "standalone", title="Role in an incident",
        description="standalone: no link. engine: bridge this box's state, alerts, detections and fronts to the command post. command_post: accept the engines' bridges and keep the incident picture.")
    incident_id: str = Field("", pattern=r"^([A-Za-z0-9_-]{1,64})?$", title="Incident id",
                             description="The incident this box works (a topic segment, e.g. 2026-CA-BTU-012345). Needed by engine and command_post.")
    command_post_host: str = Field("", title="Command post address",
                                   description="Host name or address of the command post's broker, as written in its server certificate (make-ca NAME_OR_IP). Needed by an engine.")
    command_post_port: int = Field(8884, ge=1, le=65535, title="Command post bridge port",
                                   description="The command post's TLS listener for engine bridges (client certificates required).")
    command_post_site: str = Field("cp", pattern=SEGMENT, title="Command post site id",
                                   description="The command post's own site id; its alerts and the incident picture come back down to the engines.")
    tls_dir: Path = Field(Path("/etc/wildfire/mosquitto/tls"), title="Command post's TLS folder",
                          description="On the command post: the incident CA (ca.crt, ca.key) and the server certificate (server.crt, server.key) from deploy/mosquitto/make-ca; make-client-cert issues the engines' certificates from it.")
    engine_cert_dir: Path = Field(Path("/etc/wildfire/mosquitto/fleet"), title="Engine's certificate folder",
                                  description="On an engine: the folder `appliance fleet enroll` made for it on the command post (ca.crt, <site>.crt, <site>.key), copied here.")
    engines: list[str] = Field(default_factory=list, title="Engines of the incident",
                               description="On the command post: the site ids whose certificates may bridge in; each may publish only under its own site.")
    queue_hours: float = Field(12.0, gt=0, le=24 * 14, title="Hours queued while the link is down",
                               description="The engine's broker keeps this many hours of crossing traffic for the command post (bridge queue sizing in the written file).")
    stations: int = Field(20, ge=1, le=10_000, title="Stations per engine (sizing)",
                          description="Stations an engine reports, used only to size the bridge queue.")
    link_down_after_s: float = Field(90.0, gt=0, le=86_400, title="Link down after",
                                     description="At the command post an engine with no message for this long (or whose bridge's last will said 0) is shown as link down, with its last message's time.")

    @model_validator(mode="after")
    def _role_needs(self):
        if self.role != "standalone" and not self.incident_id:
            raise ValueError(f"role {self.role} needs incident_id")
        if self.role == "engine" and not self.command_post_host:
            raise ValueError("role engine needs command_post_host (the command post's broker)")
        bad = [e for e in self.engines if not re.match(SEGMENT, e)]
        if bad:
            raise ValueError(f"engines must be site ids (1-64 of A-Z a-z 0-9 _ -): {bad}")
        return self
