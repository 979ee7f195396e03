-- What the nodes of a network agree on through their shared database (see
-- migrations/sqlite/010-network.sql for the why of each part).
CREATE TABLE node_leases (
  node_name   TEXT PRIMARY KEY,
  alive_until BIGINT NOT NULL
);

CREATE TABLE network_jobs (
  name      TEXT PRIMARY KEY,
  last_slot BIGINT NOT NULL
);

CREATE INDEX deliveries_unclaimed ON deliveries (transmitter_name)
  WHERE state = 'queued' AND node_name IS NULL;
