-- One row the health check (GET /healthz) writes and reads back, to prove the node can still
-- write its database, not only read it (store/liveness-table.ts).
CREATE TABLE liveness (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at INTEGER NOT NULL -- milliseconds since the epoch
) STRICT;
