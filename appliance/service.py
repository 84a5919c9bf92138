"""Run the whole box: broker (when embedded), ingest, embedding, the page; optionally the demo feed.

Everything started here is stopped here: Ctrl-C or SIGTERM leaves nothing running.
"""
import os
import signal
import threading

from appliance.box import Box, FireWeatherWorker
from appliance.comms.broker import LocalBroker, port_open
from appliance.embed.text_worker import ReadingEmbedWorker
from appliance.ingest.service import IngestService
from appliance.store.background import start_in_batch_class
from appliance.store.worker import QUESTIONS

LOOPBACK = {"127.0.0.1", "localhost", "::1"}
QUESTION_ROUTES = ("/api/ask", "/api/consult")


MMAP_THRESHOLD_BYTES = 4 * 1024 * 1024
# glibc gives each thread that allocates under contention an arena of its own, up to 8 per core: the page's 32
# threads, answer threads and workers spread small allocations over ~16 arenas, each keeping its own holes (the
# soak's free lists grew 30 -> 66 MB an hour). Python holds the GIL for nearly all of it, so two arenas cost no
# measurable contention and leave far fewer places for freed memory to sit.
ARENA_MAX = 2


def keep_large_allocations_returnable(threshold: int = MMAP_THRESHOLD_BYTES) -> bool:
    """Fix glibc's mmap threshold so blocks of `threshold` bytes and more are always mapped and handed
    back to the system when freed. Left dynamic, glibc raises the threshold after the first large
    free, and every later 16 MiB scrypt buffer of a crew login (web/auth.py) stays in the arena of
    the waitress thread that checked it: 32 page threads kept 496 MB after two tablets logged in and
    out for a while (measured; 16 MB with the threshold fixed). That was the box's memory climbing
    in steps with the tablets' logins over a shift (issue 28). The arenas are capped too (ARENA_MAX).
    The processes the box starts later (ingest's writer, the workers, the model) read the same settings
    from the environment. False where there is no glibc."""
    os.environ.setdefault("MALLOC_MMAP_THRESHOLD_", str(int(threshold)))
    os.environ.setdefault("MALLOC_ARENA_MAX", str(ARENA_MAX))
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-8, ARENA_MAX)                     # -8 = M_ARENA_MAX: threads started from now on share these
        return bool(libc.mallopt(-3, int(threshold)))   # -3 = M_MMAP_THRESHOLD
    except (OSError, AttributeError):
        return False


TRIM_EVERY_S = 60.0


class FreedMemoryReturner(threading.Thread):
    """Hands memory the box has freed back to the system once a minute (glibc malloc_trim). glibc
    returns freed memory only from the top of each arena; what is freed in the middle stays resident
    and is reused only by allocations that fit it. With a page served by 32 threads, short-lived
    answer threads and workers each allocating in their own arena, those holes added up: the soak
    measured glibc's free-but-kept memory growing 48-67 MB an hour with tablets asking. A trim takes
    a few milliseconds; nothing is trimmed where there is no glibc."""

    def __init__(self, every_s: float = TRIM_EVERY_S):
        super().__init__(name="memory-trim", daemon=True)
        self.every_s, self.stop_event, self.trims = every_s, threading.Event(), 0
        try:
            import ctypes

            self._trim = ctypes.CDLL("libc.so.6").malloc_trim
        except (OSError, AttributeError):
            self._trim = None

    def run(self) -> None:
        while self._trim is not None and not self.stop_event.wait(self.every_s):
            self._trim(0)
            self.trims += 1

    def stop(self) -> None:
        self.stop_event.set()


class StartRefused(SystemExit):
    """The box will not start as configured (e.g. require_gpu on a CPU fallback): one line, exit 1."""


class QuestionsFirst:
    """WSGI middleware: a POST to a question route holds the question gate until its (streamed)
    response is closed, so background workers (store/worker.py) pause while it is answered."""

    def __init__(self, app, gate=QUESTIONS, routes=QUESTION_ROUTES):
        self.app, self.gate, self.routes = app, gate, routes

    def __call__(self, environ, start_response):
        if environ.get("REQUEST_METHOD") != "POST" or not environ.get("PATH_INFO", "").startswith(self.routes):
            return self.app(environ, start_response)
        self.gate.enter()
        try:
            body = self.app(environ, start_response)
        except BaseException:
            self.gate.leave()
            raise
        return _ClosingBody(body, self.gate.leave)


class _ClosingBody:
    """Iterates the wrapped body; calls `done` exactly once when the server closes it."""

    def __init__(self, body, done):
        self.body, self._done = body, done

    def __iter__(self):
        return iter(self.body)

    def close(self):
        try:
            if hasattr(self.body, "close"):
                self.body.close()
        finally:
            done, self._done = self._done, None
            if done:
                done()


class ApplianceService:
    def __init__(self, config, *, demo: bool = False, degraded_ok: bool = False, log=print):
        from appliance.llm.tuning import apply_env

        self.config, self.demo, self.log = config, demo, log
        keep_large_allocations_returnable()
        apply_env(config.llm)  # before the model worker starts: it inherits this environment
        self.box = Box(config, degraded_ok=degraded_ok, log=log)
        self.broker: LocalBroker | None = None
        self.ingest: IngestService | None = None
        self.embed_worker: ReadingEmbedWorker | None = None
        self.fire_weather_worker: FireWeatherWorker | None = None
        self.image_worker = None
        self.detection_worker = None
        self.field = None       # availability, alert events, station state, TAK (appliance.alerts.outputs)
        self.server = None
        self.simulator = None
        self.placement: dict | None = None
        self.fleet_parts: list = []
        self.memory_trim = FreedMemoryReturner()
        self._stopped = threading.Event()

    def start(self) -> str:
        # Where each model runs, said before anything starts: require_gpu refuses a CPU fallback here.
        from appliance.llm import placement

        report = placement.report(self.box)
        for line in placement.lines(report):
            self.log(line)
        try:
            self.placement = placement.check(report)
        except placement.PlacementError as exc:
            raise StartRefused(f"error: {exc}") from None
        m = self.config.mqtt
        if m.host in LOOPBACK and m.start_local_broker and not port_open(m.host, m.port):
            broker = LocalBroker(m.port, self.config.store.data_dir / "mosquitto")
            self.broker = start_in_batch_class(broker.start)   # never preempts a question's model on waking
            self.log(f"started local mosquitto on 127.0.0.1:{m.port}")
        self.ingest = IngestService(self.config, self.box.db, log=self.log)
        start_in_batch_class(self.ingest.start)   # its writer process and threads too (store/background.py)
        self.embed_worker = ReadingEmbedWorker(self.config.db_path, self.box.manifest, self.box.embedder.name,
                                               log=self.log)
        self.embed_worker.start()
        self.fire_weather_worker = FireWeatherWorker(self.config.db_path, self.config, log=self.log)
        self.fire_weather_worker.start()
        threading.Thread(target=self._warm_reading_index, name="reading-index-warm", daemon=True).start()
        threading.Thread(target=self._warm_understanding, name="understanding-warm", daemon=True).start()
        self._start_frame_workers()
        self.memory_trim.start()
        from appliance.fleet.engine import start_fleet_role   # [fleet] role: engine outputs or the incident picture
        self.fleet_parts, fleet_services = start_fleet_role(self.config, log=self.log)
        from appliance.web.app import create_app
        from appliance.web.server import create_page_server

        w = self.config.web
        app = create_app(self.box, {"ingest": self.ingest, "placement": self.placement, **fleet_services})
        app.wsgi_app = QuestionsFirst(app.wsgi_app)
        self.server = create_page_server(app, w)
        url = f"http://{'127.0.0.1' if w.host in ('0.0.0.0', '127.0.0.1') else w.host}:{self.server.effective_port}"
        if self.demo:
            self._start_simulator()
        return url

    def _warm_reading_index(self) -> None:
        """Load a large readings table into the IVF index now, so the first question does not wait."""
        from appliance.retrieve.reading_index import reading_index
        from appliance.store.db import Database

        db = Database(self.config.db_path)
        try:
            reading_index(db, log=self.log)
        except Exception as exc:  # the search falls back to building it on the first question
            self.log(f"readings index not warmed: {type(exc).__name__}: {exc}")
        finally:
            db.close()

    def _warm_understanding(self) -> None:
        """Read one question now, as an answer does: the reader's second embedder, the gazetteer and the time
        zones load once (5-25 s on 2 busy cores), before a crew's first question rather than during it."""
        import time

        from appliance.understand import known_stations, read_question

        try:
            orchestrator = self.box.orchestrator
            read_question("What is the fire danger at the station now?", now=time.time(),
                          stations=known_stations(self.box.db), embedder=self.box.embedder,
                          reader=orchestrator.reader, reader_embedder=orchestrator.reader_embedder)
        except Exception as exc:  # the first question pays the loads instead
            self.log(f"understanding not warmed: {type(exc).__name__}: {exc}")

    def _start_frame_workers(self) -> None:
        """Frames get image vectors (CLIP when provisioned, else the OpenCV descriptor) and a look
        for fire or smoke; a detection is projected ahead and published on the alerts topic."""
        from appliance.alerts import DetectionWorker
        from appliance.alerts.outputs import FieldOutputs
        from appliance.embed.image_worker import ImageEmbedWorker

        # The Box loaded the image embedder once (CLIP when provisioned); the worker shares it.
        self.image_worker = ImageEmbedWorker(self.config.db_path, self.config.frames_dir, self.box.image_embedder,
                                             log=self.log)
        self.image_worker.start()
        # A command post's TAK feed carries every engine's stations, detections and fronts (appliance/fleet).
        more = None
        if self.config.fleet.role == "command_post":
            from appliance.fleet.map_features import with_incident_picture
            more = lambda fc: with_incident_picture(fc, self.config)   # noqa: E731
        self.field = FieldOutputs(self.config, log=self.log, tak_features=more).start()
        self.detection_worker = DetectionWorker(self.config.db_path, self.config, self.field.publish_alert, log=self.log)
        self.detection_worker.start()

    def _start_simulator(self) -> None:
        from appliance.paths import ALGERIAN_CSV
        from firmware_bridge.simulator import ReplaySimulator

        s = self.config.simulator
        self.simulator = ReplaySimulator(ALGERIAN_CSV, self.config.mqtt.host, self.config.mqtt.port,
                                         self.config.mqtt.topic_prefix, s.site, s.speedup, log=self.log)
        threading.Thread(target=self.simulator.run, name="replay-simulator", daemon=True).start()
        threading.Thread(target=self._demo_fire_record, name="demo-fire-record", daemon=True).start()

    def _demo_fire_record(self) -> None:
        """The demo box's record of past fires (as `appliance demo seed` builds it), so analog and
        "days with an FWI above N" questions have the record a provisioned box would hold."""
        from appliance.demo.fire_record import INDEX_NAME, build_fire_record
        from appliance.store.db import Database

        db = Database(self.config.db_path)
        try:
            if not db.scalar("SELECT COUNT(*) FROM analog_days WHERE index_name = ?", [INDEX_NAME]):
                self.log("demo: " + str(build_fire_record(db, self.box.embedder)))
        except Exception as exc:  # analog questions then say the record is missing
            self.log(f"demo: past-fire record not built: {type(exc).__name__}: {exc}")
        try:
            self._demo_documents(db)
        except Exception as exc:  # document questions then say no document answers them
            self.log(f"demo: shipped documents not loaded: {type(exc).__name__}: {exc}")
        finally:
            db.close()

    def _demo_documents(self, db) -> None:
        """The shipped guidance (edge_data/documents), as `appliance demo seed` loads it: a crew trying the
        demo asks "what does LCES stand for?" and the page said no document answers it."""
        from appliance.demo.seed import DOC_TS, DOCUMENTS_DIR
        from appliance.documents import add_documents

        if db.scalar("SELECT COUNT(*) FROM documents"):
            return
        r = self.config.retrieval
        paths = sorted(p for p in DOCUMENTS_DIR.iterdir() if p.suffix.lower() in (".md", ".txt", ".pdf"))
        docs = add_documents(db, self.box.embedder, paths, kind=r.document_kind, site="", doc_ts=DOC_TS,
                             percentile=r.chunk_percentile, max_chars=r.chunk_max_chars)
        self.log(f"demo: {sum(d['status'] != 'error' for d in docs)} of {len(docs)} shipped documents loaded")

    def serve_forever(self) -> None:
        def on_signal(signum, frame):
            raise KeyboardInterrupt

        signal.signal(signal.SIGTERM, on_signal)
        # Ctrl-C stops the box even when it was started from a script that runs it in the background
        # (a non-interactive shell sets SIGINT to ignored there, and Python then installs no handler).
        signal.signal(signal.SIGINT, on_signal)
        try:
            self.server.run()
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()

    def stop(self) -> None:
        if self._stopped.is_set():
            return
        self._stopped.set()
        if self.simulator:
            self.simulator.stop()
        self.memory_trim.stop()
        if self.server:
            self.server.close()
        if self.ingest:
            self.ingest.stop()
        # Side by side: each may wait out its grace (a worker process at idle priority on a busy box).
        stoppers = [threading.Thread(target=w.stop, name=f"stop-{type(w).__name__}") for w in
                    (self.embed_worker, self.fire_weather_worker, self.image_worker, self.detection_worker) if w]
        for t in stoppers:
            t.start()
        for t in stoppers:
            t.join()
        for part in self.fleet_parts:
            part.stop()
        if self.field:
            self.field.stop()
        if self.broker:
            self.broker.stop()
        self.box.close()
        self.log("stopped")
