import { ComingSoon } from '../../components/ui/coming-soon';

/** Advanced Analytics: the screen lands in a later issue. */
export default function AdvancedAnalyticsRoute() {
  return <ComingSoon title="Advanced Analytics" />;
}
