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
