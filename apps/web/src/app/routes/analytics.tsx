import { PositionsHistory } from '../../features/positions/components/positions-history';

/** Performance Analysis: statistics and history of closed positions. */
export default function AnalyticsRoute() {
  return <PositionsHistory />;
}
