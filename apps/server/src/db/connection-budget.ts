/**
 * What one server instance may open on PostgreSQL (docs/operations.md, Connection budget): the request pool
 * (DATABASE_POOL_SIZE), one connection carrying every LISTEN, one session connection holding the instance's locks,
 * and pg-boss's own pool. Nothing else of the server connects.
 */
export const LISTEN_CONNECTIONS = 1;
export const SESSION_CONNECTIONS = 1;
export const PG_BOSS_CONNECTIONS = 2;

/** The most connections one instance opens with a request pool of `poolSize`. */
export function connectionsPerInstance(poolSize: number): number {
  return poolSize + LISTEN_CONNECTIONS + SESSION_CONNECTIONS + PG_BOSS_CONNECTIONS;
}
