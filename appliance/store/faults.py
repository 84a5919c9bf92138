"""The box's faults in one list of lines, the same for the status topic, /healthz and the page:
a damaged database, a nearly full disk, a wrong clock (store/health.py, store/clock.py)."""
import time

from appliance.store.clock import clock_notes, tolerance_of
from appliance.store.health import FAULTS


def box_faults(config, db, now: float | None = None) -> list[str]:
    db_path, frames_dir = getattr(config, "db_path", None), getattr(config, "frames_dir", None)
    lines = FAULTS.lines(db_path, frames_dir)
    if FAULTS.damaged:
        return lines   # reading the damaged file for the clock would only fail again
    try:
        lines += clock_notes(db, tolerance_of(config), time.time() if now is None else now)
    except Exception as exc:  # a fault found while looking is itself reported
        if FAULTS.note_exception(exc, "checking the clock"):
            return FAULTS.lines(db_path, frames_dir)
        lines.append(f"clock not checked: {type(exc).__name__}: {exc}")
    return lines
