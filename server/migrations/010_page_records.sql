-- Records of the generic list pages (schemas/pages/*.json). `collection` is the path of the
-- page's list call (/api/organization/school-majors); the form values live in `data` (JSON,
-- pipe paths nested: info|address -> {"info": {"address": …}}). Ids are unique across pages.
CREATE TABLE page_records (
  id          INTEGER PRIMARY KEY,
  collection  TEXT NOT NULL,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  data        TEXT NOT NULL DEFAULT '{}',
  -- 0 已停用, 1 已启用
  active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- 1 yes (主页展示), 2 no
  marker      INTEGER NOT NULL DEFAULT 2 CHECK (marker IN (1, 2)),
  -- 0 not pinned, 1 to 10 pinned (1 first)
  top_sort    INTEGER NOT NULL DEFAULT 0 CHECK (top_sort BETWEEN 0 AND 10),
  -- 1: removed from its list but still referenced (a teacher kept in courses)
  deleted     INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL DEFAULT (datetime('now', 'localtime')),
  updated_at  TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);
CREATE INDEX page_records_scope ON page_records (collection, account_id, deleted, id);

-- Review history of a record (confirm logs): confirm_status 1 approved, 0 not approved.
CREATE TABLE page_confirm_logs (
  id              INTEGER PRIMARY KEY,
  record_id       INTEGER NOT NULL REFERENCES page_records (id) ON DELETE CASCADE,
  confirm_status  INTEGER NOT NULL CHECK (confirm_status IN (0, 1)),
  content         TEXT NOT NULL DEFAULT '',
  created_at      TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);
CREATE INDEX page_confirm_logs_record ON page_confirm_logs (record_id, id);

-- An uploaded import waiting for confirmation (cache_key), with its parsed rows.
CREATE TABLE page_imports (
  cache_key   TEXT PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  collection  TEXT NOT NULL,
  rows        TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);

-- The teachers of a course or project: a teacher of the pool (teacher_id) or one entered for
-- this course only; the snapshot keeps what the course shows when the pool teacher is removed.
CREATE TABLE train_teachers (
  id          INTEGER PRIMARY KEY,
  train_id    INTEGER NOT NULL REFERENCES page_records (id) ON DELETE CASCADE,
  teacher_id  INTEGER REFERENCES page_records (id) ON DELETE SET NULL,
  name        TEXT NOT NULL,
  post        TEXT NOT NULL DEFAULT '',
  image       TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX train_teachers_train ON train_teachers (train_id, sort);
CREATE INDEX train_teachers_teacher ON train_teachers (teacher_id);

-- Single-record settings per account: the public-account settings of school-gwgw and branch-gwgw.
CREATE TABLE account_settings (
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  data        TEXT NOT NULL DEFAULT '{}',
  updated_at  TEXT NOT NULL DEFAULT (datetime('now', 'localtime')),
  PRIMARY KEY (account_id, name)
);

-- Majors offered by a branch at a tuition (school-branches-exec, school-xueli-majors-exec).
CREATE TABLE branch_majors (
  branch_id   INTEGER NOT NULL REFERENCES page_records (id) ON DELETE CASCADE,
  major_id    INTEGER NOT NULL REFERENCES page_records (id) ON DELETE CASCADE,
  price       REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (branch_id, major_id)
);

-- Qualifications an organisation has on file (org-course-get-qualifications).
CREATE TABLE org_qualifications (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  images      TEXT NOT NULL DEFAULT '[]'
);

-- Accounts whose page data has been seeded (seed-pages.ts runs once per account).
CREATE TABLE page_seeds (
  account_id  INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  seeded_at   TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);
