/**
 * Stateless hashing and a small seeded generator: every random number of the simulated market is derived from
 * (symbol, day, ...) so any minute can be generated alone, the same way every time.
 */

/** 32-bit FNV-1a of a string: the seed of a symbol. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Avalanche mix of one 32-bit word (lowbias32). */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hash of a seed and up to three integers (negative integers are fine). */
export function hashInts(seed: number, a: number, b = 0, c = 0): number {
  let h = mix32(seed ^ 0x9e3779b9);
  h = mix32(h ^ (a | 0));
  h = mix32(h ^ Math.floor(a / 4294967296) ^ 0x85ebca6b);
  h = mix32(h ^ (b | 0));
  h = mix32(h ^ (c | 0) ^ 0xc2b2ae35);
  return h;
}

/** A uniform number in (0, 1) from a hash. */
export function hashUniform(seed: number, a: number, b = 0, c = 0): number {
  return (hashInts(seed, a, b, c) + 0.5) / 4294967296;
}

/** A standard normal number from hashes (Box-Muller over two hashed uniforms). */
export function hashNormal(seed: number, a: number, b = 0, c = 0): number {
  const u = hashUniform(seed, a, b, c);
  const v = hashUniform(seed ^ 0x5bd1e995, a, b, c);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** sfc32: a fast seeded generator of uniforms in (0, 1), and normals by the polar method. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal = 0;
  private hasSpare = false;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.uniform();
  }

  uniform(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return ((t >>> 0) + 0.5) / 4294967296;
  }

  /** Marsaglia's polar method: two normals per accepted pair, without sine or cosine. */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spareNormal;
    }
    let u: number;
    let v: number;
    let radiusSquared: number;
    do {
      u = 2 * this.uniform() - 1;
      v = 2 * this.uniform() - 1;
      radiusSquared = u * u + v * v;
    } while (radiusSquared >= 1 || radiusSquared === 0);
    const factor = Math.sqrt((-2 * Math.log(radiusSquared)) / radiusSquared);
    this.spareNormal = v * factor;
    this.hasSpare = true;
    return u * factor;
  }
}
