-- The login throttle's counts (auth/login-throttle.ts): attempts per client address and per
-- account within the current window of each. They are kept in the database rather than in the
-- server's memory so that every node of a network sharing a database counts the same attempts.
CREATE TABLE login_attempts (
  kind         TEXT NOT NULL CHECK (kind IN ('address', 'account')),
  subject      TEXT NOT NULL,    -- the client address, or the account's stored (lower-case) name
  attempts     INTEGER NOT NULL, -- counted in the window so far
  window_start INTEGER NOT NULL, -- milliseconds since the epoch: the window's first attempt
  PRIMARY KEY (kind, subject)
) STRICT, WITHOUT ROWID;

-- Windows that have passed are removed by age (store/login-attempts-table.ts).
CREATE INDEX login_attempts_by_age ON login_attempts (window_start);
