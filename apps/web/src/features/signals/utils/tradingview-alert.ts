/**
 * The key dialog's ready-to-paste TradingView alert (docs/signals.md, A TradingView alert): the hook URL carries
 * the key, the message is JSON TradingView fills in. `{{strategy.order.action}}` says buy or sell, which the
 * intake reads as LONG or SHORT; the retry field, when the source has one, makes a re-sent alert the same signal.
 */
export function hookUrl(origin: string, apiKey: string): string {
  return `${origin}/api/signals/hook/${apiKey}`;
}

export function tradingViewAlertMessage(retryField: string | null): string {
  const fields = ['"symbol": "{{ticker}}"', '"direction": "{{strategy.order.action}}"', '"entry": {{close}}'];
  if (retryField) fields.push(`"${retryField}": "{{timenow}}-{{ticker}}"`);
  return `{${fields.join(', ')}}`;
}
