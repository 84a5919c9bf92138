"""arrivals.jsonl: each batch's FIRST scoring, with the commit it was scored on (issue 26, "measure honestly").

A batch's first score is the only honest figure for wording nobody tuned on; every later score of it is a
dev figure. `appliance eval crew --batch dN` or `--split sealed` appends the line when the batch has none
yet; the sealed batch is scored once: a second scoring is refused unless asked for as a dev figure, and is
never logged. Lines for d6-d13 were copied from the stop notes that first measured them ("source").
"""
import json
import subprocess
from datetime import datetime, timezone
from pathlib import Path

from appliance.paths import REPO_DIR

ARRIVALS = Path(__file__).with_name("arrivals.jsonl")
FIELDS = ("intent_accuracy", "decision_accuracy", "fact_accuracy", "false_grounded_rate", "answered_wrong_rate")


def read(path: Path = ARRIVALS) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def first(batch: str, path: Path = ARRIVALS) -> dict | None:
    return next((a for a in read(path) if a["batch"] == batch), None)


def commit() -> str:
    """The commit scored, with "+dirty" when the work tree differs from it (the figure is then not reproducible)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=REPO_DIR, capture_output=True, text=True,
                              check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO_DIR,
                               capture_output=True, text=True).stdout.strip()
        return head + ("+dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def log_first(batch: str, report: dict, sealed: bool = False, path: Path = ARRIVALS) -> dict | None:
    """Appends the batch's first scoring; returns the line, or None when the batch already arrived."""
    if first(batch, path) is not None:
        return None
    line = {"batch": batch, "n": report["n"], "commit": commit(),
            "scored_at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            **{k: report.get(k) for k in FIELDS}, "false_grounded": report.get("false_grounded"),
            "per_language": {k: v.get("intent_accuracy") for k, v in (report.get("per_language") or {}).items()}}
    if report.get("after_unrelated"):
        # the standalone questions read after the one before them, as on the page (crew_sequence)
        line["after_unrelated"] = report["after_unrelated"].get("intent_accuracy")
    if sealed:
        line["sealed"] = True
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    return line
