"""The embedding worker runs in a process of its own (store/background.py): it embeds waiting rows
for real with the packaged text model, starts nothing while a question is held, runs at the
scheduler's idle class, and never loses a row when its process is killed mid-work."""
import os
import threading

import numpy as np

from appliance.embed.text_worker import ReadingEmbedWorker
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from appliance.store.worker import QuestionGate
from conftest import wait_for

T0 = 1_750_000_000


def _db_with_readings(tmp_path, n: int) -> Database:
    db = Database(tmp_path / "bg.db")
    insert_readings(db, [("north", f"st-{i % 3}", {"ts": T0 + 60 * i, "seq": i + 1, "lat": 39.7, "lon": -121.6,
                                                   "temperature_c": 20 + i % 15, "rh_pct": 10 + i % 70,
                                                   "wind_kmh": i % 50, "rain_mm": 0}) for i in range(n)])
    return db


def _pending(db) -> int:
    return db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 0")


def _worker(db, manifest, gate, lines, batch=16):
    worker = ReadingEmbedWorker(db.path, manifest, "text_embedder_int8", batch=batch, interval_s=0.05,
                                log=lines.append)
    worker.gate = gate
    return worker


def test_worker_process_pauses_while_a_question_is_held_then_embeds_every_row(tmp_path, manifest, text_embedder):
    db = _db_with_readings(tmp_path, 120)
    gate, lines = QuestionGate(max_pause_s=60), []
    gate.enter()   # a question is being answered before the worker is even up
    worker = _worker(db, manifest, gate, lines)
    worker.start()
    try:
        wait_for(lambda: any("ready" in line for line in lines), 60, what="the worker process to load its model")
        assert os.sched_getscheduler(worker.proc.pid) == os.SCHED_IDLE   # CPU only when nothing else wants it
        assert worker.proc.pid != os.getpid()
        threading.Event().wait(1.0)
        assert _pending(db) == 120 and worker.embedded == 0, "a step started while a question was held"
        gate.leave()
        wait_for(lambda: _pending(db) == 0, 60, what="the waiting rows to be embedded")
    finally:
        worker.stop()
    assert worker.embedded == 120
    # Real vectors from the same model as the query embedder (int8 scales depend on the batch: cosine, not equality).
    row = db.query("SELECT id, text FROM readings ORDER BY id LIMIT 1")[0]
    stored = db.query("SELECT embedding FROM vec_readings WHERE reading_id = ?", [row["id"]])[0]["embedding"]
    assert float(np.frombuffer(stored, dtype=np.float32) @ text_embedder.embed([row["text"]])[0]) > 0.98
    assert gate.in_flight == 0 and not gate._shared   # the worker let go of the gate's shared event


def test_a_stream_of_questions_cannot_starve_the_worker_process(tmp_path, manifest):
    db = _db_with_readings(tmp_path, 40)
    gate, lines = QuestionGate(max_pause_s=0.3), []
    gate.enter()   # never left: questions keep arriving
    worker = _worker(db, manifest, gate, lines)
    worker.start()
    try:
        wait_for(lambda: _pending(db) == 0, 60, what="background work despite a stream of questions")
    finally:
        worker.stop()


def test_killing_the_worker_process_loses_no_row(tmp_path, manifest):
    n = 1500
    db = _db_with_readings(tmp_path, n)
    lines = []
    worker = _worker(db, manifest, None, lines, batch=32)
    worker.start()
    kills = 0
    try:
        for _ in range(3):   # killed while it works, each time after at least one more step committed
            done = n - _pending(db)
            wait_for(lambda: n - _pending(db) > done or _pending(db) == 0, 60, what="a committed step")
            if _pending(db) == 0:
                break
            pid = worker.proc.pid
            worker.proc.kill()
            kills += 1
            wait_for(lambda: worker.proc.pid != pid and worker.is_alive(), 30, what="the worker to be started again")
        wait_for(lambda: _pending(db) == 0, 120, what="every row embedded after the kills")
    finally:
        worker.stop()
    assert kills >= 1 and worker.restarts == kills
    assert any("exited" in line for line in lines)
    assert db.scalar("SELECT COUNT(*) FROM vec_readings") == n
    assert db.scalar("SELECT COUNT(*) FROM readings r JOIN vec_readings v ON v.reading_id = r.id") == n


PARENT = r'''
import sys, time
sys.path.insert(0, sys.argv[2])
from appliance.store.background import BackgroundProcess

def idle_step_factory():
    return lambda db: 0

if __name__ == "__main__":
    w = BackgroundProcess("orphan-check", sys.argv[1], idle_step_factory, interval_s=0.05, gate=None, nice=0, log=lambda s: None)
    w.start()
    w.ready.wait(60)
    print(w.proc.pid, flush=True)
    time.sleep(600)
'''


def test_a_worker_ends_when_its_parent_is_killed(tmp_path):
    # SIGKILL (or the OOM killer) gives the box no chance to stop its workers: they must not run on
    # beside the next box, embedding the same rows twice.
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    Database(tmp_path / "a.db").close()
    script = tmp_path / "parent.py"
    script.write_text(PARENT)
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_path / "a.db"), str(Path(__file__).resolve().parents[1])],
                            stdout=subprocess.PIPE, text=True)
    worker_pid = int(proc.stdout.readline())
    assert Path(f"/proc/{worker_pid}").exists()
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and Path(f"/proc/{worker_pid}").exists() \
            and Path(f"/proc/{worker_pid}/stat").read_text().split()[2] != "Z":
        time.sleep(0.1)
    alive = Path(f"/proc/{worker_pid}").exists() and Path(f"/proc/{worker_pid}/stat").read_text().split()[2] != "Z"
    if alive:
        os.kill(worker_pid, signal.SIGKILL)
    assert not alive, "the worker outlived its killed parent"


def test_stop_returns_after_a_worker_was_killed_while_it_waited(tmp_path):
    # A SIGTERM to the whole process group ('timeout', a service manager) kills the worker while it waits on its
    # stop event; a multiprocessing Event then counts a sleeper that never wakes, and setting it waited forever,
    # so the box hung on stop. Killed twice while waiting (once restarted, once not yet), stop() still returns.
    import signal
    import time

    from appliance.store.background import BackgroundProcess

    Database(tmp_path / "w.db").close()
    w = BackgroundProcess("killed-waiting", tmp_path / "w.db", _idle_step, interval_s=30.0, gate=None, nice=0,
                          log=lambda s: None)
    w.start()
    try:
        assert w.ready.wait(60)
        first = w.proc.pid
        time.sleep(0.5)                       # in its 30 s wait on the stop event
        os.kill(first, signal.SIGTERM)
        wait_for(lambda: w.proc.pid != first and w.is_alive(), 30, what="the worker to be started again")
        time.sleep(0.5)
        os.kill(w.proc.pid, signal.SIGTERM)   # and killed again, stop() called before the restart
    finally:
        stopper = threading.Thread(target=w.stop, daemon=True)
        stopper.start()
        stopper.join(30)
    assert not stopper.is_alive(), "stop() hung on a worker killed while it waited"
    assert not w.is_alive()


def _idle_step():
    return lambda db: 0
