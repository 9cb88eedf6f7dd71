import {
  BOOK_TICKER_STREAM_PATTERN,
  STREAM_ERROR_CODES,
  type StreamError,
  type StreamRequest,
  type StreamResult,
} from '@signaldesk/contracts/market';
import WebSocket from 'ws';
import type { Unsubscribe } from '../exchange';
import { type MarketLogger, silentLogger } from '../market-logger';
import type { HubTick, PriceHub } from '../price-hub';
import { createCorkedSender, textFrame } from './corked-send';
import { parseStreamRequest } from './parse-stream-request';
import { DEFAULT_STREAM_LIMITS, RateWindow, type StreamLimits } from './stream-limits';

export interface StreamConnectionContext {
  hub: PriceHub;
  logger?: MarketLogger;
  limits?: Partial<StreamLimits>;
}

/** The frame of the tick being fanned out, built once for all connections (the hub delivers a tick to all in turn). */
let lastFramed: { tick: HubTick; frame: Buffer } | null = null;
function framedTick(tick: HubTick): Buffer {
  if (lastFramed?.tick !== tick) lastFramed = { tick, frame: textFrame(tick.payloadBytes) };
  return lastFramed.frame;
}

/** Close code used when a client sends more than its message budget (RFC 6455 "policy violation"). */
export const CLOSE_TOO_MANY_MESSAGES = 1008;

/**
 * Speaks Binance USDT-M futures' market-stream protocol on one accepted websocket (the server's `/ws`):
 * SUBSCRIBE / UNSUBSCRIBE / LIST_SUBSCRIPTIONS / SET_PROPERTY / GET_PROPERTY for `<symbol>@bookTicker`, raw
 * bookTicker payloads from the price hub, Binance's error answers, its message-rate and stream caps, and
 * server pings with a pong deadline.
 */
export function handleStreamConnection(socket: WebSocket, context: StreamConnectionContext): void {
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...context.limits };
  const logger = context.logger ?? silentLogger;
  const { hub } = context;
  const subscriptions = new Map<string, Unsubscribe>();
  const rate = new RateWindow(limits.maxMessagesPerSecond);
  let combined = false;
  let skippedTicks = 0;
  let lastPongAt = Date.now();
  const sender = createCorkedSender(socket);

  const deliver = (tick: HubTick): void => {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      if (skippedTicks++ === 0) logger.warn('A /ws client is not reading: skipping ticks for it');
      return;
    }
    if (combined)
      sender.send(`{"stream":"${tick.ticker.symbol.toLowerCase()}@bookTicker","data":${tick.payload}}`);
    else sender.sendFramed(framedTick(tick), tick.payloadBytes);
  };

  const answer = (message: StreamResult | StreamError): void => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const invalid = (msg: string, id: StreamResult['id']): StreamError => ({
    error: { code: STREAM_ERROR_CODES.invalidRequest, msg: `Invalid request: ${msg}` },
    id,
  });

  const execute = (request: StreamRequest): StreamResult | StreamError => {
    switch (request.method) {
      case 'SUBSCRIBE': {
        const unsupported = request.params.find((stream) => !BOOK_TICKER_STREAM_PATTERN.test(stream));
        if (unsupported !== undefined) {
          return invalid(
            `unsupported stream ${JSON.stringify(unsupported)}, expected <symbol>@bookTicker`,
            request.id,
          );
        }
        const fresh = [...new Set(request.params)].filter((stream) => !subscriptions.has(stream));
        if (subscriptions.size + fresh.length > limits.maxStreamsPerConnection) {
          return invalid(
            `too many streams, at most ${limits.maxStreamsPerConnection} per connection`,
            request.id,
          );
        }
        for (const stream of fresh) {
          subscriptions.set(
            stream,
            hub.subscribe(stream.slice(0, stream.indexOf('@')).toUpperCase(), deliver),
          );
        }
        return { result: null, id: request.id };
      }
      case 'UNSUBSCRIBE':
        for (const stream of request.params) {
          subscriptions.get(stream)?.();
          subscriptions.delete(stream);
        }
        return { result: null, id: request.id };
      case 'LIST_SUBSCRIPTIONS':
        return { result: [...subscriptions.keys()], id: request.id };
      case 'SET_PROPERTY':
        combined = request.params[1];
        return { result: null, id: request.id };
      case 'GET_PROPERTY':
        return { result: combined, id: request.id };
    }
  };

  socket.on('message', (data) => {
    if (!rate.allow(Date.now())) {
      logger.warn({ limit: limits.maxMessagesPerSecond }, 'A /ws client sent too many messages: closing');
      socket.close(CLOSE_TOO_MANY_MESSAGES, 'Too many messages');
      return;
    }
    const parsed = parseStreamRequest(data.toString());
    answer(parsed.ok ? execute(parsed.request) : parsed.error);
  });

  socket.on('pong', () => {
    lastPongAt = Date.now();
  });

  const pinger = setInterval(() => {
    if (Date.now() - lastPongAt > limits.pongTimeoutMs) {
      logger.info('A /ws client stopped answering pings: closing');
      socket.terminate();
      return;
    }
    if (socket.readyState === WebSocket.OPEN) socket.ping();
  }, limits.pingIntervalMs);
  pinger.unref();

  socket.on('error', (error) => logger.warn({ err: error }, '/ws socket error'));
  socket.on('close', () => {
    clearInterval(pinger);
    for (const unsubscribe of subscriptions.values()) unsubscribe();
    subscriptions.clear();
  });
}
