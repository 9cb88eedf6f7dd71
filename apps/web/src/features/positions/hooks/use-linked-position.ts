import type { Position } from '@signaldesk/contracts/positions';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyFailure } from '../../../components/ui/notify';
import { translate } from '../../../i18n';
import { POSITION_LINK_PARAM } from '../../../lib/position-links';

/** The list a link looks in: its rows, and whether a read made since the screen opened has settled. */
export interface LinkedList {
  positions: readonly Position[] | undefined;
  /** False while the list shown may be a cached one from before (the position may be newer than it). */
  settled: boolean;
}

/**
 * Opens the details of the position a link names once the list holds it, then drops the parameter (closing the
 * dialog must not open it again). A position that a fresh read of the list does not hold ends in a notice saying so,
 * never silence.
 */
export function useLinkedPosition(
  { positions, settled }: LinkedList,
  showDetails: (position: Position) => void,
  list: 'open' | 'closed',
): void {
  const [params, setParams] = useSearchParams();
  const linked = params.get(POSITION_LINK_PARAM);
  useEffect(() => {
    if (linked === null || positions === undefined) return;
    const position = positions.find((candidate) => String(candidate.id) === linked);
    if (position) showDetails(position);
    else if (settled)
      notifyFailure(
        translate('positionLinks.notShown'),
        translate(list === 'open' ? 'positionLinks.notAmongOpen' : 'positionLinks.notAmongClosed', {
          id: linked,
        }),
      );
    else return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(POSITION_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, positions, settled, showDetails, list, setParams]);
}
