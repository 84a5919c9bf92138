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

-- Content digests of messages that carry no seq (store/digests.py): a redelivered copy within
-- the window is recognised as a duplicate; pruned back from the newest digest, not the clock.
CREATE TABLE IF NOT EXISTS ingest_digests (digest BLOB PRIMARY KEY, at REAL NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ingest_digests_at ON ingest_digests(at);

-- Sequence numbers handled without a row that stays (refused, near-duplicate, shed, or a frame
-- later deleted for space), above the source's saved `contiguous`. With the stored rows they let
-- ingest recompute every source's gap-free progress from the database after a crash
-- (store/progress.py), instead of trusting a `contiguous` saved one batch late. Rows at or below
-- `contiguous` are pruned.
CREATE TABLE IF NOT EXISTS ingest_closed (
  site TEXT NOT NULL,
  kind TEXT NOT NULL,
  device TEXT NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (site, kind, device, seq)
) WITHOUT ROWID;
