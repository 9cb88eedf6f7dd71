import { NumberInput, Switch } from '@mantine/core';
import type { BacktestConfig, BacktestConfigKey } from '@signaldesk/core/backtest/config';
import {
  BACKTEST_NUMBER_RULES,
  describeNumberLimits,
  isIntegerField,
  numberTypeMessage,
} from '@signaldesk/core/backtest/config-rules';
import { inputBounds } from '@signaldesk/core/rules/number-rule';
import { memo, useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { FIELD_TEXT, type FieldText, type FieldWithInput } from '../config/field-text';
import type { SetConfigField } from '../hooks/use-backtest-config';
import { fieldInputId, useFieldIssue, useSetDraftIssue } from '../hooks/use-config-issues';
import { parseFieldInput } from '../utils/parse-field-input';

/** Help texts differ in length: growing the description keeps the boxes of one grid row aligned. */
const ALIGN_INPUT_TO_BOTTOM = {
  root: { display: 'flex', flexDirection: 'column', height: '100%' },
  description: { flexGrow: 1 },
} as const;

export interface ConfigProps {
  config: BacktestConfig;
  setField: SetConfigField;
}

type NumberFieldWithInput = {
  [K in FieldWithInput]: BacktestConfig[K] extends number ? K : never;
}[FieldWithInput];
type BooleanFieldWithInput = {
  [K in FieldWithInput]: BacktestConfig[K] extends boolean ? K : never;
}[FieldWithInput];

function textOf(field: BacktestConfigKey & FieldWithInput): FieldText {
  return FIELD_TEXT[field];
}

interface NumberFieldProps extends ConfigProps {
  field: NumberFieldWithInput;
  disabled?: boolean;
}

export function ConfigNumberInput({ field, config, setField, disabled }: NumberFieldProps) {
  return <BoundNumberInput field={field} value={config[field]} setField={setField} disabled={disabled} />;
}

interface BoundNumberInputProps {
  field: NumberFieldWithInput;
  value: number;
  setField: SetConfigField;
  disabled?: boolean;
}

/**
 * A number input bound to one field. What is typed goes to the configuration as typed, even outside the
 * limits (never clamped): the rule table's message then shows under the box, and Run waits. Text that is
 * not a number yet (an empty box, a lone '-') stays in the box with its message; the configuration keeps
 * its last number meanwhile.
 */
const BoundNumberInput = memo(function BoundNumberInput({
  field,
  value,
  setField,
  disabled,
}: BoundNumberInputProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | number>(value);
  const text = textOf(field);
  const rule = BACKTEST_NUMBER_RULES[field];
  const integer = isIntegerField(field);
  const issue = useFieldIssue(field);
  const setDraftIssue = useSetDraftIssue();
  const limits = describeNumberLimits(field);

  // An outside change (reset, import) replaces the draft; our own commits leave it alone.
  useEffect(() => {
    setDraft((current) => {
      if (parseFieldInput(field, current) === value) return current;
      setDraftIssue(field, null);
      return value;
    });
  }, [field, value, setDraftIssue]);

  return (
    <NumberInput
      id={fieldInputId(field)}
      label={text.label}
      description={limits ? t('backtesting.configFields.allowed', { help: text.help, limits }) : text.help}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        const parsed = parseFieldInput(field, next);
        setDraftIssue(field, parsed === null ? numberTypeMessage(field) : null);
        if (parsed !== null) setField(field, parsed);
      }}
      error={disabled ? undefined : issue}
      disabled={disabled}
      {...inputBounds(rule)}
      clampBehavior="none"
      step={rule.step}
      allowDecimal={!integer}
      suffix={text.suffix}
      thousandSeparator={field === 'initialBalance' ? ',' : undefined}
      inputMode={integer ? 'numeric' : 'decimal'}
      styles={ALIGN_INPUT_TO_BOTTOM}
    />
  );
});

interface SwitchFieldProps extends ConfigProps {
  field: BooleanFieldWithInput;
}

export function ConfigSwitch({ field, config, setField }: SwitchFieldProps) {
  return <BoundSwitch field={field} checked={config[field]} setField={setField} />;
}

const BoundSwitch = memo(function BoundSwitch({
  field,
  checked,
  setField,
}: {
  field: BooleanFieldWithInput;
  checked: boolean;
  setField: SetConfigField;
}) {
  const text = textOf(field);
  return (
    <Switch
      label={text.label}
      description={text.help}
      checked={checked}
      onChange={(event) => setField(field, event.currentTarget.checked)}
    />
  );
});
