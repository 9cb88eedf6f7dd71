import { Tabs } from '@mantine/core';
import type { BacktestBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import { POSITION_CATEGORY_LABELS, type PositionCategory } from '@signaldesk/core/position/category';
import { useT } from '../../../i18n/use-t';
import { BreakdownTable } from './breakdown-table';
import { EntryHeatMap } from './entry-heat-map';
import { ExitReasonBadge } from './exit-reason-badge';
import { Panel } from './panel';

/** The trades split five ways (docs/backtesting-screen.md, "Breakdowns"), one tab each. */
export function BreakdownsPanel({ breakdowns }: { breakdowns: BacktestBreakdowns }) {
  const t = useT();
  return (
    <Panel
      title={t('backtesting.breakdownsPanel.breakdowns')}
      description={t('backtesting.breakdownsPanel.clickAColumnHeading')}
    >
      <Tabs defaultValue="exitReason" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="exitReason">{t('backtesting.breakdownsPanel.exitReason')}</Tabs.Tab>
          <Tabs.Tab value="symbol">{t('backtesting.breakdownsPanel.symbol')}</Tabs.Tab>
          <Tabs.Tab value="category">{t('backtesting.breakdownsPanel.category')}</Tabs.Tab>
          <Tabs.Tab value="direction">{t('backtesting.breakdownsPanel.direction')}</Tabs.Tab>
          <Tabs.Tab value="heatMap">{t('backtesting.breakdownsPanel.hourWeekday')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="exitReason" pt="sm">
          <BreakdownTable
            keyLabel={t('backtesting.breakdownsPanel.exitReason')}
            rows={breakdowns.byExitReason}
            renderKey={(key) => <ExitReasonBadge reason={key} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="symbol" pt="sm">
          <BreakdownTable keyLabel={t('backtesting.breakdownsPanel.symbol')} rows={breakdowns.bySymbol} />
        </Tabs.Panel>
        <Tabs.Panel value="category" pt="sm">
          <BreakdownTable
            keyLabel={t('backtesting.breakdownsPanel.category')}
            rows={breakdowns.byCategory}
            renderKey={(key) => POSITION_CATEGORY_LABELS[key as PositionCategory]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="direction" pt="sm">
          <BreakdownTable
            keyLabel={t('backtesting.breakdownsPanel.direction')}
            rows={breakdowns.byDirection}
          />
        </Tabs.Panel>
        <Tabs.Panel value="heatMap" pt="sm">
          <EntryHeatMap grid={breakdowns.entryHeatMap} />
        </Tabs.Panel>
      </Tabs>
    </Panel>
  );
}
