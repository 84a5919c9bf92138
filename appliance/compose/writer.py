"""Writer mode: the model rewords the composer's cited facts; the verifier decides.

Used when `answers.writer` is "force", or "auto" and provisioning's self-test marked this model
file capable of writing (selftest.py records that in models/manifest.json). A rejected rewrite is
re-asked with the reason up to `answers.writer_reasks` times; then the composer's own sentences
stand. Every attempt and the outcome go into the audit.
"""
import json
from pathlib import Path

from appliance.compose.verify import verify

PROMPTS = json.loads((Path(__file__).with_name("data") / "prompts.json").read_text())


def writer_messages(facts: list[str], problem: str | None = None, previous: str | None = None) -> list[dict]:
    p = PROMPTS["writer"]
    msgs = [{"role": "system", "content": p["system"]},
            {"role": "user", "content": p["user"].format(facts="\n".join(facts), n=max(2, min(4, len(facts))))}]
    if problem:
        msgs += [{"role": "assistant", "content": previous or ""},
                 {"role": "user", "content": p["reask"].format(problem=problem)}]
    return msgs


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
        problem = verify(text, facts, n_citations, station_names)
        attempts.append({"attempt": attempt, "messages": msgs, "raw": text[:2000], "rejected": problem})
        if problem is None:
            return text, attempts
        previous = text
    return None, attempts
