"""CPU-heavy background work (embedding) in a worker process of its own, behind the page.

Threads in the page's process share its GIL: with the embedders as threads (store/worker.py), a
question's answer p95 went from 0.35 s idle to 0.97 s while the replay was stored and embedded,
however low their `nice` (the GIL is handed to a low-priority thread all the same, and a batch
already started ran to its end). So this work runs in a process that
  - runs at the scheduler's lowest class, SCHED_IDLE (CPU only when nothing else wants it; nice 19
    where that is refused), every thread of it, with its libraries capped at one thread;
  - starts no step while a question is in flight (the gate's shared event), waiting at most
    max_pause_s so a stream of questions cannot starve it; steps are small, so a question that
    arrives mid-step shares the CPU with at most one, and only with what SCHED_IDLE leaves over;
  - is never frozen with SIGSTOP: a process stopped inside its write transaction would hold
    SQLite's write lock and stall ingest.
A worker ends on its own when its parent is gone (killed without a chance to stop it), so a
restarted box never runs beside the last one's workers. Nothing is lost: a step writes its results and marks its rows done in one transaction, so a worker
killed mid-step leaves them waiting in the database; the supervisor thread starts it again and
forwards its log lines.
"""
import multiprocessing
import os
import threading
import time

from appliance.store.worker import BACKGROUND_NICE, QUESTIONS, QuestionGate

CTX = multiprocessing.get_context("spawn")   # fork would copy the page's threads and SQLite handles
RESTART_DELAY_S = 1.0


def _tasks() -> list[int]:
    try:
        return [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:
        return [0]


def lower_this_process(threads: int = 1) -> str:
    """Every thread of this process (and those it starts) to SCHED_IDLE, else nice 19; says which held."""
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[var] = str(threads)   # for libraries loaded from here on
    held = set()
    for tid in _tasks():   # threads already started by imports (e.g. BLAS) are lowered too
        try:
            os.sched_setscheduler(tid, os.SCHED_IDLE, os.sched_param(0))
            held.add("SCHED_IDLE")
        except (AttributeError, OSError):
            pass
        try:
            os.setpriority(os.PRIO_PROCESS, tid, 19)
            held.add("nice 19")
        except (AttributeError, OSError):
            pass
    return " + ".join(sorted(held)) or "normal priority (lowering refused)"


def start_in_batch_class(start, name: str = "batch-class-start"):
    """Returns start() run on a short-lived thread in SCHED_BATCH: every thread and child process it
    starts inherits the class (Linux copies the policy of the thread that clones), and so do the
    children they start again after a crash (ingest's writer process, the broker).

    Why: on 2 cores the model's two threads hold both while a question is answered. A normal task
    that wakes (a commit, a broker delivery: hundreds a second under load) preempts one of them at
    once, and the other then waits for it at llama.cpp's next barrier. A SCHED_BATCH task is never
    let in by a wakeup; it runs at the next tick or when a model thread sleeps. Its CPU share is not
    lowered (as nice would), so ingest keeps its throughput, and a page thread started here (paho's)
    holding the GIL is not left waiting behind the question threads it blocks."""
    out: list = []

    def run() -> None:
        try:
            os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))   # 0: this thread only
        except (AttributeError, OSError):
            pass   # not Linux: started at normal priority
        try:
            out.append((True, start()))
        except BaseException as exc:   # raised again on the caller's thread
            out.append((False, exc))

    t = threading.Thread(target=run, name=name)
    t.start()
    t.join()
    ok, value = out[0]
    if not ok:
        raise value
    return value


def _child(factory, args, db_path, idle, run, ready, stop, handled, conn, interval_s: float, max_pause_s: float,
           lower: bool, parent: int) -> None:
    """Worker process: build the step (its model loads here, at the lowered priority), then run it."""
    from appliance.store.db import Database

    def log(line: str) -> None:
        try:
            conn.send(line)
        except OSError:
            pass

    # A killed box (SIGKILL, the OOM killer) must not leave its workers running; the parent's pid comes
    # from the parent, as it may already be gone by the time this process has imported its modules.
    priority = lower_this_process() if lower else "normal priority"
    step = factory(*args)
    db = Database(db_path)
    log(f"ready, at {priority}")
    ready.set()
    try:
        while not stop.is_set() and os.getppid() == parent:
            if not run.is_set():   # paused by its owner (bench web's idle phase): no step at all
                run.wait(0.1)
                continue
            if idle is not None and not idle.is_set():
                deadline = time.monotonic() + max_pause_s
                while not idle.wait(0.05) and not stop.is_set() and time.monotonic() < deadline \
                        and os.getppid() == parent:
                    pass
                if stop.is_set():
                    break
            try:
                n = step(db)
            except Exception as exc:  # the rows stay pending and are retried on the next pass
                log(f"{type(exc).__name__}: {exc}")
                n = 0
            with handled.get_lock():
                handled.value += n
            if n == 0:
                stop.wait(interval_s)
    finally:
        db.close()


class BackgroundProcess:
    """Runs `factory(*args)`'s step, `step(db) -> rows handled`, in a worker process until stopped.

    `factory` must be a module-level function (it is pickled by name for the spawned process).
    gate=None never pauses; nice=0 keeps the process at normal priority (`bench web --no-yield`)."""

    def __init__(self, name: str, db_path, factory, args=(), interval_s: float = 0.2, log=print,
                 gate: QuestionGate | None = QUESTIONS, nice: int = BACKGROUND_NICE):
        self.name, self.db_path, self.factory, self.args = name, db_path, factory, tuple(args)
        self.interval_s, self.log, self.gate, self.nice = interval_s, log, gate, nice
        self._handled = CTX.Value("q", 0)
        self._stop, self._run, self.ready = CTX.Event(), CTX.Event(), CTX.Event()
        self._run.set()
        self._stopping = threading.Event()
        self._idle = None
        self.proc = None
        self.restarts = 0
        self._conn = None
        self._supervisor: threading.Thread | None = None

    @property
    def handled(self) -> int:
        return self._handled.value

    def is_alive(self) -> bool:
        return self.proc is not None and self.proc.is_alive()

    def start(self) -> None:
        self._idle = self.gate.shared_idle() if self.gate is not None else None
        self._spawn()
        self._supervisor = threading.Thread(target=self._supervise, name=f"{self.name}-supervisor", daemon=True)
        self._supervisor.start()

    def pause(self) -> None:
        """No new step until resume() (the one running finishes); the waiting rows stay in the database."""
        self._run.clear()

    def resume(self) -> None:
        self._run.set()

    def _spawn(self) -> None:
        # Fresh events for each child: a child killed while it waited on one (a SIGTERM to the whole process group)
        # stays counted as a sleeper, and the next set() would wait forever for it to wake (multiprocessing.Condition).
        running = self._run.is_set()
        self._stop, self._run = CTX.Event(), CTX.Event()
        if running:
            self._run.set()
        receiver, sender = CTX.Pipe(duplex=False)
        max_pause_s = self.gate.max_pause_s if self.gate is not None else 0.0
        self.proc = CTX.Process(target=_child, name=self.name, daemon=True,
                                args=(self.factory, self.args, self.db_path, self._idle, self._run, self.ready, self._stop, self._handled,
                                      sender, self.interval_s, max_pause_s, bool(self.nice), os.getpid()))
        self.proc.start()
        sender.close()
        self._conn = receiver

    def _supervise(self) -> None:
        while True:
            try:
                while self._conn.poll(0.2):
                    self.log(f"{self.name}: {self._conn.recv()}")
            except (EOFError, OSError):   # the process closed its end: it is exiting
                self.proc.join(1.0)
            if self._stopping.is_set():
                return
            if not self.proc.is_alive():
                self.log(f"{self.name}: worker process exited (code {self.proc.exitcode}); "
                         "its unfinished rows wait in the database; starting it again")
                self._conn.close()
                if self._stopping.wait(RESTART_DELAY_S):
                    return
                self.restarts += 1
                self._spawn()

    def stop(self, timeout: float = 3.0) -> None:
        """Ends the process after its current step; one still running at `timeout` is killed (its
        transaction rolls back, so its rows wait for the next start). The grace is short: at
        SCHED_IDLE on a busy box a step may not get the CPU to finish, and nothing is lost by the kill."""
        self._stopping.set()
        # Bounded: if the child died waiting on the event, set() would never return; the child is killed below anyway.
        setter = threading.Thread(target=self._stop.set, name=f"{self.name}-stop", daemon=True)
        setter.start()
        setter.join(timeout)
        if self._supervisor is not None:
            self._supervisor.join(timeout)
        if self.proc is not None:
            self.proc.join(timeout)
            if self.proc.is_alive():
                self.proc.kill()
                self.proc.join(5)
        if self._idle is not None and self.gate is not None:
            self.gate.forget(self._idle)
