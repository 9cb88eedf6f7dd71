import { Text } from '@mantine/core';
import { formatUsd } from '../../../utils/format';
import { ConfigNumberInput, type ConfigProps } from './config-fields';
import { ConfigSection, FieldGrid } from './config-layout';

export function PositionManagementSection({ config, setField }: ConfigProps) {
  const props = { config, setField };
  return (
    <ConfigSection
      title="Position Management"
      description="Size of each trade and when the replay starts watching it."
    >
      <FieldGrid>
        <ConfigNumberInput field="positionSizeEuro" {...props} />
        <ConfigNumberInput field="leverage" {...props} />
        <ConfigNumberInput field="waitTimeMinutes" {...props} />
        <ConfigNumberInput field="feePercent" {...props} />
      </FieldGrid>
      <Text size="sm" c="dimmed">
        Notional per trade: {formatUsd(config.positionSizeEuro * config.leverage)}
      </Text>
    </ConfigSection>
  );
}
