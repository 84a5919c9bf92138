"""The trained reader's data: every labelled crew question (all dev batches; the sealed batch never) and the
intent catalogue's reference questions, read by the slot parsers and rules as the box reads them, turned into
(embedding, features, labels, batch, group) arrays. Sessions are read in order with the previous turn's frame
carrying its GOLD intents (teacher forcing: at run time it carries what the box read). Reading ~4,000
questions takes minutes on 2 cores, so the arrays are cached outside the clone, keyed by the questions, the
lexicon and the understanding code.
"""
import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from appliance.evaluation import crew_build
from appliance.provision.offline_default import cache_dir
from appliance.understand import Frame, make_station
from appliance.understand.features import feature_names, question_features
from appliance.understand.followup import explained_of
from appliance.understand.intents import CATALOGUE, INTENTS
from appliance.understand.read import read_slots, settle
from appliance.understand.reader import labels

QUESTIONS = crew_build.QUESTIONS
STATIONS = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()
REFERENCE_BATCH = "ref"
REFERENCE_WEIGHT = 0.5          # the catalogue's one-line references count half a crew question
AFTER_SUFFIX = "~after"        # the id of a standalone question read again after an unrelated one
AFTER_EVERY = 3                 # every third standalone crew question
AFTER_STRIDE = 7919             # a prime: the turn before comes from far away in the list
AFTER_WEIGHT = 0.5              # such a copy counts half a crew question
AGAIN_SUFFIX = "~again"        # a short "and yesterday?" read after a question that asked readings and danger
AGAIN_EVERY = 2                 # every second such question
AGAIN_ASKED = ["current_conditions", "danger"]
AGAIN_PHRASES = json.loads((Path(__file__).with_name("reader_again.json")).read_text(encoding="utf-8"))
COPIES = (AFTER_SUFFIX, AGAIN_SUFFIX)
# Files that do not change the features (the reader itself, the read-back, the incident's sites): editing them
# keeps the cached features. clauses.json does change them: its joiners split the parts a place outside is read in.
NOT_READ_BY_PARSER = {"reader.json", "reader.py", "readback.py", "readback.json", "sites.py", "sites.json"}


@dataclass
class ReaderData:
    emb: np.ndarray
    feats: np.ndarray
    y: np.ndarray
    batch: np.ndarray          # "d1" (the original set, both old splits), "d2".."dN", "ref"
    group: np.ndarray          # template key or session id: never split between training and scoring
    ids: list[str]
    weights: np.ndarray
    texts: list[str]           # the questions as asked (the reader's letter n-grams are read from them)
    augmented: np.ndarray | None = None    # a standalone question read again after an unrelated one (after_unrelated)
    # the other intent sets the batch's writer accepted (intents_alt): scored right as crew_score scores them
    alternatives: list[list[list[str]]] | None = None


def batch_of(item_id: str) -> str:
    m = re.match(r"(d\d+)(?:-|s\d)", item_id)
    return m.group(1) if m else "d1"


def group_of(item: dict) -> str:
    if item.get("group"):          # a training copy sits in its original's group
        return item["group"]
    if item.get("session"):
        return item["session"]
    return re.sub(r"-\d+$", "", item["id"].removesuffix(AFTER_SUFFIX).removesuffix(AGAIN_SUFFIX))


def after_unrelated(items: list[dict]) -> list[dict]:
    """Every AFTER_EVERY-th standalone crew question again, read after another standalone question as the turn
    before it. On the page a session runs across questions that have nothing to do with each other; trained only on
    standalone questions read first and on sessions' follow-ups, the reader leaned on an unrelated turn before (after
    a projection, "ما هي نسبة الرطوبة في سيدي بلعباس، وهل ستمطر في نهاية الأسبوع؟" lost the humidity; on d54 and d56's
    standalone questions, exact sets fell from 0.99 read first to 0.85 read after the question before them). The
    turn before is picked by a fixed stride through the list, so it is another template's, usually another batch's."""
    alone = [it for it in items if not it.get("session")]
    out = []
    for k in range(AFTER_EVERY - 1, len(alone), AFTER_EVERY):
        j = (k * AFTER_STRIDE) % len(alone)
        while sorted(alone[j]["intents"]) == sorted(alone[k]["intents"]) or group_of(alone[j]) == group_of(alone[k]):
            j = (j + 1) % len(alone)        # another template, other intents
        before = alone[j]
        out.append({**alone[k], "id": alone[k]["id"] + AFTER_SUFFIX,
                    "after": {"question": before["question"], "intents": list(before["intents"])}})
    return out


def asked_again(items: list[dict]) -> list[dict]:
    """Short follow-ups asking the turn before again for another day or station (reader_again.json), read after
    every AGAIN_EVERY-th crew question that asked a station's readings and its danger together; labelled with
    both. The batches hold few of them ('¿y ayer?', 'Same for SBA.'), and the reader kept only the readings of
    "¿Y ayer a la misma hora?" after "Temperatura y FWI en Sidi Bel Abbès". The phrase is taken in the question's
    language by a fixed stride; the copy sits in the question's batch and group, so a fold never splits them."""
    asked = [it for it in items if sorted(it["intents"]) == AGAIN_ASKED]
    out = []
    for k in range(0, len(asked), AGAIN_EVERY):
        before = asked[k]
        phrases = AGAIN_PHRASES.get(before.get("lang") or "en") or AGAIN_PHRASES["en"]
        out.append({"id": before["id"] + AGAIN_SUFFIX, "group": group_of(before), "session": None, "turn": None, "lang": before.get("lang"),
                    "question": phrases[((k // AGAIN_EVERY) * 7) % len(phrases)], "intents": list(AGAIN_ASKED),
                    "after": {"question": before["question"], "intents": list(before["intents"])}})
    return out


def is_copy(item_id: str) -> bool:
    """A training copy made by code (after_unrelated, asked_again): trains, never scored or calibrated on."""
    return item_id.endswith(COPIES)


def crew_items(path: Path = QUESTIONS) -> list[dict]:
    return [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def reference_items() -> list[dict]:
    return [{"id": f"ref-{name}-{k}", "session": None, "turn": None, "question": q, "intents": [name]}
            for name, spec in CATALOGUE.items() for k, q in enumerate(spec["questions"])]


def read_items(items: list[dict], embedder, log=None) -> tuple[np.ndarray, np.ndarray]:
    """(embeddings, features) of items in order, sessions read turn by turn."""
    feats, prev_by_session = [], {}
    for n, it in enumerate(items):
        prev = prev_by_session.get(it["session"]) if it.get("session") and (it.get("turn") or 1) > 1 else None
        if it.get("after"):         # the unrelated turn before, carrying its gold intents as a session's turn does
            before, _ = read_slots(it["after"]["question"], now=NOW, stations=STATIONS)
            prev = Frame.from_json(before.audit(), before.question)
            prev.intents = list(it["after"]["intents"])
        frame, _ = read_slots(it["question"], now=NOW, stations=STATIONS, previous=prev)   # as the box reads it
        feats.append(question_features(it["question"], frame, prev))
        if it.get("session"):
            back = Frame.from_json(frame.audit(), frame.question)
            back.intents = list(it["intents"])
            # the session's stations as the box records them after its rules ("FWI at SBA, and which station is
            # hotter?" ranks both): the frame settled as if the reader had read the gold intents
            ruled = Frame.from_json(frame.audit(), frame.question)
            ruled.intents = list(it["intents"])
            settle(ruled, it["question"], prev, False, STATIONS)
            back.session_stations = list(ruled.session_stations)
            if back.intents == ["explain"] and prev is not None:
                back.explained = explained_of(prev)       # as carry_over records it when the box reads the "why?"
            prev_by_session[it["session"]] = back
        if log and n % 250 == 0:
            log(f"read {n}/{len(items)} questions")
    emb = np.asarray(embedder.embed([it["question"] for it in items]), dtype=np.float32)
    return emb, np.stack(feats)


def _key(items: list[dict], embedder_name: str) -> str:
    h = hashlib.sha256(embedder_name.encode())
    for it in items:
        h.update(json.dumps([it["id"], it["question"], it["intents"], it.get("after")], ensure_ascii=False).encode())
    h.update("|".join(feature_names()).encode())
    understand = Path(__file__).parents[1] / "understand"
    for f in sorted(understand.rglob("*")):
        if f.is_file() and f.suffix in (".py", ".json") and f.name not in NOT_READ_BY_PARSER:
            h.update(f.read_bytes())
    return h.hexdigest()[:16]


def _embeddings(items: list[dict], reader_embedder, have: dict, log=None, use_cache: bool = True) -> np.ndarray:
    """The reader's input vectors: each part of a joined embedder (embed/text.JoinedEmbedder) from `have`, its
    own cache (keyed by the role and the questions) or embedded now, side by side."""
    texts = [it["question"] for it in items]
    out = []
    for part in getattr(reader_embedder, "parts", [reader_embedder]):
        name = getattr(part, "name", "embedder")
        if name in have:
            out.append(have[name])
            continue
        h = hashlib.sha256(name.encode())
        for t in texts:
            h.update(t.encode() + b"\0")
        cache = cache_dir() / "reader" / f"embeddings-{h.hexdigest()[:16]}.npy"
        if use_cache and cache.exists():
            out.append(np.load(cache))
            continue
        if log:
            log(f"embedding {len(texts)} questions with {name}")
        vecs = np.asarray(part.embed(texts), dtype=np.float32)
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.save(cache, vecs)
        out.append(vecs)
    return np.concatenate(out, axis=1)


def load(embedder, path: Path = QUESTIONS, log=None, use_cache: bool = True, reader_embedder=None) -> ReaderData:
    """`embedder` reads the questions as the slot parsers do (features); `reader_embedder` (default: the same)
    gives the reader's input vectors, e.g. MiniLM joined with multilingual-e5."""
    crew = crew_items(path)
    items = crew + after_unrelated(crew) + asked_again(crew) + reference_items()
    cache = cache_dir() / "reader" / f"features-{_key(items, getattr(embedder, 'name', 'embedder'))}.npz"
    if use_cache and cache.exists():
        with np.load(cache, allow_pickle=False) as z:
            emb, feats = z["emb"], z["feats"]
        if log:
            log(f"features from the cache: {cache}")
    else:
        emb, feats = read_items(items, embedder, log)
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez(cache, emb=emb, feats=feats)
    if reader_embedder is not None and getattr(reader_embedder, "name", None) != getattr(embedder, "name", None):
        emb = _embeddings(items, reader_embedder, {getattr(embedder, "name", "embedder"): emb}, log, use_cache)
    batches = np.array([REFERENCE_BATCH if it["id"].startswith("ref-") else batch_of(it["id"]) for it in items])
    augmented = np.array([is_copy(it["id"]) for it in items])
    weights = np.where(batches == REFERENCE_BATCH, REFERENCE_WEIGHT, np.where(augmented, AFTER_WEIGHT, 1.0))
    return ReaderData(emb=emb, feats=feats, y=labels([it["intents"] for it in items]), batch=batches,
                      group=np.array([group_of(it) for it in items]), ids=[it["id"] for it in items],
                      weights=weights.astype(np.float32), texts=[it["question"] for it in items], augmented=augmented,
                      alternatives=[[sorted(a) for a in it.get("intents_alt") or []] for it in items])


__all__ = ["INTENTS", "ReaderData", "batch_of", "load"]
