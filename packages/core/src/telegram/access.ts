/**
 * Who may be in the paid Telegram group (docs/telegram.md, Group access). A subscriber has access while
 * subscribed and before the end of their subscription (none: no end, such as a lifetime plan). The sweep removes
 * those still marked subscribed whose end date has passed, without waiting for billing to say so (Cornix's
 * auto-kick).
 */
export function hasGroupAccess(
  user: { isSubscribed: boolean; subscriptionEndDate: Date | null },
  now: number,
): boolean {
  return user.isSubscribed && (user.subscriptionEndDate === null || user.subscriptionEndDate.getTime() > now);
}
