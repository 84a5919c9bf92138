"""Find places in text: gazetteer matching, then disambiguation (DESIGN §5, paper 002 §3.5.4).

Order of the rules: explicit qualifiers ("Springfield, IL", "Jackson County, Oregon"), other
places in the same text, the box's home country (unless a foreign namesake is 100 times bigger),
population (only when one candidate clearly dominates), prominence (a state before a county before a city). A name still ambiguous after all
of them is returned with its options and no id, never a guess.
"""
import re
from dataclasses import dataclass, field

from appliance.geo.gazetteer import LEVEL_RANK, Gazetteer, default_gazetteer
from appliance.geo.names import Token, common_words, tokenize

# Postal codes that are also English words or common acronyms: a place only as a qualifier.
RISKY_POSTAL = frozenset("IN OR ME OK HI OH ID CO DE LA MA PA AL GA MO MS MT ND AS".split())
# A lower-case name in mixed-case text counts only for places this big or this high.
LOWERCASE_MIN_POPULATION = 50_000
FOREIGN_DOMINANCE = 100
# A place name followed by one of these, capitalised, names a natural feature, not the place.
FEATURE_WORDS = frozenset("valley river creek basin mountains mountain range lake forest national canyon peak "
                          "ridge hills bay island islands wilderness reservoir dam mesa delta coast".split())
FEATURE_TAIL = FEATURE_WORDS | frozenset("park area monument preserve refuge recreation service".split())
_QUALIFIER_GAP = re.compile(r"\s*,\s*|\s+")


@dataclass
class Mention:
    first: int
    last: int  # token index, exclusive
    text: str
    norm: str
    candidates: list[str]
    qualifier_only: bool = False
    end: int = 0
    qualified: bool = field(default=False)
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
    return "yes" if _big(gaz.place(pid)) and len(span[0].norm) >= 4 else None


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


def _inside_unknown_name(tokens: list[Token], i: int, n: int, gaz: Gazetteer, cands: list[str]) -> bool:
    """A small place's one-word name glued to a capitalised word the gazetteer does not know is part
    of a longer name: "Bay" in "Bay Area", "Butte" in "Butte Creek", "Dixie" in "Dixie Fire"."""
    if n != 1 or any(_big(gaz.place(c)) for c in cands):
        return False
    neighbours = [tokens[i + 1]] if i + 1 < len(tokens) else []
    if i > 0 and not tokens[i].sentence_start and not tokens[i - 1].sentence_start:
        neighbours.append(tokens[i - 1])
    return any(t.raw[0].isupper() and not gaz.candidates(t.norm) and not t.sentence_start for t in neighbours)


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
            if allowed and _inside_unknown_name(tokens, i, n, gaz, list(allowed)):
                allowed = {}
            nxt = tokens[i + n] if i + n < len(tokens) else None
            if (allowed and nxt and nxt.raw[0].isupper() and nxt.norm in FEATURE_WORDS
                    and all(gaz.place(p).level != "country" for p in allowed)):
                # "Sacramento Valley", "Coconino National Forest": a feature the gazetteer lacks
                skip = n + 1
                while i + skip < len(tokens) and tokens[i + skip].raw[0].isupper() and tokens[i + skip].norm in FEATURE_TAIL:
                    skip += 1
                break
            if allowed:
                found = Mention(i, i + n, text[span[0].start:span[-1].end].rstrip("."), norm, list(allowed),
                                qualifier_only=all(v == "qualifier" for v in allowed.values()), end=span[-1].end,
                                weak=rule == "weak")
                found.start = span[0].start
                break
        if skip:
            i += skip
        elif found:
            out.append(found)
            i = found.last
        else:
            i += 1
    return out


def apply_qualifiers(mentions: list[Mention], text: str, gaz: Gazetteer) -> list[Mention]:
    """Fold "Springfield, IL" into one mention of the Springfield in Illinois; drop unused qualifiers."""
    out, k = [], 0
    while k < len(mentions):
        m = mentions[k]
        k += 1
        while k < len(mentions) and not m.qualifier_only:
            q = mentions[k]
            if not _QUALIFIER_GAP.fullmatch(text[m.end:q.start]):
                break
            narrowed = [c for c in m.candidates if any(a != c and a in gaz.ancestors(c) for a in q.candidates)]
            if not narrowed:
                break
            m.candidates, m.end, m.last, m.qualified = narrowed, q.end, q.last, True
            m.text = text[m.start:q.end].rstrip(".")
            k += 1
        if not m.qualifier_only and (m.qualified or not m.weak):
            out.append(m)
    return out


def _closeness(a: str, b: str, gaz: Gazetteer) -> int:
    """How strongly two places support each other as context: same chain 3, same county 2, same state 1."""
    ha, hb = gaz.ancestors(a), gaz.ancestors(b)
    if a in hb or b in ha:
        return 3
    shared = next((x for x in ha if x in hb), None)
    level = gaz.place(shared).level if shared else None
    return {"county": 2, "state": 1}.get(level, 0)


def _dominant(cands: list[str], gaz: Gazetteer, dominance: float) -> str | None:
    """The most populous candidate if it outnumbers every rival off its own chain (Paris the city and
    Paris the département are one referent) by `dominance` times."""
    by_pop = sorted(cands, key=lambda c: -gaz.place(c).population)
    top = by_pop[0]
    rivals = [c for c in by_pop[1:] if c not in gaz.ancestors(top) and top not in gaz.ancestors(c)]
    if not rivals or gaz.place(top).population >= dominance * max(gaz.place(rivals[0]).population, 1):
        return top
    return None


def resolve(m: Mention, others: list[Mention], gaz: Gazetteer, dominance: float, home_country: str) -> list[str]:
    """The candidates left after the rules; one id when resolved, several when still ambiguous."""
    cands = list(dict.fromkeys(m.candidates))
    if len(cands) > 1:
        context = [o for o in others if o.norm != m.norm]
        scores = {c: sum(max((_closeness(c, x, gaz) for x in o.candidates), default=0) for o in context) for c in cands}
        best = max(scores.values())
        if best > 0:
            cands = [c for c in cands if scores[c] == best]
    if len(cands) > 1 and home_country:
        home = [c for c in cands if gaz.place(c).country == home_country]
        home_pop = max((gaz.place(c).population for c in home), default=0)
        # A box in the US reads "Salem" as Oregon's, unless the foreign one is a Paris next to a Paris, Texas.
        if home and not any(gaz.place(c).population >= FOREIGN_DOMINANCE * max(home_pop, 1) for c in cands if c not in home):
            cands = home
    if len(cands) > 1 and (top := _dominant(cands, gaz, dominance)):
        return [top]
    if len(cands) > 1:
        top = min(LEVEL_RANK[gaz.place(c).level] for c in cands)
        cands = [c for c in cands if LEVEL_RANK[gaz.place(c).level] == top]
    return cands


def tag_places(text: str, gazetteer: Gazetteer | None = None, dominance: float = 5.0,
               home_country: str = "US", max_options: int = 8) -> list[dict]:
    """Places named in `text`: [{"name", "admin_level", "id"}], an ambiguous one with "options" and id None."""
    gaz = gazetteer or default_gazetteer()
    mentions = apply_qualifiers(find_mentions(text or "", gaz, home_country), text or "", gaz)
    out, seen = [], set()
    for m in mentions:
        cands = resolve(m, [o for o in mentions if o is not m], gaz, dominance, home_country)
        if len(cands) == 1:
            place = gaz.place(cands[0])
            if place.id not in seen:
                seen.add(place.id)
                out.append(place.as_dict())
            continue
        options = sorted((gaz.place(c) for c in cands), key=lambda p: -p.population)[:max_options]
        levels = {p.level for p in options}
        key = tuple(p.id for p in options)
        if key not in seen:
            seen.add(key)
            out.append({"name": m.text, "admin_level": levels.pop() if len(levels) == 1 else "ambiguous", "id": None,
                        "options": [{**p.as_dict(), "label": p.label} for p in options]})
    return out
