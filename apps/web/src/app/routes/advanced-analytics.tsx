import { AdvancedAnalyticsScreen } from '../../features/advanced-analytics/components/advanced-analytics-screen';

/** Advanced Analytics: performance by date, UTC hour and weekday. */
export default function AdvancedAnalyticsRoute() {
  return <AdvancedAnalyticsScreen />;
}
