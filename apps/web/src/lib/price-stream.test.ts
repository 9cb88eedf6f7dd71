import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSendQueue,
  diffSymbols,
  nextReconnectDelay,
  normalizeSymbols,
  PRICE_STREAM_POLICY,
  parseStreamMessage,
  subscriptionMessage,
} from './price-stream';

describe('parseStreamMessage', () => {
  it.each([
    ['{"result":null,"id":7}', { kind: 'ack', id: 7 }],
    ['{"result":null,"id":"abc"}', { kind: 'ack', id: 'abc' }],
    [
      '{"e":"bookTicker","u":400900217,"E":1568014460893,"T":1568014460891,"s":"BNBUSDT","b":"25.35190000","B":"31.21000000","a":"25.36520000","A":"40.66000000"}',
      { kind: 'best-ask', symbol: 'BNBUSDT', bestAsk: 25.3652 },
    ],
    [
      '{"e":"bookTicker","u":1,"E":2,"T":3,"s":"ethusdt","b":"3100.4","B":"1","a":"3100.5","A":"2"}',
      { kind: 'best-ask', symbol: 'ETHUSDT', bestAsk: 3100.5 },
    ],
    [
      '{"stream":"btcusdt@bookTicker","data":{"e":"bookTicker","u":1,"E":2,"T":3,"s":"BTCUSDT","b":"65000","B":"1","a":"65000.1","A":"2"}}',
      { kind: 'best-ask', symbol: 'BTCUSDT', bestAsk: 65000.1 },
    ],
    [
      '{"error":{"code":2,"msg":"Invalid request: unknown method"},"id":3}',
      { kind: 'error', code: 2, message: 'Invalid request: unknown method' },
    ],
    [
      '{"e":"bookTicker","u":1,"E":2,"T":3,"s":"BTCUSDT","b":"1","B":"1","a":"not a price","A":"2"}',
      { kind: 'unknown' },
    ],
    ['{"s":"BTCUSDT","a":"not a price"}', { kind: 'unknown' }],
    ['{"s":"BTCUSDT"}', { kind: 'unknown' }],
    ['{"result":["btcusdt@bookTicker"],"id":4}', { kind: 'unknown' }],
    ['[1,2]', { kind: 'unknown' }],
    ['not json', { kind: 'unknown' }],
    ['null', { kind: 'unknown' }],
  ])('%s', (text, expected) => {
    expect(parseStreamMessage(text)).toEqual(expected);
  });
});

describe('subscriptionMessage', () => {
  it('names lowercase bookTicker channels', () => {
    expect(JSON.parse(subscriptionMessage('SUBSCRIBE', ['BTCUSDT', 'ETHUSDT'], 3))).toEqual({
      method: 'SUBSCRIBE',
      params: ['btcusdt@bookTicker', 'ethusdt@bookTicker'],
      id: 3,
    });
    expect(JSON.parse(subscriptionMessage('UNSUBSCRIBE', ['SOLUSDT'], 4))).toEqual({
      method: 'UNSUBSCRIBE',
      params: ['solusdt@bookTicker'],
      id: 4,
    });
  });
});

describe('symbol sets', () => {
  it('normalizes to trimmed uppercase without blanks or duplicates', () => {
    expect([...normalizeSymbols([' btcusdt', 'BTCUSDT', '', 'EthUsdt '])]).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it.each([
    [[], ['BTCUSDT'], ['BTCUSDT'], []],
    [['BTCUSDT'], [], [], ['BTCUSDT']],
    [['BTCUSDT', 'ETHUSDT'], ['ETHUSDT', 'SOLUSDT'], ['SOLUSDT'], ['BTCUSDT']],
    [['BTCUSDT'], ['BTCUSDT'], [], []],
  ])('%j -> %j subscribes %j, unsubscribes %j', (subscribed, wanted, subscribe, unsubscribe) => {
    expect(diffSymbols(new Set(subscribed), new Set(wanted))).toEqual({ subscribe, unsubscribe });
  });
});

describe('nextReconnectDelay', () => {
  it.each([
    [0, 5_000],
    [1, 5_000],
    [4, 5_000],
    [5, null],
    [6, null],
  ])('after %i attempts -> %s', (attempts, expected) => {
    expect(nextReconnectDelay(attempts)).toBe(expected);
  });

  it('follows a custom policy', () => {
    expect(
      nextReconnectDelay(1, { ...PRICE_STREAM_POLICY, maxReconnectAttempts: 2, reconnectDelayMs: 10 }),
    ).toBe(10);
    expect(
      nextReconnectDelay(2, { ...PRICE_STREAM_POLICY, maxReconnectAttempts: 2, reconnectDelayMs: 10 }),
    ).toBe(null);
  });
});

describe('createSendQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets one message through per 200 ms, in order', () => {
    const sent: string[] = [];
    const queue = createSendQueue((message) => sent.push(message), 200);
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(sent).toEqual(['a']);
    expect(queue.size).toBe(2);
    vi.advanceTimersByTime(199);
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.size).toBe(0);
  });

  it('sends at once after a quiet interval, and waits out the rest of one that is not over', () => {
    const sent: string[] = [];
    const queue = createSendQueue((message) => sent.push(message), 200);
    queue.push('a');
    vi.advanceTimersByTime(500);
    queue.push('b');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(50);
    queue.push('c');
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(149);
    expect(sent).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('drops queued messages on clear', () => {
    const sent: string[] = [];
    const queue = createSendQueue((message) => sent.push(message), 200);
    queue.push('a');
    queue.push('b');
    queue.clear();
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual(['a']);
    queue.push('c');
    expect(sent).toEqual(['a', 'c']);
  });
});
