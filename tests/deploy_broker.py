"""Run the shipped mosquitto configuration (deploy/mosquitto/) for real on loopback ports.

Used by test_mqtt_security.py and test_bridge_brokers.py: the files are rendered the way
deploy/install.sh renders them, plus `user root` (MODELS.md: started as root, mosquitto drops to
user mosquitto and cannot write a temp dir's persistence file).
"""
import re
import subprocess
import sys
import threading
import time
import tomllib
from pathlib import Path

import paho.mqtt.client as mqtt

from appliance.comms.broker import port_open
from appliance.paths import REPO_DIR

MOSQ_DIR = REPO_DIR / "deploy" / "mosquitto"
MOSQUITTO = "/usr/sbin/mosquitto"


def render(template: str, **values) -> str:
    """Fill @NAME@ placeholders as install.sh does; one left in a live line is a test bug."""
    for key, value in values.items():
        template = template.replace(f"@{key}@", str(value))
    live = [line for line in template.splitlines() if not line.lstrip().startswith("#")]
    left = re.findall(r"@[A-Z_]+@", "\n".join(live))
    assert not left, f"unfilled placeholders {left}"
    return template


def devices_toml(site: str, users: dict[str, str], prefix: str = "wildfire") -> str:
    """users: user -> role, all on `site`."""
    body = f'prefix = "{prefix}"\n'
    for user, role in users.items():
        body += f'\n[[device]]\nuser = "{user}"\nrole = "{role}"\nsite = "{site}"\n'
    return body


class ShippedBroker:
    """mosquitto with deploy/mosquitto/wildfire.conf, per-device credentials and optional conf.d pieces."""

    def __init__(self, root: Path, port: int, devices: str, extra: dict[str, str] | None = None, **values):
        self.root, self.port = Path(root), port
        self.conf_dir, self.data_dir = self.root / "etc", self.root / "data"
        (self.conf_dir / "conf.d").mkdir(parents=True, exist_ok=True)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        (self.conf_dir / "devices.toml").write_text(devices)
        subprocess.run([sys.executable, str(MOSQ_DIR / "make-credentials"), str(self.conf_dir / "devices.toml"),
                        str(self.conf_dir)], check=True, capture_output=True)
        self.passwords = tomllib.loads((self.conf_dir / "credentials.toml").read_text())["users"]
        values = {"CONF_DIR": self.conf_dir, "DATA_DIR": self.data_dir, "PORT": port, "BIND": "127.0.0.1", **values}
        conf = render((MOSQ_DIR / "wildfire.conf").read_text(), **values) + "\nuser root\n"
        self.conf = self.conf_dir / "mosquitto.conf"
        self.conf.write_text(conf)
        for name, text in (extra or {}).items():
            (self.conf_dir / "conf.d" / name).write_text(render(text, **values))
        self.proc = None
        self.log = self.root / "mosquitto.log"

    def start(self, wait_port: int | None = None) -> "ShippedBroker":
        self.proc = subprocess.Popen([MOSQUITTO, "-c", str(self.conf)], stdout=subprocess.DEVNULL,
                                     stderr=open(self.log, "ab"))
        deadline = time.monotonic() + 10
        while not port_open("127.0.0.1", wait_port or self.port):
            if self.proc.poll() is not None:
                raise RuntimeError(f"mosquitto exited: {self.log.read_text()[-2000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError("mosquitto did not listen")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()  # SIGTERM: mosquitto writes its persistence file before exiting
            self.proc.wait(10)


class Client:
    """A paho MQTT 5 client that records what it receives and how its connection went."""

    def __init__(self, port: int, user: str | None, password: str | None, client_id: str,
                 ca_file: Path | None = None, persistent: bool = False):
        self.messages: list[tuple[str, bytes]] = []
        self.connected = threading.Event()
        self.reason = None
        self.c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv5)
        if user is not None:
            self.c.username_pw_set(user, password)
        if ca_file is not None:
            self.c.tls_set(ca_certs=str(ca_file))
        self.c.reconnect_delay_set(0.2, 1)
        self.c.on_connect = self._on_connect
        self.c.on_message = lambda c, u, m: self.messages.append((m.topic, m.payload))
        self.subscribed = threading.Event()
        self.c.on_subscribe = lambda *args: self.subscribed.set()
        props = None
        if persistent:
            from paho.mqtt.packettypes import PacketTypes
            from paho.mqtt.properties import Properties
            props = Properties(PacketTypes.CONNECT)
            props.SessionExpiryInterval = 3600
        self.c.connect("127.0.0.1", port, keepalive=10, clean_start=not persistent, properties=props)
        self.c.loop_start()

    def _on_connect(self, client, userdata, flags, reason_code, properties):
        self.reason = reason_code
        self.connected.set()

    def wait_connected(self, timeout: float = 10) -> bool:
        assert self.connected.wait(timeout), "no CONNACK"
        return not self.reason.is_failure

    def subscribe(self, topic: str, timeout: float = 10) -> None:
        """Subscribe at QoS 1 and return once the broker's SUBACK says it is live."""
        self.subscribed.clear()
        self.c.subscribe(topic, qos=1)
        assert self.subscribed.wait(timeout), f"no SUBACK for {topic}"

    def topics(self) -> list[str]:
        return [t for t, _ in self.messages]

    def close(self) -> None:
        self.c.disconnect()
        self.c.loop_stop()
