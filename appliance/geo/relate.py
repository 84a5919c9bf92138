"""Distance, relation and decision between a question's places and a passage's (paper 002 §3.4).

d(q, t) = i_q + i_t, the indices of the lowest common ancestor in the two leaf-to-root ancestor
lists, None (infinite) without one. Relation and decision:
  exact -> answer; broader (passage about an ancestor) -> warn; narrower (about a descendant) ->
  warn; different (only an ancestor in common, or none) -> abstain; none (the question names no
  place) -> answer by ordinary ranking.
A question or passage place that stayed ambiguous never earns a plain answer: its best option
is used and an exact match is downgraded to a warning naming the options.
"""
from appliance.geo.gazetteer import Gazetteer, default_gazetteer

DECISION = {"exact": "answer", "broader": "warn", "narrower": "warn", "different": "abstain", "none": "answer"}
# On equal distance a place on the question's own chain is more applicable than a sibling.
_TIE_ORDER = {"exact": 0, "broader": 1, "narrower": 1, "different": 2}


def lowest_common_ancestor(h_q: tuple, h_t: tuple) -> tuple[str, int, int] | None:
    """(lca, i_q, i_t): the first element of h_q (leaf to root) that is also in h_t."""
    index_t = {p: i for i, p in enumerate(h_t)}
    for i_q, p in enumerate(h_q):
        if p in index_t:
            return p, i_q, index_t[p]
    return None


def distance(q_id: str, t_id: str, gaz: Gazetteer | None = None) -> int | None:
    gaz = gaz or default_gazetteer()
    lca = lowest_common_ancestor(gaz.ancestors(q_id), gaz.ancestors(t_id))
    return None if lca is None else lca[1] + lca[2]


def relation_of(q_id: str, t_id: str, gaz: Gazetteer) -> tuple[str, int | None, str | None]:
    """(relation, distance, lca id) of one passage place to one question place."""
    lca = lowest_common_ancestor(gaz.ancestors(q_id), gaz.ancestors(t_id))
    if lca is None:
        return "different", None, None
    anc = lca[0]
    # The indices count steps on the shortest way up: a second parent (a feature) must not push the
    # country further from Oregon than the paper's [Oregon, region, United States] has it.
    i_q, i_t = gaz.depths(q_id)[anc], gaz.depths(t_id)[anc]
    rel = "exact" if q_id == t_id else "broader" if anc == t_id else "narrower" if anc == q_id else "different"
    return rel, i_q + i_t, anc


def _ids(place: dict, gaz: Gazetteer) -> list[tuple[str, bool]]:
    """(id, ambiguous) for a tagged place: its id, or each of its options. Ids this gazetteer does
    not know (a chunk tagged by an older build) count as no place, never as a crash."""
    if place.get("id"):
        return [(place["id"], False)] if gaz.place(place["id"]) else []
    return [(o["id"], True) for o in place.get("options", []) if o.get("id") and gaz.place(o["id"])]


def focus(places: list[dict], gaz: Gazetteer) -> list[dict]:
    """Drop places that only qualify another ("Chico in Butte County" asks about Chico)."""
    ids = [p["id"] for p in places if p.get("id")]
    return [p for p in places if not (p.get("id") and any(o != p["id"] and p["id"] in gaz.ancestors(o) for o in ids))]


def _reason(rel: str, q, t, lca, q_amb: list, t_amb: list) -> str:
    if rel == "exact":
        text = f"the passage is about {q.name}, the place asked about"
    elif rel == "broader":
        text = f"this guidance is for {t.name} as a whole ({t.level} level), not specific to {q.name}"
    elif rel == "narrower":
        text = f"this guidance is specific to {t.name} ({t.level} level), part of {q.name}; it may not hold for all of {q.name}"
    elif lca is not None:
        text = f"the passage is about {t.name}, a different place from {q.name} (they share only {lca.name})"
    else:
        text = f"the passage is about {t.name}, which has nothing in common with {q.name}"
    if q_amb:
        text += "; the question's place is ambiguous: " + "; ".join(q_amb)
    if t_amb:
        text += "; the passage's place is ambiguous: " + "; ".join(t_amb)
    return text


def relate(question_places: list[dict], passage_places: list[dict], gazetteer: Gazetteer | None = None) -> dict:
    """{distance, relation, decision, reason} of a passage for a question, from their tagged places."""
    gaz = gazetteer or default_gazetteer()
    q_places = [p for p in focus(question_places or [], gaz) if _ids(p, gaz)]
    if not q_places:
        return {"distance": None, "relation": "none", "decision": "answer", "reason": "the question names no place: ordinary ranking"}
    names = ", ".join(p["name"] for p in q_places)
    t_places = passage_places or []
    if not any(_ids(p, gaz) for p in t_places):
        return {"distance": None, "relation": "none", "decision": "warn",
                "reason": f"the passage names no place; check that it applies to {names}"}
    best = None
    for qp in q_places:
        for q_id, q_amb in _ids(qp, gaz):
            for tp in t_places:
                for t_id, t_amb in _ids(tp, gaz):
                    rel, d, lca = relation_of(q_id, t_id, gaz)
                    key = (d if d is not None else float("inf"), _TIE_ORDER[rel], q_amb or t_amb)
                    if best is None or key < best[0]:
                        best = (key, rel, d, lca, q_id, t_id, qp if q_amb else None, tp if t_amb else None)
    _, rel, d, lca, q_id, t_id, q_amb, t_amb = best
    decision = DECISION[rel]
    if (q_amb or t_amb) and decision == "answer":
        decision = "warn"
    q_opts = [o["label"] for o in q_amb["options"]] if q_amb else []
    t_opts = [o["label"] for o in t_amb["options"]] if t_amb else []
    reason = _reason(rel, gaz.place(q_id), gaz.place(t_id), gaz.place(lca) if lca else None, q_opts, t_opts)
    return {"distance": d, "relation": rel, "decision": decision, "reason": reason}


def rank_by_geography(question_places: list[dict], candidates: list[dict], k: int = 6,
                      gazetteer: Gazetteer | None = None) -> list[dict]:
    """Top k candidates ({"places": [...], "cosine": float, ...}) by (smaller distance, higher cosine).

    Each returned candidate is a copy with "geo" (the relate() result) added. Passages the decision
    abstains from are left out; passages naming no place rank after every placed one (distance
    infinite) but stay, with their warning. A question naming no place ranks by cosine alone.
    """
    gaz = gazetteer or default_gazetteer()
    scored = []
    for cand in candidates:
        geo = relate(question_places, cand.get("places") or [], gaz)
        if geo["decision"] == "abstain":
            continue
        d = geo["distance"] if geo["distance"] is not None else float("inf")
        if geo["relation"] == "none" and geo["decision"] == "answer":
            d = 0  # the question names no place: cosine decides
        scored.append((d, -float(cand.get("cosine", 0.0)), len(scored), {**cand, "geo": geo}))
    scored.sort(key=lambda s: s[:3])
    return [s[3] for s in scored[:k]]
