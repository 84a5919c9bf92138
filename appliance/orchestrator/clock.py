"""The answer's clock: `answers.now` (ISO 8601 UTC) when set, else the real clock."""
import time
from datetime import datetime, timezone


def answer_now(config) -> float:
    text = (getattr(getattr(config, "answers", None), "now", "") or "").strip()
    if not text:
        return time.time()
    d = datetime.fromisoformat(text.replace("Z", "+00:00").replace(" ", "T"))
    return (d if d.tzinfo else d.replace(tzinfo=timezone.utc)).timestamp()
