import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconFileText, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { OnDemandPanel } from '../../../components/ui/on-demand-panel';
import { ReportSection } from '../../../components/ui/report-section';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatClockTime } from '../../../utils/format';
import { useAltcoinOverview } from '../api/get-altcoin-overview';
import { useAltcoinReport } from '../api/get-altcoin-report';
import { AltMoversTable } from './alt-movers-table';
import { AltcoinStats } from './altcoin-stats';
import { SectorBars } from './sector-bars';

/** 'Altcoin Analysis' on the Overview: loads on demand; tabs Overview, Top Gainers, Top Losers; the AI report. */
export function AltcoinAnalysisPanel() {
  const t = useT();
  const [requested, setRequested] = useState(false);
  const [showReport, setShowReport] = useState(false);
  const query = useAltcoinOverview(requested);
  const report = useAltcoinReport(showReport);
  const overview = query.data?.data;

  return (
    <OnDemandPanel
      id="altcoin-analysis"
      title={t('altcoinAnalysis.altcoinAnalysisPanel.altcoinAnalysis')}
      description={t('altcoinAnalysis.altcoinAnalysisPanel.altcoinsOver24H')}
      loadLabel={t('altcoinAnalysis.altcoinAnalysisPanel.loadAltcoinAnalysis')}
      loadingLabel={t('altcoinAnalysis.altcoinAnalysisPanel.loadingAltcoinAnalysis')}
      requested={requested}
      onLoad={() => setRequested(true)}
      query={query}
      headerRight={
        overview && (
          <Text size="xs" c={MUTED_TEXT}>
            {t('altcoinAnalysis.altcoinAnalysisPanel.updated')} {formatClockTime(overview.lastUpdated)}
          </Text>
        )
      }
    >
      {overview && (
        <Stack gap="md">
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t('altcoinAnalysis.altcoinAnalysisPanel.overview')}</Tabs.Tab>
              <Tabs.Tab value="gainers">{t('altcoinAnalysis.altcoinAnalysisPanel.topGainers')}</Tabs.Tab>
              <Tabs.Tab value="losers">{t('altcoinAnalysis.altcoinAnalysisPanel.topLosers')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="sm">
              <Stack gap="md">
                <AltcoinStats overview={overview} />
                <SectorBars sectors={overview.sectorPerformance} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="gainers" pt="sm">
              <AltMoversTable
                movers={overview.topGainers}
                emptyMessage={t('altcoinAnalysis.altcoinAnalysisPanel.aucunGagnantSur24')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="losers" pt="sm">
              <AltMoversTable
                movers={overview.topLosers}
                emptyMessage={t('altcoinAnalysis.altcoinAnalysisPanel.aucunPerdantSur24')}
              />
            </Tabs.Panel>
          </Tabs>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('altcoinAnalysis.altcoinAnalysisPanel.refreshAnalysis')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileText size={16} />}
              aria-expanded={showReport}
              onClick={() => setShowReport((shown) => !shown)}
            >
              {t('altcoinAnalysis.altcoinAnalysisPanel.aiReport')}
            </Button>
          </Group>
          {showReport && (
            <ReportSection
              label={t('altcoinAnalysis.altcoinAnalysisPanel.altcoinAiReport')}
              query={report}
              report={report.data && { text: report.data.data.report, source: report.data.data.reportSource }}
            />
          )}
        </Stack>
      )}
    </OnDemandPanel>
  );
}
