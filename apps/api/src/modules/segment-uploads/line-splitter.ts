/**
 * Called once per line with its 1-based number and its bytes (`buffer[start, end)`, without the
 * `\n`; a `\r` before it is left for the reader to trim). `tooLong` lines are cut at the limit.
 */
export type LineHandler = (
  line: number,
  buffer: Buffer,
  start: number,
  end: number,
  tooLong: boolean,
) => void;

/**
 * Splits a byte stream into lines as chunks arrive, without holding more than one line: a line
 * longer than `maxLength` bytes is passed on cut (and flagged), so a file without line breaks
 * cannot make the reader keep it whole. A UTF-8 byte-order mark at the start of the file is
 * dropped.
 */
export class LineSplitter {
  private readonly carry: Buffer;
  private carryLength = 0;
  private overflow = false;
  private line = 0;

  constructor(
    private readonly onLine: LineHandler,
    private readonly maxLength: number,
  ) {
    this.carry = Buffer.alloc(maxLength);
  }

  /** Lines seen so far. */
  get lines() {
    return this.line;
  }

  push(chunk: Buffer) {
    let position = 0;
    while (position < chunk.length) {
      const newline = chunk.indexOf(10, position);
      if (newline === -1) {
        this.keep(chunk, position, chunk.length);
        return;
      }
      if (this.carryLength === 0 && !this.overflow) {
        const tooLong = newline - position > this.maxLength;
        this.emit(chunk, position, tooLong ? position + this.maxLength : newline, tooLong);
      } else {
        this.keep(chunk, position, newline);
        this.emitCarry();
      }
      position = newline + 1;
    }
  }

  /** The last line, when the file does not end with a line break. */
  end() {
    if (this.carryLength > 0 || this.overflow) this.emitCarry();
  }

  private keep(chunk: Buffer, start: number, end: number) {
    const room = this.maxLength - this.carryLength;
    const length = end - start;
    if (length > room) this.overflow = true;
    const copied = Math.min(room, length);
    chunk.copy(this.carry, this.carryLength, start, start + copied);
    this.carryLength += copied;
  }

  private emitCarry() {
    this.emit(this.carry, 0, this.carryLength, this.overflow);
    this.carryLength = 0;
    this.overflow = false;
  }

  private emit(buffer: Buffer, start: number, end: number, tooLong: boolean) {
    this.line++;
    let from = start;
    if (
      this.line === 1 &&
      end - start >= 3 &&
      buffer[start] === 0xef &&
      buffer[start + 1] === 0xbb &&
      buffer[start + 2] === 0xbf
    ) {
      from += 3;
    }
    this.onLine(this.line, buffer, from, end, tooLong);
  }
}
