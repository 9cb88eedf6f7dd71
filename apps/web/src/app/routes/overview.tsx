import { Stack } from '@mantine/core';
import { OpenPositionsDashboard } from '../../features/positions/components/open-positions-dashboard';
import { TopMoversPanel } from '../../features/top-movers/components/top-movers-panel';

/** Overview (dashboard index): open positions with their cards, lists, form and modal, then Market Top Movers. */
export default function OverviewRoute() {
  return (
    <Stack gap="xl">
      <OpenPositionsDashboard />
      <TopMoversPanel />
    </Stack>
  );
}
