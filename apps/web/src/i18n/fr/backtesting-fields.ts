import type { Catalogue } from '../en';

export const backtestingFields: Catalogue['backtestingFields'] = {
  positionCount: {
    label: 'Nombre de positions',
    help: 'Nombre des positions clôturées les plus récentes (max. : 2000)',
  },
  startDate: {
    label: 'Date de début (UTC)',
    help: 'Rejoue les positions ouvertes à partir de 00:00:00 UTC ce jour-là.',
  },
  endDate: { label: 'Date de fin (UTC)', help: 'Jusqu’à 23:59:59.999 UTC ce jour-là, inclus.' },
  useCacheOnly: {
    label: 'Bougies en cache seulement',
    help: 'Activé : seules les bougies déjà stockées servent ; un signal sans ses bougies est ignoré (données). Désactivé : les périodes manquantes sont d’abord lues sur la plateforme.',
  },
  initialBalance: {
    label: 'Solde initial',
    help: 'Solde de départ. Solde final = solde initial + P&L total ; le ROI est le P&L total rapporté à ce solde.',
    suffix: ' USD',
  },
  forcePercentage: {
    label: 'Force min. %',
    help: 'Ignore un signal dont la forcePercentage est inférieure à cette valeur (une valeur absente passe).',
  },
  trendConfidence: {
    label: 'Confiance de tendance min.',
    help: 'Ignore un signal dont la trendConfidence est inférieure à cette valeur (une valeur absente passe).',
  },
  customFilterEnabled: {
    label: 'Filtre personnalisé',
    help: 'Garde seulement les signaux pour lesquels « champ opérateur valeur » est vrai ; un signal sans ce champ est ignoré.',
  },
  customFilterField: { label: 'Champ filtré', help: 'Champ du signal testé par le filtre personnalisé.' },
  customFilterOperator: {
    label: 'Opérateur du filtre',
    help: 'Comparaison appliquée : champ du signal OP valeur.',
  },
  customFilterValue: {
    label: 'Valeur du filtre',
    help: 'Comparée au champ du signal ; 0 si ce n’est pas un nombre.',
  },
  positionSizeEuro: {
    label: 'Taille de position',
    help: 'Marge par trade. Notionnel = taille × levier ; capital engagé = trades × taille.',
    suffix: ' USD',
  },
  leverage: {
    label: 'Levier',
    help: 'Multiplie la marge pour donner le notionnel sur lequel le P&L de chaque sortie est calculé.',
    suffix: '×',
  },
  waitTimeMinutes: {
    label: 'Temps d’attente',
    help: 'Bougies observées après le signal avant le début de la recherche de motif ; un retournement précoce pendant ce temps ouvre le trade inverse.',
    suffix: ' min',
  },
  feePercent: {
    label: 'Frais par jambe',
    help: 'Prélevés à l’entrée et à chaque sortie, en pourcentage du notionnel de cette part (0 = sans frais).',
    suffix: ' %',
  },
  minPriceSpreadPercent: {
    label: 'Écart de prix min.',
    help: 'Le mouvement d’une série, de sa première ouverture à sa dernière clôture, doit atteindre au moins cette valeur, dans le sens du motif.',
    suffix: ' %',
  },
  maxPriceSpreadPercent: {
    label: 'Écart de prix max.',
    help: 'Et au plus cette valeur.',
    suffix: ' %',
  },
  maxCandleSize: {
    label: 'Taille de bougie max.',
    help: 'Aucune bougie d’une série ne peut avoir un corps supérieur à ce pourcentage.',
    suffix: ' %',
  },
  maxPatternSearchMinutes: {
    label: 'Recherche de motif max.',
    help: 'Fenêtre de recherche après l’attente ; sans motif dans cette fenêtre, le signal est ignoré (pas d’entrée).',
    suffix: ' min',
  },
  totalCandlesToAnalyze: {
    label: 'Bougies à analyser',
    help: 'Longueur de chaque série de bougies consécutives sur laquelle un motif est jugé.',
  },
  pattern1MinCandles: {
    label: 'Bougies min. du motif n°1',
    help: 'Bougies de la série qui doivent aller dans le sens du signal pour le motif n°1.',
  },
  pattern2MinCandles: {
    label: 'Bougies min. du motif n°2',
    help: 'De même pour le motif n°2, recherché après le motif n°1.',
  },
  waitBetweenPatternsMinutes: {
    label: 'Attente entre motifs',
    help: 'Minutes après la dernière bougie du motif n°1 avant que le motif n°2 puisse commencer.',
    suffix: ' min',
  },
  openAfterFirstPatternOnly: {
    label: 'Ouvrir après le premier motif seul',
    help: 'Entre à la clôture du motif n°1 sans rechercher le motif n°2.',
  },
  acceptInversePatterns: {
    label: 'Accepter les motifs inverses',
    help: 'Quand le sens du signal ne convient pas à un départ, un motif dans le sens opposé compte.',
  },
  followInitialDirection: {
    label: 'Suivre le sens initial',
    help: 'Après un motif inverse, trader dans le sens du signal (activé : entrée sur repli) ou dans celui du motif (désactivé).',
  },
  earlyReversalThreshold: {
    label: 'Seuil de retournement consécutif',
    help: 'N bougies consécutives contre le signal dont le mouvement cumulé dépasse ce pourcentage ouvrent aussitôt le trade inverse.',
    suffix: ' %',
  },
  earlyReversalCandles: {
    label: 'Bougies consécutives (N)',
    help: 'Nombre de bougies consécutives contre le signal qu’exige la règle ci-dessus.',
  },
  singleCandleReversalThreshold: {
    label: 'Seuil d’une seule bougie',
    help: 'Une bougie contre le signal dont le corps dépasse ce pourcentage ouvre aussitôt le trade inverse.',
    suffix: ' %',
  },
  minVolumeMultiplier: {
    label: 'Multiplicateur de volume min.',
    help: 'Le volume moyen d’une série doit atteindre au moins cette valeur × le volume moyen des bougies de référence qui la précèdent.',
    suffix: '×',
  },
  minBuyerRatioMultiplier: {
    label: 'Multiplicateur de part acheteuse min.',
    help: 'La part des achats preneurs d’une série (ventes preneuses pour un SHORT) doit atteindre au moins cette valeur × celle de la période de référence.',
    suffix: '×',
  },
  volumeLookbackPeriod: {
    label: 'Période de référence du volume',
    help: 'Bougies juste avant la série auxquelles les contrôles de volume et de pression la comparent.',
    suffix: ' bougies',
  },
  enableBtcProtection: {
    label: 'Protection Bitcoin',
    help: 'Clôture un LONG sur un motif BTC baissier et un SHORT sur un motif haussier : 2 des 3 dernières bougies BTC dans un même sens avec un fort volume, l’une d’elles assez grande (BTC_EMERGENCY).',
  },
  btcVolumeMultiplier: {
    label: 'Multiplicateur de volume BTC',
    help: 'Une bougie BTC compte quand son volume atteint au moins cette valeur × le volume moyen de la période de référence.',
    suffix: '×',
  },
  btcLookbackPeriod: {
    label: 'Période de référence BTC',
    help: 'Bougies BTC avant les 3 dernières dont le volume moyen sert de référence.',
    suffix: ' bougies',
  },
  btcMinCandleSize: {
    label: 'Taille de bougie BTC min.',
    help: 'Au moins une des bougies BTC retenues doit avoir un corps d’au moins ce pourcentage.',
    suffix: ' %',
  },
  stopLossPercent: {
    label: 'Stop loss',
    help: 'Pourcentage du prix d’entrée contre le trade. Vérifié en premier à chaque bougie ; un gap s’exécute à l’ouverture de la bougie.',
    suffix: ' %',
  },
  tp1Percent: {
    label: 'Take profit 1',
    help: 'Pourcentage du prix d’entrée en faveur du trade ; la part TP1 sort à ce niveau.',
    suffix: ' %',
  },
  tp2Percent: {
    label: 'Take profit 2',
    help: 'Atteint seulement après TP1 ; la part TP2 sort à ce niveau.',
    suffix: ' %',
  },
  tp3Percent: {
    label: 'Take profit 3',
    help: 'Atteint seulement après TP2 ; TP3 clôture le reste après les parts TP1 et TP2.',
    suffix: ' %',
  },
  enableBreakeven1: {
    label: 'Breakeven 1',
    help: 'Après TP1, déplace le stop loss au pourcentage de breakeven (s’il est plus serré), à partir de la bougie suivante.',
  },
  breakEvenPercent: {
    label: 'Niveau du breakeven 1',
    help: 'Stop après TP1, en pourcentage du prix d’entrée (négatif : contre le trade).',
    suffix: ' %',
  },
  enableBreakeven2: {
    label: 'Breakeven 2',
    help: 'Après TP2, déplace le stop loss au prix d’entrée, à partir de la bougie suivante.',
  },
  tp1ExitPercent: {
    label: 'Sortie TP1',
    help: 'Pourcentage de la position clôturé à TP1.',
    suffix: ' %',
  },
  tp2ExitPercent: {
    label: 'Sortie TP2',
    help: 'Pourcentage de la position clôturé à TP2, au plus ce que TP1 a laissé ; TP3 clôture le reste.',
    suffix: ' %',
  },
  maximumTimePositionExecution: {
    label: 'Durée max. de position',
    help: 'Heures après l’entrée ; la première bougie qui clôture à ce moment ou après sort le reste à sa clôture (TIMEOUT).',
    suffix: ' h',
  },
};
