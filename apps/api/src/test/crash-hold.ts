/**
 * Loaded into a crash test's server (`node --import`), never into Beacon itself. `CRASH_HOLD`
 * stops the server at a known point, as the holding SMTP server of `crash-mail` does, and says
 * so on stdout (`crash test: holding …`), so the test can kill it there:
 *
 * - `insert:<table>`: the embedded analytics store holds the first insert into that table
 *   without answering;
 * - `read:incoming`: the first read of a received upload file (`files/.incoming`) of more than one
 *   chunk (64 KB) stops after its first chunk, so the job reading it stays in the middle of its
 *   transaction;
 * - `write:report`: the first report file being written (`files/reports/…partial-…`) takes its
 *   first chunk and then never finishes, so the job stays in the middle of the file.
 */
import fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { Transform, Writable } from 'node:stream';

const [kind, what] = (process.env.CRASH_HOLD ?? '').split(':');
const say = (line: string) => console.log(`crash test: holding ${line}`);

if (kind === 'insert' && what) {
  const require = createRequire(import.meta.url);
  const { ChdbConnection } = require('chdb/connection') as {
    ChdbConnection: { prototype: { insert(params: { query: string }): Promise<unknown> } };
  };
  const insert = ChdbConnection.prototype.insert;
  let held = false;
  ChdbConnection.prototype.insert = function (params) {
    if (!held && params.query.trim().startsWith(`INSERT INTO ${what} `)) {
      held = true;
      say(`the insert into ${what}`);
      return new Promise(() => {});
    }
    return insert.call(this, params);
  };
}

if (kind === 'read' && what === 'incoming') {
  const createReadStream = fs.createReadStream;
  let held = false;
  fs.createReadStream = ((file: fs.PathLike, options?: Parameters<typeof createReadStream>[1]) => {
    const stream = createReadStream(file, options);
    if (held || !String(file).includes('/.incoming/') || fs.statSync(file).size <= 65_536) return stream;
    held = true;
    let chunks = 0;
    const stall = new Transform({
      transform(chunk, _encoding, next) {
        if (++chunks === 1) return next(null, chunk);
        say('the read of an upload file');
        // never calls `next` again: the reader waits for the rest of the file forever
      },
    });
    return stream.pipe(stall) as unknown as fs.ReadStream;
  }) as typeof fs.createReadStream;
  syncBuiltinESMExports();
}

if (kind === 'write' && what === 'report') {
  const createWriteStream = fs.createWriteStream;
  let held = false;
  fs.createWriteStream = ((file: fs.PathLike, options?: Parameters<typeof createWriteStream>[1]) => {
    const stream = createWriteStream(file, options);
    if (held || !String(file).includes('/reports/') || !String(file).includes('.partial-')) return stream;
    held = true;
    let chunks = 0;
    const hold = () => say('the write of a report file');
    return new Writable({
      write(chunk, _encoding, next) {
        if (++chunks === 1) return stream.write(chunk, () => next());
        hold();
        // never calls `next` again: the writer waits for the disk forever
      },
      final() {
        hold();
      },
    }) as unknown as fs.WriteStream;
  }) as typeof fs.createWriteStream;
  syncBuiltinESMExports();
}
