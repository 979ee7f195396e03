-- The login throttle's counts, shared by every node on this database (see
-- migrations/sqlite/009-login-attempts.sql for the why of each part).
CREATE TABLE login_attempts (
  kind         TEXT NOT NULL CHECK (kind IN ('address', 'account')),
  subject      TEXT NOT NULL,
  attempts     INTEGER NOT NULL,
  window_start BIGINT NOT NULL,
  PRIMARY KEY (kind, subject)
);

CREATE INDEX login_attempts_by_age ON login_attempts (window_start);
