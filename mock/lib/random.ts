// Seeded, browser-safe randomness. The same seed and stream name always give the same sequence.

export type Rng = () => number;

/** mulberry32: a small, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over UTF-16 code units; a 32-bit unsigned hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An independent stream per purpose, so adding rows of one kind never shifts another. */
export function stream(seed: number, name: string): Rng {
  return mulberry32((Math.imul(seed >>> 0, 0x9e3779b1) ^ hashString(name)) >>> 0);
}

/** A stable value in [0, 1) for a key, without keeping state (used for metrics and conversations). */
export function unitHash(key: string): number {
  return mulberry32(hashString(key))();
}

export const int = (r: Rng, min: number, max: number): number =>
  min + Math.floor(r() * (max - min + 1));

export function pick<T>(r: Rng, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A picker over fixed weights (cumulative table built once; cheap for large seeds). */
export function weightedPicker<T>(entries: readonly (readonly [T, number])[]): (r: Rng) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let acc = 0;
  const cumulative = entries.map(([, w]) => (acc += w) / total);
  return (r) => {
    const x = r();
    for (let i = 0; i < cumulative.length; i++) if (x < cumulative[i]!) return entries[i]![0];
    return entries[entries.length - 1]![0];
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lowercase hex; one draw gives 8 characters (cheap enough for seeds of 400,000 rows). */
export function hex(r: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 8) {
    const n = Math.floor(r() * 4294967296);
    out +=
      BYTE_HEX[n >>> 24]! +
      BYTE_HEX[(n >>> 16) & 255]! +
      BYTE_HEX[(n >>> 8) & 255]! +
      BYTE_HEX[n & 255]!;
  }
  return out.length === length ? out : out.slice(0, length);
}

export function base62(r: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[Math.floor(r() * 62)];
  return out;
}

/** An RFC 4122 version-4 shaped UUID drawn from the stream. */
export function uuid(r: Rng): string {
  const h = hex(r, 32);
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = `${h.slice(0, 12)}4${h.slice(13, 16)}${variant}${h.slice(17)}`;
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
