/**
 * Worker side of the price-hub benchmark: opens the websocket clients, subscribes each to every symbol, and
 * records delivery latency (now − the tick's `E`) into shared memory, so the main thread (the server) can
 * read the figures even while this thread is saturated.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export const HISTOGRAM_SIZE = 2000;

/** Counters shared with the main thread. */
export interface SharedFigures {
  /** `histogram[ms]` = deliveries that took that many whole milliseconds (the last bucket holds the rest). */
  histogram: Uint32Array;
  /** [deliveries, missed ticks (gaps in a symbol's `u`), closed clients] */
  counters: Float64Array;
  /** Arrival time of the last tick per (client, symbol): `lastSeenAt[client * symbols + symbol]`. */
  lastSeenAt: Float64Array;
}

export interface ClientsWorkerData {
  url: string;
  clients: number;
  symbols: string[];
  buffers: { histogram: SharedArrayBuffer; counters: SharedArrayBuffer; lastSeenAt: SharedArrayBuffer };
}

export function sharedFigures(
  clients: number,
  symbols: number,
): { figures: SharedFigures; buffers: ClientsWorkerData['buffers'] } {
  const buffers = {
    histogram: new SharedArrayBuffer(HISTOGRAM_SIZE * 4),
    counters: new SharedArrayBuffer(3 * 8),
    lastSeenAt: new SharedArrayBuffer(clients * symbols * 8),
  };
  return { figures: viewFigures(buffers), buffers };
}

function viewFigures(buffers: ClientsWorkerData['buffers']): SharedFigures {
  return {
    histogram: new Uint32Array(buffers.histogram),
    counters: new Float64Array(buffers.counters),
    lastSeenAt: new Float64Array(buffers.lastSeenAt),
  };
}

function runClients({ url, clients, symbols, buffers }: ClientsWorkerData): void {
  const { histogram, counters, lastSeenAt } = viewFigures(buffers);
  const symbolIndex = new Map(symbols.map((symbol, i) => [symbol, i]));
  const lastUpdateId = new Int32Array(clients * symbols.length);
  const sockets: WebSocket[] = [];

  /** The integer after `"<field>":` in a bookTicker frame, read from the bytes (no JSON.parse: the instrument stays light). */
  const readInteger = (frame: Buffer, key: Buffer): number => {
    let at = frame.indexOf(key);
    if (at < 0) return -1;
    at += key.length;
    let value = 0;
    for (let c = frame[at]!; c >= 48 && c <= 57; c = frame[++at]!) value = value * 10 + (c - 48);
    return value;
  };
  const KEY_E = Buffer.from('"E":');
  const KEY_U = Buffer.from('"u":');
  const KEY_S = Buffer.from('"s":"');

  const onTick = (client: number, frame: Buffer): void => {
    const now = Date.now();
    const eventTime = readInteger(frame, KEY_E);
    const updateId = readInteger(frame, KEY_U);
    const symbolAt = frame.indexOf(KEY_S) + KEY_S.length;
    const i = symbolIndex.get(frame.toString('latin1', symbolAt, frame.indexOf(34, symbolAt)));
    if (eventTime < 0 || updateId < 0 || i === undefined) return;
    histogram[Math.min(HISTOGRAM_SIZE - 1, Math.max(0, now - eventTime))]!++;
    counters[0]!++;
    const slot = client * symbols.length + i;
    const last = lastUpdateId[slot]!;
    if (last > 0 && updateId > last + 1) counters[1]! += updateId - last - 1;
    lastUpdateId[slot] = updateId;
    lastSeenAt[slot] = now;
  };

  const connect = async (client: number): Promise<void> => {
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets[client] = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('close', () => counters[2]!++);
    const acked = new Promise<void>((resolve) => {
      socket.on('message', (data: Buffer) => {
        if (data[2] === 114 /* r of {"result" */) resolve();
        else onTick(client, data);
      });
    });
    socket.send(
      JSON.stringify({
        method: 'SUBSCRIBE',
        params: symbols.map((s) => `${s.toLowerCase()}@bookTicker`),
        id: 1,
      }),
    );
    await acked;
  };

  void (async () => {
    for (let start = 0; start < clients; start += 20) {
      await Promise.all(Array.from({ length: Math.min(20, clients - start) }, (_, k) => connect(start + k)));
    }
    parentPort!.postMessage('connected');
  })();
}

if (parentPort && workerData) runClients(workerData as ClientsWorkerData);
