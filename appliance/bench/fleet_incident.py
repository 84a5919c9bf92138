"""An incident on loopback: one command-post mosquitto and N engine mosquittos, each run from the
shipped deploy/mosquitto files (wildfire.conf, make-credentials, make-ca, make-client-cert) and the
fleet files `appliance fleet bridge-config` writes, with real TLS bridges. Used by
`appliance bench fleet` and tests/test_fleet_bridge.py.
"""
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from appliance.comms.broker import free_port, port_open
from appliance.config import AppConfig
from appliance.fleet.bridge_config import render, templates_dir, write_bridge_config

MOSQUITTO = shutil.which("mosquitto") or "/usr/sbin/mosquitto"


def devices_toml(site: str, users: dict[str, str], prefix: str = "wildfire") -> str:
    body = f'prefix = "{prefix}"\n'
    for user, role in users.items():
        body += f'\n[[device]]\nuser = "{user}"\nrole = "{role}"\nsite = "{site}"\n'
    return body


class FleetBroker:
    """One box's broker: wildfire.conf rendered as install.sh does, its users, and its fleet files."""

    def __init__(self, root: Path, config: AppConfig, users: dict[str, str] | None = None, bind: str = "127.0.0.1",
                 prepared: bool = False):
        """`prepared`: root/etc already holds what `appliance fleet host|enroll|join` wrote."""
        self.root, self.config = Path(root), config
        self.port = config.mqtt.port
        self.conf_dir, self.data_dir = self.root / "etc", self.root / "data"
        (self.conf_dir / "conf.d").mkdir(parents=True, exist_ok=True)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        tpl = templates_dir()
        if not prepared:
            (self.conf_dir / "devices.toml").write_text(devices_toml(config.site, users, config.mqtt.topic_prefix))
            if config.fleet.role == "standalone":
                subprocess.run([sys.executable, str(tpl / "make-credentials"), str(self.conf_dir / "devices.toml"),
                                str(self.conf_dir), "--roles", str(tpl / "roles.toml")], check=True, capture_output=True)
            else:
                write_bridge_config(config, self.conf_dir, tpl, bind)
        self.passwords = tomllib.loads((self.conf_dir / "credentials.toml").read_text())["users"]
        conf = render((tpl / "wildfire.conf").read_text(), {
            "CONF_DIR": self.conf_dir, "DATA_DIR": self.data_dir, "PORT": self.port, "BIND": bind})
        # Started as root, mosquitto drops to user mosquitto and cannot write a temp dir's persistence file.
        if os.geteuid() == 0:
            conf += "\nuser root\n"
        self.conf = self.conf_dir / "mosquitto.conf"
        self.conf.write_text(conf)
        self.log = self.root / "mosquitto.log"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 15.0) -> "FleetBroker":
        self.proc = subprocess.Popen([MOSQUITTO, "-c", str(self.conf)], stdout=subprocess.DEVNULL,
                                     stderr=open(self.log, "ab"))
        ports = [self.port] + ([self.config.fleet.command_post_port] if self.config.fleet.role == "command_post" else [])
        deadline = time.monotonic() + timeout
        while not all(port_open("127.0.0.1", p) for p in ports):
            if self.proc.poll() is not None:
                raise RuntimeError(f"mosquitto exited: {self.log.read_text()[-2000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"mosquitto did not listen on {ports}")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()   # SIGTERM: mosquitto saves its queue (persistence) before it exits
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None

    def rss_kb(self) -> int:
        return _rss_kb(self.proc.pid) if self.proc else 0


def _rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def make_tls(tls: Path, sites: list[str]) -> None:
    tpl = templates_dir()
    subprocess.run(["bash", str(tpl / "make-ca"), str(tls), "localhost"], check=True, capture_output=True)
    for site in sites:
        subprocess.run(["bash", str(tpl / "make-client-cert"), str(tls), site], check=True, capture_output=True)


class LoopbackIncident:
    """A command post and `engines` engines on loopback; start() brings all brokers up."""

    def __init__(self, root: Path, engines: list[str], incident: str = "bench-incident", cp_site: str = "cp"):
        self.root, self.incident, self.sites, self.cp_site = Path(root), incident, engines, cp_site
        tls = self.root / "tls"
        make_tls(tls, engines)
        fleet_port = free_port()
        # Each box's own data folder under the incident's root (the command post writes its picture there).
        self.cp_config = AppConfig(site=cp_site, mqtt={"port": free_port()}, store={"data_dir": self.root / cp_site / "box"}, fleet={
            "role": "command_post", "incident_id": incident, "engines": engines, "tls_dir": tls,
            "command_post_port": fleet_port, "command_post_site": cp_site, "link_down_after_s": 30})
        self.cp = FleetBroker(self.root / cp_site, self.cp_config, {"appliance": "appliance"})
        self.engine_configs, self.engines = {}, {}
        for site in engines:
            cfg = AppConfig(site=site, mqtt={"port": free_port()}, store={"data_dir": self.root / site / "box"}, fleet={
                "role": "engine", "incident_id": incident, "command_post_host": "127.0.0.1",
                "command_post_port": fleet_port, "command_post_site": cp_site, "engine_cert_dir": tls / "engines" / site})
            self.engine_configs[site] = cfg
            self.engines[site] = FleetBroker(self.root / site, cfg, {"appliance": "appliance"})

    def with_login(self, config: AppConfig, broker: FleetBroker) -> AppConfig:
        """The box's config with its broker's appliance login (as appliance.env gives it)."""
        return config.model_copy(update={"mqtt": config.mqtt.model_copy(update={
            "username": "appliance", "password": broker.passwords["appliance"]})})

    def start(self) -> "LoopbackIncident":
        self.cp.start()
        for broker in self.engines.values():
            broker.start()
        return self

    def stop(self) -> None:
        for broker in list(self.engines.values()) + [self.cp]:
            broker.stop()


def picture_app(watcher):
    """The fleet page and API alone around a running PictureWatcher (the bench's command-post process;
    a command-post appliance serves the same blueprint inside its full page, service.py)."""
    from flask import Flask

    from appliance.paths import PACKAGE_DIR
    from appliance.web.blueprints.fleet import blueprint

    app = Flask("fleet", template_folder=str(PACKAGE_DIR / "web" / "templates"),
                static_folder=str(PACKAGE_DIR / "web" / "static"))
    app.extensions["appliance"] = {"fleet": watcher}
    app.register_blueprint(blueprint)
    return app
