import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { useCallback, useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatSignedPercent, formatTickPrice } from '../../../utils/format';
import { useClosePosition } from '../api/close-position';
import { useOpenPositions } from '../api/get-open-positions';
import { useReopenPosition } from '../api/reopen-position';
import { useLinkedPosition } from '../hooks/use-linked-position';
import { usePositionPrices } from '../hooks/use-position-prices';
import { usePriceDecimals } from '../hooks/use-price-decimals';
import { OpenPositionForm } from './open-position-form';
import { PositionDetailsModal } from './position-details-modal';
import { PositionList } from './position-list';
import { SummaryCards } from './summary-cards';

export const LOAD_FAILED_MESSAGE = 'Erreur lors du chargement des données';
export const REOPEN_FAILED_MESSAGE = 'Erreur lors de la réouverture de la position';
export const CLOSE_FAILED_FALLBACK = 'The position could not be closed';

type PendingAction = { kind: 'close' | 'reopen'; position: Position };

/** docs/positions.md, Overview: a close without a known price says where its price will come from. */
export function noPriceNote(symbol: string): string {
  return `No live price for ${symbol}: the server will close it at the exchange's last price, or refuse and say why.`;
}

function confirmMessage({ kind, position }: PendingAction, priceKnown: boolean): string {
  if (kind === 'reopen') return `Reopen position for ${position.symbol} at current price?`;
  const question = `Are you sure you want to close the position for ${position.symbol}?`;
  return priceKnown ? question : `${question} ${noPriceNote(position.symbol)}`;
}

/**
 * The open-positions part of the Overview: summary cards, the Futures and Spot lists, the open form and the
 * details modal. The first load shows a spinner; a failed first load replaces it all with the load error.
 */
export function OpenPositionsDashboard() {
  const t = useT();
  const query = useOpenPositions();
  const positions = query.data;
  const symbols = useMemo(() => (positions ?? []).map((p) => p.symbol), [positions]);
  const { priceOf, allLive } = usePositionPrices(symbols);
  const decimalsOf = usePriceDecimals();
  const [details, setDetails] = useState<Position | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const closeMutation = useClosePosition();
  const reopenMutation = useReopenPosition();
  // Stable lists and handlers: the memoized lists then skip the renders of the feed's status changes.
  const futures = useMemo(() => (positions ?? []).filter((p) => !p.isSpot), [positions]);
  const spot = useMemo(() => (positions ?? []).filter((p) => p.isSpot), [positions]);
  const onClose = useCallback((position: Position) => setPending({ kind: 'close', position }), []);
  const onReopen = useCallback((position: Position) => setPending({ kind: 'reopen', position }), []);
  useLinkedPosition(
    { positions, settled: query.isFetchedAfterMount && !query.isFetching },
    setDetails,
    'open',
  );

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('positions.openPositionsDashboard.loadingPositions')} />
      </Center>
    );
  }
  if (!positions) {
    return (
      <Alert color="red" role="alert" title={LOAD_FAILED_MESSAGE}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('positions.openPositionsDashboard.retry')}
        </Button>
      </Alert>
    );
  }

  /**
   * Closes at the live price, else the last known one, else lets the server take the exchange's last price.
   * Ends in a toast either way, with the server's reason on failure.
   */
  const closeAtCurrentPrice = async (position: Position) => {
    try {
      const closed = await closeMutation.mutateAsync({
        positionId: position.id,
        exitPrice: priceOf(position.symbol),
      });
      notifySuccess(
        t('positions.openPositionsDashboard.positionClosed'),
        t('positions.openPositionsDashboard.closedAt', {
          symbol: position.symbol,
          v1: formatTickPrice(closed.data.exitPrice, decimalsOf(position.symbol, position.entryPrice)),
          v2: formatSignedPercent(closed.data.finalProfitPercentage),
        }),
      );
    } catch (error) {
      notifyFailure(
        t('positions.openPositionsDashboard.closeFailed', { symbol: position.symbol }),
        getErrorMessage(error, CLOSE_FAILED_FALLBACK),
      );
    }
  };

  const reopen = async (position: Position) => {
    setReopenError(null);
    try {
      const response = await reopenMutation.mutateAsync(position.id);
      notifySuccess(
        t('positions.openPositionsDashboard.positionReopened'),
        response.message ?? t('positions.openPositionsDashboard.reopened', { symbol: position.symbol }),
      );
    } catch (error) {
      const reason = getErrorMessage(error, REOPEN_FAILED_MESSAGE);
      setReopenError(reason === REOPEN_FAILED_MESSAGE ? reason : `${REOPEN_FAILED_MESSAGE}: ${reason}`);
      notifyFailure(REOPEN_FAILED_MESSAGE, reason);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'close') await closeAtCurrentPrice(pending.position);
    else await reopen(pending.position);
    setPending(null);
  };

  const actions = { priceOf, onDetails: setDetails, onClose, onReopen };

  return (
    <Stack gap="lg">
      <SummaryCards positions={positions} priceOf={priceOf} allLive={allLive} />
      {reopenError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setReopenError(null)}>
          {reopenError}
        </Alert>
      ) : null}
      {positions.length === 0 ? (
        <Text c="dimmed">{t('positions.openPositionsDashboard.noOpenPositions')}</Text>
      ) : null}
      {futures.length > 0 ? (
        <PositionList
          title={t('positions.openPositionsDashboard.futuresPositions')}
          positions={futures}
          {...actions}
        />
      ) : null}
      {spot.length > 0 ? (
        <PositionList
          title={t('positions.openPositionsDashboard.spotPositions')}
          positions={spot}
          {...actions}
        />
      ) : null}
      <AfterFirstPaint minHeight={240}>
        <OpenPositionForm />
      </AfterFirstPaint>
      <PositionDetailsModal position={details} onClose={() => setDetails(null)} priceOf={priceOf} />
      <ConfirmDialog
        message={pending ? confirmMessage(pending, priceOf(pending.position.symbol) !== undefined) : null}
        confirmLabel={
          pending?.kind === 'close'
            ? t('positions.openPositionsDashboard.closePosition')
            : t('positions.openPositionsDashboard.reopen')
        }
        busy={closeMutation.isPending || reopenMutation.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
