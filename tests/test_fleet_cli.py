"""The README's three commands to join a box to an incident, run for real: `fleet host` and `fleet
enroll` on a command post, the certificate folder copied, `fleet join` on an engine; then both
brokers start from the written files and an engine's alert reaches the command post."""
import json
import shutil
import subprocess
import time

import paho.mqtt.client as mqtt
from click.testing import CliRunner

from appliance.bench.fleet_incident import FleetBroker, devices_toml, make_tls
from appliance.cli.fleet import command as fleet
from appliance.comms.broker import free_port
from appliance.config import load_config
from conftest import wait_for


def box_files(root, site, port):
    (root / "etc").mkdir(parents=True)
    (root / "etc" / "devices.toml").write_text(devices_toml(site, {"appliance": "appliance"}))
    cfg = root / "appliance.toml"
    cfg.write_text(f'# the operator\'s own comment stays\nsite = "{site}"\n\n[mqtt]\nport = {port}\n')
    return cfg


def test_three_commands_join_an_engine(tmp_path):
    runner = CliRunner()
    cp_port, engine_port, fleet_port = free_port(), free_port(), free_port()
    cp_cfg = box_files(tmp_path / "cp", "cp", cp_port)
    engine_cfg = box_files(tmp_path / "engine7", "engine7", engine_port)
    tls = tmp_path / "cp" / "tls"
    make_tls(tls, [])
    cp_cfg.write_text(cp_cfg.read_text() + f'\n[fleet]\ntls_dir = "{tls}"\n')

    r = runner.invoke(fleet, ["host", "INC-1", "--config", str(cp_cfg), "--conf-dir", str(tmp_path / "cp" / "etc"),
                              "--port", str(fleet_port), "--bind", "127.0.0.1"])
    assert r.exit_code == 0, r.output
    # 1. on the command post
    r = runner.invoke(fleet, ["enroll", "engine7", "--config", str(cp_cfg), "--conf-dir", str(tmp_path / "cp" / "etc")])
    assert r.exit_code == 0, r.output
    # 2. the certificate folder to the engine
    cert_dir = tmp_path / "engine7" / "fleet"
    shutil.copytree(tls / "engines" / "engine7", cert_dir)
    engine_cfg.write_text(engine_cfg.read_text() + f'\n[fleet]\nengine_cert_dir = "{cert_dir}"\n')
    # 3. on the engine
    r = runner.invoke(fleet, ["join", "INC-1", "127.0.0.1", "--port", str(fleet_port), "--config", str(engine_cfg),
                              "--conf-dir", str(tmp_path / "engine7" / "etc")])
    assert r.exit_code == 0, r.output
    assert "the operator's own comment stays" in engine_cfg.read_text()
    cp_config, engine_config = load_config(cp_cfg), load_config(engine_cfg)
    assert cp_config.fleet.role == "command_post" and cp_config.fleet.engines == ["engine7"]
    assert engine_config.fleet.role == "engine" and engine_config.fleet.incident_id == "INC-1"

    cp = FleetBroker(tmp_path / "cp", cp_config, prepared=True).start()
    engine = FleetBroker(tmp_path / "engine7", engine_config, prepared=True).start()
    got = []
    try:
        sub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="cp-sub", protocol=mqtt.MQTTv5)
        sub.username_pw_set("appliance", cp.passwords["appliance"])
        sub.on_message = lambda c, u, m: got.append(m.topic)
        sub.connect("127.0.0.1", cp_port)
        sub.loop_start()
        sub.subscribe("wildfire/+/alerts", qos=1)
        pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="engine-box", protocol=mqtt.MQTTv5)
        pub.username_pw_set("appliance", engine.passwords["appliance"])
        pub.connect("127.0.0.1", engine_port)
        pub.loop_start()
        wait_for(lambda: pub.publish("wildfire/engine7/alerts", json.dumps({"id": "engine7-1", "type": "new"}), qos=1)
                 and got, timeout=60, interval=0.5, what="the engine's alert at the command post")
        assert got[0] == "wildfire/engine7/alerts"
        for c in (sub, pub):
            c.disconnect()
            c.loop_stop()
    finally:
        engine.stop()
        cp.stop()


def test_join_refuses_a_bad_value_and_keeps_the_file(tmp_path):
    cfg = box_files(tmp_path / "e", "e1", 1883)
    before = cfg.read_text()
    r = CliRunner().invoke(fleet, ["join", "bad incident id", "10.0.0.2", "--config", str(cfg),
                                   "--conf-dir", str(tmp_path / "e" / "etc")])
    assert r.exit_code != 0 and "incident_id" in r.output
    assert cfg.read_text() == before


def test_join_without_the_certificate_says_what_to_copy(tmp_path):
    cfg = box_files(tmp_path / "e", "e1", 1883)
    cfg.write_text(cfg.read_text() + f'\n[fleet]\nengine_cert_dir = "{tmp_path / "nothing"}"\n')
    r = CliRunner().invoke(fleet, ["join", "INC-1", "10.0.0.2", "--config", str(cfg),
                                   "--conf-dir", str(tmp_path / "e" / "etc")])
    assert r.exit_code != 0 and "appliance fleet enroll e1" in r.output
