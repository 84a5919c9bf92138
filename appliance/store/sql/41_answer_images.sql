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
