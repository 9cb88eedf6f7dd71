import type { Catalogue } from '../en';

export const serverErrors: Catalogue['serverErrors'] = {
  subscriber: {
    notFound: 'Aucun abonné n°{{id}}',
  },
  position: {
    notFound: 'Position n°{{id}} introuvable',
    alreadyClosed: 'La position n°{{id}} est déjà clôturée',
    closed: 'La position n°{{id}} est clôturée',
    alreadyWorked: 'La position n°{{id}} est déjà tradée',
    symbolNotListed: '{{symbol}} n’est pas coté sur le marché {{market}}',
  },
  riskManager: {
    maxOpenPositions: 'Risk Manager : le maximum de {{max}} positions ouvertes est atteint',
    sameSymbolDirection: 'Risk Manager : une position {{direction}} sur {{symbol}} est déjà ouverte',
  },
  backtestRun: {
    notFound: 'Run n°{{id}} introuvable',
    notOwner: 'Le run n°{{id}} appartient à {{owner}}',
  },
  sweep: {
    notFound: 'Balayage n°{{id}} introuvable',
    notOwner: 'Le balayage n°{{id}} appartient à {{owner}}',
    alreadyEnded: 'Le balayage n°{{id}} est déjà terminé',
    stillRunning: 'Le balayage n°{{id}} est encore en cours',
  },
  signalSource: {
    notFound: 'Source de signaux n°{{id}} introuvable',
  },
  tradingParameter: {
    unknown: 'Paramètre de trading inconnu : {{key}}',
  },
};
