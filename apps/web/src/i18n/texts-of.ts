import type { TextKey } from './keys';
import { translate } from './use-t';

/**
 * An object of texts read from the catalogue each time a property is read, in the current language: for the label
 * tables that plain modules export (`USER_LABELS.title`). `area` is the catalogue path that holds `keys`.
 */
export function textsOf<K extends string>(area: string, keys: readonly K[]): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of keys) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => translate(`${area}.${key}` as TextKey),
    });
  }
  return texts;
}
