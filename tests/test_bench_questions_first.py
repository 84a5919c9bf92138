"""Background work yields to questions: the gate pauses workers between batches while a question is
in flight (never dropping work), the page's question routes hold the gate until the streamed
answer is closed, and background threads run at a lower CPU priority."""
import os
import threading

from appliance.service import QuestionsFirst
from appliance.store.worker import PollingWorker, QuestionGate


def test_worker_does_not_start_a_batch_while_a_question_is_in_flight(tmp_path):
    gate = QuestionGate()
    ran = threading.Event()
    calls = []

    def step(db):
        calls.append(1)
        ran.set()
        return 0

    gate.enter()
    worker = PollingWorker("bg", tmp_path / "w.db", step, interval_s=0.01, log=lambda m: None, gate=gate)
    worker.start()
    assert not ran.wait(0.5), "a batch started while a question was being answered"
    gate.leave()
    assert ran.wait(5), "the worker did not resume once the question was answered"
    worker.stop()
    assert worker.lowered and gate.paused_s > 0.3


def test_a_stream_of_questions_cannot_starve_background_work(tmp_path):
    gate = QuestionGate(max_pause_s=0.2)
    ran = threading.Event()
    gate.enter()  # never left: questions keep arriving
    worker = PollingWorker("bg", tmp_path / "w.db", lambda db: ran.set() or 0, interval_s=0.01, log=lambda m: None,
                           gate=gate)
    worker.start()
    assert ran.wait(5), "background work starved by a stream of questions"
    worker.stop()


def test_background_threads_run_at_lower_priority(tmp_path):
    seen = {}

    def step(db):
        seen["nice"] = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        return 0

    worker = PollingWorker("bg", tmp_path / "w.db", step, interval_s=0.01, log=lambda m: None, gate=QuestionGate())
    worker.start()
    for _ in range(100):   # until its first step ran (a loaded machine can take more than a moment)
        if "nice" in seen:
            break
        worker.stop_event.wait(0.1)
    worker.stop()
    assert seen["nice"] >= os.getpriority(os.PRIO_PROCESS, 0) + 1  # the page and the model keep their priority


def test_question_routes_hold_the_gate_until_the_stream_is_closed():
    gate = QuestionGate()
    states = []

    def app(environ, start_response):
        start_response("200 OK", [])

        def body():
            states.append(gate.in_flight)
            yield b"event: answer\n\n"
        return body()

    wrapped = QuestionsFirst(app, gate)
    body = wrapped({"REQUEST_METHOD": "POST", "PATH_INFO": "/api/ask"}, lambda *a: None)
    assert gate.in_flight == 1 and not gate.idle.is_set()
    assert list(body) == [b"event: answer\n\n"] and states == [1]
    body.close()
    body.close()  # a second close must not release someone else's question
    assert gate.in_flight == 0 and gate.idle.is_set()
    wrapped({"REQUEST_METHOD": "GET", "PATH_INFO": "/api/ask"}, lambda *a: None)
    wrapped({"REQUEST_METHOD": "POST", "PATH_INFO": "/api/login"}, lambda *a: None)
    assert gate.in_flight == 0


def test_a_failing_question_route_releases_the_gate():
    gate = QuestionGate()

    def broken(environ, start_response):
        raise RuntimeError("boom")

    try:
        QuestionsFirst(broken, gate)({"REQUEST_METHOD": "POST", "PATH_INFO": "/api/consult"}, lambda *a: None)
    except RuntimeError:
        pass
    assert gate.in_flight == 0
