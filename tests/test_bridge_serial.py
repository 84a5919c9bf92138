"""The serial weather-station adapter through a real pseudo-terminal pair: good lines forwarded
once, garbage counted and skipped, the cable pulled mid-line (the half line dropped), reconnect
with backoff, and the adapter's own status topic saying so."""
import json
import os
import time
import tty

import paho.mqtt.client as mqtt

from appliance.ingest.service import IngestService
from appliance.store.db import Database
from firmware_bridge.adapters.serial_station import SerialStation, format_line, parse_line
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox
from tests.conftest import wait_for


def values(i):
    return {"temperature_c": 20 + i, "rh_pct": 30, "wind_kmh": 10, "wind_dir_deg": 270, "rain_mm": 0, "battery_pct": 80}


def plug(link_path):
    """A fresh pty pair; the adapter finds it through a stable path like /dev/serial/by-id."""
    master, slave = os.openpty()
    tty.setraw(slave)
    tmp = f"{link_path}.new"
    os.symlink(os.ttyname(slave), tmp)
    os.replace(tmp, link_path)
    return master, slave


def test_parse_line_checks_layout_and_checksum():
    line = format_line(1_700_000_000, values(1))
    assert parse_line(line, 1.0, 2.0)["temperature_c"] == 21
    assert parse_line(line.replace(b"21", b"22"), 1.0, 2.0) is None          # checksum no longer matches
    assert parse_line(b"$WX,1,2*00", 1.0, 2.0) is None
    assert parse_line(b"\xff\xfe garbage", 1.0, 2.0) is None


def test_serial_station_through_a_pty(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    ingest.start()
    statuses = []
    watcher = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="watcher", protocol=mqtt.MQTTv5)
    watcher.on_message = lambda c, u, m: statuses.append(json.loads(m.payload)["state"])
    watcher.connect("127.0.0.1", broker.port)
    watcher.subscribe("wildfire/demo/bridge/serial-ws1/status", qos=1)
    watcher.loop_start()
    outbox = Outbox(tmp_path / "outbox.db")
    link = BridgeLink(outbox, "127.0.0.1", broker.port, "wildfire", "demo", "bridge-serial", log=lambda m: None).start()
    port = str(tmp_path / "ttyWX")
    master, slave = plug(port)
    adapter = SerialStation("serial-ws1", outbox, link, port=port, device="ws1", lat=39.7, lon=-121.8,
                            backoff_s=0.1, max_backoff_s=0.5, log=lambda m: None)
    adapter.start()
    now = time.time()
    try:
        wait_for(lambda: adapter.state == "connected", 10, what="the adapter to open the port")
        os.close(slave)
        for i in range(1, 6):
            os.write(master, format_line(now + i, values(i)))
        os.write(master, b"noise\r\n$WX,garbage*ZZ\r\n\x00\x01\x02\n")
        os.write(master, format_line(now + 6, values(6))[:20])          # ... and the cable is pulled
        wait_for(lambda: adapter.counts["lines"] == 5, 10, what="five good lines read")
        time.sleep(0.3)
        os.close(master)
        wait_for(lambda: adapter.state == "reconnecting", 10, what="the adapter to notice")
        os.unlink(port)
        time.sleep(0.5)                                                  # a few failed, backed-off retries
        master, slave = plug(port)
        wait_for(lambda: adapter.state == "connected", 10, what="reconnect")
        os.close(slave)
        for i in range(7, 10):
            os.write(master, format_line(now + i, values(i)))
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM readings") == 8, 15, what="8 readings stored")
        rows = ingest.db.query("SELECT seq, temperature_c FROM readings ORDER BY seq")
        assert [r["temperature_c"] for r in rows] == [21, 22, 23, 24, 25, 27, 28, 29]
        assert [r["seq"] for r in rows] == list(range(1, 9))
        assert adapter.counts["bad_lines"] == 3 and adapter.counts["partial_lines"] == 1
        assert adapter.counts["disconnects"] >= 2
        wait_for(lambda: "reconnecting" in statuses and statuses[-1] == "connected", 5, what="status topic")
        assert link.wait_acked(10)
    finally:
        adapter.stop()
        link.stop()
        ingest.stop()
        watcher.loop_stop()
        os.close(master)
