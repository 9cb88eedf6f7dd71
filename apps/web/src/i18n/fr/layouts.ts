import type { Catalogue } from '../en';

export const layouts: Catalogue['layouts'] = {
  priceFeedBadge: {
    liveFeedConnected: 'Flux en direct : connecté',
    liveFeedReconnecting: 'Flux en direct : reconnexion',
    liveFeedOfflinePolling: 'Flux en direct : hors ligne (relevé toutes les 5 s)',
    liveFeed: 'Flux en direct',
    reconnect: 'Reconnecter',
  },
};
