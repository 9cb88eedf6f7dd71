/** A wait that a stop can end early: `signal.wake()` resolves the current wait at once. */
export interface Wakeable {
  wake?: () => void;
}

/** Waits `ms`, or less when `signal.wake()` is called (a stop ending a wait between retries). */
export const sleep = (ms: number, signal: Wakeable) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
