import { Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { formatUsd } from '../../../utils/format';
import { ConfigNumberInput, type ConfigProps } from './config-fields';
import { ConfigSection, FieldGrid } from './config-layout';

export function PositionManagementSection({ config, setField }: ConfigProps) {
  const t = useT();
  const props = { config, setField };
  return (
    <ConfigSection
      title={t('backtesting.positionManagementSection.positionManagement')}
      description={t('backtesting.positionManagementSection.sizeOfEachTrade')}
    >
      <FieldGrid>
        <ConfigNumberInput field="positionSizeEuro" {...props} />
        <ConfigNumberInput field="leverage" {...props} />
        <ConfigNumberInput field="waitTimeMinutes" {...props} />
        <ConfigNumberInput field="feePercent" {...props} />
      </FieldGrid>
      <Text size="sm" c="dimmed">
        {t('backtesting.positionManagementSection.notionalPerTrade')}{' '}
        {formatUsd(config.positionSizeEuro * config.leverage)}
      </Text>
    </ConfigSection>
  );
}
