import { Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { SweepResult } from '@signaldesk/contracts/backtest-sweeps';
import { METRIC_BETTER } from '@signaldesk/core/backtest/run-metrics';
import { useT } from '../../../../i18n/use-t';
import { fieldLabel } from '../../config/field-text';
import { formatMetric, METRIC_TEXT } from '../../utils/run-figures';
import { goodness, sweepCellColor } from '../../utils/sweep-colors';
import { ScrollBox } from '../runs/scroll-box';

type Cell = SweepResult['cells'][number];

interface SweepGridProps {
  result: SweepResult;
  onPick: (cell: Cell) => void;
}

const CELL_WIDTH = 84;

/** Where a cell sits: `Take profit 1 1.7, Stop loss -3.8`. */
function cellPlace(result: SweepResult, cell: Cell): string {
  return result.axes.map((axis, index) => `${fieldLabel(axis.field)} ${cell.values[index]}`).join(', ');
}

const tradesText = (trades: number) => `${trades} ${trades === 1 ? 'trade' : 'trades'}`;

/**
 * One cell: the metric and the trade count in view; its place and what a click does are said to assistive
 * technology inside the button's own text, so that its name holds what it shows.
 */
function CellButton({
  result,
  cell,
  share,
  best,
  onPick,
}: {
  result: SweepResult;
  cell: Cell;
  share: number | null;
  best: boolean;
  onPick: (cell: Cell) => void;
}) {
  const t = useT();
  const metric = result.status.metric;
  const place = cellPlace(result, cell);
  const value = formatMetric(metric, cell.metric);
  return (
    <UnstyledButton
      onClick={() => onPick(cell)}
      title={t('backtesting.sweepGrid.clickToLoadThis', {
        place,
        label: METRIC_TEXT[metric].label,
        value,
        v3: tradesText(cell.trades),
      })}
      data-best={best || undefined}
      style={{
        display: 'block',
        width: '100%',
        minWidth: CELL_WIDTH - 4,
        padding: '4px 2px',
        textAlign: 'center',
        color: '#fff',
        background: sweepCellColor(share),
        borderRadius: 4,
        outline: best ? '3px solid var(--mantine-color-yellow-4)' : undefined,
        outlineOffset: -3,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Text size="xs" fw={700} c="inherit" lh={1.3}>
        <VisuallyHidden>{`${place}: ${METRIC_TEXT[metric].label} `}</VisuallyHidden>
        {value}
      </Text>
      <Text size="xs" c="inherit" lh={1.3}>
        <VisuallyHidden>, </VisuallyHidden>
        {best && <span aria-hidden>★ </span>}
        {tradesText(cell.trades)}
        <VisuallyHidden>
          {best ? t('backtesting.sweepGrid.bestCellLoadInto') : t('backtesting.sweepGrid.loadIntoTheForm')}
        </VisuallyHidden>
      </Text>
    </UnstyledButton>
  );
}

/**
 * The sweep's metric per combination: a heat map with the first field down and the second across, or one row
 * for a single field. Each cell shows the metric and its trade count; the best cell is ringed; a click loads
 * that configuration into the form.
 */
/** One header cell per value of a swept field, across the top of the line or the heat map. */
function AxisValueHeaders({ values }: { values: readonly number[] }) {
  return values.map((value) => (
    <Table.Th key={value} ta="center" fz="xs">
      {value}
    </Table.Th>
  ));
}

export function SweepGrid({ result, onPick }: SweepGridProps) {
  const t = useT();
  const [rowAxis, columnAxis] = result.axes;
  if (!rowAxis) return null;
  const known = result.cells.flatMap((cell) => (cell.metric === null ? [] : [cell.metric]));
  const min = Math.min(...known);
  const max = Math.max(...known);
  const better = METRIC_BETTER[result.status.metric];
  const shareOf = (cell: Cell) => (cell.metric === null ? null : goodness(cell.metric, min, max, better));
  const bestAt = result.best?.at.join(',');
  const isBest = (cell: Cell) => cell.at.join(',') === bestAt;
  // One lookup per drawn cell: up to 400 cells, each found by its position rather than by a scan.
  const byPosition = new Map(
    result.cells.map((cell) => [columnAxis ? cell.at.join(',') : String(cell.at[0]), cell]),
  );
  const cellAt = (row: number, column: number): Cell | undefined =>
    byPosition.get(columnAxis ? `${row},${column}` : String(row));

  if (result.cells.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.sweepGrid.noCombinationWasComputed')}
      </Text>
    );

  /** One cell of the line or the heat map: its button, or 'not run' for a combination the sweep did not reach. */
  const gridCell = (key: number, cell: ReturnType<typeof cellAt>) => (
    <Table.Td key={key} p={2}>
      {cell ? (
        <CellButton result={result} cell={cell} share={shareOf(cell)} best={isBest(cell)} onPick={onPick} />
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          {t('backtesting.sweepGrid.notRun')}
        </Text>
      )}
    </Table.Td>
  );

  if (!columnAxis) {
    return (
      <ScrollBox
        label={t('backtesting.sweepGrid.sweepCellsScrollable')}
        minWidth={rowAxis.values.length * CELL_WIDTH}
      >
        <Table
          aria-label={t('backtesting.sweepGrid.by', {
            label: METRIC_TEXT[result.status.metric].label,
            v1: fieldLabel(rowAxis.field),
          })}
          withRowBorders={false}
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <AxisValueHeaders values={rowAxis.values} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>{rowAxis.values.map((value, index) => gridCell(value, cellAt(index, 0)))}</Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollBox>
    );
  }

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('backtesting.sweepGrid.rows')} {fieldLabel(rowAxis.field)} ({rowAxis.field}
        {t('backtesting.sweepGrid.columns')} {fieldLabel(columnAxis.field)} ({columnAxis.field})
      </Text>
      <ScrollBox
        label={t('backtesting.sweepGrid.sweepHeatMapScrollable')}
        minWidth={80 + columnAxis.values.length * CELL_WIDTH}
      >
        <Table
          aria-label={t('backtesting.sweepGrid.byRowsAndColumns', {
            label: METRIC_TEXT[result.status.metric].label,
            v1: fieldLabel(rowAxis.field),
            v2: fieldLabel(columnAxis.field),
          })}
          withRowBorders={false}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th fz="xs">
                <VisuallyHidden>
                  {fieldLabel(rowAxis.field)} {t('backtesting.sweepGrid.down')} {fieldLabel(columnAxis.field)}{' '}
                  {t('backtesting.sweepGrid.across')}
                </VisuallyHidden>
              </Table.Th>
              <AxisValueHeaders values={columnAxis.values} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowAxis.values.map((rowValue, row) => (
              <Table.Tr key={rowValue}>
                <Table.Th fz="xs" scope="row">
                  {rowValue}
                </Table.Th>
                {columnAxis.values.map((columnValue, column) => gridCell(columnValue, cellAt(row, column)))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
    </Stack>
  );
}
