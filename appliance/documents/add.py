"""Load one document into the store: read, chunk semantically, tag places, embed, store atomically.

All work that can fail (reading, parsing, embedding, tagging) happens before the single write
transaction, so a file that fails leaves the store exactly as it was.
"""
import importlib
from pathlib import Path

from appliance.documents.chunking import semantic_chunks
from appliance.documents.read import DocumentError, read_document
from appliance.store.documents import document_by_sha, insert_document

DEFAULT = object()


def default_place_tagger():
    """appliance.geo.tag_places(text) -> list[dict] when the gazetteer is installed, else None."""
    try:
        geo = importlib.import_module("appliance.geo")
    except ImportError:
        return None
    tag_places = getattr(geo, "tag_places", None)
    missing = getattr(geo, "GazetteerMissing", LookupError)
    try:
        getattr(geo, "default_gazetteer", lambda: None)()  # not built yet: chunks keep places NULL
    except missing:
        return None
    return tag_places


def add_document(db, embedder, path, *, kind: str = "guidance", site: str = "", doc_ts: float | None = None,
                 place_tagger=DEFAULT, percentile: float = 95.0, max_chars: int = 1000) -> dict:
    """Returns {"status": "added"|"already loaded", "document_id", "title", "chunks", ...}.

    Raises DocumentError (one clear line) for files that cannot be loaded.
    """
    parsed = read_document(path)
    existing = document_by_sha(db, parsed.sha256)
    if existing:
        return {"status": "already loaded", "document_id": existing["id"], "title": existing["title"],
                "source": str(path), "chunks": db.scalar("SELECT COUNT(*) FROM chunks WHERE document_id = ?",
                                                         [existing["id"]])}
    chunks = semantic_chunks(parsed.blocks, embedder.embed, percentile=percentile, max_chars=max_chars)
    if not chunks:
        raise DocumentError(f"{path}: no sentences found in the file")
    tagger = default_place_tagger() if place_tagger is DEFAULT else place_tagger
    rows = []
    for c in chunks:
        places = None
        if tagger is not None:
            # A passage that names no place is about what its heading and title name ("Butte County
            # defensible space > Zone 0"): it inherits their places rather than none.
            places = [dict(p) for p in tagger(c.text)] or [dict(p) for p in tagger(_context(parsed.title, c.heading))]
        rows.append({"text": c.text, "page": c.page, "page_end": c.page_end, "heading": c.heading, "places": places})
    # The heading and title go into the embedded text too: "Evacuation > Butte County" is part of
    # what a passage is about even when its sentences never repeat it.
    vectors = embedder.embed([_embedding_text(parsed.title, c) for c in chunks])
    doc = {"sha256": parsed.sha256, "source": str(Path(path).resolve()), "title": parsed.title,
           "format": parsed.format, "kind": kind, "site": site or "", "pages": parsed.pages,
           "doc_ts": doc_ts if doc_ts is not None else Path(path).stat().st_mtime}
    doc_id = insert_document(db, doc, rows, vectors, embedder.name)
    return {"status": "added", "document_id": doc_id, "title": parsed.title, "source": str(path),
            "format": parsed.format, "pages": parsed.pages, "chunks": len(rows),
            "places_tagged": tagger is not None}


def _context(title: str, heading: str | None) -> str:
    return ". ".join(p for p in (title, heading) if p)


def _embedding_text(title: str, chunk) -> str:
    prefix = " > ".join(p for p in (title, chunk.heading) if p and p != chunk.text)
    return f"{prefix}: {chunk.text}" if prefix else chunk.text


def add_documents(db, embedder, paths, **kw) -> list[dict]:
    """Each path loaded on its own; a failure is reported as {"status": "error", "error": ...}."""
    results = []
    for path in paths:
        try:
            results.append(add_document(db, embedder, path, **kw))
        except DocumentError as exc:
            results.append({"status": "error", "source": str(path), "error": str(exc)})
    return results
