"""One disk budget (`store.frame_budget_mb`) for every image the box keeps: UAV frames and the
photos the crew sent with their questions (answer_images). Over the budget, the oldest go first,
whichever kind they are (a frame by its capture time, a photo by its answer's time); the answer
text, readings and everything else are never deleted for space.
"""
import shutil
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


OLDEST_FRAMES = "SELECT id, path, bytes FROM frames ORDER BY ts, id LIMIT 64"


def disk_space_mb(path: Path) -> tuple[float, float]:
    """(free, total) megabytes of the file system holding `path` (what an unprivileged writer gets)."""
    usage = shutil.disk_usage(path)
    return usage.free / 2**20, usage.total / 2**20


def keep_room_for_readings(db, frames_dir: Path, data_dir: Path, min_free_mb: int,
                           incoming_mb: float = 0.0) -> dict | None:
    """Under `min_free_mb` free on the data disk, delete the oldest frames (rows and files) until the
    floor plus a margin is free again, so readings always have room (issue 28: frames filled a
    40 MB disk to 0 and readings then failed). None while above the floor; else the figures, with
    `short` True when no frame is left to delete and the floor is still not reached. `incoming_mb`:
    frames about to be written, for which room is made first."""
    if min_free_mb <= 0:
        return None
    free, total = disk_space_mb(data_dir)
    if free - incoming_mb >= min_free_mb:
        return None
    # A margin, so frames do not stop and start at every frame.
    target = min_free_mb + incoming_mb + max(1.0, 0.1 * min_free_mb)
    deleted = 0
    while free < target:
        rows = db.query(OLDEST_FRAMES)
        if not rows:
            break
        need_bytes = (target - free) * 2**20
        chosen, freed = [], 0
        for r in rows:
            chosen.append(r)
            freed += r["bytes"]
            if freed >= need_bytes:
                break
        deleted += delete_frames(db, frames_dir, chosen)
        free, total = disk_space_mb(data_dir)
    return {"free_mb": round(free, 1), "total_mb": round(total, 1), "min_free_mb": min_free_mb,
            "deleted": deleted, "short": free < min_free_mb}
