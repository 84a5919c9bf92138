"""`appliance bench web`: answer latency idle and under load, and simulated tablets while ingest runs.

Answer latency (question sent to final answer event) is measured in the same run with the same
askers asking the same questions (--askers crew members, each asking one new question after
another; the model's reply cache emptied before each segment), in --rounds rounds of
three segments side by side, so the shared machine's drift weighs on each alike: the box idle
(background workers paused), ingest alone (readings over MQTT at --rate per second, the replay at
full speed), loaded (the same readings, plus drone frames at --frame-rate per second, being stored
and embedded, while the askers ask). The load is published from a process of its own, as the field
would (bench/load.py). Four warm-up questions (one of each kind) come first, reported apart (answer_first_s).
ingest_ratio = stored per second in the loaded segments / ingest alone. Then, when --tablets > 0,
the crowd phase: that many tablets loop on POST /api/ask as server-sent events, timing the first
orchestrator step, with ingest running (ingest_ratio_crowd). --no-yield runs the background workers'
processes at normal priority and never pauses them for questions (store/background.py), to measure
what yielding gives.
"""
import contextlib
import http.client
import json
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import click

from appliance.bench.load import OffsiteLoad

QUESTIONS = ["What is the fire weather at the Bejaia station?", "How windy is it at Sidi-Bel Abbes?",
             "Is the humidity low anywhere right now?", "What was the temperature at Bejaia in June?"]
# Latency questions are all different within a segment (a day of the recorded season each), and the model's
# reply cache is emptied between segments: the figure is the time to really answer a new question.
MONTHS = ["June", "July", "August", "September"]
TEMPLATES = ["What was the fire weather at Bejaia on {day} {month} 2012?",
             "How windy was it at Sidi-Bel Abbes on {day} {month} 2012?",
             "Was the humidity low at Bejaia on {day} {month} 2012?",
             "What was the temperature at Sidi-Bel Abbes on {day} {month} 2012?"]


def fresh_question(i: int) -> str:
    return TEMPLATES[i % 4].format(day=1 + (i // 4) % 28, month=MONTHS[(i // 112) % 4])


def p95(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


class Tablet(threading.Thread):
    def __init__(self, n: int, port: int, until: float, fresh: bool = False, offset: int = 0, count: int = 0):
        super().__init__(name=f"tablet-{n}", daemon=True)
        self.n, self.port, self.until, self.fresh, self.offset, self.count = n, port, until, fresh, offset, count
        self.first_event: list[float] = []
        self.answer_s: list[float] = []
        self.accepted: list[float] = []
        self.answers, self.errors = 0, 0
        self.error_kinds: list[str] = []

    def _credentials(self) -> dict:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        conn.request("GET", "/api/whoami")
        resp = conn.getresponse()
        cookie = resp.getheader("Set-Cookie").split(";")[0]
        token = json.loads(resp.read())["csrf"]
        conn.close()
        return {"Cookie": cookie, "X-CSRF-Token": token, "Accept": "text/event-stream", "Content-Type": "application/json"}

    def run(self) -> None:
        headers, session, i = self._credentials(), None, self.n
        while time.monotonic() < self.until or i - self.n < self.count:
            text = fresh_question(self.offset + i) if self.fresh else QUESTIONS[i % len(QUESTIONS)]
            body = {"question": text, **({"session_id": session} if session and not self.fresh else {})}
            i += 1
            start = time.monotonic()
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
            try:
                conn.request("POST", "/api/ask", body=json.dumps(body), headers=headers)
                resp, buffer, first = conn.getresponse(), "", None
                if resp.status != 200:
                    raise RuntimeError(f"HTTP {resp.status}: {resp.read()[:120].decode(errors='replace')}")
                while "event: answer" not in buffer and "event: error" not in buffer:
                    chunk = resp.read1(65536).decode()
                    if not chunk:
                        raise RuntimeError("stream ended before the answer")
                    buffer += chunk
                    if first is None and "event: step" in buffer:
                        first = time.monotonic() - start
                        self.first_event.append(first)
                    if len(self.accepted) < len(self.first_event) + 1 and "event: accepted" in buffer and first is None \
                            and len(self.accepted) == self.answers + self.errors:
                        self.accepted.append(time.monotonic() - start)
                    if session is None and "event: accepted" in buffer and "\n\n" in buffer:
                        session = json.loads(buffer.split("data: ", 1)[1].split("\n", 1)[0])["session_id"]
                if "event: error" in buffer:
                    raise RuntimeError("error event: " + buffer.split("event: error", 1)[1][:160].strip())
                self.answer_s.append(time.monotonic() - start)
                self.answers += 1
            except Exception as exc:  # counted and reported; the tablet keeps asking like a crew member would
                self.errors += 1
                self.error_kinds.append(str(exc)[:200])
            finally:
                conn.close()


def stored(db, device: str) -> int:
    return db.scalar("SELECT COUNT(*) FROM readings WHERE device = ?", [device])


def pending_readings(db) -> int:
    return db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 0")


def ingest_phase(box, config, device: str, rate: float, seconds: float, frame_rate: float = 0.0, asking=None):
    """Publish from outside the box for `seconds` (askers from `asking()` start with it); returns the
    ingest figures (stored per second, until every sent reading is stored) and the askers."""
    before = stored(box.db, device)
    load = OffsiteLoad(config, device, rate, seconds, 0, frame_rate).start()
    crew = asking() if asking else []
    start = time.monotonic()
    load.go()
    sent, frames = load.join()
    deadline = time.monotonic() + 30
    while stored(box.db, device) - before < sent and time.monotonic() < deadline:
        time.sleep(0.05)
    took = time.monotonic() - start
    n = stored(box.db, device) - before
    return {"offered": sent, "stored": n, "seconds": round(took, 2), "per_s": round(n / took, 1), "frames": frames}, crew


def forget_replies(box) -> None:
    """Idle and loaded segments ask the same questions (their cost varies: some need the model to
    confirm an intent), so the model's reply cache is emptied before each segment."""
    if hasattr(box.model, "clear_cache"):
        box.model.clear_cache()


def per_s(phases: list[dict]) -> float:
    return round(sum(p["stored"] for p in phases) / max(1e-9, sum(p["seconds"] for p in phases)), 1)


def latency(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "p50_s": None, "p95_s": None}
    ordered = sorted(values)
    return {"n": len(values), "p50_s": round(ordered[len(ordered) // 2], 2), "p95_s": round(p95(values), 2)}


def ask_for(port: int, askers: int, seconds: float, fresh: bool = False, offset: int = 0, count: int = 0) -> list[Tablet]:
    """Start `askers` crew members asking one question after another until `seconds` pass, at least
    `count` each (fresh: every question a new one, starting at `offset`, so no cache answers it)."""
    until = time.monotonic() + seconds
    crew = [Tablet(n, port, until, fresh, offset + 1000 * n, count) for n in range(askers)]
    for t in crew:
        t.start()
    return crew


def finish(crew: list[Tablet]) -> list[float]:
    for t in crew:
        t.join(600)
    return [x for t in crew for x in t.answer_s]


def run_bench(tablets: int, seconds: float, rate: float, with_model: bool, log, askers: int = 1,
              latency_seconds: float = 45.0, frame_rate: float = 2.0, yield_cpu: bool = True, rounds: int = 3) -> dict:
    """Rounds of three side-by-side segments, so the shared machine's drift weighs on each alike:
    idle (no load, background workers paused), ingest alone (readings at `rate`, workers on, no
    questions), loaded (readings + frames + workers + the askers). Then the crowd phase."""
    from appliance.box import Box
    from appliance.comms.broker import LocalBroker, free_port
    from appliance.config import load_config
    from appliance.embed.image_worker import ImageEmbedWorker
    from appliance.embed.text_worker import ReadingEmbedWorker
    from appliance.ingest.service import IngestService
    from appliance.paths import ALGERIAN_CSV, MODELS_DIR
    from appliance.service import QuestionsFirst
    from appliance.store.background import start_in_batch_class
    from appliance.store.readings import embed_pending_readings, insert_readings
    from appliance.store.worker import QuestionGate
    from appliance.web.app import create_app
    from appliance.web.server import close_server, serve_in_thread
    from firmware_bridge.algerian import parse_algerian

    tmp = Path(tempfile.mkdtemp(prefix="bench-web-"))
    port = free_port()
    config = load_config(None, {"store.data_dir": str(tmp / "data"), "models.dir": str(MODELS_DIR), "web.port": 0,
                                "mqtt.port": port, "web.threads": max(tablets, askers) + 8})
    gate = QuestionGate() if yield_cpu else None
    segment = latency_seconds / rounds
    from appliance.llm.tuning import apply_env

    apply_env(config.llm)  # as `appliance run` does, before the model worker starts
    with contextlib.ExitStack() as stack:   # the broker and ingest start as `appliance run` starts them
        stack.callback(start_in_batch_class(LocalBroker(port, tmp / "mosquitto").start).stop)
        box = Box(config, with_model=with_model, degraded_ok=True, log=log)
        model = "loaded" if box.model is not None else box.model_problem
        priority = getattr(box.model, "priority", None)      # what the worker's set_priority said
        days = parse_algerian(ALGERIAN_CSV).days
        insert_readings(box.db, [("demo", d.device, d.reading(i + 1)) for i, d in enumerate(days)])
        embed_pending_readings(box.db, box.embedder.embed)
        ingest = IngestService(config, box.db, log=lambda *a: None)
        start_in_batch_class(ingest.start)
        workers = [ReadingEmbedWorker(config.db_path, box.manifest, box.embedder.name, log=log),
                   ImageEmbedWorker(config.db_path, config.frames_dir, box.image_embedder, log=log)]
        for w in workers:
            w.gate = gate
            if not yield_cpu:
                w.nice = 0   # --no-yield: the workers' processes at normal priority, never paused by questions
            w.start()
        for w in workers:
            w.ready.wait(120)
        app = create_app(box, {"ingest": ingest})
        if gate is not None:
            app.wsgi_app = QuestionsFirst(app.wsgi_app, gate)
        server = serve_in_thread(app, threads=config.web.threads)
        web_port = server.effective_port
        idle, loaded, alone_phases, loaded_phases, embedded = [], [], [], [], [0, 0]
        try:
            # One question of each kind first, not counted: they pay once for the intents' vectors, the
            # gazetteer and zones, and the model's prompt (answer_first_s: the slowest of them).
            first = finish(ask_for(web_port, 1, 0.0, fresh=True, offset=444, count=4))
            log(f"first answers (warm-up, not counted): {[round(x, 2) for x in first]}")
            for r in range(rounds):
                log(f"round {r + 1}/{rounds}: idle {segment:g} s, ingest alone {segment:g} s, loaded {segment:g} s")
                for w in workers:
                    w.pause()
                forget_replies(box)
                idle += finish(ask_for(web_port, askers, segment, fresh=True, offset=112 * r))
                for w in workers:
                    w.resume()
                alone, _ = ingest_phase(box, config, f"bench-alone-{r}", rate, segment)
                alone_phases.append(alone)
                before = [w.embedded for w in workers]
                forget_replies(box)   # the same questions as the idle segment, each answered anew
                phase, crew = ingest_phase(box, config, f"bench-loaded-{r}", rate, segment, frame_rate,
                                           lambda: ask_for(web_port, askers, segment, fresh=True, offset=112 * r))
                loaded += finish(crew)
                loaded_phases.append(phase)
                embedded = [e + w.embedded - b for e, w, b in zip(embedded, workers, before)]
                log(f"  idle {latency(idle)}; loaded {latency(loaded)}; alone {alone}; loaded ingest {phase}")
            backlog = pending_readings(box.db)
            crowd, crowd_ingest, elapsed = [], None, 0.0
            if tablets > 0:
                log(f"ingest with {tablets} tablets asking and streaming")
                start = time.monotonic()
                crowd_ingest, crowd = ingest_phase(box, config, "bench-crowd", rate, seconds,
                                                   asking=lambda: ask_for(web_port, tablets, seconds))
                finish(crowd)
                elapsed = time.monotonic() - start
                log(f"  {crowd_ingest}")
        finally:
            close_server(server)
            ingest.stop()
            for w in workers:
                w.stop()
            box.close()
    firsts = [x for t in crowd for x in t.first_event]
    accepted = [x for t in crowd for x in t.accepted]
    kinds = Counter(k for t in crowd for k in t.error_kinds)
    answers, errors = sum(t.answers for t in crowd), sum(t.errors for t in crowd)
    idle_l, loaded_l = latency(idle), latency(loaded)
    alone_per_s, loaded_per_s = per_s(alone_phases), per_s(loaded_phases)
    ratio = lambda a, b: round(a / b, 3) if a is not None and b else None  # noqa: E731
    return {"bench": "web", "tablets": tablets, "askers": askers, "seconds": seconds, "rounds": rounds,
            "model": model, "model_priority": priority, "yield_to_questions": yield_cpu, "answer_first_s": round(max(first), 2) if first else None,
            "answer_p50_idle_s": idle_l["p50_s"], "answer_p95_idle_s": idle_l["p95_s"], "answers_idle": idle_l["n"],
            "answer_p50_loaded_s": loaded_l["p50_s"], "answer_p95_loaded_s": loaded_l["p95_s"],
            "answers_loaded": loaded_l["n"], "answer_p95_loaded_over_idle": ratio(loaded_l["p95_s"], idle_l["p95_s"]),
            "answer_p50_loaded_over_idle": ratio(loaded_l["p50_s"], idle_l["p50_s"]),
            "frames_sent": sum(p["frames"] for p in loaded_phases), "frames_embedded_meanwhile": embedded[1],
            "readings_embedded_meanwhile": embedded[0], "readings_waiting_for_vectors": backlog,
            "ingest_rate_offered": rate, "ingest_alone_per_s": alone_per_s, "ingest_loaded_per_s": loaded_per_s,
            "ingest_ratio": ratio(loaded_per_s, alone_per_s),
            "answers": answers, "errors": errors, "error_kinds": dict(kinds.most_common(3)),
            "unfinished_tablets": sum(t.is_alive() for t in crowd),
            "answers_per_min": round(answers / elapsed * 60, 1) if elapsed else None,
            "p95_first_event_s": round(p95(firsts), 3) if firsts else None,
            "p95_accepted_s": round(p95(accepted), 3) if accepted else None,
            "median_first_event_s": round(sorted(firsts)[len(firsts) // 2], 3) if firsts else None,
            "ingest_crowd_per_s": crowd_ingest["per_s"] if crowd_ingest else None,
            "ingest_ratio_crowd": ratio(crowd_ingest["per_s"], alone_per_s) if crowd_ingest else None,
            "target": {"answer_p95_loaded_s": 5.0, "answer_p95_loaded_over_idle": 1.5, "ingest_ratio": 0.9,
                       "p95_first_event_s": 1.0}}


@click.command("web")
@click.option("--tablets", default=20, show_default=True, help="Simulated tablets asking at once (crowd phase; 0 skips it).")
@click.option("--askers", default=1, show_default=True, help="Crew members asking one question after another in the latency phases.")
@click.option("--seconds", default=30.0, show_default=True, help="Length of the crowd phase.")
@click.option("--latency-seconds", default=45.0, show_default=True, help="Length of each answer-latency phase (idle, loaded), all rounds together.")
@click.option("--rounds", default=3, show_default=True, type=click.IntRange(1, 4), help="Side-by-side rounds of idle, ingest alone and loaded segments.")
@click.option("--rate", default=200.0, show_default=True, help="Readings per second published during the loaded phases.")
@click.option("--frame-rate", default=2.0, show_default=True, help="Drone frames per second published in the loaded latency phase.")
@click.option("--model/--no-model", default=True, show_default=True, help="Load the local language model.")
@click.option("--yield/--no-yield", "yield_cpu", default=True, show_default=True,
              help="Background work yields to questions (lower priority, paused while one is answered).")
@click.option("--json", "as_json", is_flag=True, help="Last line: one JSON object.")
def command(tablets, askers, seconds, latency_seconds, rounds, rate, frame_rate, model, yield_cpu, as_json):
    """Answer latency idle and loaded, and the crew page under load, with ingest running."""
    result = run_bench(tablets, seconds, rate, model, log=lambda m: click.echo(m, err=as_json), askers=askers,
                       latency_seconds=latency_seconds, frame_rate=frame_rate, yield_cpu=yield_cpu, rounds=rounds)
    ok = ((result["answer_p95_loaded_s"] or 1e9) <= 5.0 and (result["answer_p95_loaded_over_idle"] or 1e9) <= 1.5
          and (result["ingest_ratio"] or 0) >= 0.9
          and (tablets == 0 or (result["p95_first_event_s"] or 1e9) <= 1.0))
    result["meets_target"] = ok
    click.echo(json.dumps(result) if as_json else "\n".join(f"{k}: {v}" for k, v in result.items()))
