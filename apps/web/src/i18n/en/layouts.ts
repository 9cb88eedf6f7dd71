/** Texts of layouts (docs/console.md, Languages). */
export const layouts = {
  priceFeedBadge: {
    liveFeedConnected: 'Live feed: connected',
    liveFeedReconnecting: 'Live feed: reconnecting',
    liveFeedOfflinePolling: 'Live feed: offline (polling every 5 s)',
    liveFeed: 'Live feed',
    reconnect: 'Reconnect',
  },
};
