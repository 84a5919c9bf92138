"""Documents and their chunks: one transaction per document, so a failed load leaves nothing behind."""
import json
import time

import numpy as np

from appliance.store.db import Database
from appliance.store.vectors import claim_vector_table


def document_by_sha(db: Database, sha256: str) -> dict | None:
    rows = db.query("SELECT * FROM documents WHERE sha256 = ?", [sha256])
    return rows[0] if rows else None


def insert_document(db: Database, doc: dict, chunks: list[dict], vectors: np.ndarray, embedder: str) -> int:
    """Store a document, its chunks, their FTS rows and vectors atomically; returns the document id.

    `doc` has sha256, source, title, format, kind, site, pages, doc_ts; each chunk has text, page,
    page_end, heading and places (a list, or None when no place tagger ran).
    """
    vectors = np.asarray(vectors, dtype=np.float32)
    if len(vectors) != len(chunks):
        raise ValueError(f"{len(chunks)} chunks but {len(vectors)} vectors")
    conn = db.conn
    with conn:
        claim_vector_table(conn, "vec_chunks", embedder, vectors.shape[1] if len(vectors) else 384)
        doc_id = conn.execute(
            "INSERT INTO documents(sha256, source, title, format, kind, site, pages, doc_ts, embedder, added_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?) RETURNING id",
            (doc["sha256"], doc["source"], doc["title"], doc["format"], doc["kind"], doc.get("site") or "",
             doc.get("pages"), doc["doc_ts"], embedder, time.time())).fetchall()[0][0]
        for seq, (chunk, vec) in enumerate(zip(chunks, vectors)):
            places = chunk.get("places")
            chunk_id = conn.execute(
                "INSERT INTO chunks(document_id, seq, text, page, page_end, heading, places_json)"
                " VALUES (?,?,?,?,?,?,?) RETURNING id",
                (doc_id, seq, chunk["text"], chunk.get("page"), chunk.get("page_end"), chunk.get("heading"),
                 json.dumps(places) if places is not None else None)).fetchall()[0][0]
            conn.execute("INSERT INTO chunks_fts(rowid, text, heading, title) VALUES (?,?,?,?)",
                         (chunk_id, chunk["text"], chunk.get("heading") or "", doc["title"]))
            blob = vec.tobytes()
            conn.execute("INSERT INTO vec_chunks(chunk_id, kind, site, doc_ts, embedding, embedding_bits)"
                         " VALUES (?,?,?,?,?,vec_quantize_binary(?))",
                         (chunk_id, doc["kind"], doc.get("site") or "", float(doc["doc_ts"]), blob, blob))
    return doc_id


def delete_document(db: Database, doc_id: int) -> None:
    conn = db.conn
    with conn:
        ids = [r[0] for r in conn.execute("SELECT id FROM chunks WHERE document_id = ?", (doc_id,)).fetchall()]
        for chunk_id in ids:
            conn.execute("DELETE FROM chunks_fts WHERE rowid = ?", (chunk_id,))
            conn.execute("DELETE FROM vec_chunks WHERE chunk_id = ?", (chunk_id,))
        conn.execute("DELETE FROM chunks WHERE document_id = ?", (doc_id,))
        conn.execute("DELETE FROM documents WHERE id = ?", (doc_id,))


def chunks_by_ids(db: Database, ids: list[int]) -> dict[int, dict]:
    """Chunk rows joined with what a citation needs from their document, keyed by chunk id."""
    if not ids:
        return {}
    rows = db.query(
        "SELECT c.id, c.document_id, c.seq, c.text, c.page, c.page_end, c.heading, c.places_json,"
        " d.title, d.source, d.format, d.kind, d.site, d.doc_ts FROM chunks c JOIN documents d ON d.id = c.document_id"
        f" WHERE c.id IN ({','.join('?' * len(ids))})", list(ids))
    return {r["id"]: r for r in rows}


def list_documents(db: Database) -> list[dict]:
    return db.query("SELECT d.id, d.title, d.source, d.format, d.kind, d.site, d.pages, d.added_at,"
                    " (SELECT COUNT(*) FROM chunks c WHERE c.document_id = d.id) AS chunks FROM documents d ORDER BY d.id")


def store_counts(db: Database) -> dict:
    """Row counts of every document table (tests use it to show a failed load changed nothing)."""
    return {t: db.scalar(f"SELECT COUNT(*) FROM {t}") for t in ("documents", "chunks", "chunks_fts", "vec_chunks")}
