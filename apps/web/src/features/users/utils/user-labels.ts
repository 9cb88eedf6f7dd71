import type { PaymentStatus } from '@signaldesk/contracts/billing';
import type { AccessEnded, PaymentReversal } from '@signaldesk/contracts/subscribers';
import type { TelegramDeliveryStatus, TelegramGroupStatus } from '@signaldesk/contracts/telegram';
import { FREE_PLAN, type User, type UserSortField } from '@signaldesk/contracts/users';

/** The French labels of the User Management screen. */
export const USER_LABELS = {
  title: 'Utilisateurs',
  loadError: 'Erreur lors du chargement des utilisateurs',
  exportError: "Erreur lors de l'export CSV",
  empty: 'Aucun utilisateur ne correspond à la recherche',
  search: 'Rechercher',
  searchPlaceholder: 'Email, nom d’utilisateur ou Telegram',
  plan: 'Plan',
  status: 'Statut',
} as const;

/** Column headers, by the field each column shows and sorts. */
export const USER_COLUMN_LABELS: Record<UserSortField, string> = {
  email: 'Email',
  username: "Nom d'utilisateur",
  subscriptionType: 'Plan',
  subscriptionEndDate: "Date d'expiration",
  isSubscribed: 'Statut',
  createdAt: "Date d'inscription",
  telegramUsername: 'Telegram',
};

/** The plan shown for a subscriber: FREE when there is none. */
export function planLabel(user: Pick<User, 'subscriptionType'>): string {
  return user.subscriptionType ?? FREE_PLAN;
}

/** Actif/Inactif on a wide screen; Abonné/Non abonné on a phone. */
export function statusLabel(isSubscribed: boolean, phone: boolean): string {
  if (phone) return isSubscribed ? 'Abonné' : 'Non abonné';
  return isSubscribed ? 'Actif' : 'Inactif';
}

/** '-' without a handle, else the handle with one leading @. */
export function telegramLabel(handle: string | null): string {
  if (!handle) return '-';
  return handle.startsWith('@') ? handle : `@${handle}`;
}

/** The French labels of a subscriber's page and of the to-match list (docs/users.md, A subscriber's page). */
export const SUBSCRIBER_LABELS = {
  back: 'Retour aux utilisateurs',
  loadError: "Erreur lors du chargement de l'abonné",
  details: 'Abonné',
  stripeCustomers: 'Clients Stripe',
  accessEnded: "Fin de l'accès",
  none: 'Aucun',
  actions: 'Actions',
  extend: 'Prolonger',
  extendDays: 'Jours à ajouter',
  end: "Terminer l'abonnement",
  endConfirm: "Terminer l'abonnement maintenant ? L'abonné perd l'accès dès maintenant.",
  grant: 'Accorder le plan',
  grantPlan: 'Plan à accorder',
  grantDays: 'Durée (jours)',
  grantDaysHint: 'Vide : 30 jours (mensuel), 365 jours (annuel)',
  telegram: 'Nom Telegram',
  telegramSave: 'Enregistrer',
  resendInvite: "Renvoyer l'invitation",
  done: 'Terminé',
  failed: 'Échec',
  payments: 'Paiements',
  payment: 'Paiement',
  noPayments: 'Aucun paiement',
  paymentsError: 'Erreur lors du chargement des paiements',
  telegramTitle: 'Telegram',
  telegramError: 'Erreur lors du chargement des informations Telegram',
  telegramNotConfigured:
    "L'accès Telegram n'est pas configuré sur ce serveur : ni statut de groupe ni envois.",
  groupStatus: 'Statut dans le groupe',
  chatLinked: 'Conversation avec le bot',
  deliveries: 'Envois',
  noDeliveries: 'Aucun envoi',
  retry: 'Réessayer',
  confirmTitle: 'Confirmer',
  cancel: 'Annuler',
  unmatchedTitle: 'Clients Stripe à associer',
  unmatchedEmpty: 'Aucun client Stripe à associer',
  unmatchedError: 'Erreur lors du chargement des clients Stripe à associer',
  paidNoAccess: 'Payé, sans accès',
  matchWith: 'Abonné à associer',
  matchSearch: 'Rechercher un abonné par email',
  match: 'Associer',
  expiringFilter: 'Expirent sous 7 jours',
  clearFilter: 'Retirer le filtre',
} as const;

// Typed records over the closed sets: a status added to contracts without its label fails the build.
export const GROUP_STATUS_LABELS: Record<TelegramGroupStatus, string> = {
  member: 'Membre',
  invited: 'Invité',
  removed: 'Retiré',
  unknown: 'Inconnu',
};

export const DELIVERY_STATUS_LABELS: Record<TelegramDeliveryStatus, string> = {
  queued: 'En attente',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  failed: 'Échec',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { paid: 'Payé', failed: 'Échoué' };

/** Why Stripe gives the subscriber no access (docs/billing.md, Access). */
export const ACCESS_ENDED_LABELS: Record<AccessEnded['reason'], string> = {
  canceled: 'Abonnement résilié',
  refunded: 'Paiement remboursé',
  disputed: 'Paiement contesté',
  unpaid: 'Paiement non réglé',
  expired: 'Période payée terminée',
};

/** A payment's money taken back: Contesté, Remboursé, or Remboursé en partie. */
export function reversalLabel(reversal: PaymentReversal): string {
  if (reversal.kind === 'dispute') return 'Contesté';
  return reversal.full ? 'Remboursé' : 'Remboursé en partie';
}
