import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, right from the first render (docs/performance.md, "The Overview's first visit").
 * Mantine's default answers `undefined` first and the real value from an effect, which cost every screen a
 * second render and a frame in the wrong layout; the console only ever renders in a browser, so the query can be
 * read at once.
 */
export function useViewportQuery(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
