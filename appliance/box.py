"""Assemble the box's parts once: database, embedder, model, orchestrator (used by run, web, eval)."""

from appliance.embed.text import load_text_embedder
from appliance.provision.manifest import Manifest, ModelError
from appliance.store.db import Database
from appliance.store.health import check_database
from appliance.store.worker import PollingWorker


class Box:
    def __init__(self, config, *, with_model: bool = True, degraded_ok: bool = False, log=print):
        from appliance.llm.runtime import ModelCallError
        from appliance.orchestrator.decay import DecayOrchestrator

        self.config, self.log = config, log
        # Before the model loads (minutes on a Jetson): a damaged database is refused in words at once.
        check_database(config.db_path, config.frames_dir, config.store.fresh_database)
        self.manifest = Manifest.load(config.models.dir)
        self.embedder = load_text_embedder(self.manifest, config.models.text_embedder_role)
        self.model = None
        self.model_problem = "model disabled" if not with_model else None
        if with_model:
            try:
                from appliance.llm.worker import load_model

                self.model = load_model(self.manifest, config)
            except (ModelError, ModelCallError) as exc:
                if not degraded_ok:
                    raise
                self.model_problem = str(exc)
                log(f"warning: {exc}; answering from rules (degraded mode)")
        # Under [llm] use the writer (and the confirmation) may go to another model, loaded beside this one;
        # it is never required: without it those jobs fall back as before (llm/jobs.py).
        from appliance.llm.jobs import load_box_models

        self.models = load_box_models(self.manifest, config, base=self.model, log=log)
        self.db = Database(config.db_path)
        self.image_embedder = self._image_embedder()
        self.orchestrator = DecayOrchestrator(self.db, self.embedder, self.model, config,
                                              image_embedder=self.image_embedder, **self._job_models())

    def _job_models(self) -> dict:
        """The orchestrator's confirming and writing models: the ones their jobs were assigned; the
        confirmation stays with the box's model when the assignment says rules (as before use existed);
        writing goes to rules (the composer) unless [answers] writer = "force" makes the box's model write."""
        write = self.models.for_job("write")
        if write is None and self.config.answers.writer == "force":
            write = self.model
        return {"confirm_model": self.models.for_job("confirm") or self.model, "writer_model": write,
                "writer_capable": write is not None}

    def _image_embedder(self):
        """CLIP when provisioned, else the OpenCV descriptor; None while that part is not installed."""
        try:
            from appliance.embed.image import load_image_embedder

            r = self.config.retrieval
            return load_image_embedder(self.manifest, r.clip_image_role, r.clip_text_role, r.clip_tokenizer_role)
        except Exception as exc:  # image tools then report "not available" in the audit
            self.log(f"note: no image embedder ({type(exc).__name__}: {str(exc)[:80]})")
            return None

    def close(self) -> None:
        self.models.close()     # the box's own model is among them
        if self.model is not None:
            self.model.close()
            self.model = None


class FireWeatherWorker(PollingWorker):
    """Computes the daily codes of stations that got new readings, behind ingest, so every read
    path (questions, the page, the CLI) only reads them (fireweather/refresh.py)."""

    def __init__(self, db_path, config, log=print):
        from appliance.fireweather.refresh import CodesRefresher

        self.refresher = CodesRefresher(config.fire_weather.auto_calibrate, log)
        super().__init__("fire-weather-worker", db_path, self.refresher.step, config.fire_weather.interval_s, log)
