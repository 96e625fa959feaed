-- Recharge orders, pending-payment (entry fee) orders, and the zhuxuetong service with its logs.
-- status: 0 待支付, 1 已支付, 2 已取消, 3 已退款
CREATE TABLE orders (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_no    TEXT NOT NULL UNIQUE,
  title       TEXT NOT NULL,
  amount_fen  INTEGER NOT NULL CHECK (amount_fen > 0),
  status      INTEGER NOT NULL DEFAULT 0,
  pay_type    TEXT NOT NULL DEFAULT 'wechat',
  pay_sign    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  paid_at     TEXT
);
CREATE INDEX orders_account ON orders (account_id, id DESC);

-- status: 0 待确认, 1 已确认, 2 已驳回
CREATE TABLE pay_orders (
  id                   INTEGER PRIMARY KEY,
  account_id           INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status_type          INTEGER NOT NULL,
  status_platform_help INTEGER NOT NULL DEFAULT 0,
  pay_type             INTEGER NOT NULL,
  name                 TEXT NOT NULL DEFAULT '',
  bank_user            TEXT NOT NULL DEFAULT '',
  money_fen            INTEGER NOT NULL,
  status               INTEGER NOT NULL DEFAULT 0,
  created_at           TEXT NOT NULL
);
CREATE INDEX pay_orders_account ON pay_orders (account_id, id DESC);

-- status: 0 not open (or closed), 1 open; paused is derived from last_used_at (2 days).
CREATE TABLE zhuxuetong (
  account_id   INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  status       INTEGER NOT NULL DEFAULT 0,
  opened_at    TEXT,
  last_used_at TEXT,
  closed_at    TEXT
);

-- status: 0 有效, 1 无效反馈审核中, 2 已退款
CREATE TABLE zhuxuetong_logs (
  id           INTEGER PRIMARY KEY,
  account_id   INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  student_name TEXT NOT NULL,
  mobile       TEXT NOT NULL,
  major_name   TEXT NOT NULL,
  amount_fen   INTEGER NOT NULL,
  status       INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT NOT NULL
);
CREATE INDEX zhuxuetong_logs_account ON zhuxuetong_logs (account_id, id DESC);
