"""Bounded model calls: each consultation step may call the model at most N times (config).

The small local model is only trusted with constrained choices (a JSON-schema enum), and every
call and refusal is written to the session's audit so the bound is visible.
"""


class ModelBudget:
    def __init__(self, model, limit: int, audit: list, step: str):
        self.model, self.limit, self.audit, self.step = model, limit, audit, step
        self.used = 0

    def choose(self, instruction: str, text: str, choices: list[str], many: bool = False) -> list[str] | None:
        """The model's pick among `choices` for `text`, or None (no model, budget spent, or failure)."""
        if self.model is None or self.used >= self.limit or not choices:
            self.audit.append({"step": self.step, "model_call": "skipped",
                               "why": "no model" if self.model is None else "budget spent" if self.used >= self.limit else "no choices"})
            return None
        self.used += 1
        item = {"type": "string", "enum": choices}
        schema = {"type": "object", "required": ["choice"],
                  "properties": {"choice": {"type": "array", "items": item, "minItems": 1, "maxItems": 3} if many else item}}
        messages = [{"role": "system", "content": instruction},
                    {"role": "user", "content": f"Text: {text}\nChoices: {', '.join(choices)}"}]
        try:
            out = self.model.complete_json(messages, schema, max_tokens=48)
        except Exception as exc:  # a failed call costs its budget slot and the rules decide instead
            self.audit.append({"step": self.step, "model_call": "failed", "error": str(exc)[:160]})
            return None
        picked = out.data["choice"] if many else [out.data["choice"]]
        picked = [c for c in dict.fromkeys(picked) if c in choices]
        self.audit.append({"step": self.step, "model_call": self.used, "choices": choices, "picked": picked,
                           "seconds": round(out.seconds, 3)})
        return picked or None
