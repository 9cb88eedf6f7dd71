import { Button, Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import { numberRuleBreach } from '@signaldesk/core/rules/number-rule';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { parseDecimal, useDisplayLanguage, useFormat, useT } from '../../../i18n';
import { getErrorMessage } from '../../../lib/api-client';
import { useUpdateTradingParameter } from '../api/update-trading-parameter';
import { parameterInputFor } from '../utils/parameter-input';
import {
  breachText,
  changeWarning,
  parameterHelp,
  parameterLabel,
  typedDecimal,
} from '../utils/parameter-texts';

/** What a typed number gives: the value to save, or why it cannot be saved (the typed text stays). */
type Reading = { ok: true; value: string; number: number } | { ok: false; problem: string };

/**
 * One parameter with the input its rule gives (docs/trading-parameters.md, The screen). A checkbox or a select saves
 * on change; a text or number field is saved only by its Save button, which shows the live value and the new one
 * side by side; a change past five times the live value, or of sign, asks first. A number is read in the
 * operator's language (`-3,5` in French is -3.5); what cannot be read, or breaks the rule, is said under the field
 * and stays there to be corrected; a refusal by the server keeps the typed text too.
 */
export function ParameterField({ parameter }: { parameter: TradingParameter }) {
  const t = useT();
  const format = useFormat();
  const language = useDisplayLanguage();
  const input = parameterInputFor(parameter);
  const secret = input.kind === 'text' && input.secret;
  const label = parameterLabel(t, parameter);
  const shownStored = secret
    ? ''
    : input.kind === 'number'
      ? typedDecimal(parameter.value, language)
      : parameter.value;
  const update = useUpdateTradingParameter();
  const [draft, setDraft] = useState(shownStored);
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => setDraft(shownStored), [shownStored]);

  const send = (value: string) => {
    setConfirming(null);
    update.mutate(
      { key: parameter.key, value },
      // A secret field empties once saved (its value never comes back); a refused value stays as typed.
      { onSuccess: () => secret && setDraft('') },
    );
  };

  const reading: Reading | null = (() => {
    if (input.kind !== 'number') return null;
    const number = parseDecimal(draft, language);
    if (number === null) {
      const mark = language === 'fr' ? ',' : '.';
      return { ok: false, problem: t('parameters.field.unreadable', { mark, example: `-3${mark}5` }) };
    }
    const breach = numberRuleBreach({ integer: false, step: 1, ...parameter.type }, number);
    if (breach) return { ok: false, problem: breachText(t, format, label, breach) };
    return { ok: true, value: String(number), number };
  })();
  const dirty = secret ? draft !== '' : draft !== shownStored;
  const changed = reading?.ok ? reading.value !== parameter.value : dirty;

  /** Only the Save button saves (Enter in the field writes nothing live), and a number only once confirmed. */
  const submit = () => {
    if (update.isPending || !changed) return;
    if (input.kind !== 'number') return send(draft);
    if (!reading?.ok) return;
    // Every live number is confirmed with its old and new value; a change past 5x, or of sign, says so first.
    const warning = changeWarning(Number(parameter.value), reading.number);
    const words = { label, before: typedDecimal(parameter.value, language), after: draft };
    const lines = [
      warning === 'sign' ? t('parameters.confirm.signChange', words) : null,
      warning === 'factor' ? t('parameters.confirm.bigChange', words) : null,
      warning ? null : t('parameters.confirm.change', words),
      t('parameters.confirm.question'),
    ];
    setConfirming(lines.filter(Boolean).join(' '));
  };

  const id = `parameter-${parameter.key}`;
  const problem = dirty && reading && !reading.ok ? reading.problem : null;
  const feedback: ReactNode = problem ? (
    <Text size="xs" c="red.4" role="alert" id={`${id}-feedback`}>
      {problem}
    </Text>
  ) : update.isError ? (
    <Text size="xs" c="red.4" role="alert" id={`${id}-feedback`}>
      {t('parameters.updateError')}: {getErrorMessage(update.error, t('parameters.updateError'))}
    </Text>
  ) : update.isPending ? (
    <Text size="xs" c="gray.5" role="status" id={`${id}-feedback`}>
      {t('parameters.field.saving')}
    </Text>
  ) : update.isSuccess && !dirty ? (
    <Group gap={4} role="status" id={`${id}-feedback`}>
      <IconCheck size={14} color="var(--mantine-color-teal-4)" aria-hidden />
      <Text size="xs" c="teal.4">
        {t('parameters.field.saved')}
      </Text>
    </Group>
  ) : null;

  const common = {
    id,
    label: (
      <>
        {label}{' '}
        <Text span size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {parameter.key}
        </Text>
      </>
    ),
    description: parameterHelp(t, format, parameter),
    disabled: update.isPending && input.kind !== 'text' && input.kind !== 'number',
    'aria-describedby': feedback ? `${id}-feedback` : undefined,
  };

  const saveRow =
    (input.kind === 'number' || input.kind === 'text') && changed ? (
      <Group gap="xs" wrap="wrap">
        {!secret && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('parameters.field.pending', {
              before: shownStored || t('parameters.history.emptyValue'),
              after: draft || t('parameters.history.emptyValue'),
            })}
          </Text>
        )}
        <Button
          size="compact-sm"
          onClick={submit}
          loading={update.isPending}
          disabled={input.kind === 'number' && !reading?.ok}
          aria-label={t('parameters.field.saveLabel', { label })}
        >
          {t('parameters.field.save')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDraft(shownStored)}
          disabled={update.isPending}
        >
          {t('parameters.field.revert')}
        </Button>
      </Group>
    ) : null;

  let control: ReactNode;
  switch (input.kind) {
    case 'checkbox':
      control = (
        <Checkbox
          {...common}
          checked={draft === 'true'}
          onChange={(event) => {
            const value = event.currentTarget.checked ? 'true' : 'false';
            setDraft(value);
            send(value);
          }}
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
          onChange={(value) => {
            if (value === null || value === draft) return;
            setDraft(value);
            send(value);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      );
      break;
    case 'number':
      control = (
        <TextInput
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          error={problem !== null}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      );
      break;
    case 'text':
      control = secret ? (
        <PasswordInput
          {...common}
          placeholder={
            parameter.value
              ? t('parameters.field.secretSet', { value: parameter.value })
              : t('parameters.field.secretUnset')
          }
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          {...common}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      );
      break;
  }
  return (
    <Stack gap={4} data-parameter={parameter.key}>
      {control}
      {saveRow}
      {feedback}
      <ConfirmDialog
        message={confirming}
        title={t('parameters.confirm.title')}
        confirmLabel={t('parameters.confirm.save')}
        cancelLabel={t('common.cancel')}
        busy={update.isPending}
        onConfirm={() => reading?.ok && send(reading.value)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
