"""A damaged database is refused in words, never served (issue 28).

At start: one line naming the file, what is wrong and what to do, no traceback, for a truncated
file, overwritten pages, or an empty or missing database beside frames of an earlier one. While
running: the first corruption error turns /healthz into 503 "database damaged" with the reason, the
status topic says it, and ingest stops writing into the file (the broker keeps the messages).
"""
import json
import os
import shutil
import time
from types import SimpleNamespace

import pytest

from appliance.comms.mqtt_client import make_client
from appliance.config import load_config
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from appliance.store.health import FAULTS, DatabaseDamaged, check_database
from appliance.store.readings import store_readings
from appliance.web.app import create_app
from firmware_bridge import synthetic
from tests.conftest import appliance_cmd, wait_for


@pytest.fixture(autouse=True)
def clean_faults():
    FAULTS.clear()
    yield
    FAULTS.clear()


def _box_with_readings(data_dir, n=300, frames=3):
    cfg = load_config(None, {"store.data_dir": str(data_dir)})
    db = Database(cfg.db_path)
    with db.conn:
        store_readings(db.conn, [("demo", "st1", {**synthetic.reading(i), "seq": i}) for i in range(1, n + 1)])
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    for i in range(frames):
        (cfg.frames_dir / "ab").mkdir(parents=True, exist_ok=True)
        (cfg.frames_dir / "ab" / f"ab{i:062x}.jpg").write_bytes(synthetic.frame_jpeg(i))
    return cfg


def _overwrite_pages(db_path, pages, page_size=4096):
    with open(db_path, "r+b") as f:
        for page in pages:
            f.seek((page - 1) * page_size)
            f.write(os.urandom(page_size))


def _root_pages(db_path, names):
    db = Database(db_path)
    try:
        return [db.scalar("SELECT rootpage FROM sqlite_master WHERE name = ?", [n]) for n in names]
    finally:
        db.close()


def _refused_in_one_line(data_dir, *words):
    """`appliance run` exits before loading any model, with one line and no traceback."""
    r = appliance_cmd("run", "--set", f"store.data_dir={data_dir}", "--set", "mqtt.start_local_broker=false",
                      timeout=120)
    out = (r.stdout + r.stderr).strip()
    assert r.returncode == 2, out
    assert "Traceback" not in out and len(out.splitlines()) == 1, out
    assert out.startswith("error: database ") and "appliance import" in out and "fresh_database" in out
    for word in words:
        assert word in out, out
    return out


@pytest.mark.slow
def test_truncated_overwritten_empty_or_missing_databases_are_refused_at_start(tmp_path):
    cfg = _box_with_readings(tmp_path / "cut")
    size = cfg.db_path.stat().st_size
    with open(cfg.db_path, "r+b") as f:
        f.truncate(size // 2)
    _refused_in_one_line(cfg.store.data_dir, str(cfg.db_path), "is damaged")

    cfg = _box_with_readings(tmp_path / "pages")
    _overwrite_pages(cfg.db_path, _root_pages(cfg.db_path, ["readings", "sqlite_autoindex_readings_1"]))
    _refused_in_one_line(cfg.store.data_dir, "is damaged", "quick_check")

    cfg = _box_with_readings(tmp_path / "empty")
    for suffix in ("", "-wal", "-shm"):
        p = cfg.db_path.with_name(cfg.db_path.name + suffix)
        if p.exists():
            p.unlink()
    cfg.db_path.write_bytes(b"")
    _refused_in_one_line(cfg.store.data_dir, "is empty (0 bytes)", "holds 3 frames", "not a new box")
    cfg.db_path.unlink()
    _refused_in_one_line(cfg.store.data_dir, "is missing", "holds 3 frames")
    check_database(cfg.db_path, cfg.frames_dir, fresh_ok=True)   # the operator chose to start fresh
    shutil.rmtree(cfg.frames_dir)
    check_database(cfg.db_path, cfg.frames_dir)                  # nothing earlier on disk: a new box


def test_ingest_alone_refuses_a_damaged_database_too(tmp_path):
    cfg = _box_with_readings(tmp_path / "d")
    _overwrite_pages(cfg.db_path, _root_pages(cfg.db_path, ["readings"]))
    with pytest.raises(DatabaseDamaged, match="is damaged"):
        check_database(cfg.db_path, cfg.frames_dir)
    import subprocess
    import sys

    from appliance.paths import REPO_DIR
    r = subprocess.run([sys.executable, "-m", "appliance.ingest", "--set", f"store.data_dir={cfg.store.data_dir}",
                        "--set", "mqtt.start_local_broker=false"], capture_output=True, text=True, timeout=60,
                       cwd=REPO_DIR)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "is damaged" in r.stderr, r.stderr


@pytest.mark.slow
def test_damage_while_running_is_said_and_nothing_more_is_written(broker, tmp_path):
    cfg = _box_with_readings(tmp_path / "live", n=50)
    config = load_config(None, {"store.data_dir": str(cfg.store.data_dir), "mqtt.port": broker.port,
                                "mqtt.start_local_broker": False, "ingest.status_interval_s": 0.3})
    service = IngestService(config, Database(config.db_path), log=lambda m: None)
    service.start()
    statuses = []
    watch = make_client("status-watch-d")
    watch.on_message = lambda c, u, m: statuses.append(json.loads(m.payload))
    watch.connect("127.0.0.1", broker.port)
    watch.subscribe("wildfire/demo/appliance/status", qos=1)
    watch.loop_start()
    device = make_client("st-d")
    device.connect("127.0.0.1", broker.port)
    device.loop_start()
    try:
        wait_for(service.subscribed.is_set, 20, what="ingest subscribed")
        for i in range(51, 61):
            device.publish("wildfire/demo/sensor/st1/reading", json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        wait_for(lambda: service.metrics["stored"] == 10, 20, what="ten stored before the damage")
        service.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        _overwrite_pages(config.db_path, _root_pages(config.db_path, ["readings", "sqlite_autoindex_readings_1"]))
        client = create_app(SimpleNamespace(config=config, db=Database(config.db_path), model=None,
                                            model_problem="no model here")).test_client()
        health = client.get("/healthz")
        assert health.status_code == 503 and health.json["database"] == "damaged"
        line = health.json["faults"][0]
        assert line.startswith("database damaged (") and "malformed" in line and "appliance import" in line
        assert client.get("/api/box_status").json["lines"][0] == line
        wait_for(lambda: any(s.get("faults") and s["faults"][0] == line for s in statuses), 20,
                 what="the status topic saying database damaged")
        for i in range(61, 71):
            device.publish("wildfire/demo/sensor/st1/reading", json.dumps({**synthetic.reading(i), "seq": i}), qos=1)
        wait_for(lambda: service.metrics["received"] >= 20, 20, what="the new readings delivered")
        time.sleep(1.0)
        assert service.metrics["stored"] == 10    # held, not written into the damaged file
    finally:
        device.loop_stop()
        watch.loop_stop()
        service.stop()
