"""Reciprocal rank fusion: merge ranked lists whose scores are not comparable (BM25 vs cosine).

score(d) = sum over lists of 1 / (k + rank_d), rank from 1 (Cormack et al., 2009; k = 60 is the
value from that paper and works without tuning).
"""

RRF_K = 60


def reciprocal_rank_fusion(ranked: dict[str, list[int]], k: int = RRF_K) -> list[dict]:
    """`ranked` maps a method name to ids, best first. Returns [{"id", "score", "<method>_rank"...}], best first."""
    fused: dict[int, dict] = {}
    for method, ids in ranked.items():
        for rank, item in enumerate(ids, start=1):
            entry = fused.setdefault(item, {"id": item, "score": 0.0})
            if f"{method}_rank" in entry:
                continue  # an id listed twice by one method counts once, at its best rank
            entry["score"] += 1.0 / (k + rank)
            entry[f"{method}_rank"] = rank
    return sorted(fused.values(), key=lambda e: (-e["score"], e["id"]))
