"""Open the database: apsw (loads extensions here and on a Jetson, unlike this Python's sqlite3)."""
import threading
from contextlib import contextmanager
from pathlib import Path

import apsw
import sqlite_vec

from appliance.store import migrations

# Each concern keeps its tables in its own file here, applied in name order at every open
# (all statements are IF NOT EXISTS); changes to existing tables are migrations (migrations.py).
# Vector tables are vec0 tables, one per embedder.
SCHEMA_DIR = Path(__file__).with_name("sql")
TEXT_DIM = 384


def connect(path: Path | str, readonly: bool = False) -> apsw.Connection:
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    flags = apsw.SQLITE_OPEN_READONLY if readonly else apsw.SQLITE_OPEN_READWRITE | apsw.SQLITE_OPEN_CREATE
    conn = apsw.Connection(str(path), flags=flags)
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    conn.enable_load_extension(False)
    conn.setbusytimeout(10_000)
    if not readonly:
        # WAL + synchronous=NORMAL survives power loss with at most the last transaction lost;
        # FULL makes that transaction durable too, which ingest needs before it acknowledges.
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


@contextmanager
def write_transaction(conn):
    """BEGIN IMMEDIATE: writers in several threads and processes share the file, and a deferred
    transaction that reads first cannot wait for the write lock under WAL (it fails at once with
    'locked')."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def apply_schema_files(conn, schema_dir: Path = SCHEMA_DIR) -> None:
    for sql in sorted(Path(schema_dir).glob("*.sql")):
        conn.execute(sql.read_text())


class Database:
    """One connection per thread over a single file; the schema is created on first open."""

    def __init__(self, path: Path | str):
        self.path = Path(path) if str(path) != ":memory:" else path
        self._local = threading.local()
        conn = connect(self.path)
        try:
            if migrations.schema_version(conn) == migrations.LATEST:
                with conn:   # the usual open: only tables new to sql/ are created (no write lock otherwise)
                    apply_schema_files(conn)
            else:            # IMMEDIATE: two processes opening an old file migrate it one after the other
                with write_transaction(conn):
                    migrations.upgrade(conn, apply_schema_files)
        except BaseException:
            conn.close()
            raise
        self._local.conn = conn

    @property
    def conn(self) -> apsw.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = connect(self.path)
        return conn

    def query(self, sql: str, params=()) -> list[dict]:
        cursor = self.conn.execute(sql, params)
        try:
            names = [d[0] for d in cursor.getdescription()]
        except apsw.ExecutionCompleteError:
            return []
        return [dict(zip(names, row)) for row in cursor]

    def scalar(self, sql: str, params=()):
        row = self.conn.execute(sql, params).fetchone()
        return row[0] if row else None

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
