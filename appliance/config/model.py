"""The configuration model: every field has a default, a title and a description.

`extra="forbid"` everywhere so a typo in the file is an error, not a silently ignored setting.
"""
from pathlib import Path

from pydantic import Field

from appliance.config.answers import AnswersConfig
from appliance.config.alerts import AlertsConfig
from appliance.config.consult import ConsultConfig
from appliance.config.fireweather import FireWeatherConfig
from appliance.config.fleet import FleetConfig
from appliance.config.geo import GeoConfig
from appliance.config.retrieval import RetrievalConfig
from appliance.config.spread import SpreadConfig
from appliance.config.tak import TakConfig
from appliance.config.vision import VisionConfig
from appliance.config.section import Section
from appliance.paths import DEFAULT_DATA_DIR, MODELS_DIR


class MqttConfig(Section):
    host: str = Field("127.0.0.1", title="Broker host", description="MQTT broker address. The embedded default is a local mosquitto on loopback.")
    port: int = Field(1883, ge=1, le=65535, title="Broker port", description="MQTT broker TCP port.")
    topic_prefix: str = Field("wildfire", pattern=r"^[A-Za-z0-9_-]{1,64}$", title="Topic prefix", description="First segment of every topic (DESIGN §1).")
    client_id: str = Field("wildfire-appliance", pattern=r"^[A-Za-z0-9_-]{1,64}$", title="Client id", description="Fixed client id so the broker keeps a persistent session for the appliance.")
    username: str | None = Field(None, title="Username", description="Broker user name; set APPLIANCE_MQTT_PASSWORD in the environment for the password.")
    password: str | None = Field(None, title="Password", description="Broker password. Prefer the APPLIANCE_MQTT_PASSWORD environment variable over the file.")
    session_expiry_s: int = Field(7 * 24 * 3600, ge=0, title="Session expiry", description="Seconds the broker keeps the appliance's session (and its queued QoS 1 messages) while it is away.")
    connect_retry: bool = Field(False, title="Retry connecting", description="Keep retrying an unreachable broker at start-up instead of exiting with the reason.")
    connect_timeout_s: float = Field(5.0, gt=0, le=120, title="Connect timeout", description="Seconds to wait for the broker before giving up (or retrying when connect_retry is on).")
    start_local_broker: bool = Field(True, title="Start a local broker", description="When the broker is on loopback and nothing listens there, start mosquitto (the embedded default).")


class IngestConfig(Section):
    max_payload_bytes: int = Field(65536, ge=256, le=16 * 1024 * 1024, title="Largest JSON payload", description="JSON payloads larger than this are rejected with reason 'oversized'.")
    max_frame_bytes: int = Field(8 * 1024 * 1024, ge=1024, le=64 * 1024 * 1024, title="Largest frame", description="Frame payloads larger than this are rejected.")
    max_frame_pixels: int = Field(40_000_000, ge=1024, title="Largest decoded frame", description="Frames that would decode to more pixels than this are rejected (decompression bombs).")
    allowed_devices: list[str] = Field(default_factory=list, title="Device allow-list", description="When not empty, only these device ids are accepted; others are rejected as 'unknown_device'.")
    allowed_sites: list[str] = Field(default_factory=list, title="Site allow-list", description="When not empty, only these site ids are accepted; others are rejected as 'unknown_site'.")
    max_sources: int = Field(10_000, ge=10, le=1_000_000, title="Most known sources", description="Sources (site, kind, device) whose progress is kept in memory and published; the least recently active are forgotten first (their row stays).")
    dedup_window_s: float = Field(3600.0, ge=0, le=30 * 86400, title="Duplicate window for messages without seq", description="A reading or telemetry fix without seq whose content (site, device, ts, payload) was stored within this many seconds is a duplicate (a redelivery after a crash).")
    queue_size: int = Field(10000, ge=10, title="Ingest queue size", description="Messages waiting to be stored; readings are never shed.")
    batch_size: int = Field(200, ge=1, le=10000, title="Batch size", description="Most messages committed in one transaction before they are acknowledged.")
    receive_maximum: int = Field(1000, ge=1, le=65535, title="Messages in flight", description="Most messages the broker may deliver to ingest before they are acknowledged (MQTT 5 Receive Maximum). Ingest acknowledges after commit, so this must exceed batch_size for delivery to go on while a batch commits; after a crash at most this many are redelivered (and stored once).")
    writer_process: bool = Field(True, title="Record writer in its own process", description="Validate and commit readings and telemetry in a child process, so the MQTT network thread and the writer do not share one interpreter lock (about 1.5x the readings per second on 2 cores). Off: a thread, as before.")
    frame_queue_size: int = Field(64, ge=1, le=100000, title="Frame queue size", description="Frames waiting to be checked and stored; beyond this the oldest waiting frame is shed (counted, reported in status). Readings are never shed.")
    max_unembedded_frames: int = Field(5000, ge=1, title="Most un-embedded frames", description="Stored frames still waiting for the image embedder; beyond this the oldest un-embedded frames are shed (row and file deleted, counted).")
    phash_max_distance: int = Field(4, ge=0, le=32, title="Near-duplicate distance", description="Frames whose 64-bit dHash is within this many bits of one of the drone's recent frames are near-duplicates: counted, not stored.")
    progress_interval_s: float = Field(0.2, gt=0, le=60, title="Progress interval", description="Most one progress message per this many seconds, carrying only the sources handled since the last one (the bridge outbox deletes up to it).")
    status_interval_s: float = Field(5.0, gt=0, le=3600, title="Status interval", description="Seconds between retained status publications carrying the ingest counters.")
    rejects_per_s: int = Field(100, ge=1, le=100000, title="Rejects published per second", description="Most reject notices published per second; the rest are still counted and stored, and the next notice says how many were suppressed.")
    clock_disagreement_s: float = Field(600.0, ge=1, le=10 * 365 * 86400, title="Clock disagreement", description="When the box's clock and its devices' clocks differ by more than this many seconds, the status topic, /healthz, the page and answers say \"the box's clock is wrong by about N\" and data ages are measured on the devices' time. Readings are never refused for disagreeing with the box's clock.")


class StoreConfig(Section):
    data_dir: Path = Field(DEFAULT_DATA_DIR, title="Data directory", description="Holds the SQLite database and the frames on disk.")
    frame_budget_mb: int = Field(2048, ge=1, title="Frame disk budget", description="Frames beyond this many megabytes are deleted oldest first.")
    fresh_database: bool = Field(False, title="Start a fresh database beside old frames", description="The box refuses to start when its database is missing or empty but frames from an earlier one are on disk (it is not a new box). After moving a damaged database aside, set this once to start with a new, empty database, keeping the frames on disk.")
    min_free_mb: int = Field(200, ge=0, title="Free space kept for readings", description="When the data disk has less than this many megabytes free, frames give way so readings keep room: the oldest frames are deleted (as by the budget) and, while still under it, new frames are refused with the reject reason 'disk_full'; the status topic, /healthz and the page say \"disk nearly full: frames paused\". Readings are never refused for space while the disk can hold them. 0 turns the floor off.")


class ModelsConfig(Section):
    dir: Path = Field(MODELS_DIR, title="Models directory", description="Directory with manifest.json and the model files it lists.")
    llm_role: str = Field("llm", title="Language model role", description="Manifest role of the GGUF language model.")
    vision_projector_role: str = Field("vision_projector", title="Vision projector role", description="Manifest role of the multimodal projector (mmproj GGUF); when present, images go into the model's context.")
    text_embedder_role: str = Field("auto", title="Text embedder role", description="Manifest role of the ONNX text embedder used at run time: text_embedder (fp32), text_embedder_int8, or auto = the one provisioning measured fastest on this CPU within cosine 0.99 of fp32 (int8 when not measured); multilingual_embedder or multilingual_embedder_int8 = multilingual-e5-small (French, Spanish, Arabic and Darija too; switching embedder means re-embedding the store).")


class LlmConfig(Section):
    n_ctx: int = Field(2048, ge=256, le=131072, title="Context length", description="Tokens of context given to llama.cpp.")
    n_threads: int = Field(2, ge=1, le=256, title="CPU threads", description="Threads llama.cpp uses on the CPU.")
    n_gpu_layers: int = Field(-1, ge=-1, title="GPU layers", description="Layers offloaded to a GPU when one is present (-1 = all).")
    seed: int = Field(42, title="Seed", description="Fixed seed; with temperature 0 the same inputs give the same output.")
    max_tokens: int = Field(512, ge=8, le=4096, title="Most tokens per model call", description="Upper bound on the tokens one model call may generate: a step asking for more gets this many (appliance/llm/runtime.py).")
    timeout_s: float = Field(60.0, gt=0, le=3600, title="Model call timeout", description="A model call slower than this is abandoned and the box answers from rules.")
    n_threads_batch: int = Field(0, ge=0, le=256, title="Prompt threads", description="Threads for reading the prompt (batched, compute-bound); 0 = same as n_threads. `appliance bench llm --sweep` measures the choices.")
    n_batch: int = Field(512, ge=1, le=8192, title="Prompt batch", description="Prompt tokens handed to llama.cpp per call (logical batch).")
    n_ubatch: int = Field(512, ge=1, le=8192, title="Prompt micro-batch", description="Prompt tokens computed at once (physical batch); at most n_batch.")
    flash_attn: bool = Field(False, title="Flash attention", description="llama.cpp's fused attention kernel; measure with `appliance bench llm --sweep` before turning it on.")
    use_mlock: bool = Field(False, title="Lock the model in memory", description="mlock the weights so the OS never pages them out (needs RLIMIT_MEMLOCK above the model's size).")
    use_mmap: bool = Field(True, title="Map the model file", description="mmap the GGUF instead of reading it into private memory (shared page cache, fast start).")
    omp_passive: bool = Field(True, title="Sleeping thread waits", description="Run llama.cpp's OpenMP threads with OMP_WAIT_POLICY=PASSIVE: waiting threads sleep instead of spinning, so on a box whose cores are shared with ingest and embedding the model's threads do not stall each other (measured by `appliance bench llm --sweep`).")
    nice: int = Field(-10, ge=-20, le=19, title="Model priority (nice)", description="The model worker's scheduling priority: below 0 lets a question's two llama.cpp threads take a core back at once from ingest and embedding, which otherwise stall them at every barrier (`appliance bench web`: answers under load 1.5x slower than idle at 0, 1.26x at -10). Needs LimitNICE=-10 (deploy/systemd) or CAP_SYS_NICE; refused, the worker runs at 0 and `GET /api/placement` says so.")
    prompt_lookup_tokens: int = Field(0, ge=0, le=64, title="Prompt-lookup draft tokens", description="Speculative decoding from the prompt's own n-grams (llama-cpp-python's LlamaPromptLookupDecoding): a rewrite copies most of its facts, so up to this many copied tokens are checked at once. 0 = off. It makes llama.cpp keep logits for every position (n_ctx x vocabulary floats: 1.2 GB for Qwen2.5 at 2048), measure before turning it on (`appliance bench llm --writer N`).")
    use: str = Field("auto", pattern=r"^(auto|llm|llm_large)$", title="Which model does which job", description="auto: each job (confirming the reader, filling a frame, writing) goes to the most capable model whose speed measured at provisioning fits its share of the answer's time budget (the writer also needs its self-test passed); llm or llm_large: that model for every job. `appliance models list` and GET /api/placement say which model does which job and why (llm/assign.py).")
    require_gpu: bool = Field(False, title="Require a GPU", description="Refuse to start when the language model or the embedders would run on the CPU (no silent CPU fallback on a GPU box); the start-up report says where each model runs.")


class OrchestratorConfig(Section):
    top_k: int = Field(6, ge=1, le=50, title="Evidence per tool", description="Items each retrieval tool returns (DESIGN §5: k = 6).")
    gamma: float = Field(0.6, gt=0, lt=1, title="Decay gamma", description="beta_{t+1} = gamma * beta_t after each gathering round (paper 001, Algorithm 3).")
    tau: float = Field(0.2, gt=0, lt=1, title="Threshold tau", description="Gathering continues while beta_t >= tau; no agent above tau means fall back.")
    max_rounds: int = Field(4, ge=1, le=20, title="Hard cap on rounds", description="Gathering rounds never exceed this, whatever alpha and beta say.")
    max_reasks: int = Field(1, ge=0, le=5, title="Re-asks on schema failure", description="Supervisor-worker validation: an agent output that fails its schema is re-asked with the reason at most this many times.")
    answer_budget_s: float = Field(30.0, gt=0, le=3600, title="Answer time budget", description="Past this many seconds the remaining model steps are answered from rules (degraded mode), and the answer says so.")


class WebConfig(Section):
    host: str = Field("127.0.0.1", title="Listen address", description="127.0.0.1 keeps the page on this machine; 0.0.0.0 opens it to the LAN.")
    port: int = Field(8080, ge=0, le=65535, title="Port", description="HTTP port of the crew page (0 picks a free one).")
    threads: int = Field(32, ge=1, le=128, title="Server threads", description="waitress worker threads serving the page; each streaming answer holds one while it runs, so keep it above the number of tablets.")
    max_answers_running: int = Field(24, ge=1, le=256, title="Answers at once", description="Questions being answered at the same time; more get 503 'busy, try again' instead of piling up threads.")
    max_upload_mb: int = Field(20, ge=1, le=200, title="Largest upload", description="Largest request body in megabytes (up to 5 images per question).")
    passphrase: str | None = Field(None, title="Crew passphrase", description="Set APPLIANCE_WEB_PASSPHRASE in the environment; empty means no login (loopback demo only).")
    max_images: int = Field(5, ge=0, le=20, title="Images per question", description="Most photos sent with one question.")
    max_image_mb: int = Field(8, ge=1, le=64, title="Largest image", description="Largest single photo in megabytes; larger ones are refused with 413.")
    max_image_pixels: int = Field(40_000_000, ge=1024, title="Largest decoded image", description="Photos whose header declares more pixels than this are refused (decompression bombs).")
    max_audio_mb: int = Field(5, ge=1, le=50, title="Largest voice clip", description="Largest recorded voice question in megabytes.")
    login_attempts: int = Field(5, ge=1, le=100, title="Login attempts", description="Wrong passphrases allowed per client in the login window before it must wait.")
    login_window_s: float = Field(300.0, gt=0, le=86400, title="Login window", description="Seconds over which wrong passphrases are counted.")
    allowed_hosts: list[str] = Field(default_factory=list, title="Host names of the page", description="Host names (or addresses) tablets use to reach the page, besides loopback, web.host and the box's own addresses; a request naming any other Host is refused (DNS rebinding).")
    connection_limit: int = Field(500, ge=16, le=10000, title="Connections at once", description="Most open connections to the page; past it new ones wait in the backlog. Sized so that one client holding idle connections cannot fill it.")
    idle_timeout_s: float = Field(15.0, gt=0, le=600, title="Idle connection timeout", description="An open connection with no request for this long is closed (streams in progress are not idle).")


class SimulatorConfig(Section):
    speedup: float = Field(86400.0, gt=0, le=1e7, title="Replay speed-up", description="Recorded seconds played per real second (86400 = one recorded day per second).")
    site: str = Field("demo", pattern=r"^[A-Za-z0-9_-]{1,64}$", title="Site", description="Site segment of the topics the simulator publishes on.")


class AppConfig(Section):
    site: str = Field("demo", pattern=r"^[A-Za-z0-9_-]{1,64}$", title="Site", description="This box's site id (a topic segment).")
    mqtt: MqttConfig = Field(default_factory=MqttConfig, title="MQTT", description="Broker connection and topic contract.")
    ingest: IngestConfig = Field(default_factory=IngestConfig, title="Ingest", description="Validation limits and queues.")
    store: StoreConfig = Field(default_factory=StoreConfig, title="Store", description="Database and frames on disk.")
    models: ModelsConfig = Field(default_factory=ModelsConfig, title="Models", description="Model manifest and roles.")
    llm: LlmConfig = Field(default_factory=LlmConfig, title="Local model", description="llama.cpp settings.")
    orchestrator: OrchestratorConfig = Field(default_factory=OrchestratorConfig, title="Orchestrator", description="Decay-bounded routing parameters.")
    web: WebConfig = Field(default_factory=WebConfig, title="Web page", description="The crew page server.")
    simulator: SimulatorConfig = Field(default_factory=SimulatorConfig, title="Simulator", description="The replay of recorded edge data.")
    geo: GeoConfig = Field(default_factory=GeoConfig, title="Geography", description="Gazetteer and the answer / warn / abstain rules by place (DESIGN §5).")
    spread: SpreadConfig = Field(default_factory=SpreadConfig, title="Spread look-ahead", description="Fuel, terrain and timing defaults for projecting the fire front (DESIGN §8).")
    retrieval: RetrievalConfig = Field(default_factory=RetrievalConfig, title="Retrieval", description="Document chunking, hybrid search and image embedder roles.")
    vision: VisionConfig = Field(default_factory=VisionConfig, title="Visual cues", description="Thresholds of the colour/texture heuristic that flags fire, smoke and hot spots in frames.")
    fire_weather: FireWeatherConfig = Field(default_factory=FireWeatherConfig, title="Fire weather", description="Daily FWI codes kept behind ingest, and calibration to the station network.")
    consult: ConsultConfig = Field(default_factory=ConsultConfig, title="Consultation", description="Profile -> plan -> analysis over regional data packs (paper 000).")
    answers: AnswersConfig = Field(default_factory=AnswersConfig, title="Answers", description="The answer's clock, stale-data warning and writer mode (issue 19).")
    alerts: AlertsConfig = Field(default_factory=AlertsConfig, title="Alerts", description="Detection clusters, cooldown and the retained state topics.")
    tak: TakConfig = Field(default_factory=TakConfig, title="TAK (Cursor on Target)", description="Send the map to TAK apps by multicast and, optionally, a TAK Server.")
    fleet: FleetConfig = Field(default_factory=FleetConfig, title="Fleet", description="This box's role in a multi-box incident: standalone, engine or command post (DESIGN §8d).")

    @property
    def db_path(self) -> Path:
        return Path(self.store.data_dir) / "appliance.db"

    @property
    def frames_dir(self) -> Path:
        return Path(self.store.data_dir) / "frames"
