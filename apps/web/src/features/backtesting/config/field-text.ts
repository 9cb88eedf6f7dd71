import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';
import { type TextKey, translate } from '../../../i18n';
import { backtestingFields } from '../../../i18n/en/backtesting-fields';

export interface FieldText {
  label: string;
  /** What the field does, in the engine's own terms (docs/backtest.md). */
  help: string;
  /** Unit shown after the value. */
  suffix?: string;
}

/** Every field that has an input on screen (docs/backtesting-screen.md, Inputs): the catalogue's keys. */
export type FieldWithInput = keyof typeof backtestingFields;

function fieldText(key: FieldWithInput): FieldText {
  const text = (part: keyof FieldText) => translate(`backtestingFields.${key}.${part}` as TextKey);
  const hasSuffix = 'suffix' in backtestingFields[key];
  return {
    get label() {
      return text('label');
    },
    get help() {
      return text('help');
    },
    get suffix() {
      return hasSuffix ? text('suffix') : undefined;
    },
  };
}

/**
 * Label, help and unit of each field, read from the catalogue (`backtestingFields`) in the operator's language each
 * time a property is read.
 */
export const FIELD_TEXT = Object.fromEntries(
  (Object.keys(backtestingFields) as FieldWithInput[]).map((key) => [key, fieldText(key)]),
) as Readonly<Record<FieldWithInput, FieldText>>;

/** A field's label on screen, or its own name for the fields without an input (docs/backtest.md, Configuration). */
export function fieldLabel(key: BacktestConfigKey): string {
  return key in FIELD_TEXT ? FIELD_TEXT[key as FieldWithInput].label : key;
}
