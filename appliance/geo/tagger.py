"""Find places in text: gazetteer matching, then disambiguation (DESIGN §5, paper 002 §3.5.4).

Order of the rules: explicit qualifiers ("Springfield, IL", "Jackson County, Oregon"), other
places in the same text, the box's home country (unless a foreign namesake is 100 times bigger),
population (only when one candidate clearly dominates), prominence (a state before a county
before a city). A name still ambiguous after all of them is returned with its options and no id,
never a guess.
"""
import re

from appliance.geo.gazetteer import LEVEL_RANK, Gazetteer, default_gazetteer
from appliance.geo.matching import Mention, find_mentions

FOREIGN_DOMINANCE = 100
# "le comté de Butte", "el condado de Butte", "the county of Butte": the gazetteer's "Butte County".
COUNTY_OF = re.compile(r"\b(?:(?:comt[ée]|condado)\s+(?:de\s+|d')?|county\s+of\s+)([A-ZÀ-Þ][\w'-]+(?:\s+[A-ZÀ-Þ][\w'-]+)?)")
_QUALIFIER_GAP = re.compile(r"\s*,\s*|\s+")


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
    text = COUNTY_OF.sub(r"\1 County", text or "")
    mentions = apply_qualifiers(find_mentions(text, gaz, home_country), text, gaz)
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
