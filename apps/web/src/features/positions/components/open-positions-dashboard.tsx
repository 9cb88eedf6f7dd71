import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { useMemo, useState } from 'react';
import { useClosePosition } from '../api/close-position';
import { useOpenPositions } from '../api/get-open-positions';
import { useReopenPosition } from '../api/reopen-position';
import { usePositionPrices } from '../hooks/use-position-prices';
import { ConfirmDialog } from './confirm-dialog';
import { OpenPositionForm } from './open-position-form';
import { PositionDetailsModal } from './position-details-modal';
import { PositionList } from './position-list';
import { SummaryCards } from './summary-cards';

export const LOAD_FAILED_MESSAGE = 'Erreur lors du chargement des données';
export const REOPEN_FAILED_MESSAGE = 'Erreur lors de la réouverture de la position';

type PendingAction = { kind: 'close' | 'reopen'; position: Position };

function confirmMessage({ kind, position }: PendingAction): string {
  return kind === 'close'
    ? `Are you sure you want to close the position for ${position.symbol}?`
    : `Reopen position for ${position.symbol} at current price?`;
}

/**
 * The open-positions part of the Overview: summary cards, the Futures and Spot lists, the open form and the
 * details modal. The first load shows a spinner; a failed first load replaces it all with the load error.
 */
export function OpenPositionsDashboard() {
  const query = useOpenPositions();
  const positions = query.data;
  const symbols = useMemo(() => (positions ?? []).map((p) => p.symbol), [positions]);
  const priceOf = usePositionPrices(symbols);
  const [details, setDetails] = useState<Position | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const closeMutation = useClosePosition();
  const reopenMutation = useReopenPosition();

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading positions" />
      </Center>
    );
  }
  if (!positions) {
    return (
      <Alert color="red" role="alert" title={LOAD_FAILED_MESSAGE}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }

  /** Closes at the live price, else the last known one. Resolves false when it could not close (no message). */
  const closeAtCurrentPrice = async (position: Position): Promise<boolean> => {
    const exitPrice = priceOf(position.symbol);
    if (exitPrice === undefined) return false;
    try {
      await closeMutation.mutateAsync({ positionId: position.id, exitPrice });
      return true;
    } catch {
      return false;
    }
  };

  const reopen = async (position: Position) => {
    setReopenError(null);
    try {
      await reopenMutation.mutateAsync(position.id);
    } catch {
      setReopenError(REOPEN_FAILED_MESSAGE);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'close') await closeAtCurrentPrice(pending.position);
    else await reopen(pending.position);
    setPending(null);
  };

  const futures = positions.filter((p) => !p.isSpot);
  const spot = positions.filter((p) => p.isSpot);
  const actions = {
    priceOf,
    onDetails: setDetails,
    onClose: (position: Position) => setPending({ kind: 'close', position }),
    onReopen: (position: Position) => setPending({ kind: 'reopen', position }),
  };

  return (
    <Stack gap="lg">
      <SummaryCards positions={positions} priceOf={priceOf} />
      {reopenError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setReopenError(null)}>
          {reopenError}
        </Alert>
      ) : null}
      {positions.length === 0 ? <Text c="dimmed">No open positions</Text> : null}
      {futures.length > 0 ? (
        <PositionList title="Futures Positions" positions={futures} {...actions} />
      ) : null}
      {spot.length > 0 ? <PositionList title="Spot Positions" positions={spot} {...actions} /> : null}
      <OpenPositionForm />
      <PositionDetailsModal position={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        message={pending ? confirmMessage(pending) : null}
        confirmLabel={pending?.kind === 'close' ? 'Close position' : 'Reopen'}
        busy={closeMutation.isPending || reopenMutation.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
