-- The synthetic world (packages/simulator): geography, places and devices as dimension tables, and the
-- columns location pings need for planning. Coordinates are WGS84 degrees; h3_cell is the res-9 H3 cell
-- (computed by the writer with h3-js, so it does not depend on the server's geoToH3 argument order).
-- city_id is the GeoNames id (the reference lists' cities.source_id); region_code is ISO 3166-2
-- (regions.code); country_id is ISO 3166-1 numeric (countries.id); country_code is alpha-2.

CREATE TABLE IF NOT EXISTS worlds
(
    seed UInt32,
    scale LowCardinality(String),
    start_date Date,
    days UInt16,
    days_from UInt16,
    generator_version UInt16,
    cities UInt32,
    neighbourhoods UInt32,
    pois UInt32,
    ooh_sites UInt32,
    pos_stores UInt32,
    devices UInt32,
    pings UInt64,
    created_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = MergeTree
ORDER BY created_at;

CREATE TABLE IF NOT EXISTS world_cities
(
    city_id UInt32,
    country_id UInt16,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    region_name LowCardinality(String),
    name String,
    lat Float64,
    lon Float64,
    population UInt32,
    radius_m UInt32,
    h3_cell UInt64
)
ENGINE = MergeTree
ORDER BY (country_code, region_code, city_id);

CREATE TABLE IF NOT EXISTS world_neighbourhoods
(
    neighbourhood_id UInt64,
    name String,
    city_id UInt32,
    city_name String,
    country_id UInt16,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    lat Float64,
    lon Float64,
    radius_m UInt32,
    socio_level UInt8,
    population_share Float32,
    h3_cell UInt64
)
ENGINE = MergeTree
ORDER BY (country_code, region_code, city_id, neighbourhood_id);

CREATE TABLE IF NOT EXISTS pois
(
    poi_id UInt64,
    country_id UInt16,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    region_name LowCardinality(String),
    city_id UInt32,
    city_name LowCardinality(String),
    neighbourhood_id UInt64,
    neighbourhood_name String,
    category LowCardinality(String),
    subcategory LowCardinality(String),
    brand LowCardinality(String),
    name String,
    lat Float64,
    lon Float64,
    h3_cell UInt64
)
ENGINE = MergeTree
ORDER BY (country_code, category, subcategory, h3_cell, poi_id);

CREATE TABLE IF NOT EXISTS ooh_sites
(
    ooh_id UInt64,
    country_id UInt16,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    region_name LowCardinality(String),
    city_id UInt32,
    city_name LowCardinality(String),
    neighbourhood_id UInt64,
    neighbourhood_name String,
    category LowCardinality(String),
    subcategory LowCardinality(String),
    brand LowCardinality(String),
    name String,
    digital UInt8,
    facing LowCardinality(String),
    lat Float64,
    lon Float64,
    h3_cell UInt64
)
ENGINE = MergeTree
ORDER BY (country_code, category, subcategory, h3_cell, ooh_id);

CREATE TABLE IF NOT EXISTS pos_stores
(
    store_id UInt64,
    country_id UInt16,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    region_name LowCardinality(String),
    city_id UInt32,
    city_name LowCardinality(String),
    neighbourhood_id UInt64,
    neighbourhood_name String,
    name String,
    chain LowCardinality(String),
    store_type LowCardinality(String),
    lat Float64,
    lon Float64,
    h3_cell UInt64
)
ENGINE = MergeTree
ORDER BY (country_code, region_code, city_id, neighbourhood_id, store_id);

-- One row per store and SKU it sells; quintile 1-5 ranks the SKU's sales in the store against the same
-- SKU elsewhere in the country (5 = top fifth), 0 = carried but not sold in the period.
CREATE TABLE IF NOT EXISTS pos_skus
(
    store_id UInt64,
    country_code LowCardinality(String),
    region_code LowCardinality(String),
    city_id UInt32,
    neighbourhood_id UInt64,
    store_type LowCardinality(String),
    macro_category LowCardinality(String),
    category LowCardinality(String),
    company LowCardinality(String),
    brand LowCardinality(String),
    sku LowCardinality(String),
    quintile UInt8
)
ENGINE = MergeTree
ORDER BY (country_code, macro_category, category, company, brand, sku, store_id);

CREATE TABLE IF NOT EXISTS devices
(
    device_id String,
    device_id_type Enum8('maid' = 1, 'cookie' = 2, 'hashed' = 3),
    device_index UInt32,
    country_id UInt16,
    country_code LowCardinality(String),
    gender Enum8('unknown' = 0, 'female' = 1, 'male' = 2),
    age_band LowCardinality(String),
    socio_level UInt8,
    socio_label LowCardinality(String),
    home_region_code LowCardinality(String),
    home_city_id UInt32,
    home_neighbourhood_id UInt64,
    home_lat Float64,
    home_lon Float64,
    work_neighbourhood_id UInt64,
    work_lat Float64,
    work_lon Float64,
    device_type LowCardinality(String),
    make LowCardinality(String),
    os LowCardinality(String),
    browser LowCardinality(String),
    carrier LowCardinality(String),
    connection_type LowCardinality(String),
    language LowCardinality(String),
    iab_interests Array(LowCardinality(String)),
    app_bundles Array(LowCardinality(String)),
    site_domains Array(LowCardinality(String)),
    activity Float32
)
ENGINE = MergeTree
ORDER BY device_id;

-- What the pings were at: the kind of place (place_id is that kind's id: poi_id, store_id, ooh_id, or the
-- neighbourhood id for home and work) and where the device was seen.
ALTER TABLE location_pings ADD COLUMN IF NOT EXISTS place_type Enum8('none' = 0, 'home' = 1, 'work' = 2, 'poi' = 3, 'pos' = 4, 'ooh' = 5) DEFAULT 'none';
ALTER TABLE location_pings ADD COLUMN IF NOT EXISTS region_code LowCardinality(String) DEFAULT '';
ALTER TABLE location_pings ADD COLUMN IF NOT EXISTS city_id UInt32 DEFAULT 0;
ALTER TABLE location_pings ADD COLUMN IF NOT EXISTS neighbourhood_id UInt64 DEFAULT 0;
