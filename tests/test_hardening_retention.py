"""Field trap (issue 16): photos kept with answers had no retention (up to 5 x 8 MB a question).
They share the frames' disk budget, oldest first whichever kind, and the status says so."""
import paho.mqtt.client as mqtt
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.ingest.service import IngestService
from appliance.store.answers import answer_images, save_answer
from appliance.store.db import Database
from appliance.store.retention import enforce_media_budget, media_bytes
from firmware_bridge import synthetic
from tests.conftest import wait_for

PHOTO = b"\xff\xd8\xff" + b"\x01" * 99_997      # 100 KB; only the signature matters to the store


def add_frame(db, frames_dir, n: int, ts: float, size: int = 100_000) -> None:
    rel = f"aa/frame{n}.jpg"
    (frames_dir / "aa").mkdir(parents=True, exist_ok=True)
    (frames_dir / rel).write_bytes(b"\xff" * size)
    with db.conn:
        db.conn.execute("INSERT INTO frames(site, device, seq, ts, sha256, path, media_type, bytes, width, height,"
                        " phash, received_at) VALUES ('demo', 'uav1', ?, ?, ?, ?, 'image/jpeg', ?, 1, 1, 0, ?)",
                        (n, ts, f"sha{n}", rel, size, ts))


def answer_at(db, ts: float, photos: int) -> int:
    answer_id = save_answer(db, None, "what is this?", "smoke", "rules", [], {}, 0.1, images=[PHOTO] * photos)
    with db.conn:
        db.conn.execute("UPDATE answers SET created_at = ? WHERE id = ?", (ts, answer_id))
    return answer_id


def test_frames_and_photos_share_one_budget_oldest_first(tmp_path):
    db, frames_dir = Database(tmp_path / "a.db"), tmp_path / "frames"
    add_frame(db, frames_dir, 1, ts=1000)
    old_answer = answer_at(db, 2000, photos=3)
    add_frame(db, frames_dir, 2, ts=3000)
    new_answer = answer_at(db, 4000, photos=2)
    assert media_bytes(db) == {"frames": 200_000, "photos": 500_000}
    deleted = enforce_media_budget(db, frames_dir, budget_bytes=350_000)
    # Oldest first across both kinds: frame 1, then the old answer's three photos (700 -> 300 KB).
    assert deleted == {"frames": 1, "photos": 3}
    assert answer_images(db, old_answer) == [] and len(answer_images(db, new_answer)) == 2
    assert db.scalar("SELECT COUNT(*) FROM answers") == 2          # the answers themselves stay
    assert not (frames_dir / "aa/frame1.jpg").exists() and (frames_dir / "aa/frame2.jpg").exists()
    assert enforce_media_budget(db, frames_dir, budget_bytes=350_000) == {"frames": 0, "photos": 0}


def test_the_status_says_when_photos_were_deleted_for_the_budget(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False, "store.frame_budget_mb": 1})
    db = Database(config.db_path)
    for i in range(3):
        answer_at(db, 1000 + i, photos=5)                           # 1.5 MB of photos, from long ago
    service = IngestService(config, db, log=lambda m: None)
    service.start()
    assert service.subscribed.wait(10), "no SUBACK"
    pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="camera", protocol=mqtt.MQTTv5)
    pub.connect("127.0.0.1", broker.port)
    pub.loop_start()
    try:
        p = Properties(PacketTypes.PUBLISH)
        p.UserProperty = [("seq", "1")]
        pub.publish("wildfire/demo/uav/uav1/frame", synthetic.frame_jpeg(1), qos=1, properties=p)
        wait_for(lambda: service.metrics["photos_deleted_for_budget"] > 0, 30, what="photos over the budget deleted")
        notes = " ".join(service.status()["notes"])
        assert "photos kept with answers" in notes
        assert sum(media_bytes(service.db).values()) <= 1024 * 1024
        assert service.db.scalar("SELECT COUNT(*) FROM frames") == 1   # the new frame is kept
    finally:
        pub.disconnect()
        pub.loop_stop()
        service.stop()
