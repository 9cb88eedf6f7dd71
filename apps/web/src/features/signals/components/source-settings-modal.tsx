import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { type FormEvent, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { useUpdateSignalSource } from '../api/update-signal-source';
import { SourceSettingsFields, type SourceSettingsValue, settingsBody } from './source-settings-fields';

const settingsOf = (source: SignalSource): SourceSettingsValue => ({
  updatesAct: source.updatesAct,
  ratePerMinute: source.ratePerMinute,
  rateBurst: source.rateBurst,
  retryField: source.idempotencyField ?? '',
});

/** A source's settings changed after its creation (PATCH /api/signal-sources/{id}); a refusal stays in the form. */
export function SourceSettingsModal({
  source,
  onClose,
}: {
  source: SignalSource | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={source ? t('signals.sourceSettings.title', { name: source.name }) : ''}
      centered
    >
      {source && <SettingsForm key={source.id} source={source} onClose={onClose} />}
    </Modal>
  );
}

function SettingsForm({ source, onClose }: { source: SignalSource; onClose: () => void }) {
  const t = useT();
  const update = useUpdateSignalSource();
  const [value, setValue] = useState(() => settingsOf(source));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: source.id, body: settingsBody(value, source.kind === 'webhook') },
      {
        onSuccess: (saved) => {
          notifySuccess(t('signals.sourceSettings.saved'), saved.name);
          onClose();
        },
        onError: (error) =>
          notifyFailure(
            t('signals.sourceSettings.notSaved'),
            getErrorMessage(error, t('signals.sourceSettings.couldNotSave')),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <SourceSettingsFields value={value} onChange={setValue} retryField={source.kind === 'webhook'} />
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {getErrorMessage(update.error, t('signals.sourceSettings.couldNotSave'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {t('signals.sourceSettings.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('signals.sourceSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
