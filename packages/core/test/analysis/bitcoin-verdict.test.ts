import { describe, expect, it } from 'vitest';
import type { Prediction } from '../../src/analysis/bitcoin-analysis';
import { bitcoinVerdict, cardPredictions } from '../../src/analysis/bitcoin-verdict';
import type { TimeframeRecommendation } from '../../src/analysis/timeframe-signal';

function input(
  prediction: Prediction,
  confidence: number,
  h1: TimeframeRecommendation,
  h4: TimeframeRecommendation,
  d1: TimeframeRecommendation = 'NEUTRAL',
  h1Confidence = 68,
) {
  return {
    prediction,
    confidence,
    timeframeAnalysis: {
      '1h': { recommendation: h1, confidence: h1Confidence },
      '4h': { recommendation: h4, confidence: 77 },
      '1d': { recommendation: d1, confidence: 59 },
    },
  };
}

describe("the card's ACTION NOW verdict", () => {
  it.each([
    ['1h and 4h LONG', input('NEUTRAL', 50, 'LONG', 'LONG'), 'BUY'],
    ['BULLISH above 70 with 1h LONG', input('BULLISH', 71, 'LONG', 'SHORT'), 'BUY'],
    ['BULLISH at exactly 70 is not enough', input('BULLISH', 70, 'LONG', 'NEUTRAL'), 'WAIT'],
    ['BULLISH above 70 but 1h NEUTRAL', input('BULLISH', 90, 'NEUTRAL', 'LONG'), 'WAIT'],
    ['1h and 4h SHORT', input('BULLISH', 95, 'SHORT', 'SHORT'), 'SELL'],
    ['BEARISH above 70 with 1h SHORT', input('BEARISH', 77, 'SHORT', 'LONG'), 'SELL'],
    ['mixed', input('NEUTRAL', 59, 'LONG', 'SHORT'), 'WAIT'],
  ] as const)('%s → %s', (_name, analysis, verdict) => {
    expect(bitcoinVerdict(analysis)).toBe(verdict);
  });
});

describe("the card's four predictions", () => {
  it('borrows 1h for 15min with 10 more confidence, and 1d for 24h', () => {
    expect(cardPredictions(input('BULLISH', 80, 'LONG', 'SHORT', 'LONG', 68))).toEqual([
      { label: '15min', recommendation: 'LONG', confidence: 78 },
      { label: '1h', recommendation: 'LONG', confidence: 68 },
      { label: '4h', recommendation: 'SHORT', confidence: 77 },
      { label: '24h', recommendation: 'LONG', confidence: 59 },
    ]);
  });

  it('caps the 15min confidence at 90', () => {
    expect(cardPredictions(input('BULLISH', 80, 'LONG', 'LONG', 'LONG', 86))[0]!.confidence).toBe(90);
    expect(cardPredictions(input('BULLISH', 80, 'LONG', 'LONG', 'LONG', 80))[0]!.confidence).toBe(90);
    expect(cardPredictions(input('BULLISH', 80, 'LONG', 'LONG', 'LONG', 77))[0]!.confidence).toBe(87);
  });
});
