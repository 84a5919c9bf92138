"""The writer's verifier: a rewrite is accepted only if it adds nothing to the facts.

Checks, in order: every sentence ends with at least one [n] and every n is a citation of the
answer; every number (with its decimals, "17.5" is not "17") appears among the facts' numbers;
every clock time appears in the facts; every station name the box knows and every capitalised
name (a place) appears in the facts; and a sentence that names a station uses only numbers some
fact gives for that station (so a swapped station is caught even when its numbers exist).
Returns None when accepted, else the first problem in words.
"""
import re

from appliance.understand.stations import fold

NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:[.,]\d+)?")
CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b")
MARK = re.compile(r"\[(\d+)\]")
SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=\])\s+(?=[A-Z])")
NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-zà-ÿ]+(?:[- ][A-Z][a-zà-ÿ]+)*)")
# Words a crew sentence may capitalise that are not places or stations.
ALLOWED = {"fwi", "ffmc", "dmc", "dc", "isi", "bui", "cet", "utc", "rh", "km", "fbp", "i", "the", "a", "an", "it", "no"}


def numbers(text: str) -> set[str]:
    out = set()
    for n in NUMBER.findall(MARK.sub(" ", text)):
        n = n.replace(",", ".").lstrip("+")
        out.add(n)
        if "." in n:
            out.add(n.rstrip("0").rstrip("."))
    return out


def _known(n: str, allowed: set[str]) -> bool:
    # Only a decimal's trailing zeros may go ("17.50" is "17.5"); an integer's are its value ("10" is not "1").
    return n in allowed or ("." in n and n.rstrip("0").rstrip(".") in allowed)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.split(text.strip()) if s.strip()]


def verify(text: str, facts: list[str], n_citations: int, station_names: list[str]) -> str | None:
    if not text.strip():
        return "the text is empty"
    joined = " ".join(facts)
    for s in sentences(text):
        marks = [int(m) for m in MARK.findall(s)]
        if not marks:
            return f"the sentence “{s[:60]}” carries no [n]"
        bad = [m for m in marks if not 1 <= m <= n_citations]
        if bad:
            return f"[{bad[0]}] is not one of the sources"
    for t in CLOCK.findall(text):
        if t not in joined:
            return f"the time {t} is not in the facts"
    allowed = numbers(joined)
    for n in numbers(CLOCK.sub(" ", text)):
        if not _known(n, allowed):
            return f"the number {n} is not in the facts"
    folded_facts = fold(joined)
    for station in station_names:
        f = fold(station)
        if f and re.search(rf"\b{re.escape(f)}\b", fold(text)) and f not in folded_facts:
            return f"the station {station} is not in the facts"
    for m in NAME.finditer(MARK.sub(" ", text)):
        word = m.group(1)
        if fold(word) not in folded_facts and fold(word) not in ALLOWED:
            return f"the name {word} is not in the facts"
    for s in sentences(text):
        named = [st for st in station_names if fold(st) and re.search(rf"\b{re.escape(fold(st))}\b", fold(s))]
        for st in named:
            theirs = set().union(*[numbers(CLOCK.sub(" ", f)) for f in facts if fold(st) in fold(f)] or [set()])
            wrong = [n for n in numbers(CLOCK.sub(" ", s)) if not _known(n, theirs)]
            if wrong:
                return f"the number {wrong[0]} is not given for {st}"
    return None
