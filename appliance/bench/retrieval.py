"""`appliance bench retrieval`: KNN k=10 over N real text vectors in sqlite-vec vs exact numpy.

The vectors come from the box's own embedder over realistic text (serialized readings and
guidance sentences, bench/embed.py), cached under <cache>/bench so a rerun skips the ~2 min of
embedding; the queries are crew-style questions that are not in the table. Measured in one run:
exact numpy brute force (ground truth and baseline), sqlite-vec float KNN, the appliance's
search (sign-bit KNN + float rescoring, retrieve/vector.py), and a site-partitioned float KNN.
"""
import statistics
import tempfile
import time
from pathlib import Path

import click
import numpy as np

from appliance.bench.embed import ACTIONS, CONDITIONS, PLACES, SUBJECTS, realistic_sentences
from appliance.cli._common import config_option, emit_json, json_option, load, set_option

SITES = 8


def crew_questions(n: int, seed: int = 7) -> list[str]:
    rng = np.random.default_rng(seed)
    pick = lambda xs: xs[int(rng.integers(len(xs)))]  # noqa: E731
    out = []
    for i in range(n):
        if i % 2 == 0:
            out.append(f"What did station{int(rng.integers(1, 40))} at site{int(rng.integers(1, 9))} report when "
                       f"humidity was near {int(rng.integers(5, 90))} % and wind about {int(rng.integers(0, 60))} km/h?")
        else:
            out.append(f"Should {pick(SUBJECTS).lower()} around {pick(PLACES)} {pick(ACTIONS).split(' ', 1)[1]} "
                       f"{pick(CONDITIONS)}?")
    return out


def cached_vectors(texts: list[str], embedder, cache: Path, log) -> np.ndarray:
    """Embed in slices of 5,000, each saved as it is done, so an interrupted run resumes."""
    cache.mkdir(parents=True, exist_ok=True)
    parts = []
    for start in range(0, len(texts), 5000):
        part = cache / f"{start:07d}.npy"
        if not part.is_file():
            t0 = time.perf_counter()
            vecs = embedder.embed(texts[start:start + 5000])
            np.save(part.with_suffix(".tmp.npy"), vecs)
            part.with_suffix(".tmp.npy").rename(part)
            log(f"embedded {start + len(vecs):,}/{len(texts):,} ({len(vecs) / (time.perf_counter() - t0):.0f}/s)")
        parts.append(np.load(part))
    return np.concatenate(parts)[: len(texts)]


def build_table(db, vectors: np.ndarray, sites: np.ndarray) -> None:
    conn = db.conn
    conn.execute("CREATE VIRTUAL TABLE bench_vec USING vec0(id INTEGER PRIMARY KEY, site TEXT partition key,"
                 " embedding float[384] distance_metric=cosine, embedding_bits bit[384])")
    with conn:
        conn.executemany("INSERT INTO bench_vec(id, site, embedding, embedding_bits) VALUES (?,?,?,vec_quantize_binary(?))",
                         ((i + 1, f"site{sites[i]}", v.tobytes(), v.tobytes()) for i, v in enumerate(vectors)))


def timed(fn, queries) -> tuple[list[float], list[list[int]]]:
    times, results = [], []
    for q in queries:
        t0 = time.perf_counter()
        results.append(fn(q))
        times.append((time.perf_counter() - t0) * 1000)
    return times, results


def recall(results, truth, k) -> float:
    return float(np.mean([len(set(r[:k]) & set(t[:k])) / k for r, t in zip(results, truth)]))


def pct(values, p) -> float:
    return round(float(np.percentile(values, p)), 2)


@click.command("retrieval")
@click.option("--vectors", "n", default=100_000, show_default=True, help="Vectors in the table.")
@click.option("--queries", "n_queries", default=200, show_default=True, help="Queries (not in the table).")
@click.option("-k", default=10, show_default=True)
@click.option("--oversample", default=20, show_default=True, help="Sign-bit candidates per result before rescoring.")
@click.option("--float-queries", default=20, show_default=True, help="Queries for the slow float KNN baseline.")
@config_option
@set_option
@json_option
def command(n, n_queries, k, oversample, float_queries, config_path, overrides, as_json):
    """KNN latency and recall@k: sqlite-vec (bit KNN + rescoring) vs exact numpy on real text vectors."""
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest
    from appliance.provision.offline_default import cache_dir
    from appliance.retrieve.vector import Filter, knn, knn_quantized
    from appliance.store.db import Database

    config = load(config_path, overrides)
    manifest = Manifest.load(config.models.dir)
    role = config.models.text_embedder_role
    embedder = load_text_embedder(manifest, role)
    texts, questions = realistic_sentences(n, seed=1), crew_questions(n_queries)
    assert not set(questions) & set(texts), "queries must not be in the table"
    key = f"{role}-{manifest.entries[role].sha256[:12]}-n{n}-seed1"
    vectors = cached_vectors(texts, embedder, cache_dir() / "bench" / key, click.echo)
    qvecs = embedder.embed(questions)
    sites = np.random.default_rng(3).integers(1, SITES + 1, n)

    truth = [list(np.argsort(-(vectors @ q))[:k] + 1) for q in qvecs]
    numpy_ms, _ = timed(lambda q: np.argpartition(-(vectors @ q), k)[:k], qvecs)
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(Path(tmp) / "bench.db")
        t0 = time.perf_counter()
        build_table(db, vectors, sites)
        click.echo(f"built vec0 table of {n:,} vectors in {time.perf_counter() - t0:.1f} s")
        ids = lambda hits: [h[0] for h in hits]  # noqa: E731
        bit_ms, bit_res = timed(lambda q: ids(knn_quantized(db, "bench_vec", "id", q, k, oversample=oversample)), qvecs)
        float_ms, float_res = timed(lambda q: ids(knn(db, "bench_vec", "id", q, k)), qvecs[:float_queries])
        site_of = lambda i: int(sites[i])  # noqa: E731
        part_ms, part_res = timed(lambda q: ids(knn(db, "bench_vec", "id", q[1], k, [Filter("site", "=", f"site{q[0]}")])),
                                  [(site_of(i), q) for i, q in enumerate(qvecs[:float_queries])])
        db.close()
    part_truth = []
    for i, q in enumerate(qvecs[:float_queries]):
        mask = sites == site_of(i)
        scores = np.where(mask, vectors @ q, -np.inf)
        part_truth.append(list(np.argsort(-scores)[:k] + 1))
    result = {"vectors": n, "queries": n_queries, "k": k, "method": f"bit[384] KNN x{oversample} + float rescoring",
              "p50_ms": pct(bit_ms, 50), "p95_ms": pct(bit_ms, 95), "recall_at_10": round(recall(bit_res, truth, k), 4),
              "numpy_p50_ms": pct(numpy_ms, 50), "float_knn_p50_ms": pct(float_ms, 50),
              "float_knn_recall_at_10": round(recall(float_res, truth[:float_queries], k), 4),
              "partition_1_of_8_p50_ms": pct(part_ms, 50),
              "partition_recall_at_10": round(recall(part_res, part_truth, k), 4),
              "embedder": role, "median_numpy_ms_check": round(statistics.median(numpy_ms), 2)}
    result.pop("median_numpy_ms_check")
    click.echo(f"sqlite-vec bit KNN + rescoring: p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms, "
               f"recall@{k} {result['recall_at_10']}; numpy exact p50 {result['numpy_p50_ms']} ms; "
               f"float KNN p50 {result['float_knn_p50_ms']} ms; site partition p50 {result['partition_1_of_8_p50_ms']} ms")
    if as_json:
        emit_json(result)
