"""An engine's outputs for the command post (appliance/fleet/engine.py) from a real store on a real
mosquitto: each alert's retained state, the detection with a thumbnail, the front, the answer's audit
id; nothing sent twice, across a restart either; an ended alert's retained state says end."""
import base64
import json
import queue
import time

import cv2
import numpy as np
import paho.mqtt.client as mqtt

from appliance.alerts import clusters
from appliance.fleet.engine import EngineOutputs
from appliance.store.db import Database
from map_fixture import FIRE, NOW, fill


def listen(port):
    q = queue.Queue()
    c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, protocol=mqtt.MQTTv5)
    c.on_message = lambda cl, u, m: q.put((m.topic, json.loads(m.payload), bool(m.retain)))
    c.connect("127.0.0.1", port)
    c.subscribe("wildfire/#", qos=1)
    c.loop_start()
    return c, q


def drain(q, wait=2.0):
    out, end = [], time.monotonic() + wait
    while time.monotonic() < end:
        try:
            out.append(q.get(timeout=0.2))
        except queue.Empty:
            pass
    return out


def detect(db, config, projection):
    """A detection as alerts/detections.py records it: a frame on disk, its cluster, the event sent."""
    frame = np.full((480, 640, 3), (0, 90, 255), np.uint8)
    ok, jpeg = cv2.imencode(".jpg", frame)
    path = config.frames_dir / "ab" / "frame.jpg"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(jpeg.tobytes())
    with db.conn:
        db.conn.execute("INSERT INTO frames(site, device, ts, sha256, path, media_type, bytes, width, height, phash,"
                        " lat, lon, received_at) VALUES ('demo','drone1',?,?,?,'image/jpeg',?,640,480,0,?,?,?)",
                        (NOW - 60, "ab" * 32, "ab/frame.jpg", len(jpeg), *FIRE, NOW - 59))
    fid = db.query("SELECT max(id) AS id FROM frames")[0]["id"]
    detection = {"site": "demo", "kind": "fire_detection", "frame_id": fid, "ts": NOW - 60, "lat": FIRE[0],
                 "lon": FIRE[1], "device": "drone1", "summary": "fire-coloured region"}
    event, before, cluster = clusters.assign(db, config.alerts, detection, NOW)
    message = clusters.event_payload(event, before, cluster, projection)
    with db.conn:
        db.conn.execute("INSERT INTO alerts(site, ts, kind, summary, frame_id, lat, lon, payload_json, published_at)"
                        " VALUES ('demo',?,?,?,?,?,?,?,?)", (NOW - 60, "fire_detection", detection["summary"], fid,
                                                             *FIRE, json.dumps({"published": message}), time.time()))
        db.conn.execute("INSERT INTO answers(question, answer, decision, mode, evidence_json, audit_json, created_at)"
                        " VALUES ('where is the head of the fire?', 'north-east', 'answer', 'rules', '[]', '{}', ?)",
                        (time.time(),))
    return cluster


def test_engine_outputs_cross_once(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False, "site": "demo",
                               "fleet.role": "engine", "fleet.incident_id": "inc-1",
                               "fleet.command_post_host": "10.0.0.2"})
    db = Database(config.db_path)
    cluster = detect(db, config, fill(db, tmp_path))
    client, q = listen(broker.port)
    out = EngineOutputs(config, log=lambda m: None)
    out.client.connect("127.0.0.1", broker.port)
    out.client.loop_start()
    try:
        assert out.step(db) == 3      # the alert's state, its detection with its front, the answer
        got = {t: (body, retained) for t, body, retained in drain(q)}
        state, _ = got[f"wildfire/demo/appliance/alert/{cluster['id']}/state"]
        assert state["type"] == "new" and state["id"] == cluster["id"]
        detection, _ = got["wildfire/demo/fleet/detection"]
        assert detection["alert_id"] == cluster["id"]
        # A command post that subscribes later (or restarted) gets the alert's state and front retained.
        late, lq = listen(broker.port)
        retained_now = {t for t, _, r in drain(lq) if r}
        late.disconnect()
        late.loop_stop()
        assert {f"wildfire/demo/appliance/alert/{cluster['id']}/state",
                f"wildfire/demo/fleet/front/{cluster['id']}"} <= retained_now
        assert "wildfire/demo/fleet/detection" not in retained_now
        thumb = cv2.imdecode(np.frombuffer(base64.b64decode(detection["thumbnail_jpeg_b64"]), np.uint8), cv2.IMREAD_COLOR)
        assert max(thumb.shape[:2]) <= 160 and thumb.mean() > 50
        front, _ = got[f"wildfire/demo/fleet/front/{cluster['id']}"]
        assert any(f["properties"]["kind"] == "ring" for f in front["projection"]["features"])
        answer, _ = got["wildfire/demo/fleet/answer"]
        assert answer["question"].startswith("where is the head") and isinstance(answer["audit_id"], int)
        assert out.step(db) == 0 and drain(q, 1.0) == []
        # A restart remembers what was sent.
        again = EngineOutputs(config, log=lambda m: None)
        assert again.marks == out.marks
        # The alert ends: its retained state says so.
        later = NOW + config.alerts.end_after_s + 1
        ended = clusters.end_quiet(db, config.alerts, later)
        assert ended
        assert out.step(db) == 1
        (topic, body, _), = drain(q)
        assert topic.endswith(f"/alert/{cluster['id']}/state") and body["type"] == "end"
    finally:
        client.disconnect()
        client.loop_stop()
        out.client.disconnect()
        out.client.loop_stop()
        db.close()
