import { openPositionsResponseSchema } from '@signaldesk/contracts/positions';
import type { Database } from '../../db/client';
import { openPositionsVersion } from './open-positions-version';
import { toPosition } from './position-row';
import { listOpenPositions } from './positions.repository';

/** A kept answer is rebuilt after this long even without a change notice (a lost LISTEN connection). */
const MAX_AGE_MS = 10_000;

/**
 * The JSON text of the openPositions answer, kept while no open position changes (see open-positions-version.ts):
 * the console's every tab polls it, and a poll then costs no query and no serialisation. Concurrent misses share
 * one query.
 */
export class OpenPositionsCache {
  private held: { version: number; builtAt: number; body: string } | undefined;
  private building: { version: number; body: Promise<string> } | undefined;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  body(db: Database): Promise<string> {
    const version = openPositionsVersion();
    const held = this.held;
    if (held && held.version === version && this.clock() - held.builtAt < MAX_AGE_MS) {
      return Promise.resolve(held.body);
    }
    if (this.building?.version === version) return this.building.body;
    const building = { version, body: this.build(db, version) };
    this.building = building;
    const done = () => {
      if (this.building === building) this.building = undefined;
    };
    building.body.then(done, done);
    return building.body;
  }

  private async build(db: Database, version: number): Promise<string> {
    const builtAt = this.clock();
    const rows = await listOpenPositions(db);
    // Validated once here, as the route's serializer would on every call.
    const body = JSON.stringify(
      openPositionsResponseSchema.parse({ success: true, data: rows.map(toPosition) }),
    );
    // A change during the read may not be in it: keep the text only when none happened.
    if (openPositionsVersion() === version) this.held = { version, builtAt, body };
    return body;
  }
}
