"""Misspelt words of the crew's vocabulary set right before a question is read ("temprature",
"humidty", "dnager", "simlar", "conditons currrently"): the constructs read words, and one typo in the
word that carries a question sent it to another intent. Only words close to exactly one word of the
vocabulary below are changed, never a word that starts a vocabulary word or is one with an ending
("humid", "recorded", "usually"), nor the common words that sit close to one ("whether" is not "weather").
Station names are matched apart, with their own typos (stations.py).
"""
import difflib
import re
import unicodedata

VOCABULARY = (
    "temperature temperatures humidity conditions currently current danger dangerous similar yesterday weather "
    "forecast record unusual compare compared comparison station stations readings reading history historical "
    "tomorrow situation summary summarize detection detections projection evacuate evacuation precipitation "
    "rainfall moisture lightning average highest lowest hottest driest windiest wettest worst worse before "
    "ordinary typical normal usual previous weekend tonight morning afternoon evening minutes drone frames smoke "
    "spread latest season august september july june burned analogs likelihood relative direction gusts rating "
    "index level danger wind windy rain humid today fires temperatura humedad viento peligro incendio humidite "
    "vitesse risque incendie incendies incendios humide dangereux peligroso temperaturas previsions prevision "
    "estado semaine semana ultimos derniers dernieres journee actuellement ahora which").split()
# Common words within reach of a vocabulary word: left as they are.
COMMON = set("whether leather feather heather wetter rather together weaker dancer ranger hunger mourning "
             "humor summer summers reader leader reason season's stationary burner smoky "
             # short words that are a vocabulary word with a letter left out
             "done fire fare firs fies fres fames guts lighting wore wort wost rating station vento "
             # English words a letter or two from one ("forest fire" is no forecast, "evaluate" no order to evacuate)
             "forest forests forestry protection protections evaluate evaluated evaluating evaluation evaluations relate "
             "related stating precision provision provisions rescored flames flame precious dagger detention latent "
             "raving summery currant "
             # French and Spanish words a letter from an English one ("dirección" is no "direction" typo)
             "direccion direcciones situacion prevision proyeccion deteccion detecciones".split())
SUFFIXES = set("e s es ed d ing ly er ers est y al ary ally ness ish ier iest ment ments ings".split())
CUTOFF = 0.85
MIN_LENGTH = 6          # shorter words are too close to too many others ("faire" is not "fires")
WORD = re.compile(r"[^\W\d_]{4,}")


def fold_accents(word: str) -> str:
    """Lower case without accents."""
    return "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))


_VOCAB = sorted(set(fold_accents(w) for w in VOCABULARY))
_KNOWN = set(_VOCAB)


def _one_dropped(w: str, v: str) -> bool:
    """Whether `w` is `v` with one letter left out, not its first or last ("recrd", "wrst"; "fire" is not "fires")."""
    return len(w) + 1 == len(v) and any(v[:i] + v[i + 1:] == w for i in range(1, len(v) - 1))


def _corrected(word: str) -> str | None:
    w = fold_accents(word)
    if len(w) < MIN_LENGTH:
        # A short word only when it is a vocabulary word with one inner letter left out, and only one.
        dropped = [v for v in _VOCAB if _one_dropped(w, v)] if len(w) >= 4 and w not in _KNOWN and w not in COMMON else []
        return (dropped[0].capitalize() if word[:1].isupper() else dropped[0]) if len(dropped) == 1 else None
    if w in _KNOWN or w in COMMON or any(v.startswith(w) or (w.startswith(v) and w[len(v):] in SUFFIXES) for v in _VOCAB):
        return None
    swapped = [v for v in _VOCAB if one_swap(w, v) or _one_inner_letter(w, v)]
    if w[0] in "bv" and ("bv"[w[0] == "b"] + w[1:]) in _KNOWN:
        swapped = ["bv"[w[0] == "b"] + w[1:]]           # "biento": b and v sound alike in Spanish
    if len(swapped) == 1:
        return swapped[0].capitalize() if word[:1].isupper() else swapped[0]     # "dnager": two letters swapped
    close = [v for v in difflib.get_close_matches(w, _VOCAB, n=3, cutoff=CUTOFF) if v[0] == w[0]]
    if not close:
        return None
    ratio = [difflib.SequenceMatcher(None, w, v).ratio() for v in close]
    if len(close) > 1 and ratio[1] >= ratio[0]:
        return None        # two words as close: no telling which was meant
    return close[0].capitalize() if word[:1].isupper() else close[0]


def _one_inner_letter(w: str, v: str) -> bool:
    """Whether `w` is `v` with one letter typed wrong, not its first or last ("danjer")."""
    return len(w) == len(v) and w[0] == v[0] and w[-1] == v[-1] and sum(a != b for a, b in zip(w, v)) == 1


def one_swap(w: str, v: str) -> bool:
    """Whether `w` is `v` with two neighbouring letters swapped."""
    if len(w) != len(v) or w == v:
        return False
    diff = [i for i in range(len(w)) if w[i] != v[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and w[diff[0]] == v[diff[1]] and w[diff[1]] == v[diff[0]]


# Text-speak and radio shorthand, spelt out before anything reads the question ("hows sba lookin rn",
# "txt my capt the fwi", "gonna be windy 2nite", "n bejaya?"), French and Spanish SMS too ("pk le risque est si bas",
# "xq tan bajo", "q estacion tuvo mas", "il fait cb la haut"; "au PK 45 de la RN12" is a road marker, "CB" a radio).
TEXT_SPEAK = tuple((re.compile(rx, re.IGNORECASE), full) for rx, full in (
    (r"\b(?:2nite|2night|tonite)\b", "tonight"), (r"\b(?:tmrw|tmr|2moro\w*|tomoz)\b", "tomorrow"),
    (r"\brn\b", "right now"), (r"\b(?:yday|ystrdy|yest)\b", "yesterday"), (r"\bwk\b", "week"), (r"\bhw\b", "how"),
    (r"\bhows\b", "how's"), (r"\b(?:wats|whats)\b", "what's"), (r"\bwat\b", "what"), (r"\b(?:whers|wheres)\b", "where's"), (r"\bwher\b", "where"),
    (r"\bwhens\b", "when's"), (r"\bshud\b", "should"), (r"\bu\b", "you"), (r"\br\b(?! ?/)", "are"), (r"\bb4\b", "before"),
    (r"\btxt\b", "text"), (r"\bcapt\b", "captain"), (r"\blookin\b", "looking"), (r"\bgonna\b", "going to"),
    (r"\bwhich 1\b", "which one"), (r"^(\W*)k\b", r"\1ok"), (r"^(\W*)n\b", r"\1and"), (r"\bw\b(?= (?:this|the|that|all)\b)", "with"),
    (r"^\W*y\W*$", "why?"), (r"^\W*y\s+tho\W*$", "why though?"), (r"\bxq\b", "por qué"), (r"(?-i:\b(?:pk|pq|pkoi|pqoi)\b)(?!\s*\d)", "pourquoi"),
    (r"\bq\b(?!\s*[:=&])", "que"), (r"(?-i:\b[Cc]b\b)", "combien"), (r"\babt\b", "about"), (r"\bpls\b|\bplz\b", "please"), (r"\bthx\b", "thanks"), (r"\b(\d+) ?(?:mikes|mics)\b", r"\1 minutes"), (r"\b(\d+) ?(?:clicks|klicks|klics)\b", r"\1 km")))


def spell_out(question: str) -> str:
    for rx, full in TEXT_SPEAK:
        question = rx.sub(full, question)
    return question


def fix_typos(question: str) -> str:
    """The question with its text-speak spelt out and its misspelt vocabulary words set right (everything else untouched)."""
    return WORD.sub(lambda m: _corrected(m.group(0)) or m.group(0), spell_out(question))
