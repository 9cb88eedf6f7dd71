import { open } from 'node:fs/promises';

/**
 * fsyncs folders so that renames into them survive power loss, sharing one fsync among the writes that ask
 * while it has not started yet: a burst of writes into one folder costs one or two folder fsyncs, not one each.
 */
export class DirectorySync {
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly running = new Map<string, Promise<void>>();

  /** Resolves after an fsync of `folder` that started after this call. */
  sync(folder: string): Promise<void> {
    const waiting = this.waiting.get(folder);
    if (waiting) return waiting;
    const previous = this.running.get(folder) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(() => {
        this.waiting.delete(folder);
        const run = fsyncFolder(folder);
        this.running.set(folder, run);
        const forget = () => {
          if (this.running.get(folder) === run) this.running.delete(folder);
        };
        run.then(forget, forget);
        return run;
      });
    this.waiting.set(folder, next);
    return next;
  }
}

async function fsyncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
