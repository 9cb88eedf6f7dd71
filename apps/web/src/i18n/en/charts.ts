/** Texts of charts (docs/console.md, Languages). */
export const charts = {
  priceLevelBadges: {
    priceLevels: 'Price levels',
  },
};
