/**
 * The piscina worker's entry. Worker threads do not reliably inherit the parent's `--import tsx` (vitest,
 * `node --import tsx`, an eval'd script all differ), so the entry registers tsx itself and then loads the
 * TypeScript worker. Plain JavaScript, so Node can start it with no loader at all.
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./backtest-worker.ts');

export default worker.default;
export const runSweepBatch = worker.runSweepBatch;
