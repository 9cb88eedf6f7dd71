import type { Catalogue } from '../en';

export const charts: Catalogue['charts'] = {
  priceLevelBadges: {
    priceLevels: 'Niveaux de prix',
  },
};
