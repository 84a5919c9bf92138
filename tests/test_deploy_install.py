"""deploy/install.sh into a scratch tree: the units verify, the config loads, the broker it configures runs.

No systemd runs here and the script is not root, so it writes everything and enables nothing,
exactly as it does on a box with --no-systemctl.
"""
import re
import shutil
import subprocess
import tomllib

import pytest

from appliance.comms.broker import free_port, port_open
from appliance.config import load_config
from appliance.paths import REPO_DIR
from conftest import wait_for
from deploy_broker import MOSQUITTO, Client

INSTALL = REPO_DIR / "deploy" / "install.sh"
VENV = REPO_DIR / ".venv"


def install(tree, *extra, check=True):
    args = ["bash", str(INSTALL), "--site", "truck07", "--prefix", str(tree / "opt"), "--etc", str(tree / "etc"),
            "--data", str(tree / "var"), "--unit-dir", str(tree / "units"), "--venv", str(VENV), "--no-systemctl", *extra]
    done = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if check:
        assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    tree = tmp_path_factory.mktemp("install")
    # A box whose models are already there: install.sh copies the clone's models/ only into an empty one.
    (tree / "var" / "models").mkdir(parents=True)
    (tree / "var" / "models" / "manifest.json").write_text('{"models": []}\n')
    (tree / "pw").write_text("link-password\n")
    done = install(tree, "--tls", "10.0.0.5", "--bridge-to", "127.0.0.1:1", "--command-post-site", "cp",
                   "--bridge-user", "link-truck07", "--bridge-password-file", str(tree / "pw"))
    tree.joinpath("install.log").write_text(done.stdout + done.stderr)
    return tree


def test_dry_run_changes_nothing(tmp_path):
    done = install(tmp_path / "t", "--dry-run")
    assert "would write:" in done.stdout and "would run:" in done.stdout
    assert not (tmp_path / "t").exists()


def test_units_verify_and_restart(tree):
    units = sorted((tree / "units").glob("wildfire-*.service"))
    assert [u.name for u in units] == ["wildfire-appliance.service", "wildfire-bridge.service", "wildfire-broker.service"]
    for unit in units:
        text = unit.read_text()
        assert not re.search(r"@[A-Z_]+@", text), f"unfilled placeholder in {unit.name}"
        assert re.search(r"^Restart=always$", text, re.M), unit.name
    assert "ExecStartPre=" + str(VENV / "bin/appliance") + " models check" in units[0].read_text()
    assert shutil.which("systemd-analyze"), "systemd-analyze is not installed (apt-get install systemd; .ci/run does)"
    done = subprocess.run(["systemd-analyze", "verify", *map(str, units)], capture_output=True, text=True, timeout=60)
    # User=wildfire/mosquitto need not exist to verify; an unknown key or a missing binary would show here.
    assert done.returncode == 0, done.stderr
    assert not re.search(r"Unknown|ignoring|not executable|Invalid", done.stderr), done.stderr


def test_config_and_secrets(tree):
    config = load_config(tree / "etc" / "appliance.toml", {})
    assert config.site == "truck07" and config.mqtt.username == "appliance" and not config.mqtt.start_local_broker
    assert config.store.data_dir == tree / "var" / "data" and config.models.dir == tree / "var" / "models"
    for secret in ("appliance.env", "bridge.env", "mosquitto/credentials.toml"):
        assert (tree / "etc" / secret).stat().st_mode & 0o077 == 0, f"{secret} is readable by others"
    users = tomllib.loads((tree / "etc/mosquitto/credentials.toml").read_text())["users"]
    assert set(users) == {"appliance", "firmware-bridge", "command-post-link"}
    env = (tree / "etc/appliance.env").read_text()
    assert f"APPLIANCE_MQTT_PASSWORD={users['appliance']}" in env and "APPLIANCE_WEB_PASSPHRASE=" in env
    bridge = (tree / "etc/mosquitto/conf.d/bridge-command-post.conf").read_text()
    assert "remote_password link-password" in bridge and "topic alerts in 1 wildfire/cp/ wildfire/cp/" in bridge


def test_rerun_keeps_passwords_and_edited_config(tree):
    before = (tree / "etc/mosquitto/credentials.toml").read_text(), (tree / "etc/appliance.env").read_text()
    config = tree / "etc" / "appliance.toml"
    config.write_text(config.read_text().replace("port = 8080", "port = 8081"))
    install(tree, "--tls")
    assert ((tree / "etc/mosquitto/credentials.toml").read_text(), (tree / "etc/appliance.env").read_text()) == before
    assert "port = 8081" in config.read_text() and (tree / "etc" / "appliance.toml.new").exists()


def test_the_installed_broker_runs_and_admits_the_appliance(tree, tmp_path):
    """Start mosquitto on the installed files (ports moved to free ones; the bridge left dangling)."""
    etc = tree / "etc" / "mosquitto"
    plain, tls = free_port(), free_port()
    conf = tmp_path / "mosquitto.conf"
    conf.write_text((etc / "mosquitto.conf").read_text().replace("listener 1883", f"listener {plain}")
                    .replace(f"include_dir {etc}/conf.d", f"include_dir {tmp_path}/conf.d") + "\nuser root\n")
    (tmp_path / "conf.d").mkdir()
    (tmp_path / "conf.d" / "tls.conf").write_text((etc / "conf.d/tls.conf").read_text().replace("listener 8883", f"listener {tls}"))
    shutil.copy(etc / "conf.d/bridge-command-post.conf", tmp_path / "conf.d")
    proc = subprocess.Popen([MOSQUITTO, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for(lambda: proc.poll() is not None or (port_open("127.0.0.1", plain) and port_open("127.0.0.1", tls)),
                 what="the installed broker")
        assert proc.poll() is None, proc.stderr.read().decode()
        users = tomllib.loads((etc / "credentials.toml").read_text())["users"]
        client = Client(plain, "appliance", users["appliance"], "installed-appliance")
        assert client.wait_connected()
        client.close()
        over_tls = Client(tls, "firmware-bridge", users["firmware-bridge"], "installed-bridge", ca_file=etc / "tls/ca.crt")
        assert over_tls.wait_connected()
        over_tls.close()
    finally:
        proc.terminate()
        proc.wait(10)
