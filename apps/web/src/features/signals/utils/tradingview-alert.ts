/**
 * The key dialog's ready-to-paste TradingView alert (docs/signals.md, A TradingView alert): the hook URL carries
 * the key, the message is the JSON template core's vendor reader knows (`{{strategy.order.action}}` says buy or
 * sell: LONG or SHORT); the retry field, when the source has one, makes a re-sent alert the same signal.
 */
export function hookUrl(origin: string, apiKey: string): string {
  return `${origin}/api/signals/hook/${apiKey}`;
}

export function tradingViewAlertMessage(retryField: string | null): string {
  const fields = ['"ticker": "{{ticker}}"', '"action": "{{strategy.order.action}}"', '"price": "{{close}}"'];
  if (retryField) fields.push(`"${retryField}": "{{timenow}}-{{ticker}}"`);
  return `{${fields.join(', ')}}`;
}
