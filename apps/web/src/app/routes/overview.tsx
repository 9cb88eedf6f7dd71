/** Placeholder until its screen lands. */
export default function OverviewRoute() {
  return <h2>overview</h2>;
}
