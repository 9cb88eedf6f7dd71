import { describe, expect, it } from 'vitest';
import { goodness, sweepCellColor } from './sweep-colors';

/** WCAG relative luminance of an `rgb(r, g, b)` text. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('sweep cell colours', () => {
  it('places a value between the worst and the best, turned round when lower is better', () => {
    expect(goodness(15, 10, 30, 'higher')).toBe(0.25);
    expect(goodness(15, 10, 30, 'lower')).toBe(0.75);
    expect(goodness(4, 4, 4, 'higher')).toBe(1);
  });

  it('mixes grey (46,46,46) towards teal (12,166,120), at most 60 %', () => {
    expect(sweepCellColor(null)).toBe('rgb(46, 46, 46)');
    expect(sweepCellColor(0)).toBe('rgb(46, 46, 46)');
    // 46 × 0.4 + 12 × 0.6 = 25.6; 46 × 0.4 + 166 × 0.6 = 118; 46 × 0.4 + 120 × 0.6 = 90.4
    expect(sweepCellColor(1)).toBe('rgb(26, 118, 90)');
    expect(sweepCellColor(2)).toBe('rgb(26, 118, 90)');
  });

  it('keeps white text at 4.5:1 or more on every cell', () => {
    for (const share of [null, 0, 0.5, 1]) {
      const contrast = 1.05 / (luminance(sweepCellColor(share)) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });
});
