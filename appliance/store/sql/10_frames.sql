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
