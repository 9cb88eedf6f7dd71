/** The colour of a backtest P&L: teal for a gain, red for a loss, dimmed for zero (the scheme's readable text shades). */
export function profitColor(value: number): string {
  if (value > 0) return 'var(--mantine-color-teal-text)';
  if (value < 0) return 'var(--mantine-color-red-text)';
  return 'dimmed';
}
