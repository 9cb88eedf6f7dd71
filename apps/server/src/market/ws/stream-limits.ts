/** Per-connection limits of the `/ws` stream, Binance USDT-M futures' by default. */
export interface StreamLimits {
  /** Incoming messages allowed in any 1 s window; one more closes the connection, as Binance does. */
  maxMessagesPerSecond: number;
  /** Streams one connection may hold. */
  maxStreamsPerConnection: number;
  /** The server pings this often. */
  pingIntervalMs: number;
  /** A connection whose last pong (or any frame) is older than this is closed. */
  pongTimeoutMs: number;
  /** Ticks are skipped for a client whose unsent backlog exceeds this many bytes (a stalled reader). */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxMessagesPerSecond: 10,
  maxStreamsPerConnection: 200,
  pingIntervalMs: 3 * 60_000,
  pongTimeoutMs: 10 * 60_000,
  maxBufferedBytes: 1 << 20,
};

/** Counts events in a sliding 1 s window without allocating per event. */
export class RateWindow {
  private readonly times: Float64Array;
  private next = 0;

  constructor(private readonly maxPerSecond: number) {
    this.times = new Float64Array(maxPerSecond).fill(Number.NEGATIVE_INFINITY);
  }

  /** Records an event at `now`; false when it is one too many for the last second. */
  allow(now: number): boolean {
    if (this.maxPerSecond <= 0) return false;
    // The slot we are about to overwrite holds the event `maxPerSecond` events ago.
    const oldest = this.times[this.next] ?? Number.NEGATIVE_INFINITY;
    this.times[this.next] = now;
    this.next = (this.next + 1) % this.maxPerSecond;
    return now - oldest >= 1000;
  }
}
