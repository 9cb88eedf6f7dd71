import { Badge, Group } from '@mantine/core';
import type { PriceLevel } from '@signaldesk/core/backtest/trade-chart';
import { useT } from '../../i18n/use-t';

/** A chart's price levels as text beside it: each label and its price, for readers who cannot see the lines. */
export function PriceLevelBadges({
  levels,
  formatPrice,
}: {
  levels: readonly PriceLevel[];
  formatPrice: (price: number) => string;
}) {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('charts.priceLevelBadges.priceLevels')}>
      {levels.map((level) => (
        <Badge key={level.label} variant="outline" color="gray" radius="sm" tt="none">
          {level.label} {formatPrice(level.price)}
        </Badge>
      ))}
    </Group>
  );
}
