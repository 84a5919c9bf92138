"""Readings search at a season's scale: a PCA cascade over per-site, time-sorted blocks, reranked exactly.

Why not IVF cells (this module's predecessor, retrieve/ivf.py until issue 17): serialized readings
differ only in their numbers, so their vectors crowd one dense region; k-means cells were badly
unbalanced (1M vectors: 417 ms p50), and splitting the crowded cells scattered neighbours across
cells (recall 0.86). A projection does not care how the rows are spread:

1. every row is also kept projected on the table's FINE leading principal components (fitted once
   on a sample, saved beside the index); a query scans the first COARSE of them, one contiguous
   matrix product (1M x 16 float32 = 64 MB, a tenth of the full vectors' bytes);
2. the best `candidates[0]` of that scan are rescored on all FINE components;
3. the best `candidates[1]` of those are rescored exactly on the full vectors: the answer's order
   and distances are exact, only a neighbour the projection misranks badly can be missed.
Ranking by the projected dot product needs no centring: the mean's part is the same for every row.

Rows live in one block per site, sorted by time (readings arrive nearly in order; a late one marks
its block for a re-sort before the next time-filtered search), so a site and time filter is a
contiguous slice of the blocks asked for, read inside the search, never a global top-k cut
afterwards. A slice small enough (EXACT_BELOW rows) is scored exactly in full: a filtered question
is exact. Adding a reading projects it and appends it to its block: nothing is re-clustered.
"""
import math

import numpy as np

COARSE, FINE = 16, 48
EXACT_BELOW = 40_000   # rows kept by a filter below which scoring all of them exactly is cheaper


def fit_projection(vectors: np.ndarray, dims: int = FINE, sample: int = 50_000, seed: int = 0) -> np.ndarray:
    """(dim, dims) float32: the leading principal directions of a sample, strongest first."""
    vectors = np.asarray(vectors, np.float32)
    if vectors.ndim != 2 or not len(vectors):
        raise ValueError("fit_projection needs a non-empty (rows, dim) array")
    rng = np.random.default_rng(seed)
    data = vectors[rng.choice(len(vectors), min(sample, len(vectors)), replace=False)].astype(np.float64)
    data -= data.mean(axis=0)
    values, directions = np.linalg.eigh(data.T @ data)   # dim x dim: cheap whatever the sample size
    return np.ascontiguousarray(directions[:, np.argsort(-values)[:dims]], np.float32)


def top_rows(scores: np.ndarray, m: int) -> np.ndarray:
    """Indices of at least the m largest scores, unordered. A threshold read off a strided sample
    and one comparison pass cost ~1 ms on 1M scores where argpartition costs ~7 ms; when the
    sample's threshold keeps too few, argpartition decides."""
    if len(scores) <= m:
        return np.arange(len(scores))
    step = max(1, len(scores) // 20_000)
    sample = scores[::step]
    want = int(m * 1.3 / step) + 1
    if step > 1 and want < len(sample):
        kept = np.flatnonzero(scores >= np.partition(sample, len(sample) - want)[len(sample) - want])
        if len(kept) >= m:
            return kept
    return np.argpartition(-scores, m)[:m]


def _rows_dot(matrix: np.ndarray, q: np.ndarray) -> np.ndarray:
    """matrix @ q on the calling thread. Not `@`: OpenBLAS splits a product this size over both cores,
    and on a box whose cores are shared a split call waits for the busier one (1M rows under load:
    coarse scan 72 ms via `@`, 12 ms here); einsum's own loop runs on this thread, not BLAS's pool."""
    return np.einsum("ij,j->i", matrix, q)


def _columns_dot(q: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """q @ matrix (the transposed coarse block), on the calling thread for the same reason."""
    return np.einsum("i,ij->j", q, matrix)


class _Block:
    """One site's rows in time order, grown by doubling (appends are amortized O(1)). The coarse
    projection is stored transposed (COARSE x rows): the scan then reads COARSE long contiguous
    rows, ~30% faster than a rows x 16 matrix product here."""
    FIELDS = ("vecs", "fine", "ids", "ts")

    def __init__(self, dim: int, fine: int):
        self.n, self.ordered = 0, True
        self.vecs, self.fine = np.empty((0, dim), np.float32), np.empty((0, fine), np.float32)
        self.coarse = np.empty((min(COARSE, fine), 0), np.float32)
        self.ids, self.ts = np.empty(0, np.int64), np.empty(0, np.float64)

    def append(self, vecs, fine, ids, ts) -> None:
        need = self.n + len(ids)
        if need > len(self.ids):
            cap = max(need, 2 * len(self.ids), 16)
            for name in self.FIELDS:
                old = getattr(self, name)
                new = np.empty((cap, *old.shape[1:]), old.dtype)
                new[:self.n] = old[:self.n]
                setattr(self, name, new)
            coarse = np.empty((len(self.coarse), cap), np.float32)
            coarse[:, :self.n] = self.coarse[:, :self.n]
            self.coarse = coarse
        order = np.argsort(ts, kind="stable")
        if self.n and ts[order[0]] < self.ts[self.n - 1]:
            self.ordered = False   # a late reading: re-sorted before the next time-filtered search
        sl = slice(self.n, need)
        self.vecs[sl], self.fine[sl], self.ids[sl], self.ts[sl] = vecs[order], fine[order], ids[order], ts[order]
        self.coarse[:, sl] = self.fine[sl, :len(self.coarse)].T
        self.n = need

    def window(self, since, until) -> tuple[int, int]:
        if not self.ordered:
            order = np.argsort(self.ts[:self.n], kind="stable")
            for name in self.FIELDS:
                getattr(self, name)[:self.n] = getattr(self, name)[:self.n][order]
            self.coarse[:, :self.n] = self.fine[:self.n, :len(self.coarse)].T
            self.ordered = True
        ts = self.ts[:self.n]
        start = 0 if since is None else int(np.searchsorted(ts, since, "left"))
        return start, (self.n if until is None else int(np.searchsorted(ts, until, "right")))


class ProjectedIndex:
    """Unit vectors with a site and a time, searched by cosine; see the module docstring."""

    def __init__(self, components: np.ndarray, candidates: tuple[int, int] = (10_000, 500),
                 exact_below: int = EXACT_BELOW):
        self.components = np.ascontiguousarray(components, np.float32)
        self.dim = self.components.shape[0]
        self.candidates, self.exact_below = candidates, exact_below
        self.blocks: dict[str, _Block] = {}
        self.size = 0

    def add(self, ids, sites, ts, vectors) -> None:
        """Add rows (vectors L2-normalized, as the embedders return them)."""
        ids, ts = np.asarray(ids, np.int64), np.asarray(ts, np.float64)
        vectors = np.asarray(vectors, np.float32).reshape(len(ids), -1)
        if not len(ids):
            return
        if vectors.shape[1] != self.dim or len(sites) != len(ids) or len(ts) != len(ids):
            raise ValueError(f"add needs as many sites, times and {self.dim}-dim vectors as ids")
        fine = vectors @ self.components
        sites = np.asarray(sites, object)
        for site in dict.fromkeys(sites.tolist()):
            rows = np.flatnonzero(sites == site)
            block = self.blocks.setdefault(site, _Block(self.dim, self.components.shape[1]))
            block.append(vectors[rows], fine[rows], ids[rows], ts[rows])
        self.size += len(ids)

    def search(self, query, k: int, site: str | None = None, since: float | None = None,
               until: float | None = None) -> list[tuple[int, float]]:
        """[(id, cosine distance)] nearest first, among rows of `site` within [since, until]."""
        q = np.asarray(query, np.float32).reshape(-1)
        if q.shape[0] != self.dim or not np.all(np.isfinite(q)):
            raise ValueError(f"the query must be a finite {self.dim}-dim vector")
        if not isinstance(k, (int, np.integer)) or k < 1:
            raise ValueError("k must be a positive integer")
        for bound in (since, until):
            if bound is not None and not math.isfinite(float(bound)):
                raise ValueError("since and until must be finite unix seconds")
        blocks = [self.blocks[site]] if site in self.blocks else [] if site is not None else list(self.blocks.values())
        slices = [(b, *b.window(since, until)) for b in blocks]
        slices = [(b, lo, hi) for b, lo, hi in slices if hi > lo]
        total = sum(hi - lo for _, lo, hi in slices)
        if total == 0:
            return []
        if total <= max(self.exact_below, self.candidates[1], k):
            picked = [(b, slice(lo, hi)) for b, lo, hi in slices]
        else:
            picked = self._candidates(q, slices, k)
        # Exact rerank: the full vectors of the candidates (every row of a small slice).
        ids = np.concatenate([b.ids[rows] for b, rows in picked])
        scores = np.concatenate([_rows_dot(b.vecs[rows], q) for b, rows in picked])
        top = top_rows(scores, k)
        top = top[np.lexsort((ids[top], -scores[top]))][:k]   # ties by id: the same answer every time
        return [(int(ids[i]), float(1.0 - scores[i])) for i in top]

    def _candidates(self, q, slices, k) -> list[tuple[_Block, np.ndarray]]:
        """The cascade: coarse scan of every slice, fine rescoring, leaving rows for the exact rerank."""
        qf = _columns_dot(q, self.components)
        qc = qf[:len(slices[0][0].coarse)]
        many, few = max(self.candidates[0], 2 * k), max(self.candidates[1], 2 * k)
        coarse = np.concatenate([_columns_dot(qc, b.coarse[:, lo:hi]) for b, lo, hi in slices])
        offsets = np.cumsum([0] + [hi - lo for _, lo, hi in slices])
        hits = top_rows(coarse, many)
        which = np.searchsorted(offsets, hits, "right") - 1
        rows = [lo + hits[which == i] - offsets[i] for i, (_, lo, _) in enumerate(slices)]
        fine = np.concatenate([_rows_dot(b.fine[r], qf) for (b, _, _), r in zip(slices, rows)])
        owner = np.concatenate([np.full(len(r), i) for i, r in enumerate(rows)])
        flat = np.concatenate(rows)
        keep = top_rows(fine, few)
        return [(slices[i][0], flat[keep][owner[keep] == i]) for i in range(len(slices)) if np.any(owner[keep] == i)]

