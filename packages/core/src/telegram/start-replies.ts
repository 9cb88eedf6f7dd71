/**
 * What the bot answers to `/start` in a private chat, in French and English, written once (docs/telegram.md,
 * Subscribers on Telegram): every outcome of linking gets a reply, so a subscriber always learns whether they were
 * linked and, if not, what to do.
 */
import type { TelegramLanguage } from './announcements';

/** Where a linked subscriber stands with the paid group. */
export type LinkedAccess =
  /** Has access; an invite is on its way (queued now or still waiting). */
  | 'invite_coming'
  /** Has access and was already invited (the link was delivered before). */
  | 'already_invited'
  /** Has access and is in the group. */
  | 'member'
  /** Not subscribed. */
  | 'not_subscribed'
  /** Subscribed, but the end date passed. */
  | 'expired'
  /** No paid group is configured: linking is all there is. */
  | 'no_group';

export type StartOutcome =
  | { kind: 'linked'; access: LinkedAccess; endDate: Date | null }
  /** `/start <code>` with a code no subscriber has (mistyped, or from another service), and no username match. */
  | { kind: 'unknown_code' }
  /** A bare `/start` from a username no subscriber has. */
  | { kind: 'unknown_username'; username: string }
  /** A bare `/start` from an account without a username: nothing to recognise them by. */
  | { kind: 'no_username' };

const LINKED = {
  fr: '✅ Votre compte Telegram est lié à votre abonnement SignalDesk.',
  en: '✅ Your Telegram account is linked to your SignalDesk subscription.',
};

function date(value: Date, language: TelegramLanguage): string {
  return value.toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB', { timeZone: 'UTC' });
}

const ACCESS: Record<TelegramLanguage, (access: LinkedAccess, endDate: Date | null) => string> = {
  fr: (access, endDate) => {
    switch (access) {
      case 'invite_coming':
        return 'Votre lien d’accès au groupe arrive dans ce chat dans un instant.';
      case 'already_invited':
        return 'Votre lien d’accès au groupe vous a déjà été envoyé ici. S’il ne fonctionne plus, demandez-en un nouveau à l’administrateur.';
      case 'member':
        return 'Vous êtes déjà membre du groupe.';
      case 'not_subscribed':
        return 'Vous n’avez pas d’abonnement actif : l’accès au groupe vous sera envoyé ici dès que vous serez abonné.';
      case 'expired':
        return `Votre abonnement a expiré${endDate ? ` le ${date(endDate, 'fr')}` : ''} : renouvelez-le pour retrouver l’accès au groupe.`;
      case 'no_group':
        return 'Vous recevrez ici les messages du service.';
    }
  },
  en: (access, endDate) => {
    switch (access) {
      case 'invite_coming':
        return 'Your link to the group will arrive in this chat in a moment.';
      case 'already_invited':
        return 'Your link to the group was already sent here. If it no longer works, ask the administrator for a new one.';
      case 'member':
        return 'You are already a member of the group.';
      case 'not_subscribed':
        return 'You have no active subscription: your access to the group will be sent here as soon as you subscribe.';
      case 'expired':
        return `Your subscription expired${endDate ? ` on ${date(endDate, 'en')}` : ''}: renew it to get your access to the group back.`;
      case 'no_group':
        return 'You will receive the service’s messages here.';
    }
  },
};

const NOT_LINKED: Record<TelegramLanguage, (outcome: Exclude<StartOutcome, { kind: 'linked' }>) => string> = {
  fr: (outcome) => {
    switch (outcome.kind) {
      case 'unknown_code':
        return '❓ Ce lien n’est pas valable : aucun abonné SignalDesk n’a ce code. Ouvrez le lien Telegram de votre page d’abonné, ou demandez-le à l’administrateur.';
      case 'unknown_username':
        return `❓ Aucun abonné SignalDesk n’a le nom d’utilisateur Telegram @${outcome.username}. Ouvrez le lien Telegram de votre page d’abonné, ou demandez à l’administrateur d’enregistrer ce nom.`;
      case 'no_username':
        return '❓ Votre compte Telegram n’a pas de nom d’utilisateur : nous ne pouvons pas vous reconnaître. Ouvrez le lien Telegram de votre page d’abonné, ou demandez-le à l’administrateur.';
    }
  },
  en: (outcome) => {
    switch (outcome.kind) {
      case 'unknown_code':
        return '❓ This link is not valid: no SignalDesk subscriber has this code. Open the Telegram link of your subscriber page, or ask the administrator for it.';
      case 'unknown_username':
        return `❓ No SignalDesk subscriber has the Telegram username @${outcome.username}. Open the Telegram link of your subscriber page, or ask the administrator to record this username.`;
      case 'no_username':
        return '❓ Your Telegram account has no username, so we cannot recognise you. Open the Telegram link of your subscriber page, or ask the administrator for it.';
    }
  },
};

/** The bot's reply to a `/start`, in the configured language. */
export function startReplyText(outcome: StartOutcome, language: TelegramLanguage): string {
  if (outcome.kind === 'linked') {
    return `${LINKED[language]}\n${ACCESS[language](outcome.access, outcome.endDate)}`;
  }
  return NOT_LINKED[language](outcome);
}
