import type { AdvancedAnalyticsFilter } from '@signaldesk/contracts/advanced-analytics';
import { formatFrenchDay } from '../../../utils/format';
import { WEEKDAY_DISPLAY_ORDER, WEEKDAY_SHORT } from '../utils/analytics-labels';

/** The applied filter in one French sentence: `Du 23/10/2026 au 22/11/2026 · heures : 00, 03 · jours : tous`. */
export function describeFilter(filter: AdvancedAnalyticsFilter): string {
  const hours =
    filter.hours.length === 0 || filter.hours.length === 24
      ? 'toutes'
      : filter.hours.map((hour) => String(hour).padStart(2, '0')).join(', ');
  const days =
    filter.days.length === 0 || filter.days.length === 7
      ? 'tous'
      : WEEKDAY_DISPLAY_ORDER.filter((day) => filter.days.includes(day))
          .map((day) => WEEKDAY_SHORT[day])
          .join(', ');
  return `Du ${formatFrenchDay(filter.startDate)} au ${formatFrenchDay(filter.endDate)} · heures (UTC) : ${hours} · jours : ${days}`;
}
