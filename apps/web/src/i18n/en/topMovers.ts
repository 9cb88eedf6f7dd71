/** Texts of topMovers (docs/console.md, Languages). */
export const topMovers = {
  moversTable: {
    pair: 'Pair',
    price: 'Price',
    change: 'Change',
    volume: 'Volume',
    volumeUsdt: 'Volume (USDT)',
  },
  topMoversPanel: {
    t1min: '1min',
    t5min: '5min',
    t15min: '15min',
    error: 'Error: {{v0}}',
    erreurInconnue: 'Unknown error',
    marketTopMovers: 'Market Top Movers',
    updated: 'Updated',
    timeframe: 'Timeframe',
    loadingTopMovers: 'Loading top movers',
    topGainers: 'Top Gainers',
    change: 'Change ({{timeframeLabel}})',
    aucunGagnantPourCette: 'No gainer for this period',
    topLosers: 'Top Losers',
    aucunPerdantPourCette: 'No loser for this period',
  },
};
