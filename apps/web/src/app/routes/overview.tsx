import { SimpleGrid, Stack } from '@mantine/core';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { AltcoinAnalysisPanel } from '../../features/altcoin-analysis/components/altcoin-analysis-panel';
import { BitcoinAnalysisPanel } from '../../features/bitcoin-analysis/components/bitcoin-analysis-panel';
import { OpenPositionsDashboard } from '../../features/positions/components/open-positions-dashboard';
import { TopMoversPanel } from '../../features/top-movers/components/top-movers-panel';

/**
 * Overview (dashboard index): open positions with their cards, lists, form and modal, Market Top Movers, then
 * the Bitcoin and Altcoin analyses side by side (stacked on a phone). The panels below the positions render
 * once the positions have painted.
 */
export default function OverviewRoute() {
  return (
    <Stack gap="xl">
      <OpenPositionsDashboard />
      <AfterFirstPaint minHeight={600}>
        <Stack gap="xl">
          <TopMoversPanel />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl" style={{ alignItems: 'start' }}>
            <BitcoinAnalysisPanel />
            <AltcoinAnalysisPanel />
          </SimpleGrid>
        </Stack>
      </AfterFirstPaint>
    </Stack>
  );
}
