import type { TelegramDelivery } from '@signaldesk/contracts/telegram';

/** The texts of the Signals screen's Telegram panel (docs/telegram.md, The console); English, like the screen. */
export const TELEGRAM_LABELS = {
  title: 'Telegram',
  sendTest: 'Send a test message',
  loadError: 'Error loading Telegram deliveries',
  noDeliveries: 'No deliveries yet',
  notConfigured: 'Telegram is off: set TELEGRAM_BOT_TOKEN to send announcements',
  noChannel: 'No announcements channel: set TELEGRAM_CHANNEL_ID',
  testQueued: 'Test message queued',
  testFailed: 'Test message not queued',
  botChecking: 'Asking the bot…',
  botOff: 'Bot off: TELEGRAM_BOT_TOKEN is not set',
  botReachable: (name: string, username: string) => `Bot reachable: ${name} (@${username})`,
  botUnreachable: (error: string) => `Bot unreachable: ${error}`,
  botStatusError: 'Could not ask the bot',
  chatsTitle: 'Channels seen',
  chatsHint: 'Chats that posted where the bot reads: name their id in a Telegram source.',
  noChats: 'No channel has posted to the bot yet',
  chatPosts: (posts: number) => (posts === 1 ? '1 post' : `${posts} posts`),
  lastPost: 'last post',
} as const;

export const DELIVERY_STATUS_COLORS: Record<TelegramDelivery['status'], string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

export const DELIVERY_KIND_LABELS: Record<TelegramDelivery['kind'], string> = {
  announcement: 'Announcement',
  test: 'Test',
  invite: 'Invite',
  removal: 'Removal',
  reply: 'Reply',
};

const ANNOUNCEMENT_LABELS: Record<string, string> = {
  opened: 'opened',
  tp1: 'TP1',
  tp2: 'TP2',
  tp3: 'TP3',
  breakeven: 'breakeven',
  stop_hit: 'stop hit',
  closed: 'closed',
};

/** `Announcement · TP1 · #42`, `Test`, `Invite · subscriber 7`. */
export function deliveryTitle(delivery: TelegramDelivery): string {
  const parts = [DELIVERY_KIND_LABELS[delivery.kind]];
  if (delivery.announcement) parts.push(ANNOUNCEMENT_LABELS[delivery.announcement] ?? delivery.announcement);
  if (delivery.positionId !== null) parts.push(`#${delivery.positionId}`);
  if (delivery.userId !== null) parts.push(`subscriber ${delivery.userId}`);
  return parts.join(' · ');
}
