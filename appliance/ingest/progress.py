"""Per-source gap-free sequence tracking: what the bridge outbox may forget, and what to resend.

Sequences start at 1 per source (site, kind, device). A message counts as handled once it is
stored, found to be a duplicate, refused with a reason, or shed under overload: the sender must
not resend any of those forever, so all of them close the gap.

Only a source with a message stored (or found already stored) becomes known: a stranger sending
refused `{"seq": 1}` from a new site id every time gets no entry, no row and no progress message.
Known sources are bounded (MAX_SOURCES, the least recently active forgotten from memory first;
their row stays and is read back when they return), and progress is published only for sources
handled since the last publication (`take_touched`), so silence costs no messages.
"""
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager

from appliance.store.progress import gap_free_from, recompute_progress, saved_progress

# Seqs seen above a gap are kept in memory; after a restart they are found again in the database
# (their rows, or ingest_closed), so progress never restarts below what was published. The cap
# stops a sender that never starts at 1 from growing the set without bound.
MAX_PENDING = 65536
MAX_SOURCES = 10_000


class ProgressTracker:
    def __init__(self, max_sources: int = MAX_SOURCES):
        self._lock = threading.Lock()
        self._contiguous: OrderedDict[tuple, int] = OrderedDict()   # least recently active first
        self._above: dict[tuple, set] = {}
        self._dirty: dict[tuple, int] = {}   # source -> contiguous to write (kept if the source is forgotten)
        self._touched: set = set()
        self.max_sources = max_sources
        self._db = None

    def load(self, db) -> None:
        """Every source's progress recomputed from the stored rows and closed seqs (store/progress.py),
        not only the saved number, which lags a crash by up to a batch; a source found further
        along is saved with the next batch."""
        self._db = db
        recent = {(r["site"], r["kind"], r["device"]): r["updated_at"] for r in db.query(
            "SELECT site, kind, device, updated_at FROM ingest_progress")}
        found = recompute_progress(db.conn)
        newest_last = sorted(found, key=lambda s: recent.get(s, float("inf")))[-self.max_sources:]
        with self._lock:
            for source in newest_last:
                self._contiguous[source] = found[source]
            for source, top in found.items():
                if top > saved_progress(db.conn, source):
                    self._dirty[source] = top

    def recompute(self, sources) -> None:
        """After a failed batch: the known `sources` walked up again through what the database holds."""
        if self._db is None:
            return
        for source in sources:
            with self._lock:
                if source not in self._contiguous:
                    continue
                start = self._contiguous[source]
            top = gap_free_from(self._db.conn, source, max(start, saved_progress(self._db.conn, source)))
            with self._lock:
                if source in self._contiguous and top > self._contiguous[source]:
                    self._contiguous[source] = top
                    self._dirty[source] = top
                    self._touched.add(source)
                    above = self._above.get(source)
                    if above:
                        above.difference_update([s for s in above if s <= top])

    def _stored_top(self, source: tuple) -> tuple[int, int]:
        """(gap-free from the database, saved) for a source not in memory."""
        if self._db is None:
            return 0, 0
        saved = saved_progress(self._db.conn, source)
        return gap_free_from(self._db.conn, source, saved), saved

    def mark(self, source: tuple, seq, create: bool = True) -> None:
        """`create=False` for messages that were not stored (refused, shed): they close a gap of a
        known source but never make a source known."""
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            return
        with self._lock:
            known = source in self._contiguous
        if not known and not create:
            return
        top, saved = (0, 0) if known else self._stored_top(source)   # outside the lock: database reads
        with self._lock:
            if source not in self._contiguous:
                self._contiguous[source] = top
                if top > saved:
                    self._dirty[source] = max(top, self._dirty.get(source, 0))
                while len(self._contiguous) > self.max_sources:
                    old, _ = self._contiguous.popitem(last=False)
                    self._above.pop(old, None)
                    self._touched.discard(old)
            self._contiguous.move_to_end(source)
            self._touched.add(source)
            top = self._contiguous[source]
            if seq <= top:
                return
            above = self._above.setdefault(source, set())
            above.add(seq)
            while top + 1 in above:
                top += 1
                above.discard(top)
            if len(above) > MAX_PENDING:
                above.clear()
            if top != self._contiguous[source]:
                self._contiguous[source] = top
                self._dirty[source] = top

    def take_dirty(self) -> list:
        """Changed sources [((site, kind, device), contiguous)], handed to whoever writes them next."""
        with self._lock:
            dirty, self._dirty = list(self._dirty.items()), {}
        return dirty

    def save_dirty(self, conn) -> None:
        """Write changed sources in the caller's transaction (writers use `saving`, which hands
        them back if that transaction fails)."""
        save_progress_rows(conn, self.take_dirty())

    def give_back(self, dirty: list) -> None:
        with self._lock:
            for source, top in dirty:
                if top > self._dirty.get(source, 0):
                    self._dirty[source] = top

    @contextmanager
    def saving(self):
        """`with tracker.saving() as rows, write_transaction(conn): save_progress_rows(conn, rows)`:
        the changed sources go with that transaction, or back to the tracker if it fails (a frame
        batch failing on a full disk took the record writer's changes with it, and the saved
        progress stayed behind for ever)."""
        dirty = self.take_dirty()
        try:
            yield dirty
        except BaseException:
            self.give_back(dirty)
            raise

    def take_touched(self) -> set:
        """Sources handled since the last call (what the next progress message should carry)."""
        with self._lock:
            touched, self._touched = self._touched, set()
        return touched

    def by_site(self, sources=None) -> dict[str, dict[str, int]]:
        """{site: {"<kind>/<device>": contiguous}} for the progress topic (all known, or `sources`)."""
        out: dict[str, dict[str, int]] = {}
        with self._lock:
            for source in (self._contiguous if sources is None else sources):
                if source in self._contiguous:
                    site, kind, device = source
                    out.setdefault(site, {})[f"{kind}/{device}"] = self._contiguous[source]
        return out

    def contiguous(self, source: tuple) -> int:
        with self._lock:
            return self._contiguous.get(source, 0)

    def __len__(self) -> int:
        with self._lock:
            return len(self._contiguous)


def save_progress_rows(conn, dirty: list) -> None:
    """Progress never runs ahead of the rows: callers write it in the transaction of the next batch."""
    now = time.time()
    for (site, kind, device), top in dirty:
        conn.execute("INSERT INTO ingest_progress(site, kind, device, contiguous, updated_at) VALUES (?,?,?,?,?)"
                     " ON CONFLICT(site, kind, device) DO UPDATE SET contiguous = MAX(contiguous, excluded.contiguous),"
                     " updated_at = excluded.updated_at", (site, kind, device, top, now))
