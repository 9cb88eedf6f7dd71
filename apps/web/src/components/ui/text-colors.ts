/**
 * Text colours that keep WCAG AA contrast (4.5:1) on the dark theme's panels (#242424): Mantine's `dimmed`
 * (#828282) reaches only 4.0 there, so secondary text uses gray.5 (#adb5bd, 8.6:1).
 */
export const MUTED_TEXT = 'gray.5';
/** Filled badges and buttons with white text: shade 9 keeps 4.5:1 where shade 6 does not. */
export const FILLED_SHADE = { teal: 'teal.9', red: 'red.9' } as const;
