import type { SignalText } from '../../src/signals/parse-signal-text';

/**
 * Real-looking signal messages, in the styles channels post, each with the reading a person makes of it (checked
 * by hand). Shared by the parser's tests and its benchmark.
 */
export interface ReadMessage {
  style: string;
  text: string;
  expected: SignalText;
}

const long = (symbol: string, values: Partial<SignalText>): SignalText => ({
  symbol,
  direction: 'LONG',
  entries: [],
  targets: [],
  stopLoss: null,
  leverage: null,
  isSpot: false,
  entryCondition: 'at',
  ...values,
});
const short = (symbol: string, values: Partial<SignalText>): SignalText => ({
  ...long(symbol, values),
  direction: 'SHORT',
});

export const READ_MESSAGES: ReadMessage[] = [
  {
    style: 'Cornix template',
    text: `⚡️⚡️ #BTC/USDT ⚡️⚡️
Exchanges: Binance Futures
Signal Type: Regular (Long)
Leverage: Cross 20x

Entry Targets:
1) 42000
2) 42500

Take-Profit Targets:
1) 43000
2) 44000
3) 45000

Stop Targets:
1) 41000

Trailing Configuration:
Stop: Breakeven -
 Trigger: Target (1)`,
    expected: long('BTCUSDT', {
      entries: [42000, 42500],
      targets: [43000, 44000, 45000],
      stopLoss: 41000,
      leverage: 20,
    }),
  },
  {
    style: 'one line, hashtag pair',
    text: '#BTC/USDT LONG Entry: 42000 - 42500 Targets: 1) 43000 2) 44000 SL: 41000',
    expected: long('BTCUSDT', { entries: [42000, 42500], targets: [43000, 44000], stopLoss: 41000 }),
  },
  {
    style: 'emoji arrow and x leverage, thousands commas',
    text: `BTCUSDT 📈 Long x10
Entry: 42,000 - 42,500
TP1: 43,000
TP2: 44,000
TP3: 45,500
SL: 41,000`,
    expected: long('BTCUSDT', {
      entries: [42000, 42500],
      targets: [43000, 44000, 45500],
      stopLoss: 41000,
      leverage: 10,
    }),
  },
  {
    style: 'short with emojis on each line',
    text: `🔴 SHORT #ETH/USDT 🔴
👉 Entry: 2250
🎯 TP1: 2200
🎯 TP2: 2150
🎯 TP3: 2080
🛑 Stop: 2310
⚙️ Leverage: 10x`,
    expected: short('ETHUSDT', {
      entries: [2250],
      targets: [2200, 2150, 2080],
      stopLoss: 2310,
      leverage: 10,
    }),
  },
  {
    style: 'lower case, decimal commas',
    text: `ada/usdt long
entry: 0,5234
tp: 0,54 0,56 0,58
sl: 0,51`,
    expected: long('ADAUSDT', { entries: [0.5234], targets: [0.54, 0.56, 0.58], stopLoss: 0.51 }),
  },
  {
    style: 'cashtag and Buy label',
    text: `$SOL LONG
Buy: 98.5
Targets: 101 / 104 / 108
Stop loss: 94`,
    expected: long('SOLUSDT', { entries: [98.5], targets: [101, 104, 108], stopLoss: 94 }),
  },
  {
    style: 'contract symbol with :USDT',
    text: `BTC/USDT:USDT Short
Entry zone: 43500 - 43800
Take profit: 42800, 42000, 41000
Stop: 44400
Lev 5x`,
    expected: short('BTCUSDT', {
      entries: [43500, 43800],
      targets: [42800, 42000, 41000],
      stopLoss: 44400,
      leverage: 5,
    }),
  },
  {
    style: 'PERP suffix',
    text: `BTCUSDTPERP SHORT
Entry 43000
TP 42000 41000
SL 44000`,
    expected: short('BTCUSDT', { entries: [43000], targets: [42000, 41000], stopLoss: 44000 }),
  },
  {
    style: 'TradingView .P suffix, Bullish',
    text: 'Bullish on ETHUSDT.P — entry 2300, TP 2400, SL 2250',
    expected: long('ETHUSDT', { entries: [2300], targets: [2400], stopLoss: 2250 }),
  },
  {
    style: 'Bearish with sell label for entry',
    text: `XRP/USDT bearish 📉
Sell zone: 0.62 - 0.63
Targets: 0.60 - 0.58 - 0.55
Stop-loss: 0.65`,
    // A SELL label on a SHORT names the entry (on a spot buy it names the targets).
    expected: short('XRPUSDT', { entries: [0.62, 0.63], targets: [0.6, 0.58, 0.55], stopLoss: 0.65 }),
  },
  {
    style: 'spot pair without a direction',
    text: `#LINK/USDT (SPOT)
Buy zone: 14.20 - 14.50
Sell: 15.00 - 15.80 - 16.50
Stop: 13.60`,
    expected: long('LINKUSDT', {
      entries: [14.2, 14.5],
      targets: [15, 15.8, 16.5],
      stopLoss: 13.6,
      isSpot: true,
    }),
  },
  {
    style: 'spot word',
    text: `SPOT signal 💎 DOT/USDT
Entry: 6.80
Targets: 7.20 7.60 8.00`,
    expected: long('DOTUSDT', { entries: [6.8], targets: [7.2, 7.6, 8], isSpot: true }),
  },
  {
    style: 'keycap numbered targets',
    text: `🚀 AVAXUSDT LONG 🚀
Entry: 35.2
Targets:
1️⃣ 36.0
2️⃣ 37.1
3️⃣ 38.5
Stop: 33.9`,
    expected: long('AVAXUSDT', { entries: [35.2], targets: [36, 37.1, 38.5], stopLoss: 33.9 }),
  },
  {
    style: 'percentages beside targets',
    text: `#DOGE/USDT LONG
Entry: 0.0812
TP1: 0.0830 (+2.2%)
TP2: 0.0850 (+4.7%)
SL: 0.0790 (-2.7%)`,
    expected: long('DOGEUSDT', { entries: [0.0812], targets: [0.083, 0.085], stopLoss: 0.079 }),
  },
  {
    style: 'French words',
    text: `📊 Signal ETH/USDT
Direction : ACHAT (Long)
Entrée : 2280 - 2300
Objectifs : 2350 / 2400 / 2480
Stop loss : 2220
Effet de levier : 10x`,
    expected: long('ETHUSDT', {
      entries: [2280, 2300],
      targets: [2350, 2400, 2480],
      stopLoss: 2220,
      leverage: 10,
    }),
  },
  {
    style: 'French short',
    text: `BNB/USDT VENTE
Entrée: 610
Cibles: 600 590
SL: 622`,
    expected: short('BNBUSDT', { entries: [610], targets: [600, 590], stopLoss: 622 }),
  },
  {
    style: 'coin label, numbered target words',
    text: `Coin: MATIC
Direction: Short
Entry price: 0.92
Target 1: 0.90
Target 2: 0.88
Target 3: 0.85
Stop Loss: 0.95
Leverage: 15`,
    expected: short('MATICUSDT', {
      entries: [0.92],
      targets: [0.9, 0.88, 0.85],
      stopLoss: 0.95,
      leverage: 15,
    }),
  },
  {
    style: 'pair label',
    text: `Pair: OP-USDT
Side: LONG
Entry: 3.45
TP: 3.60
SL: 3.30`,
    expected: long('OPUSDT', { entries: [3.45], targets: [3.6], stopLoss: 3.3 }),
  },
  {
    style: 'no entry: at market',
    text: `#ARB LONG x20
Entry: market
TP1 1.25 TP2 1.30
SL 1.12`,
    expected: long('ARBUSDT', { targets: [1.25, 1.3], stopLoss: 1.12, leverage: 20 }),
  },
  {
    style: 'at sign entry',
    text: 'LONG $INJ @ 24.10 | TP 25.00 / 26.20 | SL 23.30',
    expected: long('INJUSDT', { entries: [24.1], targets: [25, 26.2], stopLoss: 23.3 }),
  },
  {
    style: 'direction followed by price',
    text: `NEARUSDT SHORT 5.12
TP 4.95
SL 5.30`,
    expected: short('NEARUSDT', { entries: [5.12], targets: [4.95], stopLoss: 5.3 }),
  },
  {
    style: 'digits in the base asset',
    text: `1000PEPEUSDT LONG 🐸
Entry: 0.01210 - 0.01250
TP: 0.0130 / 0.0140
SL: 0.0115
Leverage: Isolated 10x`,
    expected: long('1000PEPEUSDT', {
      entries: [0.0121, 0.0125],
      targets: [0.013, 0.014],
      stopLoss: 0.0115,
      leverage: 10,
    }),
  },
  {
    style: 'title hashtags that are no assets',
    text: `#VIP #SIGNAL
#SUI/USDT Long
Entry: 1.52
Targets: 1.58, 1.64, 1.72
SL: 1.45`,
    expected: long('SUIUSDT', { entries: [1.52], targets: [1.58, 1.64, 1.72], stopLoss: 1.45 }),
  },
  {
    style: 'remarks after the levels',
    text: `BTC LONG
Entry: 64,250
Take profit 1: 65,000
Take profit 2: 66,400
Stop loss: 63,100
Posted 2 hours ago by @trader_mike`,
    expected: long('BTCUSDT', { entries: [64250], targets: [65000, 66400], stopLoss: 63100 }),
  },
  {
    style: 'signal number in the title',
    text: `Signal #125 🔥
#APT/USDT SHORT
Entry 9.80-9.95
TP 9.50-9.20-8.90
SL 10.30`,
    expected: short('APTUSDT', {
      entries: [9.8, 9.95],
      targets: [9.5, 9.2, 8.9],
      stopLoss: 10.3,
    }),
  },
  {
    style: 'European thousands with dots',
    text: `#BTC/USDT SHORT
Entry: 1.234.567,5
TP: 1.200.000
SL: 1.260.000`,
    expected: short('BTCUSDT', { entries: [1234567.5], targets: [1200000], stopLoss: 1260000 }),
  },
  {
    style: 'TP list on one line with glued commas',
    text: `LTCUSDT long
entry 84.5
tp 86,88,90
sl 82`,
    // "86,88,90" is no thousands number (groups of two digits): a list.
    expected: long('LTCUSDT', { entries: [84.5], targets: [86, 88, 90], stopLoss: 82 }),
  },
  {
    style: 'leverage range takes the lowest',
    text: `#WIF/USDT LONG
Leverage: 10x - 20x
Entry: 2.10
Target: 2.30
Stop: 1.98`,
    expected: long('WIFUSDT', { entries: [2.1], targets: [2.3], stopLoss: 1.98, leverage: 10 }),
  },
  {
    style: 'ETH-quoted spot pair',
    text: `LINK/ETH spot buy
Buy: 0.00520
Sell: 0.00560`,
    expected: long('LINKETH', { entries: [0.0052], targets: [0.0056], isSpot: true }),
  },
  {
    style: 'TPs and stop only',
    text: `#TIA SHORT
TP1 - 9.60
TP2 - 9.20
SL - 10.40`,
    expected: short('TIAUSDT', { targets: [9.6, 9.2], stopLoss: 10.4 }),
  },
  {
    style: 'USDC pair, entries list',
    text: `SOL/USDC LONG
Entries: 140, 138, 136
TPs: 145 150
SL: 132`,
    expected: long('SOLUSDC', { entries: [140, 138, 136], targets: [145, 150], stopLoss: 132 }),
  },
  {
    style: 'tg numbered list with dots',
    text: `🟢 BUY #FET/USDT
Entry: 1.45
Targets:
1. 1.50
2. 1.56
3. 1.63
SL: 1.38`,
    expected: long('FETUSDT', { entries: [1.45], targets: [1.5, 1.56, 1.63], stopLoss: 1.38 }),
  },
  {
    style: 'windows line breaks and TGT',
    text: 'RNDRUSDT SHORT\r\nEntry: 7.80\r\nTGT1: 7.50\r\nTGT2: 7.20\r\nSL: 8.05',
    expected: short('RNDRUSDT', { entries: [7.8], targets: [7.5, 7.2], stopLoss: 8.05 }),
  },
  {
    style: 'decimal commas shown elsewhere in the message',
    text: `op/usdt long
entry: 2,455
tp: 2,52 2,6
sl: 2,385`,
    // "2,455" alone would read 2455; "2,52" shows the channel writes decimal commas.
    expected: long('OPUSDT', { entries: [2.455], targets: [2.52, 2.6], stopLoss: 2.385 }),
  },
  {
    style: 'cash tag of an asset starting with digits',
    text: '🎯 $1000PEPE SHORT @ 0.01709 | TP 0.01683 / 0.01657 | SL 0.01743',
    expected: short('1000PEPEUSDT', { entries: [0.01709], targets: [0.01683, 0.01657], stopLoss: 0.01743 }),
  },
  {
    style: 'cash tag, only an entry',
    text: '$TON long now 5.40',
    expected: long('TONUSDT', { entries: [5.4] }),
  },
];

/** Messages that must be refused, with the reason. */
export const REFUSED_MESSAGES: { style: string; text: string; reason: string }[] = [
  { style: 'no symbol', text: 'LONG now! Entry 42000 TP 43000 SL 41000', reason: 'no symbol found' },
  { style: 'chat', text: 'Good morning everyone, market looks calm today ☕', reason: 'no symbol found' },
  {
    style: 'two symbols',
    text: '#BTC/USDT LONG entry 42000\n#ETH/USDT LONG entry 2300',
    reason: 'several symbols found (BTCUSDT, ETHUSDT)',
  },
  {
    style: 'both directions',
    text: '#BTC/USDT LONG or SHORT? Entry 42000',
    reason: 'both directions found (LONG and SHORT)',
  },
  {
    style: 'no direction (no target tells it either)',
    text: 'BTCUSDT\nEntry: 42000\nSL: 41000',
    reason: 'no direction found',
  },
  {
    style: 'no numbers',
    text: '#BTC/USDT LONG 🚀🚀🚀 to the moon',
    reason: 'no price found (entry, targets or stop loss)',
  },
  {
    style: 'TP2 below TP1',
    text: '#BTC/USDT LONG\nEntry: 42000\nTP1: 44000\nTP2: 43000\nSL: 41000',
    reason: 'TP2 43000 must be above TP1 44000 for a LONG',
  },
  {
    style: 'stop above the entry of a LONG',
    text: '#BTC/USDT LONG\nEntry: 42000\nTP: 43000\nSL: 42500',
    reason: 'the stop loss 42500 must be below the entry 42000 for a LONG',
  },
  {
    style: 'target on the wrong side of a SHORT',
    text: 'ETHUSDT SHORT\nEntry: 2250\nTP1: 2300\nSL: 2310',
    reason: 'TP1 2300 must be below the entry 2250 for a SHORT',
  },
  {
    style: 'target inside the entry range',
    text: '#BTC/USDT LONG\nEntry: 42000 - 42500\nTP1: 42300',
    reason: 'TP1 42300 must be above the entry 42500 for a LONG',
  },
  {
    style: 'a price of zero',
    text: '#BTC/USDT LONG\nEntry: 0\nTP: 43000',
    reason: 'the entry (0) must be greater than 0',
  },
  {
    style: 'two stops',
    text: '#BTC/USDT LONG\nEntry: 42000\nSL: 41000\nStop: 40500',
    reason: 'several stop losses found (41000, 40500)',
  },
  {
    style: 'a date where a price belongs (dates are never prices)',
    text: '#BTC/USDT LONG\nEntry: 25.11.2026',
    reason: 'no price found (entry, targets or stop loss)',
  },
  { style: 'spot short', text: '#ADA/USDT SPOT SHORT\nEntry: 0.52', reason: 'a spot signal cannot be SHORT' },
  {
    style: 'twenty-one targets',
    text: `#BTC/USDT LONG\nEntry: 42000\nTargets: ${Array.from({ length: 21 }, (_, k) => 43000 + k * 500).join(' ')}`,
    reason: 'more than 20 targets',
  },
  {
    style: 'absurd leverage',
    text: '#BTC/USDT LONG x500\nEntry: 42000',
    reason: 'the leverage 500 must be a whole number from 1 to 125',
  },
  {
    style: 'stop above the targets without an entry',
    text: '#BTC/USDT LONG\nTP: 43000\nSL: 44000',
    reason: 'TP1 43000 must be above the stop loss 44000 for a LONG',
  },
];
