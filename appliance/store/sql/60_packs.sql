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
