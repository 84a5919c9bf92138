"""IntentMatch (paper 001, eq. 3): the similarity between the question and each intent's
description and reference questions, with the box's ONNX text embedder.

IntentMatch(q, i) = max cosine(q, r) over r in {description(i)} + questions(i). The reference
embeddings are computed once per embedder. A question can carry several intents: it is split
into clauses ("Compare today's fire weather at both stations. Which one should we watch?"), each
clause is matched, and every clause's best intent above FLOOR joins the set, as does any intent
within MARGIN of the whole question's best. Cue words decide only when no embedder is loaded.
"""
import json
import re
from functools import lru_cache
from pathlib import Path

import numpy as np

CATALOGUE = json.loads((Path(__file__).with_name("data") / "intents.json").read_text())["intents"]
INTENTS = tuple(CATALOGUE)
FLOOR = 0.55          # a clause adds its intent only when it matches it this well
MARGIN = 0.0         # intents this close to the best whole-question match are kept too (0: only clauses add)
CLAUSE_SPLIT = re.compile(r"(?<=[.?!;])\s+|\s+(?:and then|and also|then|also|puis|luego)\s+|,\s*(?:and|et|y)\s+")


class _Refs:
    def __init__(self, embedder):
        texts, owners = [], []
        for name, spec in CATALOGUE.items():
            for t in [spec["description"], *spec["questions"]]:
                texts.append(t)
                owners.append(name)
        self.vectors = np.asarray(embedder.embed(texts), dtype=np.float32)
        self.owners = np.array([INTENTS.index(o) for o in owners])


_cache: dict[int, _Refs] = {}


def _refs(embedder) -> _Refs:
    key = id(embedder)
    if key not in _cache:
        _cache[key] = _Refs(embedder)
    return _cache[key]


def intent_scores(texts: list[str], embedder) -> np.ndarray:
    """(len(texts), len(INTENTS)) IntentMatch scores in [-1, 1]."""
    refs = _refs(embedder)
    sims = np.asarray(embedder.embed(texts), dtype=np.float32) @ refs.vectors.T
    out = np.full((len(texts), len(INTENTS)), -1.0, dtype=np.float32)
    for k in range(len(INTENTS)):
        cols = refs.owners == k
        out[:, k] = sims[:, cols].max(axis=1)
    return out


def clauses(question: str) -> list[str]:
    parts = [p.strip() for p in CLAUSE_SPLIT.split(question) if p and len(p.strip()) > 3]
    return parts if len(parts) > 1 else []


def match_intents(question: str, embedder, masked: str | None = None) -> tuple[list[str], dict[str, float]]:
    """(intents best first, {intent: IntentMatch of the whole question}). `masked` is the question
    with station names replaced; each intent keeps the better of the two readings."""
    parts = clauses(question)
    scores = intent_scores([question, *parts], embedder)
    if masked and masked != question:
        scores[0] = np.maximum(scores[0], intent_scores([masked], embedder)[0])
    whole = scores[0]
    best = int(whole.argmax())
    chosen = [best] + [k for k in np.argsort(-whole) if k != best and MARGIN > 0 and whole[k] >= whole[best] - MARGIN and whole[k] >= FLOOR]
    for row in scores[1:]:
        k = int(row.argmax())
        if row[k] >= FLOOR and k not in chosen:
            chosen.append(k)
    return [INTENTS[k] for k in chosen], {INTENTS[k]: float(whole[k]) for k in range(len(INTENTS))}


def cue_intents(question: str) -> list[str]:
    """The last resort without an embedder: intents whose cue words the question uses."""
    from appliance.understand.stations import fold

    q = f" {fold(question)} "
    hits = [(sum(f" {fold(c)} " in q for c in spec["cues"]), name) for name, spec in CATALOGUE.items()]
    hits = [h for h in hits if h[0] > 0]
    return [name for _, name in sorted(hits, key=lambda h: -h[0])] or ["capabilities"]


def describe(intent: str) -> str:
    return CATALOGUE[intent]["description"]
