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

from appliance.compose.verify import verify

MARK = re.compile(r"\[(\d+)\]")

PROMPTS = json.loads((Path(__file__).with_name("data") / "prompts.json").read_text())


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


def check(text: str, facts: list[str], n_citations: int, station_names: list[str]) -> str | None:
    """None when the rewrite may reach a crew, else the first problem in words."""
    return verify(text, facts, n_citations, station_names) or dropped_citation(text, facts)


def rewrite(model, facts: list[str], n_citations: int, station_names: list[str], *, reasks: int, max_tokens: int,
            timeout_s: float) -> tuple[str | None, list[dict]]:
    """(accepted text or None, attempts for the audit)."""
    attempts, problem, previous = [], None, None
    for attempt in range(reasks + 1):
        msgs = writer_messages(facts, problem, previous)
        try:
            out = model.chat(msgs, max_tokens=max_tokens, timeout_s=timeout_s)
            text = (out["choices"][0]["message"]["content"] or "").strip()
        except Exception as exc:  # a failing model: the composer's text stands
            attempts.append({"attempt": attempt, "error": f"{type(exc).__name__}: {str(exc)[:160]}"})
            return None, attempts
        problem = check(text, facts, n_citations, station_names)
        attempts.append({"attempt": attempt, "messages": msgs, "raw": text[:2000], "rejected": problem})
        if problem is None:
            return text, attempts
        previous = text
    return None, attempts
