"""The intent catalogue (data/intents.json: each intent's description and reference questions) and IntentMatch
(paper 001, eq. 3): the cosine between a text and each intent's description and references, with the box's
ONNX text embedder. The trained reader (reader.py) decides a question's intents; IntentMatch is the last
resort when the reader is not loaded. The question's clauses (clauses()) are read on their own too (read.py).
"""
import json
import re
from pathlib import Path

import numpy as np

_DATA = json.loads((Path(__file__).with_name("data") / "intents.json").read_text())
CATALOGUE = _DATA["intents"]
INTENTS = tuple(CATALOGUE)
COVERS = {k: set(v) for k, v in _DATA["covers"].items() if not k.startswith("_")}
_HOLDS_ONLY = {k: set(v) for k, v in _DATA["holds"].items() if not k.startswith("_")}
HOLDS = {k: COVERS.get(k, set()) | _HOLDS_ONLY.get(k, set()) for k in COVERS.keys() | _HOLDS_ONLY.keys()}
SHORTHAND = {k: v for k, v in _DATA["shorthand"].items() if not k.startswith("_")}
_SHORT_RX = re.compile(r"\b(" + "|".join(map(re.escape, SHORTHAND)) + r")\b", re.IGNORECASE)
MAX_PARTS = 8         # parts of one question read on their own (the rest are read with the whole question)

# A request's opening words: a clause that starts with none of them and ends in "." beside a question sets the scene.
OPENERS = (r"where|what|how|which|when|who|did|does|do|is|are|was|were|should|can|could|will|would|publish|send|"
           r"tell|give|show|alert|broadcast|notify|evacuate|post|stage|plan|o[uù]|quel|quelle|comment|est-ce|publie|"
           r"envoie|d[oó]nde|cu[aá]l|qu[eé]|c[oó]mo|publica|env[ií]a")
# Clauses end at a sentence's end, a comma or a joining word, in the crews' four languages (data/clauses.json).
CLAUSE_RULES = json.loads((Path(__file__).with_name("data") / "clauses.json").read_text(encoding="utf-8"))
_WAW = CLAUSE_RULES["arabic_and"]
_KEEP = "|".join(re.escape(w[len(_WAW):]) for w in CLAUSE_RULES["arabic_words_with_waw"])
# French "il y a" holds the Spanish joiner "y", and "le plus", "de plus" the joiner "plus": no second ask (data/clauses.json
# "joiner_not_after").
_JOINERS = "|".join("".join(rf"(?<!\b{w}\s)(?<!\b{w}\s\s)" for w in CLAUSE_RULES["joiner_not_after"].get(j, ())) + re.escape(j)
                    for j in CLAUSE_RULES["joiners"])
CLAUSE_SPLIT = re.compile(r"(?<=[.?!;؟])\s+|\s*,?\s+(?:" + _JOINERS + r")\s+(?=\w)"
                          rf"|\s+\+\s+|،\s*|\s+{_WAW}(?!(?:{_KEEP})\b)(?=\S)", re.IGNORECASE)
# "between 1 and 10 September", "entre el 3 y el 9": a range's "and" joins two days, not two asks.
RANGE = re.compile(r"\b(?:between|entre|بين)\s+(?:the |le |el |l')?\d+\S*(?:\s+\w+)?\s*,?\s+(?:and|et|y|و)\s*(?=(?:the |le |el )?\d)",
                   re.IGNORECASE)


def split_clauses(question: str) -> list[str]:
    """The question cut at CLAUSE_SPLIT, except inside a range of days."""
    keep = [m.span() for m in RANGE.finditer(question)]
    parts, start = [], 0
    for m in CLAUSE_SPLIT.finditer(question):
        if not any(a <= m.start() < b for a, b in keep):
            parts.append(question[start:m.start()])
            start = m.end()
    return parts + [question[start:]]


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


PREAMBLE = re.compile(r"^\W*(ignore|forget|disregard|oublie|ignora|olvida|you are now|from now on|act as|pretend|"
                      r"tu es maintenant|ahora eres)\b", re.IGNORECASE)
# A clause that only refers back to the one before ("did they burn?", "any fires on those?") asks
# nothing new; a statement that sets the scene ("Fire reported at 35.21, -0.61.") asks nothing at all.
RADIO_ACK = set("copy copied roger that wilco affirm affirmative understood got it noted ok okay thanks thank you cheers "
                "10 4 ten four over out bien recu merci vale gracias entendido recibido".split())
BACK_REFERENCE = re.compile(r"\b(they|them|those|these|ils|elles|ellos|ellas|esos|esas)\b", re.IGNORECASE)
REQUEST_START = re.compile(rf"^\W*(?:{OPENERS}|give|tell|show|compare|summari[sz]e|list|find|check|project|estimate|rank|"
                           r"explain|describe|look|pull|get|send|draw|map|brief)\b", re.IGNORECASE)


def expand_shorthand(text: str) -> str:
    """"Current wx Bejaia?" -> "Current weather Bejaia?" (data/intents.json "shorthand")."""
    return _SHORT_RX.sub(lambda m: SHORTHAND[m.group(1).lower()], text)


def _asks_nothing_new(clause: str, question: str) -> bool:
    from appliance.understand.orders import is_order

    bare = re.sub(r"\b(the station|and|also|et|y|aussi|tambien|at|a|en)\b|\W", " ", clause.lower()).split()
    if not bare or all(w in RADIO_ACK for w in bare):
        return True   # "... and also Béjaïa": a station added; "copy.", "roger that": an acknowledgement
    if BACK_REFERENCE.search(clause) and len(clause.split()) <= 6 or is_order(clause):
        return True   # an order is refused as a whole (parse.py), whatever else its words match
    return clause.rstrip().endswith((".", ",")) and "?" in question and not REQUEST_START.match(clause)


def clauses(question: str) -> list[str]:
    """The question's clauses of two words or more (none for a one-clause question); an injection preamble ("ignore
    your rules and ...") is no request of its own."""
    parts = [p.strip() for p in split_clauses(question)
             if p and len(re.findall(r"\w+", p)) >= CLAUSE_RULES["min_words"] and not PREAMBLE.match(p)]
    # A crew's question has a few parts; a pasted wall of 120 "and ...?" must not cost 120 embeddings.
    return parts[:MAX_PARTS] if len(parts) > 1 else []


def nearest_intent(question: str, embedder) -> tuple[str, dict[str, float]]:
    """The last resort when the trained reader is not loaded: the intent whose description or reference
    question is nearest (the answer that follows is at most a warning: read.py marks it unsure)."""
    row = intent_scores([expand_shorthand(question)], embedder)[0]
    return INTENTS[int(row.argmax())], {INTENTS[k]: float(row[k]) for k in range(len(INTENTS))}


def describe(intent: str) -> str:
    return CATALOGUE[intent]["description"]
