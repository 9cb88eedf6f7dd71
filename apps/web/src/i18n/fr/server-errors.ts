import type { Catalogue } from '../en';

export const serverErrors: Catalogue['serverErrors'] = {
  subscriber: {
    notFound: 'Aucun abonné n°{{id}}',
    noPlanToExtend: 'Cet abonné n’a aucune formule à prolonger : attribuez-en une d’abord',
    lifetimeHasNoEnd: 'Une formule à vie n’a pas de fin à prolonger',
    alreadyEnded: 'Cet abonnement est déjà terminé',
  },
  position: {
    notFound: 'Position n°{{id}} introuvable',
    alreadyClosed: 'La position n°{{id}} est déjà clôturée',
    closed: 'La position n°{{id}} est clôturée',
    alreadyWorked: 'La position n°{{id}} est déjà tradée',
    symbolNotListed: '{{symbol}} n’est pas coté sur le marché {{market}}',
    noCurrentPrice: 'Aucun prix actuel pour {{symbol}}',
    noLastPrice: 'Aucun dernier prix pour {{symbol}} sur la plateforme : la position n’a pas été clôturée',
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
    noResultYet: 'Le balayage n°{{id}} n’a pas encore de résultat',
    noCell: 'Le balayage n°{{id}} n’a pas de cellule {{index}}',
    alreadyRunning: 'Vous avez déjà un balayage en cours : annulez-le ou attendez sa fin',
  },
  signalSource: {
    notFound: 'Source de signaux n°{{id}} introuvable',
  },
  signal: {
    notFound: 'Signal n°{{id}} introuvable',
  },
  tradingParameter: {
    unknown: 'Paramètre de trading inconnu : {{key}}',
  },
  parameterApply: {
    nothingToUndo: 'Aucune application à annuler',
    notLatest: 'L’application n°{{id}} n’est plus la dernière : rechargez et réessayez',
    undoneInBetween: 'L’application n°{{id}} a été annulée entre-temps',
    noPreviousValues: 'L’entrée d’audit de l’application n°{{id}} ne garde pas les valeurs précédentes',
  },
  billing: {
    customerNotWaiting: 'Aucun client Stripe {{customerId}} en attente de rapprochement',
    customerAlreadyMatched: 'Le client Stripe {{customerId}} est déjà rapproché de l’abonné n°{{id}}',
  },
  telegram: {
    notConfigured: 'Telegram n’est pas configuré : TELEGRAM_BOT_TOKEN n’est pas défini',
    noChannel: 'Aucun canal d’annonces : TELEGRAM_CHANNEL_ID n’est pas défini',
    noGroup: 'Aucun groupe payant : TELEGRAM_GROUP_ID n’est pas défini',
    groupAccessOff: 'L’accès au groupe Telegram n’est pas configuré sur ce serveur',
    inviteRefused: 'Telegram a refusé le lien d’invitation : {{detail}}',
  },
  upstream: {
    exchange: 'La plateforme d’échange a échoué : {{detail}}',
    exchangeNoCandles: 'La plateforme d’échange n’a pas encore de bougies {{symbol}}',
    report: 'Le fournisseur du rapport a échoué : {{detail}}',
  },
  field: {
    notNumber: '{{field}} doit être un nombre',
    notInteger: '{{field}} doit être un nombre entier',
    atLeast: '{{field}} doit être au moins {{bound}}',
    greaterThan: '{{field}} doit être supérieur à {{bound}}',
    atMost: '{{field}} doit être au plus {{bound}}',
    lessThan: '{{field}} doit être inférieur à {{bound}}',
    tooShort: '{{field}} doit en compter au moins {{bound}}',
    tooLong: '{{field}} doit en compter au plus {{bound}}',
    notOneOf: '{{field}} doit être l’une des valeurs {{options}}',
    notBoolean: '{{field}} doit être vrai ou faux',
  },
  parameters: {
    exitSharesTooLarge: '{{first}} + {{second}} doit être au plus {{bound}}',
    notBelow: '{{field}} doit être inférieur à {{other}}',
    notAtLeast: '{{field}} doit être au moins égal à {{other}}',
  },
};
