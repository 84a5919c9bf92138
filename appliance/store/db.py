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


# SQLite's own memory in one process, all connections together: past this, each connection's page
# cache gives pages back instead of growing to its cache_size (2 MiB). A box process holds a
# connection per page thread (32) and per worker, and their caches filled for most of a shift
# (`appliance bench soak`: SQLite 2.5 -> 12 MB in 6 minutes, still climbing); pages given back are
# read again from the OS's file cache. At 24 MiB the caches were still filling an hour into a shift
# (2.3 -> 14.3 MB, 3.7 MB/h of the process's 3.1 MB/h slope); 8 MiB is reached within the first
# minutes, so the process is flat after them, and answers read their pages from the OS's cache.
SQLITE_SOFT_HEAP_BYTES = 8 * 2**20
# Connections of threads that ended, kept open for the next short-lived thread (one per streamed
# answer): opening one loads sqlite-vec and parses the schema, and that churn on every answer
# fragmented the allocator's arenas over a shift.
MAX_IDLE_CONNECTIONS = 4


class _Lease:
    """A thread's connection. When the thread ends its threading.local entry goes and this hands the
    connection back to the pool (closed instead when a transaction was left open)."""

    def __init__(self, conn: apsw.Connection, pool: "_Pool"):
        self.conn, self.pool = conn, pool

    def __del__(self):
        try:
            self.pool.give_back(self.conn)
        except Exception:   # interpreter shutdown: nothing left to keep it for
            pass


class _Pool:
    def __init__(self, path, size: int = MAX_IDLE_CONNECTIONS):
        self.path, self.size = path, size
        self.idle: list[apsw.Connection] = []
        self.opened = 0      # connections opened over the pool's life (tests read it)
        self.lock = threading.Lock()

    def take(self) -> apsw.Connection:
        with self.lock:
            if self.idle:
                return self.idle.pop()
            self.opened += 1
        return connect(self.path)

    def give_back(self, conn: apsw.Connection) -> None:
        try:
            clean = conn.getautocommit()    # False: a transaction left open; never hand that on
        except apsw.ConnectionClosedError:
            return
        with self.lock:
            if clean and len(self.idle) < self.size:
                self.idle.append(conn)
                return
        conn.close()

    def close(self) -> None:
        with self.lock:
            idle, self.idle, self.size = self.idle, [], 0   # connections handed back later are closed
        for conn in idle:
            conn.close()


class Database:
    """One connection per thread over a single file; the schema is created on first open. A thread
    that ends leaves its connection to the next thread (_Pool)."""

    def __init__(self, path: Path | str):
        self.path = Path(path) if str(path) != ":memory:" else path
        self._local = threading.local()
        apsw.soft_heap_limit(SQLITE_SOFT_HEAP_BYTES)
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
        # ":memory:" is a new, empty database per connection: never hand one to another thread.
        self._pool = _Pool(self.path, 0 if str(path) == ":memory:" else MAX_IDLE_CONNECTIONS)
        self._local.lease = _Lease(conn, self._pool)

    @property
    def conn(self) -> apsw.Connection:
        lease = getattr(self._local, "lease", None)
        if lease is None:
            lease = self._local.lease = _Lease(self._pool.take(), self._pool)
        return lease.conn

    def query(self, sql: str, params=()) -> list[dict]:
        return list(self.stream(sql, params))

    def stream(self, sql: str, params=()):
        """The rows one at a time, as dicts: what a long window sums up without holding it (tools_live.WindowStats)."""
        cursor = self.conn.execute(sql, params)
        try:
            names = [d[0] for d in cursor.getdescription()]
        except apsw.ExecutionCompleteError:
            return
        for row in cursor:
            yield dict(zip(names, row))

    def scalar(self, sql: str, params=()):
        row = self.conn.execute(sql, params).fetchone()
        return row[0] if row else None

    def close(self) -> None:
        lease = getattr(self._local, "lease", None)
        if lease is not None:
            self._local.lease = None
            lease.pool = _CLOSED
            lease.conn.close()
        self._pool.close()


class _Closed:
    def give_back(self, conn) -> None:
        conn.close()


_CLOSED = _Closed()
