/** Placeholder until its screen lands. */
export default function AnalyticsRoute() {
  return <h2>analytics</h2>;
}
