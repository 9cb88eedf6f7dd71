/** A profit's text colour on this screen: teal above zero, red below, the default at zero (docs/console.md, Colours). */
export function profitTone(value: number): 'teal.4' | 'red.4' | undefined {
  if (value > 0) return 'teal.4';
  if (value < 0) return 'red.4';
  return undefined;
}
