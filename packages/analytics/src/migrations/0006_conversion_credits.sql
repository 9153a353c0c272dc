-- Conversions: a fire of an event's tag (or a simulated one) is a row of `conversions`; attribution
-- reads them by `inserted_at` (when they reached the store, so a late insert is never skipped) and
-- writes one row per counted conversion to `conversion_credits`: the line item credited, or none.
-- A second fire with the same non-empty order id of the same event is not counted again.
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS order_id String DEFAULT '';
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS source Enum8('pixel' = 1, 'script' = 2, 'simulated' = 3) DEFAULT 'pixel';
ALTER TABLE conversions ADD COLUMN IF NOT EXISTS inserted_at DateTime64(3, 'UTC') DEFAULT now64(3);

-- One row per counted conversion. touch = 'none' (campaign, line item and creative 0) when no
-- eligible click or impression was in its windows: still counted as fired, credited to nothing.
-- `batch_to` is the end of the attribution batch that wrote it, so a batch that stopped half-way
-- can be removed and written again.
CREATE TABLE IF NOT EXISTS conversion_credits
(
    event_time DateTime('UTC'),
    account_id UInt64,
    advertiser_id UInt64,
    conversion_event_id UInt64,
    campaign_id UInt64 DEFAULT 0,
    line_item_id UInt64 DEFAULT 0,
    creative_id UInt64 DEFAULT 0,
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    order_id String DEFAULT '',
    value_micros Int64 DEFAULT 0,
    touch Enum8('none' = 0, 'click' = 1, 'view' = 2),
    touch_time DateTime('UTC') DEFAULT toDateTime(0, 'UTC'),
    source Enum8('pixel' = 1, 'script' = 2, 'simulated' = 3) DEFAULT 'pixel',
    batch_to DateTime64(3, 'UTC')
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(event_time)
ORDER BY (account_id, advertiser_id, campaign_id, line_item_id, toDate(event_time), conversion_event_id);
