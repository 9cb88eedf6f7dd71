import { Anchor, Group, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { useT } from '../../../i18n/use-t';
import { leaderboardUrl } from '../utils/leaderboard-url';

/**
 * The symbol, plus a '(View)' link to the trader's leaderboard profile for a golden position with a traderId; the
 * link goes under the symbol when the column is narrow.
 */
export function PairLabel({ position }: { position: Position }) {
  const t = useT();
  return (
    <Group gap={4} wrap="wrap">
      <Text fw={600} inherit style={{ whiteSpace: 'nowrap' }}>
        {position.symbol}
      </Text>
      {position.isGolden && position.traderId ? (
        <Anchor href={leaderboardUrl(position.traderId)} target="_blank" rel="noopener noreferrer" size="xs">
          {t('positions.pairLabel.view')}
        </Anchor>
      ) : null}
    </Group>
  );
}
