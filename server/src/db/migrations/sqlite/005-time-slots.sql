-- Time slots as transmitter software needs them (model/src/time-slots.ts): upper case, sorted,
-- each slot once, never empty. The Core kept them as typed, so `0123abcd` lost slots 10 to 15 in
-- DAPNETGateway and an empty list stopped it at login. dapnet_repair_time_slot is registered by
-- database.ts before the migrations run.
UPDATE transmitters
SET doc = json_set(doc, '$.timeSlot', dapnet_repair_time_slot(json_extract(doc, '$.timeSlot')))
WHERE json_extract(doc, '$.timeSlot') IS NOT dapnet_repair_time_slot(json_extract(doc, '$.timeSlot'));
