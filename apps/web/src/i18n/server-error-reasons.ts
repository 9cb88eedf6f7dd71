import type { ErrorReason } from '@signaldesk/contracts/errors';
import type { serverErrors } from './en/server-errors';

/** `area.what` for every text of the `serverErrors` area. */
type WordedReason = {
  [Area in keyof typeof serverErrors & string]: `${Area}.${keyof (typeof serverErrors)[Area] & string}`;
}[keyof typeof serverErrors & string];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Both catalogues word exactly the server's closed set of reasons (docs/console.md, Server calls): a reason added
 * to `ERROR_REASONS` without its words, or words for no reason, fail the build here (the French catalogue is typed
 * by the English one).
 */
export const EVERY_REASON_WORDED: Same<WordedReason, ErrorReason> = true;
