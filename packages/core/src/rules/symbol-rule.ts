/**
 * What an exchange symbol looks like wherever one enters the service: a request, a signal, a command-line file, a
 * candle store folder (docs/architecture.md, "One home for each rule"). Uppercase letters and digits, 2 to 30 of
 * them (`BTCUSDT`, `1000SHIBUSDT`): long enough for every listed futures contract, short enough to be a folder name.
 */
export const SYMBOL_RULE = {
  pattern: /^[A-Z0-9]{2,30}$/,
  minLength: 2,
  maxLength: 30,
  /** The words of a refusal, starting with the field that holds the symbol. */
  message: (field: string): string => `${field} must be an exchange symbol such as BTCUSDT`,
} as const;

/** True when `text` is an exchange symbol (already trimmed and uppercased). */
export function isExchangeSymbol(text: string): boolean {
  return SYMBOL_RULE.pattern.test(text);
}
