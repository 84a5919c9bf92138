"""The model's structured router step (alpha, beta) with supervisor-worker
re-asking: an output that fails its schema or comes back empty is re-asked with the reason, a
bounded number of times; then the caller answers that step from rules and says so."""

import jsonschema

from appliance.orchestrator.context import examples


class StepFailed(Exception):
    pass


def ask_validated(model, agent: dict, messages: list[dict], schema: dict, *, max_tokens: int, reasks: int,
                  timeout_s: float, record: list, check=None) -> dict:
    problem = None
    for attempt in range(reasks + 1):
        msgs = messages if problem is None else messages + [
            {"role": "user", "content": f"Your last answer was rejected: {problem}. Answer again."}]
        out = model.complete_json(msgs, schema, max_tokens=max_tokens, timeout_s=timeout_s)
        entry = {"agent": agent["name"], "attempt": attempt, "messages": msgs, "raw": out.text,
                 "prompt_tokens": out.prompt_tokens, "completion_tokens": out.completion_tokens,
                 "seconds": round(out.seconds, 3)}
        record.append(entry)
        try:
            jsonschema.validate(out.data, schema)
            if check:
                check(out.data)
            return out.data
        except (jsonschema.ValidationError, ValueError) as exc:
            problem = getattr(exc, "message", str(exc))[:160]
            entry["rejected"] = problem
    raise StepFailed(f"{agent['name']} output rejected {reasks + 1} times: {problem}")


def router_messages(agent: dict, question: str) -> list[dict]:
    p = agent["prompt"]
    return [{"role": "system", "content": p["system"].format(examples=examples(agent))},
            {"role": "user", "content": p["user"].format(question=question)}]
