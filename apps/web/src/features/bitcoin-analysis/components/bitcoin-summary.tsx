import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { bitcoinVerdict, cardPredictions } from '@signaldesk/core/analysis/bitcoin-verdict';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { formatUsd } from '../../../utils/format';
import { LevelList } from './level-list';
import { RecommendationBadge } from './recommendation-badge';

/** The card's body: price, ACTION NOW, the four predictions, levels and the analysis text. */
export function BitcoinSummary({ analysis }: { analysis: BitcoinAnalysisDto }) {
  const verdict = bitcoinVerdict(analysis);
  const { entryZones, targets } = analysis.recommendations.specificLevels;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="xs" c={MUTED_TEXT}>
            BTCUSDT
          </Text>
          <Text fz={28} fw={700} ff="monospace" lh={1.1}>
            {formatUsd(analysis.currentPrice)}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
            Action now
          </Text>
          <RecommendationBadge value={verdict} size="xl" />
        </Stack>
      </Group>

      <Group gap="xs">
        <Text size="sm">Overall:</Text>
        <RecommendationBadge value={analysis.prediction} />
        <Text size="sm">{analysis.confidence}% confidence</Text>
      </Group>

      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" role="group" aria-label="Predictions">
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
        <LevelList title="Entry zones" levels={entryZones} />
        <LevelList title="Profit targets" levels={targets} />
        <Stack gap={4} aria-label="Security levels" component="section">
          <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
            Security levels
          </Text>
          <Text size="sm">
            24 h low{' '}
            <Text span fw={600} ff="monospace">
              {formatUsd(analysis.keyLevels.dailyLow)}
            </Text>
          </Text>
          <Text size="sm">
            24 h high{' '}
            <Text span fw={600} ff="monospace">
              {formatUsd(analysis.keyLevels.dailyHigh)}
            </Text>
          </Text>
        </Stack>
      </SimpleGrid>

      <Stack gap={4} aria-label="Analysis" component="section">
        <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
          Analysis
        </Text>
        <Text size="sm">{analysis.recommendations.primary}</Text>
        <Text size="sm" c={MUTED_TEXT}>
          {analysis.recommendations.secondary}
        </Text>
      </Stack>
    </Stack>
  );
}
