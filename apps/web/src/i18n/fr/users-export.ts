import type { Catalogue } from '../en';

/** L'export de l'écran Utilisateurs (en français selon la spec : docs/users.md ; docs/console.md, Exports). */
export const usersExport: Catalogue['usersExport'] = {
  allWhat: 'tous',
  subscribedWhat: 'les abonnés',
  notSubscribedWhat: 'les non abonnés',
  exportAs: 'Exporter {{what}} en {{kind}}',
  ready: 'Export prêt',
  written_one: '{{count}} ligne écrite dans {{file}}',
  written_many: '{{count}} lignes écrites dans {{file}}',
  written_other: '{{count}} lignes écrites dans {{file}}',
  failed: "Erreur lors de l'export",
  allLabel: 'Exporter tous',
  subscribedLabel: 'Exporter les abonnés',
  notSubscribedLabel: 'Exporter les non abonnés',
  sheet: 'Abonnés',
  id: 'Id',
  email: 'Email',
  username: "Nom d'utilisateur",
  subscribed: 'Abonné',
  plan: 'Plan',
  endDate: "Date d'expiration",
  createdAt: "Date d'inscription",
  telegram: 'Telegram',
};
