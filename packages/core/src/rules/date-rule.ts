/**
 * The years a client's date may name (docs/api.md, "Input rules"): PostgreSQL has no year 0, and JavaScript writes a
 * year past 9999 with a sign that PostgreSQL does not read; nothing the console keeps lies outside these years.
 * A constant object, so contracts may read it (docs/architecture.md, Floors and boundaries).
 */
export const DATE_RULE = {
  firstYear: 1970,
  lastYear: 9999,
  message: 'must be between 1970 and 9999',
  /** True when the text, which starts with a four-digit year (`YYYY-MM-DD…`), names a year within the rule. */
  isWithinYears: (text: string): boolean => {
    const year = Number(text.slice(0, 4));
    return year >= DATE_RULE.firstYear && year <= DATE_RULE.lastYear;
  },
} as const;
