"""Threads that work through the database behind ingest (embedding, detections), one batch at a
time, with their own connection; a failing batch is logged and retried, never fatal.

Questions come first. On a 2-core box a crew member's question (the model in its own process, the
query embedding, retrieval) competes with this background work; measured before this change,
answers took 28-30 s instead of 1-2 s while the replay was being embedded. So every background
worker (1) runs at a lower CPU priority (Linux applies `nice` per thread), and (2) does not start
a batch while a question is in flight (`QUESTIONS`, entered by the page's /api/ask), waiting at
most `max_pause_s` so a stream of questions cannot starve it for ever. Nothing is dropped: work
left waiting stays in the database (embedded = 0) and is picked up when the question is answered.
Ingest itself is not a background worker here and never pauses.
"""
import multiprocessing
import os
import threading
import time

from appliance.store.db import Database
from appliance.store.health import FAULTS

BACKGROUND_NICE = 10     # CFS weight ~110 against 1024 for the page and the model: ~10% when they are busy
MAX_PAUSE_S = 10.0


class QuestionGate:
    """Counts questions in flight; background workers wait on `idle` between batches."""

    def __init__(self, max_pause_s: float = MAX_PAUSE_S):
        self.max_pause_s = max_pause_s
        self._lock = threading.Lock()
        self._in_flight = 0
        self.idle = threading.Event()
        self.idle.set()
        self.paused_s = 0.0   # total time workers spent waiting for questions (reported by bench web)
        self._shared: list = []   # the same state for worker processes (store/background.py)

    def shared_idle(self):
        """An event set while no question is in flight, that a worker process can wait on."""
        with self._lock:
            event = multiprocessing.get_context("spawn").Event()
            if self._in_flight == 0:
                event.set()
            self._shared.append(event)
            return event

    def forget(self, event) -> None:
        with self._lock:
            if event in self._shared:
                self._shared.remove(event)

    def enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.idle.clear()
            for event in self._shared:
                event.clear()

    def leave(self) -> None:
        with self._lock:
            self._in_flight = max(0, self._in_flight - 1)
            if self._in_flight == 0:
                self.idle.set()
                for event in self._shared:
                    event.set()

    @property
    def in_flight(self) -> int:
        return self._in_flight

    def question(self):
        """`with QUESTIONS.question(): ...` around answering one question."""
        gate = self

        class _Question:
            def __enter__(self):
                gate.enter()

            def __exit__(self, *exc):
                gate.leave()

        return _Question()

    def wait_idle(self, stop: threading.Event) -> None:
        """Block while a question is in flight, up to max_pause_s (or until `stop` is set)."""
        if self.idle.is_set():
            return
        start = time.monotonic()
        deadline = start + self.max_pause_s
        while not self.idle.is_set() and not stop.is_set() and time.monotonic() < deadline:
            self.idle.wait(min(0.05, max(0.0, deadline - time.monotonic())))
        self.paused_s += time.monotonic() - start


QUESTIONS = QuestionGate()   # one per process: the page enters it, every PollingWorker waits on it


def lower_this_thread(nice: int = BACKGROUND_NICE) -> bool:
    """Lower the calling thread's CPU priority (Linux: setpriority on the thread id). False elsewhere."""
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + nice))
        return True
    except (AttributeError, OSError):
        return False


class PollingWorker(threading.Thread):
    """Calls `step(db) -> int` (rows handled) until stopped; sleeps `interval_s` when idle.

    `setup()` runs first inside the worker thread, at its lowered priority: a worker that loads
    its own model there (e.g. a single-threaded embedder) has every thread it creates inherit it."""

    def __init__(self, name: str, db_path, step, interval_s: float = 0.2, log=print, gate: QuestionGate = QUESTIONS,
                 nice: int = BACKGROUND_NICE):
        super().__init__(name=name, daemon=True)
        self.db_path, self.step, self.interval_s, self.log = db_path, step, interval_s, log
        self.gate, self.nice = gate, nice
        self.stop_event = threading.Event()
        self.handled = 0
        self.lowered = False

    def setup(self) -> None:
        pass

    def run(self) -> None:
        if self.nice:
            self.lowered = lower_this_thread(self.nice)
        self.setup()
        db = Database(self.db_path)
        while not self.stop_event.is_set():
            if self.gate is not None:
                self.gate.wait_idle(self.stop_event)
            try:
                n = self.step(db)
            except Exception as exc:  # the rows stay pending and are retried on the next pass
                FAULTS.note_exception(exc, self.name)   # a damaged file: /healthz and the status say so
                self.log(f"{self.name}: {type(exc).__name__}: {exc}")
                n = 0
            self.handled += n
            if n == 0:
                self.stop_event.wait(self.interval_s)
        db.close()

    def stop(self, timeout: float = 10.0) -> None:
        self.stop_event.set()
        self.join(timeout)
