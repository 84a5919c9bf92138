"""What the ingest writers are given (instead of the whole service): the store, the contract,
the counters, the progress tracker, the reject sink, and how to acknowledge a message.

`admit` is the one place a parsed topic is checked against the allow-lists, and
`store_with_retry` the one retry loop for a batch whose commit failed.
"""
from dataclasses import dataclass
from typing import Callable

from appliance.ingest.metrics import Metrics
from appliance.ingest.progress import ProgressTracker
from appliance.ingest.rejects import RejectSink
from appliance.ingest.validate import Reject
from appliance.store.health import FAULTS


@dataclass
class IngestParts:
    config: object              # the AppConfig (ingest limits, frames_dir, store budget)
    db: object                  # appliance.store.db.Database
    topics: object              # appliance.comms.topics.Topics
    metrics: Metrics
    progress: ProgressTracker
    rejects: RejectSink
    ack: Callable               # ack(msg): tell the broker this message is handled
    log: Callable = print
    ack_all: Callable | None = None   # ack_all(msgs): the same for a committed batch, in one write

    def acknowledge(self, messages) -> None:
        if self.ack_all is not None:
            self.ack_all(messages)
        else:
            for msg in messages:
                self.ack(msg)

    def admit(self, parsed) -> None:
        """Refuse sites and devices outside the allow-lists (when they are set)."""
        cfg = self.config.ingest
        if cfg.allowed_sites and parsed.site not in cfg.allowed_sites:
            raise Reject("unknown_site", parsed.site)
        if cfg.allowed_devices and parsed.device not in cfg.allowed_devices:
            raise Reject("unknown_device", parsed.device)

    def store_with_retry(self, store, batch, stop_event, on_error=None) -> None:
        """Retry a failed batch in place (disk full, a locked file): its messages stay unacked, and
        the broker would only redeliver them after a reconnect, so giving up would stall them."""
        delay = 0.2
        while True:
            if FAULTS.damaged:   # nothing more goes into a damaged file: the broker and outboxes hold it
                if stop_event.wait(1.0):
                    return
                continue
            try:
                return store(batch)
            except Exception as exc:  # a storage fault must never kill ingest
                self.metrics.inc("store_errors")
                FAULTS.note_exception(exc, "storing a batch")
                self.log(f"ingest: storing a batch failed ({exc}); retrying in {delay:.1f} s")
                if on_error:
                    on_error()
                if stop_event.wait(delay):
                    return  # shutting down: unacked, so the broker redelivers after restart
                delay = min(delay * 2, 5.0)
