import type { Position } from '@signaldesk/contracts/positions';
import { significantPriceDecimals } from '@signaldesk/core/market/price-decimals';
import { POSITION_CATEGORY_LABELS, positionCategory } from '@signaldesk/core/position/category';
import type { Formatter, Translate } from '../../../i18n';
import type { Sheet, SheetColumn } from '../../../lib/spreadsheet';

/** A price with the decimals the screen gives a price of its size. */
const priceDecimals = (position: Position) => significantPriceDecimals(position.entryPrice);

/**
 * The history's export (docs/positions.md, Performance Analysis; docs/console.md, Exports): the filtered rows in the
 * table's order, headers in the operator's language, P&L to two decimals, prices to their shown precision, dates
 * as the screen shows them with the zone named, Yes/No.
 */
export function historySheet(
  positions: readonly Position[],
  t: Translate,
  format: Formatter,
): Sheet<Position> {
  const columns: SheetColumn<Position>[] = [
    { header: t('exports.history.id'), kind: 'number', decimals: 0, value: (p) => p.id },
    {
      header: t('exports.history.type'),
      kind: 'text',
      value: (p) => POSITION_CATEGORY_LABELS[positionCategory(p)],
    },
    { header: t('exports.history.pair'), kind: 'text', value: (p) => p.symbol },
    { header: t('exports.history.direction'), kind: 'text', value: (p) => p.direction },
    {
      header: t('exports.history.entryPrice'),
      kind: 'number',
      decimals: priceDecimals,
      value: (p) => p.entryPrice,
    },
    {
      header: t('exports.history.exitPrice'),
      kind: 'number',
      decimals: priceDecimals,
      value: (p) => p.exitPrice,
    },
    {
      header: t('exports.history.profit'),
      kind: 'number',
      decimals: 2,
      value: (p) => p.finalProfitPercentage,
    },
    { header: t('exports.history.tp1'), kind: 'boolean', value: (p) => p.hitTp1 },
    { header: t('exports.history.tp2'), kind: 'boolean', value: (p) => p.hitTp2 },
    { header: t('exports.history.tp3'), kind: 'boolean', value: (p) => p.hitTp3 },
    { header: t('exports.history.closeReason'), kind: 'text', value: (p) => p.closeReason },
    { header: t('exports.history.openedAt'), kind: 'date', value: (p) => p.openedAt },
    { header: t('exports.history.closedAt'), kind: 'date', value: (p) => p.closedAt },
    { header: t('exports.history.worked'), kind: 'boolean', value: (p) => p.shouldWork },
  ];
  return { columns, rows: positions, format };
}
