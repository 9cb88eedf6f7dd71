/** A small seeded generator (mulberry32) for the demo data: the same seed gives the same data. */
export class DemoRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  integer(low: number, highInclusive: number): number {
    return Math.floor(this.between(low, highInclusive + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  hex(digits: number): string {
    let text = '';
    for (let i = 0; i < digits; i++) text += Math.floor(this.next() * 16).toString(16);
    return text;
  }
}

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
