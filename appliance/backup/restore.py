"""`appliance import`: restore a snapshot from `appliance export` into a box's data directory.

Nothing in the archive is trusted before it is checked: members must be the database, the
manifest or files under frames/ (no links, no absolute paths, no `..`), and every file must match
the sha256 the manifest gives. Only then does anything in the data directory change. A database
already there is moved aside, never deleted, and only with `force`: restoring is for a new or
replaced box, with the appliance stopped.
"""
import json
import os
import shutil
import tarfile
import tempfile
import time
from pathlib import Path

import apsw

from appliance.backup.snapshot import DB_NAME, FORMAT, MANIFEST, BackupError, safe_relative, sha256_file, table_counts

# SQLite keeps recent commits in these beside the database; a stale one applied to the restored
# file would corrupt it, so they move aside with the old database.
SIDE_FILES = ("-wal", "-shm", "-journal")


def _checked_members(tar: tarfile.TarFile) -> list[tarfile.TarInfo]:
    members = tar.getmembers()
    for m in members:
        allowed = m.name in (DB_NAME, MANIFEST) or (m.name.startswith("frames/") and safe_relative(m.name))
        if not allowed or not m.isfile():
            raise BackupError(f"refusing the archive: unexpected member '{m.name}'")
    return members


def _extract(archive: Path, into: Path) -> dict:
    try:
        with tarfile.open(archive, "r") as tar:
            for m in _checked_members(tar):
                target = into / m.name
                target.parent.mkdir(parents=True, exist_ok=True)
                with tar.extractfile(m) as src, open(target, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    except (tarfile.TarError, OSError) as exc:
        raise BackupError(f"{archive} is not a readable snapshot ({exc})") from None
    try:
        manifest = json.loads((into / MANIFEST).read_text())
    except (OSError, ValueError):
        raise BackupError(f"{archive} has no valid {MANIFEST}") from None
    if manifest.get("format") != FORMAT:
        raise BackupError(f"{archive} is snapshot format {manifest.get('format')}, this box reads {FORMAT}")
    return manifest


def _verify(staged: Path, manifest: dict) -> None:
    db = staged / DB_NAME
    if not db.is_file() or sha256_file(db) != manifest["database"]["sha256"]:
        raise BackupError("the snapshot's database does not match its recorded sha256")
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        if [r[0] for r in conn.execute("PRAGMA integrity_check")] != ["ok"]:
            raise BackupError("the snapshot's database fails its integrity check")
    finally:
        conn.close()
    for rel, digest in manifest["frames"].items():
        path = staged / "frames" / rel
        if not safe_relative(rel) or not path.is_file() or sha256_file(path) != digest:
            raise BackupError(f"frame {rel} is missing or does not match its recorded sha256")
    extra = {p.relative_to(staged / "frames").as_posix() for p in (staged / "frames").rglob("*") if p.is_file()} \
        if (staged / "frames").exists() else set()
    if extra - set(manifest["frames"]):
        raise BackupError(f"frames not listed in the manifest: {sorted(extra - set(manifest['frames']))[:3]}")


def _move_aside(data_dir: Path) -> Path:
    aside = data_dir / f"replaced-{time.strftime('%Y%m%dT%H%M%S')}"
    aside.mkdir()
    for name in [DB_NAME] + [DB_NAME + s for s in SIDE_FILES] + ["frames"]:
        if (data_dir / name).exists():
            os.replace(data_dir / name, aside / name)
    return aside


def import_snapshot(archive: Path, data_dir: Path, *, force: bool = False, log=print) -> dict:
    """Verify and restore `archive` into `data_dir`; returns the snapshot's manifest."""
    data_dir = Path(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    if (data_dir / DB_NAME).exists() and not force:
        raise BackupError(f"{data_dir / DB_NAME} exists; stop the appliance and pass --force to move it aside")
    with tempfile.TemporaryDirectory(dir=data_dir, prefix=".import-") as tmp:
        staged = Path(tmp)
        manifest = _extract(Path(archive), staged)
        _verify(staged, manifest)
        if (data_dir / DB_NAME).exists() or (data_dir / "frames").exists():
            log(f"moved the existing database and frames to {_move_aside(data_dir)}")
        if (staged / "frames").exists():
            os.replace(staged / "frames", data_dir / "frames")
        else:
            (data_dir / "frames").mkdir(exist_ok=True)
        os.replace(staged / DB_NAME, data_dir / DB_NAME)
    if table_counts(data_dir / DB_NAME) != manifest["tables"]:
        raise BackupError("restored database row counts differ from the snapshot's manifest")
    return manifest
