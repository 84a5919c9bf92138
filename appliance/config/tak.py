"""[tak] settings: Cursor on Target out to TAK apps (UDP multicast) and, optionally, a TAK Server (TLS)."""
import ipaddress
from pathlib import Path

from pydantic import Field, field_validator, model_validator

from appliance.config.section import Section

BANDS = ("low", "likely", "high")


class TakConfig(Section):
    enabled: bool = Field(False, title="Send Cursor on Target",
                          description="Send stations, detections and projected fronts to TAK apps (ATAK, iTAK, WinTAK). Off by default.")
    multicast: bool = Field(True, title="UDP multicast",
                            description="Send on the multicast group TAK apps listen on without a server (when enabled).")
    group: str = Field("239.2.3.1", title="Multicast group",
                       description="IPv4 multicast group; 239.2.3.1 is the one TAK apps join by default (SA multicast).")
    port: int = Field(6969, ge=1, le=65535, title="Multicast port", description="UDP port of the group (TAK default 6969).")
    ttl: int = Field(1, ge=0, le=255, title="Multicast TTL",
                     description="Router hops a datagram may cross; 1 keeps it on the crew's own network segment.")
    interface: str = Field("", title="Multicast interface",
                           description="IPv4 address of the network interface to send from (e.g. the crew Wi-Fi's); empty = the system's default route.")
    server_host: str = Field("", title="TAK Server host",
                             description="Send over TLS to this TAK Server as well (empty = no server).")
    server_port: int = Field(8089, ge=1, le=65535, title="TAK Server port", description="TAK Server's TLS streaming port (8089 by default).")
    ca_file: Path | None = Field(None, title="Server CA",
                                 description="PEM file of the CA that signed the TAK Server's certificate (e.g. deploy/mosquitto/make-ca's ca.crt).")
    cert_file: Path | None = Field(None, title="Client certificate", description="PEM client certificate the TAK Server knows this box by.")
    key_file: Path | None = Field(None, title="Client key", description="PEM private key of the client certificate (unencrypted, readable only by the box's user).")
    verify_hostname: bool = Field(True, title="Check the server's name",
                                  description="Check that the server certificate names server_host; turn off only for a server certified by IP in a closed network.")
    stale_s: float = Field(3600.0, ge=60, le=7 * 86400, title="Stale after",
                           description="Seconds after a projection's valid time (or a point's send time) at which TAK apps grey it out.")
    bands: list[str] = Field(["likely", "high"], title="Bands drawn",
                             description="Which of a time ring's low / likely / high fronts go out as shapes (each ring's remarks give all three distances).")
    interval_s: float = Field(10.0, ge=1, le=3600, title="Send interval",
                              description="Seconds between looks at the store for changes; unchanged items are re-sent every stale_s / 2 so apps keep them.")
    uid_prefix: str = Field("wildfire-appliance", pattern=r"^[A-Za-z0-9_.-]{1,64}$", title="UID prefix",
                            description="Start of every CoT uid this box sends, so its items never collide with another sender's.")

    @field_validator("group")
    @classmethod
    def _multicast_group(cls, value: str) -> str:
        try:
            address = ipaddress.IPv4Address(value)
        except ValueError:
            raise ValueError(f"{value!r} is not an IPv4 address") from None
        if not address.is_multicast:
            raise ValueError(f"{value} is not a multicast address (224.0.0.0/4)")
        return value

    @field_validator("interface")
    @classmethod
    def _interface(cls, value: str) -> str:
        if value:
            try:
                ipaddress.IPv4Address(value)
            except ValueError:
                raise ValueError(f"{value!r} is not an interface's IPv4 address") from None
        return value

    @field_validator("bands")
    @classmethod
    def _bands(cls, value: list[str]) -> list[str]:
        bad = [b for b in value if b not in BANDS]
        if bad or not value:
            raise ValueError(f"bands must be some of {', '.join(BANDS)}")
        return value

    @model_validator(mode="after")
    def _tls_files(self):
        if self.server_host:
            for name in ("ca_file", "cert_file", "key_file"):
                path = getattr(self, name)
                if path is None:
                    raise ValueError(f"server_host is set, so {name} is needed (PEM file)")
                if not Path(path).is_file():
                    raise ValueError(f"{name} {path} does not exist")
        return self
