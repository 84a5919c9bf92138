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
