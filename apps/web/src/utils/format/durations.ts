/** Durations. See docs/console.md, Formats. */

/** A duration given in minutes, as whole minutes (backtest average duration): `95 min`. */
export function formatDurationMinutes(minutes: number): string {
  return `${minutes.toFixed(0)} min`;
}

const MINUTE_MS = 60_000;

/** The human duration between two ISO times: `45m`, `3h 12m`, `2d 4h`; '-' when either is missing or reversed. */
export function formatDurationBetween(
  fromIso: string | null | undefined,
  toIso: string | null | undefined,
): string {
  if (!fromIso || !toIso) return '-';
  const ms = new Date(toIso).getTime() - new Date(fromIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '-';
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}
