-- Organisation accounts (schools, branches, learning centres) and their login sessions.
CREATE TABLE accounts (
  id            INTEGER PRIMARY KEY,
  user_name     TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  nick_name     TEXT NOT NULL DEFAULT '',
  mobile        TEXT NOT NULL DEFAULT '',
  avatar        TEXT NOT NULL DEFAULT '',
  -- 1: a school account (is_shcool); 0: a branch or learning centre
  is_shcool     INTEGER NOT NULL DEFAULT 0 CHECK (is_shcool IN (0, 1)),
  created_at    TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE sessions (
  token       TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at  TEXT NOT NULL DEFAULT (datetime('now')),
  expires_at  TEXT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
