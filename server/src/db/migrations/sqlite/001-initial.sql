-- The Core keeps its state as maps of records keyed by lower-case name. Each record is stored
-- here as one JSON document in the Core's own shape, so reference lists keep their order and the
-- case they were sent in, and import/export of a Core State.json is a straight copy.

CREATE TABLE users (
  name TEXT PRIMARY KEY,
  hash TEXT NOT NULL,          -- PBKDF2 in the Core's "iterations:salt:hash" format, never served
  doc  TEXT NOT NULL
) STRICT;

CREATE TABLE callsigns (name TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT;
CREATE TABLE transmitters (name TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT;
CREATE TABLE transmitter_groups (name TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT;
CREATE TABLE rubrics (name TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT;
CREATE TABLE nodes (name TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT;

-- Calls are answered in the order they were made.
CREATE TABLE calls (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_name TEXT NOT NULL COLLATE NOCASE,
  doc        TEXT NOT NULL
) STRICT;
CREATE INDEX calls_by_owner ON calls (owner_name);

-- Ten content slots per rubric; an absent row is an empty slot.
CREATE TABLE news (
  rubric_name TEXT NOT NULL,
  slot        INTEGER NOT NULL CHECK (slot BETWEEN 1 AND 10),
  doc         TEXT NOT NULL,
  PRIMARY KEY (rubric_name, slot)
) STRICT;

-- Lifetime counters of the Core's stats (callsTotal, newsTotal).
CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
