import type { Catalogue } from '../en';

export const topMovers: Catalogue['topMovers'] = {
  moversTable: {
    pair: 'Paire',
    price: 'Prix',
    change: 'Variation',
    volume: 'Volume',
    volumeUsdt: 'Volume (USDT)',
  },
  topMoversPanel: {
    t1min: '1 min',
    t5min: '5 min',
    t15min: '15 min',
    error: 'Erreur : {{v0}}',
    erreurInconnue: 'Erreur inconnue',
    marketTopMovers: 'Plus fortes variations du marché',
    updated: 'Mis à jour',
    timeframe: 'Période',
    loadingTopMovers: 'Chargement des plus fortes variations',
    topGainers: 'Plus fortes hausses',
    change: 'Variation ({{timeframeLabel}})',
    aucunGagnantPourCette: 'Aucun gagnant pour cette période',
    topLosers: 'Plus fortes baisses',
    aucunPerdantPourCette: 'Aucun perdant pour cette période',
  },
};
