/** Placeholder until the backtesting screen lands. */
export default function BacktestingRoute() {
  return <h2>Backtesting</h2>;
}
