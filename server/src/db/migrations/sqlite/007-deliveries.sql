-- Each page of a call or rubric content for each transmitter of its groups, and what became of
-- it (model/src/delivery.ts): the receipts users see, and the waiting pages a transmitter gets
-- again when it logs in after a restart of the server (store/deliveries-table.ts).
CREATE TABLE deliveries (
  id               INTEGER PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('call', 'news')),
  source_id        INTEGER NOT NULL, -- calls.id, or the rubric content's id
  transmitter_name TEXT NOT NULL,    -- lower case, as the transmitters table keys it
  ric              INTEGER NOT NULL,
  function         INTEGER NOT NULL,
  type             INTEGER NOT NULL,
  speed            INTEGER NOT NULL,
  priority         TEXT NOT NULL,
  text             TEXT NOT NULL,    -- as put on the air
  state            TEXT NOT NULL
    CHECK (state IN ('queued', 'sent', 'acknowledged', 'failed', 'expired', 'offline')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  queued_at        INTEGER NOT NULL, -- milliseconds since the epoch; also the queue's age order
  sent_at          INTEGER,
  finished_at      INTEGER,
  node_name        TEXT
) STRICT;

-- "The pages still waiting for transmitter X", oldest first, at its login and in the sweep.
CREATE INDEX deliveries_waiting ON deliveries (transmitter_name, queued_at)
  WHERE state IN ('queued', 'sent');
-- "The pages of call N" (and of rubric content N), for receipts and the cascade below.
CREATE INDEX deliveries_of_source ON deliveries (kind, source_id);
-- The midnight clean-up removes records by age.
CREATE INDEX deliveries_by_age ON deliveries (queued_at);

-- A deleted call takes its pages along, however it was deleted (API, cascade, clean-up).
CREATE TRIGGER calls_delete_deliveries AFTER DELETE ON calls
BEGIN
  DELETE FROM deliveries WHERE kind = 'call' AND source_id = old.id;
END;

-- Calls carry their id in their JSON from now on; earlier ones get it here.
UPDATE calls SET doc = json_set(doc, '$.id', id);

-- Rubric content is numbered by a sequence of its own (counter newsIds): slots are rewritten
-- whenever content moves, so a row id would not last. Content already stored is numbered here.
UPDATE news SET doc = json_set(
  doc, '$.id',
  (SELECT count(*) FROM news AS earlier
   WHERE earlier.rubric_name < news.rubric_name
      OR (earlier.rubric_name = news.rubric_name AND earlier.slot <= news.slot))
);
INSERT INTO counters (name, value) SELECT 'newsIds', count(*) FROM news WHERE true
  ON CONFLICT (name) DO UPDATE SET value = excluded.value;
