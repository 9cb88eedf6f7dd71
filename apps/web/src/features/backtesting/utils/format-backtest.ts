import { formatUsd } from '../../../utils/format';

/** A P&L with its sign: `+$12.00`, `-$3.20`, `$0.00`. */
export function formatSignedUsd(value: number): string {
  const text = formatUsd(value);
  if (text === '$0.00' || text === '-$0.00') return '$0.00';
  return value > 0 ? `+${text}` : text;
}

const dayHeading = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A UTC day `YYYY-MM-DD` as an en-US heading: `Fri, Jan 3, 2025`. */
export function formatUtcDayHeading(date: string): string {
  const time = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isFinite(time) ? dayHeading.format(time) : '-';
}

/** A count with en-US grouping: `1,234`. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Green for a gain, red for a loss, dimmed for zero. */
export function profitColor(value: number): string {
  if (value > 0) return 'teal.7';
  if (value < 0) return 'red.7';
  return 'dimmed';
}
