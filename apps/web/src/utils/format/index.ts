/**
 * The console's one home for display formatters, pure and table-tested in format.test.ts. Names say what differs
 * (decimals, sign, time zone); see docs/console.md, Formats.
 */
export * from './dates';
export * from './durations';
export * from './french';
export * from './numbers';
export * from './percent';
export * from './prices';
