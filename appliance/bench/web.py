"""`appliance bench web`: simulated tablets asking and streaming at once while ingest runs.

Ingest is measured twice at the same offered rate (readings published over MQTT at --rate per
second): alone, then with the tablets asking. ingest_ratio = stored per second with the load /
without. Each tablet loops: POST /api/ask as server-sent events, timing the first orchestrator
step (not the server's own "accepted" event) and the answer.
"""
import http.client
import json
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import click

QUESTIONS = ["What is the fire weather at the Bejaia station?", "How windy is it at Sidi-Bel Abbes?",
             "Is the humidity low anywhere right now?", "What was the temperature at Bejaia in June?"]


def p95(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


class Tablet(threading.Thread):
    def __init__(self, n: int, port: int, until: float):
        super().__init__(name=f"tablet-{n}", daemon=True)
        self.n, self.port, self.until = n, port, until
        self.first_event: list[float] = []
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
        while time.monotonic() < self.until:
            body = {"question": QUESTIONS[i % len(QUESTIONS)], **({"session_id": session} if session else {})}
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
                self.answers += 1
            except Exception as exc:  # counted and reported; the tablet keeps asking like a crew member would
                self.errors += 1
                self.error_kinds.append(str(exc)[:200])
            finally:
                conn.close()


class Publisher(threading.Thread):
    """Readings over MQTT at a fixed offered rate, as field stations would send them."""

    def __init__(self, config, device: str, rate: float, seconds: float, seq0: int):
        super().__init__(name=f"publisher-{device}", daemon=True)
        self.config, self.device, self.rate, self.seconds, self.seq0 = config, device, rate, seconds, seq0
        self.sent = 0

    def run(self) -> None:
        from appliance.comms.mqtt_client import connect, make_client, publish_json
        from appliance.comms.topics import Topics

        client = make_client(f"bench-{self.device}")
        connect(client, self.config.mqtt.host, self.config.mqtt.port)
        topic = Topics(self.config.mqtt.topic_prefix, self.config.site).topic("sensor_reading", device=self.device)
        start = time.monotonic()
        while (elapsed := time.monotonic() - start) < self.seconds:
            due = int(elapsed * self.rate) + 1
            while self.sent < due:
                self.sent += 1
                publish_json(client, topic, {"ts": time.time() - 60, "seq": self.seq0 + self.sent, "lat": 36.75,
                                             "lon": 5.06, "temperature_c": 25.0 + self.sent % 10, "rh_pct": 40.0,
                                             "wind_kmh": 12.0, "rain_mm": 0.0})
            time.sleep(0.005)
        time.sleep(0.5)
        client.loop_stop()
        client.disconnect()


def stored(db, device: str) -> int:
    return db.scalar("SELECT COUNT(*) FROM readings WHERE device = ?", [device])


def ingest_phase(box, config, device: str, rate: float, seconds: float, seq0: int) -> dict:
    before = stored(box.db, device)
    pub = Publisher(config, device, rate, seconds, seq0)
    start = time.monotonic()
    pub.start()
    pub.join()
    deadline = time.monotonic() + 30
    while stored(box.db, device) - before < pub.sent and time.monotonic() < deadline:
        time.sleep(0.05)
    took = time.monotonic() - start
    n = stored(box.db, device) - before
    return {"offered": pub.sent, "stored": n, "seconds": round(took, 2), "per_s": round(n / took, 1)}


def run_bench(tablets: int, seconds: float, rate: float, with_model: bool, log) -> dict:
    from appliance.box import Box, EmbedWorker
    from appliance.comms.broker import LocalBroker, free_port
    from appliance.config import load_config
    from appliance.ingest.service import IngestService
    from appliance.paths import ALGERIAN_CSV, MODELS_DIR
    from appliance.store.readings import embed_pending_readings, insert_readings
    from appliance.web.app import create_app
    from appliance.web.server import close_server, serve_in_thread
    from firmware_bridge.algerian import parse_algerian

    tmp = Path(tempfile.mkdtemp(prefix="bench-web-"))
    port = free_port()
    config = load_config(None, {"store.data_dir": str(tmp / "data"), "models.dir": str(MODELS_DIR), "web.port": 0,
                                "mqtt.port": port, "web.threads": tablets + 8})
    with LocalBroker(port, tmp / "mosquitto"):
        box = Box(config, with_model=with_model, degraded_ok=True, log=log)
        model = "loaded" if box.model is not None else box.model_problem
        days = parse_algerian(ALGERIAN_CSV).days
        insert_readings(box.db, [("demo", d.device, d.reading(i + 1)) for i, d in enumerate(days)])
        embed_pending_readings(box.db, box.embedder.embed)
        ingest = IngestService(config, box.db, log=lambda *a: None)
        ingest.start()
        embedder = EmbedWorker(config.db_path, box.embedder)
        embedder.start()
        server = serve_in_thread(create_app(box, {"ingest": ingest}), threads=config.web.threads)
        try:
            log(f"ingest alone: {rate:g} readings/s offered for {seconds:g} s")
            alone = ingest_phase(box, config, "bench-alone", rate, seconds, 0)
            log(f"  {alone}")
            log(f"ingest with {tablets} tablets asking and streaming")
            until = time.monotonic() + seconds
            crew = [Tablet(n, server.effective_port, until) for n in range(tablets)]
            start = time.monotonic()
            for t in crew:
                t.start()
            loaded = ingest_phase(box, config, "bench-loaded", rate, seconds, 0)
            for t in crew:
                t.join(600)
            elapsed = time.monotonic() - start
            log(f"  {loaded}")
        finally:
            close_server(server)
            ingest.stop()
            embedder.stop()
            box.close()
    firsts = [x for t in crew for x in t.first_event]
    stragglers = sum(t.is_alive() for t in crew)
    accepted = [x for t in crew for x in t.accepted]
    kinds = Counter(k for t in crew for k in t.error_kinds)
    answers, errors = sum(t.answers for t in crew), sum(t.errors for t in crew)
    return {"bench": "web", "tablets": tablets, "seconds": seconds, "model": model,
            "answers": answers, "errors": errors, "error_kinds": dict(kinds.most_common(3)), "unfinished_tablets": stragglers, "answers_per_min": round(answers / elapsed * 60, 1),
            "p95_first_event_s": round(p95(firsts), 3) if firsts else None,
            "p95_accepted_s": round(p95(accepted), 3) if accepted else None,
            "median_first_event_s": round(sorted(firsts)[len(firsts) // 2], 3) if firsts else None,
            "ingest_rate_offered": rate, "ingest_alone_per_s": alone["per_s"], "ingest_loaded_per_s": loaded["per_s"],
            "ingest_ratio": round(loaded["per_s"] / alone["per_s"], 3) if alone["per_s"] else None,
            "target": {"p95_first_event_s": 1.0, "ingest_ratio": 0.9}}


@click.command("web")
@click.option("--tablets", default=20, show_default=True, help="Simulated tablets asking at once.")
@click.option("--seconds", default=30.0, show_default=True, help="Length of each phase.")
@click.option("--rate", default=200.0, show_default=True, help="Readings per second published during each phase.")
@click.option("--model/--no-model", default=True, show_default=True, help="Load the local language model.")
@click.option("--json", "as_json", is_flag=True, help="Last line: one JSON object.")
def command(tablets, seconds, rate, model, as_json):
    """The crew page under load: answers per minute and time to the first streamed step, with ingest running."""
    result = run_bench(tablets, seconds, rate, model, log=lambda m: click.echo(m, err=as_json))
    ok = (result["p95_first_event_s"] is not None and result["p95_first_event_s"] <= 1.0
          and (result["ingest_ratio"] or 0) >= 0.9)
    result["meets_target"] = ok
    click.echo(json.dumps(result) if as_json else "\n".join(f"{k}: {v}" for k, v in result.items()))
