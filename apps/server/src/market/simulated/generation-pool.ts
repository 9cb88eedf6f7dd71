import { Worker } from 'node:worker_threads';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import type { SimulatedSymbolSpec } from './catalogue';

export interface GenerationRequest {
  id: number;
  spec: SimulatedSymbolSpec;
  startTime: number;
  length: number;
  closedEnd: number;
}

export type GenerationResponse = { id: number; candles: CandleColumns } | { id: number; error: string };

interface Pending {
  resolve: (candles: CandleColumns) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's entry: it registers tsx's loader itself (workers do not inherit the main thread's module hooks),
 * then loads the TypeScript worker module.
 */
function bootstrapSource(): string {
  const workerUrl = new URL('./generation-worker.ts', import.meta.url).href;
  return `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
}

/**
 * Worker threads that generate long candle ranges, so a fill generates on another core while the main thread
 * encodes and writes, and the server's event loop stays free. Workers start on first use, are unref'd while idle.
 */
export class GenerationPool {
  private readonly workers: (Worker | null)[];
  private readonly pending = new Map<number, Pending>();
  private readonly owner = new Map<number, number>();
  private nextId = 1;
  private nextWorker = 0;

  constructor(size: number) {
    this.workers = new Array<Worker | null>(size).fill(null);
  }

  get size(): number {
    return this.workers.length;
  }

  generate(
    spec: SimulatedSymbolSpec,
    startTime: number,
    length: number,
    closedEnd: number,
  ): Promise<CandleColumns> {
    const index = this.nextWorker;
    this.nextWorker = (this.nextWorker + 1) % this.workers.length;
    const worker = this.worker(index);
    const id = this.nextId++;
    const request: GenerationRequest = { id, spec: { ...spec }, startTime, length, closedEnd };
    return new Promise<CandleColumns>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.owner.set(id, index);
      worker.ref();
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0, this.workers.length, ...this.workers.map(() => null));
    await Promise.all(workers.map((worker) => worker?.terminate()));
  }

  private worker(index: number): Worker {
    const existing = this.workers[index];
    if (existing) return existing;
    const worker = new Worker(bootstrapSource(), { eval: true, execArgv: [] });
    worker.unref();
    worker.on('message', (response: GenerationResponse) => this.settle(index, response));
    worker.on('error', (error) => this.failWorker(index, error));
    worker.on('exit', (code) =>
      this.failWorker(index, new Error(`generation worker exited with code ${code}`)),
    );
    this.workers[index] = worker;
    return worker;
  }

  private settle(index: number, response: GenerationResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    this.owner.delete(response.id);
    if ('error' in response) pending.reject(new Error(response.error));
    else pending.resolve(response.candles);
    if (![...this.owner.values()].includes(index)) this.workers[index]?.unref();
  }

  private failWorker(index: number, error: Error): void {
    this.workers[index] = null;
    for (const [id, owner] of this.owner) {
      if (owner !== index) continue;
      this.pending.get(id)?.reject(error);
      this.pending.delete(id);
      this.owner.delete(id);
    }
  }
}
