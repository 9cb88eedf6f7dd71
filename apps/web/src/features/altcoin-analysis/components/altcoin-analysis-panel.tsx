import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconFileText, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { OnDemandPanel } from '../../../components/ui/on-demand-panel';
import { ReportSection } from '../../../components/ui/report-section';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { formatClockTime } from '../../../utils/format';
import { useAltcoinOverview } from '../api/get-altcoin-overview';
import { useAltcoinReport } from '../api/get-altcoin-report';
import { AltMoversTable } from './alt-movers-table';
import { AltcoinStats } from './altcoin-stats';
import { SectorBars } from './sector-bars';

/** 'Altcoin Analysis' on the Overview: loads on demand; tabs Overview, Top Gainers, Top Losers; the AI report. */
export function AltcoinAnalysisPanel() {
  const [requested, setRequested] = useState(false);
  const [showReport, setShowReport] = useState(false);
  const query = useAltcoinOverview(requested);
  const report = useAltcoinReport(showReport);
  const overview = query.data?.data;

  return (
    <OnDemandPanel
      id="altcoin-analysis"
      title="Altcoin Analysis"
      description="Altcoins over 24 h: trend, sentiment, sectors and the biggest movers."
      loadLabel="Load Altcoin Analysis"
      loadingLabel="Loading altcoin analysis"
      requested={requested}
      onLoad={() => setRequested(true)}
      query={query}
      headerRight={
        overview && (
          <Text size="xs" c={MUTED_TEXT}>
            Updated {formatClockTime(overview.lastUpdated)}
          </Text>
        )
      }
    >
      {overview && (
        <Stack gap="md">
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="gainers">Top Gainers</Tabs.Tab>
              <Tabs.Tab value="losers">Top Losers</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="sm">
              <Stack gap="md">
                <AltcoinStats overview={overview} />
                <SectorBars sectors={overview.sectorPerformance} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="gainers" pt="sm">
              <AltMoversTable movers={overview.topGainers} emptyMessage="Aucun gagnant sur 24 h" />
            </Tabs.Panel>
            <Tabs.Panel value="losers" pt="sm">
              <AltMoversTable movers={overview.topLosers} emptyMessage="Aucun perdant sur 24 h" />
            </Tabs.Panel>
          </Tabs>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Refresh Analysis
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileText size={16} />}
              aria-expanded={showReport}
              onClick={() => setShowReport((shown) => !shown)}
            >
              AI Report
            </Button>
          </Group>
          {showReport && (
            <ReportSection
              label="Altcoin AI report"
              query={report}
              report={report.data && { text: report.data.data.report, source: report.data.data.reportSource }}
            />
          )}
        </Stack>
      )}
    </OnDemandPanel>
  );
}
