import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { AdviceMode } from '@signaldesk/core/market/trading-advice';
import { useT } from '../../../i18n';
import { setAdviceMode, useAdviceMode } from '../../../lib/advice-mode';

/** The header advice's mode: the spec's schedule (the default) or the operator's own history. */
export function AdviceModePanel() {
  const t = useT();
  const mode = useAdviceMode();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="advice-mode-title">
      <Title order={3} size="h4" id="advice-mode-title" mb="xs">
        {t('parameters.advice.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('parameters.advice.description')}
      </Text>
      <Radio.Group
        value={mode}
        onChange={(value) => setAdviceMode(value as AdviceMode)}
        aria-labelledby="advice-mode-title"
      >
        <Stack gap="xs">
          <Radio value="schedule" label={t('parameters.advice.schedule')} />
          <Radio value="history" label={t('parameters.advice.history')} />
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
