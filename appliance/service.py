"""Run the whole box: broker (when embedded), ingest, embedding, the page; optionally the demo feed.

Everything started here is stopped here: Ctrl-C or SIGTERM leaves nothing running.
"""
import signal
import threading

from appliance.box import Box, EmbedWorker, FireWeatherWorker
from appliance.comms.broker import LocalBroker, port_open
from appliance.ingest.service import IngestService

LOOPBACK = {"127.0.0.1", "localhost", "::1"}


class ApplianceService:
    def __init__(self, config, *, demo: bool = False, degraded_ok: bool = False, log=print):
        self.config, self.demo, self.log = config, demo, log
        self.box = Box(config, degraded_ok=degraded_ok, log=log)
        self.broker: LocalBroker | None = None
        self.ingest: IngestService | None = None
        self.embed_worker: EmbedWorker | None = None
        self.fire_weather_worker: FireWeatherWorker | None = None
        self.image_worker = None
        self.detection_worker = None
        self.server = None
        self.simulator = None
        self._stopped = threading.Event()

    def start(self) -> str:
        m = self.config.mqtt
        if m.host in LOOPBACK and m.start_local_broker and not port_open(m.host, m.port):
            self.broker = LocalBroker(m.port, self.config.store.data_dir / "mosquitto").start()
            self.log(f"started local mosquitto on 127.0.0.1:{m.port}")
        self.ingest = IngestService(self.config, self.box.db, log=self.log)
        self.ingest.start()
        self.embed_worker = EmbedWorker(self.config.db_path, self.box.embedder)
        self.embed_worker.start()
        self.fire_weather_worker = FireWeatherWorker(self.config.db_path, self.config, log=self.log)
        self.fire_weather_worker.start()
        self._start_frame_workers()
        from waitress import create_server

        from appliance.web.app import create_app

        w = self.config.web
        self.server = create_server(create_app(self.box, {"ingest": self.ingest}), host=w.host, port=w.port, threads=w.threads,
                                    channel_timeout=120, ident="wildfire-appliance")
        url = f"http://{'127.0.0.1' if w.host in ('0.0.0.0', '127.0.0.1') else w.host}:{self.server.effective_port}"
        if self.demo:
            self._start_simulator()
        return url

    def _start_frame_workers(self) -> None:
        """Frames get image vectors (CLIP when provisioned, else the OpenCV descriptor) and a look
        for fire or smoke; a detection is projected ahead and published on the alerts topic."""
        from appliance.alerts import DetectionWorker
        from appliance.comms.mqtt_client import publish_json
        from appliance.embed.image_worker import ImageEmbedWorker

        # The Box loaded the image embedder once (CLIP when provisioned); the worker shares it.
        self.image_worker = ImageEmbedWorker(self.config.db_path, self.config.frames_dir, self.box.image_embedder,
                                             log=self.log)
        self.image_worker.start()
        ingest = self.ingest

        def publish_alert(site: str, payload: dict) -> None:
            publish_json(ingest.client, ingest.topics.topic("alerts", site=site), payload, qos=1)

        self.detection_worker = DetectionWorker(self.config.db_path, self.config, publish_alert, log=self.log)
        self.detection_worker.start()

    def _start_simulator(self) -> None:
        from appliance.paths import ALGERIAN_CSV
        from firmware_bridge.simulator import ReplaySimulator

        s = self.config.simulator
        self.simulator = ReplaySimulator(ALGERIAN_CSV, self.config.mqtt.host, self.config.mqtt.port,
                                         self.config.mqtt.topic_prefix, s.site, s.speedup, log=self.log)
        threading.Thread(target=self.simulator.run, name="replay-simulator", daemon=True).start()

    def serve_forever(self) -> None:
        def on_signal(signum, frame):
            raise KeyboardInterrupt

        signal.signal(signal.SIGTERM, on_signal)
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
        if self.server:
            self.server.close()
        if self.ingest:
            self.ingest.stop()
        for worker in (self.embed_worker, self.fire_weather_worker, self.image_worker, self.detection_worker):
            if worker:
                worker.stop()
        if self.broker:
            self.broker.stop()
        self.box.close()
        self.log("stopped")
