import type { Catalogue } from '../en';

export const serverErrors: Catalogue['serverErrors'] = {
  subscriber: {
    notFound: 'Aucun abonné n°{{id}}',
  },
};
