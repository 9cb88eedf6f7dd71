import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { useFormat, useT } from '../../../i18n';
import { getErrorMessage } from '../../../lib/api-client';
import { useParameterOrigin, useUndoApply } from '../api/parameter-origin';

/**
 * "From run <name>" (docs/trading-parameters.md, Apply a run to live): which run or sweep cell the live values came
 * from, the keys changed by hand since, and Undo, which puts back the values from before that apply. Nothing
 * when the live values come from no apply; a failed load says so without hiding the parameters.
 */
export function ParameterOriginPanel() {
  const t = useT();
  const format = useFormat();
  const origin = useParameterOrigin();
  const undo = useUndoApply();
  const [confirming, setConfirming] = useState(false);
  if (origin.isPending || origin.data === null) return null;
  if (origin.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {getErrorMessage(origin.error, t('parameters.origin.loadError'))}
      </Alert>
    );
  }
  const current = origin.data;
  const confirm = () =>
    undo.mutate(current.id, {
      onSuccess: (result) => {
        notifySuccess(t('parameters.origin.undone'), result.message);
        setConfirming(false);
      },
      onError: (error) => {
        notifyFailure(
          t('parameters.origin.notUndone'),
          getErrorMessage(error, t('parameters.origin.undoFailed')),
        );
        setConfirming(false);
      },
    });
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconRocket size={18} />}
      aria-label={t('parameters.origin.region')}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('parameters.origin.fromRun', { name: current.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('parameters.origin.applied', {
              at: format.dateTime(current.appliedAt),
              user: current.username,
            })}
          </Text>
          {current.changedSince.length > 0 && (
            <Text size="xs">
              {t('parameters.origin.changedSince', { keys: current.changedSince.join(', ') })}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={() => setConfirming(true)}
          loading={undo.isPending}
        >
          {t('parameters.origin.undo')}
        </Button>
      </Group>
      <ConfirmDialog
        message={confirming ? t('parameters.origin.undoConfirm', { name: current.name }) : null}
        title={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('parameters.origin.undoLabel')}
        busy={undo.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
