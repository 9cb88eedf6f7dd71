/**
 * Where a golden position's '(View)' link goes. src/lib/config.ts has no leaderboard setting, so the template is
 * fixed here; `{traderId}` is replaced by the URL-encoded trader id.
 */
export const LEADERBOARD_URL_TEMPLATE =
  'https://www.binance.com/en/futures-activity/leaderboard/user/um?encryptedUid={traderId}';

export function leaderboardUrl(traderId: string, template: string = LEADERBOARD_URL_TEMPLATE): string {
  return template.replace('{traderId}', encodeURIComponent(traderId));
}
