"""Ingest counters and gauges: one thread-safe registry read by the status topic and /metrics.

Counter names are stable (docs/mqtt.md lists them); `rejected.<reason>` counts per reason.
"""
import threading
from collections import Counter

HELP = {
    "received": "Messages delivered by the broker to ingest.",
    "stored": "Messages committed to the database (readings, telemetry, frames).",
    "duplicates": "Redelivered or resent messages already stored (same site, device, kind and seq; without seq, the same content within ingest.dedup_window_s).",
    "near_duplicates": "Frames equal or perceptually near-identical to a recent frame of the same drone; not stored.",
    "rejected": "Messages refused; see the reason label.",
    "shed": "Frames dropped under overload (queue full or image embedder behind), oldest first.",
    "frames_deleted_for_budget": "Frames deleted, oldest first, to keep the frames within the disk budget.",
    "frames_deleted_for_space": "Frames deleted, oldest first, because the data disk had less than store.min_free_mb free (readings keep room).",
    "photos_deleted_for_budget": "Photos kept with answers deleted, oldest first, under the same disk budget as frames.",
    "retained_ignored": "Retained messages delivered by the broker and not stored (a retained copy is not new data).",
    "store_errors": "Batches whose commit failed; their messages stay unacknowledged and are redelivered.",
    "rejects_suppressed": "Reject notices not published because of the per-second cap (still counted and stored).",
}
GAUGE_HELP = {
    "queue_records": "Readings and telemetry waiting to be stored.",
    "queue_frames": "Frames waiting to be checked and stored.",
    "lag_s": "Seconds from broker delivery to commit for the last batch.",
    "frames_unembedded": "Stored frames waiting for the image embedder.",
    "frames_bytes": "Bytes of frame files on disk.",
}


class Metrics:
    def __init__(self):
        self._lock = threading.Lock()
        self._counts: Counter = Counter()
        self._gauges: dict[str, float] = {}

    def inc(self, name: str, n: int = 1) -> None:
        if n:
            with self._lock:
                self._counts[name] += n

    def reject(self, reason: str) -> None:
        with self._lock:
            self._counts["rejected"] += 1
            self._counts[f"rejected.{reason}"] += 1

    def gauge(self, name: str, value: float) -> None:
        with self._lock:
            self._gauges[name] = value

    def __getitem__(self, name: str) -> int:
        with self._lock:
            return self._counts[name]

    def snapshot(self) -> dict:
        with self._lock:
            return {"counters": dict(self._counts), "gauges": dict(self._gauges)}


def _label(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def prometheus_text(snapshot: dict, prefix: str = "wildfire_ingest") -> str:
    """Prometheus text exposition format (version 0.0.4)."""
    counts, gauges, lines = snapshot["counters"], snapshot["gauges"], []
    for name, help_text in HELP.items():
        metric = f"{prefix}_{name}_total"
        lines += [f"# HELP {metric} {help_text}", f"# TYPE {metric} counter"]
        if name == "rejected":
            reasons = sorted(k.split(".", 1)[1] for k in counts if k.startswith("rejected."))
            lines += [f'{metric}{{reason="{_label(r)}"}} {counts[f"rejected.{r}"]}' for r in reasons]
            if not reasons:
                lines.append(f'{metric}{{reason="none"}} 0')
        else:
            lines.append(f"{metric} {counts.get(name, 0)}")
    for name, help_text in GAUGE_HELP.items():
        metric = f"{prefix}_{name}"
        lines += [f"# HELP {metric} {help_text}", f"# TYPE {metric} gauge", f"{metric} {gauges.get(name, 0)}"]
    return "\n".join(lines) + "\n"
