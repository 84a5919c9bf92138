"""Inverted-file (IVF) search in memory: the large-table path of the readings search.

A season of readings from a dozen stations is millions of vectors; exact search reads all of them
per question (1M x 384 float32 = 1.5 GB, ~0.1-0.2 s here). Spherical k-means cells (centroids kept
in the `vector_cells` table, so the cells survive restarts) split the vectors into blocks stored
contiguously per cell; a query reads only the `nprobe` cells nearest to it, each searched exactly,
so recall depends only on how many cells are probed; cells crowded by templated texts are split so
no probe reads more than about twice the mean cell (split_large_cells). Site and time filters are applied inside the
search: each probed cell's rows are masked by site code and time before any dot product, and when
the filter leaves fewer than k rows in the probed cells the search probes further cells in order
until it has k (a rare site is found, not cut from a global top-k).

Why not sqlite-vec partitions (this module's first version: the cell as the vec0 partition key):
one SQL query per probed cell cost ~0.3 ms of fixed overhead each, and at 100,000 vectors it was
slower than exact numpy in the same run. `appliance bench retrieval --vectors 1000000` measures
this index against exact numpy. Vectors are added as readings are embedded (ReadingIndex).
"""
import numpy as np


def train_centroids(vectors: np.ndarray, cells: int, iterations: int = 12, sample: int = 50_000,
                    seed: int = 0) -> np.ndarray:
    """Spherical k-means (cosine) on a sample; deterministic for a seed. Returns (cells, dim) unit rows."""
    rng = np.random.default_rng(seed)
    data = vectors[rng.choice(len(vectors), min(sample, len(vectors)), replace=False)]
    centroids = data[rng.choice(len(data), min(cells, len(data)), replace=False)].copy()
    for _ in range(iterations):
        assign = np.argmax(data @ centroids.T, axis=1)
        sums = np.zeros_like(centroids)
        np.add.at(sums, assign, data)
        empty = np.bincount(assign, minlength=len(centroids)) == 0
        # an empty cell restarts at a random point rather than dying
        sums[empty] = data[rng.integers(len(data), size=int(empty.sum()))]
        centroids = sums / np.clip(np.linalg.norm(sums, axis=1, keepdims=True), 1e-12, None)
    return centroids.astype(np.float32)


def split_large_cells(vectors: np.ndarray, centroids: np.ndarray, max_ratio: float = 2.0, sample: int = 50_000,
                      seed: int = 0, rounds: int = 4) -> np.ndarray:
    """Bisect every cell holding more than max_ratio x the mean along its principal direction, until
    none does. Templated texts (serialized readings differ only in their numbers) crowd into a few
    cells, and a query that probes one of those reads a large share of the table; halving such a
    cell at its median keeps every probe's cost bounded. Returns the (more) unit centroids."""
    rng = np.random.default_rng(seed)
    data = vectors[rng.choice(len(vectors), min(sample, len(vectors)), replace=False)]
    for _ in range(rounds):  # a split by median is redrawn by nearest centroid: check again on that
        assign = np.argmax(data @ centroids.T, axis=1)
        if np.bincount(assign, minlength=len(centroids)).max() <= max_ratio * len(data) / len(centroids):
            break
        centroids = _bisect(data, assign, centroids, max_ratio * len(data) / len(centroids), rng)
    return centroids


def _bisect(data, assign, centroids, cap, rng) -> np.ndarray:
    out, todo = [], [data[assign == c] for c in range(len(centroids))]
    while todo:
        members = todo.pop()
        if len(members) <= cap or len(members) < 4:
            if len(members):
                mean = members.sum(axis=0)
                out.append(mean / max(float(np.linalg.norm(mean)), 1e-12))
            continue
        centred = members - members.mean(axis=0)
        direction = rng.normal(size=members.shape[1]).astype(np.float32)
        for _ in range(8):  # power iteration: the principal direction of the cell
            direction = centred.T @ (centred @ direction)
            direction /= max(float(np.linalg.norm(direction)), 1e-12)
        side = centred @ direction
        cut = np.median(side)
        todo += [members[side <= cut], members[side > cut]]
    return np.stack(out).astype(np.float32)


def train_cells(vectors: np.ndarray, cells: int, seed: int = 0) -> np.ndarray:
    """The index's centroids: k-means, then no cell more than twice the mean (split_large_cells)."""
    return split_large_cells(vectors, train_centroids(vectors, cells, seed=seed), seed=seed)


def assign_cells(vectors: np.ndarray, centroids: np.ndarray, batch: int = 20_000) -> np.ndarray:
    out = [np.argmax(vectors[i:i + batch] @ centroids.T, axis=1) for i in range(0, len(vectors), batch)]
    return np.concatenate(out).astype(np.int64) if out else np.zeros(0, np.int64)


def save_centroids(conn, table: str, centroids: np.ndarray) -> None:
    conn.execute("DELETE FROM vector_cells WHERE table_name = ?", (table,))
    conn.executemany("INSERT INTO vector_cells(table_name, cell, centroid) VALUES (?,?,?)",
                     ((table, i, c.tobytes()) for i, c in enumerate(np.asarray(centroids, np.float32))))


def load_centroids(db, table: str) -> np.ndarray | None:
    rows = db.conn.execute("SELECT centroid FROM vector_cells WHERE table_name = ? ORDER BY cell", (table,)).fetchall()
    return np.stack([np.frombuffer(r[0], dtype=np.float32) for r in rows]) if rows else None


class _Cell:
    """One cell's rows, contiguous and grown by doubling (appends are amortized O(1))."""

    def __init__(self, dim: int):
        self.n = 0
        self.vecs = np.empty((0, dim), np.float32)
        self.ids = np.empty(0, np.int64)
        self.sites = np.empty(0, np.int32)
        self.ts = np.empty(0, np.float64)

    def append(self, vecs, ids, sites, ts) -> None:
        need = self.n + len(ids)
        if need > len(self.ids):
            cap = max(need, 2 * len(self.ids), 16)
            for name in ("vecs", "ids", "sites", "ts"):
                old = getattr(self, name)
                new = np.empty((cap, *old.shape[1:]), old.dtype)
                new[:self.n] = old[:self.n]
                setattr(self, name, new)
        sl = slice(self.n, need)
        self.vecs[sl], self.ids[sl], self.sites[sl], self.ts[sl] = vecs, ids, sites, ts
        self.n = need


class IvfIndex:
    """Vectors with a site and a time, searched by cosine over the nearest cells."""

    def __init__(self, centroids: np.ndarray, nprobe: int = 24):
        self.centroids = np.ascontiguousarray(centroids, np.float32)
        self.nprobe = nprobe
        self.cells = [_Cell(self.centroids.shape[1]) for _ in range(len(self.centroids))]
        self.site_codes: dict[str, int] = {}
        self.size = 0

    def add(self, ids, sites, ts, vectors) -> None:
        """Add rows (vectors L2-normalized, as the embedders return them)."""
        vectors = np.asarray(vectors, np.float32).reshape(len(ids), -1)
        if not len(ids):
            return
        codes = np.array([self.site_codes.setdefault(s, len(self.site_codes)) for s in sites], np.int32)
        ids, ts = np.asarray(ids, np.int64), np.asarray(ts, np.float64)
        cells = assign_cells(vectors, self.centroids)
        order = np.argsort(cells, kind="stable")
        bounds = np.searchsorted(cells[order], np.arange(len(self.cells) + 1))
        for c in np.unique(cells):
            rows = order[bounds[c]:bounds[c + 1]]
            self.cells[c].append(vectors[rows], ids[rows], codes[rows], ts[rows])
        self.size += len(ids)

    def search(self, query, k: int, site: str | None = None, since: float | None = None,
               until: float | None = None, nprobe: int | None = None) -> list[tuple[int, float]]:
        """[(id, cosine distance)] nearest first, among rows of `site` within [since, until]."""
        q = np.asarray(query, np.float32)
        if site is not None and site not in self.site_codes:
            return []
        code = self.site_codes.get(site)
        filtered = site is not None or since is not None or until is not None
        order = np.argsort(-(self.centroids @ q))
        want = nprobe or self.nprobe
        best_ids, best_scores, found = [], [], 0
        for probed, c in enumerate(order):
            if probed >= want and found >= k:
                break  # enough cells probed and k rows passed the filter
            cell = self.cells[c]
            if cell.n == 0:
                continue
            vecs, ids = cell.vecs[:cell.n], cell.ids[:cell.n]
            if filtered:
                mask = np.ones(cell.n, bool)
                if code is not None:
                    mask &= cell.sites[:cell.n] == code
                if since is not None:
                    mask &= cell.ts[:cell.n] >= since
                if until is not None:
                    mask &= cell.ts[:cell.n] <= until
                if not mask.any():
                    continue
                vecs, ids = vecs[mask], ids[mask]
            scores = vecs @ q
            if len(scores) > k:
                top = np.argpartition(-scores, k)[:k]
                scores, ids = scores[top], ids[top]
            best_ids.append(ids)
            best_scores.append(scores)
            found += len(ids)
        if not best_ids:
            return []
        ids, scores = np.concatenate(best_ids), np.concatenate(best_scores)
        top = np.argsort(-scores, kind="stable")[:k]
        return [(int(ids[i]), float(1.0 - scores[i])) for i in top]
