"""`appliance bench retrieval`: KNN k=10 over N real text vectors in sqlite-vec vs exact numpy.

The vectors come from the box's own embedder over realistic text (serialized readings and
guidance sentences, bench/embed.py), cached under <cache>/bench so a rerun skips the embedding;
the queries are crew-style questions that are not in the table. Measured in one run: exact numpy
brute force (ground truth and baseline), the appliance's large-table search (IVF: k-means cells
as the vec0 partition key, retrieve/ivf.py), full-table float KNN, and sign-bit KNN with float
rescoring.
"""
import tempfile
import time
from pathlib import Path

import click
import numpy as np

# A module import, not names: `appliance.bench.embed` may still be initializing when the CLI
# registers this module (bench.embed -> cli -> cli.bench -> here).
import appliance.bench.embed as corpus
from appliance.config.options import config_option, emit_json, json_option, load, set_option

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
            out.append(f"Should {pick(corpus.SUBJECTS).lower()} around {pick(corpus.PLACES)} "
                       f"{pick(corpus.ACTIONS).split(' ', 1)[1]} {pick(corpus.CONDITIONS)}?")
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


def build_table(db, vectors: np.ndarray, cells: np.ndarray) -> None:
    """vec0 table with an IVF cell partition key, float and sign-bit columns; plus a plain float table
    for rescoring bit candidates (vec0 rowid lookups are too slow for that, ivf.py)."""
    conn = db.conn
    conn.execute("CREATE VIRTUAL TABLE bench_vec USING vec0(id INTEGER PRIMARY KEY, cell INTEGER partition key,"
                 " embedding float[384] distance_metric=cosine, embedding_bits bit[384])")
    conn.execute("CREATE TABLE bench_floats(id INTEGER PRIMARY KEY, embedding BLOB NOT NULL)")
    with conn:
        conn.executemany("INSERT INTO bench_vec(id, cell, embedding, embedding_bits) VALUES (?,?,?,vec_quantize_binary(?))",
                         ((i + 1, int(cells[i]), v.tobytes(), v.tobytes()) for i, v in enumerate(vectors)))
        conn.executemany("INSERT INTO bench_floats(id, embedding) VALUES (?,?)",
                         ((i + 1, v.tobytes()) for i, v in enumerate(vectors)))


def bits_then_rescore(db, q: np.ndarray, k: int, candidates: int) -> list[int]:
    ids = [r[0] for r in db.conn.execute("SELECT id FROM bench_vec WHERE embedding_bits MATCH vec_quantize_binary(?)"
                                         " AND k = ?", (q.tobytes(), candidates))]
    rows = db.conn.execute(f"SELECT id, embedding FROM bench_floats WHERE id IN ({','.join('?' * len(ids))})", ids)
    rows = rows.fetchall()
    mat = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
    order = np.argsort(-(mat @ q))[:k]
    return [rows[i][0] for i in order]


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
@click.option("--cells", default=256, show_default=True, help="IVF cells (k-means centroids) as the partition key.")
@click.option("--nprobe", default=16, show_default=True, help="Cells searched per query.")
@click.option("--oversample", default=10, show_default=True, help="Sign-bit candidates per result before rescoring.")
@click.option("--slow-queries", default=20, show_default=True, help="Queries for the slow full-table float KNN.")
@config_option
@set_option
@json_option
def command(n, n_queries, k, cells, nprobe, oversample, slow_queries, config_path, overrides, as_json):
    """KNN latency and recall@k in sqlite-vec (IVF partitions; sign bits) vs exact numpy, real text vectors."""
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest
    from appliance.provision.offline_default import cache_dir
    from appliance.retrieve.ivf import assign_cells, ivf_knn, train_centroids
    from appliance.retrieve.vector import knn
    from appliance.store.db import Database

    config = load(config_path, overrides)
    manifest = Manifest.load(config.models.dir)
    role = config.models.text_embedder_role
    embedder = load_text_embedder(manifest, role)
    texts, questions = corpus.realistic_sentences(n, seed=1), crew_questions(n_queries)
    if set(questions) & set(texts):
        raise click.ClickException("queries must not be in the table")
    key = f"{role}-{manifest.entries[role].sha256[:12]}-n{n}-seed1"
    vectors = cached_vectors(texts, embedder, cache_dir() / "bench" / key, click.echo)
    qvecs = embedder.embed(questions)
    truth = [list(np.argsort(-(vectors @ q))[:k] + 1) for q in qvecs]
    numpy_ms, _ = timed(lambda q: np.argpartition(-(vectors @ q), k)[:k], qvecs)
    t0 = time.perf_counter()
    centroids = train_centroids(vectors, cells)
    assigned = assign_cells(vectors, centroids)
    train_s = time.perf_counter() - t0
    ids = lambda hits: [h[0] for h in hits]  # noqa: E731
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(Path(tmp) / "bench.db")
        t0 = time.perf_counter()
        build_table(db, vectors, assigned)
        click.echo(f"k-means {cells} cells in {train_s:.1f} s; vec0 table of {n:,} vectors in {time.perf_counter() - t0:.1f} s")
        ivf_ms, ivf_res = timed(lambda q: ids(ivf_knn(db, "bench_vec", "id", q, k, centroids, nprobe)), qvecs)
        bit_ms, bit_res = timed(lambda q: bits_then_rescore(db, q, k, k * oversample), qvecs)
        float_ms, float_res = timed(lambda q: ids(knn(db, "bench_vec", "id", q, k)), qvecs[:slow_queries])
        db.close()
    result = {"vectors": n, "queries": n_queries, "k": k,
              "method": f"IVF: {cells} k-means cells as vec0 partition key, {nprobe} probed, exact KNN inside",
              "p50_ms": pct(ivf_ms, 50), "p95_ms": pct(ivf_ms, 95), "recall_at_10": round(recall(ivf_res, truth, k), 4),
              "numpy_p50_ms": pct(numpy_ms, 50),
              "float_knn_p50_ms": pct(float_ms, 50),
              "float_knn_recall_at_10": round(recall(float_res, truth[:slow_queries], k), 4),
              "bit_rescore_p50_ms": pct(bit_ms, 50), "bit_rescore_recall_at_10": round(recall(bit_res, truth, k), 4),
              "bit_candidates": k * oversample, "embedder": role}
    click.echo(f"IVF ({nprobe}/{cells} cells): p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms, "
               f"recall@{k} {result['recall_at_10']}; numpy exact p50 {result['numpy_p50_ms']} ms; full float KNN p50 "
               f"{result['float_knn_p50_ms']} ms; bit[384] x{oversample} + rescoring p50 {result['bit_rescore_p50_ms']} ms, "
               f"recall {result['bit_rescore_recall_at_10']}")
    if as_json:
        emit_json(result)
