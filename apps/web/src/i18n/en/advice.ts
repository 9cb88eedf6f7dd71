/** The header's trading day and hour advice and its tooltip (docs/console.md, "Trading day and hour"). */
export const advice = {
  neutralDay: 'Neutral trading day',
  neutralHour: 'Neutral trading hour',
  modeSchedule: 'Verdict from the fixed schedule (Wednesday local time; 0, 3, 8, 9, 10, 16, 18, 20 UTC).',
  modeHistory:
    'Verdict from your history: the average per trade against the overall one (at least {{min}} trades).',
  hourFigures: '{{hour}} UTC: {{trades}} trades, {{winRate}} wins, {{average}} per trade',
  dayFigures: '{{day}} (UTC): {{trades}} trades, {{winRate}} wins, {{average}} per trade',
  overallFigures: 'Overall: {{trades}} trades, {{winRate}} wins, {{average}} per trade',
  noFigures: 'Your figures: not available',
  loadingFigures: 'Your figures: loading…',
};
