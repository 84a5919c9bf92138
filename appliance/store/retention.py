"""One disk budget (`store.frame_budget_mb`) for every image the box keeps: UAV frames and the
photos the crew sent with their questions (answer_images). Over the budget, the oldest go first,
whichever kind they are (a frame by its capture time, a photo by its answer's time); the answer
text, readings and everything else are never deleted for space.
"""
from pathlib import Path

from appliance.store.frames import delete_frames

OLDEST_IMAGES = """
SELECT 'frame' AS kind, id, 0 AS position, path, bytes, ts AS at FROM frames
UNION ALL
SELECT 'photo', i.answer_id, i.position, NULL, length(i.data), a.created_at
  FROM answer_images i JOIN answers a ON a.id = i.answer_id
ORDER BY at, kind, id, position LIMIT 256
"""


def media_bytes(db) -> dict:
    frames = db.scalar("SELECT COALESCE(SUM(bytes), 0) FROM frames") or 0
    photos = db.scalar("SELECT COALESCE(SUM(length(data)), 0) FROM answer_images") or 0
    return {"frames": frames, "photos": photos}


def enforce_media_budget(db, frames_dir: Path, budget_bytes: int) -> dict:
    """Delete the oldest frames and photos until both together fit; returns how many of each."""
    sizes = media_bytes(db)
    over = sizes["frames"] + sizes["photos"] - budget_bytes
    deleted = {"frames": 0, "photos": 0}
    while over > 0:
        rows = db.query(OLDEST_IMAGES)
        if not rows:
            break
        frames, photos, freed = [], [], 0
        for r in rows:
            if freed >= over:
                break
            (frames if r["kind"] == "frame" else photos).append(r)
            freed += r["bytes"]
        deleted["frames"] += delete_frames(db, frames_dir, frames)
        if photos:
            with db.conn:
                for r in photos:
                    db.conn.execute("DELETE FROM answer_images WHERE answer_id = ? AND position = ?",
                                    (r["id"], r["position"]))
            deleted["photos"] += len(photos)
        over -= freed
    return deleted
