"""The shipped broker configuration, run for real: per-device logins, the ACL and the TLS listener."""
import subprocess
import ssl

import pytest

from appliance.comms.broker import free_port, port_open
from conftest import wait_for
from deploy_broker import MOSQ_DIR, Client, ShippedBroker, devices_toml

SITE = "truck07"
USERS = {"appliance": "appliance", "ws01": "sensor", "ws02": "sensor", "drone1": "uav", "crew-tablet": "viewer",
         "firmware-bridge": "firmware_bridge"}


@pytest.fixture(scope="module")
def tls_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("tls")
    subprocess.run(["bash", str(MOSQ_DIR / "make-ca"), str(out)], check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def box(tmp_path_factory, tls_dir):
    root = tmp_path_factory.mktemp("broker")
    tls_port = free_port()
    tls = (MOSQ_DIR / "tls.conf").read_text().replace("@CONF_DIR@/tls/", f"{tls_dir}/")
    broker = ShippedBroker(root, free_port(), devices_toml(SITE, USERS), {"tls.conf": tls}, TLS_PORT=tls_port)
    broker.tls_port = tls_port
    broker.start()
    wait_for(lambda: port_open("127.0.0.1", tls_port), what="the TLS listener")
    yield broker
    broker.stop()


def login(box, user, client_id=None, password=None, **kw) -> Client:
    pw = password if password is not None else box.passwords.get(user)
    return Client(box.port, user, pw, client_id or f"{user}-test", **kw)


def test_a_sensor_cannot_publish_an_alert_but_can_publish_its_reading(box):
    watcher = login(box, "appliance", "appliance-watch")
    assert watcher.wait_connected()
    watcher.subscribe("wildfire/#")
    sensor = login(box, "ws01")
    assert sensor.wait_connected()
    # Same connection, in order: if the alert were let through it would arrive before the reading.
    sensor.c.publish(f"wildfire/{SITE}/alerts", b'{"type":"fire","fake":true}', qos=1).wait_for_publish(5)
    sensor.c.publish(f"wildfire/{SITE}/appliance/status", b"online", qos=1).wait_for_publish(5)
    sensor.c.publish(f"wildfire/{SITE}/sensor/ws02/reading", b'{"spoofed":1}', qos=1).wait_for_publish(5)
    sensor.c.publish(f"wildfire/{SITE}/sensor/ws01/reading", b'{"t":21}', qos=1).wait_for_publish(5)
    wait_for(lambda: f"wildfire/{SITE}/sensor/ws01/reading" in watcher.topics(), what="the sensor's own reading")
    assert watcher.topics() == [f"wildfire/{SITE}/sensor/ws01/reading"]
    # The appliance itself may publish the alert.
    watcher.c.publish(f"wildfire/{SITE}/alerts", b'{"type":"fire"}', qos=1).wait_for_publish(5)
    wait_for(lambda: f"wildfire/{SITE}/alerts" in watcher.topics(), what="the appliance's alert")
    sensor.close()
    watcher.close()


def test_a_viewer_reads_but_cannot_publish(box):
    tablet = login(box, "crew-tablet")
    watcher = login(box, "appliance", "appliance-watch2")
    assert tablet.wait_connected() and watcher.wait_connected()
    watcher.subscribe("wildfire/#")
    tablet.subscribe(f"wildfire/{SITE}/alerts")
    tablet.c.publish(f"wildfire/{SITE}/alerts", b"from tablet", qos=1).wait_for_publish(5)
    watcher.c.publish(f"wildfire/{SITE}/alerts", b"from appliance", qos=1).wait_for_publish(5)
    wait_for(lambda: tablet.messages, what="the tablet to read the alert")
    assert [p for _, p in tablet.messages] == [b"from appliance"]
    assert [p for _, p in watcher.messages] == [b"from appliance"]
    tablet.close()
    watcher.close()


@pytest.mark.parametrize("user,allowed,denied", [
    ("drone1", ["uav/drone1/telemetry", "uav/drone1/frame"], ["uav/drone2/frame", "sensor/drone1/reading", "alerts"]),
    ("firmware-bridge", ["sensor/ws09/reading", "uav/mav1/telemetry", "bridge/serial/status"],
     ["alerts", "appliance/status", "appliance/progress"]),
])
def test_each_role_publishes_only_its_own_topics(box, user, allowed, denied):
    watcher = login(box, "appliance", f"watch-{user}")
    assert watcher.wait_connected()
    watcher.subscribe("wildfire/#")
    client = login(box, user)
    assert client.wait_connected()
    for suffix in denied + allowed:  # denied first: had one passed, it would arrive before the last allowed
        client.c.publish(f"wildfire/{SITE}/{suffix}", b"{}", qos=1).wait_for_publish(5)
    last = f"wildfire/{SITE}/{allowed[-1]}"
    wait_for(lambda: last in watcher.topics(), what=last)
    assert watcher.topics() == [f"wildfire/{SITE}/{s}" for s in allowed]
    client.close()
    watcher.close()


@pytest.mark.parametrize("user,password", [(None, None), ("intruder", "guess"), ("ws01", "wrong-password")])
def test_an_unknown_client_cannot_connect(box, user, password):
    client = Client(box.port, user, password, f"x-{user}")
    assert not client.wait_connected(), f"{user} was let in"
    assert client.reason.is_failure
    client.close()


def test_tls_listener_with_the_local_ca(box, tls_dir):
    appliance = login(box, "appliance", "appliance-tls-watch")
    assert appliance.wait_connected()
    appliance.subscribe("wildfire/#")
    sensor = Client(box.tls_port, "ws01", box.passwords["ws01"], "ws01-tls", ca_file=tls_dir / "ca.crt")
    assert sensor.wait_connected()
    sensor.c.publish(f"wildfire/{SITE}/sensor/ws01/reading", b'{"t":22}', qos=1).wait_for_publish(5)
    wait_for(lambda: appliance.messages, what="a reading over TLS")
    sensor.close()
    appliance.close()


def test_tls_refuses_a_client_that_does_not_trust_the_box(box, tmp_path):
    other_ca = tmp_path / "other"
    subprocess.run(["bash", str(MOSQ_DIR / "make-ca"), str(other_ca)], check=True, capture_output=True)
    with pytest.raises(ssl.SSLCertVerificationError):
        Client(box.tls_port, "ws01", box.passwords["ws01"], "ws01-badca", ca_file=other_ca / "ca.crt")
