"""Document retrieval: FTS5 BM25 and vector KNN over chunks, merged by reciprocal rank fusion.

BM25 finds exact terms the embedder blurs (a county name, "ICS-209", a fuel model code); the
vector side finds paraphrases. Filters (kind, site, document time) apply inside both queries.
"""
import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from appliance.retrieve.fusion import reciprocal_rank_fusion
from appliance.retrieve.vector import Filter, knn, knn_quantized, time_filters
from appliance.store.documents import chunks_by_ids

# Above this many chunks the vector side searches sign bits first and rescores (vector.py). Set
# high: on MiniLM text vectors bits need a large oversample for good recall (bench retrieval),
# and exact KNN over 200k chunks still answers well inside a question's latency budget.
QUANTIZE_ABOVE = 200_000
STOPWORDS = frozenset("a an and are as at be by for from how in is it of on or that the this to what when where "
                      "which who why will with does do did can i we you our my".split())


@lru_cache(maxsize=1)
def _glossary() -> list[tuple[str, tuple[str, ...]]]:
    data = json.loads((Path(__file__).with_name("data") / "glossary.json").read_text(encoding="utf-8"))
    return [(term, tuple(_fold(w) for w in words)) for term, words in data.items() if not term.startswith("_")]


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def with_glossary(query: str) -> str:
    """The question with the documents' own English terms for the crew words it holds ("espacio defendible" ->
    "... defensible space"): the documents are English, a French, Spanish or Arabic question is not."""
    folded = _fold(query)
    terms = [term for term, words in _glossary() if any(w in folded for w in words)]
    return f"{query} {' '.join(terms)}" if terms else query


def fts_query(text: str) -> str | None:
    """Free text -> an FTS5 query that cannot be a syntax error: quoted terms joined by OR."""
    terms = [t for t in re.findall(r"\w+", text.lower()) if t not in STOPWORDS]
    if not terms:
        return None
    return " OR ".join(f'"{t}"' for t in dict.fromkeys(terms))


def _sql_filters(kind, site, since, until) -> tuple[str, list]:
    parts, params = [], []
    if kind:
        parts.append("d.kind = ?")
        params.append(kind)
    if site:
        parts.append("d.site IN (?, '')")
        params.append(site)
    if since is not None:
        parts.append("d.doc_ts >= ?")
        params.append(float(since))
    if until is not None:
        parts.append("d.doc_ts <= ?")
        params.append(float(until))
    return "".join(f" AND {p}" for p in parts), params


def bm25_chunks(db, query: str, k: int, kind=None, site=None, since=None, until=None) -> list[tuple[int, float]]:
    match = fts_query(query)
    if match is None:
        return []
    where, params = _sql_filters(kind, site, since, until)
    rows = db.conn.execute(
        "SELECT f.rowid, bm25(chunks_fts) AS s FROM chunks_fts f JOIN chunks c ON c.id = f.rowid"
        f" JOIN documents d ON d.id = c.document_id WHERE chunks_fts MATCH ?{where} ORDER BY s LIMIT ?",
        [match, *params, k])
    return [(r[0], r[1]) for r in rows]


def vector_chunks(db, query_vec, k: int, kind=None, site=None, since=None, until=None,
                  quantized: bool | None = None, quantize_above: int = QUANTIZE_ABOVE) -> list[tuple[int, float]]:
    filters = []
    if kind:
        filters.append(Filter("kind", "=", kind))
    if site:
        filters.append(Filter("site", "IN", (site, "")))
    filters += time_filters("doc_ts", since, until)
    if quantized is None:
        quantized = (db.scalar("SELECT MAX(id) FROM chunks") or 0) > quantize_above
    search = knn_quantized if quantized else knn
    return search(db, "vec_chunks", "chunk_id", query_vec, k, filters)


def heading_chunks(db, query: str, candidates: set[int]) -> list[int]:
    """Chunks of the candidates' documents whose section heading is the query's words ("What does LCES
    stand for?" -> the section headed "LCES", though its text spells the letters out and never names
    them), best share of the heading matched first. The candidates' documents already passed the filters."""
    words = {w for w in re.findall(r"[a-z0-9]{3,}", query.lower()) if w not in STOPWORDS}
    if not words or not candidates:
        return []
    marks = ",".join("?" * len(candidates))
    rows = db.query(f"SELECT id, heading FROM chunks WHERE heading IS NOT NULL AND document_id IN "
                    f"(SELECT document_id FROM chunks WHERE id IN ({marks})) ORDER BY document_id, seq", sorted(candidates))
    scored = []
    for r in rows:
        heading = re.findall(r"[a-z0-9]{3,}", r["heading"].lower())
        share = sum(w in words for w in heading) / len(heading) if heading else 0.0
        if share >= 0.5:
            scored.append((-share, r["id"]))
    return [cid for _, cid in sorted(scored)]


def search_documents(db, embedder, query: str, k: int = 6, *, kind: str | None = None, site: str | None = None,
                     since: float | None = None, until: float | None = None, mode: str = "hybrid",
                     candidates: int = 30, quantized: bool | None = None,
                     quantize_above: int = QUANTIZE_ABOVE) -> list[dict]:
    """Top-k chunks for `query`; mode is "hybrid" (BM25 + vector + section headings, RRF), "vector" or "bm25"."""
    if mode not in ("hybrid", "vector", "bm25"):
        raise ValueError(f"mode must be hybrid, vector or bm25, not {mode!r}")
    n = max(candidates, k)
    query = with_glossary(query)
    ranked, cosine = {}, {}
    if mode in ("hybrid", "vector"):
        hits = vector_chunks(db, embedder.embed_one(query), n, kind, site, since, until, quantized, quantize_above)
        ranked["vector"] = [cid for cid, _ in hits]
        cosine = {cid: 1.0 - d for cid, d in hits}
    if mode in ("hybrid", "bm25"):
        ranked["bm25"] = [cid for cid, _ in bm25_chunks(db, query, n, kind, site, since, until)]
    if mode == "hybrid":
        ranked["heading"] = heading_chunks(db, query, {cid for ids in ranked.values() for cid in ids})
    fused = reciprocal_rank_fusion(ranked)[:k]
    rows = chunks_by_ids(db, [f["id"] for f in fused])
    out = []
    for f in fused:
        row = rows.get(f["id"])
        if row is None:
            continue
        out.append(document_hit(row, f, cosine.get(f["id"])))
    return out


def citation(row: dict) -> str:
    if row.get("page"):
        pages = f"p. {row['page']}" if row.get("page_end") in (None, row["page"]) else f"pp. {row['page']}-{row['page_end']}"
        return f"{row['title']}, {pages}"
    return f"{row['title']}, § {row['heading']}" if row.get("heading") else row["title"]


def document_hit(row: dict, fused: dict, cosine: float | None) -> dict:
    return {"type": "document", "chunk_id": row["id"], "document_id": row["document_id"], "title": row["title"],
            "source": row["source"], "page": row["page"], "page_end": row["page_end"], "heading": row["heading"],
            "kind": row["kind"], "site": row["site"], "text": row["text"],
            "places": json.loads(row["places_json"]) if row["places_json"] is not None else None,
            "score": round(fused["score"], 6), "cosine": None if cosine is None else round(float(cosine), 4),
            "vector_rank": fused.get("vector_rank"), "bm25_rank": fused.get("bm25_rank"),
            "citation": citation(row)}
