import { describe, expect, it } from 'vitest';
import { SourceKeyCache } from '../../src/modules/signals/intake/source-key-cache';

describe('SourceKeyCache (docs/signals.md, Webhook)', () => {
  it('keeps a found source for its time, then reads it again', () => {
    const cache = new SourceKeyCache<string>(5_000, 10);
    cache.set('hash', 'source 1', 1_000, cache.generation);
    expect(cache.get('hash', 5_999)).toBe('source 1');
    expect(cache.get('hash', 6_000)).toBeUndefined();
    expect(cache.get('other', 1_000)).toBeUndefined();
  });

  it('forgets everything on a change, and never keeps a row read before the change', () => {
    const cache = new SourceKeyCache<string>(5_000, 10);
    cache.set('hash', 'source 1', 0, cache.generation);
    const readBefore = cache.generation;
    cache.clear();
    expect(cache.get('hash', 1)).toBeUndefined();
    // A lookup that started before the revocation answers late: its row is not kept.
    cache.set('hash', 'source 1 (stale)', 2, readBefore);
    expect(cache.get('hash', 3)).toBeUndefined();
  });

  it('drops the oldest source past its capacity', () => {
    const cache = new SourceKeyCache<string>(5_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase(), 0, cache.generation);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'B', 'C']);
  });
});
