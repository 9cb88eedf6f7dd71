import type { TelegramDelivery } from '@signaldesk/contracts/telegram';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';

/** The texts of the Signals screen's Telegram panel (docs/telegram.md, The console); English until chosen. */
export const TELEGRAM_LABELS = textsOf('signals.telegramLabels', [
  'title',
  'sendTest',
  'loadError',
  'noDeliveries',
  'notConfigured',
  'noChannel',
  'testQueued',
  'testFailed',
] as const);

export const DELIVERY_STATUS_COLORS: Record<TelegramDelivery['status'], string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

export const DELIVERY_KIND_LABELS: Readonly<Record<TelegramDelivery['kind'], string>> = textsOf(
  'signals.deliveryKind',
  ['announcement', 'test', 'invite', 'removal'] as const,
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
