-- Schools (the organisation an account belongs to, and the targets of the school search) and the
-- profile columns of accounts (spec section 3, User info). Money is kept in fen (1/100 yuan).
CREATE TABLE schools (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  short_name  TEXT NOT NULL DEFAULT '',
  logo        TEXT NOT NULL DEFAULT '',
  -- 0: not authenticated; 1: authentication materials submitted; 2: authenticated
  name_auth   INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER NOT NULL DEFAULT 0,
  area_id     INTEGER NOT NULL DEFAULT 0,
  address     TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX schools_name ON schools (name);

ALTER TABLE accounts ADD COLUMN top_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN user_type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN admin_group_id INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN school_id INTEGER REFERENCES schools (id);
-- The kind of sub-units shown on the branch page: 1 分支机构, 0 学习中心 (spec section 2).
ALTER TABLE accounts ADD COLUMN is_school INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN has_branch INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN show_auth_image INTEGER NOT NULL DEFAULT 1;
ALTER TABLE accounts ADD COLUMN balance_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN consume_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN uninvoiced_fen INTEGER NOT NULL DEFAULT 0;
-- The onboarding pop-up to show (spec section 2, Onboarding pop-up types): 0 none, 1 to 5.
ALTER TABLE accounts ADD COLUMN popup_type INTEGER NOT NULL DEFAULT 0;
-- 0, or the status business calls answer until the account acts (423, 435, 456; server/README.md).
ALTER TABLE accounts ADD COLUMN gate_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN group_school_id INTEGER;
