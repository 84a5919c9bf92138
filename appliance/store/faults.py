"""The box's faults in one list of lines, the same for the status topic, /healthz and the page:
a damaged database, a nearly full disk, a wrong clock (store/health.py, store/clock.py)."""
import time

from appliance.store.clock import clock_notes
from appliance.store.health import FAULTS


def box_faults(config, db, now: float | None = None) -> list[str]:
    lines = FAULTS.lines(config.db_path, config.frames_dir)
    if FAULTS.damaged:
        return lines   # reading the damaged file for the clock would only fail again
    try:
        lines += clock_notes(db, config.ingest.clock_disagreement_s, time.time() if now is None else now)
    except Exception as exc:  # a fault found while looking is itself reported
        if FAULTS.note_exception(exc, "checking the clock"):
            return FAULTS.lines(config.db_path, config.frames_dir)
        lines.append(f"clock not checked: {type(exc).__name__}: {exc}")
    return lines
