"""deploy/install.sh joins boxes to an incident: a command post installed with --host-incident and --enroll, an
engine installed with --join and the certificate folder enroll made; then both installed brokers run for
real (ports moved to free ones) and the engine's bridge delivers its station state to the command post."""
import json
import shutil
import subprocess
import time
import tomllib

import pytest

from appliance.comms.broker import free_port, port_open
from appliance.config import load_config
from appliance.paths import REPO_DIR
from conftest import wait_for
from deploy_broker import MOSQUITTO, Client

INSTALL = REPO_DIR / "deploy" / "install.sh"
VENV = REPO_DIR / ".venv"


def install(tree, site, *extra):
    (tree / "var" / "models").mkdir(parents=True, exist_ok=True)
    (tree / "var" / "models" / "manifest.json").write_text('{"models": []}\n')
    args = ["bash", str(INSTALL), "--site", site, "--prefix", str(tree / "opt"), "--etc", str(tree / "etc"),
            "--data", str(tree / "var"), "--unit-dir", str(tree / "units"), "--venv", str(VENV), "--no-systemctl", *extra]
    return subprocess.run(args, capture_output=True, text=True, timeout=240)


def run_broker(etc, tmp, ports: dict):
    """The installed mosquitto.conf and conf.d with each 'listener N' moved to a free port."""
    conf_d = tmp / "conf.d"
    conf_d.mkdir(parents=True)
    for f in (etc / "conf.d").glob("*.conf"):
        text = f.read_text()
        for old, new in ports.items():
            text = text.replace(f"listener {old}", f"listener {new}")
        (conf_d / f.name).write_text(text)
    text = (etc / "mosquitto.conf").read_text().replace(f"include_dir {etc}/conf.d", f"include_dir {conf_d}")
    conf = tmp / "mosquitto.conf"
    conf.write_text(text.replace("listener 1883", f"listener {ports[1883]}") + "\nuser root\n")
    proc = subprocess.Popen([MOSQUITTO, "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wait_for(lambda: proc.poll() is not None or all(port_open("127.0.0.1", p) for p in ports.values()),
             what="an installed broker")
    assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
    return proc


@pytest.mark.skipif(not (VENV / "bin" / "appliance").exists(), reason="needs the clone's .venv (scripts/setup-env)")
def test_install_a_command_post_and_an_engine_that_bridge_for_real(tmp_path):
    cp_tree, e_tree = tmp_path / "cp", tmp_path / "engine7"
    bad = install(cp_tree, "cp", "--host-incident", "inc-d")
    assert bad.returncode == 2 and "--host-incident needs --tls" in bad.stderr

    done = install(cp_tree, "cp", "--tls", "localhost", "--host-incident", "inc-d", "--enroll", "engine7")
    assert done.returncode == 0, done.stdout + done.stderr
    etc = cp_tree / "etc"
    cp_config = load_config(etc / "appliance.toml", {})
    assert (cp_config.fleet.role, cp_config.fleet.incident_id, cp_config.fleet.engines) == ("command_post", "inc-d", ["engine7"])
    assert cp_config.fleet.tls_dir == etc / "mosquitto" / "tls"
    assert (etc / "mosquitto/conf.d/fleet-listener.conf").exists()
    cert_dir = etc / "mosquitto/tls/engines/engine7"
    assert sorted(p.name for p in cert_dir.iterdir()) >= ["ca.crt", "engine7.crt", "engine7.key"]
    devices = tomllib.loads((etc / "mosquitto/devices.toml").read_text())["device"]
    assert {"user": "engine7", "role": "engine_link", "site": "engine7"} in devices

    fleet_port = free_port()
    no_cert = install(e_tree, "engine7", "--join", "inc-d", f"127.0.0.1:{fleet_port}")
    assert no_cert.returncode == 2 and "--fleet-cert-dir" in no_cert.stderr
    done = install(e_tree, "engine7", "--join", "inc-d", f"127.0.0.1:{fleet_port}", "--fleet-cert-dir", str(cert_dir))
    assert done.returncode == 0, done.stdout + done.stderr
    e_etc = e_tree / "etc"
    e_config = load_config(e_etc / "appliance.toml", {})
    assert (e_config.fleet.role, e_config.fleet.command_post_host, e_config.fleet.command_post_port) == (
        "engine", "127.0.0.1", fleet_port)
    assert e_config.fleet.engine_cert_dir == e_etc / "mosquitto" / "fleet"
    bridge = (e_etc / "mosquitto/conf.d/fleet-bridge.conf").read_text()
    assert f"address 127.0.0.1:{fleet_port}" in bridge and "topic fleet/pull/+ out 1 wildfire/engine7/ wildfire/engine7/" in bridge

    cp_plain, e_plain = free_port(), free_port()
    cp = run_broker(etc / "mosquitto", tmp_path / "run-cp", {1883: cp_plain, 8883: free_port(), 8884: fleet_port})
    engine = run_broker(e_etc / "mosquitto", tmp_path / "run-engine", {1883: e_plain})
    clients = []
    try:
        users = tomllib.loads((etc / "mosquitto/credentials.toml").read_text())["users"]
        watcher = Client(cp_plain, "appliance", users["appliance"], "cp-test")
        clients.append(watcher)
        assert watcher.wait_connected()
        watcher.subscribe("wildfire/engine7/#")
        e_users = tomllib.loads((e_etc / "mosquitto/credentials.toml").read_text())["users"]
        box = Client(e_plain, "appliance", e_users["appliance"], "engine-test")
        clients.append(box)
        assert box.wait_connected()
        state = {"station": "ws1", "fwi": 12.0, "at": time.time()}
        box.c.publish("wildfire/engine7/appliance/station/ws1/state", json.dumps(state), qos=1, retain=True).wait_for_publish(10)
        wait_for(lambda: any(t == "wildfire/engine7/appliance/station/ws1/state" and json.loads(p) == state
                             for t, p in watcher.messages), timeout=60, what="the engine's state at the command post")
        assert ("wildfire/engine7/fleet/link", b"1") in watcher.messages
    finally:
        for c in clients:
            c.c.disconnect()
            c.c.loop_stop()
        for proc in (engine, cp):
            proc.terminate()
            proc.wait(10)
