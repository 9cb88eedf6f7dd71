import { describe, expect, it } from 'vitest';
import { readSignalMessage, type SignalMessageReading } from '../../src/signals/read-signal-message';
import { CORPUS } from './corpus';

const signalOf = (text: string) => {
  const reading = readSignalMessage(text);
  if (reading.kind !== 'signal') throw new Error(`not read as a signal: ${JSON.stringify(reading)}`);
  return reading.signal;
};
/** A message of the corpus, found by a piece of its text (the test fails if none holds it). */
const corpusText = (piece: string) => {
  const found = CORPUS.find((message) => message.text.includes(piece));
  if (!found) throw new Error(`no corpus message holds ${piece}`);
  return found.text;
};

describe('what the issue found misread, now read as written', () => {
  it('EXIT: lists the targets (tigger, vipFutureParser)', () => {
    expect(signalOf(corpusText('#KITEUSDT / LONG')).targets).toEqual([0.212, 0.218, 0.224, 0.236, 0.25]);
  });

  it('a size, a date and a clock time are never prices', () => {
    const signal = signalOf(
      'ETH/USDT SHORT\nPosted @ 2021-07-14 09:05\nEntry: 2000\nSize: 0.05\nTP: 1900\nSL: 2100',
    );
    expect(signal).toMatchObject({ entries: [2000], targets: [1900], stopLoss: 2100 });
  });

  it('TP #1: is the first target, not a price of 1 (Plancton)', () => {
    expect(signalOf(corpusText('TP #1: 0.3558')).targets).toEqual([0.3558, 0.3407, 0.324, 0.2906]);
  });

  it('a stop loss given as a percentage range is refused, not read as a price (Binance Pro)', () => {
    expect(readSignalMessage(corpusText('SL - 25-30%'))).toEqual({
      kind: 'refused',
      reason: 'the stop loss is named but not given as a price',
    });
  });

  it('Short Term: and Mid Term: are target lists, not directions (Binance Killers)', () => {
    expect(signalOf(corpusText('#0997'))).toMatchObject({
      symbol: 'ETCUSDT',
      direction: 'LONG',
      targets: [18.55, 18.8, 19.1, 19.5, 20.2, 21, 22, 23.4, 25.4],
    });
  });

  it('reads 🔴 SELL : SOL /USDT, Coin Name: #APE/USDT and #BTC #BTCUSD', () => {
    expect(signalOf(corpusText('SELL : SOL /USDT'))).toMatchObject({ symbol: 'SOLUSDT', direction: 'SHORT' });
    expect(signalOf(corpusText('Coin Name: #APE/USDT'))).toMatchObject({
      symbol: 'APEUSDT',
      direction: 'SHORT',
    });
    expect(signalOf(corpusText('#BTC #BTCUSD'))).toMatchObject({ symbol: 'BTCUSDT', direction: 'SHORT' });
  });

  it('reads Enter above (a breakout), Get in, Buy around, Short #xbt at and LONG : 1.38', () => {
    expect(signalOf(corpusText('Enter above'))).toMatchObject({
      entries: [0.0058, 0.005805],
      entryCondition: 'above',
    });
    expect(signalOf(corpusText('Get in : 725'))).toMatchObject({ entries: [725, 735], leverage: 100 });
    expect(signalOf(corpusText('Buy around 666'))).toMatchObject({ entries: [666, 652] });
    expect(signalOf(corpusText('Short #xbt'))).toMatchObject({ symbol: 'BTCUSDT', entries: [6640, 6700] });
    expect(signalOf(corpusText('LONG  : 1.38'))).toMatchObject({ symbol: 'CTKUSDT', entries: [1.38] });
  });

  it('reads $ suffixes, keycap numbers, blank lines between targets and more than ten targets', () => {
    expect(signalOf(corpusText('Coin: KAVA/USDT')).stopLoss).toBe(0.85);
    expect(signalOf(corpusText('Name: #CFXUSDT')).targets).toEqual([0.2097, 0.2118, 0.2138, 0.2169, 0.2273]);
    // LittleUmbrella/tigger, test_fhe.ts
    const fhe =
      'Free Trade\n\nLONG SIGNAL\n\nPAIR:  FHE/ USDT\n\nLeverage: 50x\n\nEntry Zone:  0.076 _ 0.070\n\n🎯 Take-Profit Targets:\n\n0.078$\n\n0.080$\n\n0.082$\n\n0.090$\n\n\n\n Stop-Loss:  0.063\n\nWallet size 2%';
    expect(signalOf(fhe)).toMatchObject({
      symbol: 'FHEUSDT',
      targets: [0.078, 0.08, 0.082, 0.09],
      stopLoss: 0.063,
    });
    expect(signalOf(corpusText('1inch/usdt')).targets).toHaveLength(12);
  });

  it('reads a BTC-quoted pair, a Cyrillic х leverage, and a share of balance that is no leverage', () => {
    expect(
      signalOf('#NKNBTC\nBuy: 0.00000550\nSell: 0.00000600 - 0.00000650\nStop: 0.00000500'),
    ).toMatchObject({
      symbol: 'NKNBTC',
      direction: 'LONG',
      isSpot: true,
    });
    expect(signalOf('#BTC/USDT LONG\nLeverage: Cross (20х)\nEntry: 42000\nSL: 41000').leverage).toBe(20);
    expect(signalOf(corpusText('not more than 3-4% balance')).leverage).toBe(100);
  });

  it('reads a result post as the target it reports, not as a new signal (Binance Killers)', () => {
    expect(readSignalMessage(corpusText('Short Term Target 1: 1,880✅'))).toEqual({
      kind: 'update',
      update: { kind: 'targetHit', symbol: 'ETHUSDT', target: 3 },
    });
  });
});

describe('updates', () => {
  it.each<[string, SignalMessageReading]>([
    [
      'Target 2 reached #ETH',
      { kind: 'update', update: { kind: 'targetHit', symbol: 'ETHUSDT', target: 2 } },
    ],
    ['Close ETH now', { kind: 'update', update: { kind: 'close', symbol: 'ETHUSDT' } }],
    ['/close_all', { kind: 'update', update: { kind: 'close', symbol: null, all: true } }],
    ['Move SL to entry', { kind: 'update', update: { kind: 'stopToEntry', symbol: null } }],
    [
      '#SOL/USDT move stop loss to 142.5',
      { kind: 'update', update: { kind: 'stopTo', symbol: 'SOLUSDT', price: 142.5 } },
    ],
    [
      'Add more #DOGE at 0.071',
      { kind: 'update', update: { kind: 'addToPosition', symbol: 'DOGEUSDT', price: 0.071 } },
    ],
    ['#BTC/USDT Cancelled ❌', { kind: 'update', update: { kind: 'cancel', symbol: 'BTCUSDT' } }],
    ['Close 50% of position', { kind: 'refused', reason: 'a partial close is not read' }],
  ])('%s', (text, expected) => {
    expect(readSignalMessage(text)).toEqual(expected);
  });

  it('takes a remark with "close" in a signal for no command', () => {
    expect(readSignalMessage(corpusText('SL: H4 candle close below 0.02975')).kind).toBe('signal');
  });
});

describe('noise', () => {
  it.each(['Join our VIP channel now! 50% off this week only 🔥', 'Good morning traders ☕', ''])(
    '%j',
    (text) => {
      expect(readSignalMessage(text).kind).toBe('noise');
    },
  );
});
