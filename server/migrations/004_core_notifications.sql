-- Notifications of an account (spec section 3, Notification): status 0 unread, 1 read.
CREATE TABLE notifications (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  status      INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  read_at     TEXT
);
CREATE INDEX notifications_account ON notifications (account_id, created_at DESC);
