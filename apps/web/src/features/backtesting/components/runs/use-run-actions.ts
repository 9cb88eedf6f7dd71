import type { BacktestRunItem, BacktestRunPatch } from '@signaldesk/contracts/backtest-runs';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { translate } from '../../../../i18n';
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
          notifySuccess(translate('backtesting.runActions.saved'), success(saved));
          setEditing(null);
        },
        onError: (error) =>
          notifyFailure(
            translate('backtesting.runActions.notSaved'),
            getErrorMessage(error, translate('backtesting.runActions.couldNotSave')),
          ),
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
        translate(saved.starred ? 'backtesting.runActions.starred' : 'backtesting.runActions.unstarred', {
          title: runTitle(saved),
        }),
      ),
    saveEdit: (change: BacktestRunPatch) => {
      if (editing)
        save(editing, change, (saved) =>
          translate('backtesting.runActions.nameAndNoteSaved', { title: runTitle(saved) }),
        );
    },
    confirmDelete: () => {
      const run = deleting;
      if (!run) return;
      remove.mutate(run.id, {
        onSuccess: () => {
          notifySuccess(
            translate('backtesting.runActions.deleted'),
            translate('backtesting.runActions.removed', { title: runTitle(run) }),
          );
          setDeleting(null);
          onDeleted(run.id);
        },
        onError: (error) =>
          notifyFailure(
            translate('backtesting.runActions.notDeleted'),
            getErrorMessage(error, translate('backtesting.runActions.couldNotDelete')),
          ),
      });
    },
  };
}
