import { Group, Text } from '@mantine/core';
import { useNow } from '../../hooks/use-now';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { PriceFeedBadge } from './price-feed-badge';
import { TradingAdvice } from './trading-advice';

/** Header clock refresh (docs/console.md, Constants). */
const CLOCK_REFRESH_MS = 60_000;

/**
 * The live feed's badge (while a screen holds the stream), then 'Good/Poor trading day', 'Good/Poor trading hour'
 * and 'Last update', all refreshed every 60 s.
 */
export function TradingStatus() {
  const now = useNow(CLOCK_REFRESH_MS);
  const t = useT();
  const format = useFormat();
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
      <PriceFeedBadge />
      <TradingAdvice now={now} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('shell.status.lastUpdate', { time: format.time(now) })}
      </Text>
    </Group>
  );
}
