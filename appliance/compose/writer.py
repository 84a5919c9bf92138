"""Writer mode: the model rewords the composer's cited facts; the verifier decides (and a rewrite
that drops one of the facts' citations is refused too).

Used when `answers.writer` is "force", or "auto" and provisioning's self-test marked this model
file capable of writing (selftest.py records that in models/manifest.json). A rejected rewrite is
re-asked with the reason up to `answers.writer_reasks` times; then the composer's own sentences
stand. Every attempt and the outcome go into the audit.
"""
import json
import re
from pathlib import Path

from appliance.compose.verify import sentences, verify

MARK = re.compile(r"\[(\d+)\]")

PROMPTS = json.loads((Path(__file__).with_name("data") / "prompts.json").read_text())


def marked_facts(facts: list[str]) -> list[str]:
    """Each fact with every one of its sentences ending in the fact's [n] markers, as the verifier
    asks of the rewrite. A composer may write one fact as two sentences and mark only one ("Very low
    fire danger at X today (FWI 0.5) [1]. Unchanged class from the day before (very low, FWI 0.7).",
    a quoted passage of several sentences): both sentences come from the same evidence (the danger
    record holds the day before; the passage is one search hit), so the marker is theirs too. Given
    unmarked, the model copied them unmarked and the verifier refused the rewrite (most of the
    writer's fallbacks in the first run on the crew dev set). Only markers are added, never a word."""
    out = []
    for fact in facts:
        marks = " ".join(dict.fromkeys(f"[{m}]" for m in MARK.findall(fact)))
        parts = sentences(fact)
        if not marks or len(parts) < 2:
            out.append(fact)
            continue
        done = []
        for part in parts:
            if not MARK.search(part):
                end = part[-1] if part[-1] in ".!?" else ""
                part = f"{part[:len(part) - len(end)].rstrip()} {marks}{end}"
            done.append(part)
        out.append(" ".join(done))
    return out


def writer_messages(facts: list[str], problem: str | None = None, previous: str | None = None) -> list[dict]:
    p = PROMPTS["writer"]
    msgs = [{"role": "system", "content": p["system"]},
            {"role": "user", "content": p["user"].format(facts="\n".join(facts), n=max(2, min(4, len(facts))))}]
    if problem:
        msgs += [{"role": "assistant", "content": previous or ""},
                 {"role": "user", "content": p["reask"].format(problem=problem)}]
    return msgs


def dropped_citation(text: str, facts: list[str]) -> str | None:
    """The verifier checks what a rewrite adds; this checks what it loses: every source the facts
    cite must still be cited, or a crew could not trace a figure back to its reading."""
    kept = {int(m) for m in MARK.findall(text)}
    for n in sorted({int(m) for m in MARK.findall(" ".join(facts))}):
        if n not in kept:
            return f"the citation [{n}] of the facts is missing"
    return None


# A number's unit as crews write it, folded to one spelling ("km per hour" -> "km/h"); longest first.
UNITS = {"km/h": "km/h", "km per hour": "km/h", "kilometres per hour": "km/h", "kilometers per hour": "km/h",
         "kph": "km/h", "m/min": "m/min", "metres per minute": "m/min", "meters per minute": "m/min",
         "m per minute": "m/min", "km": "km", "kilometres": "km", "kilometers": "km", "°c": "°C", "° c": "°C",
         "degrees": "°C", "%": "%", "percent": "%", "per cent": "%", "mm": "mm", "minutes": "min", "min": "min",
         "hours": "h", "m": "m", "metres": "m", "meters": "m"}
UNIT_AFTER = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)\s*(" + "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
                        + r")(?![\w/])", re.IGNORECASE)


def _pairs(text: str) -> set[tuple[float, str]]:
    return {(float(n.replace(",", ".")), UNITS[u.lower()]) for n, u in UNIT_AFTER.findall(MARK.sub(" ", text))}


def moved_unit(text: str, facts: list[str]) -> str | None:
    """The verifier knows a number is in the facts; this checks it kept its unit: "1.4 km" of a
    spread distance written as "1.4 km per hour" of wind is a number the crew would misread."""
    given = _pairs(" ".join(facts))
    units_of = {}
    for n, u in given:
        units_of.setdefault(n, set()).add(u)
    for n, u in sorted(_pairs(text)):
        if n in units_of and u not in units_of[n]:
            return f"the number {n:g} is given in {'/'.join(sorted(units_of[n]))}, not {u}"
    return None


TRAILING_MARKS = re.compile(r"\s*([.!?])\s+((?:\[\d+\]\s*)+)\.?(?=\s|$)")


def attach_trailing_marks(text: str) -> str:
    """"... ridge-3. [1] [2] Valley-1 ..." -> "... ridge-3 [1] [2]. Valley-1 ...": markers written just
    after a full stop belong to the sentence before it (only their place changes, never a word)."""
    return TRAILING_MARKS.sub(lambda m: f" {' '.join(m.group(2).split())}{m.group(1)}", text).strip()


def check(text: str, facts: list[str], n_citations: int, station_names: list[str]) -> str | None:
    """None when the rewrite may reach a crew, else the first problem in words."""
    return (verify(text, facts, n_citations, station_names) or dropped_citation(text, facts)
            or moved_unit(text, facts))


def rewrite(model, facts: list[str], n_citations: int, station_names: list[str], *, reasks: int, max_tokens: int,
            timeout_s: float) -> tuple[str | None, list[dict]]:
    """(accepted text or None, attempts for the audit)."""
    attempts, problem, previous = [], None, None
    facts = marked_facts(facts)      # what the model reads is what its rewrite is checked against
    for attempt in range(reasks + 1):
        msgs = writer_messages(facts, problem, previous)
        try:
            out = model.chat(msgs, max_tokens=max_tokens, timeout_s=timeout_s)
            text = attach_trailing_marks((out["choices"][0]["message"]["content"] or "").strip())
        except Exception as exc:  # a failing model: the composer's text stands
            attempts.append({"attempt": attempt, "error": f"{type(exc).__name__}: {str(exc)[:160]}"})
            return None, attempts
        problem = check(text, facts, n_citations, station_names)
        attempts.append({"attempt": attempt, "messages": msgs, "raw": text[:2000], "rejected": problem})
        if problem is None:
            return text, attempts
        previous = text
    return None, attempts
