"""Historical analogs: the stored days most like today, and how many of them had a fire.

Two indexes over the same preprocessed rows (paper 001, Algorithm 1), both in sqlite-vec and
partitioned by `index_name` so one evidence set never answers for another:
- "numeric": weather + fire-weather codes, standardized with the index's own mean and std, then
  weighted (codes vs weather) — the default, since it returned better analogs (see
  `analog_match_rate` and the evaluation note);
- "text": the paper's serialize-then-embed MiniLM vectors of the same rows.
"""
import json
import time

import numpy as np

from appliance.store.db import Database
from appliance.store.vectors import claim_vector_table

FEATURES = ("Temperature", "RH", "Ws", "Rain", "FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
CODES = ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")
READING_KEYS = {"temperature_c": "Temperature", "rh_pct": "RH", "wind_kmh": "Ws", "rain_mm": "Rain"}


def feature_weights(code_weight: float) -> np.ndarray:
    return np.array([code_weight if f in CODES else 1.0 for f in FEATURES], dtype=np.float32)


def standardize(matrix: np.ndarray, mean, std, weights) -> np.ndarray:
    return ((np.asarray(matrix, dtype=np.float32) - mean) / std * weights).astype(np.float32)


def build_analog_index(db: Database, index_name: str, prepared, *, code_weight: float = 1.0,
                       text_embedder=None) -> int:
    """Store the prepared rows of one evidence set and both of its vector indexes; returns rows stored."""
    from appliance.preprocess.tabular import serialize

    rows = [r for r in prepared.rows if r.label in ("fire", "not fire")]
    matrix = np.array([[r.values[f] for f in FEATURES] for r in rows], dtype=np.float32)
    mean, std = matrix.mean(axis=0), matrix.std(axis=0)
    std[std == 0] = 1.0
    weights = feature_weights(code_weight)
    vectors = standardize(matrix, mean, std, weights)
    texts = [serialize(r, list(FEATURES)) for r in rows]
    text_vecs = text_embedder.embed(texts) if text_embedder is not None else None
    conn = db.conn
    with conn:
        if text_vecs is not None:   # one text embedder per vector space (store/vectors.py)
            claim_vector_table(conn, "vec_analog_text", text_embedder.name, np.asarray(text_vecs).shape[1])
        conn.execute("INSERT OR REPLACE INTO analog_scalers VALUES (?,?,?,?,?,?)",
                     (index_name, json.dumps(FEATURES), json.dumps(mean.tolist()), json.dumps(std.tolist()),
                      json.dumps(weights.tolist()), getattr(text_embedder, "name", None)))
        for entry in prepared.log:
            conn.execute("INSERT INTO preprocess_log(index_name, line, action, reason, at) VALUES (?,?,?,?,?)",
                         (index_name, entry["line"], entry["action"], entry["reason"], time.time()))
        for i, r in enumerate(rows):
            date = "-".join(f"{int(r.values.get(k, r.other.get(k, 0)) or 0):02d}"
                            for k in ("year", "month", "day")) if "day" in r.values else None
            (day_id,), = conn.execute(
                "INSERT INTO analog_days(index_name, region, date, line, fire, features_json, text)"
                " VALUES (?,?,?,?,?,?,?) RETURNING id",
                (index_name, r.group, date, r.line, int(r.label == "fire"),
                 json.dumps(_recorded(r)), texts[i])).fetchall()
            conn.execute("INSERT INTO vec_analog_numeric(day_id, index_name, features) VALUES (?,?,?)",
                         (day_id, index_name, vectors[i].tobytes()))
            if text_vecs is not None:
                conn.execute("INSERT INTO vec_analog_text(day_id, index_name, embedding) VALUES (?,?,?)",
                             (day_id, index_name, np.asarray(text_vecs[i], np.float32).tobytes()))
    return len(rows)


def _recorded(row) -> dict:
    """A day's figures as recorded, for the counts and cards crews read; the similarity search uses the prepared
    (imputed, clipped) values in the vector tables. A figure the file did not hold is left out, never imputed."""
    if not row.recorded:
        return {f: row.values[f] for f in FEATURES}
    return {f: row.recorded[f] for f in FEATURES if row.recorded.get(f) is not None}


def analog_indexes(db: Database) -> list[str]:
    return [r["index_name"] for r in db.query("SELECT index_name FROM analog_scalers ORDER BY index_name")]


def query_features(reading: dict, codes: dict) -> dict:
    """Today's observation in the index's feature names: station weather plus the box's codes."""
    out = {name: reading.get(key) for key, name in READING_KEYS.items()}
    out.update({c: codes.get(c, codes.get(c.lower())) for c in CODES})
    return out


def record_span(db: Database, index_name: str) -> tuple[str, str] | None:
    """(first, last) date of the days an analog index holds: what "ever" can mean on this box."""
    row = db.query("SELECT MIN(date) AS first, MAX(date) AS last FROM analog_days WHERE index_name = ?", [index_name])
    return (row[0]["first"], row[0]["last"]) if row and row[0]["first"] else None


def search_analogs(db: Database, index_name: str, features: dict, k: int = 7, method: str = "numeric",
                   text_embedder=None) -> list[dict]:
    """The k stored days nearest today's features, each with its id, date, distance and fire label."""
    scaler = db.query("SELECT * FROM analog_scalers WHERE index_name = ?", [index_name])
    if not scaler:
        return []
    s = scaler[0]
    if method == "text":
        from appliance.preprocess.tabular import Row, serialize

        if text_embedder is None:
            raise ValueError("the text analog index needs the text embedder")
        row = Row(0, "today", {f: float(features[f]) for f in FEATURES}, None)
        query = np.asarray(text_embedder.embed_one(serialize(row, list(FEATURES))), np.float32)
        table, column = "vec_analog_text", "embedding"
    else:
        vec = np.array([[float(features[f]) for f in FEATURES]], dtype=np.float32)
        query = standardize(vec, np.array(json.loads(s["mean_json"]), np.float32),
                            np.array(json.loads(s["std_json"]), np.float32),
                            np.array(json.loads(s["weights_json"]), np.float32))[0]
        table, column = "vec_analog_numeric", "features"
    hits = db.query(f"SELECT day_id, distance FROM {table} WHERE {column} MATCH ? AND k = ? AND index_name = ?",
                    [query.tobytes(), k, index_name])
    if not hits:
        return []
    rows = {r["id"]: r for r in db.query(
        f"SELECT id, region, date, line, fire, features_json, text FROM analog_days WHERE id IN"
        f" ({','.join('?' * len(hits))})", [h["day_id"] for h in hits])}
    out = []
    for h in hits:
        r = rows[h["day_id"]]
        out.append({"kind": "analog", "id": r["id"], "region": r["region"], "date": r["date"], "line": r["line"],
                    "fire": bool(r["fire"]), "distance": round(float(h["distance"]), 4),
                    "features": json.loads(r["features_json"]), "text": r["text"], "method": method})
    return out


def analog_vote(analogs: list[dict]) -> float | None:
    """Share of the analogs that had a fire, weighted by 1 / (1 + distance) so near days count more."""
    if not analogs:
        return None
    w = np.array([1.0 / (1.0 + a["distance"]) for a in analogs])
    return float((w * np.array([a["fire"] for a in analogs], dtype=float)).sum() / w.sum())


def analog_match_rate(train: np.ndarray, train_y: np.ndarray, test: np.ndarray, test_y: np.ndarray, k: int,
                      metric: str = "l2") -> float:
    """Share of each held-out day's k nearest stored days whose class matches its own (issue 4)."""
    if metric == "cosine":
        a = train / np.linalg.norm(train, axis=1, keepdims=True)
        b = test / np.linalg.norm(test, axis=1, keepdims=True)
        d = 1.0 - b @ a.T
    else:
        d = ((test[:, None, :] - train[None, :, :]) ** 2).sum(-1)
    nearest = np.argsort(d, axis=1, kind="stable")[:, :k]
    return float((train_y[nearest] == test_y[:, None]).mean())
