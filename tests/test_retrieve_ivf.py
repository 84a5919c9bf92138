"""IVF search on sqlite-vec: k-means cells as the vec0 partition key, exact KNN inside probed cells."""
import numpy as np

from appliance.bench.embed import realistic_sentences
from appliance.bench.retrieval import crew_questions
from appliance.retrieve.ivf import assign_cells, ivf_knn, load_centroids, save_centroids, train_centroids
from appliance.store.db import Database


def clustered(n=3000, dim=32, clusters=12, seed=0):
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(clusters, dim))
    x = centres[rng.integers(clusters, size=n)] + 0.3 * rng.normal(size=(n, dim))
    return (x / np.linalg.norm(x, axis=1, keepdims=True)).astype(np.float32)


def build(tmp_path, vectors, cells):
    db = Database(tmp_path / "ivf.db")
    db.conn.execute(f"CREATE VIRTUAL TABLE t USING vec0(id INTEGER PRIMARY KEY, cell INTEGER partition key,"
                    f" embedding float[{vectors.shape[1]}] distance_metric=cosine)")
    with db.conn:
        db.conn.executemany("INSERT INTO t VALUES (?,?,?)", ((i, int(c), v.tobytes()) for i, (v, c) in enumerate(zip(vectors, cells))))
    return db


def test_probing_every_cell_is_exact_and_few_cells_keep_high_recall(tmp_path):
    vectors = clustered()
    centroids = train_centroids(vectors, 16)
    db = build(tmp_path, vectors, assign_cells(vectors, centroids))
    queries = clustered(n=20, seed=1)
    exact = [list(np.argsort(-(vectors @ q))[:10]) for q in queries]
    full = [[h[0] for h in ivf_knn(db, "t", "id", q, 10, centroids, nprobe=16)] for q in queries]
    assert full == exact
    some = [[h[0] for h in ivf_knn(db, "t", "id", q, 10, centroids, nprobe=4)] for q in queries]
    assert np.mean([len(set(a) & set(b)) / 10 for a, b in zip(some, exact)]) >= 0.9
    db.close()


def test_centroids_are_deterministic_and_round_trip(tmp_path):
    vectors = clustered()
    a, b = train_centroids(vectors, 8, seed=3), train_centroids(vectors, 8, seed=3)
    assert np.array_equal(a, b) and np.allclose(np.linalg.norm(a, axis=1), 1, atol=1e-5)
    db = Database(tmp_path / "c.db")
    with db.conn:
        save_centroids(db.conn, "t", a)
    assert np.array_equal(load_centroids(db, "t"), a) and load_centroids(db, "other") is None
    db.close()


def test_bench_queries_are_never_in_the_table():
    assert not set(crew_questions(200)) & set(realistic_sentences(4000, seed=1))
