"""How place names are compared: one normal form for the gazetteer and for the text it is matched in.

Both sides go through `normalize`, so "Béjaïa", "Bejaia" and "BEJAIA" meet, "Sidi-Bel Abbes" and
"Sidi Bel Abbès" meet, and "D.C." and "Washington D.C." split into the same tokens.
"""
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).with_name("data")
# A word, possibly with inner apostrophes ("O'Fallon"), and the period that may close it ("Calif.").
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*\.?")
_SENTENCE_END = re.compile(r"[.!?:;\n]\s*$")
# Words whose period is not a full stop ("St. Louis", "Mt. Shasta", "Gov. Newsom"); single letters too.
_ABBREVIATIONS = frozenset("st ste mt ft mr mrs ms dr gov sen rep gen lt col sgt capt jr sr vs no".split())
# Variants people write for the same leading word; a name gets each as an extra alias.
PREFIX_VARIANTS = {"saint": "st", "sainte": "ste", "mount": "mt", "fort": "ft", "st": "saint", "mt": "mount", "ft": "fort"}


@dataclass(frozen=True)
class Token:
    norm: str
    raw: str
    start: int
    end: int
    sentence_start: bool


def fold(word: str) -> str:
    """Lower case without accents: 'Béjaïa' -> 'bejaia'."""
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().replace("’", "'")


def tokenize(text: str) -> list[Token]:
    out = []
    for m in _TOKEN.finditer(text):
        raw = m.group(0)
        before = text[:m.start()]
        # An abbreviation's period ("St. Louis") does not end a sentence; a full stop after a word does.
        prev_abbrev = bool(out) and out[-1].raw.endswith(".") and (len(out[-1].norm) == 1 or out[-1].norm in _ABBREVIATIONS)
        sentence_start = not out or (bool(_SENTENCE_END.search(before)) and not prev_abbrev)
        norm = fold(raw.rstrip("."))
        # "Florida's dry season": the possessive is not part of the name (both sides drop it).
        norm = norm[:-2] if norm.endswith("'s") and len(norm) > 3 else norm
        out.append(Token(norm, raw, m.start(), m.end(), sentence_start))
    return out


def normalize(name: str) -> str:
    return " ".join(t.norm for t in tokenize(name))


def variants(name: str) -> set[str]:
    """The normal form plus the Saint/St., Mount/Mt., Fort/Ft. spellings of it."""
    norm = normalize(name)
    out = {norm} if norm else set()
    first, _, rest = norm.partition(" ")
    if rest and first in PREFIX_VARIANTS:
        out.add(f"{PREFIX_VARIANTS[first]} {rest}")
    return out


@lru_cache(maxsize=1)
def common_words() -> tuple[frozenset, frozenset]:
    """(never places, not places at a sentence start or in lower-case text) from the data file."""
    never, weak, current = set(), set(), None
    for line in (DATA_DIR / "common_words.txt").read_text().splitlines():
        if line.startswith("#!"):
            current = never if "never" in line else weak
        elif line and not line.startswith("#") and current is not None:
            current.update(line.split())
    return frozenset(never), frozenset(weak)
