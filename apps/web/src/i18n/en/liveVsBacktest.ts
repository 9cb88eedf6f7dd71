/** Texts of liveVsBacktest (docs/console.md, Languages). */
export const liveVsBacktest = {
  liveVsBacktestPanel: {
    figures: '{{title}} figures',
    trades: 'trades',
    winRate: 'win rate',
    noRunHasBeen:
      "No run has been applied to live yet. Apply a kept run or a sweep cell from the Backtesting screen, then this panel compares what live does with what that run's configuration does on the same signals.",
    since: 'Since',
    wasApplied: 'was applied (',
    signalsReplayedWithThe: 'signals, replayed with the applied configuration and the stored candles.',
    live: 'Live',
    backtest: 'Backtest',
    differencesByReason: 'Differences by reason',
    showTheSignalsThat: 'Show the signals that match too',
    noSignalHasArrived: 'No signal has arrived since the apply.',
    liveDidWhatThe: 'Live did what the backtest does.',
    liveAgainstBacktest: 'Live against backtest',
    replayingTheSignalsSince: 'Replaying the signals since the apply…',
    theComparisonCouldNot: 'The comparison could not be loaded.',
  },
  liveVsBacktestTable: {
    tradeByTrade: 'Trade by trade',
    signal: 'Signal',
    live: 'Live',
    livePL: 'Live P&L',
    backtest: 'Backtest',
    backtestPL: 'Backtest P&L',
    reason: 'Reason',
  },
};
