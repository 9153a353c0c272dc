/**
 * Ranges of the database's integer columns. An id or count of an `integer` column above
 * `INT4_MAX` is refused by the contract (400), never sent to the database; `bigint` columns keep
 * zod's safe-integer range.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
