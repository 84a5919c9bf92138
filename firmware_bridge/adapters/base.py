"""What every adapter shares: reconnect with exponential backoff, a retained status topic of its
own, counters, and appending to the outbox (never publishing data directly)."""
import threading
import time
from collections import Counter

from edgelink.backoff import Backoff


class DeviceLost(Exception):
    """The device went away (cable pulled, port gone, link silent); reconnect with backoff."""


class Adapter(threading.Thread):
    def __init__(self, name: str, outbox, link, *, backoff_s: float = 0.2, max_backoff_s: float = 10.0, log=print):
        super().__init__(name=f"adapter-{name}", daemon=True)
        self.adapter_name, self.outbox, self.link, self.log = name, outbox, link, log
        self.backoff = Backoff(backoff_s, max_backoff_s)
        self.counts: Counter = Counter()
        self.state = "starting"
        self.stop_event = threading.Event()

    def serve(self) -> None:
        """Open the device and forward until it is lost (raise DeviceLost) or stop_event is set."""
        raise NotImplementedError

    def run(self) -> None:
        while not self.stop_event.is_set():
            started = time.monotonic()
            try:
                self.serve()
            except (DeviceLost, OSError) as exc:
                self.counts["disconnects"] += 1
                if time.monotonic() - started > 5:
                    self.backoff.reset()   # it had been working: start the backoff again
                delay = self.backoff.next()
                self.set_state("reconnecting", detail=str(exc)[:200], retry_in_s=round(delay, 2))
                if self.stop_event.wait(delay):
                    break
        self.set_state("stopped")

    def set_state(self, state: str, **detail) -> None:
        self.state = state
        self.log(f"bridge {self.adapter_name}: {state} {detail or ''}".rstrip())
        self.link.publish_status(self.adapter_name, {"state": state, **detail, "counts": dict(self.counts)})

    def emit(self, kind: str, device: str, payload, props: dict | None = None) -> int:
        topic = self.link.topics.topic(kind, device=device)
        seq = self.outbox.append(kind, device, topic, payload, props)
        self.counts["forwarded"] += 1
        self.link.notify()
        return seq

    def stop(self) -> None:
        self.stop_event.set()
        self.join(5)
