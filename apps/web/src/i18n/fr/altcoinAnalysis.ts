import type { Catalogue } from '../en';

export const altcoinAnalysis: Catalogue['altcoinAnalysis'] = {
  altMoversTable: {
    pair: 'Paire',
    change24h: 'Variation (24 h)',
    volumeUsdt: 'Volume (USDT)',
  },
  altcoinAnalysisPanel: {
    altcoinAnalysis: 'Analyse des altcoins',
    altcoinsOver24H: 'Les altcoins sur 24 h : tendance, sentiment, secteurs et plus fortes variations.',
    loadAltcoinAnalysis: 'Charger l’analyse des altcoins',
    loadingAltcoinAnalysis: 'Chargement de l’analyse des altcoins',
    updated: 'Mis à jour',
    overview: 'Vue d’ensemble',
    topGainers: 'Plus fortes hausses',
    topLosers: 'Plus fortes baisses',
    aucunGagnantSur24: 'Aucun gagnant sur 24 h',
    aucunPerdantSur24: 'Aucun perdant sur 24 h',
    refreshAnalysis: 'Actualiser l’analyse',
    aiReport: 'Rapport IA',
    altcoinAiReport: 'Rapport IA sur les altcoins',
  },
  altcoinStats: {
    altcoinMarketFigures: 'Chiffres du marché des altcoins',
    marketTrend: 'Tendance du marché',
    sentiment: 'Sentiment',
    altcoinSeason: 'Saison des altcoins',
    volume24h: 'Volume (24 h)',
    topSector: 'Premier secteur',
    btcDominance: 'Dominance du BTC',
    btcVolumeShare: 'Part du volume BTC',
    pumping: 'En hausse',
    dumping: 'En baisse',
    altsVsBtc: 'Alts contre BTC',
  },
  sectorBars: {
    sectorPerformance: 'Performance des secteurs',
    sectorPerformance24H: 'Performance des secteurs (24 h)',
  },
};
