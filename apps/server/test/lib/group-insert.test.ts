import { describe, expect, it } from 'vitest';
import { GroupInsert } from '../../src/lib/group-insert';

/** A writer that records each statement's values and answers each value doubled; `bad` values fail a statement. */
function recorder(bad = new Set<number>()) {
  const statements: number[][] = [];
  const writer = new GroupInsert<number, number>(async (values) => {
    statements.push(values);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (values.some((value) => bad.has(value))) throw new Error(`bad value in ${values.join(',')}`);
    return values.map((value) => value * 2);
  }, 4);
  return { statements, writer };
}

describe('GroupInsert (docs/performance.md, Signal intake)', () => {
  it('writes rows added together in one statement, each answered its own row, at most maxRows a statement', async () => {
    const { statements, writer } = recorder();
    const first = await Promise.all([1, 2, 3].map((value) => writer.add(value)));
    expect(first).toEqual([2, 4, 6]);
    expect(statements).toEqual([[1, 2, 3]]);

    // Rows added while a statement runs wait for it, then go together (split at maxRows = 4).
    const running = writer.add(10);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [11, 12, 13, 14, 15].map((value) => writer.add(value));
    expect(await Promise.all([running, ...later])).toEqual([20, 22, 24, 26, 28, 30]);
    expect(statements.slice(1)).toEqual([[10], [11, 12, 13, 14], [15]]);
  });

  it('writes the rows of a failed statement again one by one: only the bad row fails', async () => {
    const { statements, writer } = recorder(new Set([2]));
    const answers = await Promise.allSettled([1, 2, 3].map((value) => writer.add(value)));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('bad value in 2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(statements).toEqual([[1, 2, 3], [1], [2], [3]]);
    // The writer goes on afterwards.
    expect(await writer.add(4)).toBe(8);
  });
});
