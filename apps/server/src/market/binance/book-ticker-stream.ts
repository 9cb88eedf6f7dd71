import type { BookTicker, Unsubscribe } from '../exchange';
import { StreamConnection, type StreamConnectionOptions } from './stream-connection';
import { type BookTickerEvent, parseBookTicker } from './wire';

export interface BookTickerStreamOptions extends StreamConnectionOptions {
  /** Streams per connection; more open another connection. Default 200 (Binance's older, safer figure). */
  maxStreamsPerConnection?: number;
}

type Listener = (ticker: BookTicker) => void;

/**
 * Live `<symbol>@bookTicker` of one Binance market. Any number of listeners per symbol share one stream;
 * streams are spread over as many connections as `maxStreamsPerConnection` requires.
 */
export class BookTickerStream {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly connectionOf = new Map<string, StreamConnection>();
  private readonly connections: StreamConnection[] = [];

  constructor(private readonly options: BookTickerStreamOptions) {}

  subscribe(symbol: string, listener: Listener): Unsubscribe {
    const stream = `${symbol.toLowerCase()}@bookTicker`;
    let set = this.listeners.get(stream);
    if (!set) {
      set = new Set();
      this.listeners.set(stream, set);
      const connection = this.connectionWithRoom();
      this.connectionOf.set(stream, connection);
      connection.add(stream);
    }
    set.add(listener);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.release(stream, listener);
    };
  }

  /** Streams currently carried, over all connections. */
  get streamCount(): number {
    return this.listeners.size;
  }

  /** Sockets opened so far (reconnects included), over all connections. */
  get connectionCount(): number {
    return this.connections.reduce((sum, connection) => sum + connection.connectionCount, 0);
  }

  close(): void {
    for (const connection of this.connections) connection.close();
    this.connections.length = 0;
    this.listeners.clear();
    this.connectionOf.clear();
  }

  private release(stream: string, listener: Listener): void {
    const set = this.listeners.get(stream);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(stream);
    this.connectionOf.get(stream)?.remove(stream);
    this.connectionOf.delete(stream);
  }

  private connectionWithRoom(): StreamConnection {
    const max = this.options.maxStreamsPerConnection ?? 200;
    const withRoom = this.connections.find((connection) => connection.streams.size < max);
    if (withRoom) return withRoom;
    const connection = new StreamConnection(this.options, (event) => this.dispatch(event));
    this.connections.push(connection);
    return connection;
  }

  private dispatch(event: BookTickerEvent): void {
    const set = this.listeners.get(`${event.s.toLowerCase()}@bookTicker`);
    if (!set) return;
    const ticker = parseBookTicker(event, Date.now());
    for (const listener of set) listener(ticker);
  }
}
