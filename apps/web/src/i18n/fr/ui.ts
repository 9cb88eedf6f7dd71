import type { Catalogue } from '../en';

export const ui: Catalogue['ui'] = {
  comingSoon: {
    thisScreenIsComing: 'Cet écran arrive dans une prochaine version.',
  },
  onDemandPanel: {
    error: 'Erreur : {{v0}}',
    erreurInconnue: 'Erreur inconnue',
  },
  reportSection: {
    error: 'Erreur : {{v0}}',
    erreurInconnue: 'Erreur inconnue',
    writingTheReport: 'Rédaction du rapport',
  },
  reportView: {
    copied: 'Copié',
    copy: 'Copier',
  },
  screenErrorBoundary: {
    thisPageCouldNot: 'Cette page n’a pas pu être affichée : {{message}}',
    reload: 'Recharger',
  },
};
