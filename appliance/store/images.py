"""Frame vectors: one vec0 table per image embedder (21_images.sql), filled behind ingest.

frames.embedded: 0 = waiting for the image embedder, 1 = has a vector in every active image
table, -1 = its file could not be read or decoded (kept for audit, never retried). A trigger in
21_images.sql deletes a frame's vectors with the frame.
"""
import numpy as np

from appliance.store.db import Database
from appliance.store.vectors import claim_vector_table

IMAGE_TABLES = ("vec_frames_clip", "vec_frames_descriptor")
FRAME_FIELDS = ("id", "site", "device", "ts", "path", "media_type", "width", "height", "lat", "lon", "alt_m",
                "heading_deg", "fov_deg")


def pending_frames(db: Database, limit: int = 16) -> list[dict]:
    return db.query("SELECT id, site, ts, path FROM frames WHERE embedded = 0 ORDER BY id LIMIT ?", [limit])


def store_frame_vectors(db: Database, embedders, frames: list[dict], vectors: dict[str, np.ndarray],
                        unreadable: list[int] = ()) -> int:
    """Insert each embedder's vectors for `frames` and mark them embedded, in one transaction."""
    conn = db.conn
    with conn:
        for emb in embedders:
            if emb.table not in IMAGE_TABLES:
                raise ValueError(f"{emb.table} is not an image vector table")
            claim_vector_table(conn, emb.table, emb.name, emb.dim, emb.model_sha256)
            for frame, vec in zip(frames, vectors[emb.name]):
                conn.execute(f"INSERT OR REPLACE INTO {emb.table}(frame_id, site, ts, embedding) VALUES (?,?,?,?)",
                             (frame["id"], frame["site"], float(frame["ts"]), np.asarray(vec, np.float32).tobytes()))
        for frame in frames:
            conn.execute("UPDATE frames SET embedded = 1 WHERE id = ?", (frame["id"],))
        for frame_id in unreadable:
            conn.execute("UPDATE frames SET embedded = -1 WHERE id = ?", (frame_id,))
    return len(frames)


def frames_by_ids(db: Database, ids: list[int]) -> dict[int, dict]:
    if not ids:
        return {}
    rows = db.query(f"SELECT {', '.join(FRAME_FIELDS)} FROM frames WHERE id IN ({','.join('?' * len(ids))})", list(ids))
    return {r["id"]: r for r in rows}
