import { Stack, Text } from '@mantine/core';
import type { PriceLevelDto } from '@signaldesk/contracts/analyses';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatUsd } from '../../../utils/format';

/** The card shows up to two entry zones and two targets. */
export const LEVELS_SHOWN = 2;

/** A titled list of price levels with their reasons; says so when there is none. */
export function LevelList({ title, levels }: { title: string; levels: readonly PriceLevelDto[] }) {
  const t = useT();
  const shown = levels.slice(0, LEVELS_SHOWN);
  return (
    <Stack gap={4} aria-label={title} component="section">
      <Text size="xs" fw={600} tt="uppercase" c={MUTED_TEXT}>
        {title}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT}>
          {t('bitcoinAnalysis.levelList.noneNearThePrice')}
        </Text>
      ) : (
        shown.map((level) => (
          <div key={`${level.reason}-${level.price}`}>
            <Text size="sm" fw={600} ff="monospace">
              {formatUsd(level.price)}
            </Text>
            <Text size="xs" c={MUTED_TEXT}>
              {level.reason}
            </Text>
          </div>
        ))
      )}
    </Stack>
  );
}
