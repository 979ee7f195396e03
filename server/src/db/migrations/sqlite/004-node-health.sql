-- Each node's transmitters every few minutes (online and total of those connected through it),
-- taken with the network's health sample, for the node monitoring screen's chart; kept a week
-- (store/node-health-samples-table.ts, jobs/health-sampling.ts).
CREATE TABLE node_health_samples (
  node                TEXT    NOT NULL, -- the node's lower-case name
  time                INTEGER NOT NULL, -- milliseconds since the epoch
  transmitters_online INTEGER NOT NULL,
  transmitters_total  INTEGER NOT NULL,
  PRIMARY KEY (node, time)
) STRICT;
CREATE INDEX node_health_samples_by_time ON node_health_samples (time);
