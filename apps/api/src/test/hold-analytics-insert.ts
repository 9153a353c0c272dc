/**
 * Loaded into a crash test's server (`node --import`), never into Beacon itself: with
 * `CRASH_HOLD_INSERT=<table>`, the embedded analytics store holds the first insert into that table
 * without answering, and says so on stdout. The server is then stuck at a known point (as the
 * holding SMTP server of `crash-mail` holds a message) and the test kills it there.
 */
import { createRequire } from 'node:module';

const table = process.env.CRASH_HOLD_INSERT;
if (table) {
  const require = createRequire(import.meta.url);
  const { ChdbConnection } = require('chdb/connection') as {
    ChdbConnection: { prototype: { insert(params: { query: string }): Promise<unknown> } };
  };
  const insert = ChdbConnection.prototype.insert;
  let held = false;
  ChdbConnection.prototype.insert = function (params) {
    if (!held && params.query.trim().startsWith(`INSERT INTO ${table} `)) {
      held = true;
      console.log(`crash test: holding the insert into ${table}`);
      return new Promise(() => {});
    }
    return insert.call(this, params);
  };
}
