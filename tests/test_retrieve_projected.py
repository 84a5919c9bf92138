"""The readings' large-table path: the projected index (PCA cascade, exact rerank, per-site time-sorted
blocks so filters apply inside the search, rows added as they arrive) and its wiring into
search_readings_tool above the size threshold."""
import numpy as np
import pytest

from appliance.bench.embed import realistic_sentences
from appliance.bench.retrieval import crew_questions, exact_numpy, pad_with_copies
from appliance.retrieve import reading_index
from appliance.retrieve.projected import ProjectedIndex, fit_projection, top_rows
from appliance.retrieve.readings import search_readings_tool
from appliance.store.db import Database


def unit_rows(n, dim=384, seed=0):
    x = np.random.default_rng(seed).normal(size=(n, dim))
    return (x / np.linalg.norm(x, axis=1, keepdims=True)).astype(np.float32)


def exact(vectors, q, k=10, keep=None):
    scores = vectors @ q
    if keep is not None:
        scores = np.where(keep, scores, -np.inf)
    return [int(i) for i in np.argsort(-scores, kind="stable")[:k] if np.isfinite(scores[i])]


def cascade_index(vectors, sites=None, ts=None, candidates=(600, 60)):
    """exact_below=0: every search above `candidates[1]` rows goes through the cascade, not the exact slice scan."""
    n = len(vectors)
    index = ProjectedIndex(fit_projection(vectors), candidates, exact_below=0)
    index.add(np.arange(n), sites if sites is not None else ["s"] * n, ts if ts is not None else np.zeros(n), vectors)
    return index


@pytest.fixture(scope="module")
def real_set(text_embedder):
    """MiniLM vectors of 800 realistic texts (half serialized readings), padded with perturbed copies
    as the bench does: the dense, templated region that defeated the IVF cells."""
    real = np.asarray(text_embedder.embed(realistic_sentences(800, seed=1)), np.float32)
    vectors, _ = pad_with_copies(real, 6000, sigma=0.03)
    queries = np.asarray(text_embedder.embed(crew_questions(30)), np.float32)
    return vectors, queries


def test_cascade_recall_against_exact_search_on_real_vectors(real_set):
    vectors, queries = real_set
    index = cascade_index(vectors)
    got = [[i for i, _ in index.search(q, 10)] for q in queries]
    recall = np.mean([len(set(g) & set(exact(vectors, q))) / 10 for g, q in zip(got, queries)])
    assert recall >= 0.95
    hits = index.search(queries[0], 5)  # the rerank is exact: distances are the true cosine distances, in order
    assert [round(d, 5) for _, d in hits] == [round(1 - float(vectors[i] @ queries[0]), 5) for i, _ in hits]
    assert [d for _, d in hits] == sorted(d for _, d in hits)


def test_site_and_time_filters_apply_inside_the_search(real_set):
    vectors, queries = real_set
    rng = np.random.default_rng(2)
    n = len(vectors)
    sites = np.where(rng.random(n) < 0.01, "rare", np.where(rng.random(n) < 0.5, "a", "b"))  # ~60 rare rows
    ts = rng.uniform(0, 100, n)
    sliced = ProjectedIndex(fit_projection(vectors))  # slices this small are scored exactly in full
    sliced.add(np.arange(n), list(sites), ts, vectors)
    for index in (cascade_index(vectors, list(sites), ts), sliced):
        for q in queries[:10]:
            got = index.search(q, 10, site="rare")
            assert len(got) == 10 and all(sites[i] == "rare" for i, _ in got)  # found, not cut from a global top-k
            window = index.search(q, 10, site="a", since=20.0, until=30.0)
            assert len(window) == 10 and all(sites[i] == "a" and 20 <= ts[i] <= 30 for i, _ in window)
            anywhere = index.search(q, 10, since=50.0, until=55.0)  # time only: every site's slice
            assert len(anywhere) == 10 and all(50 <= ts[i] <= 55 for i, _ in anywhere)
            if index is sliced:
                assert [i for i, _ in window] == exact(vectors, q, keep=(sites == "a") & (ts >= 20) & (ts <= 30))
                assert [i for i, _ in anywhere] == exact(vectors, q, keep=(ts >= 50) & (ts <= 55))
        assert index.search(vectors[0], 5, site="nowhere") == []


def test_new_readings_are_found_right_after_they_arrive_even_out_of_order():
    vectors = unit_rows(3000)
    index = ProjectedIndex(fit_projection(vectors[:1000]), (300, 30), exact_below=0)
    index.add(np.arange(1000), ["s"] * 1000, np.arange(1000.0), vectors[:1000])
    for start in range(1000, 3000, 7):  # small batches, as the embed worker stores them
        stop = min(3000, start + 7)
        index.add(np.arange(start, stop), ["s"] * (stop - start), np.arange(start, stop, dtype=float), vectors[start:stop])
        assert index.search(vectors[stop - 1], 1)[0][0] == stop - 1
    assert index.size == 3000
    # A late reading (store-and-forward) carries an old time: a window around that time finds it.
    late = unit_rows(1, seed=9)
    index.add([5000], ["s"], [10.5], late)
    assert index.search(late[0], 1, since=10.0, until=11.0)[0][0] == 5000
    assert [i for i, _ in index.search(late[0], 3, since=10.0, until=12.0)][1:] == exact(
        vectors, late[0], 2, keep=(np.arange(3000) >= 10) & (np.arange(3000) <= 12))


def test_malformed_input_gives_a_clear_error_or_nothing():
    vectors = unit_rows(50)
    index = ProjectedIndex(fit_projection(vectors))
    assert index.search(vectors[0], 5) == []                                   # empty index
    index.add(np.arange(50), ["s"] * 50, np.arange(50.0), vectors)
    everything = index.search(vectors[0], 500)                                 # k above the rows: all of them, in order
    assert [i for i, _ in everything] == exact(vectors, vectors[0], 50)
    assert index.search(vectors[0], 5, since=30.0, until=10.0) == []           # an empty window
    assert index.search(vectors[0], 5, since=1e12) == []
    for bad in (dict(k=0), dict(k=-1), dict(k=2.5)):
        with pytest.raises(ValueError, match="k must"):
            index.search(vectors[0], **bad)
    with pytest.raises(ValueError, match="finite unix seconds"):
        index.search(vectors[0], 5, since=float("nan"))
    with pytest.raises(ValueError, match="384-dim"):
        index.search(vectors[0][:10], 5)
    with pytest.raises(ValueError, match="as many sites"):
        index.add([1, 2], ["s"], [0.0, 1.0], vectors[:2])
    with pytest.raises(ValueError, match="non-empty"):
        fit_projection(np.zeros((0, 384), np.float32))


def test_projection_and_candidate_selection():
    vectors = unit_rows(500, dim=64)
    a, b = fit_projection(vectors, dims=8, seed=3), fit_projection(vectors, dims=8, seed=3)
    assert np.array_equal(a, b) and a.shape == (64, 8) and np.allclose(a.T @ a, np.eye(8), atol=1e-4)
    scores = np.random.default_rng(1).normal(size=200_000).astype(np.float32)
    kept = top_rows(scores, 1000)
    assert set(np.argsort(-scores)[:1000]) <= set(kept.tolist()) and len(kept) < 3000


def test_projection_round_trips_through_vector_cells(tmp_path):
    components = fit_projection(unit_rows(300), dims=12)
    db = Database(tmp_path / "c.db")
    assert reading_index.load_projection(db) is None
    with db.conn:
        reading_index.save_projection(db.conn, components)
    assert np.array_equal(reading_index.load_projection(db), components)
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
    assert reading_index.load_projection(db) is not None  # saved, so a restart ranks with the same projection
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
    real = unit_rows(100, dim=16)
    padded, cosine = pad_with_copies(real, 250, sigma=0.05)
    assert padded.shape == (250, 16) and np.array_equal(padded[:100], real)
    assert np.allclose(np.linalg.norm(padded, axis=1), 1, atol=1e-5) and 0.8 < cosine < 1.0
    sites, ts = np.zeros(250, np.int32), np.arange(250.0)
    assert exact_numpy(padded, sites, ts, padded[200], 3, (0, 150.0, 249.0))[0] == 201  # ids are 1-based
