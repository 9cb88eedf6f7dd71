import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { SYSTEM_ACTOR } from '../modules/audit';
import { parameterDefinition, readStoredParameters, updateParameter } from '../modules/trading-parameters';

/**
 * The demo's own parameter profile (docs/signals.md, Demo): the simulated market is quiet, and with the product's
 * defaults (a 10-minute wait, then two 5-candle patterns of at least 1 % on rising volume, targets from 1.6 %) a
 * newcomer would watch signals wait for half an hour. These values let a signal enter within minutes and a
 * position close within half an hour. Written on demo mode's first start with its own signals on, each key only
 * while it holds its catalogue default and was never changed (no `parameter.update` in the audit log names it: an
 * admin's change, or the profile written once, is kept); the catalogue's defaults stay the product's.
 * The order keeps every cross-field rule true at each write (targets widen away from the entry).
 */
export const DEMO_PARAMETER_PROFILE: ReadonlyArray<readonly [string, string]> = [
  ['SIGNAL_WAIT_TIME_MINUTES', '0'],
  ['SIGNAL_PATTERN_SEARCH_MINUTES', '30'],
  ['SIGNAL_PATTERN_WINDOW_CANDLES', '3'],
  ['SIGNAL_PATTERN1_MIN_CANDLES', '2'],
  ['SIGNAL_OPEN_AFTER_FIRST_PATTERN', 'true'],
  ['SIGNAL_MIN_PRICE_SPREAD_PERCENT', '0'],
  ['SIGNAL_MIN_VOLUME_MULTIPLIER', '0'],
  ['SIGNAL_MIN_BUYER_RATIO_MULTIPLIER', '0'],
  ['DEFAULT_STOP_LOSS_PERCENT', '-0.3'],
  ['DEFAULT_TP1_PERCENT', '0.2'],
  ['DEFAULT_TP2_PERCENT', '0.4'],
  ['DEFAULT_TP3_PERCENT', '0.6'],
  ['BREAKEVEN_PERCENT', '0'],
];

/** Stores the demo profile's values of the keys still at their untouched defaults; returns the keys written. */
export async function seedDemoParameters(db: Database, now: number): Promise<string[]> {
  const stored = await readStoredParameters(db);
  const keys = DEMO_PARAMETER_PROFILE.map(([key]) => key);
  const changed = new Set(
    (
      await db
        .select({ key: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'parameter.update'), inArray(auditLog.entityId, keys)))
    ).map((row) => row.key),
  );
  const written: string[] = [];
  for (const [key, value] of DEMO_PARAMETER_PROFILE) {
    const untouched =
      (stored.get(key) ?? parameterDefinition(key)?.defaultValue) === parameterDefinition(key)?.defaultValue;
    if (!untouched || changed.has(key)) continue;
    await updateParameter(db, SYSTEM_ACTOR, key, value, new Date(now));
    written.push(key);
  }
  return written;
}
