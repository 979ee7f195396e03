-- What the nodes of a network agree on through their shared database (on SQLite, the one node
-- writes them too, so one code path serves both engines).

-- Each node renews its lease every few seconds (network/node-lease.ts). A node whose lease ran out
-- has stopped, even by kill -9: the others set its transmitters OFFLINE.
CREATE TABLE node_leases (
  node_name   TEXT PRIMARY KEY, -- lower case
  alive_until INTEGER NOT NULL  -- milliseconds since the epoch
) STRICT;

-- Jobs that must run once per network (the midnight clean-up, health samples): the last slot each
-- ran for. A node runs a job only when it moves `last_slot` forward itself.
CREATE TABLE network_jobs (
  name      TEXT PRIMARY KEY,
  last_slot INTEGER NOT NULL
) STRICT;

-- Pages queued for a transmitter connected to another node, not yet taken by that node.
CREATE INDEX deliveries_unclaimed ON deliveries (transmitter_name)
  WHERE state = 'queued' AND node_name IS NULL;
