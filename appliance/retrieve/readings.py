"""Sensor readings retrieval (paper 001, Algorithm 2): text vectors + exact site/time filters.

vec_readings has site as its partition key, so a site filter runs inside the KNN. It has no time
column (00_core.sql), so a time window is served exactly: a small window is scored by exact
cosine over just its rows (the readings_site_ts index finds them); a larger one by KNN with a
growing k until enough rows inside the window come back (exact scoring if k reaches 4096).
"""
from appliance.retrieve.vector import VEC0_MAX_K, Filter, as_blob, knn

# Exact scoring fetches each vector back through vec0 (~0.2 ms a row), a partition KNN reads
# ~1 us a row: below this many rows in the window exact scoring is the cheaper of the two.
EXACT_WINDOW_ROWS = 256

READING_FIELDS = ("site", "device", "ts", "lat", "lon", "temperature_c", "rh_pct", "wind_kmh", "wind_dir_deg",
                  "rain_mm", "pm25_ugm3", "battery_pct", "text")


def _window_sql(site, since, until) -> tuple[str, list]:
    parts, params = [], []
    if site:
        parts.append("r.site = ?")
        params.append(site)
    if since is not None:
        parts.append("r.ts >= ?")
        params.append(float(since))
    if until is not None:
        parts.append("r.ts <= ?")
        params.append(float(until))
    return " AND ".join(parts) or "1", params


def _exact_in_window(db, qvec, k, where, params) -> list[tuple[int, float]]:
    rows = db.conn.execute(
        f"SELECT r.id, vec_distance_cosine(v.embedding, ?) AS d FROM readings r"
        f" JOIN vec_readings v ON v.reading_id = r.id WHERE {where} ORDER BY d LIMIT ?", [as_blob(qvec), *params, k])
    return [(r[0], r[1]) for r in rows]


def _knn_then_window(db, qvec, k, site, where, params) -> list[tuple[int, float]]:
    filters = [Filter("site", "=", site)] if site else []
    n = k * 4
    while True:
        hits = knn(db, "vec_readings", "reading_id", qvec, n, filters)
        ids = [h[0] for h in hits]
        keep = {r[0] for r in db.conn.execute(
            f"SELECT r.id FROM readings r WHERE r.id IN ({','.join('?' * len(ids))}) AND {where}", [*ids, *params])} if ids else set()
        inside = [h for h in hits if h[0] in keep]
        if len(inside) >= k or len(hits) < n:
            return inside[:k]
        if n >= VEC0_MAX_K:  # a narrow window in a huge table: score the window exactly after all
            return _exact_in_window(db, qvec, k, where, params)
        n = min(n * 4, VEC0_MAX_K)


def search_readings_tool(db, embedder, query: str, k: int = 6, site: str | None = None,
                         since: float | None = None, until: float | None = None) -> list[dict]:
    """Readings nearest in meaning to `query`, within site and [since, until] (unix seconds) when given."""
    qvec = embedder.embed_one(query)
    if since is None and until is None:
        hits = knn(db, "vec_readings", "reading_id", qvec, k, [Filter("site", "=", site)] if site else [])
    else:
        where, params = _window_sql(site, since, until)
        in_window = db.scalar(f"SELECT COUNT(*) FROM readings r WHERE {where}", params)
        if in_window <= EXACT_WINDOW_ROWS:
            hits = _exact_in_window(db, qvec, k, where, params)
        else:
            hits = _knn_then_window(db, qvec, k, site, where, params)
    if not hits:
        return []
    rows = {r["id"]: r for r in db.query(
        f"SELECT id, {', '.join(READING_FIELDS)} FROM readings WHERE id IN ({','.join('?' * len(hits))})",
        [h[0] for h in hits])}
    out = []
    for reading_id, distance in hits:
        row = rows.get(reading_id)
        if row is None:
            continue
        out.append({"type": "reading", "reading_id": reading_id, **{f: row[f] for f in READING_FIELDS},
                    "cosine": round(1.0 - float(distance), 4),
                    "citation": f"reading {reading_id} ({row['site']}/{row['device']} at ts {row['ts']:.0f})"})
    return out
