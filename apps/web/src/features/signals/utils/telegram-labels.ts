import { TELEGRAM_DELIVERY_KINDS, type TelegramDelivery } from '@signaldesk/contracts/telegram';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';

/** The texts of the Signals screen's Telegram panel (docs/telegram.md, The console); English until chosen. */
const PLAIN_TELEGRAM_LABELS = textsOf('signals.telegramLabels', [
  'title',
  'sendTest',
  'loadError',
  'noDeliveries',
  'notConfigured',
  'noChannel',
  'testQueued',
  'testFailed',
  'botChecking',
  'botOff',
  'botStatusError',
  'chatsTitle',
  'chatsHint',
  'noChats',
  'lastPost',
] as const);

/** The plain texts, and those with a value in them; each read in the current language when used. */
export const TELEGRAM_LABELS = Object.assign(
  Object.create(PLAIN_TELEGRAM_LABELS) as typeof PLAIN_TELEGRAM_LABELS,
  {
    botReachable: (name: string, username: string) =>
      translate('signals.telegramLabels.botReachable', { name, username }),
    botUnreachable: (error: string) => translate('signals.telegramLabels.botUnreachable', { error }),
    chatPosts: (posts: number) =>
      posts === 1
        ? translate('signals.telegramLabels.onePost')
        : translate('signals.telegramLabels.posts', { count: posts }),
  },
);

export const DELIVERY_STATUS_COLORS: Record<TelegramDelivery['status'], string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

export const DELIVERY_KIND_LABELS: Readonly<Record<TelegramDelivery['kind'], string>> = textsOf(
  'signals.deliveryKind',
  TELEGRAM_DELIVERY_KINDS,
);

const ANNOUNCEMENT_LABELS: Readonly<Record<string, string>> = textsOf('signals.announcement', [
  'opened',
  'tp1',
  'tp2',
  'tp3',
  'breakeven',
  'stop_hit',
  'closed',
] as const);

/** `Announcement · TP1 · #42`, `Test`, `Invite · subscriber 7`. */
export function deliveryTitle(delivery: TelegramDelivery): string {
  const parts = [DELIVERY_KIND_LABELS[delivery.kind]];
  if (delivery.announcement) parts.push(ANNOUNCEMENT_LABELS[delivery.announcement] ?? delivery.announcement);
  if (delivery.positionId !== null) parts.push(`#${delivery.positionId}`);
  if (delivery.userId !== null)
    parts.push(translate('signals.announcement.subscriber', { id: delivery.userId }));
  return parts.join(' · ');
}
