/**
 * Display colour of an exit reason (docs/console.md, Colours): TP green, SL red, breakeven yellow, TIMEOUT
 * orange, other grey.
 */
export function exitReasonColor(reason: string): 'green' | 'red' | 'yellow' | 'orange' | 'gray' {
  if (reason.startsWith('TP')) return 'green';
  if (reason === 'SL') return 'red';
  if (reason.startsWith('BREAKEVEN')) return 'yellow';
  if (reason === 'TIMEOUT') return 'orange';
  return 'gray';
}
