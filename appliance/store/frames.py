"""UAV telemetry rows and frames: content-addressed files written atomically, metadata rows,
shedding of un-embedded frames under overload.

A frame file is written (temp file, fsync, rename, fsync of the directory) before its row is
committed, so a row never points at a missing or half-written file; a crash in between leaves an
orphan file that the redelivered message simply rewrites under the same name.
"""
import time
from pathlib import Path

from appliance.files import write_atomic
from appliance.store.db import Database
from appliance.store.progress import close_deleted_frames

EXTENSIONS = {"image/jpeg": ".jpg", "image/png": ".png"}
TELEMETRY_FIELDS = ("lat", "lon", "alt_m", "heading_deg", "fov_deg")


def frame_relpath(sha256: str, media_type: str) -> str:
    return f"{sha256[:2]}/{sha256}{EXTENSIONS[media_type]}"


def write_frame_file(frames_dir: Path, relpath: str, data: bytes) -> None:
    final = Path(frames_dir) / relpath
    if final.exists() and final.stat().st_size == len(data):
        return   # content-addressed: the same name holds the same bytes (a redelivered frame)
    write_atomic(final, data)


def insert_telemetry(conn, site: str, device: str, t: dict, received_at: float) -> int | None:
    """One telemetry row, or None when (site, device, seq) is already stored."""
    rows = conn.execute(
        "INSERT OR IGNORE INTO uav_telemetry(site, device, seq, ts, lat, lon, alt_m, heading_deg, fov_deg, received_at)"
        " VALUES (?,?,?,?,?,?,?,?,?,?) RETURNING id",
        (site, device, t.get("seq"), t["ts"], t["lat"], t["lon"], t.get("alt_m"), t.get("heading_deg"),
         t.get("fov_deg"), received_at)).fetchall()
    return rows[0][0] if rows else None


def latest_telemetry(db: Database, site: str, device: str) -> dict | None:
    rows = db.query("SELECT ts, lat, lon, alt_m, heading_deg, fov_deg FROM uav_telemetry"
                    " WHERE site = ? AND device = ? ORDER BY ts DESC LIMIT 1", [site, device])
    return rows[0] if rows else None


def insert_frame(conn, *, site, device, seq, ts, sha256, relpath, media_type, size, width, height, phash,
                 telemetry: dict | None, telemetry_source: str | None, received_at: float) -> int | None:
    t = telemetry or {}
    rows = conn.execute(
        "INSERT OR IGNORE INTO frames(site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash,"
        " lat, lon, alt_m, heading_deg, fov_deg, telemetry_source, received_at)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
        (site, device, seq, ts, sha256, relpath, media_type, size, width, height, phash,
         *(t.get(k) for k in TELEMETRY_FIELDS), telemetry_source, received_at)).fetchall()
    return rows[0][0] if rows else None


def recent_phashes(db: Database, site: str, device: str, limit: int = 32) -> list[int]:
    return [r["phash"] for r in db.query(
        "SELECT phash FROM frames WHERE site = ? AND device = ? ORDER BY id DESC LIMIT ?", [site, device, limit])]


def sha_stored(conn, site: str, device: str, sha256: str) -> bool:
    return conn.execute("SELECT 1 FROM frames WHERE sha256 = ? AND site = ? AND device = ? LIMIT 1",
                        (sha256, site, device)).fetchone() is not None


def delete_frames(db: Database, frames_dir: Path, rows: list[dict]) -> int:
    if not rows:
        return 0
    conn = db.conn
    with conn:
        close_deleted_frames(conn, [r["id"] for r in rows])   # their seqs stay handled for the senders
        for r in rows:
            conn.execute("DELETE FROM frames WHERE id = ?", (r["id"],))
    for r in rows:
        if not db.scalar("SELECT 1 FROM frames WHERE path = ? LIMIT 1", [r["path"]]):
            try:
                (Path(frames_dir) / r["path"]).unlink()
            except FileNotFoundError:
                pass
    return len(rows)


def frames_bytes(db: Database) -> int:
    return db.scalar("SELECT COALESCE(SUM(bytes), 0) FROM frames") or 0


def shed_unembedded_frames(db: Database, frames_dir: Path, keep: int) -> int:
    """Under overload (the image embedder behind), drop the oldest frames still waiting for it."""
    waiting = db.scalar("SELECT COUNT(*) FROM frames WHERE embedded = 0")
    if waiting <= keep:
        return 0
    rows = db.query("SELECT id, path FROM frames WHERE embedded = 0 ORDER BY id LIMIT ?", [waiting - keep])
    return delete_frames(db, frames_dir, rows)


def frame_counts(db: Database) -> dict:
    row = db.query("SELECT COUNT(*) AS frames, COALESCE(SUM(bytes), 0) AS bytes,"
                   " COALESCE(SUM(embedded = 0), 0) AS unembedded FROM frames")[0]
    return {**row, "checked_at": time.time()}
