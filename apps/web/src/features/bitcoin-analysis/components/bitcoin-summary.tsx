import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { bitcoinVerdict, cardPredictions } from '@signaldesk/core/analysis/bitcoin-verdict';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatUsd } from '../../../utils/format';
import { LevelList } from './level-list';
import { RecommendationBadge } from './recommendation-badge';

/** The card's body: price, ACTION NOW, the four predictions, levels and the analysis text. */
export function BitcoinSummary({ analysis }: { analysis: BitcoinAnalysisDto }) {
  const t = useT();
  const verdict = bitcoinVerdict(analysis);
  const { entryZones, targets } = analysis.recommendations.specificLevels;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="xs" c={MUTED_TEXT}>
            {t('bitcoinAnalysis.bitcoinSummary.btcusdt')}
          </Text>
          <Text fz={28} fw={700} ff="monospace" lh={1.1}>
            {formatUsd(analysis.currentPrice)}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
            {t('bitcoinAnalysis.bitcoinSummary.actionNow')}
          </Text>
          <RecommendationBadge value={verdict} size="xl" />
        </Stack>
      </Group>

      <Group gap="xs">
        <Text size="sm">{t('bitcoinAnalysis.bitcoinSummary.overall')}</Text>
        <RecommendationBadge value={analysis.prediction} />
        <Text size="sm">
          {analysis.confidence}
          {t('bitcoinAnalysis.bitcoinSummary.confidence')}
        </Text>
      </Group>

      <SimpleGrid
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        role="group"
        aria-label={t('bitcoinAnalysis.bitcoinSummary.predictions')}
      >
        {cardPredictions(analysis).map((prediction) => (
          <Paper key={prediction.label} p="xs" ta="center">
            <Text size="xs" c={MUTED_TEXT}>
              {prediction.label}
            </Text>
            <RecommendationBadge value={prediction.recommendation} />
            <Text size="xs" mt={2}>
              {prediction.confidence}%
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <LevelList title={t('bitcoinAnalysis.bitcoinSummary.entryZones')} levels={entryZones} />
        <LevelList title={t('bitcoinAnalysis.bitcoinSummary.profitTargets')} levels={targets} />
        <Stack gap={4} aria-label={t('bitcoinAnalysis.bitcoinSummary.securityLevels')} component="section">
          <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
            {t('bitcoinAnalysis.bitcoinSummary.securityLevels')}
          </Text>
          <Text size="sm">
            {t('bitcoinAnalysis.bitcoinSummary.t24HLow')}{' '}
            <Text span fw={600} ff="monospace">
              {formatUsd(analysis.keyLevels.dailyLow)}
            </Text>
          </Text>
          <Text size="sm">
            {t('bitcoinAnalysis.bitcoinSummary.t24HHigh')}{' '}
            <Text span fw={600} ff="monospace">
              {formatUsd(analysis.keyLevels.dailyHigh)}
            </Text>
          </Text>
        </Stack>
      </SimpleGrid>

      <Stack gap={4} aria-label={t('bitcoinAnalysis.bitcoinSummary.analysis')} component="section">
        <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
          {t('bitcoinAnalysis.bitcoinSummary.analysis')}
        </Text>
        <Text size="sm">{analysis.recommendations.primary}</Text>
        <Text size="sm" c={MUTED_TEXT}>
          {analysis.recommendations.secondary}
        </Text>
      </Stack>
    </Stack>
  );
}
