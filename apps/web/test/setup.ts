import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fixedMediaQueryList } from './dom';
import { stubApi, takeWireViolations } from './stub-api';

// No test reaches a network: until a test stubs its own answers, the session check answers 401 and the rest 404.
beforeEach(() => void stubApi());

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toasts must not show in the next.
  notifications.clean();
  vi.unstubAllGlobals();
  // A stubbed answer or a request that breaks the contracts fails the test, even when the screen coped with it.
  const violations = takeWireViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});

// Mantine screens render slowly in jsdom on a busy machine; the 1 s default made waits flaky.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

// Mantine reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// A Mantine Select scrolls its picked option into view when its list opens.
Element.prototype.scrollIntoView ??= () => {};
