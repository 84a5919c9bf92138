"""Is the database fit to serve? Checked once at start, and watched while running.

The probe (issue 28) found a zero-byte database beside 220 frames started as an empty box, a
damaged one served with /healthz failing and new readings still written into it, and a truncated
one ending in a Python traceback. Here: `check_database` refuses such a file at start with one line
naming it, what is wrong and what to do; `FAULTS` holds what went wrong while running (the first
CorruptError, a nearly full disk) for the status topic, /healthz and the page; ingest stops writing
into a database once it is known to be damaged.
"""
import threading
from pathlib import Path

import apsw

CORRUPT_WORDS = ("malformed", "not a database", "corrupt", "database disk image")


class DatabaseDamaged(Exception):
    """The database must not be served: the message is the one line for the operator."""


def _frames_on_disk(frames_dir: Path, enough: int = 1000) -> int:
    """How many frame files (counted up to `enough`: only 'none' or 'some' matters)."""
    n = 0
    root = Path(frames_dir)
    if not root.is_dir():
        return 0
    for sub in root.iterdir():
        if sub.is_dir():
            for f in sub.iterdir():
                if f.suffix in (".jpg", ".png"):
                    n += 1
                    if n >= enough:
                        return n
    return n


def what_to_do(db_path: Path, frames_dir: Path) -> str:
    return (f"restore the last export with `appliance import --force <file from appliance export>`, or move "
            f"{db_path.name} (and its -wal and -shm files) aside and start fresh with "
            f"`--set store.fresh_database=true`, keeping the frames in {frames_dir}")


def quick_check(db_path: Path) -> str | None:
    """None when SQLite's quick_check passes; else what it or the open said."""
    try:
        conn = apsw.Connection(str(db_path), flags=apsw.SQLITE_OPEN_READONLY)
    except apsw.Error as exc:
        return f"{type(exc).__name__}: {exc}"
    try:
        rows = [" ".join(str(r[0]).split()) for r in conn.execute("PRAGMA quick_check(3)")]   # one line each
        return None if rows == ["ok"] else "quick_check: " + "; ".join(rows)[:300]
    except apsw.Error as exc:
        return f"{type(exc).__name__}: {' '.join(str(exc).split())}"
    finally:
        conn.close()


def check_database(db_path: Path, frames_dir: Path, fresh_ok: bool = False) -> None:
    """Raise DatabaseDamaged when the file is damaged, or missing or empty beside earlier frames
    (unless `fresh_ok`: the operator moved a damaged file aside and chose to start fresh)."""
    db_path, frames_dir = Path(db_path), Path(frames_dir)
    empty = not db_path.exists() or db_path.stat().st_size == 0
    if empty:
        frames = _frames_on_disk(frames_dir)
        if frames and not fresh_ok:
            state = "is missing" if not db_path.exists() else "is empty (0 bytes)"
            raise DatabaseDamaged(
                f"database {db_path} {state}, but {frames_dir} holds {frames if frames < 1000 else 'over 1000'} "
                f"frames from an earlier one: this is not a new box. To recover, {what_to_do(db_path, frames_dir)}")
        return
    problem = quick_check(db_path)
    if problem:
        raise DatabaseDamaged(f"database {db_path} is damaged ({problem}). The box will not serve it. "
                              f"To recover, {what_to_do(db_path, frames_dir)}")


def is_corruption(exc: BaseException) -> bool:
    if isinstance(exc, (apsw.CorruptError, apsw.NotADBError)):
        return True
    text = str(exc).lower()
    return any(w in text for w in CORRUPT_WORDS)


class Faults:
    """What went wrong while running, for the status topic, /healthz and the page (one per process)."""

    def __init__(self):
        self._lock = threading.Lock()
        self.damaged: str | None = None     # the first corruption seen, with where
        self.disk: dict | None = None       # set by ingest while under store.min_free_mb

    def note_exception(self, exc: BaseException, where: str) -> bool:
        """Records the first corruption error; True when `exc` is one."""
        if not is_corruption(exc):
            return False
        with self._lock:
            if self.damaged is None:
                self.damaged = f"{where}: {type(exc).__name__}: {str(exc)[:200]}"
        return True

    def note_text(self, text: str, where: str) -> bool:
        if not any(w in text.lower() for w in CORRUPT_WORDS):
            return False
        with self._lock:
            if self.damaged is None:
                self.damaged = f"{where}: {text[:200]}"
        return True

    def lines(self, db_path=None, frames_dir=None) -> list[str]:
        out = []
        if self.damaged:
            todo = f"; to recover, {what_to_do(Path(db_path), Path(frames_dir))}" if db_path else ""
            out.append(f"database damaged ({self.damaged}); new data is held, not written{todo}")
        if self.disk:
            out.append(disk_line(self.disk))
        return out

    def clear(self) -> None:
        with self._lock:
            self.damaged, self.disk = None, None


def disk_line(disk: dict) -> str:
    return (f"disk nearly full: frames paused ({disk['free_mb']:.0f} MB free of {disk['total_mb']:.0f} MB, "
            f"floor {disk['min_free_mb']} MB kept for readings; {disk.get('frames_deleted', 0)} oldest frames "
            f"deleted, {disk.get('frames_refused', 0)} refused)")


FAULTS = Faults()
