/** Texts of users (docs/console.md, Languages). */
export const users = {
  exportButtons: {
    exporterTousCsv: 'Export all (CSV)',
    exporterLesAbonnes: 'Export subscribers',
    exporterLesNonAbonnes: 'Export non-subscribers',
    fichier: 'File',
    telecharge: 'downloaded',
  },
  subscriberActions: {
    nomUtilisateur: '@username',
  },
  subscriberDetails: {
    le: ' on {{v0}}',
  },
  subscriberPage: {
    chargementDeLAbonne: 'Loading the subscriber',
  },
  subscriberPayments: {
    date: 'Date',
    facture: 'Invoice',
    montant: 'Amount',
    statut: 'Status',
  },
  subscriberTelegram: {
    chargementDesInformationsTelegram: 'Loading Telegram information',
    oui: 'Yes',
    non: 'No',
    date: 'Date',
    message: 'Message',
    statut: 'Status',
    raison: 'Reason',
  },
  unmatchedCustomers: {
    recherche: 'Search…',
    aucunAbonne: 'No subscriber',
    emailInconnu: 'Unknown email',
  },
  userCards: {
    listeDesUtilisateurs: 'User list',
  },
  userCounts: {
    total: 'Total',
    abonnes: 'Subscribers',
    expirentSous7Jours: 'Expiring within 7 days',
    reessayer: 'Retry',
  },
  usersScreen: {
    chargementDesUtilisateurs: 'Loading users',
    reessayer: 'Retry',
    sur: 'of',
    utilisateurs: 'users',
  },
  usersTable: {
    listeDesUtilisateurs: 'User list',
  },
  usersToolbar: {
    actifsAbonnes: 'Active (subscribed)',
    inactifsNonAbonnes: 'Inactive (not subscribed)',
    tousLesPlans: 'All plans',
    tousLesStatuts: 'All statuses',
  },
};
