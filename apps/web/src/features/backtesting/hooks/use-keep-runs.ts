import { useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** The browser-storage key of the "Keep this run" switch. */
export const KEEP_RUNS_STORAGE_KEY = 'backtestKeepRuns';

/** Whether runs go to the library: on unless the operator turned it off, remembered in this browser. */
export function useKeepRuns(): [boolean, (keep: boolean) => void] {
  const [keep, setKeep] = useState(() => readStorage(KEEP_RUNS_STORAGE_KEY) !== 'false');
  return [
    keep,
    (next) => {
      setKeep(next);
      writeStorage(KEEP_RUNS_STORAGE_KEY, String(next));
    },
  ];
}
