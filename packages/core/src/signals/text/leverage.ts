/**
 * Leverage written as a token anywhere in a free-text signal (docs/signals.md, "Leverage"): `x10`, `10x`,
 * `Cross 20x`, `Isolated 5X`. A bare number after a `Leverage:` label is read by sections.ts.
 */

const LEVERAGE_TOKEN =
  /(?<![A-Z0-9.,])(?:(?:CROSS|ISOLATED|ISO)\s?)?(?:X\s?(\d{1,4})|(\d{1,4})\s?X)(?![A-Z0-9])/g;

export interface LeverageTokens {
  values: number[];
  /** The text with the tokens blanked out, so that `x10` is not read as a price. */
  rest: string;
}

export function findLeverageTokens(text: string): LeverageTokens {
  const values: number[] = [];
  const rest = text.replace(
    LEVERAGE_TOKEN,
    (_whole: string, after: string | undefined, before: string | undefined) => {
      values.push(Number(after ?? before));
      return ' ';
    },
  );
  return { values, rest };
}
