"""The bridge's store-and-forward outbox: every message gets a sequence number per stream and stays
on disk until the appliance reports (on its progress topic) that it has stored it.

mosquitto acknowledges QoS 1 messages it holds only in memory, so a broker killed hard can lose
them (docs/models.md: 7 of 18 runs losing some); with this outbox the bridge resends
everything above the appliance's reported progress instead. Streams are "<kind>/<device>".
A `cursors` table lets an adapter (e.g. the replay) record where it is in the same transaction as
the messages it appended, so a killed bridge resumes without duplicating or skipping input.
"""
import json
import sqlite3
import threading
import time
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (stream TEXT NOT NULL, seq INTEGER NOT NULL, topic TEXT NOT NULL,
  payload BLOB NOT NULL, props TEXT, created_at REAL NOT NULL, PRIMARY KEY (stream, seq)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS streams (stream TEXT PRIMARY KEY, last_seq INTEGER NOT NULL, acked INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS cursors (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class Outbox:
    def __init__(self, path: Path | str = ":memory:"):
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=FULL")  # an appended message survives power loss
        self._conn.executescript(SCHEMA)
        self._lock = threading.Lock()

    def append(self, kind: str, device: str, topic: str, payload, props: dict | None = None,
               cursor: tuple[str, str] | None = None) -> int:
        """Store one message; JSON payloads get `seq` inside, raw bytes as a user property."""
        stream = f"{kind}/{device}"
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                row = self._conn.execute("SELECT last_seq FROM streams WHERE stream = ?", (stream,)).fetchone()
                seq = (row[0] if row else 0) + 1
                props = {k: str(v) for k, v in (props or {}).items()}
                if isinstance(payload, dict):
                    body = json.dumps({**payload, "seq": seq}, separators=(",", ":"), allow_nan=False).encode()
                else:
                    body, props["seq"] = bytes(payload), str(seq)
                self._conn.execute("INSERT INTO outbox VALUES (?,?,?,?,?,?)",
                                   (stream, seq, topic, body, json.dumps(props) if props else None, time.time()))
                self._conn.execute("INSERT INTO streams VALUES (?,?,0) ON CONFLICT(stream) DO UPDATE SET last_seq = ?",
                                   (stream, seq, seq))
                if cursor:
                    self._conn.execute("INSERT OR REPLACE INTO cursors VALUES (?,?)", cursor)
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        return seq

    def acknowledge(self, stream: str, upto: int) -> int:
        """The appliance stored everything up to `upto`: forget it. Returns rows deleted."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute("UPDATE streams SET acked = MAX(acked, MIN(?, last_seq)) WHERE stream = ?", (upto, stream))
            n = self._conn.execute("DELETE FROM outbox WHERE stream = ? AND seq <= ?", (stream, upto)).rowcount
            self._conn.execute("COMMIT")
        return n

    def above(self, stream: str, after: int, limit: int) -> list[tuple[int, str, bytes, dict]]:
        with self._lock:
            rows = self._conn.execute("SELECT seq, topic, payload, props FROM outbox WHERE stream = ? AND seq > ?"
                                      " ORDER BY seq LIMIT ?", (stream, after, limit)).fetchall()
        return [(seq, topic, payload, json.loads(props) if props else {}) for seq, topic, payload, props in rows]

    def streams(self) -> dict[str, tuple[int, int]]:
        """{stream: (last_seq, acked)}."""
        with self._lock:
            return {s: (last, acked) for s, last, acked in self._conn.execute("SELECT stream, last_seq, acked FROM streams")}

    def pending(self) -> int:
        with self._lock:
            return self._conn.execute("SELECT COUNT(*) FROM outbox").fetchone()[0]

    def cursor(self, name: str) -> str | None:
        with self._lock:
            row = self._conn.execute("SELECT value FROM cursors WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    def close(self) -> None:
        with self._lock:
            self._conn.close()
