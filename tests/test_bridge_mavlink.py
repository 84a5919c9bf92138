"""The MAVLink adapter over UDP loopback: messages a test "drone" sends with pymavlink become
telemetry rows with the right units; a silent link is reported lost and the adapter reopens."""
import os
import time

import pytest

os.environ.setdefault("MAVLINK20", "1")
from pymavlink import mavutil  # noqa: E402

from appliance.comms.broker import free_port  # noqa: E402
from appliance.ingest.service import IngestService  # noqa: E402
from appliance.store.db import Database  # noqa: E402
from firmware_bridge.adapters.mavlink_uav import MavlinkUav  # noqa: E402
from firmware_bridge.link import BridgeLink  # noqa: E402
from firmware_bridge.outbox import Outbox  # noqa: E402
from tests.conftest import wait_for  # noqa: E402


def test_global_position_int_becomes_telemetry(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    ingest.start()
    outbox = Outbox(tmp_path / "outbox.db")
    link = BridgeLink(outbox, "127.0.0.1", broker.port, "wildfire", "demo", "bridge-mav", log=lambda m: None).start()
    udp = free_port()
    adapter = MavlinkUav("mavlink-uav2", outbox, link, url=f"udpin:127.0.0.1:{udp}", device="uav2", fov_deg=70,
                         min_interval_s=0.2, link_timeout_s=1.0, backoff_s=0.1, log=lambda m: None)
    adapter.start()
    drone = mavutil.mavlink_connection(f"udpout:127.0.0.1:{udp}", source_system=7, source_component=1)
    try:
        wait_for(lambda: adapter.state == "listening", 10, what="the adapter to listen")
        boot_unix = time.time() - 100.0
        drone.mav.heartbeat_send(mavutil.mavlink.MAV_TYPE_QUADROTOR, mavutil.mavlink.MAV_AUTOPILOT_ARDUPILOTMEGA, 0, 0, 0)
        drone.mav.system_time_send(int((boot_unix + 100.0) * 1e6), 100_000)
        for k in range(6):
            boot_ms = 100_000 + k * 250
            hdg = 65535 if k == 5 else 9000 + k * 100
            drone.mav.global_position_int_send(boot_ms, int(39.7512345e7), int(-121.8e7) + k * 1000,
                                               452_300, 52_300, 0, 0, 0, hdg)
            drone.mav.global_position_int_send(boot_ms + 50, 0, 0, 0, 0, 0, 0, 0, 0)   # inside min interval: skipped
            time.sleep(0.02)
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM uav_telemetry") == 6, 15, what="6 fixes stored")
        rows = ingest.db.query("SELECT * FROM uav_telemetry ORDER BY seq")
        first = rows[0]
        assert first["device"] == "uav2" and first["lat"] == pytest.approx(39.7512345)
        assert first["lon"] == pytest.approx(-121.8) and first["alt_m"] == pytest.approx(452.3)
        assert first["heading_deg"] == pytest.approx(90.0) and first["fov_deg"] == 70
        assert first["ts"] == pytest.approx(boot_unix + 100.0, abs=0.01)   # the autopilot's GPS clock
        assert rows[1]["ts"] - first["ts"] == pytest.approx(0.25, abs=0.001)
        assert rows[5]["heading_deg"] is None                                  # 65535 = unknown
        wait_for(lambda: adapter.state == "reconnecting", 10, what="the silent link to be reported")
        wait_for(lambda: adapter.state == "listening", 10, what="the adapter to reopen")
        drone.mav.global_position_int_send(200_000, int(39.8e7), int(-121.8e7), 452_300, 0, 0, 0, 0, 0)
        wait_for(lambda: ingest.db.scalar("SELECT COUNT(*) FROM uav_telemetry") == 7, 15, what="a fix after reopening")
    finally:
        drone.close()
        adapter.stop()
        link.stop()
        ingest.stop()
