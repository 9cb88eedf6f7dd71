import type { TextKey } from './keys';

/**
 * The texts the spec writes in French (docs/console.md, Texts): until the admin chooses a language, these show in
 * French and every other text in English, as the spec has them. A whole area may be named by its prefix
 * (`advancedAnalytics`); a test checks that every entry names at least one text.
 */
export const SPEC_FRENCH_TEXTS: readonly (TextKey | TextArea)[] = [
  'usersExport',
  'ui.onDemandPanel.erreurInconnue',
  'ui.reportSection.erreurInconnue',
  'topMovers.topMoversPanel.erreurInconnue',
  'topMovers.topMoversPanel.aucunGagnantPourCette',
  'topMovers.topMoversPanel.aucunPerdantPourCette',
  'positions.openPositionForm.non',
  'positions.openPositionForm.oui',
  'users',
  'serverErrors.subscriber.notFound',
  'advancedAnalytics',
  'altcoinAnalysis.altcoinAnalysisPanel.aucunGagnantSur24',
  'altcoinAnalysis.altcoinAnalysisPanel.aucunPerdantSur24',
  'bitcoinAnalysis.bitcoinChart.erreurInconnue',
];

type TextArea = TextKey extends `${infer Area}.${string}` ? Area : never;

/**
 * The screens the spec writes in French: until the admin chooses, their numbers and dates take French forms
 * (docs/console.md, Formats). Every other screen formats in English.
 */
export type SpecScreenLanguage = 'fr' | 'en';

export function isSpecFrench(key: string): boolean {
  for (const entry of SPEC_FRENCH_TEXTS) {
    if (key === entry || key.startsWith(`${entry}.`)) return true;
  }
  return false;
}
