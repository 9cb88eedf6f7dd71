/**
 * A small least-recently-used map: `get` refreshes an entry, `set` evicts the oldest beyond `capacity`.
 * `onEvict` hears of every value that leaves (evicted, replaced, deleted or cleared).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onEvict: (value: V) => void = () => {},
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.onEvict(value);
  }

  clear(): void {
    for (const key of [...this.entries.keys()]) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
