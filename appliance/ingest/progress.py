"""Per-source gap-free sequence tracking: what the bridge outbox may forget, and what to resend.

Sequences start at 1 per source (site, kind, device). A message counts as handled once it is
stored, found to be a duplicate, refused with a reason, or shed under overload: the sender must
not resend any of those forever, so all of them close the gap.
"""
import threading
import time

# Seqs seen above a gap are kept in memory only; after a restart they are resent by the bridge
# and land as duplicates, which closes the gap again. The cap stops a sender that never starts at
# 1 from growing the set without bound.
MAX_PENDING = 65536


class ProgressTracker:
    def __init__(self):
        self._lock = threading.Lock()
        self._contiguous: dict[tuple, int] = {}
        self._above: dict[tuple, set] = {}
        self._dirty: set = set()

    def load(self, db) -> None:
        rows = db.query("SELECT site, kind, device, contiguous FROM ingest_progress")
        with self._lock:
            for r in rows:
                self._contiguous[(r["site"], r["kind"], r["device"])] = r["contiguous"]

    def mark(self, source: tuple, seq) -> None:
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            return
        with self._lock:
            top = self._contiguous.get(source, 0)
            if seq <= top:
                return
            above = self._above.setdefault(source, set())
            above.add(seq)
            while top + 1 in above:
                top += 1
                above.discard(top)
            if len(above) > MAX_PENDING:
                above.clear()
            if top != self._contiguous.get(source, 0):
                self._contiguous[source] = top
                self._dirty.add(source)

    def save_dirty(self, conn) -> None:
        """Write changed sources inside the caller's transaction (the one that stored their rows)."""
        with self._lock:
            dirty = [(s, self._contiguous[s]) for s in self._dirty]
            self._dirty.clear()
        now = time.time()
        for (site, kind, device), top in dirty:
            conn.execute("INSERT INTO ingest_progress(site, kind, device, contiguous, updated_at) VALUES (?,?,?,?,?)"
                         " ON CONFLICT(site, kind, device) DO UPDATE SET contiguous = MAX(contiguous, excluded.contiguous),"
                         " updated_at = excluded.updated_at", (site, kind, device, top, now))

    def by_site(self) -> dict[str, dict[str, int]]:
        """{site: {"<kind>/<device>": contiguous}} for the progress topic."""
        out: dict[str, dict[str, int]] = {}
        with self._lock:
            for (site, kind, device), top in self._contiguous.items():
                out.setdefault(site, {})[f"{kind}/{device}"] = top
        return out

    def contiguous(self, source: tuple) -> int:
        with self._lock:
            return self._contiguous.get(source, 0)
