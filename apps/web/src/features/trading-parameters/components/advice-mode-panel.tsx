import { Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { AdviceMode } from '@signaldesk/contracts/auth';
import { useState } from 'react';
import { notifyFailure } from '../../../components/ui/notify';
import { useT } from '../../../i18n';
import { setAdviceMode, useAdviceMode } from '../../../lib/advice-mode';
import { getErrorMessage } from '../../../lib/api-client';
import { saveAdviceMode } from '../api/save-advice-mode';

/**
 * The header advice's mode: the spec's schedule (the default) or the operator's own history. Shown at once and
 * saved for the admin; a refused save puts the previous mode back and says so (docs/console.md, "Trading day and
 * hour").
 */
export function AdviceModePanel() {
  const t = useT();
  const mode = useAdviceMode();
  const [saving, setSaving] = useState(false);

  async function choose(next: AdviceMode) {
    if (next === mode) return;
    const previous = mode;
    setAdviceMode(next);
    setSaving(true);
    try {
      await saveAdviceMode(next);
    } catch (error) {
      setAdviceMode(previous);
      notifyFailure(t('parameters.advice.saveFailed'), getErrorMessage(error, t('common.unknownError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="advice-mode-title">
      <Title order={3} size="h4" id="advice-mode-title" mb="xs">
        {t('parameters.advice.title')}{' '}
        {saving && <Loader size="xs" aria-label={t('parameters.advice.saving')} />}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('parameters.advice.description')}
      </Text>
      <Radio.Group
        value={mode}
        onChange={(value) => void choose(value as AdviceMode)}
        aria-labelledby="advice-mode-title"
      >
        <Stack gap="xs">
          <Radio value="schedule" label={t('parameters.advice.schedule')} disabled={saving} />
          <Radio value="history" label={t('parameters.advice.history')} disabled={saving} />
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
