/** A runaway backtest for the pool's tests: it never returns, so only the pool's abort can end it. */
export default function runForever() {
  for (;;) {
    // spin
  }
}
