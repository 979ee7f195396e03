-- Each transmitter's recent connects, disconnects, refusals and protocol errors, for the
-- monitoring screen; the embedded server keeps the last 50 per transmitter (store/connection-events-table.ts).
CREATE TABLE connection_events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  transmitter TEXT NOT NULL,
  doc         TEXT NOT NULL
) STRICT;
CREATE INDEX connection_events_by_transmitter ON connection_events (transmitter, id);
