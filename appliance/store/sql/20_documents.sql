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
