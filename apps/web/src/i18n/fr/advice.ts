import type { Catalogue } from '../en';

/** Le conseil du jour et de l’heure de l’en-tête et son infobulle (docs/console.md, "Trading day and hour"). */
export const advice: Catalogue['advice'] = {
  neutralDay: 'Jour de trading neutre',
  neutralHour: 'Heure de trading neutre',
  modeSchedule: 'Verdict du calendrier fixe (mercredi en heure locale ; 0, 3, 8, 9, 10, 16, 18, 20 UTC).',
  modeHistory:
    'Verdict de votre historique : la moyenne par trade face à la moyenne générale (au moins {{min}} trades).',
  hourFigures: '{{hour}} UTC : {{trades}} trades, {{winRate}} gagnants, {{average}} par trade',
  dayFigures: '{{day}} (UTC) : {{trades}} trades, {{winRate}} gagnants, {{average}} par trade',
  overallFigures: 'Global : {{trades}} trades, {{winRate}} gagnants, {{average}} par trade',
  noFigures: 'Vos chiffres : indisponibles',
  loadingFigures: 'Vos chiffres : chargement…',
};
