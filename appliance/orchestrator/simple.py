"""First orchestrator (walking skeleton): retrieve readings, ask the model, cite the ids it used.

Falls back to a rules answer (latest readings) when the model is absent or fails, and says so.
"""
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from appliance.store.answers import save_answer
from appliance.store.readings import latest_readings, readings_by_ids, search_readings

PROMPT = json.loads(Path(__file__).with_name("prompts").joinpath("answer.json").read_text())


@dataclass
class Answer:
    id: int
    question: str
    text: str
    mode: str                 # "model" or "rules"
    cited_ids: list[int]
    evidence: list[dict]
    audit: dict = field(default_factory=dict)
    latency_s: float = 0.0

    def to_json(self) -> dict:
        return {"id": self.id, "question": self.question, "answer": self.text, "mode": self.mode,
                "cited_ids": self.cited_ids, "evidence": self.evidence, "latency_s": round(self.latency_s, 3),
                "audit": self.audit}


def evidence_line(r: dict) -> str:
    return f"[{r['id']}] {r['text']}"


def public_row(r: dict) -> dict:
    return {k: v for k, v in r.items() if k not in ("embedded",)}


class SimpleOrchestrator:
    def __init__(self, db, embedder, model=None, top_k: int = 6, max_tokens: int = 120):
        self.db, self.embedder, self.model, self.top_k, self.max_tokens = db, embedder, model, top_k, max_tokens

    def answer(self, question: str, session_id: str | None = None, on_step=lambda step: None) -> Answer:
        start = time.perf_counter()
        audit = {"steps": []}

        def step(kind, **info):
            entry = {"step": kind, "t": round(time.perf_counter() - start, 3), **info}
            audit["steps"].append(entry)
            on_step(entry)

        qvec = self.embedder.embed_one(question)
        hits = search_readings(self.db, qvec, k=self.top_k)
        step("retrieve", tool="sensor_readings", result_ids=[h["id"] for h in hits])
        mode, text, cited = "rules", "", []
        if self.model is not None and hits:
            try:
                text, cited = self._ask_model(question, hits, audit)
                mode = "model"
                step("reason", agent="reasoning", cited_ids=cited)
            except Exception as exc:  # degraded mode: any model failure falls back to rules
                step("reason_failed", error=str(exc)[:200])
        if mode == "rules":
            text, cited = self._rules_answer(hits)
            step("rules", reason="model unavailable or failed" if self.model is None or hits else "no evidence")
        evidence = [public_row(r) for r in readings_by_ids(self.db, cited)]
        latency = time.perf_counter() - start
        answer_id = save_answer(self.db, session_id, question, text, mode, evidence, audit, latency)
        return Answer(answer_id, question, text, mode, cited, evidence, audit, latency)

    def _ask_model(self, question: str, hits: list[dict], audit: dict) -> tuple[str, list[int]]:
        ids = [h["id"] for h in hits]
        schema = json.loads(json.dumps(PROMPT["schema"]))
        schema["properties"]["cited_ids"]["items"]["enum"] = ids  # only ids the model was shown
        messages = [{"role": "system", "content": PROMPT["system"]},
                    {"role": "user", "content": PROMPT["user"].format(
                        question=question, evidence="\n".join(evidence_line(h) for h in hits))}]
        out = self.model.complete_json(messages, schema, max_tokens=self.max_tokens)
        audit["model"] = {"file_sha256": self.model.sha256, "prompt_tokens": out.prompt_tokens,
                          "completion_tokens": out.completion_tokens, "seconds": round(out.seconds, 3),
                          "messages": messages, "raw": out.text}
        cited = [i for i in dict.fromkeys(out.data["cited_ids"]) if i in ids]
        if not cited:
            raise ValueError("model cited no evidence")
        by_id = {h["id"]: h for h in hits}
        return " ".join(describe_reading(by_id[i]) for i in cited), cited

    def _rules_answer(self, hits: list[dict]) -> tuple[str, list[int]]:
        rows = hits or latest_readings(self.db)
        if not rows:
            return "No readings are stored yet, so the box cannot answer from data.", []
        best = rows[0]
        return f"(Answered from rules: the model is unavailable.) {describe_reading(best)}", [best["id"]]


def describe_reading(r: dict) -> str:
    """One plain sentence about a stored reading, written by the box from the row itself."""
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(r["ts"]))
    parts = [f"{label} {r[key]:g}{unit}" for key, label, unit in (
        ("temperature_c", "temperature", " °C"), ("rh_pct", "relative humidity", " %"),
        ("wind_kmh", "wind", " km/h"), ("rain_mm", "rain", " mm")) if r.get(key) is not None]
    return f"Station {r['device']} at {when} [reading {r['id']}]: {', '.join(parts)}."
