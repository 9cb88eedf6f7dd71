import { describe, expect, it } from 'vitest';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';

describe('SourceRateLimit', () => {
  it('grants the burst at once, then refills at its rate, per source', () => {
    const limit = new SourceRateLimit(2, 3);
    expect([limit.take(1, 0), limit.take(1, 0), limit.take(1, 0)]).toEqual([null, null, null]);
    // Empty: one token comes back in 500 ms at 2 a second.
    expect(limit.take(1, 0)).toBe(1);
    expect(limit.take(2, 0)).toBeNull();
    expect(limit.take(1, 499)).toBe(1);
    expect(limit.take(1, 500)).toBeNull();
    expect(limit.take(1, 500)).toBe(1);
    // Never more than the burst, however long the source was quiet.
    expect([
      limit.take(1, 60_000),
      limit.take(1, 60_000),
      limit.take(1, 60_000),
      limit.take(1, 60_000),
    ]).toEqual([null, null, null, 1]);
  });
});
