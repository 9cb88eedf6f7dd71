import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { createBinanceExchange } from '../../src/market/binance/binance-exchange';
import type { Exchange } from '../../src/market/exchange';

/**
 * A local stand-in for Binance on 127.0.0.1 (random port) that speaks its wire formats: REST market data
 * (exchangeInfo, 12-field klines with string prices paged by startTime/endTime/limit, 24 h tickers, prices),
 * `{code, msg}` error bodies, the used-weight header, scripted 429/418 answers, and the raw market-stream
 * websocket (`/public/ws` for futures, `/ws` for spot) with SUBSCRIBE acknowledgements, pings and forced
 * disconnects.
 */

export interface FakeSymbol {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  status?: string;
  contractType?: string;
  /** Served as the PRICE_FILTER's tick size. */
  tickSize?: string;
}

export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
}

export interface FakeStreamClient {
  path: string;
  socket: WebSocket;
  streams: Set<string>;
  /** Every control message received, parsed. */
  received: Array<{ method: string; params?: unknown[]; id: unknown }>;
  pongs: number;
}

const MINUTE_MS = 60_000;

/** Deterministic 1-minute kline of `symbol` opening at `openTime`, in Binance's 12-field layout. */
export function fakeKlineRow(symbol: string, openTime: number): unknown[] {
  const minute = openTime / MINUTE_MS;
  // Tiny coins keep eight decimals, as Binance writes them.
  const base = symbol.startsWith('PEPE') ? 0.00001234 : 100 + (minute % 1000) / 100;
  const digits = symbol.startsWith('PEPE') ? 8 : 2;
  const close = base.toFixed(digits);
  return [
    openTime,
    base.toFixed(digits),
    (base * 1.001).toFixed(digits),
    (base * 0.999).toFixed(digits),
    close,
    '12.345',
    openTime + MINUTE_MS - 1,
    '1234.56789',
    42,
    '6.5',
    '650.1',
    '0',
  ];
}

export class FakeBinance {
  readonly requests: RecordedRequest[] = [];
  readonly streamClients: FakeStreamClient[] = [];
  futuresSymbols: FakeSymbol[] = [
    { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT', contractType: 'PERPETUAL', tickSize: '0.10' },
    { symbol: 'ETHUSDT', baseAsset: 'ETH', quoteAsset: 'USDT', contractType: 'PERPETUAL' },
    { symbol: 'PEPEUSDT', baseAsset: 'PEPE', quoteAsset: 'USDT', contractType: 'PERPETUAL' },
    { symbol: 'BTCUSDT_260626', baseAsset: 'BTC', quoteAsset: 'USDT', contractType: 'CURRENT_QUARTER' },
    {
      symbol: 'OLDUSDT',
      baseAsset: 'OLD',
      quoteAsset: 'USDT',
      contractType: 'PERPETUAL',
      status: 'SETTLING',
    },
    { symbol: 'BTCBUSD', baseAsset: 'BTC', quoteAsset: 'BUSD', contractType: 'PERPETUAL' },
  ];
  spotSymbols: FakeSymbol[] = [
    { symbol: 'BTCUSDT', baseAsset: 'BTC', quoteAsset: 'USDT' },
    { symbol: 'UNIUSDT', baseAsset: 'UNI', quoteAsset: 'USDT', tickSize: '0.00100000' },
  ];
  /** Used weight reported in `X-MBX-USED-WEIGHT-1M`; grows with each request's weight unless pinned. */
  usedWeight = 0;
  pinnedUsedWeight: number | undefined;
  /** Answers served, in order, before the normal ones (429s, 418s...). */
  readonly scripted: ScriptedAnswer[] = [];
  /** Clock of the fake exchange (klines newer than this are not served). */
  now: () => number = Date.now;

  private readonly server: Server;
  private readonly wss: WebSocketServer;
  private pingTimer: NodeJS.Timeout | null = null;

  constructor() {
    this.server = createServer((req, res) => this.handleHttp(req, res));
    this.wss = new WebSocketServer({ noServer: true });
    this.server.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path !== '/public/ws' && path !== '/ws') {
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.acceptStream(ws, path));
    });
  }

  async start(): Promise<this> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  get httpUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    if (this.pingTimer) clearInterval(this.pingTimer);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Sends a ping frame to every stream client every `ms`. */
  pingEvery(ms: number): void {
    this.pingTimer = setInterval(() => {
      for (const client of this.openStreamClients()) client.socket.ping();
    }, ms);
  }

  openStreamClients(): FakeStreamClient[] {
    return this.streamClients.filter((client) => client.socket.readyState === client.socket.OPEN);
  }

  /** Cuts every stream connection from the server side, as Binance does at 24 h or on maintenance. */
  dropStreamConnections(): void {
    for (const client of this.openStreamClients()) client.socket.terminate();
  }

  /** Pushes a raw futures bookTicker to every connection subscribed to the symbol's stream. */
  pushBookTicker(
    event: { s: string; u: number; b: string; B: string; a: string; A: string },
    spot = false,
  ): number {
    const stream = `${event.s.toLowerCase()}@bookTicker`;
    const payload = spot
      ? JSON.stringify(event)
      : JSON.stringify({
          e: 'bookTicker',
          u: event.u,
          E: 1_700_000_000_123,
          T: 1_700_000_000_120,
          s: event.s,
          b: event.b,
          B: event.B,
          a: event.a,
          A: event.A,
        });
    let sent = 0;
    for (const client of this.openStreamClients()) {
      if (!client.streams.has(stream) || (client.path === '/ws') !== spot) continue;
      client.socket.send(payload);
      sent++;
    }
    return sent;
  }

  private acceptStream(socket: WebSocket, path: string): void {
    const client: FakeStreamClient = { path, socket, streams: new Set(), received: [], pongs: 0 };
    this.streamClients.push(client);
    socket.on('pong', () => client.pongs++);
    socket.on('message', (data) => {
      let message: { method?: string; params?: unknown[]; id?: unknown };
      try {
        message = JSON.parse(data.toString());
      } catch {
        socket.send(
          JSON.stringify({
            error: { code: 3, msg: 'Invalid JSON: expected value at line 1 column 1' },
            id: null,
          }),
        );
        return;
      }
      client.received.push({ method: String(message.method), params: message.params, id: message.id });
      const params = (message.params ?? []) as string[];
      switch (message.method) {
        case 'SUBSCRIBE':
          for (const stream of params) client.streams.add(stream);
          socket.send(JSON.stringify({ result: null, id: message.id }));
          break;
        case 'UNSUBSCRIBE':
          for (const stream of params) client.streams.delete(stream);
          socket.send(JSON.stringify({ result: null, id: message.id }));
          break;
        case 'LIST_SUBSCRIPTIONS':
          socket.send(JSON.stringify({ result: [...client.streams], id: message.id }));
          break;
        default:
          socket.send(
            JSON.stringify({ error: { code: 2, msg: 'Invalid request: unknown method' }, id: message.id }),
          );
      }
    });
  }

  private handleHttp(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const query = Object.fromEntries(url.searchParams);
    this.requests.push({ path: url.pathname, query });
    const scripted = this.scripted.shift();
    if (scripted) {
      this.reply(res, scripted.status, scripted.body, scripted.headers);
      return;
    }
    const answer = this.route(url.pathname, query);
    this.usedWeight += answer.weight;
    this.reply(res, answer.status, answer.body);
  }

  private reply(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-mbx-used-weight-1m': String(this.pinnedUsedWeight ?? this.usedWeight),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  private route(
    path: string,
    query: Record<string, string>,
  ): { status: number; body: unknown; weight: number } {
    const futures = path.startsWith('/fapi/');
    const symbols = futures ? this.futuresSymbols : this.spotSymbols;
    const known = (symbol: string | undefined) => symbols.some((s) => s.symbol === symbol);
    const badSymbol = { status: 400, body: { code: -1121, msg: 'Invalid symbol.' }, weight: 1 };
    switch (path) {
      case '/fapi/v1/exchangeInfo':
      case '/api/v3/exchangeInfo':
        return {
          status: 200,
          weight: futures ? 1 : 20,
          body: {
            timezone: 'UTC',
            serverTime: this.now(),
            rateLimits: [],
            symbols: symbols.map(({ tickSize, ...s }) => ({
              status: 'TRADING',
              ...s,
              filters: tickSize ? [{ filterType: 'PRICE_FILTER', minPrice: tickSize, tickSize }] : [],
            })),
          },
        };
      case '/fapi/v1/klines':
      case '/api/v3/klines': {
        if (!known(query.symbol)) return badSymbol;
        if (query.interval !== '1m')
          return { status: 400, body: { code: -1120, msg: 'Invalid interval.' }, weight: 1 };
        const max = futures ? 1500 : 1000;
        const limit = Math.min(Number(query.limit ?? 500), max);
        const start = Math.ceil(Number(query.startTime ?? 0) / MINUTE_MS) * MINUTE_MS;
        const end = Math.min(Number(query.endTime ?? this.now()), this.now());
        const rows: unknown[] = [];
        for (let t = start; t <= end && rows.length < limit; t += MINUTE_MS)
          rows.push(fakeKlineRow(query.symbol!, t));
        return {
          status: 200,
          body: rows,
          weight: futures ? (limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10) : 2,
        };
      }
      case '/fapi/v1/ticker/24hr':
      case '/api/v3/ticker/24hr':
        return {
          status: 200,
          weight: futures ? 40 : 80,
          body: symbols.map((s, i) => ({
            symbol: s.symbol,
            priceChange: '1.50000000',
            priceChangePercent: '-2.345',
            weightedAvgPrice: '100.1',
            lastPrice: '101.23000000',
            lastQty: '0.5',
            openPrice: '99.73000000',
            highPrice: '102.00000000',
            lowPrice: '98.00000000',
            volume: '1000.25',
            quoteVolume: `${123456789 + i}.87654321`,
            openTime: this.now() - 86_400_000,
            closeTime: this.now(),
            firstId: 1,
            lastId: 2,
            count: 2,
          })),
        };
      case '/fapi/v2/ticker/price':
      case '/api/v3/ticker/price': {
        const row = (symbol: string, i: number) => ({
          symbol,
          price: symbol.startsWith('PEPE') ? '0.00001234' : `${(67321.1 + i).toFixed(8)}`,
          time: this.now(),
        });
        if (query.symbol !== undefined) {
          const index = symbols.findIndex((s) => s.symbol === query.symbol);
          return index < 0
            ? badSymbol
            : { status: 200, body: row(query.symbol, index), weight: futures ? 1 : 2 };
        }
        return { status: 200, body: symbols.map((s, i) => row(s.symbol, i)), weight: futures ? 2 : 4 };
      }
      default:
        return { status: 404, body: { code: -1000, msg: `Unknown path ${path}` }, weight: 1 };
    }
  }
}

/** A started FakeBinance, its clock at `now`, and the production Binance adapter pointed at it. */
export async function binanceAdapterOnFake(
  now: () => number,
): Promise<{ binance: FakeBinance; exchange: Exchange }> {
  const binance = await new FakeBinance().start();
  binance.now = now;
  const exchange = createBinanceExchange({
    futuresRestUrl: binance.httpUrl,
    spotRestUrl: binance.httpUrl,
    futuresStreamUrl: binance.wsUrl,
    spotStreamUrl: binance.wsUrl,
    now,
  });
  return { binance, exchange };
}
