"""[answers] settings: the answer's clock, when data counts as stale, and writer mode (issue 19)."""
from pydantic import Field

from appliance.config.section import Section


class AnswersConfig(Section):
    now: str = Field("", pattern=r"^(\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]00:?00)?)?$",
                     title="Answer clock", description="The time answers treat as 'now', ISO 8601 UTC (e.g. 2012-09-30T13:00:00Z); empty means the real clock. The evaluation sets it so that answers over recorded days are reproducible; a field box leaves it empty.")
    stale_after_s: float = Field(3 * 3600.0, gt=0, le=365 * 86400, title="Stale after", description="An answer about 'now' whose newest evidence is older than this many seconds says so and is labelled a warning.")
    writer: str = Field("auto", pattern=r"^(auto|off|force)$", title="Writer mode", description="auto: the model rewrites the composer's facts only when provisioning's self-test marked it capable of writing; off: never; force: always (for testing a model). The verifier checks every rewrite either way.")
    writer_reasks: int = Field(1, ge=0, le=3, title="Writer re-asks", description="How many times a rewrite the verifier rejects is asked again (with the reason) before the composer's own text is used.")
    writer_max_tokens: int = Field(220, ge=32, le=2048, title="Writer tokens", description="Most tokens the model may write in one rewrite.")
    confirm_intents: bool = Field(True, title="Model confirms intents", description="When a model is loaded and IntentMatch is unsure between two intents, the model picks between them through a constrained choice.")
    reader: bool = Field(True, title="Trained reader", description="Read each question's intents with the reader trained on the labelled crew questions (appliance/understand/data/reader.npz, `appliance understand train`); when it is unsure the answer is at most a warning with the read-back. Off: each question is read as its nearest reference question and every answer is at most a warning.")
