import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type BacktestRunItem,
  type BacktestRunPatch,
  MAX_RUN_NAME_LENGTH,
  MAX_RUN_NOTE_LENGTH,
} from '@signaldesk/contracts/backtest-runs';
import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n/use-t';
import { runTitle } from './run-card';

interface RunEditModalProps {
  run: BacktestRunItem | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (patch: BacktestRunPatch) => void;
}

/** Rename a run and give it a note; an emptied box clears it. */
export function RunEditModal({ run, saving, onCancel, onSave }: RunEditModalProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    setName(run?.name ?? '');
    setNote(run?.note ?? '');
  }, [run]);

  return (
    <Modal
      opened={run !== null}
      onClose={onCancel}
      title={run ? t('backtesting.runEditModal.edit', { v0: runTitle(run) }) : ''}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ name: name.trim() || null, note: note.trim() || null });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('backtesting.runEditModal.name')}
            description={t('backtesting.runEditModal.emptyTheRunIs')}
            value={name}
            maxLength={MAX_RUN_NAME_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label={t('backtesting.runEditModal.note')}
            value={note}
            maxLength={MAX_RUN_NOTE_LENGTH}
            rows={4}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('backtesting.runEditModal.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('backtesting.runEditModal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
