import type { Catalogue } from '../en';

export const liveVsBacktest: Catalogue['liveVsBacktest'] = {
  liveVsBacktestPanel: {
    figures: 'Chiffres {{title}}',
    trades: 'trades',
    winRate: 'taux de réussite',
    noRunHasBeen:
      'Aucun run n’a encore été appliqué en direct. Appliquez un run conservé ou une case de balayage depuis l’écran Backtesting : ce panneau comparera alors ce que fait le direct avec ce que fait la configuration de ce run sur les mêmes signaux.',
    since: 'Depuis',
    wasApplied: 'a été appliqué (',
    signalsReplayedWithThe: 'signaux, rejoués avec la configuration appliquée et les bougies enregistrées.',
    live: 'Direct',
    backtest: 'Backtest',
    differencesByReason: 'Écarts par raison',
    showTheSignalsThat: 'Montrer aussi les signaux qui concordent',
    noSignalHasArrived: 'Aucun signal n’est arrivé depuis l’application.',
    liveDidWhatThe: 'Le direct a fait ce que fait le backtest.',
    liveAgainstBacktest: 'Direct contre backtest',
    replayingTheSignalsSince: 'Rejeu des signaux depuis l’application…',
    theComparisonCouldNot: 'La comparaison n’a pas pu être chargée.',
  },
  liveVsBacktestTable: {
    tradeByTrade: 'Trade par trade',
    signal: 'Signal',
    live: 'Direct',
    livePL: 'P&L direct',
    backtest: 'Backtest',
    backtestPL: 'P&L backtest',
    reason: 'Raison',
  },
  reasons: {
    same: 'Identique',
    stillWaiting: 'Encore en attente en direct',
    missingCandle: 'Bougie manquante dans le stock',
    ignoredLiveEnteredBacktest: 'Ignoré en direct, entré en backtest',
    enteredLiveIgnoredBacktest: 'Entré en direct, ignoré en backtest',
    enteredLate: 'Entré en retard en direct',
    entryDiffers: 'Entré à un autre prix',
    stillOpen: 'Encore ouvert en direct',
    closedByHand: 'Clôturé à la main',
    exitDiffers: 'Autre sortie (prix en direct, pas les bougies)',
  },
};
