import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, beforeAll } from 'vitest';

/** A media query list that answers `matches` and never changes (jsdom has no media queries). */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** A user for large screens: skipping user-event's computed-style checks keeps clicks fast in jsdom. */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** A button by its name; `hidden: true` skips the costly visibility checks of getByRole on a large DOM. */
export function button(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name, hidden: true });
}

/** A Mantine switch by its label text (its <label> also holds the help text, so getByLabelText cannot match exactly). */
export function switchInput(label: string): HTMLInputElement {
  const input = screen
    .getByText(label, { selector: '.mantine-Switch-label' })
    .closest('label')
    ?.querySelector('input');
  if (!input) throw new Error(`No switch labelled ${label}`);
  return input;
}

/**
 * jsdom has no layout: give every element a client height for the tests of the calling file, so virtualised
 * lists have a window to fill.
 */
export function withScrollBoxHeight(px: number) {
  let original: PropertyDescriptor | undefined;
  beforeAll(() => {
    original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => px });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
