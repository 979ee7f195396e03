-- Nothing to do on SQLite: one node owns its file, so no other node keeps lists of it to forget
-- (postgres/008-change-notices.sql announces changes to the nodes of a network).
SELECT 1;
