-- The network's health every few minutes (online and total transmitters, calls since the
-- previous sample) for the small history on the home and nodes pages; kept a week
-- (store/health-samples-table.ts, jobs/health-sampling.ts).
CREATE TABLE health_samples (
  time                INTEGER PRIMARY KEY, -- milliseconds since the epoch
  transmitters_online INTEGER NOT NULL,
  transmitters_total  INTEGER NOT NULL,
  calls_total         INTEGER NOT NULL, -- the lifetime call counter at that time
  calls               INTEGER NOT NULL
) STRICT;
