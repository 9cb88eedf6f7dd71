import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';

/** Which input edits a parameter (docs/trading-parameters.md, The screen). */
export type ParameterInput =
  | { kind: 'text'; secret: boolean }
  | { kind: 'number'; step: number }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: { value: string; label: string }[] };

/** What each select option means, shown in the option itself. */
const OPTION_LABELS: Record<string, Record<string, string>> = {
  MARKET_STRATEGY: {
    TREND: 'TREND (4/5 pattern, spread 0-3.5%)',
    SHAKY: 'SHAKY (7/9 pattern, spread 0.7-3.1%, volume 50-100%)',
  },
};

/**
 * The input rules: text for the text keys (the Stripe price ids, OPPORTUNITY_SCORE, the Stripe secrets), a checkbox
 * sending 'true'/'false' for the boolean keys, a select for MARKET_STRATEGY, and for every other key a number
 * input with step 0.1 when the key contains PRICE, else 1.
 */
export function parameterInputFor(
  parameter: Pick<TradingParameter, 'key' | 'type' | 'secret'>,
): ParameterInput {
  switch (parameter.type.kind) {
    case 'boolean':
      return { kind: 'checkbox' };
    case 'select':
      return {
        kind: 'select',
        options: parameter.type.options.map((value) => ({
          value,
          label: OPTION_LABELS[parameter.key]?.[value] ?? value,
        })),
      };
    case 'text':
      return { kind: 'text', secret: parameter.secret };
    case 'number':
      return { kind: 'number', step: parameter.key.includes('PRICE') ? 0.1 : 1 };
  }
}
