/**
 * The set of ids already seen in one upload, to count duplicates without keeping the ids: each id
 * is reduced to a 64-bit hash stored in an open-addressing table (linear probing) of two 32-bit
 * words per slot. 1.6 million distinct ids take 16 MB, where a `Set<string>` of them would take
 * well over 100 MB. Two distinct ids share a 64-bit hash with a probability of about n²/2⁶⁵
 * (below one in a million for a full 64 MB file), in which case the second counts as a duplicate.
 */
export class IdHashSet {
  private slots: Uint32Array;
  private mask: number;
  private count = 0;

  constructor(initialSlots = 1 << 16) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(16, initialSlots)));
    this.slots = new Uint32Array(size * 2);
    this.mask = size - 1;
  }

  get size() {
    return this.count;
  }

  /** Memory held by the table, in bytes. */
  get bytes() {
    return this.slots.byteLength;
  }

  /** Adds an id: true the first time it is seen, false when it was already in the set. */
  add(id: string): boolean {
    hashInto(id);
    if (this.insert(hashHi, hashLo)) {
      this.count++;
      // Past 80 % full, probe sequences grow quickly: double the table.
      if (this.count > (this.mask + 1) * 0.8) this.grow();
      return true;
    }
    return false;
  }

  private insert(hi: number, lo: number): boolean {
    const slots = this.slots;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    for (;;) {
      const at = i * 2;
      const h = slots[at]!;
      const l = slots[at + 1]!;
      if (h === 0 && l === 0) {
        slots[at] = hi;
        slots[at + 1] = lo;
        return true;
      }
      if (h === hi && l === lo) return false;
      i = (i + 1) & this.mask;
    }
  }

  private grow() {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let at = 0; at < old.length; at += 2) {
      const hi = old[at]!;
      const lo = old[at + 1]!;
      if (hi !== 0 || lo !== 0) this.insert(hi, lo);
    }
  }
}

// The last hash, in two module-level words so hashing a million ids allocates nothing.
let hashHi = 0;
let hashLo = 0;

/** A 64-bit hash of a string as two 32-bit halves, e.g. to compare with what the set stored. */
export function hash64(text: string): [number, number] {
  hashInto(text);
  return [hashHi, hashLo];
}

/**
 * The two lanes of cyrb53 (a public-domain string hash), both kept whole, into `hashHi`/`hashLo`.
 * Never (0, 0): that pair marks an empty slot.
 */
function hashInto(text: string) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  hashHi = h2 >>> 0;
  hashLo = h1 >>> 0;
  if (hashHi === 0 && hashLo === 0) hashLo = 1;
}
