-- The crew page: its settings (the crew passphrase's scrypt hash, the CSRF key) and logins.
-- Logins are server-side so that logging out (or a lost tablet) really ends the session.
CREATE TABLE IF NOT EXISTS web_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS web_logins (
  token_sha256 TEXT PRIMARY KEY,    -- the cookie holds the token; only its hash is stored
  created_at REAL NOT NULL,
  last_seen REAL NOT NULL,
  client TEXT
);
CREATE INDEX IF NOT EXISTS sessions_created ON sessions(created_at);
