"""KNN over sqlite-vec vec0 tables with the filters inside the query, and binary quantization.

Filters on partition-key and metadata columns go into the vec0 WHERE clause, so sqlite-vec
applies them while it searches (a site partition reads only that site's chunks) instead of
cutting a global top-k afterwards. For large tables, a `bit[dim]` column of sign bits gives a
coarse Hamming-distance KNN (32x less to read than float32), whose `oversample * k`
candidates are then rescored by exact float cosine. In sqlite-vec 0.1.9 the bit KNN slows as its
k grows (100k rows: k=10 ~10 ms, k=100 ~46 ms on 2 busy cores) and fetching candidates back
through vec0 costs ~0.2 ms each, so this suits tables of up to a few hundred thousand rows with
a modest oversample; retrieve/projected.py (an in-memory PCA cascade with exact rerank) is the
faster path for very large tables (bench retrieval measures it against exact numpy).
"""
from dataclasses import dataclass

import numpy as np

VEC0_MAX_K = 4096  # sqlite-vec refuses larger k


@dataclass(frozen=True)
class Filter:
    column: str
    op: str        # '=', '<=', '>=', '<', '>', 'IN'
    value: object

    def sql(self) -> tuple[str, list]:
        if self.op == "IN":
            values = list(self.value)
            return f"{self.column} IN ({','.join('?' * len(values))})", values
        return f"{self.column} {self.op} ?", [self.value]


def time_filters(column: str, since: float | None, until: float | None) -> list[Filter]:
    out = []
    if since is not None:
        out.append(Filter(column, ">=", float(since)))
    if until is not None:
        out.append(Filter(column, "<=", float(until)))
    return out


def _where(filters) -> tuple[str, list]:
    parts, params = [], []
    for f in filters:
        s, p = f.sql()
        parts.append(s)
        params += p
    return ("".join(f" AND {p}" for p in parts)), params


def as_blob(vec) -> bytes:
    return np.ascontiguousarray(vec, dtype=np.float32).tobytes()


def knn(db, table: str, id_column: str, query_vec, k: int, filters=(), column: str = "embedding") -> list[tuple[int, float]]:
    """Exact float KNN: [(id, cosine distance)], nearest first."""
    where, params = _where(filters)
    sql = f"SELECT {id_column}, distance FROM {table} WHERE {column} MATCH ? AND k = ?{where} ORDER BY distance"
    return [(r[0], r[1]) for r in db.conn.execute(sql, [as_blob(query_vec), min(k, VEC0_MAX_K), *params])]


def knn_quantized(db, table: str, id_column: str, query_vec, k: int, filters=(), column: str = "embedding",
                  bits_column: str = "embedding_bits", oversample: int = 20) -> list[tuple[int, float]]:
    """Hamming KNN on sign bits for `oversample * k` candidates, then exact cosine rescoring."""
    where, params = _where(filters)
    blob = as_blob(query_vec)
    n = min(max(k * oversample, k), VEC0_MAX_K)
    cand = [r[0] for r in db.conn.execute(
        f"SELECT {id_column} FROM {table} WHERE {bits_column} MATCH vec_quantize_binary(?) AND k = ?{where}",
        [blob, n, *params])]
    if not cand:
        return []
    rows = db.conn.execute(
        f"SELECT {id_column}, vec_distance_cosine({column}, ?) AS d FROM {table}"
        f" WHERE {id_column} IN ({','.join('?' * len(cand))}) ORDER BY d LIMIT ?", [blob, *cand, k])
    return [(r[0], r[1]) for r in rows]


def quantize_signs(vectors: np.ndarray) -> np.ndarray:
    """The same sign bits vec_quantize_binary stores (bit i of byte j = dimension 8j + i > 0)."""
    bits = np.asarray(vectors) > 0
    return np.packbits(bits, axis=-1, bitorder="little")
