"""Gazetteer matching: every span of text that is the name of a place, and how it is written.

Names are compared in one normal form (names.py). How a span is written decides whether it counts:
postal codes in capitals ("CA"), AP abbreviations with their period ("Calif."), common English
words that are also towns ("Mobile", "Hope") only when a qualifier follows, lower-case names in
mixed-case text only for big places, and a town's name glued to an unknown capitalised word
("Bay Area", "Sacramento Valley") not at all.
"""
from dataclasses import dataclass

from appliance.geo.gazetteer import Gazetteer
from appliance.geo.names import Token, common_words, tokenize

# Postal codes that are also English words or common acronyms: a place only as a qualifier.
RISKY_POSTAL = frozenset("IN OR ME OK HI OH ID CO DE LA MA PA AL GA MO MS MT ND AS".split())
# A lower-case name in mixed-case text counts only for states, countries and regions, and for
# several-word names of places this big ("san diego").
LOWERCASE_MIN_POPULATION = 50_000
# A place name followed by one of these, capitalised, names a natural feature, not the place.
FEATURE_WORDS = frozenset("valley river creek basin mountains mountain range lake forest national canyon peak "
                          "ridge hills bay island islands wilderness reservoir dam mesa delta coast".split())
FEATURE_TAIL = FEATURE_WORDS | frozenset("park area monument preserve refuge recreation service".split())


@dataclass
class Mention:
    first: int
    last: int  # token index, exclusive
    text: str
    norm: str
    candidates: list[str]
    start: int  # character offsets in the text
    end: int
    qualifier_only: bool = False  # a risky postal code ("OR"): a place only right after another
    qualified: bool = False
    weak: bool = False  # a common word: kept only when a qualifier follows


def _form_allowed(form: str, span: list[Token], lowercase_text: bool, gaz: Gazetteer, pid: str) -> str | None:
    """'yes', 'qualifier' (only right after another place) or None, by how the name is written."""
    raws = [t.raw for t in span]
    if form == "upper":
        return "yes" if all(r.rstrip(".").isupper() for r in raws) else None
    if form == "postal":
        if raws[0].isupper() and len(raws[0]) == 2:
            return "qualifier" if raws[0] in RISKY_POSTAL else "yes"
        return "qualifier" if lowercase_text else None
    if form == "ap":
        if not raws[-1].endswith("."):
            return None
        return "yes" if raws[0][0].isupper() else ("qualifier" if lowercase_text else None)
    capitalised = raws[-1][0].isupper() and (raws[0][0].isupper() or raws[0].lower() == "the")
    if lowercase_text or capitalised:
        return "yes"
    # Lower case in mixed-case text: "smoke in oregon" yes, but one-word towns ("grant", "surprise")
    # and bare county names are too often plain words.
    place = gaz.place(pid)
    wide = place and place.level in ("country", "region", "state") and _big(place)
    return "yes" if form != "bare" and (wide or len(span) > 1 and _big(place)) else None


def _word_rule(norm: str, span: list[Token], lowercase_text: bool) -> str | None:
    """'never' (not a place), 'weak' (a place only if a qualifier follows: "Paradise, Calif.") or None."""
    never, weak = common_words()
    if norm in never:
        return "never"
    if lowercase_text and norm.startswith("the "):
        return "never"  # "to the west of town"
    if len(span) == 1 and norm in weak and (span[0].sentence_start or lowercase_text or span[0].raw.islower()):
        return "weak"
    return None


def _inside_unknown_name(text: str, tokens: list[Token], i: int, n: int, gaz: Gazetteer, cands: list[str]) -> bool:
    """A small place's one-word name glued to a capitalised word that is no place, or a common word,
    is part of a longer name: "Bay" in "Bay Area", "Dixie" in "Dixie Fire", "Home" in "Mobile Home Parks"."""
    if n != 1 or any(_big(gaz.place(c)) for c in cands):
        return False
    # Only words glued by spaces: "Ashland, Ore." is a qualified name, not one long one.
    neighbours = [tokens[i + 1]] if i + 1 < len(tokens) and not text[tokens[i].end:tokens[i + 1].start].strip() else []
    if i > 0 and not tokens[i].sentence_start and not tokens[i - 1].sentence_start and not text[tokens[i - 1].end:tokens[i].start].strip():
        neighbours.append(tokens[i - 1])
    never, weak = common_words()
    return any(t.raw[0].isupper() and not t.sentence_start and (not gaz.candidates(t.norm) or t.norm in weak or t.norm in never)
               for t in neighbours)


def _big(place) -> bool:
    return bool(place) and (place.level in ("country", "region") or place.population >= LOWERCASE_MIN_POPULATION)


def find_mentions(text: str, gaz: Gazetteer, home_country: str = "US") -> list[Mention]:
    """Longest gazetteer names in the text, left to right, each with every place it can name."""
    tokens = tokenize(text)
    lowercase_text = not any(c.isupper() for c in text)
    out, i = [], 0
    while i < len(tokens):
        longest = gaz.max_span.get(tokens[i].norm, 0)
        found, skip = None, 0
        for n in range(min(longest, len(tokens) - i), 0, -1):
            span = tokens[i:i + n]
            norm = " ".join(t.norm for t in span)
            rows = gaz.candidates(norm)
            rule = _word_rule(norm, span, lowercase_text) if rows else "never"
            if rule == "never":
                continue
            allowed = {}
            for pid, form in rows:
                verdict = _form_allowed(form, span, lowercase_text, gaz, pid)
                if verdict and allowed.get(pid) != "yes":
                    allowed[pid] = verdict
            bare = [pid for pid, form in rows if form == "bare"]
            # "Marin" is Marin County, but "Butte" is Butte, Montana: a county's bare name counts
            # only when no place at home has it as its own name.
            if any(pid not in bare and gaz.place(pid).country == home_country for pid in allowed):
                allowed = {pid: v for pid, v in allowed.items() if pid not in bare}
            nxt = tokens[i + n] if i + n < len(tokens) else None
            if (allowed and nxt and nxt.raw[0].isupper() and nxt.norm in FEATURE_WORDS
                    and all(gaz.place(p).level != "country" for p in allowed)):
                # "Sacramento Valley", "Coconino National Forest": a feature the gazetteer lacks
                skip = n + 1
                while i + skip < len(tokens) and tokens[i + skip].raw[0].isupper() and tokens[i + skip].norm in FEATURE_TAIL:
                    skip += 1
                break
            if allowed and _inside_unknown_name(text, tokens, i, n, gaz, list(allowed)):
                allowed = {}
            if allowed:
                found = Mention(i, i + n, text[span[0].start:span[-1].end].rstrip("."), norm, list(allowed),
                                span[0].start, span[-1].end, weak=rule == "weak",
                                qualifier_only=all(v == "qualifier" for v in allowed.values()))
                break
        if skip:
            i += skip
        elif found:
            out.append(found)
            i = found.last
        else:
            i += 1
    return out
