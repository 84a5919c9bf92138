"""Word lists from the data files (understand/data/*.json) as regex alternations: Latin-script words are matched on
word boundaries by their callers, Arabic ones as substrings (Arabic glues its article and prepositions to the word:
"بالفهرنهايت"). Longest first, so a phrase wins over a word inside it ("at least" over "at")."""
import re
import unicodedata


TATWEEL = "\u0640"
TATWEEL_BEFORE_LATIN = re.compile(TATWEEL + "+(?=[a-z])")
# "والFWI", "الFWI": the article and "and" glued to a Latin code with no tatweel between them
ARABIC_BEFORE_LATIN = re.compile(r"(?<=[\u0621-\u064a])(?=[a-z])")


def simplify(text: str) -> str:
    """Lower case without accents, punctuation kept (clock times need their colon)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower().replace("’", "'")
    # Arabic's tatweel only stretches a word; before a Latin code ("الـFWI") it separates the article from the code.
    text = ARABIC_BEFORE_LATIN.sub(" ", TATWEEL_BEFORE_LATIN.sub(" ", text).replace(TATWEEL, ""))
    return text.replace("œ", "oe").replace("æ", "ae")     # ligatures NFKD keeps: "nœuds" as typed "noeuds"


ARABIC = re.compile(r"[\u0600-\u06ff]")


def by_script(words: list[str], fold=None) -> tuple[str, str]:
    """(the Latin-script words' alternation, folded when `fold` is given; the Arabic words' alternation)."""
    latin = sorted({fold(w) if fold else w for w in words if not ARABIC.search(w)}, key=len, reverse=True)
    arabic = sorted({w for w in words if ARABIC.search(w)}, key=len, reverse=True)
    return "|".join(map(re.escape, latin)), "|".join(map(re.escape, arabic))
