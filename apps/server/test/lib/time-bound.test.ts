import { describe, expect, it } from 'vitest';
import { TimeLimitError, withinTime } from '../../src/lib/time-bound';
import { type LogLine, recordingLogger } from '../support/recording-logger';

describe('withinTime (start-up steps, docs/operations.md, Start-up)', () => {
  it('names a slow step in the log while it runs, and fails it by name past its limit', async () => {
    const lines: LogLine[] = [];
    const never = new Promise<never>(() => undefined);
    const failed = withinTime(
      never,
      { name: 'start-up: job queue', limitMs: 120, noticeMs: 50, hint: 'pg-boss creates its schema' },
      recordingLogger(lines),
    );
    await expect(failed).rejects.toThrow(
      new TimeLimitError('start-up: job queue did not finish within 0.12 s (pg-boss creates its schema)'),
    );
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      fields: { step: 'start-up: job queue', limitSeconds: 0.12 },
    });
    expect(lines[0]!.message).toMatch(/^start-up: job queue is slow: \d+ s so far, limit 0.12 s \(pg-boss/);
  });

  it('answers what the work answers, and its failure as it is, saying nothing when quick', async () => {
    const lines: LogLine[] = [];
    const logger = recordingLogger(lines);
    expect(await withinTime(Promise.resolve(7), { name: 'quick', limitMs: 1_000 }, logger)).toBe(7);
    await expect(
      withinTime(Promise.reject(new Error('refused')), { name: 'refused', limitMs: 1_000 }, logger),
    ).rejects.toThrow('refused');
    expect(lines).toEqual([]);
  });
});
