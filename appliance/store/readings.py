"""Readings and their text vectors.

Ingest stores a reading (once, by site + device + sequence) and acknowledges it; the embedder
worker gives it a vector afterwards, so embedding speed never limits what the box can accept.
"""
import json
import math
import time
from functools import lru_cache

import numpy as np

from appliance.store.db import Database
from appliance.store.vectors import claim_vector_table

CORE_FIELDS = ("temperature_c", "rh_pct", "wind_kmh", "wind_dir_deg", "rain_mm", "pm25_ugm3", "battery_pct")
TEXT_LABELS = {"temperature_c": "temperature {} C", "rh_pct": "relative humidity {} %", "wind_kmh": "wind {} km/h",
               "wind_dir_deg": "from {} deg", "rain_mm": "rain {} mm", "pm25_ugm3": "PM2.5 {} ug/m3"}


@lru_cache(maxsize=4096)
def _minute_text(minute: int) -> str:
    # strftime was a third of this function's cost, and readings of nearby stations share minutes;
    # `minute` is floor(ts) // 60, as gmtime floors its argument.
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(minute * 60))


def reading_text(site: str, device: str, r: dict) -> str:
    """Serialize a reading to one line of text for the embedder (paper 001, Algorithm 1)."""
    parts = [f"site {site}", f"station {device}", _minute_text(math.floor(r["ts"]) // 60)]
    for key, fmt in TEXT_LABELS.items():
        if r.get(key) is not None:
            parts.append(fmt.format(round(r[key], 1)))
    for key, value in sorted((r.get("extra") or {}).items()):
        if isinstance(value, (int, float)) and key.isupper():
            parts.append(f"{key} {value}")
    return ", ".join(parts)


INSERT_SQL = ("INSERT OR IGNORE INTO readings(site, device, seq, ts, lat, lon, temperature_c, rh_pct, wind_kmh,"
              " wind_dir_deg, rain_mm, pm25_ugm3, battery_pct, extra_json, text, received_at)"
              " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")


def _values(site: str, device: str, r: dict, now: float) -> tuple:
    return (site, device, r.get("seq"), r["ts"], r["lat"], r["lon"], *(r.get(k) for k in CORE_FIELDS),
            json.dumps(r["extra"]) if r.get("extra") else None, reading_text(site, device, r), now)


def insert_readings(db: Database, rows: list[tuple[str, str, dict]]) -> list[int | None]:
    """Insert (site, device, reading) rows in one transaction.

    Returns each row's id, or None for a duplicate (same site, device and sequence already stored).
    """
    ids: list[int | None] = []
    now = time.time()
    conn = db.conn
    with conn:
        for site, device, r in rows:
            cur = conn.execute(INSERT_SQL + " RETURNING id", _values(site, device, r, now))
            row = next(iter(cur.fetchall()), None)  # drain: apsw cannot commit with a statement open
            ids.append(row[0] if row else None)
    return ids


def store_readings(conn, rows: list[tuple[str, str, dict]]) -> int:
    """Ingest's bulk path, inside the caller's transaction: one executemany (no per-row round trip
    through Python), duplicates skipped by the unique key. Returns how many rows were new."""
    now = time.time()
    before = conn.total_changes()
    conn.executemany(INSERT_SQL, [_values(site, device, r, now) for site, device, r in rows])
    return conn.total_changes() - before


def embed_pending_readings(db: Database, embedder, limit: int = 256) -> int:
    """Give vectors to up to `limit` stored readings that have none yet; returns how many.

    `embedder` is the text embedder (or its bound `embed`): its name claims vec_readings, so a box
    whose text embedder was switched refuses to mix the two vector spaces (VectorSpaceMismatch).
    """
    embedder = getattr(embedder, "__self__", embedder)
    pending = db.query("SELECT id, site, ts, text FROM readings WHERE embedded = 0 ORDER BY id LIMIT ?", [limit])
    if not pending:
        return 0
    vectors = np.asarray(embedder.embed([p["text"] for p in pending]), dtype=np.float32)
    conn = db.conn
    with conn:
        claim_vector_table(conn, "vec_readings", embedder.name, vectors.shape[1], getattr(embedder, "model_sha256", None))
        for p, vec in zip(pending, vectors):
            conn.execute("INSERT OR REPLACE INTO vec_readings(reading_id, site, ts, embedding) VALUES (?,?,?,?)",
                         (p["id"], p["site"], float(p["ts"]), np.asarray(vec, dtype=np.float32).tobytes()))
            conn.execute("UPDATE readings SET embedded = 1 WHERE id = ?", (p["id"],))
    return len(pending)


def search_readings(db: Database, query_vec: np.ndarray, k: int = 6, site: str | None = None) -> list[dict]:
    sql = ("SELECT reading_id, distance FROM vec_readings WHERE embedding MATCH ? AND k = ?"
           + (" AND site = ?" if site else ""))
    params = [np.asarray(query_vec, dtype=np.float32).tobytes(), k] + ([site] if site else [])
    hits = db.query(sql, params)
    if not hits:
        return []
    by_id = {r["id"]: r for r in db.query(
        f"SELECT * FROM readings WHERE id IN ({','.join('?' * len(hits))})", [h["reading_id"] for h in hits])}
    out = []
    for h in hits:
        row = by_id.get(h["reading_id"])
        if row:
            row["cosine"] = 1.0 - h["distance"]
            out.append(row)
    return out


def latest_readings(db: Database, site: str | None = None) -> list[dict]:
    """The newest reading of each station."""
    where = "WHERE site = ?" if site else ""
    return db.query(
        f"SELECT r.* FROM readings r JOIN (SELECT site, device, MAX(ts) AS ts FROM readings {where}"
        " GROUP BY site, device) m ON r.site = m.site AND r.device = m.device AND r.ts = m.ts"
        " ORDER BY r.site, r.device", [site] if site else [])


def readings_by_ids(db: Database, ids: list[int]) -> list[dict]:
    if not ids:
        return []
    return db.query(f"SELECT * FROM readings WHERE id IN ({','.join('?' * len(ids))}) ORDER BY id", list(ids))


def count_readings(db: Database) -> int:
    return db.scalar("SELECT COUNT(*) FROM readings")
