"""Literature packs: references with title, authors, year, abstract and (only if present) DOI."""
import json

import numpy as np


def read_literature(manifest) -> list[tuple]:
    refs = json.loads(manifest.data_file.read_text(encoding="utf-8"))
    return [(r["ref_id"], r["title"], r["authors"], r.get("year"), r["abstract"], r.get("doi") or None) for r in refs]


def search_literature(db, embedder, query: str, k: int = 3) -> list[dict]:
    """Top k references by cosine between the query and title + abstract (few rows: brute force)."""
    refs = db.query("SELECT l.pack, l.ref_id, l.title, l.authors, l.year, l.abstract, l.doi, p.synthetic"
                    " FROM pack_literature l JOIN packs p ON p.name = l.pack ORDER BY l.pack, l.ref_id")
    if not refs or not query.strip():
        return []
    vecs = embedder.embed([f"{r['title']}. {r['abstract']}" for r in refs])
    scores = vecs @ np.asarray(embedder.embed([query])[0])
    order = sorted(range(len(refs)), key=lambda i: (-float(scores[i]), refs[i]["ref_id"]))[:k]
    return [{**refs[i], "synthetic": bool(refs[i]["synthetic"]), "score": round(float(scores[i]), 3)} for i in order]


def cite(ref: dict) -> str:
    """A citation line built only from the pack's fields; the DOI only when the pack has one."""
    line = f"{ref['authors']} ({ref['year']}). {ref['title']}."
    return f"{line} doi:{ref['doi']}" if ref.get("doi") else line
