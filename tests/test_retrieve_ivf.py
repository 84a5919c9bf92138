"""The readings' large-table path: the in-memory IVF index (filters inside the search, rows added as
they arrive) and its wiring into search_readings_tool above the size threshold."""
import numpy as np

from appliance.bench.embed import realistic_sentences
from appliance.bench.retrieval import crew_questions, exact_numpy, pad_with_copies
from appliance.retrieve import reading_index
from appliance.retrieve.ivf import (IvfIndex, assign_cells, load_centroids, save_centroids, split_large_cells,
                                    train_centroids)
from appliance.retrieve.readings import search_readings_tool
from appliance.store.db import Database


def clustered(n=3000, dim=32, clusters=12, seed=0):
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(clusters, dim))
    x = centres[rng.integers(clusters, size=n)] + 0.3 * rng.normal(size=(n, dim))
    return (x / np.linalg.norm(x, axis=1, keepdims=True)).astype(np.float32)


def exact(vectors, q, k=10, keep=None):
    scores = vectors @ q
    if keep is not None:
        scores = np.where(keep, scores, -np.inf)
    return [int(i) for i in np.argsort(-scores)[:k] if np.isfinite(scores[i])]


def index_of(vectors, cells, nprobe, sites=None, ts=None):
    centroids = train_centroids(vectors, cells)
    index = IvfIndex(centroids, nprobe=nprobe)
    n = len(vectors)
    index.add(np.arange(n), sites if sites is not None else ["s"] * n, ts if ts is not None else np.zeros(n), vectors)
    return index


def test_probing_every_cell_is_exact_and_few_cells_keep_high_recall():
    vectors = clustered()
    queries = clustered(n=20, seed=1)
    full = index_of(vectors, 16, nprobe=16)
    assert [[h[0] for h in full.search(q, 10)] for q in queries] == [exact(vectors, q) for q in queries]
    hits = full.search(queries[0], 3)
    assert [round(d, 5) for _, d in hits] == [round(1 - float(vectors[i] @ queries[0]), 5) for i, _ in hits]
    some = index_of(vectors, 16, nprobe=4)
    got = [[h[0] for h in some.search(q, 10)] for q in queries]
    assert np.mean([len(set(a) & set(exact(vectors, q))) / 10 for a, q in zip(got, queries)]) >= 0.9


def test_site_and_time_filters_apply_inside_the_search_even_for_a_rare_site():
    vectors = clustered(n=4000)
    rng = np.random.default_rng(2)
    sites = np.where(rng.random(4000) < 0.01, "rare", "common")   # ~40 rows of a rare site
    ts = rng.uniform(0, 100, 4000)
    index = index_of(vectors, 32, nprobe=2, sites=list(sites), ts=ts)
    for q in clustered(n=10, seed=3):
        got = index.search(q, 10, site="rare")
        assert len(got) == 10 and all(sites[i] == "rare" for i, _ in got)  # probes on until k rows pass
        window = index.search(q, 10, site="common", since=20.0, until=30.0, nprobe=32)
        assert [i for i, _ in window] == exact(vectors, q, keep=(sites == "common") & (ts >= 20) & (ts <= 30))
    assert index.search(vectors[0], 5, site="nowhere") == []


def test_rows_added_later_are_found_and_cells_grow():
    vectors = clustered(n=2000)
    index = IvfIndex(train_centroids(vectors[:1000], 8), nprobe=8)
    index.add(np.arange(1000), ["s"] * 1000, np.zeros(1000), vectors[:1000])
    for start in range(1000, 2000, 7):  # small batches, as the embed worker stores them
        stop = min(2000, start + 7)
        index.add(np.arange(start, stop), ["s"] * (stop - start), np.zeros(stop - start), vectors[start:stop])
    assert index.size == 2000 and sum(c.n for c in index.cells) == 2000
    assert index.search(vectors[1999], 1)[0][0] == 1999


def test_centroids_are_deterministic_and_round_trip(tmp_path):
    vectors = clustered()
    a, b = train_centroids(vectors, 8, seed=3), train_centroids(vectors, 8, seed=3)
    assert np.array_equal(a, b) and np.allclose(np.linalg.norm(a, axis=1), 1, atol=1e-5)
    assert set(assign_cells(vectors, a)) == set(range(8))
    db = Database(tmp_path / "c.db")
    with db.conn:
        save_centroids(db.conn, "t", a)
    assert np.array_equal(load_centroids(db, "t"), a) and load_centroids(db, "other") is None
    db.close()


class FixedEmbedder:
    """Maps the query text to a vector given by the test (a seam: the store path is what is tested)."""

    def __init__(self, table):
        self.table = table

    def embed_one(self, text):
        return self.table[text]


def test_readings_search_uses_the_index_above_the_threshold_and_keeps_up(tmp_path, text_embedder):
    from appliance.store.readings import embed_pending_readings, insert_readings

    db = Database(tmp_path / "r.db")
    rows = [("a" if i % 3 else "b", f"dev{i % 4}", {"ts": 1000.0 + i, "seq": i, "lat": 36.7, "lon": 5.0, "temperature_c": 20.0 + i % 17,
                                                     "rh_pct": 10.0 + i % 80, "wind_kmh": float(i % 40)})
            for i in range(300)]
    insert_readings(db, rows)
    while embed_pending_readings(db, text_embedder.embed):
        pass
    reading_index.forget(db)
    q = text_embedder.embed_one("hot dry windy afternoon")
    emb = FixedEmbedder({"q": q})
    exact_hits = search_readings_tool(db, emb, "q", k=5, site="b", since=1050, until=1250, ivf_above=10**9)
    assert reading_index.reading_index(db, 10**9) is None  # below the threshold: sqlite-vec exact
    index = reading_index.reading_index(db, 100)
    assert index is not None and index.index.size == 300
    index.index.nprobe = len(index.index.cells)  # every cell probed: must equal sqlite-vec's exact answer
    via_index = search_readings_tool(db, emb, "q", k=5, site="b", since=1050, until=1250, ivf_above=100)
    assert [h["reading_id"] for h in via_index] == [h["reading_id"] for h in exact_hits]
    assert all(h["site"] == "b" and 1050 <= h["ts"] <= 1250 for h in via_index)
    # A reading stored and embedded after the index was built is found by the next search.
    insert_readings(db, [("b", "late", {"ts": 1100.0, "seq": 1, "lat": 36.7, "lon": 5.0, "temperature_c": 41.0, "rh_pct": 5.0,
                                        "wind_kmh": 55.0})])
    embed_pending_readings(db, text_embedder.embed)
    late_id = db.scalar("SELECT id FROM readings WHERE device = 'late'")
    late_vec = np.frombuffer(db.conn.execute("SELECT embedding FROM vec_readings WHERE reading_id = ?",
                                             (late_id,)).fetchone()[0], np.float32)
    hits = search_readings_tool(db, FixedEmbedder({"late": late_vec}), "late", k=1, site="b", ivf_above=100)
    assert hits[0]["reading_id"] == late_id and index.index.size == 301
    reading_index.forget(db)
    db.close()


def test_bench_queries_are_never_in_the_table_and_padding_is_unit_copies():
    assert not set(crew_questions(200)) & set(realistic_sentences(4000, seed=1))
    real = clustered(n=100, dim=16)
    padded, cosine = pad_with_copies(real, 250, sigma=0.05)
    assert padded.shape == (250, 16) and np.array_equal(padded[:100], real)
    assert np.allclose(np.linalg.norm(padded, axis=1), 1, atol=1e-5) and 0.8 < cosine < 1.0
    sites, ts = np.zeros(250, np.int32), np.arange(250.0)
    assert exact_numpy(padded, sites, ts, padded[200], 3, (0, 150.0, 249.0))[0] == 201  # ids are 1-based


def test_crowded_cells_are_split_so_no_probe_reads_a_large_share():
    rng = np.random.default_rng(4)
    tight = rng.normal(size=32) + 0.05 * rng.normal(size=(3000, 32))   # templated texts: one dense region
    spread = rng.normal(size=(1000, 32))
    vectors = np.concatenate([tight, spread]).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    plain = train_centroids(vectors, 16)
    split = split_large_cells(vectors, plain)
    assert np.bincount(assign_cells(vectors, plain)).max() > 3 * len(vectors) / 16
    sizes = np.bincount(assign_cells(vectors, split), minlength=len(split))
    assert len(split) > 16 and sizes.max() <= 3 * len(vectors) / len(split)
    assert np.allclose(np.linalg.norm(split, axis=1), 1, atol=1e-5)
