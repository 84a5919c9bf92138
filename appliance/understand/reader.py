"""The trained reader (DESIGN §8b): which intents a question asks, learned from the labelled crew questions.

A small network over [the question's sentence embedding, the features of features.py]: one hidden layer
(ReLU), one sigmoid output per intent (a question may ask several), trained with binary cross-entropy
and weight decay by full-batch Adam from a fixed seed (so the same data gives the same bytes). A
logistic head (no hidden layer) is the baseline it is measured against. Probabilities are calibrated by
one temperature fitted on a held-back fold, and the "unsure" threshold is chosen on that fold too: the
reader is unsure when its least certain intent decision is less certain than the threshold.

The artefact is one .npz (weights, feature standardisation, temperature, threshold, the feature and
intent names it was trained with, the embedder it expects); its sha256 sits beside it in reader.json.
"""
import hashlib
import json
import re
import unicodedata
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from appliance.understand.intents import INTENTS

ARTEFACT = Path(__file__).with_name("data") / "reader.npz"
CARD = Path(__file__).with_name("data") / "reader.json"


@dataclass
class Reading:
    """What the reader made of a question: the intent set, each intent's calibrated probability, how sure."""
    intents: list[str]
    probs: dict[str, float]
    confidence: float           # the least certain intent decision: min over intents of max(p, 1 - p)
    unsure: bool


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))


class Reader:
    def __init__(self, params: dict):
        self.p = params
        self.intents = [str(x) for x in params["intents"]]
        self.feature_names = [str(x) for x in params["feature_names"]]
        self.temperature = float(params["temperature"])
        self.threshold = float(params["threshold"])
        self.embedder = str(params.get("embedder", ""))
        self.trained_on: list[str] = []          # the batches it learnt from (its card's "trained_on")

    @classmethod
    def load(cls, path: Path = ARTEFACT, card: Path | None = CARD) -> "Reader":
        """The shipped reader; refuses an artefact whose sha256 differs from its card (a damaged or swapped file)."""
        data = Path(path).read_bytes()
        if card is not None and Path(card).exists():
            want = json.loads(Path(card).read_text())["sha256"]
            got = hashlib.sha256(data).hexdigest()
            if got != want:
                raise ValueError(f"{path}: sha256 {got[:12]}… is not the {want[:12]}… its card names; "
                                 "retrain with `appliance understand train`")
        with np.load(path, allow_pickle=False) as z:
            reader = cls({k: z[k] for k in z.files})
        if card is not None and Path(card).exists():
            reader.trained_on = list(json.loads(Path(card).read_text()).get("trained_on") or [])
        return reader

    @property
    def ngram_dims(self) -> int:
        return int(self.p["ngram_dims"]) if "ngram_dims" in self.p else 0

    def logits(self, emb: np.ndarray, feats: np.ndarray, text: str | None = None) -> np.ndarray:
        grams = None
        if self.ngram_dims:
            if text is None:
                raise ValueError("this reader also reads the question's letters: pass its text")
            grams = char_ngrams([text], self.ngram_dims)
        return forward(self.p, np.atleast_2d(emb), np.atleast_2d(feats), grams)

    def read(self, emb: np.ndarray, feats: np.ndarray, text: str | None = None) -> Reading:
        probs = _sigmoid(self.logits(emb, feats, text)[0] / self.temperature)
        chosen = [self.intents[k] for k in np.flatnonzero(probs >= 0.5)] or [self.intents[int(np.argmax(probs))]]
        conf = float(set_confidence(probs[None, :])[0])
        return Reading(chosen, {i: round(float(p), 4) for i, p in zip(self.intents, probs)}, round(conf, 4),
                       conf < self.threshold)


# The question's letters as well as its meaning: hashed character 2-4-grams of each word (padded with spaces),
# binary, each row of unit length. Sentence embedders read Darija in Latin letters ("ch7al", "lbare7"), phone
# typing and code words ("FWI fo9 20") poorly; letter n-grams carry them, as in snips-nlu's and fastText's
# classifiers. crc32, not Python's hash(): the same word must land in the same column in every process.
NGRAM_SIZES = (2, 3, 4)
_WORD = re.compile(r"\w+")


def char_ngrams(texts: list[str], dims: int) -> np.ndarray:
    """(len(texts), dims) float32: each text's hashed letter n-grams, rows of unit length (dense; a question has
    ~100 of them, so training passes a scipy.sparse matrix of the same rows instead)."""
    out = np.zeros((len(texts), dims), dtype=np.float32)
    for row, text in enumerate(texts):
        idx = ngram_columns(text, dims)
        if idx.size:
            out[row, idx] = 1.0 / np.sqrt(idx.size)
    return out


def ngram_columns(text: str, dims: int) -> np.ndarray:
    """The distinct hashed columns of a text's letter n-grams."""
    text = unicodedata.normalize("NFKC", text).lower()
    cols = set()
    for word in _WORD.findall(text):
        padded = f" {word} "
        for n in NGRAM_SIZES:
            for k in range(len(padded) - n + 1):
                cols.add(zlib.crc32(padded[k:k + n].encode()) % dims)
    return np.array(sorted(cols), dtype=np.int64)


def forward(p: dict, emb: np.ndarray, feats: np.ndarray, grams=None) -> np.ndarray:
    """The reader's logits; `grams` (the question's letter n-grams, dense or scipy.sparse) when it reads them."""
    if "feature_mask" in p:
        feats = feats[:, p["feature_mask"].astype(bool)]
    x = np.concatenate([emb, (feats - p["feat_mean"]) / p["feat_std"]], axis=1).astype(np.float32)
    if "w1" in p and p["w1"].size:
        pre = x @ p["w1"] + p["b1"]
        if "w1g" in p:
            pre = pre + np.asarray(grams @ p["w1g"])
        x = np.maximum(pre, 0.0)
    return x @ p["w2"] + p["b2"]


def fit(emb: np.ndarray, feats: np.ndarray, y: np.ndarray, *, hidden: int = 192, epochs: int = 400,
        lr: float = 3e-3, weight_decay: float = 1e-4, seed: int = 7, weights: np.ndarray | None = None,
        feature_mask: np.ndarray | None = None, grams=None, ngram_dims: int = 0) -> dict:
    """Full-batch Adam on binary cross-entropy; hidden=0 gives the logistic baseline; feature_mask keeps only the
    feature columns the reader may see (stored with the weights); with ngram_dims, `grams` (rows x ngram_dims,
    scipy.sparse) are the questions' letter n-grams, read by the hidden layer beside the rest. Deterministic."""
    rng = np.random.default_rng(seed)
    if ngram_dims and (grams is None or not hidden):
        raise ValueError("letter n-grams need their matrix and a hidden layer")
    if feature_mask is not None:
        feats = feats[:, feature_mask.astype(bool)]
    mean = feats.mean(axis=0)
    # A column constant in training says nothing; scaled by its own ~0 spread, a value it takes at run time would
    # reach the network a thousand times too large. Such a column is only centred.
    std = feats.std(axis=0)
    std = np.where(std < 1e-3, 1.0, std + 1e-3)
    x = np.concatenate([emb, (feats - mean) / std], axis=1).astype(np.float32)
    n, d = x.shape
    k = y.shape[1]
    w = np.ones(n, dtype=np.float32) if weights is None else weights.astype(np.float32)
    params = {}
    if hidden:
        params["w1"] = (rng.standard_normal((d, hidden)) * np.sqrt(2.0 / d)).astype(np.float32)
        params["b1"] = np.zeros(hidden, dtype=np.float32)
        if ngram_dims:
            params["w1g"] = (rng.standard_normal((ngram_dims, hidden)) * np.sqrt(2.0 / d)).astype(np.float32)
        d_out = hidden
    else:
        d_out = d
    params["w2"] = (rng.standard_normal((d_out, k)) * np.sqrt(1.0 / d_out)).astype(np.float32)
    prior = np.clip(y.mean(axis=0), 1e-3, 1 - 1e-3)
    params["b2"] = np.log(prior / (1 - prior)).astype(np.float32)
    m = {key: np.zeros_like(v) for key, v in params.items()}
    s = {key: np.zeros_like(v) for key, v in params.items()}
    b1, b2, eps = 0.9, 0.999, 1e-8
    for t in range(1, epochs + 1):
        if hidden:
            pre = x @ params["w1"] + params["b1"]
            h = np.maximum(pre + np.asarray(grams @ params["w1g"]) if ngram_dims else pre, 0.0)
        else:
            h = x
        z = h @ params["w2"] + params["b2"]
        g = (_sigmoid(z) - y) * w[:, None] / w.sum()
        grads = {"w2": h.T @ g + weight_decay * params["w2"], "b2": g.sum(axis=0)}
        if hidden:
            gh = (g @ params["w2"].T) * (h > 0)
            grads["w1"] = x.T @ gh + weight_decay * params["w1"]
            grads["b1"] = gh.sum(axis=0)
            if ngram_dims:
                grads["w1g"] = np.asarray(grams.T @ gh) + weight_decay * params["w1g"]
        for key, gr in grads.items():
            m[key] = b1 * m[key] + (1 - b1) * gr
            s[key] = b2 * s[key] + (1 - b2) * gr * gr
            params[key] -= lr * (m[key] / (1 - b1 ** t)) / (np.sqrt(s[key] / (1 - b2 ** t)) + eps)
    params["feat_mean"], params["feat_std"] = mean.astype(np.float32), std.astype(np.float32)
    if feature_mask is not None:
        params["feature_mask"] = feature_mask.astype(np.uint8)
    if ngram_dims:
        params["ngram_dims"] = np.int64(ngram_dims)
    return params


def fit_temperature(logits: np.ndarray, y: np.ndarray) -> float:
    """The temperature minimising the held-back fold's binary cross-entropy (a grid: deterministic)."""
    best, best_t = np.inf, 1.0
    for t in np.exp(np.linspace(np.log(0.25), np.log(8.0), 121)):
        p = np.clip(_sigmoid(logits / t), 1e-7, 1 - 1e-7)
        loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
        if loss < best:
            best, best_t = loss, float(t)
    return best_t


def chosen_sets(probs: np.ndarray) -> np.ndarray:
    """Each row's intent set: every intent at 0.5 or more, or the likeliest one where none is."""
    pred = probs >= 0.5
    empty = ~pred.any(axis=1)
    pred[empty, np.argmax(probs[empty], axis=1)] = True
    return pred


def set_confidence(probs: np.ndarray) -> np.ndarray:
    """How sure the reader is of each row's chosen set: the least sure of its choices, each chosen intent's
    probability and each left-out one's complement. An intent chosen only as the likeliest of none (p 0.07 for
    "explain" in "ok thanks. what's it like there now?") is as unsure as its own probability says, not
    1 - 0.07: the old measure read such a reading as 0.93 sure and answered it."""
    pred = chosen_sets(probs)
    return np.min(np.where(pred, probs, 1 - probs), axis=1)


def choose_threshold(probs: np.ndarray, y: np.ndarray, target: float = 0.98) -> float:
    """The lowest confidence threshold at which the questions the reader is sure of get their exact intent set
    right at least `target` of the time on the held-back fold (the rest are warned or asked back)."""
    pred = chosen_sets(probs)
    exact = (pred == (y > 0.5)).all(axis=1)
    conf = set_confidence(probs)
    for thr in np.linspace(0.5, 0.999, 200):
        sure = conf >= thr
        if sure.sum() >= 20 and exact[sure].mean() >= target:
            return float(thr)
    return 0.999


def save(params: dict, path: Path = ARTEFACT, card: Path = CARD, info: dict | None = None) -> str:
    """Writes the artefact and its card (sha256 and what it was trained on); returns the sha256."""
    import io
    import zipfile

    # np.savez stamps each member with the current time: a zip of fixed dates keeps the same weights the same bytes.
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for key, value in sorted(params.items()):
            member = io.BytesIO()
            np.save(member, np.asarray(value), allow_pickle=False)
            zf.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), member.getvalue(),
                        compress_type=zipfile.ZIP_DEFLATED)
    data = buf.getvalue()
    Path(path).write_bytes(data)
    digest = hashlib.sha256(data).hexdigest()
    Path(card).write_text(json.dumps({"sha256": digest, "bytes": len(data), **(info or {})}, indent=1) + "\n")
    return digest


def labels(intent_sets: list[list[str]]) -> np.ndarray:
    return np.array([[1.0 if i in s else 0.0 for i in INTENTS] for s in intent_sets], dtype=np.float32)
