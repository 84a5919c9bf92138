"""Semantic chunking (paper 002): split where adjacent sentences stop talking about the same thing.

The boundary rule is the paper's: embed every sentence, take the cosine distance between each
pair of neighbours, and cut where it exceeds the document's own 95th percentile of those
distances, so the threshold adapts to how a document is written. Two practical guards on top:
a Markdown heading always starts a new chunk, and a chunk never grows past `max_chars` (the
embedder reads 256 tokens, about 1,000 characters of English, and ignores the rest).
"""
import re
from dataclasses import dataclass

import numpy as np

from appliance.documents.read import Block

# A sentence ends at . ! ? followed by space and a capital, digit or quote; abbreviations such
# as "e.g." or "approx." followed by lower case do not end one.
SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[A-Z0-9\"'(\[])")


@dataclass
class Sentence:
    text: str
    page: int | None
    heading: str | None
    starts_section: bool


@dataclass
class Chunk:
    text: str
    page: int | None
    page_end: int | None
    heading: str | None


def split_sentences(blocks: list[Block]) -> list[Sentence]:
    out = []
    for block in blocks:
        first = True
        for part in SENTENCE_END.split(block.text.strip()):
            part = part.strip()
            if part:
                out.append(Sentence(part, block.page, block.heading, block.starts_section and first))
                first = False
    return out


def adjacent_distances(vectors: np.ndarray) -> np.ndarray:
    """Cosine distance between each sentence and the next (vectors are L2-normalized)."""
    if len(vectors) < 2:
        return np.zeros(0, dtype=np.float32)
    return 1.0 - np.sum(vectors[:-1] * vectors[1:], axis=1)


def boundary_after(distances: np.ndarray, percentile: float) -> np.ndarray:
    """True at i when a chunk ends after sentence i: distance above the document's percentile."""
    if len(distances) == 0:
        return np.zeros(0, dtype=bool)
    return distances > np.percentile(distances, percentile)


def semantic_chunks(blocks: list[Block], embed, percentile: float = 95.0, max_chars: int = 1000) -> list[Chunk]:
    sentences = split_sentences(blocks)
    if not sentences:
        return []
    vectors = np.asarray(embed([s.text for s in sentences]), dtype=np.float32)
    cut = boundary_after(adjacent_distances(vectors), percentile)
    chunks, current = [], []
    for i, sentence in enumerate(sentences):
        too_long = current and sum(len(s.text) + 1 for s in current) + len(sentence.text) > max_chars
        if current and (sentence.starts_section or cut[i - 1] or too_long):
            chunks.append(_make_chunk(current))
            current = []
        current.append(sentence)
    if current:
        chunks.append(_make_chunk(current))
    return chunks


def _make_chunk(sentences: list[Sentence]) -> Chunk:
    pages = [s.page for s in sentences if s.page is not None]
    return Chunk(text=" ".join(s.text for s in sentences), page=min(pages) if pages else None,
                 page_end=max(pages) if pages else None, heading=sentences[0].heading)
