"""IntentMatch (paper 001, eq. 3): the similarity between the question and each intent's
description and reference questions, with the box's ONNX text embedder.

IntentMatch(q, i) = max cosine(q, r) over r in {description(i)} + questions(i). The reference
embeddings are computed once per embedder. The whole question (station names masked, so they don't
pull every station-bound intent up alike) gives the first intent; NOTHING matched well means the
question is about something the box does not hold (out_of_scope). A question can carry several
intents: it is split into clauses (sentences; "and / et / y" before a question word or an order:
"the danger at X and where should we stage the engines"), and a clause adds its best intent when it
matches it above FLOOR (and by CLAUSE_MARGIN when its runner-up is already in the set: a clause
that may only restate the question adds nothing). Priors against spurious
intents: a comparison needs two stations; a comparison carries each station's danger and readings, so
danger / current_conditions don't join it; an injection preamble ("ignore your rules and ...") is no
request. Cue words decide only when no embedder is loaded.
"""
import json
import re
from pathlib import Path

import numpy as np

_DATA = json.loads((Path(__file__).with_name("data") / "intents.json").read_text())
CATALOGUE = _DATA["intents"]
INTENTS = tuple(CATALOGUE)
COVERS = {k: set(v) for k, v in _DATA["covers"].items() if not k.startswith("_")}
COVERS_CUED = {k: set(v) for k, v in _DATA["covers_cued"].items() if not k.startswith("_")}
_HOLDS_ONLY = {k: set(v) for k, v in _DATA["holds"].items() if not k.startswith("_")}
HOLDS = {k: COVERS.get(k, set()) | _HOLDS_ONLY.get(k, set()) for k in COVERS.keys() | _HOLDS_ONLY.keys()}
SHORTHAND = {k: v for k, v in _DATA["shorthand"].items() if not k.startswith("_")}
_SHORT_RX = re.compile(r"\b(" + "|".join(map(re.escape, SHORTHAND)) + r")\b", re.IGNORECASE)
CLAUSE_CLEAR = 0.05   # a clause reads clearly on its own when its best intent leads its runner-up by this much
MAX_PARTS = 8         # parts of one question read on their own (the rest are read with the whole question)
CUE_TIE = 0.03        # the two best intents this close: the one the question names by a cue word goes first
FLOOR = 0.55          # a clause adds its intent only when it matches it this well
CLAUSE_MARGIN = 0.02  # ... and, when its runner-up is already in the set, clearly better ("Did they burn?" after analogs)
SUBSUMES = 0.03       # compare_stations this close to a danger/conditions best: the comparison gives both
NOTHING = 0.35        # a question that matches no intent this well is about something the box does not hold
MASK = "the station"  # what stations.mask_stations puts in place of a station name
# A comparison needs two stations: a clause naming one station (and no "both / which station") can't be one.
PLURAL = re.compile(r"\b(both|two|stations|which station|deux|dos|ambas|estaciones)\b", re.IGNORECASE)
# A clause starts at a sentence end, at "then / also", or at "and / et / y" followed by a word that opens a
# new request (a question word or an order): "the danger at X and where should we stage", "... and publish".
OPENERS = (r"where|what|how|which|when|who|did|does|do|is|are|was|were|should|can|could|will|would|publish|send|"
           r"tell|give|show|alert|broadcast|notify|evacuate|post|stage|plan|o[uù]|quel|quelle|comment|est-ce|publie|"
           r"envoie|d[oó]nde|cu[aá]l|qu[eé]|c[oó]mo|publica|env[ií]a")
CLAUSE_SPLIT = re.compile(r"(?<=[.?!;])\s+|\s+(?:and then|and also|then|also|puis|luego)\s+|,\s*(?:and|et|y)\s+|"
                          rf"\s+(?:and|et|y)\s+(?=(?:{OPENERS})\b)", re.IGNORECASE)

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
    """The question's clauses; an injection preamble ("ignore your rules and ...") is no request of its own."""
    parts = [p.strip() for p in CLAUSE_SPLIT.split(question) if p and len(p.strip()) > 3 and not PREAMBLE.match(p)]
    # A crew's question has a few parts; a pasted wall of 120 "and ...?" must not cost 120 embeddings.
    return parts[:MAX_PARTS] if len(parts) > 1 else []


def unread_parts(question: str, embedder, intents: list[str], masked: str | None = None,
                 ruled_out: tuple[str, ...] = ()) -> list[str]:
    """Clauses that no intent of the frame (nor one it covers) reads about as well as the clause's
    own best intent does: parts of the question the answer may leave unserved ("... and who won
    the football?", "How long until sunset?"). A clause whose best is "what can you do" asks nothing.
    `ruled_out`: intents the frame's rules set aside (a comparison with one station named): a clause
    is judged on its best other reading ("What's the danger at X" reads as danger)."""
    text = expand_shorthand(masked or question)
    parts = [p for p in clauses(text) if not _asks_nothing_new(p, text)]
    if not parts:
        return []
    held = (set(intents) | {x for i in intents for x in COVERS.get(i, ())}) - set(ruled_out)
    out = []
    cols = [INTENTS.index(h) for h in held if h in INTENTS]
    for part, row in zip(parts, intent_scores(parts, embedder)):
        row = row.copy()
        row[[INTENTS.index(r) for r in ruled_out]] = -1.0     # a set-aside reading is no reading of the clause
        k = int(row.argmax())
        held_best = max((float(row[j]) for j in cols), default=-1.0)
        if INTENTS[k] != "capabilities" and held_best < float(row[k]) - CLAUSE_CLEAR:
            out.append(part)
    return out


def match_intents(question: str, embedder, masked: str | None = None,
                  comparison: bool = True) -> tuple[list[str], dict[str, float]]:
    """(intents best first, {intent: IntentMatch of the whole question}). `masked` is the question
    with station names replaced (names would pull every station-bound intent up alike); the whole
    question keeps the better of the two readings, clauses are read masked."""
    question, text = expand_shorthand(question), expand_shorthand(masked or question)
    split = clauses(text)
    parts = [p for p in split if not _asks_nothing_new(p, text)]
    parts = parts if len(split) > 1 else []      # one part left beside an order still reads on its own
    scores = intent_scores([question, text, *parts], embedder)
    raw = np.maximum(scores[0], scores[1])
    whole = raw.copy()
    comp = INTENTS.index("compare_stations")
    if text.lower().count(MASK) == 1 and not PLURAL.search(text):
        whole[comp] = scores[2:, comp] = -1.0
    best = int(whole.argmax())
    if whole[best] < NOTHING:
        best = INTENTS.index("out_of_scope")
    elif comparison and INTENTS[best] in ("danger", "current_conditions") and whole[comp] >= whole[best] - SUBSUMES:
        best = comp
    else:
        # Two near-equal readings ("Past days similar to 14 August: how many had fires?" reads as a
        # summary and as analogs alike): a cue word for one of them, and not the other, settles it.
        runner = int(np.argsort(-whole)[1])
        cued = set(cue_intents(question, fallback=False))
        if whole[best] - whole[runner] < CUE_TIE and INTENTS[runner] in cued and INTENTS[best] not in cued:
            best = runner
    chosen = [best]
    for row in scores[2:]:
        order = np.argsort(-row)
        k, second = int(order[0]), int(order[1])
        # A clause whose runner-up the set already holds may only be restating it: it must be clear.
        clear = second not in chosen or row[k] - row[second] >= CLAUSE_MARGIN
        if row[k] >= FLOOR and clear and k not in chosen:
            chosen.append(k)
    bests = [int(row.argmax()) for row in scores[2:]]
    if len(bests) > 1 and best not in bests and all(row.max() >= FLOOR and _margin(row) >= CLAUSE_CLEAR for row in scores[2:]) \
            and len(chosen) > 1 and INTENTS[best] not in ("refuse", "out_of_scope"):
        # Every part of "How dry is it at X and how many similar days burned?" reads clearly on its
        # own: the whole question's blend of them ("summary") is no part of it.
        chosen = [k for k in chosen if k != best]
    if comp in chosen:   # a comparison reports each station's danger and readings: no separate intent for them
        chosen = [k for k in chosen if INTENTS[k] not in ("danger", "current_conditions")]
    return [INTENTS[k] for k in chosen], {INTENTS[k]: float(raw[k]) for k in range(len(INTENTS))}

def _margin(row: np.ndarray) -> float:
    top = np.sort(row)[-2:]
    return float(top[1] - top[0])


def cue_intents(question: str, fallback: bool = True) -> list[str]:
    """Intents whose cue words the question uses, most cues first (the last resort without an
    embedder; with `fallback`, "capabilities" when none is used)."""
    from appliance.understand.stations import fold

    q = f" {fold(expand_shorthand(question))} "
    counts: dict[str, int] = {}
    # Longest cue first, and a matched cue's words are used up: "fire weather" is danger's, so
    # the "weather" inside it is no cue for current conditions.
    for cue, name in sorted(((fold(c), n) for n, spec in CATALOGUE.items() for c in spec["cues"]), key=lambda p: -len(p[0])):
        if cue and f" {cue} " in q:
            counts[name] = counts.get(name, 0) + 1
            q = q.replace(f" {cue} ", " | ")
    hits = [(n, name) for name, n in counts.items()]
    return [name for _, name in sorted(hits, key=lambda h: -h[0])] or (["capabilities"] if fallback else [])


def describe(intent: str) -> str:
    return CATALOGUE[intent]["description"]
