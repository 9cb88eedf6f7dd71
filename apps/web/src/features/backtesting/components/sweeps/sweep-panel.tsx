import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { SweepResult, SweepStart } from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { cellConfig } from '@signaldesk/core/backtest/sweep';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { getErrorMessage } from '../../../../lib/api-client';
import {
  useCancelSweep,
  useStartSweep,
  useSweepResult,
  useSweepStatus,
  useSweeps,
} from '../../api/backtest-sweeps';
import { fieldLabel } from '../../config/field-text';
import { Panel } from '../panel';
import { SweepForm } from './sweep-form';
import { SweepProgress } from './sweep-progress';
import { SweepResultView } from './sweep-result-view';

type Cell = SweepResult['cells'][number];

interface SweepPanelProps {
  config: BacktestConfig;
  /** Puts a cell's configuration into the form. */
  onLoadConfig: (config: BacktestConfig, description: string) => void;
}

/**
 * Sweeps (docs/backtesting-screen.md, Sweeps): the form, then the progress of the sweep shown, then its result.
 * On opening, the screen re-attaches to my newest sweep (running or not): it lives on the server.
 */
export function SweepPanel({ config, onLoadConfig }: SweepPanelProps) {
  const sweeps = useSweeps();
  const [shownId, setShownId] = useState<number | null>(null);
  const [attached, setAttached] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const status = useSweepStatus(shownId);
  const ended = status.data !== undefined && status.data.state !== 'running';
  const result = useSweepResult(shownId, ended);
  const start = useStartSweep();
  const cancel = useCancelSweep();

  useEffect(() => {
    if (attached || !sweeps.data) return;
    setAttached(true);
    const mine = sweeps.data.filter((sweep) => sweep.mine);
    const pick = mine.find((sweep) => sweep.state === 'running') ?? mine[0];
    if (pick) setShownId(pick.id);
  }, [attached, sweeps.data]);

  const running = status.data?.state === 'running';

  function startSweep(request: SweepStart) {
    setStartError(null);
    start.mutate(request, {
      onSuccess: (started) => {
        setShownId(started.id);
        notifySuccess('Sweep started', `${started.total} combinations are running in the background.`);
      },
      onError: (error) => {
        const message = getErrorMessage(error, 'The sweep could not be started.');
        setStartError(message);
        notifyFailure('Sweep not started', message);
      },
    });
  }

  function cancelSweep() {
    if (shownId === null) return;
    cancel.mutate(shownId, {
      onSuccess: (cancelled) =>
        notifySuccess(
          'Sweep cancelled',
          `${cancelled.done} of ${cancelled.total} runs were done; their cells are kept.`,
        ),
      onError: (error) =>
        notifyFailure('Sweep not cancelled', getErrorMessage(error, 'The sweep could not be cancelled.')),
    });
  }

  function pick(sweep: SweepResult, cell: Cell) {
    const axes = sweep.axes;
    const description = axes
      .map((axis, index) => `${fieldLabel(axis.field)} ${cell.values[index]}`)
      .join(', ');
    onLoadConfig(cellConfig(sweep.config, axes, cell.values), description);
  }

  return (
    <Panel
      title="Parameter sweep"
      description="Runs the form's configuration over a grid of one or two fields, in the background: leaving the page does not stop it."
    >
      <SweepForm
        config={config}
        busy={(running && status.data?.mine === true) || start.isPending}
        starting={start.isPending}
        onStart={startSweep}
      />
      {startError && (
        <Alert color="red" variant="light" role="alert" title="The sweep did not start">
          {startError}
        </Alert>
      )}
      {sweeps.isError && (
        <ErrorState
          message={`Earlier sweeps could not be loaded: ${getErrorMessage(sweeps.error, 'Unknown error')}`}
          onRetry={() => void sweeps.refetch()}
          retrying={sweeps.isFetching}
        />
      )}
      <SweepOutcome
        loading={sweeps.isPending || (shownId !== null && status.isPending)}
        statusError={status.isError ? getErrorMessage(status.error, 'Unknown error') : null}
        onRetryStatus={() => void status.refetch()}
      >
        {shownId === null && (
          <Text size="sm" c="dimmed">
            No sweep yet: pick a field and its range, then Start sweep.
          </Text>
        )}
        {status.data && running && (
          <SweepProgress status={status.data} cancelling={cancel.isPending} onCancel={cancelSweep} />
        )}
        {status.data?.state === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={`Sweep #${status.data.id} failed`}>
            {status.data.error ?? 'The server gave no reason.'}
          </Alert>
        )}
        {ended && status.data?.state !== 'failed' && (
          <>
            {result.isPending && (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Loading the sweep's result…</Text>
              </Group>
            )}
            {result.isError && (
              <ErrorState
                message={`The sweep's result could not be loaded: ${getErrorMessage(result.error, 'Unknown error')}`}
                onRetry={() => void result.refetch()}
                retrying={result.isFetching}
              />
            )}
            {result.data && (
              <SweepResultView result={result.data} onPick={(cell) => pick(result.data, cell)} />
            )}
          </>
        )}
      </SweepOutcome>
    </Panel>
  );
}

function SweepOutcome({
  loading,
  statusError,
  onRetryStatus,
  children,
}: {
  loading: boolean;
  statusError: string | null;
  onRetryStatus: () => void;
  children: ReactNode;
}) {
  if (statusError)
    return <ErrorState message={`The sweep could not be followed: ${statusError}`} onRetry={onRetryStatus} />;
  if (loading)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Looking for your sweeps…</Text>
      </Group>
    );
  return <Stack gap="md">{children}</Stack>;
}
