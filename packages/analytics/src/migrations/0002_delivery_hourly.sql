-- Hourly delivery rollup per line item x creative (x deal), fed by a materialized view on insert.
-- Sums are SimpleAggregateFunction(sum); devices are uniqCombined states, merged across hours for reach.
-- Read with sum(...) and uniqCombinedMerge(devices) grouped by toDate(hour) or hour.

CREATE TABLE IF NOT EXISTS delivery_hourly
(
    hour DateTime('UTC'),
    account_id UInt64,
    advertiser_id UInt64,
    campaign_id UInt64,
    line_item_id UInt64,
    creative_id UInt64,
    deal_id String,
    impressions SimpleAggregateFunction(sum, UInt64),
    clicks SimpleAggregateFunction(sum, UInt64),
    video_starts SimpleAggregateFunction(sum, UInt64),
    video_first_quartiles SimpleAggregateFunction(sum, UInt64),
    video_midpoints SimpleAggregateFunction(sum, UInt64),
    video_third_quartiles SimpleAggregateFunction(sum, UInt64),
    video_completes SimpleAggregateFunction(sum, UInt64),
    spend_micros SimpleAggregateFunction(sum, UInt64),
    devices AggregateFunction(uniqCombined, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(hour)
ORDER BY (account_id, advertiser_id, campaign_id, line_item_id, creative_id, hour, deal_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS delivery_hourly_mv TO delivery_hourly AS
SELECT
    toStartOfHour(event_time) AS hour,
    account_id,
    advertiser_id,
    campaign_id,
    line_item_id,
    creative_id,
    deal_id,
    sum(toUInt64(impressions)) AS impressions,
    sum(toUInt64(clicks)) AS clicks,
    sum(toUInt64(video_starts)) AS video_starts,
    sum(toUInt64(video_first_quartiles)) AS video_first_quartiles,
    sum(toUInt64(video_midpoints)) AS video_midpoints,
    sum(toUInt64(video_third_quartiles)) AS video_third_quartiles,
    sum(toUInt64(video_completes)) AS video_completes,
    sum(spend_micros) AS spend_micros,
    uniqCombinedStateIf(device_id, delivery_events.impressions > 0) AS devices
FROM delivery_events
GROUP BY hour, account_id, advertiser_id, campaign_id, line_item_id, creative_id, deal_id;
