import { Tabs } from '@mantine/core';
import type { BacktestBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import { POSITION_CATEGORY_LABELS, type PositionCategory } from '@signaldesk/core/position/category';
import { BreakdownTable } from './breakdown-table';
import { EntryHeatMap } from './entry-heat-map';
import { ExitReasonBadge } from './exit-reason-badge';
import { Panel } from './panel';

/** The trades split five ways (docs/backtesting-screen.md, "Breakdowns"), one tab each. */
export function BreakdownsPanel({ breakdowns }: { breakdowns: BacktestBreakdowns }) {
  return (
    <Panel
      title="Breakdowns"
      description="Click a column heading to sort. Hours and weekdays are UTC entry times."
    >
      <Tabs defaultValue="exitReason" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="exitReason">Exit reason</Tabs.Tab>
          <Tabs.Tab value="symbol">Symbol</Tabs.Tab>
          <Tabs.Tab value="category">Category</Tabs.Tab>
          <Tabs.Tab value="direction">Direction</Tabs.Tab>
          <Tabs.Tab value="heatMap">Hour × weekday</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="exitReason" pt="sm">
          <BreakdownTable
            keyLabel="Exit reason"
            rows={breakdowns.byExitReason}
            renderKey={(key) => <ExitReasonBadge reason={key} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="symbol" pt="sm">
          <BreakdownTable keyLabel="Symbol" rows={breakdowns.bySymbol} />
        </Tabs.Panel>
        <Tabs.Panel value="category" pt="sm">
          <BreakdownTable
            keyLabel="Category"
            rows={breakdowns.byCategory}
            renderKey={(key) => POSITION_CATEGORY_LABELS[key as PositionCategory]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="direction" pt="sm">
          <BreakdownTable keyLabel="Direction" rows={breakdowns.byDirection} />
        </Tabs.Panel>
        <Tabs.Panel value="heatMap" pt="sm">
          <EntryHeatMap grid={breakdowns.entryHeatMap} />
        </Tabs.Panel>
      </Tabs>
    </Panel>
  );
}
