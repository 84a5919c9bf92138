"""Sensor readings retrieval (paper 001, Algorithm 2): text vectors + exact site/time filters.

vec_readings has site as its partition key and ts as a metadata column, so both the site and a
time window are applied by sqlite-vec inside the KNN, not by cutting a global top-k afterwards.
From IVF_ABOVE embedded readings on (a season of a dozen stations), the in-memory projected index
(reading_index.py, projected.py) answers instead, with the same filters applied inside its search.
"""
from appliance.retrieve import reading_index
from appliance.retrieve.vector import Filter, knn, time_filters

READING_FIELDS = ("site", "device", "ts", "lat", "lon", "temperature_c", "rh_pct", "wind_kmh", "wind_dir_deg",
                  "rain_mm", "pm25_ugm3", "battery_pct", "text")


def search_readings_tool(db, embedder, query: str, k: int = 6, site: str | None = None,
                         since: float | None = None, until: float | None = None,
                         ivf_above: int = reading_index.IVF_ABOVE) -> list[dict]:
    """Readings nearest in meaning to `query`, within site and [since, until] (unix seconds) when given."""
    qvec = embedder.embed_one(query)
    index = reading_index.reading_index(db, ivf_above)
    if index is not None:
        hits = index.search(db, qvec, k, site=site, since=since, until=until)
    else:
        filters = ([Filter("site", "=", site)] if site else []) + time_filters("ts", since, until)
        hits = knn(db, "vec_readings", "reading_id", qvec, k, filters)
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
