-- The authentication application (spec section 4): one row per account and form, and its
-- review history. status: 0 editable, 1 waiting, 2 channel passed, 3 channel rejected,
-- 4 final passed, 5 final rejected.
CREATE TABLE auth_forms (
  account_id   INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  form         TEXT NOT NULL,
  school_id    INTEGER REFERENCES schools (id),
  values_json  TEXT NOT NULL DEFAULT '{}',
  is_head      INTEGER NOT NULL DEFAULT 0,
  status       INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  submitted_at TEXT,
  updated_at   TEXT NOT NULL,
  PRIMARY KEY (account_id, form)
);

CREATE TABLE auth_audit_logs (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  form        TEXT NOT NULL,
  -- the status the review moved the application to (2 to 5)
  to_status   INTEGER NOT NULL,
  approved    INTEGER NOT NULL,
  reason      TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL
);
CREATE INDEX auth_audit_logs_form ON auth_audit_logs (account_id, form, id DESC);
