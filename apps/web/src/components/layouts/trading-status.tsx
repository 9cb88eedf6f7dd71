import { Badge, Group, Text } from '@mantine/core';
import { isGoodTradingDay, isGoodTradingHour } from '@signaldesk/core/market/trading-calendar';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { useNow } from '../../hooks/use-now';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { PriceFeedBadge } from './price-feed-badge';

/** Header clock refresh (docs/console.md, Constants). */
const CLOCK_REFRESH_MS = 60_000;

function QualityBadge({ good, label, icon }: { good: boolean; label: string; icon: React.ReactNode }) {
  return (
    <Badge
      color={good ? 'teal' : 'red'}
      variant="light"
      tt="none"
      size="md"
      leftSection={icon}
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {label}
    </Badge>
  );
}

/**
 * The live feed's badge (while a screen holds the stream), then 'Good/Poor trading day', 'Good/Poor trading hour'
 * and 'Last update', all refreshed every 60 s.
 */
export function TradingStatus() {
  const now = useNow(CLOCK_REFRESH_MS);
  const t = useT();
  const format = useFormat();
  const goodDay = isGoodTradingDay(now);
  const goodHour = isGoodTradingHour(now);
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
      <PriceFeedBadge />
      <QualityBadge
        good={goodDay}
        label={t(goodDay ? 'shell.status.goodDay' : 'shell.status.poorDay')}
        icon={<IconCalendarEvent size={14} />}
      />
      <QualityBadge
        good={goodHour}
        label={t(goodHour ? 'shell.status.goodHour' : 'shell.status.poorHour')}
        icon={<IconClock size={14} />}
      />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('shell.status.lastUpdate', { time: format.time(now) })}
      </Text>
    </Group>
  );
}
