import { Table, Text } from '@mantine/core';
import type { HeatCell } from '@signaldesk/core/backtest/breakdowns';
import { useT } from '../../../i18n/use-t';
import { formatCount, formatSignedUsd } from '../../../utils/format';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Green for a gain, red for a loss, the stronger the larger against the largest cell. */
export function heatColor(profitLoss: number, largest: number): string {
  if (largest === 0 || profitLoss === 0) return 'transparent';
  const strength = 0.15 + 0.75 * Math.min(1, Math.abs(profitLoss) / largest);
  return profitLoss > 0
    ? `rgba(47, 158, 68, ${strength.toFixed(2)})`
    : `rgba(224, 49, 49, ${strength.toFixed(2)})`;
}

/** P&L by UTC entry hour (columns) and weekday (rows); each cell names its figures to assistive technology. */
export function EntryHeatMap({ grid }: { grid: HeatCell[][] }) {
  const t = useT();
  const largest = Math.max(0, ...grid.flat().map((cell) => Math.abs(cell.profitLoss)));
  if (!grid.some((day) => day.some((cell) => cell.trades > 0))) {
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.entryHeatMap.noTradeToPlace')}
      </Text>
    );
  }
  return (
    <section
      style={{ overflowX: 'auto' }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t('backtesting.entryHeatMap.scrollableTable')}
    >
      <div style={{ minWidth: 720 }}>
        <Table
          withTableBorder={false}
          horizontalSpacing={0}
          verticalSpacing={0}
          aria-label={t('backtesting.entryHeatMap.pLByEntry')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th fz="xs">{t('backtesting.entryHeatMap.utc')}</Table.Th>
              {HOURS.map((hour) => (
                <Table.Th key={hour} fz="xs" ta="center" fw={500}>
                  {hour}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((day, weekday) => (
              <Table.Tr key={WEEKDAYS[weekday]}>
                <Table.Th fz="xs" fw={600} pr={6}>
                  {WEEKDAYS[weekday]}
                </Table.Th>
                {day.map((cell, hour) => {
                  const text =
                    cell.trades === 0
                      ? `${WEEKDAYS[weekday]} ${hour}:00: no trade`
                      : `${WEEKDAYS[weekday]} ${hour}:00: ${formatCount(cell.trades)} ${cell.trades === 1 ? 'trade' : 'trades'}, ${formatSignedUsd(cell.profitLoss)}`;
                  return (
                    <Table.Td
                      key={HOURS[hour]}
                      title={text}
                      aria-label={text}
                      h={24}
                      style={{
                        background: heatColor(cell.profitLoss, largest),
                        border: '1px solid var(--mantine-color-default-border)',
                      }}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
