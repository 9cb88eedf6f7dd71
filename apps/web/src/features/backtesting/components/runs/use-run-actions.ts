import type { BacktestRunItem, BacktestRunPatch } from '@signaldesk/contracts/backtest-runs';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { getErrorMessage } from '../../../../lib/api-client';
import { useDeleteRun, usePatchRun } from '../../api/backtest-runs';
import { runTitle } from './run-card';

/** Star, rename or note, delete: each ends in a toast, a failure with the server's reason. */
export function useRunActions(onDeleted: (id: number) => void) {
  const patch = usePatchRun();
  const remove = useDeleteRun();
  const [editing, setEditing] = useState<BacktestRunItem | null>(null);
  const [deleting, setDeleting] = useState<BacktestRunItem | null>(null);

  function save(run: BacktestRunItem, change: BacktestRunPatch, success: (saved: BacktestRunItem) => string) {
    patch.mutate(
      { id: run.id, patch: change },
      {
        onSuccess: (saved) => {
          notifySuccess('Run saved', success(saved));
          setEditing(null);
        },
        onError: (error) =>
          notifyFailure('Run not saved', getErrorMessage(error, 'The run could not be saved.')),
      },
    );
  }

  return {
    busyId: patch.isPending ? patch.variables?.id : remove.isPending ? remove.variables : undefined,
    saving: patch.isPending,
    removing: remove.isPending,
    editing,
    deleting,
    startEdit: setEditing,
    cancelEdit: () => setEditing(null),
    startDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    toggleStar: (run: BacktestRunItem) =>
      save(run, { starred: !run.starred }, (saved) =>
        saved.starred ? `${runTitle(saved)} is starred.` : `${runTitle(saved)} is no longer starred.`,
      ),
    saveEdit: (change: BacktestRunPatch) => {
      if (editing) save(editing, change, (saved) => `${runTitle(saved)}: name and note saved.`);
    },
    confirmDelete: () => {
      const run = deleting;
      if (!run) return;
      remove.mutate(run.id, {
        onSuccess: () => {
          notifySuccess('Run deleted', `${runTitle(run)} was removed from the library.`);
          setDeleting(null);
          onDeleted(run.id);
        },
        onError: (error) =>
          notifyFailure('Run not deleted', getErrorMessage(error, 'The run could not be deleted.')),
      });
    },
  };
}
