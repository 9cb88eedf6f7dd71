import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  MAX_IN_SAMPLE_SHARE,
  MAX_SWEEP_COMBINATIONS,
  MAX_SWEEP_FIELDS,
  MIN_IN_SAMPLE_SHARE,
  type SweepAxisInput,
  type SweepStart,
} from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { BACKTEST_METRICS, type BacktestMetric } from '@signaldesk/core/backtest/run-metrics';
import { sweepCombinations } from '@signaldesk/core/backtest/sweep';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { METRIC_TEXT } from '../../utils/run-figures';
import { defaultAxis, issuesByPlace, SWEEP_FIELD_OPTIONS, sweepFormIssues } from '../../utils/sweep-form';
import { SweepAxisInputs } from './sweep-axis-inputs';

export const SWEEP_BLOCKED_ID = 'sweep-start-blocked';
const DEFAULT_IN_SAMPLE_PERCENT = 70;

interface SweepFormProps {
  /** The form's configuration: every field not swept keeps its value. */
  config: BacktestConfig;
  /** True while a sweep of mine runs (one at a time) or a start is being sent. */
  busy: boolean;
  starting: boolean;
  onStart: (request: SweepStart) => void;
}

/** One or two fields, each with a range and step, a metric and an optional split (docs/backtesting-screen.md, Sweeps). */
export function SweepForm({ config, busy, starting, onStart }: SweepFormProps) {
  const t = useT();
  const [axes, setAxes] = useState<SweepAxisInput[]>(() => [defaultAxis('tp1Percent', config)]);
  const [metric, setMetric] = useState<BacktestMetric>('totalPnl');
  const [split, setSplit] = useState(false);
  const [inSamplePercent, setInSamplePercent] = useState<number | string>(DEFAULT_IN_SAMPLE_PERCENT);

  const issues = useMemo(() => sweepFormIssues(config, axes), [config, axes]);
  const places = issuesByPlace(issues);
  const shareValid =
    typeof inSamplePercent === 'number' &&
    inSamplePercent >= MIN_IN_SAMPLE_SHARE * 100 &&
    inSamplePercent <= MAX_IN_SAMPLE_SHARE * 100;
  const combinations = sweepCombinations(axes);
  const blocked = issues.length > 0 || (split && !shareValid);

  const setAxis = (index: number, axis: SweepAxisInput) =>
    setAxes((current) => current.map((old, at) => (at === index ? axis : old)));

  function addAxis() {
    const taken = new Set(axes.map((axis) => axis.field));
    const field = (
      ['stopLossPercent', 'tp2Percent', ...SWEEP_FIELD_OPTIONS.map((o) => o.value)] as const
    ).find((candidate) => !taken.has(candidate));
    if (field) setAxes((current) => [...current, defaultAxis(field, config)]);
  }

  return (
    <form
      aria-label={t('backtesting.sweepForm.sweepSettings')}
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked || busy) return;
        onStart({
          config,
          axes,
          metric,
          inSampleShare: split && typeof inSamplePercent === 'number' ? inSamplePercent / 100 : null,
        });
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: axes.length }} spacing="sm">
          {axes.map((axis, index) => (
            <SweepAxisInputs
              // biome-ignore lint/suspicious/noArrayIndexKey: the axes are the first and the second, by place
              key={index}
              index={index}
              axis={axis}
              errors={places.axes[index] ?? {}}
              otherField={axes[1 - index]?.field ?? null}
              disabled={starting}
              onChange={(next) => setAxis(index, next)}
              onFieldChange={(field) => setAxis(index, defaultAxis(field, config))}
              onRemove={
                axes.length > 1
                  ? () => setAxes((current) => current.filter((_, at) => at !== index))
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
        {axes.length < MAX_SWEEP_FIELDS && (
          <Group>
            <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={addAxis}>
              {t('backtesting.sweepForm.addASecondField')}
            </Button>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('backtesting.sweepForm.metric')}
            description={t('backtesting.sweepForm.judgesEachCombinationThe')}
            data={BACKTEST_METRICS.map((value) => ({ value, label: METRIC_TEXT[value].label }))}
            value={metric}
            onChange={(value) => value && setMetric(value as BacktestMetric)}
            allowDeselect={false}
          />
          <Stack gap={6}>
            <Switch
              label={t('backtesting.sweepForm.outOfSampleCheck')}
              description={t('backtesting.sweepForm.pickTheBestCell')}
              checked={split}
              onChange={(event) => setSplit(event.currentTarget.checked)}
            />
            {split && (
              <NumberInput
                label={t('backtesting.sweepForm.inSampleShare')}
                description={t('backtesting.sweepForm.theFirstPartTo', {
                  v0: MIN_IN_SAMPLE_SHARE * 100,
                  v1: MAX_IN_SAMPLE_SHARE * 100,
                })}
                value={inSamplePercent}
                onChange={setInSamplePercent}
                min={MIN_IN_SAMPLE_SHARE * 100}
                max={MAX_IN_SAMPLE_SHARE * 100}
                clampBehavior="none"
                allowDecimal={false}
                suffix=" %"
                error={
                  shareValid
                    ? undefined
                    : t('backtesting.sweepForm.theInSampleShare', {
                        v0: MIN_IN_SAMPLE_SHARE * 100,
                        v1: MAX_IN_SAMPLE_SHARE * 100,
                      })
                }
              />
            )}
          </Stack>
        </SimpleGrid>
        <Group gap="sm" wrap="wrap" align="center">
          <Button
            type="submit"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={blocked || busy}
            loading={starting}
            aria-describedby={blocked ? SWEEP_BLOCKED_ID : undefined}
          >
            {t('backtesting.sweepForm.startSweep')}
          </Button>
          <Text
            size="sm"
            fw={600}
            c={combinations > MAX_SWEEP_COMBINATIONS ? 'var(--mantine-color-error)' : undefined}
            role="status"
          >
            {combinations}{' '}
            {combinations === 1
              ? t('backtesting.sweepForm.combination')
              : t('backtesting.sweepForm.combinations')}{' '}
            {t('backtesting.sweepForm.atMost')} {MAX_SWEEP_COMBINATIONS})
          </Text>
          {busy && !starting && (
            <Text size="sm" c="dimmed">
              {t('backtesting.sweepForm.oneSweepAtA')}
            </Text>
          )}
        </Group>
        {places.general.length > 0 && (
          <Stack gap={2} id={SWEEP_BLOCKED_ID}>
            {places.general.map((message) => (
              <Text key={message} size="sm" c="var(--mantine-color-error)">
                {message}
              </Text>
            ))}
          </Stack>
        )}
        {blocked && places.general.length === 0 && (
          <Text size="sm" c="var(--mantine-color-error)" id={SWEEP_BLOCKED_ID}>
            {t('backtesting.sweepForm.fixTheMarkedBoxes')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
