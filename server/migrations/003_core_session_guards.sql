-- Captchas (single use, short-lived), failed login counts and mobile codes.
CREATE TABLE captchas (
  key         TEXT PRIMARY KEY,
  answer      TEXT NOT NULL,
  expires_at  TEXT NOT NULL
);

-- subject: 'user:<user_name>' or 'ip:<address>'
CREATE TABLE login_failures (
  subject     TEXT PRIMARY KEY,
  count       INTEGER NOT NULL,
  last_at     TEXT NOT NULL
);

CREATE TABLE mobile_codes (
  mobile      TEXT PRIMARY KEY,
  code        TEXT NOT NULL,
  sent_at     TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0
);
