import type { Catalogue } from '../en';

export const users: Catalogue['users'] = {
  exportButtons: {
    exporterTousCsv: 'Exporter tous (CSV)',
    exporterLesAbonnes: 'Exporter les abonnés',
    exporterLesNonAbonnes: 'Exporter les non abonnés',
    fichier: 'Fichier',
    telecharge: 'téléchargé',
  },
  subscriberActions: {
    nomUtilisateur: '@nom_utilisateur',
  },
  subscriberDetails: {
    le: ' le {{v0}}',
  },
  subscriberPage: {
    chargementDeLAbonne: "Chargement de l'abonné",
  },
  subscriberPayments: {
    date: 'Date',
    facture: 'Facture',
    montant: 'Montant',
    statut: 'Statut',
  },
  subscriberTelegram: {
    chargementDesInformationsTelegram: 'Chargement des informations Telegram',
    oui: 'Oui',
    non: 'Non',
    date: 'Date',
    message: 'Message',
    statut: 'Statut',
    raison: 'Raison',
  },
  unmatchedCustomers: {
    recherche: 'Recherche…',
    aucunAbonne: 'Aucun abonné',
    emailInconnu: 'Email inconnu',
  },
  userCards: {
    listeDesUtilisateurs: 'Liste des utilisateurs',
  },
  userCounts: {
    total: 'Total',
    abonnes: 'Abonnés',
    expirentSous7Jours: 'Expirent sous 7 jours',
    reessayer: 'Réessayer',
  },
  usersScreen: {
    chargementDesUtilisateurs: 'Chargement des utilisateurs',
    reessayer: 'Réessayer',
    sur: 'sur',
    utilisateurs: 'utilisateurs',
  },
  usersTable: {
    listeDesUtilisateurs: 'Liste des utilisateurs',
  },
  usersToolbar: {
    actifsAbonnes: 'Actifs (abonnés)',
    inactifsNonAbonnes: 'Inactifs (non abonnés)',
    tousLesPlans: 'Tous les plans',
    tousLesStatuts: 'Tous les statuts',
  },
};
