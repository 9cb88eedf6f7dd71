import { Stack, Table, Text } from '@mantine/core';
import type { BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatUsd } from '../../../utils/format';
import { RecommendationBadge } from './recommendation-badge';

// The chart library loads when the comprehensive view first opens, not with the Overview.
const BitcoinChart = lazy(() =>
  import('./bitcoin-chart').then((module) => ({ default: module.BitcoinChart })),
);

const TIMEFRAMES = ['1h', '4h', '1d'] as const;
const orDash = (value: number | null, format: (v: number) => string) =>
  value === null ? '-' : format(value);

/** Every timeframe's call with its indicator values and reasons, and the chart. */
export function ComprehensiveAnalysis({ analysis }: { analysis: BitcoinAnalysisDto }) {
  const t = useT();
  return (
    <Stack
      gap="md"
      component="section"
      aria-label={t('bitcoinAnalysis.comprehensiveAnalysis.comprehensiveAnalysis')}
    >
      {/* A focusable scroll box: keyboard users can scroll the table sideways on a phone. */}
      <section
        aria-label={t('bitcoinAnalysis.comprehensiveAnalysis.indicatorsByTimeframe')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.timeframe')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.call')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.rsi')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.ema20')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.ema50')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.macdHist')}</Table.Th>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.atr')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TIMEFRAMES.map((tf) => {
              const t = analysis.timeframeAnalysis[tf];
              return (
                <Table.Tr key={tf}>
                  <Table.Td>{tf}</Table.Td>
                  {/* nowrap on the cell, not a flex row: the table then sizes the column to the badge and figure. */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <RecommendationBadge value={t.recommendation} /> {t.confidence}%
                  </Table.Td>
                  <Table.Td>{orDash(t.indicators.rsi, (v) => v.toFixed(1))}</Table.Td>
                  <Table.Td>{orDash(t.indicators.ema20, formatUsd)}</Table.Td>
                  <Table.Td>{orDash(t.indicators.ema50, formatUsd)}</Table.Td>
                  <Table.Td>{orDash(t.indicators.macdHistogram, (v) => v.toFixed(2))}</Table.Td>
                  <Table.Td>{orDash(t.indicators.atr, formatUsd)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </section>
      {TIMEFRAMES.map((tf) => (
        <Text key={tf} size="xs" c={MUTED_TEXT}>
          {tf}:{' '}
          {analysis.timeframeAnalysis[tf].signals.join('; ') ||
            t('bitcoinAnalysis.comprehensiveAnalysis.tooLittleHistoryFor')}
        </Text>
      ))}
      <Suspense
        fallback={
          <PageLoader label={t('bitcoinAnalysis.comprehensiveAnalysis.loadingTheChart')} minHeight={200} />
        }
      >
        <BitcoinChart analysis={analysis} />
      </Suspense>
    </Stack>
  );
}
