/** A link to a position that the list does not hold (docs/positions.md). */
export const positionLinks = {
  notShown: 'Position not shown',
  notAmongOpen: 'Position #{{id}} is not among the open positions.',
  notAmongClosed: 'Position #{{id}} is not among the closed positions.',
};
