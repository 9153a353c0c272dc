-- Raw event tables. Times are UTC; days in an account's time zone are derived from hours.
-- 64-bit ids are UInt64; money is in micros of the account currency.
-- Ordering keys follow the report filter chain (account > advertiser > campaign > line item > creative)
-- and the planning scans (country > day > H3 cell). Partitions are months.

CREATE TABLE IF NOT EXISTS delivery_events
(
    event_time DateTime('UTC'),
    account_id UInt64,
    advertiser_id UInt64,
    campaign_id UInt64,
    line_item_id UInt64,
    creative_id UInt64,
    deal_id String DEFAULT '',
    exchange LowCardinality(String) DEFAULT '',
    app_bundle String DEFAULT '',
    site_domain String DEFAULT '',
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    country_code LowCardinality(String) DEFAULT '',
    region_code LowCardinality(String) DEFAULT '',
    city_code String DEFAULT '',
    lat Float64 DEFAULT 0,
    lon Float64 DEFAULT 0,
    h3_cell UInt64 DEFAULT 0,
    impressions UInt32 DEFAULT 0,
    clicks UInt32 DEFAULT 0,
    video_starts UInt32 DEFAULT 0,
    video_first_quartiles UInt32 DEFAULT 0,
    video_midpoints UInt32 DEFAULT 0,
    video_third_quartiles UInt32 DEFAULT 0,
    video_completes UInt32 DEFAULT 0,
    spend_micros UInt64 DEFAULT 0
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(event_time)
ORDER BY (account_id, advertiser_id, campaign_id, line_item_id, toDate(event_time), creative_id);

CREATE TABLE IF NOT EXISTS bid_events
(
    event_time DateTime('UTC'),
    account_id UInt64,
    advertiser_id UInt64,
    campaign_id UInt64,
    line_item_id UInt64,
    creative_id UInt64,
    auction_id String,
    deal_id String DEFAULT '',
    exchange LowCardinality(String) DEFAULT '',
    app_bundle String DEFAULT '',
    site_domain String DEFAULT '',
    device_id String DEFAULT '',
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    country_code LowCardinality(String) DEFAULT '',
    bid_price_micros UInt64,
    won UInt8 DEFAULT 0,
    clearing_price_micros UInt64 DEFAULT 0
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(event_time)
ORDER BY (account_id, line_item_id, toStartOfHour(event_time), creative_id);

CREATE TABLE IF NOT EXISTS location_pings
(
    event_time DateTime('UTC'),
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    country_code LowCardinality(String),
    lat Float64,
    lon Float64,
    h3_cell UInt64 DEFAULT 0,
    place_id UInt64 DEFAULT 0,
    distance_m Float32 DEFAULT 0
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(event_time)
ORDER BY (country_code, toDate(event_time), h3_cell, device_id);

CREATE TABLE IF NOT EXISTS conversions
(
    event_time DateTime('UTC'),
    account_id UInt64,
    advertiser_id UInt64,
    conversion_event_id UInt64,
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    value_micros Int64 DEFAULT 0
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(event_time)
ORDER BY (account_id, advertiser_id, conversion_event_id, toDate(event_time), device_id);
