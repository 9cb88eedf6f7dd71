import { Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { BacktestCompare } from '@signaldesk/contracts/backtest-runs';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { useT } from '../../../../i18n/use-t';
import { getErrorMessage } from '../../../../lib/api-client';
import { useRunComparison } from '../../api/backtest-runs';
import { fieldLabel } from '../../config/field-text';
import { startedBalancePoints } from '../../utils/chart-data';
import { FIGURE_TEXT, formatFigure } from '../../utils/run-figures';
import { Panel } from '../panel';
import { EquityOverlayChart } from './equity-overlay-chart';
import { runTitle } from './run-card';
import { ScrollBox } from './scroll-box';

/** One colour per compared run, distinct on the dark panels. */
export const RUN_COLORS = ['#20c997', '#ff922b', '#b197fc', '#4dabf7'] as const;

function configText(value: number | boolean | string | null): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return String(value);
}

/** Wide enough for every column; two runs fit a phone, more scroll sideways inside the box. */
const tableWidth = (data: BacktestCompare) => 130 + data.runs.length * 95;

function RunHeads({ data }: { data: BacktestCompare }) {
  return (
    <>
      {data.runs.map((run, index) => (
        <Table.Th key={run.id} ta="right" style={{ borderBottom: `3px solid ${RUN_COLORS[index]}` }}>
          {runTitle(run)}
        </Table.Th>
      ))}
    </>
  );
}

function Differences({ data }: { data: BacktestCompare }) {
  const t = useT();
  if (data.differences.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.runComparison.theseRunsShareEvery')}
      </Text>
    );
  return (
    <ScrollBox
      label={t('backtesting.runComparison.settingsThatDifferScrollable')}
      minWidth={tableWidth(data)}
    >
      <Table aria-label={t('backtesting.runComparison.settingsThatDiffer')} striped={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backtesting.runComparison.setting')}</Table.Th>
            <RunHeads data={data} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.differences.map((difference) => (
            <Table.Tr key={difference.key}>
              <Table.Th fw={500} scope="row">
                {fieldLabel(difference.key)}
              </Table.Th>
              {difference.values.map((value, index) => {
                const changed = index > 0 && value !== difference.values[0];
                return (
                  <Table.Td
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per compared run, in their order
                    key={index}
                    ta="right"
                    fw={changed ? 700 : 400}
                    style={{
                      fontVariantNumeric: 'tabular-nums',
                      background: changed ? 'var(--mantine-color-yellow-light)' : undefined,
                    }}
                  >
                    {configText(value)}
                    {changed && (
                      <VisuallyHidden> {t('backtesting.runComparison.differsFromTheFirst')}</VisuallyHidden>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

function Figures({ data }: { data: BacktestCompare }) {
  const t = useT();
  return (
    <ScrollBox label={t('backtesting.runComparison.figuresSideBySide')} minWidth={tableWidth(data)}>
      <Table aria-label={t('backtesting.runComparison.figuresSideBySide2')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backtesting.runComparison.figure')}</Table.Th>
            <RunHeads data={data} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.figures.map((figure) => (
            <Table.Tr key={figure.key}>
              <Table.Th fw={500} scope="row">
                {FIGURE_TEXT[figure.key].label}
              </Table.Th>
              {figure.values.map((value, index) => {
                const best = figure.best.includes(index);
                return (
                  <Table.Td
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per compared run, in their order
                    key={index}
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    fw={best ? 700 : 400}
                    c={best ? 'var(--mantine-color-teal-text)' : undefined}
                  >
                    {best && (
                      <Badge size="xs" color="teal" variant="light" mr={6} tt="none">
                        {t('backtesting.runComparison.best')}
                      </Badge>
                    )}
                    {formatFigure(figure.key, value)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

function EquityCurves({ data }: { data: BacktestCompare }) {
  const curves = useMemo(
    () =>
      data.runs.map((run, index) => {
        const equity = data.equity.find((curve) => curve.runId === run.id);
        const points = equity
          ? startedBalancePoints(
              equity.points.map((point) => ({ time: point.date, value: point.balance })),
              equity.initialBalance,
            )
          : [];
        return { label: runTitle(run), color: RUN_COLORS[index] ?? RUN_COLORS[0], points };
      }),
    [data],
  );
  return <EquityOverlayChart curves={curves} />;
}

/** Two to four runs side by side (docs/backtesting-screen.md, Compare). */
export function RunComparison({ ids, onClose }: { ids: readonly number[]; onClose: () => void }) {
  const t = useT();
  const comparison = useRunComparison(ids);
  return (
    <Panel
      title={t('backtesting.runComparison.compareRuns')}
      description={t('backtesting.runComparison.settingsThatDifferAre')}
      aside={
        <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} />} onClick={onClose}>
          {t('backtesting.runComparison.closeComparison')}
        </Button>
      }
    >
      {comparison.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">
            {t('backtesting.runComparison.comparing')} {ids.length} {t('backtesting.runComparison.runs')}
          </Text>
        </Group>
      ) : comparison.isError ? (
        <ErrorState
          message={t('backtesting.runComparison.theComparisonCouldNot', {
            v0: getErrorMessage(comparison.error, 'Unknown error'),
          })}
          onRetry={() => void comparison.refetch()}
          retrying={comparison.isFetching}
        />
      ) : (
        <Stack gap="md">
          <Text fw={600}>{t('backtesting.runComparison.settingsThatDiffer')}</Text>
          <Differences data={comparison.data} />
          <Text fw={600}>{t('backtesting.runComparison.summaryAndRiskFigures')}</Text>
          <Figures data={comparison.data} />
          <Text fw={600}>{t('backtesting.runComparison.balanceCurves')}</Text>
          <EquityCurves data={comparison.data} />
        </Stack>
      )}
    </Panel>
  );
}
