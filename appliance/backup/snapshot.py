"""`appliance export`: a consistent snapshot of a running box in one tar file.

The database is copied with SQLite's online backup API (apsw) in a single step, i.e. under one
read transaction: in WAL mode that never blocks the ingest writer, and the copy is the database
as of one commit. Frames are content-addressed files that never change once written, so copying
exactly the frames the snapshot's rows name, after the database copy, gives a matching set;
frames written later are not referenced and are left out.
"""
import hashlib
import io
import json
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import apsw

from appliance import __version__
from appliance.files import publish_file

FORMAT = 1
DB_NAME = "appliance.db"
MANIFEST = "snapshot.json"


class BackupError(Exception):
    """A snapshot cannot be written or restored; the message says why in one line."""


@dataclass
class SnapshotReport:
    path: Path
    tables: dict[str, int]
    frames: int
    frame_bytes: int
    missing_frames: list[str] = field(default_factory=list)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def safe_relative(path: str) -> bool:
    p = Path(path)
    return bool(path) and not p.is_absolute() and ".." not in p.parts


def copy_database(db_path: Path, dest: Path) -> None:
    """Online backup of `db_path` into `dest` as one self-contained file (no -wal beside it)."""
    if not db_path.is_file():
        raise BackupError(f"no database at {db_path}")
    src = apsw.Connection(str(db_path), flags=apsw.SQLITE_OPEN_READONLY)
    src.setbusytimeout(10_000)
    out = apsw.Connection(str(dest))
    try:
        with out.backup("main", src, "main") as backup:
            # -1: all pages in one step, under one read lock, so no writer can make it restart.
            backup.step(-1)
        out.execute("PRAGMA journal_mode=DELETE")
        problems = [row[0] for row in out.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise BackupError(f"the copied database fails its integrity check: {problems[:3]}")
    finally:
        out.close()
        src.close()


def table_counts(db: Path) -> dict[str, int]:
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        names = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' "
            "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        return {n: conn.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names}
    finally:
        conn.close()


def frame_paths(db: Path) -> list[str]:
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'frames'").fetchone():
            return []
        return [r[0] for r in conn.execute("SELECT DISTINCT path FROM frames ORDER BY path")]
    finally:
        conn.close()


def export_snapshot(db_path: Path, frames_dir: Path, out: Path, *, site: str = "", log=print) -> SnapshotReport:
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent, prefix=".export-") as tmp:
        db_copy = Path(tmp) / DB_NAME
        copy_database(Path(db_path), db_copy)
        tables = table_counts(db_copy)
        files, missing, total = {}, [], 0
        part = Path(tmp) / (out.name + ".part")
        with tarfile.open(part, "w") as tar:
            tar.add(db_copy, arcname=DB_NAME)
            for rel in frame_paths(db_copy):
                src = Path(frames_dir) / rel
                if not safe_relative(rel) or not src.is_file():
                    # The storage guard may delete old frames between the copy and here: say so.
                    missing.append(rel)
                    continue
                files[rel] = sha256_file(src)
                total += src.stat().st_size
                tar.add(src, arcname=f"frames/{rel}")
            manifest = {"format": FORMAT, "created_at": time.time(), "appliance_version": __version__,
                        "site": site, "database": {"file": DB_NAME, "sha256": sha256_file(db_copy)},
                        "tables": tables, "frames": files, "missing_frames": missing}
            body = json.dumps(manifest, indent=1).encode()
            info = tarfile.TarInfo(MANIFEST)
            info.size, info.mtime = len(body), int(time.time())
            tar.addfile(info, io.BytesIO(body))
        publish_file(part, out)
    if missing:
        log(f"warning: {len(missing)} frames named in the database were gone from {frames_dir}")
    return SnapshotReport(out, tables, len(files), total, missing)
