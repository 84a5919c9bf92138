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
