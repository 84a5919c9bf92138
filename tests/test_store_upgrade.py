"""A database written by an older release opens and heals: an outdated vector table is rebuilt
and its rows re-embedded, with no reading lost."""
import numpy as np

from appliance.store.db import Database, connect
from appliance.store.readings import embed_pending_readings, insert_readings, search_readings


def test_old_vec_readings_layout_is_rebuilt_and_refilled(tmp_path, text_embedder):
    path = tmp_path / "old.db"
    db = Database(path)
    insert_readings(db, [("s", "st1", {"ts": 1.7e9 + i, "seq": i, "lat": 1.0, "lon": 2.0, "rh_pct": 20.0 + i})
                         for i in range(5)])
    embed_pending_readings(db, text_embedder.embed)
    db.close()
    old = connect(path)   # turn it into the layout of the first release (no ts column)
    with old:
        old.execute("DROP TABLE vec_readings")
        old.execute("CREATE VIRTUAL TABLE vec_readings USING vec0(reading_id INTEGER PRIMARY KEY,"
                    " site TEXT partition key, embedding float[384] distance_metric=cosine)")
        old.execute("INSERT INTO vec_readings(reading_id, site, embedding) SELECT id, site, ? FROM readings",
                    (np.ones(384, np.float32).tobytes(),))
    old.close()

    db = Database(path)
    assert db.scalar("SELECT COUNT(*) FROM readings") == 5
    assert db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 0") == 5
    assert embed_pending_readings(db, text_embedder.embed) == 5
    hits = search_readings(db, text_embedder.embed_one("relative humidity 24 %"), k=5, site="s")
    assert len(hits) == 5
    assert "ts" in [r[1] for r in db.conn.execute("PRAGMA table_info(vec_readings)")]
    db.close()
