import { describe, expect, it } from 'vitest';
import { FairPermits, type Release } from '../../src/lib/fair-permits';

/** Resolves pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Acquires for each key in order, recording in `served` the key of every place granted, in grant order. */
function line(permits: FairPermits, keys: string[], served: string[], refused: string[]) {
  const releases: Release[] = [];
  for (const key of keys) {
    void permits.acquire(key).then((release) => {
      if (release) {
        served.push(key);
        releases.push(release);
      } else refused.push(key);
    });
  }
  return releases;
}

describe('FairPermits (docs/operations.md, Login limits)', () => {
  it('grants up to the limit at once and queues the rest', async () => {
    const permits = new FairPermits(2, 5);
    const served: string[] = [];
    const refused: string[] = [];
    line(permits, ['a', 'a', 'a'], served, refused);
    await settle();
    expect(served).toEqual(['a', 'a']);
    expect(permits.queued).toBe(1);
    expect(refused).toEqual([]);
  });

  it('serves waiting keys in turn, not in arrival order', async () => {
    const permits = new FairPermits(1, 10);
    const served: string[] = [];
    const refused: string[] = [];
    const releases = line(permits, ['a', 'a', 'a', 'a', 'b', 'c'], served, refused);
    await settle();
    expect(served).toEqual(['a']);
    for (let turn = 0; turn < 5; turn++) {
      releases[turn]!();
      await settle();
    }
    // After the first holder: one of a's waiters, then b, then c, then a's next ones.
    expect(served).toEqual(['a', 'a', 'b', 'c', 'a', 'a']);
    expect(permits.queued).toBe(0);
  });

  it('gives a newcomer the newest place of the longest line when the line is full', async () => {
    const permits = new FairPermits(1, 3);
    const served: string[] = [];
    const refused: string[] = [];
    const releases = line(permits, ['flood', 'flood', 'flood', 'flood', 'operator'], served, refused);
    await settle();
    expect(refused).toEqual(['flood']);
    expect(permits.queued).toBe(3);
    releases[0]!();
    await settle();
    releases[1]!();
    await settle();
    expect(served).toEqual(['flood', 'flood', 'operator']);
  });

  it('refuses a newcomer whose own line is as long as any other (no one takes from a shorter line)', async () => {
    const permits = new FairPermits(1, 2);
    const served: string[] = [];
    const refused: string[] = [];
    line(permits, ['a', 'a', 'b', 'b', 'a'], served, refused);
    await settle();
    // a holds, a and b wait; b's second and a's third are refused: no line is longer than theirs by two.
    expect(served).toEqual(['a']);
    expect(refused).toEqual(['b', 'a']);
    expect(permits.queued).toBe(2);
  });

  it('refuses at once when nothing may wait, and a release counts once', async () => {
    const permits = new FairPermits(1, 0);
    const served: string[] = [];
    const refused: string[] = [];
    const releases = line(permits, ['a', 'b'], served, refused);
    await settle();
    expect(served).toEqual(['a']);
    expect(refused).toEqual(['b']);
    releases[0]!();
    releases[0]!();
    line(permits, ['c', 'd'], served, refused);
    await settle();
    expect(served).toEqual(['a', 'c']);
    expect(refused).toEqual(['b', 'd']);
  });

  it('says beforehand whom acquire would refuse, evicting no one', async () => {
    const permits = new FairPermits(1, 2);
    const served: string[] = [];
    const refused: string[] = [];
    expect(permits.wouldRefuse('a')).toBe(false);
    line(permits, ['a', 'a', 'a'], served, refused);
    await settle();
    // One holds, two of a's wait: a would be refused, b would take a's newest place.
    expect(permits.wouldRefuse('a')).toBe(true);
    expect(permits.wouldRefuse('b')).toBe(false);
    expect(permits.queued).toBe(2);
    expect(refused).toEqual([]);
  });
});
