import type { Catalogue } from '../en';

export const app: Catalogue['app'] = {
  routeGuards: {
    checkingYourSession: 'Vérification de votre session',
  },
};
