import type { Catalogue } from '../en';

export const ui: Catalogue['ui'] = {
  notFound: {
    title: 'Page introuvable',
    body: 'Il n’y a pas de page à l’adresse {{path}}. L’adresse est peut-être mal saisie, ou la page a changé de place.',
    backToDashboard: 'Retour au tableau de bord',
    backToStart: 'Retour à SignalDesk',
  },
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
