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
