/** The colour of a backtest P&L: teal for a gain, red for a loss, dimmed for zero. */
export function profitColor(value: number): string {
  if (value > 0) return 'teal.7';
  if (value < 0) return 'red.7';
  return 'dimmed';
}
