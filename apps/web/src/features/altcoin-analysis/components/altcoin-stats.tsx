import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AltcoinOverview } from '@signaldesk/contracts/analyses';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatVolume } from '../../../utils/format';

const words = (value: string) => value.replace(/_/g, ' ');

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper p="xs">
      <Text size="xs" c={MUTED_TEXT}>
        {label}
      </Text>
      <Text size="sm" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

const tone = (value: string) =>
  /PUMP|BULLISH/.test(value) ? 'teal.4' : /DUMP|BEARISH/.test(value) ? 'red.4' : undefined;

/** The quick stats: trend, sentiment, season, volume, top sector, pumping and dumping shares. */
export function AltcoinStats({ overview }: { overview: AltcoinOverview }) {
  const t = useT();
  const q = overview.quickStats;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3 }}
      spacing="xs"
      role="group"
      aria-label={t('altcoinAnalysis.altcoinStats.altcoinMarketFigures')}
    >
      <Stat
        label={t('altcoinAnalysis.altcoinStats.marketTrend')}
        value={words(q.globalTrend)}
        color={tone(q.globalTrend)}
      />
      <Stat
        label={t('altcoinAnalysis.altcoinStats.sentiment')}
        value={words(q.marketSentiment)}
        color={tone(q.marketSentiment)}
      />
      <Stat
        label={t('altcoinAnalysis.altcoinStats.altcoinSeason')}
        value={q.altcoinSeason ? 'Yes' : 'No'}
        color={q.altcoinSeason ? 'teal.4' : undefined}
      />
      <Stat label={t('altcoinAnalysis.altcoinStats.volume24h')} value={`$${formatVolume(q.totalVolume)}`} />
      <Stat label={t('altcoinAnalysis.altcoinStats.topSector')} value={q.topSector} />
      <Stat
        label={
          q.btcDominanceMeasure === 'MARKET_CAP'
            ? t('altcoinAnalysis.altcoinStats.btcDominance')
            : t('altcoinAnalysis.altcoinStats.btcVolumeShare')
        }
        value={`${q.btcDominance.toFixed(1)}%`}
      />
      <Stat
        label={t('altcoinAnalysis.altcoinStats.pumping')}
        value={`${q.pumpingPercentage.toFixed(1)}%`}
        color="teal.4"
      />
      <Stat
        label={t('altcoinAnalysis.altcoinStats.dumping')}
        value={`${q.dumpingPercentage.toFixed(1)}%`}
        color="red.4"
      />
      <Stat
        label={t('altcoinAnalysis.altcoinStats.altsVsBtc')}
        value={`${overview.altVsBtc.outperforming}/${q.altCount} ahead`}
      />
    </SimpleGrid>
  );
}
