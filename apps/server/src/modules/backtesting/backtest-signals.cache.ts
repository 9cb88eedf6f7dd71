import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import type { BacktestSignal } from '@signaldesk/core/backtest/types';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { positions } from '../../db/schema';
import { selectBacktestSignals } from './backtest-signals.repository';

type Selection = Pick<BacktestConfig, 'useDateRange' | 'startDate' | 'endDate' | 'positionCount'>;

/**
 * Remembers the last few signal selections. A closed position never changes and none is ever deleted, so the
 * set of closed positions only grows: while their count is the same, the same selection gives the same signals.
 * On embedded PGlite the selection query runs on the server's own thread (20 to 50 ms for 1 000 rows), so an
 * operator re-running with other parameters no longer holds up other requests; the count costs about 1 ms.
 */
export class BacktestSignalCache {
  private readonly entries = new Map<string, readonly BacktestSignal[]>();

  constructor(private readonly maxEntries = 8) {}

  async select(db: Database, selection: Selection): Promise<readonly BacktestSignal[]> {
    return (await this.selectVersioned(db, selection)).signals;
  }

  /** The signals and the data's version (the count of closed positions): same version, same signals. */
  async selectVersioned(
    db: Database,
    selection: Selection,
  ): Promise<{ signals: readonly BacktestSignal[]; version: number }> {
    const [row] = await db.select({ closed: count() }).from(positions).where(eq(positions.status, 'closed'));
    const version = row?.closed ?? 0;
    const key = [
      version,
      selection.useDateRange,
      selection.startDate,
      selection.endDate,
      selection.useDateRange ? '' : selection.positionCount,
    ].join('|');
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return { signals: cached, version };
    }
    const signals = await selectBacktestSignals(db, selection);
    this.entries.set(key, signals);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return { signals, version };
  }
}
