"""A database written by an older release opens and heals: numbered migrations (PRAGMA user_version)
run once each, an outdated vector table is rebuilt and re-embedded, and no row is lost."""
from pathlib import Path

import numpy as np
import pytest

from appliance.store import migrations
from appliance.store.db import Database, connect
from appliance.store.readings import embed_pending_readings, insert_readings, search_readings

RELEASE_0_1_0 = Path(__file__).with_name("data") / "schema-0.1.0.sql"


def release_0_1_0_database(path: Path, readings: int = 5) -> Path:
    """A database exactly as release 0.1.0 left it: its frozen schema, user_version 0, some rows."""
    conn = connect(path)
    with conn:
        conn.execute(RELEASE_0_1_0.read_text())
        for i in range(readings):
            conn.execute("INSERT INTO readings(site, device, seq, ts, lat, lon, rh_pct, text, received_at, embedded)"
                         " VALUES ('s', 'st1', ?, ?, 1.0, 2.0, ?, 'reading', 0, 1)", (i, 1.7e9 + i, 20.0 + i))
    assert conn.execute("PRAGMA user_version").fetchall()[0][0] == 0
    conn.close()
    return path


def test_a_release_0_1_0_database_opens_at_the_latest_schema_with_every_row(tmp_path):
    path = release_0_1_0_database(tmp_path / "old.db")
    db = Database(path)
    assert migrations.schema_version(db.conn) == migrations.LATEST
    assert db.scalar("SELECT COUNT(*) FROM readings") == 5
    # its vec_readings already had ts: nothing is re-queued for the embedder
    assert db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 1") == 5
    db.close()


def test_a_migration_that_changes_a_core_table_runs_once_and_keeps_the_rows(tmp_path, monkeypatch):
    path = release_0_1_0_database(tmp_path / "old.db")
    ran = []

    def add_quality_column(conn):
        ran.append(1)
        conn.execute("ALTER TABLE readings ADD COLUMN quality TEXT DEFAULT 'ok'")

    monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS + [(99, "readings.quality", add_quality_column)])
    monkeypatch.setattr(migrations, "LATEST", 99)
    Database(path).close()
    db = Database(path)        # the second open finds user_version 99 and runs nothing
    assert ran == [1]
    assert migrations.schema_version(db.conn) == 99
    assert db.query("SELECT quality, COUNT(*) AS n FROM readings GROUP BY quality") == [{"quality": "ok", "n": 5}]
    db.close()


def test_a_failed_migration_leaves_the_old_database_as_it_was(tmp_path, monkeypatch):
    path = release_0_1_0_database(tmp_path / "old.db")

    def half_done(conn):
        conn.execute("DELETE FROM readings")
        raise RuntimeError("power cut")

    monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS + [(99, "breaks", half_done)])
    monkeypatch.setattr(migrations, "LATEST", 99)
    with pytest.raises(RuntimeError, match="power cut"):
        Database(path)
    conn = connect(path)
    assert conn.execute("SELECT COUNT(*) FROM readings").fetchall()[0][0] == 5
    assert conn.execute("PRAGMA user_version").fetchall()[0][0] == 0
    conn.close()


def test_a_database_from_a_newer_release_is_refused_and_left_alone(tmp_path):
    path = release_0_1_0_database(tmp_path / "new.db")
    conn = connect(path)
    conn.execute(f"PRAGMA user_version = {migrations.LATEST + 1}")
    conn.close()
    with pytest.raises(migrations.SchemaTooNew, match=f"schema {migrations.LATEST + 1} .* run the newer release"):
        Database(path)
    conn = connect(path)
    assert conn.execute("PRAGMA user_version").fetchall()[0][0] == migrations.LATEST + 1
    conn.close()


def test_a_new_database_starts_at_the_latest_number_without_running_migrations(tmp_path, monkeypatch):
    def must_not_run(conn):
        raise AssertionError("a migration ran on a new database")

    monkeypatch.setattr(migrations, "MIGRATIONS", [(1, "x", must_not_run)])
    monkeypatch.setattr(migrations, "LATEST", 1)
    db = Database(tmp_path / "new.db")
    assert migrations.schema_version(db.conn) == 1
    db.close()


def test_old_vec_readings_layout_is_rebuilt_and_refilled(tmp_path, text_embedder):
    path = tmp_path / "old.db"
    db = Database(path)
    insert_readings(db, [("s", "st1", {"ts": 1.7e9 + i, "seq": i, "lat": 1.0, "lon": 2.0, "rh_pct": 20.0 + i})
                         for i in range(5)])
    embed_pending_readings(db, text_embedder)
    db.close()
    old = connect(path)   # turn it into the layout of the first release (no ts column, no user_version)
    with old:
        old.execute("DROP TABLE vec_readings")
        old.execute("CREATE VIRTUAL TABLE vec_readings USING vec0(reading_id INTEGER PRIMARY KEY,"
                    " site TEXT partition key, embedding float[384] distance_metric=cosine)")
        old.execute("INSERT INTO vec_readings(reading_id, site, embedding) SELECT id, site, ? FROM readings",
                    (np.ones(384, np.float32).tobytes(),))
        old.execute("PRAGMA user_version = 0")
    old.close()

    db = Database(path)
    assert db.scalar("SELECT COUNT(*) FROM readings") == 5
    assert db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 0") == 5
    assert embed_pending_readings(db, text_embedder.embed) == 5
    hits = search_readings(db, text_embedder.embed_one("relative humidity 24 %"), k=5, site="s")
    assert len(hits) == 5
    assert "ts" in [r[1] for r in db.conn.execute("PRAGMA table_info(vec_readings)")]
    db.close()
