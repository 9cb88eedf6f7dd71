/** The titles a position's chart draws on its levels and markers, and the events under it (docs/positions.md). */
export const positionChart = {
  entry: 'Entry',
  entryBe2: 'Entry / BE2',
  stopLoss: 'SL',
  tp1: 'TP1',
  tp2: 'TP2',
  tp3: 'TP3',
  be1: 'BE1',
  open: 'Open',
  reopen: 'Reopen',
  close: 'Close',
  closeBecause: 'Close ({{reason}})',
};
