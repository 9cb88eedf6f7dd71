import { Stack, Table, Text } from '@mantine/core';
import type { BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import type { TextKey } from '../../../i18n';
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

type Indicators = BitcoinAnalysisDto['timeframeAnalysis']['1h']['indicators'];

/** The indicator rows, in the order the table shows them. */
const INDICATOR_ROWS: { label: TextKey; value: (indicators: Indicators) => string }[] = [
  { label: 'bitcoinAnalysis.comprehensiveAnalysis.rsi', value: (i) => orDash(i.rsi, (v) => v.toFixed(1)) },
  { label: 'bitcoinAnalysis.comprehensiveAnalysis.ema20', value: (i) => orDash(i.ema20, formatUsd) },
  { label: 'bitcoinAnalysis.comprehensiveAnalysis.ema50', value: (i) => orDash(i.ema50, formatUsd) },
  {
    label: 'bitcoinAnalysis.comprehensiveAnalysis.macdHist',
    value: (i) => orDash(i.macdHistogram, (v) => v.toFixed(2)),
  },
  { label: 'bitcoinAnalysis.comprehensiveAnalysis.atr', value: (i) => orDash(i.atr, formatUsd) },
];

/** Every timeframe's call with its indicator values and reasons, and the chart. */
export function ComprehensiveAnalysis({ analysis }: { analysis: BitcoinAnalysisDto }) {
  const t = useT();
  return (
    <Stack
      gap="md"
      component="section"
      aria-label={t('bitcoinAnalysis.comprehensiveAnalysis.comprehensiveAnalysis')}
    >
      {/* One column per timeframe, one row per indicator: four columns fit the card's half of the Overview at 1280
          and 1440 px, where seven (a column per indicator) pushed MACD and ATR out of sight. The box still scrolls
          sideways, reachable by keyboard, should a phone be narrower than the table. */}
      <section
        aria-label={t('bitcoinAnalysis.comprehensiveAnalysis.indicatorsByTimeframe')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table fz="sm" horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bitcoinAnalysis.comprehensiveAnalysis.indicator')}</Table.Th>
              {TIMEFRAMES.map((tf) => (
                <Table.Th key={tf}>{tf}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('bitcoinAnalysis.comprehensiveAnalysis.call')}</Table.Th>
              {TIMEFRAMES.map((tf) => {
                const timeframe = analysis.timeframeAnalysis[tf];
                return (
                  // nowrap on the cell, not a flex row: the table then sizes the column to the badge and figure.
                  <Table.Td key={tf} style={{ whiteSpace: 'nowrap' }}>
                    <RecommendationBadge value={timeframe.recommendation} /> {timeframe.confidence}%
                  </Table.Td>
                );
              })}
            </Table.Tr>
            {INDICATOR_ROWS.map(({ label, value }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {t(label)}
                </Table.Th>
                {TIMEFRAMES.map((tf) => (
                  <Table.Td key={tf} style={{ whiteSpace: 'nowrap' }}>
                    {value(analysis.timeframeAnalysis[tf].indicators)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
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
