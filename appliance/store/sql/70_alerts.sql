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

-- Detections grouped into alerts (appliance/alerts/clusters.py): one alert per fire, not per frame.
CREATE TABLE IF NOT EXISTS alert_clusters (
  id TEXT PRIMARY KEY,               -- stable alert id: <site>-<first frame id>
  site TEXT NOT NULL,
  kind TEXT NOT NULL,                -- fire_detection once any frame showed fire, else smoke_detection
  state TEXT NOT NULL,               -- open / ended
  lat REAL NOT NULL, lon REAL NOT NULL,   -- latest detection's position
  first_ts REAL NOT NULL, last_ts REAL NOT NULL,   -- frame times
  detections INTEGER NOT NULL,
  sent_detections INTEGER NOT NULL,  -- detections counted in the last message
  last_sent_at REAL NOT NULL, last_seen_at REAL NOT NULL,   -- box clock
  frame_id INTEGER, device TEXT, projection_id INTEGER, summary TEXT
);
