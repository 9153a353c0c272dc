-- 64-bit device keys. Reach counts (`uniqCombined`, `uniqExact`) and device joins read `device_key`, a
-- cityHash64 of `device_id` that ClickHouse computes on insert, instead of reading and hashing the
-- String ids of every row. MATERIALIZED: writers do not send it and `SELECT *` does not return it;
-- parts written before this migration compute it on read, so existing data stays readable unchanged
-- (`ALTER TABLE ... MATERIALIZE COLUMN device_key` writes it into them when convenient).
ALTER TABLE delivery_events ADD COLUMN IF NOT EXISTS device_key UInt64 MATERIALIZED cityHash64(device_id);
ALTER TABLE location_pings ADD COLUMN IF NOT EXISTS device_key UInt64 MATERIALIZED cityHash64(device_id);
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS device_key UInt64 MATERIALIZED cityHash64(device_id);
