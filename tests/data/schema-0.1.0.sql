-- The schema of release 0.1.0 (main at ba4258c), frozen: tests/test_store_upgrade.py opens a database
-- made from it with today's code. Do not edit; add the next release's file beside it.
-- 00_core.sql
-- One database for the whole box. Vectors live in vec0 tables beside the rows they index,
-- with partition/metadata columns so filters by site and kind happen inside the KNN query.
CREATE TABLE IF NOT EXISTS readings (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  device TEXT NOT NULL,
  seq INTEGER,                      -- sender's sequence number, when it has one
  ts REAL NOT NULL,                 -- observation time, unix seconds UTC
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  temperature_c REAL,
  rh_pct REAL,
  wind_kmh REAL,
  wind_dir_deg REAL,
  rain_mm REAL,
  pm25_ugm3 REAL,
  battery_pct REAL,
  extra_json TEXT,                  -- fields outside the core set (e.g. recorded FWI codes, labels)
  text TEXT NOT NULL,               -- the serialized row that was embedded (paper 001, Algorithm 1)
  received_at REAL NOT NULL,
  embedded INTEGER NOT NULL DEFAULT 0, -- 1 once its vector is in vec_readings (embedding runs behind ingest)
  UNIQUE (site, device, seq)
);
CREATE INDEX IF NOT EXISTS readings_unembedded ON readings(id) WHERE embedded = 0;
CREATE INDEX IF NOT EXISTS readings_site_ts ON readings(site, ts);
CREATE INDEX IF NOT EXISTS readings_device_ts ON readings(device, ts);

CREATE VIRTUAL TABLE IF NOT EXISTS vec_readings USING vec0(
  reading_id INTEGER PRIMARY KEY,
  site TEXT partition key,
  ts float,                                     -- metadata column: time windows filter inside the KNN
  embedding float[384] distance_metric=cosine   -- all-MiniLM-L6-v2 (embedders table)
);

CREATE TABLE IF NOT EXISTS rejects (
  id INTEGER PRIMARY KEY,
  at REAL NOT NULL,
  topic TEXT NOT NULL,
  reason TEXT NOT NULL,
  detail TEXT,
  size INTEGER
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  title TEXT,
  created_at REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS answers (
  id INTEGER PRIMARY KEY,
  session_id TEXT,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  decision TEXT,                    -- answer / warn / abstain and why
  mode TEXT NOT NULL,               -- model / rules (degraded)
  evidence_json TEXT NOT NULL,
  audit_json TEXT NOT NULL,
  latency_s REAL,
  created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS answers_session ON answers(session_id, id);

CREATE TABLE IF NOT EXISTS embedders (
  name TEXT PRIMARY KEY,            -- every vector table records which embedder made its vectors
  dim INTEGER NOT NULL,
  model_sha256 TEXT
);
-- 10_frames.sql
-- UAV telemetry and frames. Frames are content-addressed files under <data_dir>/frames/
-- (path relative to it); the row carries the telemetry attached at ingest. Image vectors are
-- added later by the image embedder (embedded = 1 once done), in their own vec0 tables.
CREATE TABLE IF NOT EXISTS uav_telemetry (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  device TEXT NOT NULL,
  seq INTEGER,
  ts REAL NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  alt_m REAL,
  heading_deg REAL,
  fov_deg REAL,
  received_at REAL NOT NULL,
  UNIQUE (site, device, seq)
);
CREATE INDEX IF NOT EXISTS uav_telemetry_device_ts ON uav_telemetry(site, device, ts);

CREATE TABLE IF NOT EXISTS frames (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  device TEXT NOT NULL,
  seq INTEGER,
  ts REAL NOT NULL,
  sha256 TEXT NOT NULL,
  path TEXT NOT NULL,               -- relative to the frames directory
  media_type TEXT NOT NULL,         -- image/jpeg or image/png
  bytes INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  phash INTEGER NOT NULL,           -- 64-bit perceptual hash (signed) for near-duplicate removal
  lat REAL, lon REAL, alt_m REAL, heading_deg REAL, fov_deg REAL,
  telemetry_source TEXT,            -- 'properties' (MQTT 5 user properties), 'latest' (last telemetry) or NULL
  received_at REAL NOT NULL,
  embedded INTEGER NOT NULL DEFAULT 0,
  UNIQUE (site, device, seq)
);
CREATE INDEX IF NOT EXISTS frames_site_ts ON frames(site, ts);
CREATE INDEX IF NOT EXISTS frames_sha ON frames(sha256);
CREATE INDEX IF NOT EXISTS frames_unembedded ON frames(id) WHERE embedded = 0;
-- 11_ingest.sql
-- Ingest bookkeeping. Per source (site, kind, device), the highest sequence number below which
-- every message has been handled (stored, refused, or shed). It is committed in the same
-- transaction as the rows it covers and published on the progress topic: the firmware bridge
-- deletes its outbox up to it and resends everything above.
CREATE TABLE IF NOT EXISTS ingest_progress (
  site TEXT NOT NULL,
  kind TEXT NOT NULL,               -- sensor_reading, uav_telemetry, uav_frame
  device TEXT NOT NULL,
  contiguous INTEGER NOT NULL,      -- every seq 1..contiguous handled
  updated_at REAL NOT NULL,
  PRIMARY KEY (site, kind, device)
);
CREATE INDEX IF NOT EXISTS rejects_at ON rejects(at);
-- 20_documents.sql
-- Documents the crew loads (guidance, plans, literature) and their semantic chunks (paper 002).
-- Every chunk keeps what a citation needs: document title and source, page (PDF), heading.
-- Lexical search: chunks_fts (FTS5, BM25). Vector search: vec_chunks, with the filters (kind,
-- site, time) as vec0 partition/metadata columns so they apply inside the KNN query, and a
-- binary-quantized copy of each vector for fast coarse search with float rescoring.
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  sha256 TEXT NOT NULL UNIQUE,      -- of the file's bytes: the same file is loaded once
  source TEXT NOT NULL,             -- path it was loaded from
  title TEXT NOT NULL,
  format TEXT NOT NULL,             -- pdf / markdown / text
  kind TEXT NOT NULL,               -- what the crew says it is: guidance, plan, literature, ...
  site TEXT NOT NULL DEFAULT '',    -- '' = applies to every site
  pages INTEGER,
  doc_ts REAL NOT NULL,             -- the document's date (file time unless given), unix seconds
  embedder TEXT NOT NULL,           -- which text embedder made its chunk vectors
  added_at REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS chunks (
  id INTEGER PRIMARY KEY,
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,             -- order within the document
  text TEXT NOT NULL,
  page INTEGER,                     -- first page (1-based) for PDFs, NULL otherwise
  page_end INTEGER,
  heading TEXT,                     -- nearest heading above the chunk (Markdown), when known
  places_json TEXT,                 -- places the chunk speaks of (appliance.geo), NULL if not tagged
  UNIQUE (document_id, seq)
);

CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
  text, heading, title, tokenize = 'porter unicode61'   -- rowid = chunks.id
);

CREATE VIRTUAL TABLE IF NOT EXISTS vec_chunks USING vec0(
  chunk_id INTEGER PRIMARY KEY,
  kind TEXT partition key,
  site TEXT,
  doc_ts FLOAT,
  embedding float[384] distance_metric=cosine,   -- text embedder recorded in vector_tables
  embedding_bits bit[384]                         -- sign bits of embedding, for coarse KNN
);

-- Which embedder made the vectors of each vector table: vectors of different embedders never
-- share a table, and a table is refused to an embedder other than the one that filled it.
CREATE TABLE IF NOT EXISTS vector_tables (
  name TEXT PRIMARY KEY,
  embedder TEXT NOT NULL REFERENCES embedders(name),
  dim INTEGER NOT NULL
);

-- Centroids of vec0 tables searched as an inverted file (retrieve/ivf.py): each row's `cell`
-- partition key is its nearest centroid, and a query reads only the cells nearest to it.
CREATE TABLE IF NOT EXISTS vector_cells (
  table_name TEXT NOT NULL,
  cell INTEGER NOT NULL,
  centroid BLOB NOT NULL,            -- float32 unit vector
  PRIMARY KEY (table_name, cell)
);
-- 21_images.sql
-- Image vectors of frames, one vec0 table per image embedder (vector_tables says which):
--   vec_frames_clip: CLIP ViT-B/32 image tower (512-dim), only when real CLIP weights are provisioned;
--   vec_frames_descriptor: the deterministic OpenCV colour + texture descriptor, always available.
-- site is the partition key and ts a metadata column, so site/time filters apply inside the KNN.
CREATE VIRTUAL TABLE IF NOT EXISTS vec_frames_clip USING vec0(
  frame_id INTEGER PRIMARY KEY,
  site TEXT partition key,
  ts FLOAT,
  embedding float[512] distance_metric=cosine
);

CREATE VIRTUAL TABLE IF NOT EXISTS vec_frames_descriptor USING vec0(
  frame_id INTEGER PRIMARY KEY,
  site TEXT partition key,
  ts FLOAT,
  embedding float[192] distance_metric=cosine
);

-- Retention deletes frames (oldest first); their vectors go with them, so a KNN never spends
-- its k on frames that no longer exist.
CREATE TRIGGER IF NOT EXISTS frames_drop_image_vectors AFTER DELETE ON frames BEGIN
  DELETE FROM vec_frames_clip WHERE frame_id = OLD.id;
  DELETE FROM vec_frames_descriptor WHERE frame_id = OLD.id;
END;
-- 30_fire_weather.sql
-- Daily Fire Weather Index codes per station (appliance/fireweather), each row with the noon
-- observation and 24 h rain it was computed from and the day it was carried from, so any code
-- on the page can be traced back to the sensor rows behind it.
CREATE TABLE IF NOT EXISTS fire_weather (
  site TEXT NOT NULL,
  device TEXT NOT NULL,
  day TEXT NOT NULL,                -- local solar date YYYY-MM-DD (by the station's longitude)
  noon_ts REAL NOT NULL,            -- time of the reading used as the noon observation (unix s UTC)
  noon_offset_min REAL NOT NULL,    -- how far that reading was from local solar noon (minutes, signed)
  reading_id INTEGER,               -- the noon reading (readings.id)
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  temperature_c REAL NOT NULL,
  rh_pct REAL NOT NULL,
  wind_kmh REAL NOT NULL,
  rain_24h_mm REAL NOT NULL,        -- rain summed over the 24 h up to the noon reading
  rain_readings INTEGER NOT NULL,   -- how many readings that sum came from
  carried_from TEXT NOT NULL,       -- the previous day whose FFMC/DMC/DC were carried, or 'startup'
  ffmc REAL NOT NULL,
  dmc REAL NOT NULL,
  dc REAL NOT NULL,
  isi REAL NOT NULL,
  bui REAL NOT NULL,
  fwi REAL NOT NULL,
  danger_class TEXT NOT NULL,
  convention TEXT NOT NULL DEFAULT 'standard',  -- how the codes were computed (fire_weather_convention)
  computed_at REAL NOT NULL,
  PRIMARY KEY (site, device, day)
);
CREATE INDEX IF NOT EXISTS fire_weather_day ON fire_weather(day);
-- 31_spread.sql
-- Spread projections (appliance/spread): the GeoJSON as published on the alerts topic, kept so
-- the page and the audit trail show the same front the crews were sent.
CREATE TABLE IF NOT EXISTS spread_projections (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  created_at REAL NOT NULL,
  origin_lat REAL NOT NULL,
  origin_lon REAL NOT NULL,
  start_ts REAL NOT NULL,           -- detection (or crew-drawn start) time
  act_ts_p50 REAL NOT NULL,
  act_ts_p95 REAL NOT NULL,
  head_ros_m_min REAL NOT NULL,
  geojson TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS spread_projections_site ON spread_projections(site, id);
-- 32_fire_weather_convention.sql
-- How a station network computes its published FWI codes (appliance/fireweather/convention.py),
-- fitted by `appliance fire-weather calibrate`. scope '*' is the whole network; a device id
-- overrides it for that station. No row: the standard system.
CREATE TABLE IF NOT EXISTS fire_weather_convention (
  scope TEXT PRIMARY KEY,
  rain_factor REAL NOT NULL,
  month_offset INTEGER NOT NULL,
  restart TEXT NOT NULL,
  startup TEXT NOT NULL,
  report_json TEXT NOT NULL,        -- what it was fitted from and how well it fits (RMSE per code)
  fitted_at REAL NOT NULL
);
-- 40_orchestrator.sql
-- Orchestrator and evaluation tables: the historical-analog index (paper 001's serialize-then-embed
-- text vectors AND standardized numeric vectors of weather + fire-weather codes), its scaler, and
-- the preprocessing log (every dropped or changed row, with its reason).
CREATE TABLE IF NOT EXISTS analog_days (
  id INTEGER PRIMARY KEY,
  index_name TEXT NOT NULL,         -- which evidence set (e.g. one region), a partition of the vectors
  region TEXT NOT NULL,
  date TEXT,
  line INTEGER,                     -- line in the source file, to trace every analog to its row
  fire INTEGER NOT NULL,            -- 1 fire, 0 not fire (as recorded)
  features_json TEXT NOT NULL,      -- the preprocessed values the vectors were made from
  text TEXT NOT NULL                -- the serialized row (the label is never in it)
);
CREATE INDEX IF NOT EXISTS analog_days_index ON analog_days(index_name);

CREATE VIRTUAL TABLE IF NOT EXISTS vec_analog_numeric USING vec0(
  day_id INTEGER PRIMARY KEY,
  index_name TEXT partition key,
  features float[10]                -- standardized (index mean/std) and weighted; embedder "numeric-analog-v1"
);

CREATE VIRTUAL TABLE IF NOT EXISTS vec_analog_text USING vec0(
  day_id INTEGER PRIMARY KEY,
  index_name TEXT partition key,
  embedding float[384] distance_metric=cosine   -- all-MiniLM-L6-v2 over the serialized row
);

CREATE TABLE IF NOT EXISTS analog_scalers (
  index_name TEXT PRIMARY KEY,
  columns_json TEXT NOT NULL,
  mean_json TEXT NOT NULL,
  std_json TEXT NOT NULL,
  weights_json TEXT NOT NULL,
  text_embedder TEXT                -- name of the embedder behind vec_analog_text, when built
);

CREATE TABLE IF NOT EXISTS preprocess_log (
  id INTEGER PRIMARY KEY,
  index_name TEXT NOT NULL,
  line INTEGER,
  action TEXT NOT NULL,             -- dropped / changed / repaired
  reason TEXT NOT NULL,
  at REAL NOT NULL
);
-- 41_answer_images.sql
-- The photos a crew sent with a question, kept with the answer they were asked with: the audit
-- trail can show what the box was looking at, and a past session shows its photos again.
CREATE TABLE IF NOT EXISTS answer_images (
  answer_id INTEGER NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,        -- order in the question (0-based), as the evidence's upload_index
  sha256 TEXT NOT NULL,
  media_type TEXT NOT NULL,         -- image/jpeg or image/png (uploads are checked before they get here)
  data BLOB NOT NULL,
  PRIMARY KEY (answer_id, position)
);
-- 50_web.sql
-- The crew page: its settings (the crew passphrase's scrypt hash, the CSRF key) and logins.
-- Logins are server-side so that logging out (or a lost tablet) really ends the session.
CREATE TABLE IF NOT EXISTS web_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS web_logins (
  token_sha256 TEXT PRIMARY KEY,    -- the cookie holds the token; only its hash is stored
  created_at REAL NOT NULL,
  last_seen REAL NOT NULL,
  client TEXT
);
CREATE INDEX IF NOT EXISTS sessions_created ON sessions(created_at);
-- 60_packs.sql
-- Regional data packs the crew loads before deployment (appliance packs add PATH).
-- Rows keep the pack name so every figure in a consultation answer can be traced to its pack.
CREATE TABLE IF NOT EXISTS packs (
  name TEXT PRIMARY KEY,
  kind TEXT NOT NULL,               -- incidents / fwi_grid / literature
  title TEXT NOT NULL,
  licence TEXT NOT NULL,
  region_json TEXT NOT NULL,        -- {"name": ..., "bbox": [west, south, east, north]}
  date TEXT NOT NULL,               -- when the pack was made
  synthetic INTEGER NOT NULL,       -- 1 when the pack's values are made up for tests and demos
  manifest_json TEXT NOT NULL,
  path TEXT NOT NULL,               -- the installed copy (with its provenance file)
  added_at REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS pack_incidents (
  id INTEGER PRIMARY KEY,
  pack TEXT NOT NULL REFERENCES packs(name) ON DELETE CASCADE,
  row_no INTEGER NOT NULL,          -- 1-based data row in the pack's file
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  cell TEXT,                        -- grid cell label when the source gives cells, not points
  year INTEGER,                     -- NULL when the source has no year
  month INTEGER,
  size_ha REAL
);
CREATE INDEX IF NOT EXISTS pack_incidents_pack ON pack_incidents(pack, lat, lon);

CREATE TABLE IF NOT EXISTS pack_fwi (
  id INTEGER PRIMARY KEY,
  pack TEXT NOT NULL REFERENCES packs(name) ON DELETE CASCADE,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  scenario TEXT NOT NULL,           -- historical / rcp45 / rcp85 ...
  period TEXT NOT NULL,             -- e.g. 1995-2014, 2045-2054
  season TEXT NOT NULL,             -- DJF / MAM / JJA / SON
  fwi REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS pack_fwi_pack ON pack_fwi(pack, scenario);

CREATE TABLE IF NOT EXISTS pack_literature (
  id INTEGER PRIMARY KEY,
  pack TEXT NOT NULL REFERENCES packs(name) ON DELETE CASCADE,
  ref_id TEXT NOT NULL,
  title TEXT NOT NULL,
  authors TEXT NOT NULL,            -- "; "-separated
  year INTEGER,
  abstract TEXT NOT NULL,
  doi TEXT,                         -- NULL when the pack has none: never shown then
  UNIQUE (pack, ref_id)
);

CREATE TABLE IF NOT EXISTS consult_sessions (
  id TEXT PRIMARY KEY,
  state_json TEXT NOT NULL,         -- profile, plan, findings, step counters (appliance/consult)
  created_at REAL NOT NULL,
  updated_at REAL NOT NULL
);
-- 70_alerts.sql
-- Detections found in frames by the visual-cues heuristic, and every alert the box published.
-- frame_checks remembers which frames were looked at, so a restart does not alert twice.
CREATE TABLE IF NOT EXISTS frame_checks (
  frame_id INTEGER PRIMARY KEY,
  checked_at REAL NOT NULL,
  outcome TEXT NOT NULL              -- detection / nothing / unreadable / no_position / error
);

CREATE TABLE IF NOT EXISTS alerts (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  ts REAL NOT NULL,                  -- when the evidence was observed (frame time)
  kind TEXT NOT NULL,                -- fire_detection / smoke_detection
  summary TEXT NOT NULL,
  frame_id INTEGER,
  lat REAL, lon REAL,
  projection_id INTEGER,             -- spread projection made from it (NULL with projection_error)
  projection_error TEXT,
  payload_json TEXT NOT NULL,        -- exactly what went out on the alerts topic
  published_at REAL
);
CREATE INDEX IF NOT EXISTS alerts_site_ts ON alerts(site, ts);
