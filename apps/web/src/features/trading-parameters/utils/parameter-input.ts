import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { inputBounds } from '@signaldesk/core/rules/number-rule';

/** Which input edits a parameter (docs/trading-parameters.md, The screen). */
export type ParameterInput =
  | { kind: 'text'; secret: boolean }
  | {
      kind: 'number';
      step: number;
      /** The inclusive bounds the input states (an exclusive bound is said in the help text only). */
      min?: number;
      max?: number;
      integer: boolean;
    }
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
 * input whose step and bounds are the key's rule in core, as the server sends it (docs/trading-parameters.md,
 * The screen); a server that sends no step gets 0.1 for a key containing PRICE, else 1.
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
    case 'number': {
      const { step, integer } = parameter.type;
      return {
        kind: 'number',
        step: step ?? (parameter.key.includes('PRICE') ? 0.1 : 1),
        ...inputBounds(parameter.type),
        integer: integer === true,
      };
    }
  }
}
