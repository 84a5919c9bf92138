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

from appliance.compose.verify import CLOCK, _known, numbers, sentences, verify

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
            # As many sentences as the facts hold: a cap below that made the model drop facts to fit it.
            {"role": "user", "content": p["user"].format(facts="\n".join(facts),
                                                         n=max(1, sum(len(sentences(f)) for f in facts)))}]
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


def dropped_number(text: str, facts: list[str], shown: str = "") -> str | None:
    """What the rewrite loses, figure by figure: every number and clock time of the facts must still be
    in it. The verifier catches a number added; this one a number left out, which is how a rewrite
    turns "1 possible fire or smoke detection" into "no detection" or drops "and 44 of them had a fire"
    while keeping every [n] (both written by Qwen2.5 1.5B on the crew dev set). `shown`: the answer's lines
    the writer does not touch (verdict, data age, caveats): a figure the crew still reads there is not lost
    ("1 h before the question" is the age line's too)."""
    joined = " ".join(facts)
    for t in CLOCK.findall(joined):
        if t not in text and t not in shown:
            return f"the time {t} of the facts is missing"
    kept = numbers(CLOCK.sub(" ", text)) | numbers(CLOCK.sub(" ", shown))
    if re.search(r"\b(no|none|zero|nil)\b", text, re.IGNORECASE):
        kept.add("0")    # "0 fire days of the 2" said as "no fire days": the zero is not lost
    for n in sorted(numbers(CLOCK.sub(" ", joined)), key=lambda x: joined.find(x)):
        if not _known(n, kept):
            return f"the number {n} of the facts is missing"
    return None


WORD = re.compile(r"[^\W\d_]{4,}")
# Words that judge a figure (a danger class, a strength): a rewrite may use one only where the facts it cites
# do ("the fire danger over the last week was moderate" of a week whose peak was low, Qwen2.5 1.5B).
JUDGEMENTS = ("extreme", "moderate", "high", "low", "strong", "weak", "light", "heavy", "dangerous", "safe", "calm",
              "dry", "wet", "hot", "cold")


def wrong_source(text: str, facts: list[str]) -> str | None:
    """Each sentence must say what the facts it cites say: its numbers and times are in those facts, and,
    for a sentence without figures, at least half of its words (four letters or more) are, and no fact it
    does not cite holds more of them. A rewrite that moved "Lookouts watch the fire and the weather" from
    its passage [1] to another one [2] (Qwen2.5 1.5B on the crew dev set) kept every number and every [n]
    of the facts, and would send a crew to the wrong source."""
    for part in sentences(text):
        marks = set(MARK.findall(part))
        if not marks:
            continue
        source = " ".join(f for f in facts if marks & set(MARK.findall(f)))
        plain = MARK.sub(" ", part)
        figures = numbers(CLOCK.sub(" ", plain))
        theirs = numbers(CLOCK.sub(" ", source))
        missing = [n for n in figures if not _known(n, theirs)] + [t for t in CLOCK.findall(plain) if t not in source]
        if missing:
            return f"“{plain.strip()[:60]}” cites {' '.join(f'[{m}]' for m in sorted(marks, key=int))}, whose facts do not give {missing[0]}"
        judged = [w for w in JUDGEMENTS if re.search(rf"\b{w}\b", plain, re.IGNORECASE)
                  and not re.search(rf"\b{w}\b", source, re.IGNORECASE)]
        if judged:
            return f"“{plain.strip()[:60]}” says {judged[0]}, which its facts do not"
        words = {w.lower() for w in WORD.findall(plain)}
        if figures or not words:
            continue
        overlap = lambda t: len(words & {w.lower() for w in WORD.findall(t)})  # noqa: E731
        cited = overlap(source)
        other = max((overlap(f) for f in facts if not marks & set(MARK.findall(f))), default=0)
        if cited < len(words) / 2 or other > cited:
            return f"“{plain.strip()[:60]}” does not say what {' '.join(f'[{m}]' for m in sorted(marks, key=int))} says"
    return None


def carry_marks_back(text: str, facts: list[str]) -> str:
    """A sentence the model left unmarked just before a marked one ("… 44 of them had a fire. The latest
    fire days were … [1].") takes that sentence's markers, but only when every number and time it holds is
    in the facts those markers cite: the marker then points where its figures come from, and the whole
    verifier still runs on the result. Anything else stays unmarked and is refused as before."""
    parts = sentences(text)
    out = []
    for i, part in enumerate(parts):
        marks = MARK.findall(parts[i + 1]) if i + 1 < len(parts) and not MARK.search(part) else []
        source = " ".join(f for f in facts if set(MARK.findall(f)) & set(marks))
        if marks and source and all(t in source for t in CLOCK.findall(part)) and all(
                _known(n, numbers(CLOCK.sub(" ", source))) for n in numbers(CLOCK.sub(" ", part))):
            end = part[-1] if part[-1] in ".!?" else ""
            part = f"{part[:len(part) - len(end)].rstrip()} {' '.join(f'[{m}]' for m in dict.fromkeys(marks))}{end}"
        out.append(part)
    return " ".join(out)


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


def check(text: str, facts: list[str], n_citations: int, station_names: list[str], shown: str = "") -> str | None:
    """None when the rewrite may reach a crew, else the first problem in words."""
    return (verify(text, facts, n_citations, station_names) or dropped_citation(text, facts)
            or moved_unit(text, facts) or dropped_number(text, facts, shown) or wrong_source(text, facts))


def rewrite(model, facts: list[str], n_citations: int, station_names: list[str], *, reasks: int, max_tokens: int,
            timeout_s: float, shown: str = "") -> tuple[str | None, list[dict]]:
    """(accepted text or None, attempts for the audit); `shown`: the answer's lines outside the rewrite."""
    attempts, problem, previous = [], None, None
    facts = marked_facts(facts)      # what the model reads is what its rewrite is checked against
    for attempt in range(reasks + 1):
        msgs = writer_messages(facts, problem, previous)
        try:
            out = model.chat(msgs, max_tokens=max_tokens, timeout_s=timeout_s)
            raw = (out["choices"][0]["message"]["content"] or "").strip()
            text = carry_marks_back(attach_trailing_marks(raw), facts)
        except Exception as exc:  # a failing model: the composer's text stands
            attempts.append({"attempt": attempt, "error": f"{type(exc).__name__}: {str(exc)[:160]}"})
            return None, attempts
        problem = check(text, facts, n_citations, station_names, shown)
        attempts.append({"attempt": attempt, "messages": msgs, "raw": raw[:2000], "rejected": problem,
                         **({"checked": text[:2000]} if text != raw else {})})
        if problem is None:
            return text, attempts
        previous = text
    return None, attempts
