"""The readings' large-table search: a projected index over vec_readings, kept up to date as readings arrive.

Below IVF_ABOVE embedded readings, sqlite-vec's exact KNN (site partition key, ts metadata column)
is fast enough and the index is never built. Above it, the first search loads every vector once
(appliance run warms it in the background at start-up), fits the PCA projection on a sample spread
over the table or reuses the one saved in `vector_cells` (one row per principal direction, under
PROJECTION, so a restart ranks as before), and each later search first adds the readings embedded since
(`catch_up`), so a reading is searchable by the next question after the embed worker stores its
vector. One index per database file, shared by the page's threads under a lock.
"""
import threading
import time
from pathlib import Path

import numpy as np

from appliance.retrieve.projected import ProjectedIndex, fit_projection

IVF_ABOVE = 200_000      # embedded readings from which the index beats sqlite-vec's exact KNN
TABLE = "vec_readings"
PROJECTION = "vec_readings:pca"   # vector_cells rows: the index's principal directions, strongest first
LOAD_BATCH = 20_000
FIT_SAMPLE = 20_000


def save_projection(conn, components: np.ndarray) -> None:
    conn.execute("DELETE FROM vector_cells WHERE table_name = ?", (PROJECTION,))
    conn.executemany("INSERT INTO vector_cells(table_name, cell, centroid) VALUES (?,?,?)",
                     ((PROJECTION, i, c.tobytes()) for i, c in enumerate(np.asarray(components, np.float32).T)))


def load_projection(db) -> np.ndarray | None:
    rows = db.conn.execute("SELECT centroid FROM vector_cells WHERE table_name = ? ORDER BY cell", (PROJECTION,)).fetchall()
    return np.stack([np.frombuffer(r[0], np.float32) for r in rows], axis=1) if rows else None


class ReadingIndex:
    def __init__(self, index: ProjectedIndex, watermark: int):
        self.index, self.watermark = index, watermark
        self.lock = threading.Lock()

    def _rows(self, db, ids: list[int]):
        """(ids, sites, ts, vectors) of these readings from vec_readings (vec0 rowid lookups)."""
        out_ids, sites, ts, vecs = [], [], [], []
        for start in range(0, len(ids), 500):
            part = ids[start:start + 500]
            for r in db.conn.execute(f"SELECT reading_id, site, ts, embedding FROM {TABLE} WHERE reading_id IN "
                                     f"({','.join('?' * len(part))})", part):
                out_ids.append(r[0]), sites.append(r[1]), ts.append(r[2]), vecs.append(np.frombuffer(r[3], np.float32))
        return out_ids, sites, ts, (np.stack(vecs) if vecs else np.zeros((0, 384), np.float32))

    def catch_up(self, db) -> int:
        """Add readings embedded since the last call; returns how many. The watermark stops below the
        oldest reading still waiting for its vector, so one embedded late is not skipped."""
        with self.lock:
            waiting = db.conn.execute("SELECT MIN(id) FROM readings WHERE embedded = 0 AND id > ?",
                                      (self.watermark,)).fetchone()[0]
            upper = waiting - 1 if waiting is not None else None
            sql = "SELECT id FROM readings WHERE id > ? AND embedded = 1" + (" AND id <= ?" if upper else "")
            ids = [r[0] for r in db.conn.execute(sql + " ORDER BY id", (self.watermark, *([upper] if upper else [])))]
            if not ids:
                return 0
            got = self._rows(db, ids)
            self.index.add(*got)
            self.watermark = ids[-1]
            return len(got[0])

    def search(self, db, query_vec, k: int, site=None, since=None, until=None) -> list[tuple[int, float]]:
        self.catch_up(db)
        with self.lock:
            return self.index.search(query_vec, k, site=site, since=since, until=until)


_indexes: dict[str, ReadingIndex] = {}
_small_until: dict[str, float] = {}  # database -> until when it is known to be below the threshold
_registry_lock = threading.Lock()


def build(db, log=None) -> ReadingIndex:
    """Load every embedded reading; fit the projection on a spread sample (or reuse vector_cells)."""
    waiting = db.conn.execute("SELECT MIN(id) FROM readings WHERE embedded = 0").fetchone()[0]
    upper = waiting - 1 if waiting is not None else db.conn.execute("SELECT MAX(id) FROM readings").fetchone()[0] or 0
    ids = [r[0] for r in db.conn.execute("SELECT id FROM readings WHERE embedded = 1 AND id <= ? ORDER BY id", (upper,))]
    if not ids:
        return None
    shell = ReadingIndex(None, 0)
    components = load_projection(db)
    if components is None:  # every n-th reading, not the first ones: a season's early days are not its whole
        components = fit_projection(shell._rows(db, ids[::max(1, len(ids) // FIT_SAMPLE)])[3])
        with db.conn:
            save_projection(db.conn, components)
    index = ProjectedIndex(components)
    for start in range(0, len(ids), LOAD_BATCH):
        index.add(*shell._rows(db, ids[start:start + LOAD_BATCH]))
        if log:
            log(f"readings index: {index.size:,}/{len(ids):,} vectors loaded")
    return ReadingIndex(index, ids[-1])


def reading_index(db, min_rows: int = IVF_ABOVE, log=None) -> ReadingIndex | None:
    """The database's index when it holds at least `min_rows` embedded readings, else None."""
    key = str(Path(db.path).resolve()) if str(db.path) != ":memory:" else f"memory:{id(db)}"
    with _registry_lock:
        existing = _indexes.get(key)
    if existing is not None:
        return existing
    # MAX(id) is an index lookup; the COUNT scan only runs once ids pass the threshold, then rarely.
    if (db.conn.execute("SELECT MAX(id) FROM readings").fetchone()[0] or 0) < min_rows:
        return None
    if time.monotonic() < _small_until.get(key, 0.0):
        return None
    if db.conn.execute("SELECT COUNT(*) FROM readings WHERE embedded = 1").fetchone()[0] < min_rows:
        _small_until[key] = time.monotonic() + 60.0
        return None
    with _registry_lock:  # one build per file even when several questions arrive together
        if key not in _indexes:
            built = build(db, log)
            if built is None:
                return None
            _indexes[key] = built
        return _indexes[key]


def forget(db) -> None:
    """Drop the cached index of a database (tests; a restored backup)."""
    key = str(Path(db.path).resolve()) if str(db.path) != ":memory:" else f"memory:{id(db)}"
    with _registry_lock:
        _indexes.pop(key, None)
        _small_until.pop(key, None)
