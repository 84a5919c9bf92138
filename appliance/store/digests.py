"""Content digests of messages that carry no `seq`: how a redelivered copy is recognised.

A reading with a `seq` is stored once by its (site, device, seq) key. One without has no key, so
the broker redelivering it after an appliance crash (it was stored, the ack was lost) stored it
twice. Its digest = sha256(site, kind, device, ts, payload bytes) is inserted in the same
transaction as the row: a second copy within the window is a duplicate. The window is counted
back from the newest digest (not the wall clock), so a box switched off for days still knows the
last window of digests when the broker redelivers on its return.
"""
import hashlib

def message_digest(site: str, kind: str, device: str, ts: float, payload: bytes) -> bytes:
    head = f"{site}\0{kind}\0{device}\0{float(ts)!r}\0".encode()
    return hashlib.sha256(head + bytes(payload)).digest()


def first_copy(conn, digest: bytes, at: float) -> bool:
    """True the first time this digest is seen within the window (and records it)."""
    return bool(conn.execute("INSERT OR IGNORE INTO ingest_digests(digest, at) VALUES (?, ?) RETURNING 1",
                             (digest, at)).fetchall())


def prune_digests(conn, window_s: float) -> None:
    conn.execute("DELETE FROM ingest_digests WHERE at < (SELECT MAX(at) FROM ingest_digests) - ?", (window_s,))
