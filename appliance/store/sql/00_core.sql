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
