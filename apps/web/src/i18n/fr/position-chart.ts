import type { Catalogue } from '../en';

export const positionChart: Catalogue['positionChart'] = {
  entry: 'Entrée',
  entryBe2: 'Entrée / BE2',
  stopLoss: 'SL',
  tp1: 'TP1',
  tp2: 'TP2',
  tp3: 'TP3',
  be1: 'BE1',
  open: 'Ouverture',
  reopen: 'Réouverture',
  close: 'Clôture',
  closeBecause: 'Clôture ({{reason}})',
};
