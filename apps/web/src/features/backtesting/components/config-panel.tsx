import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import type { ConfigProps } from './config-fields';
import { DatasetRiskSection } from './dataset-risk-section';
import { ExitStrategySection } from './exit-strategy-section';
import { PositionManagementSection } from './position-management-section';
import { SignalDetectionSection } from './signal-detection-section';
import { TargetsSection } from './targets-section';

/** The 'Backtest Configuration' panel: every section of docs/backtesting-screen.md, Layout, in order. */
export function ConfigPanel(props: ConfigProps) {
  const t = useT();
  return (
    <Paper radius="md" p={{ base: 'xs', sm: 'md' }} bg="var(--mantine-color-gray-light)">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3">
            {t('backtesting.configPanel.backtestConfiguration')}
          </Title>
          <Badge
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={14} />}
            title={t('backtesting.configPanel.everyChangeIsSaved')}
          >
            {t('backtesting.configPanel.autoSaved')}
          </Badge>
        </Group>
        <DatasetRiskSection {...props} />
        <PositionManagementSection {...props} />
        <SignalDetectionSection {...props} />
        <TargetsSection {...props} />
        <ExitStrategySection {...props} />
      </Stack>
    </Paper>
  );
}
