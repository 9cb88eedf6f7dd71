import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, memo, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { translate, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useOpenPosition } from '../api/open-position';
import {
  buildOpenPositionRequest,
  EMPTY_CUSTOM_LEVELS,
  INITIAL_OPEN_FORM,
  type OpenPositionFormValues,
} from '../utils/build-open-request';

export const OPEN_FAILED_FALLBACK = "Erreur lors de l'ouverture de la position";
/** Under the Symbol field when it holds nothing but spaces (docs/positions.md, Overview). */
export const BLANK_SYMBOL_MESSAGE = 'Enter a symbol such as BTCUSDT: spaces alone are not a symbol';

type Outcome =
  | { kind: 'success'; message: string }
  | {
      kind: 'failure';
      message: string;
      formNote: 'Failed to open position' | 'An unexpected error occurred';
    };

/**
 * docs/console.md, Texts: the server's error, else the French fallback; the form adds 'Failed to open
 * position' when the server refused, 'An unexpected error occurred' when the call itself broke (network, bad
 * answer).
 */
function failureOutcome(error: unknown): Outcome {
  if (error instanceof ApiError) {
    return {
      kind: 'failure',
      message: error.body?.error || OPEN_FAILED_FALLBACK,
      formNote: 'Failed to open position',
    };
  }
  return { kind: 'failure', message: OPEN_FAILED_FALLBACK, formNote: 'An unexpected error occurred' };
}

const CUSTOM_LEVELS = [
  {
    name: 'customSL',
    get label() {
      return translate('positions.openPositionForm.customStopLoss');
    },
  },
  {
    name: 'customTP1',
    get label() {
      return translate('positions.openPositionForm.customTakeProfit1');
    },
  },
  {
    name: 'customTP2',
    get label() {
      return translate('positions.openPositionForm.customTakeProfit2');
    },
  },
  {
    name: 'customTP3',
    get label() {
      return translate('positions.openPositionForm.customTakeProfit3');
    },
  },
] as const;

/** The 'Open New Position' form (docs/positions.md, Overview). */
/** Memoized: it has no props, so the dashboard's own re-renders never need to reach it. */
export const OpenPositionForm = memo(function OpenPositionForm() {
  const t = useT();
  const [values, setValues] = useState<OpenPositionFormValues>(INITIAL_OPEN_FORM);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [symbolError, setSymbolError] = useState<string | null>(null);
  const mutation = useOpenPosition();

  const set = <K extends keyof OpenPositionFormValues>(name: K, value: OpenPositionFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.symbol.trim()) {
      setSymbolError(BLANK_SYMBOL_MESSAGE);
      return;
    }
    setOutcome(null);
    mutation.mutate(buildOpenPositionRequest(values), {
      onSuccess: (response) => {
        const message = response.message || `Position opened for ${response.data.symbol}`;
        setOutcome({ kind: 'success', message });
        notifySuccess(t('positions.openPositionForm.positionOpened'), message);
        setValues((current) => ({ ...current, symbol: '', ...EMPTY_CUSTOM_LEVELS }));
      },
      onError: (error) => {
        const failure = failureOutcome(error);
        setOutcome(failure);
        if (failure.kind === 'failure') notifyFailure(failure.formNote, failure.message);
      },
    });
  };

  return (
    <Card withBorder padding="md">
      <Title order={3} mb="sm">
        {t('positions.openPositionForm.openNewPosition')}
      </Title>
      <form onSubmit={submit} aria-label={t('positions.openPositionForm.openNewPosition')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={t('positions.openPositionForm.symbol')}
            placeholder={t('positions.openPositionForm.btcusdt')}
            required
            value={values.symbol}
            error={symbolError}
            onChange={(e) => {
              setSymbolError(null);
              set('symbol', e.currentTarget.value);
            }}
          />
          <NativeSelect
            label={t('positions.openPositionForm.direction')}
            data={['LONG', 'SHORT']}
            value={values.direction}
            onChange={(e) => set('direction', e.currentTarget.value === 'SHORT' ? 'SHORT' : 'LONG')}
          />
          <NativeSelect
            label={t('positions.openPositionForm.telegramSignal')}
            data={[
              { value: 'false', label: t('positions.openPositionForm.non') },
              { value: 'true', label: t('positions.openPositionForm.oui') },
            ]}
            value={values.telegram}
            onChange={(e) => set('telegram', e.currentTarget.value === 'true' ? 'true' : 'false')}
          />
          <NativeSelect
            label={t('positions.openPositionForm.positionType')}
            data={[
              { value: 'false', label: t('positions.openPositionForm.futures') },
              { value: 'true', label: t('positions.openPositionForm.spot') },
            ]}
            value={values.isSpot}
            onChange={(e) => set('isSpot', e.currentTarget.value === 'true' ? 'true' : 'false')}
          />
          {CUSTOM_LEVELS.map(({ name, label }) => (
            <TextInput
              key={name}
              label={label}
              type="number"
              step="any"
              min={0}
              placeholder={t('positions.openPositionForm.optional')}
              value={values[name]}
              onChange={(e) => set(name, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {t('positions.openPositionForm.fillingAnyCustomLevel')}
        </Text>
        <Group mt="md">
          <Button type="submit" loading={mutation.isPending}>
            {t('positions.openPositionForm.openPosition')}
          </Button>
        </Group>
      </form>
      {outcome?.kind === 'success' ? (
        <Alert color="teal" mt="md" role="status">
          {outcome.message}
        </Alert>
      ) : null}
      {outcome?.kind === 'failure' ? (
        <Alert color="red" mt="md" title={outcome.formNote} role="alert">
          {outcome.message}
        </Alert>
      ) : null}
    </Card>
  );
});
