"""A drone frame showing flames becomes a published alert with a projected front (real broker,
real ingest, real store); a clear-forest frame makes none. The cue tool is a colour heuristic and
the images are drawn by the test (no open fire image set exists here)."""
import json
import queue
import time

import cv2
import numpy as np
import paho.mqtt.client as mqtt

from appliance.service import ApplianceService
from tests.conftest import wait_for

LAT, LON = 39.76, -121.62   # near Paradise, CA


def drawn_frame(flames: bool) -> bytes:
    img = np.full((480, 640, 3), (40, 90, 40), np.uint8)                  # forest green (BGR)
    rng = np.random.default_rng(7)
    img = np.clip(img + rng.integers(-12, 12, img.shape), 0, 255).astype(np.uint8)
    if flames:
        cv2.ellipse(img, (320, 330), (90, 60), 0, 0, 360, (0, 120, 255), -1)  # orange
        cv2.ellipse(img, (320, 340), (45, 30), 0, 0, 360, (0, 230, 255), -1)  # yellow core
    ok, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, 90])
    assert ok
    return buf.tobytes()


def test_flame_frame_is_alerted_with_a_projection(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False, "site": "t1"})
    service = ApplianceService(config, log=lambda m: None)
    alerts: queue.Queue = queue.Queue()
    sub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, protocol=mqtt.MQTTv5)
    sub.on_message = lambda c, u, m: alerts.put(json.loads(m.payload))
    sub.connect("127.0.0.1", broker.port)
    sub.subscribe("wildfire/t1/alerts", qos=1)
    sub.loop_start()
    pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, protocol=mqtt.MQTTv5)
    pub.connect("127.0.0.1", broker.port)
    pub.loop_start()
    try:
        service.start()
        # A fresh session hears nothing published before its SUBACK: under load the first reading could beat it.
        wait_for(lambda: service.ingest is not None and service.ingest.subscribed.is_set(), 30, what="ingest subscribed")
        now = time.time()
        reading = {"ts": now - 60, "seq": 1, "lat": LAT + 0.05, "lon": LON, "temperature_c": 33, "rh_pct": 15,
                   "wind_kmh": 40, "wind_dir_deg": 45, "rain_mm": 0}
        pub.publish("wildfire/t1/sensor/st1/reading", json.dumps(reading), qos=1).wait_for_publish(5)
        telemetry = {"ts": now - 5, "seq": 1, "lat": LAT, "lon": LON, "alt_m": 120, "heading_deg": 90, "fov_deg": 70}
        pub.publish("wildfire/t1/uav/d2/telemetry", json.dumps(telemetry), qos=1).wait_for_publish(5)
        wait_for(lambda: service.box.db.scalar("SELECT COUNT(*) FROM uav_telemetry"), timeout=20, what="telemetry")
        pub.publish("wildfire/t1/uav/d2/frame", drawn_frame(flames=False), qos=1).wait_for_publish(5)
        pub.publish("wildfire/t1/uav/d2/frame", drawn_frame(flames=True), qos=1).wait_for_publish(5)
        alert = alerts.get(timeout=60)
        assert alert["type"] == "new" and alert["kind"] == "fire_detection" and alert["heuristic"] is True
        assert alert["before"] is None and alert["after"]["id"] == alert["id"] and alert["after"]["state"] == "open"
        assert (alert["after"]["lat"], alert["after"]["lon"]) == (LAT, LON)
        projection = alert["after"]["projection"]
        assert projection["properties"]["incident_id"] == alert["id"]
        kinds = {f["properties"]["kind"] for f in projection["features"]}
        assert {"start", "front_p50", "front_p95"} <= kinds
        assert projection["properties"]["inputs"]["wind"]["source"] == "nearest stations"
        checks = dict(service.box.db.conn.execute("SELECT outcome, COUNT(*) FROM frame_checks GROUP BY outcome"))
        assert checks == {"nothing": 1, "detection": 1}
        stored = service.box.db.query("SELECT kind, projection_id FROM alerts")
        assert len(stored) == 1 and stored[0]["projection_id"] is not None
        assert alerts.empty()
        # The crew's question goes to the spread tool, which projects from that detection.
        answer = service.box.orchestrator.answer("Where will the head of the fire be when the dozer gets there?")
        # Whether the model then cites the front is the orchestrator's choice; the spread tool must have
        # projected from this detection.
        spread_steps = [s for s in answer.audit["steps"] if s.get("tool") == "spread"]
        alert_id = service.box.db.scalar("SELECT id FROM alerts")
        assert spread_steps and spread_steps[0]["result_ids"] == [alert_id], spread_steps
    finally:
        service.stop()
        for c in (sub, pub):
            c.loop_stop()
            c.disconnect()
