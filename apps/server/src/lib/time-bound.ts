/** A piece of work that did not end within its time limit. */
export class TimeLimitError extends Error {}

export interface TimeBound {
  /** What is being waited for, as the log and the error name it ("migrations", "Position monitor start"). */
  name: string;
  limitMs: number;
  /** A slow step is logged this often while it runs. Default 5000. */
  noticeMs?: number;
  /** Added to the slow line and the error: what may hold it. */
  hint?: string;
}

/**
 * Waits for `work` at most `bound.limitMs`: every `noticeMs` meanwhile a warning names what is slow and for how
 * long, and past the limit it rejects with TimeLimitError naming it (docs/operations.md, Start-up). The work itself
 * is not cancelled: the caller stops the process or marks the step failed.
 */
export async function withinTime<T>(
  work: Promise<T>,
  bound: TimeBound,
  logger: { warn(object: object, message: string): void },
): Promise<T> {
  const started = Date.now();
  const hint = bound.hint ? ` (${bound.hint})` : '';
  let notice: NodeJS.Timeout | undefined;
  let limit: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    notice = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      logger.warn(
        { step: bound.name, waitedSeconds: seconds, limitSeconds: bound.limitMs / 1000 },
        `${bound.name} is slow: ${seconds} s so far, limit ${bound.limitMs / 1000} s${hint}`,
      );
    }, bound.noticeMs ?? 5_000);
    limit = setTimeout(
      () =>
        reject(new TimeLimitError(`${bound.name} did not finish within ${bound.limitMs / 1000} s${hint}`)),
      bound.limitMs,
    );
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearInterval(notice);
    clearTimeout(limit);
  }
}
