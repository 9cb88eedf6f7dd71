import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartCandle, IconFileText, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { OnDemandPanel } from '../../../components/ui/on-demand-panel';
import { ReportSection } from '../../../components/ui/report-section';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatClockTime } from '../../../utils/format';
import { useBitcoinAnalysis } from '../api/get-bitcoin-analysis';
import { useBitcoinReport } from '../api/get-bitcoin-report';
import { BitcoinSummary } from './bitcoin-summary';
import { ComprehensiveAnalysis } from './comprehensive-analysis';

/** 'Bitcoin Analysis' on the Overview: loads on demand; the AI report and the comprehensive view open on demand. */
export function BitcoinAnalysisPanel() {
  const t = useT();
  const [requested, setRequested] = useState(false);
  const [showReport, setShowReport] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const query = useBitcoinAnalysis(requested);
  const report = useBitcoinReport(showReport);
  const analysis = query.data?.data;

  return (
    <OnDemandPanel
      id="bitcoin-analysis"
      title={t('bitcoinAnalysis.bitcoinAnalysisPanel.bitcoinAnalysis')}
      description={t('bitcoinAnalysis.bitcoinAnalysisPanel.btcOn1h4h')}
      loadLabel={t('bitcoinAnalysis.bitcoinAnalysisPanel.loadBitcoinAnalysis')}
      loadingLabel={t('bitcoinAnalysis.bitcoinAnalysisPanel.loadingBitcoinAnalysis')}
      requested={requested}
      onLoad={() => setRequested(true)}
      query={query}
      headerRight={
        analysis && (
          <Group gap="xs">
            <Text size="xs" c={MUTED_TEXT}>
              {t('bitcoinAnalysis.bitcoinAnalysisPanel.updated')} {formatClockTime(analysis.lastUpdated)}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconRefresh size={14} />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('bitcoinAnalysis.bitcoinAnalysisPanel.refresh')}
            </Button>
          </Group>
        )
      }
    >
      {analysis && (
        <Stack gap="md">
          <BitcoinSummary analysis={analysis} />
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconFileText size={16} />}
              aria-expanded={showReport}
              onClick={() => setShowReport((shown) => !shown)}
            >
              {t('bitcoinAnalysis.bitcoinAnalysisPanel.aiReport')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconChartCandle size={16} />}
              aria-expanded={showDetails}
              onClick={() => setShowDetails((shown) => !shown)}
            >
              {t('bitcoinAnalysis.bitcoinAnalysisPanel.comprehensiveAnalysis')}
            </Button>
          </Group>
          {showReport && (
            <ReportSection
              label={t('bitcoinAnalysis.bitcoinAnalysisPanel.bitcoinAiReport')}
              query={report}
              report={
                report.data && { text: report.data.data.tradingReport, source: report.data.data.reportSource }
              }
            />
          )}
          {showDetails && <ComprehensiveAnalysis analysis={analysis} />}
        </Stack>
      )}
    </OnDemandPanel>
  );
}
