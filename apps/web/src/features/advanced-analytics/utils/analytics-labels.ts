/** The French words of the Advanced Analytics screen (docs/advanced-analytics.md, Screen). */

export const WEEKDAY_NAMES = [
  'Dimanche',
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
] as const;
export const WEEKDAY_SHORT = ['Dim', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam'] as const;
/** Rows of the heat map and bars of the weekday chart: Monday first, as a French week. */
export const WEEKDAY_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKEND_DAYS = [0, 6] as const;

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')} h`;
}

export const CATEGORY_NAMES: Record<string, string> = {
  golden: 'Golden',
  admin: 'Admin',
  signal: 'Signal',
  opportunity: 'Opportunité',
  other: 'Autre',
};

export const DIRECTION_NAMES: Record<string, string> = { LONG: 'Long', SHORT: 'Short' };

export const ANALYSIS_ERROR = "Erreur lors de l'analyse des données";
