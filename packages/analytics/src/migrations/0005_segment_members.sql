-- Audience segment members: one row per device added to a segment, by the collection pixel, an upload,
-- a lookalike or the demo seed. The segment itself lives in PostgreSQL (segments.id); account_id is kept
-- here so every read is scoped to the account without a join. ReplacingMergeTree keyed on the device:
-- adding the same device twice leaves one row after merges, and counts read uniqExact(device_key) (or
-- FINAL), so a device is always counted once whatever merges have happened.
CREATE TABLE IF NOT EXISTS segment_members
(
    account_id UInt64,
    segment_id UInt64,
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    device_key UInt64 MATERIALIZED cityHash64(device_id),
    country_code LowCardinality(String) DEFAULT '',
    source Enum8('pixel' = 1, 'upload' = 2, 'lookalike' = 3, 'seed' = 4),
    source_id UInt64 DEFAULT 0,
    added_at DateTime('UTC')
)
ENGINE = ReplacingMergeTree(added_at)
ORDER BY (account_id, segment_id, device_key, device_id);
