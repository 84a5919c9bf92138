"""The answer the page, the CLI and the evaluation receive."""
from dataclasses import dataclass, field


@dataclass
class Answer:
    id: int
    question: str
    text: str
    mode: str                 # "model" or "rules" (degraded)
    cited_ids: list
    evidence: list[dict]
    audit: dict = field(default_factory=dict)
    latency_s: float = 0.0
    decision: dict = field(default_factory=dict)     # {"action": answer|warn|abstain, "reason": ...}
    assessment: dict | None = None                   # the grounded fire / no-fire assessment, if any

    def to_json(self) -> dict:
        return {"id": self.id, "question": self.question, "answer": self.text, "mode": self.mode,
                "cited_ids": self.cited_ids, "evidence": self.evidence, "latency_s": round(self.latency_s, 3),
                "audit": self.audit, "decision": self.decision, "assessment": self.assessment}
