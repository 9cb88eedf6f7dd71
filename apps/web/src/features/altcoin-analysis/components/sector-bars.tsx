import { Group, Progress, Stack, Text } from '@mantine/core';
import type { AltcoinOverview } from '@signaldesk/contracts/analyses';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatSignedPercent } from '../../../utils/format';

const SECTOR_LABELS: Record<string, string> = {
  defi: 'DeFi',
  layer1: 'Layer 1',
  gaming: 'Gaming',
  ai: 'AI',
  other: 'Other',
};

/** Each sector's average 24 h change as a bar, best first; bars scale to the largest move. */
export function SectorBars({ sectors }: { sectors: AltcoinOverview['sectorPerformance'] }) {
  const t = useT();
  const rows = Object.entries(sectors).sort(([, a], [, b]) => b - a);
  const largest = Math.max(0.01, ...rows.map(([, change]) => Math.abs(change)));
  return (
    <Stack gap={6} component="section" aria-label={t('altcoinAnalysis.sectorBars.sectorPerformance')}>
      <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
        {t('altcoinAnalysis.sectorBars.sectorPerformance24H')}
      </Text>
      {rows.map(([sector, change]) => (
        <Group key={sector} gap="xs" wrap="nowrap">
          <Text size="sm" w={70} style={{ flexShrink: 0 }}>
            {SECTOR_LABELS[sector] ?? sector}
          </Text>
          <Progress
            flex={1}
            value={(Math.abs(change) / largest) * 100}
            color={change >= 0 ? 'teal' : 'red'}
            aria-label={`${SECTOR_LABELS[sector] ?? sector} ${formatSignedPercent(change)}`}
          />
          <Text size="sm" w={64} ta="right" ff="monospace" c={change >= 0 ? 'teal.4' : 'red.4'}>
            {formatSignedPercent(change)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
