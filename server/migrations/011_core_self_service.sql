-- Electronic certificates of an organisation (GET /api/organization/certificates).
CREATE TABLE certificates (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  cert_no     TEXT NOT NULL,
  -- YYYY-MM-DD
  issued_at   TEXT NOT NULL,
  image       TEXT NOT NULL,
  file        TEXT
);
CREATE INDEX certificates_account ON certificates (account_id, issued_at);

-- Roles of an organisation's admins: ids are numbered per account (1, 2, 3 are the defaults
-- every account starts with, which the seeded admins' admin_group_id name); permission_ids is a
-- JSON list of the menu tree's admin_permission_id values.
CREATE TABLE roles (
  account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  id              INTEGER NOT NULL,
  name            TEXT NOT NULL,
  description     TEXT NOT NULL DEFAULT '',
  permission_ids  TEXT NOT NULL DEFAULT '[]',
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (account_id, id),
  UNIQUE (account_id, name)
);
