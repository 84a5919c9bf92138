"""What an engine's box publishes for the command post beyond the box's own topics (contract.json):
each alert's latest event retained (the picture is rebuilt from it after a restart), each detection
with a small thumbnail, each alert's projected front retained, and each answer's audit id.

Read from the store behind the detection worker and the page, one pass a second; what was sent is
remembered in <data_dir>/fleet_sent.json so a restart does not send it again (a resend would only be
collapsed at the command post by the alert's id, the frame id and the audit id).
"""
import base64
import json
from pathlib import Path

import cv2

from appliance.alerts import clusters
from appliance.comms.mqtt_client import make_client, connect, publish_json
from appliance.files import write_atomic
from appliance.store.media import decode_reduced
from appliance.store.worker import PollingWorker

THUMB_SIDE, THUMB_QUALITY = 160, 70


def thumbnail_b64(path: Path) -> str | None:
    try:
        image = decode_reduced(Path(path).read_bytes(), THUMB_SIDE)
    except OSError:      # deleted by retention meanwhile
        return None
    if image is None:
        return None
    ok, jpeg = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, THUMB_QUALITY])
    return base64.b64encode(jpeg.tobytes()).decode() if ok else None


def alert_event_now(row: dict) -> dict:
    """The latest event an alert cluster row stands for, in the alerts topic's shape."""
    kind = "end" if row["state"] == "ended" else ("new" if row["detections"] == 1 else "update")
    return clusters.event_payload(kind, None, row)


class EngineOutputs:
    def __init__(self, config, log=print, interval_s: float = 1.0):
        m = config.mqtt
        self.config, self.log = config, log
        self.prefix, self.site = m.topic_prefix, config.site
        self.marks_path = Path(config.store.data_dir) / "fleet_sent.json"
        try:
            self.marks = json.loads(self.marks_path.read_text())
        except (OSError, ValueError):
            self.marks = {"cluster_sent_at": 0.0, "alert_row": 0, "answer": 0}
        self.client = make_client(f"{m.client_id}-fleet"[:64], username=m.username, password=m.password)
        self.worker = PollingWorker("fleet-engine", config.db_path, self.step, interval_s, log)

    def topic(self, rest: str, site: str | None = None) -> str:
        return f"{self.prefix}/{site or self.site}/{rest}"

    def step(self, db) -> int:
        sent = 0
        for row in db.query("SELECT * FROM alert_clusters WHERE last_sent_at > ? ORDER BY last_sent_at",
                            [self.marks["cluster_sent_at"]]):
            publish_json(self.client, self.topic(f"appliance/alert/{row['id']}/state", row["site"]), alert_event_now(row),
                         qos=1, retain=True)
            self.marks["cluster_sent_at"] = row["last_sent_at"]
            sent += 1
        for row in db.query("SELECT a.*, f.path FROM alerts a LEFT JOIN frames f ON f.id = a.frame_id"
                            " WHERE a.id > ? AND a.published_at IS NOT NULL ORDER BY a.id LIMIT 50",
                            [self.marks["alert_row"]]):
            event = (json.loads(row["payload_json"]) or {}).get("published") or {}
            aid = event.get("id")
            publish_json(self.client, self.topic("fleet/detection", row["site"]), {
                "alert_id": aid, "frame_id": row["frame_id"], "site": row["site"], "kind": row["kind"], "ts": row["ts"],
                "lat": row["lat"], "lon": row["lon"], "summary": row["summary"], "at": row["published_at"],
                "thumbnail_jpeg_b64": thumbnail_b64(Path(self.config.frames_dir) / row["path"]) if row["path"] else None})
            projection = (event.get("after") or {}).get("projection")
            if aid and projection:
                publish_json(self.client, self.topic(f"fleet/front/{aid}", row["site"]),
                             {"alert_id": aid, "at": row["published_at"], "projection": projection}, qos=1, retain=True)
            self.marks["alert_row"] = row["id"]
            sent += 1
        for row in db.query("SELECT id, session_id, question, decision, mode, created_at FROM answers WHERE id > ?"
                            " ORDER BY id LIMIT 50", [self.marks["answer"]]):
            publish_json(self.client, self.topic("fleet/answer"), {
                "audit_id": row["id"], "site": self.site, "question": row["question"][:200],
                "decision": row["decision"], "mode": row["mode"], "at": row["created_at"]})
            self.marks["answer"] = row["id"]
            sent += 1
        if sent:
            write_atomic(self.marks_path, json.dumps(self.marks).encode())
        return sent

    def start(self) -> "EngineOutputs":
        m = self.config.mqtt
        connect(self.client, m.host, m.port, timeout=m.connect_timeout_s, retry=m.connect_retry, log=self.log)
        self.worker.start()
        return self

    def stop(self) -> None:
        self.worker.stop()
        self.client.disconnect()
        self.client.loop_stop()


def start_fleet_role(config, log=print) -> tuple[list, dict]:
    """The running parts of this box's [fleet] role: (parts to stop, services for the page)."""
    role = config.fleet.role
    if role == "engine":
        from appliance.fleet.neighbours import NeighbourWatcher
        from appliance.fleet.pull import PullServer
        neighbours = NeighbourWatcher(config, log).start()
        return [EngineOutputs(config, log).start(), neighbours, PullServer(config, log).start()], {"fleet": neighbours}
    if role == "command_post":
        from appliance.fleet.watcher import PictureWatcher
        watcher = PictureWatcher(config, log).start()
        return [watcher], {"fleet": watcher}
    return [], {}
