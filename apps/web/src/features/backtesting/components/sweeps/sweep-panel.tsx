import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { SweepResult, SweepStart } from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { cellConfig } from '@signaldesk/core/backtest/sweep';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorState } from '../../../../components/ui/error-state';
import { notifyFailure, notifySuccess } from '../../../../components/ui/notify';
import { useT } from '../../../../i18n/use-t';
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
  const t = useT();
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
        notifySuccess(
          t('backtesting.sweepPanel.sweepStarted'),
          t('backtesting.sweepPanel.combinationsAreRunningIn', { total: started.total }),
        );
      },
      onError: (error) => {
        const message = getErrorMessage(error, t('backtesting.sweepPanel.theSweepCouldNot'));
        setStartError(message);
        notifyFailure(t('backtesting.sweepPanel.sweepNotStarted'), message);
      },
    });
  }

  function cancelSweep() {
    if (shownId === null) return;
    cancel.mutate(shownId, {
      onSuccess: (cancelled) =>
        notifySuccess(
          t('backtesting.sweepPanel.sweepCancelled'),
          t('backtesting.sweepPanel.ofRunsWereDone', { done: cancelled.done, total: cancelled.total }),
        ),
      onError: (error) =>
        notifyFailure(
          t('backtesting.sweepPanel.sweepNotCancelled'),
          getErrorMessage(error, t('backtesting.sweepPanel.theSweepCouldNot2')),
        ),
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
      title={t('backtesting.sweepPanel.parameterSweep')}
      description={t('backtesting.sweepPanel.runsTheFormS')}
    >
      <SweepForm
        config={config}
        busy={(running && status.data?.mine === true) || start.isPending}
        starting={start.isPending}
        onStart={startSweep}
      />
      {startError && (
        <Alert color="red" variant="light" role="alert" title={t('backtesting.sweepPanel.theSweepDidNot')}>
          {startError}
        </Alert>
      )}
      {sweeps.isError && (
        <ErrorState
          message={t('backtesting.sweepPanel.earlierSweepsCouldNot', {
            v0: getErrorMessage(sweeps.error, 'Unknown error'),
          })}
          onRetry={() => void sweeps.refetch()}
          retrying={sweeps.isFetching}
        />
      )}
      <SweepOutcome
        loading={sweeps.isPending || (shownId !== null && status.isPending)}
        statusError={
          status.isError ? getErrorMessage(status.error, t('backtesting.sweepPanel.unknownError')) : null
        }
        onRetryStatus={() => void status.refetch()}
      >
        {shownId === null && (
          <Text size="sm" c="dimmed">
            {t('backtesting.sweepPanel.noSweepYetPick')}
          </Text>
        )}
        {status.data && running && (
          <SweepProgress status={status.data} cancelling={cancel.isPending} onCancel={cancelSweep} />
        )}
        {status.data?.state === 'failed' && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('backtesting.sweepPanel.sweepFailed', { id: status.data.id })}
          >
            {status.data.error ?? t('backtesting.sweepPanel.theServerGaveNo')}
          </Alert>
        )}
        {ended && status.data?.state !== 'failed' && (
          <>
            {result.isPending && (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('backtesting.sweepPanel.loadingTheSweepS')}</Text>
              </Group>
            )}
            {result.isError && (
              <ErrorState
                message={t('backtesting.sweepPanel.theSweepSResult', {
                  v0: getErrorMessage(result.error, 'Unknown error'),
                })}
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
  const t = useT();
  if (statusError)
    return (
      <ErrorState
        message={t('backtesting.sweepPanel.theSweepCouldNot3', { statusError })}
        onRetry={onRetryStatus}
      />
    );
  if (loading)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('backtesting.sweepPanel.lookingForYourSweeps')}</Text>
      </Group>
    );
  return <Stack gap="md">{children}</Stack>;
}
