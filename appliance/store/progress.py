"""Each source's gap-free sequence, recomputed from what the database holds.

Ingest keeps the highest gap-free seq per source (site, kind, device) in memory and saves it with
the next batch, so the saved `contiguous` lags what was published by up to a batch. After a crash
that lag stuck progress for ever: a bridge had already deleted its outbox up to the published
number, resent only above it, and the box, restarted at the saved number, waited for messages
nobody would send again (issue 28: 1,043 of 1,467 stored). Every seq that advances progress leaves
a trace in the same transaction instead: its row (readings, uav_telemetry, frames) or, when no row
stays, an `ingest_closed` entry. Walking up from the saved number through both gives back at least
what was ever published.
"""
KIND_TABLES = {"sensor_reading": "readings", "uav_telemetry": "uav_telemetry", "uav_frame": "frames"}
CHUNK = 4096
MAX_CLOSED_ROWS = 200_000


def saved_progress(conn, source: tuple) -> int:
    row = conn.execute("SELECT contiguous FROM ingest_progress WHERE site = ? AND kind = ? AND device = ?",
                       source).fetchone()
    return row[0] if row else 0


def gap_free_from(conn, source: tuple, start: int) -> int:
    """The highest n >= start such that every seq in start+1..n is stored or closed."""
    site, kind, device = source
    table = KIND_TABLES.get(kind)
    if table is None:
        return start
    closed = {r[0] for r in conn.execute("SELECT seq FROM ingest_closed WHERE site = ? AND kind = ? AND device = ?"
                                         " AND seq > ?", (site, kind, device, start))}
    top = start
    while True:
        while top + 1 in closed:
            top += 1
        seqs = [r[0] for r in conn.execute(f"SELECT seq FROM {table} WHERE site = ? AND device = ? AND seq > ?"
                                           " ORDER BY seq LIMIT ?", (site, device, top, CHUNK))]
        if not seqs:
            return top
        for seq in seqs:
            while top + 1 in closed:
                top += 1
            if seq > top + 1:
                return top
            top = max(top, seq)
        if len(seqs) < CHUNK:
            while top + 1 in closed:
                top += 1
            return top


def sources_in_store(conn) -> set:
    """Every source with saved progress or a stored row carrying a seq (a source whose first batch
    committed before its progress row was written has only the latter)."""
    found = {tuple(r) for r in conn.execute("SELECT site, kind, device FROM ingest_progress")}
    for kind, table in KIND_TABLES.items():
        found |= {(r[0], kind, r[1]) for r in conn.execute(
            f"SELECT DISTINCT site, device FROM {table} WHERE seq IS NOT NULL")}
    return found


def recompute_progress(conn, sources=None) -> dict:
    """{source: gap-free seq} from the saved numbers, the stored rows and the closed seqs."""
    return {s: gap_free_from(conn, s, saved_progress(conn, s)) for s in (sources_in_store(conn) if sources is None
                                                                         else sources)}


def is_known(conn, source: tuple) -> bool:
    site, kind, device = source
    if conn.execute("SELECT 1 FROM ingest_progress WHERE site = ? AND kind = ? AND device = ?", source).fetchone():
        return True
    table = KIND_TABLES.get(kind)
    return bool(table and conn.execute(f"SELECT 1 FROM {table} WHERE site = ? AND device = ? AND seq IS NOT NULL"
                                       " LIMIT 1", (site, device)).fetchone())


def record_closed(conn, closed) -> None:
    """[(source, seq)] handled without a lasting row, inside the caller's transaction. Strangers (no
    stored row, no progress) get nothing: a refused flood from new device ids costs no rows."""
    known: dict = {}
    for source, seq in closed:
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
            continue
        if source not in known:
            known[source] = is_known(conn, source)
        if known[source]:
            conn.execute("INSERT OR IGNORE INTO ingest_closed(site, kind, device, seq) VALUES (?,?,?,?)",
                         (*source, seq))


def close_deleted_frames(conn, frame_ids) -> None:
    """Frames about to be deleted (retention, shedding) keep closing their seq above the saved progress."""
    for frame_id in frame_ids:
        conn.execute("INSERT OR IGNORE INTO ingest_closed(site, kind, device, seq)"
                     " SELECT f.site, 'uav_frame', f.device, f.seq FROM frames f WHERE f.id = ? AND f.seq IS NOT NULL"
                     " AND f.seq > COALESCE((SELECT contiguous FROM ingest_progress p WHERE p.site = f.site"
                     " AND p.kind = 'uav_frame' AND p.device = f.device), 0)", (frame_id,))


def prune_closed(conn, keep: int = MAX_CLOSED_ROWS) -> None:
    """Closed seqs at or below their source's saved progress are no longer needed; the table is
    bounded besides (a sender that never starts at 1 has its oldest closed seqs forgotten)."""
    conn.execute("DELETE FROM ingest_closed WHERE seq <= COALESCE((SELECT contiguous FROM ingest_progress p"
                 " WHERE p.site = ingest_closed.site AND p.kind = ingest_closed.kind"
                 " AND p.device = ingest_closed.device), 0)")
    extra = (conn.execute("SELECT COUNT(*) FROM ingest_closed").fetchone()[0] or 0) - keep
    if extra > 0:
        conn.execute("DELETE FROM ingest_closed WHERE (site, kind, device, seq) IN"
                     " (SELECT site, kind, device, seq FROM ingest_closed ORDER BY seq LIMIT ?)", (extra,))
