import { Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { describeRuleLimits } from '@signaldesk/core/rules/number-rule';
import { IconCheck } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useUpdateTradingParameter } from '../api/update-trading-parameter';
import { parameterInputFor } from '../utils/parameter-input';

export const PARAMETER_UPDATE_ERROR = 'Error updating parameter';

/**
 * The description, then what the rule allows; a backtest quantity names its backtest field, the name a refusal
 * starts with (docs/trading-parameters.md, Bounds).
 */
export function parameterHelp(parameter: TradingParameter): string {
  if (parameter.type.kind !== 'number') return parameter.description;
  const limits = describeRuleLimits(parameter.type);
  const whole = parameter.type.integer ? 'a whole number' : null;
  const allowed = [whole, limits].filter(Boolean).join(', ');
  const sameAs = parameter.type.sameAs ? ` (the backtest's ${parameter.type.sameAs})` : '';
  return allowed ? `${parameter.description}. Allowed: ${allowed}${sameAs}.` : parameter.description;
}

/** Enter saves a text or number field the way leaving it does. */
function blurOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur();
}

/**
 * One parameter with the input its rule gives. A checkbox or a select saves on change; a text or number field saves
 * when it is left or Enter is pressed, never on each keystroke. It says when the value is saved; when the server
 * refuses it, it shows the reason and puts the stored value back.
 */
export function ParameterField({ parameter }: { parameter: TradingParameter }) {
  const input = parameterInputFor(parameter);
  const secret = input.kind === 'text' && input.secret;
  const stored = secret ? '' : parameter.value;
  const update = useUpdateTradingParameter();
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);

  const save = (value: string) => {
    setDraft(value);
    if (value === stored || update.isPending) return;
    update.mutate(
      { key: parameter.key, value },
      // A secret field empties once saved (its value never comes back); a refused value gives way to the stored one.
      { onSuccess: () => secret && setDraft(''), onError: () => setDraft(stored) },
    );
  };
  const id = `parameter-${parameter.key}`;
  const feedback = update.isError ? (
    <Text size="xs" c="red.4" role="alert" id={`${id}-feedback`}>
      {PARAMETER_UPDATE_ERROR}: {getErrorMessage(update.error, PARAMETER_UPDATE_ERROR)}
    </Text>
  ) : update.isSuccess ? (
    <Group gap={4} role="status" id={`${id}-feedback`}>
      <IconCheck size={14} color="var(--mantine-color-teal-4)" aria-hidden />
      <Text size="xs" c="teal.4">
        Saved
      </Text>
    </Group>
  ) : update.isPending ? (
    <Text size="xs" c="gray.5" role="status" id={`${id}-feedback`}>
      Saving…
    </Text>
  ) : null;

  const common = {
    id,
    label: parameter.key,
    description: parameterHelp(parameter),
    disabled: update.isPending && input.kind !== 'text' && input.kind !== 'number',
    'aria-describedby': feedback ? `${id}-feedback` : undefined,
    styles: {
      label: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' },
    },
  };

  let control: React.ReactNode;
  switch (input.kind) {
    case 'checkbox':
      control = (
        <Checkbox
          {...common}
          checked={draft === 'true'}
          onChange={(event) => save(event.currentTarget.checked ? 'true' : 'false')}
        />
      );
      break;
    case 'select':
      control = (
        <Select
          {...common}
          data={input.options}
          value={draft}
          allowDeselect={false}
          onChange={(value) => value !== null && save(value)}
          comboboxProps={{ withinPortal: true }}
        />
      );
      break;
    case 'number':
      control = (
        <TextInput
          {...common}
          type="number"
          step={input.step}
          min={input.min}
          max={input.max}
          inputMode={input.integer ? 'numeric' : 'decimal'}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={(event) => save(event.currentTarget.value)}
          onKeyDown={blurOnEnter}
        />
      );
      break;
    case 'text':
      control = secret ? (
        <PasswordInput
          {...common}
          placeholder={parameter.value ? `Set (${parameter.value})` : 'Not set'}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={(event) => save(event.currentTarget.value)}
          onKeyDown={blurOnEnter}
        />
      ) : (
        <TextInput
          {...common}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={(event) => save(event.currentTarget.value)}
          onKeyDown={blurOnEnter}
        />
      );
      break;
  }
  return (
    <Stack gap={4} data-parameter={parameter.key}>
      {control}
      {feedback}
    </Stack>
  );
}
