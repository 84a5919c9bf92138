"""The answer the page, the CLI and the evaluation receive (PLAN.md's JSON contract)."""
from dataclasses import dataclass, field


@dataclass
class Answer:
    id: int
    question: str
    text: str                 # Markdown with [n] markers
    mode: str                 # "model" (a model step was used) or "rules" (no model step succeeded)
    cited_ids: list
    evidence: list[dict]
    audit: dict = field(default_factory=dict)
    latency_s: float = 0.0
    decision: dict = field(default_factory=dict)     # {"action": answer|warn|abstain, "reason", "served", "missing"}
    assessment: dict | None = None                   # the grounded fire / no-fire assessment, if any
    frame: dict = field(default_factory=dict)        # the parsed question (understand.Frame.to_json)
    verdict: str = ""                                # one plain-words bottom line, no [n]
    citations: list = field(default_factory=list)    # [{n, kind, id, title, card}]
    danger: list = field(default_factory=list)       # station_danger dicts for the stations named
    data_age_s: float | None = None                  # age of the newest evidence against the answer's clock
    stale: bool = False
    writer: str = "composer"                         # who wrote the words: "composer" or "model"
    read_back: str = ""                              # what the box understood, in the question's language

    def to_json(self) -> dict:
        return {"id": self.id, "question": self.question, "answer": self.text, "text": self.text, "mode": self.mode,
                "cited_ids": self.cited_ids, "evidence": self.evidence, "latency_s": round(self.latency_s, 3),
                "audit": self.audit, "decision": self.decision, "assessment": self.assessment, "frame": self.frame,
                "verdict": self.verdict, "citations": self.citations, "danger": self.danger,
                "data_age_s": None if self.data_age_s is None else round(self.data_age_s, 1), "stale": self.stale,
                "writer": self.writer, "read_back": self.read_back}
