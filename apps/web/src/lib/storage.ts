/**
 * Browser storage that never throws: private modes, quotas and disabled storage make localStorage
 * reads and writes fail. Each failure is logged as a console warning and reported by the return value.
 */

function browserStorage(): Storage {
  // Reading window.localStorage itself throws when storage is disabled.
  return window.localStorage;
}

/** The stored text, or null when absent or unreadable. */
export function readStorage(key: string): string | null {
  try {
    return browserStorage().getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

/** True when written. */
export function writeStorage(key: string, value: string): boolean {
  try {
    browserStorage().setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not write "${key}" to browser storage`, error);
    return false;
  }
}

/** True when removed (or already absent). */
export function removeStorage(key: string): boolean {
  try {
    browserStorage().removeItem(key);
    return true;
  } catch (error) {
    console.warn(`Could not remove "${key}" from browser storage`, error);
    return false;
  }
}
