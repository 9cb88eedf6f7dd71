import type { Direction } from '@signaldesk/core/position/profit';
import { parseSignalText } from '@signaldesk/core/signals/parse-signal-text';
import { readSignalMessage } from '@signaldesk/core/signals/read-signal-message';
import { CORPUS } from '../../packages/core/test/signals/corpus';
import { type BenchResult, median, timeRuns } from './bench-result';

const MESSAGES = 10_000;
const ROUNDS = 9;
const TARGET_PER_SECOND = 10_000;

const ASSETS = [
  'BTC',
  'ETH',
  'SOL',
  'ADA',
  'XRP',
  '1000PEPE',
  'DOGE',
  'LINK',
  'AVAX',
  'ARB',
  'OP',
  'SUI',
  'TIA',
];

/** A fixed pseudo-random sequence, so that every run reads the same messages. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The channel styles of packages/core/test/signals/signal-messages.ts, with varied symbols, sides and prices. */
function message(k: number, random: () => number): string {
  const asset = ASSETS[k % ASSETS.length]!;
  const direction: Direction = random() < 0.5 ? 'LONG' : 'SHORT';
  const sign = direction === 'LONG' ? 1 : -1;
  const price = 10 ** (random() * 6 - 2);
  const level = (percent: number) => (price * (1 + (sign * percent) / 100)).toPrecision(5);
  const comma = (text: string) => text.replace('.', ',');
  switch (k % 8) {
    case 0:
      return `⚡️⚡️ #${asset}/USDT ⚡️⚡️\nSignal Type: Regular (${direction})\nLeverage: Cross 20x\n\nEntry Targets:\n1) ${level(0)}\n2) ${level(-0.5)}\n\nTake-Profit Targets:\n1) ${level(1)}\n2) ${level(2)}\n3) ${level(3)}\n\nStop Targets:\n1) ${level(-3)}`;
    case 1:
      return `${asset}USDT 📈 ${direction} x10\nEntry: ${level(0)} - ${level(-0.4)}\nTP1: ${level(1)}\nTP2: ${level(2)}\nSL: ${level(-2)}`;
    case 2:
      return `${asset.toLowerCase()}/usdt ${direction.toLowerCase()}\nentry: ${comma(level(0))}\ntp: ${comma(level(1))} ${comma(level(2))}\nsl: ${comma(level(-1.5))}`;
    case 3:
      return `🎯 $${asset} ${direction} @ ${level(0)} | TP ${level(1.5)} / ${level(3)} | SL ${level(-2)}`;
    case 4:
      return `#${asset}/USDT (SPOT)\nBuy zone: ${(price * 0.995).toPrecision(5)} - ${price.toPrecision(5)}\nSell: ${(price * 1.02).toPrecision(5)} - ${(price * 1.05).toPrecision(5)}`;
    case 5:
      return `Coin: ${asset}\nDirection: ${direction}\nEntry price: ${level(0)}\nTarget 1: ${level(1)}\nTarget 2: ${level(2)}\nTarget 3: ${level(4)}\nStop Loss: ${level(-3)}\nLeverage: 15`;
    case 6:
      return `📊 Signal ${asset}/USDT\nDirection : ${direction === 'LONG' ? 'ACHAT' : 'VENTE'}\nEntrée : ${level(0)}\nObjectifs : ${level(1)} / ${level(2)}\nStop loss : ${level(-2)}`;
    default:
      return `Good morning! ${asset} looks interesting today, no trade yet ☕`;
  }
}

/** `parseSignalText` over 10 000 messages of the styles channels post (one in eight refused): messages per second. */
export async function benchSignalParser(): Promise<BenchResult[]> {
  const random = sequence(22);
  const messages = Array.from({ length: MESSAGES }, (_, k) => message(k, random));
  let read = 0;
  const durations = await timeRuns(
    () => {
      read = 0;
      for (const text of messages) if (parseSignalText(text).ok) read++;
    },
    ROUNDS,
    2,
  );
  const ms = median(durations);
  const perSecond = (MESSAGES * 1000) / ms;
  return [
    benchCorpus(),
    {
      name: `signal parser, ${MESSAGES} messages (${read} read, ${MESSAGES - read} refused), median of ${ROUNDS}`,
      median_ms: ms,
      unit_rate: `${Math.round(perSecond).toLocaleString('en-US')} messages/s`,
      target: `>= ${TARGET_PER_SECOND.toLocaleString('en-US')} messages/s`,
      pass: perSecond >= TARGET_PER_SECOND,
    },
  ];
}

/**
 * `readSignalMessage` (results, commands and noise told apart, the market-free sanity rules) over the corpus of real
 * messages (packages/core/test/signals/corpus), repeated to 10 000 messages: messages per second.
 */
function benchCorpusRuns(): { ms: number; kinds: string } {
  const messages = Array.from({ length: MESSAGES }, (_, k) => CORPUS[k % CORPUS.length]!.text);
  const counts: Record<string, number> = {};
  const durations: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const start = performance.now();
    for (const text of messages) {
      const kind = readSignalMessage(text).kind;
      if (round === 0) counts[kind] = (counts[kind] ?? 0) + 1;
    }
    if (round >= 2) durations.push(performance.now() - start);
  }
  const kinds = Object.entries(counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  return { ms: median(durations), kinds };
}

function benchCorpus(): BenchResult {
  const { ms, kinds } = benchCorpusRuns();
  const perSecond = (MESSAGES * 1000) / ms;
  return {
    name: `readSignalMessage, ${CORPUS.length} real messages to ${MESSAGES} (${kinds}), median of ${ROUNDS}`,
    median_ms: ms,
    unit_rate: `${Math.round(perSecond).toLocaleString('en-US')} messages/s`,
    target: `>= ${TARGET_PER_SECOND.toLocaleString('en-US')} messages/s`,
    pass: perSecond >= TARGET_PER_SECOND,
  };
}
