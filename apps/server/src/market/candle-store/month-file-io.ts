/** Reads of a month file at an offset, blocking or not, and its writing with holes. */
import { readSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { ReadAt } from './arrow-month-reader';
import type { FileChunk } from './arrow-month-writer';

export function syncReader(descriptor: number): ReadAt {
  return (target, position) => {
    let done = 0;
    while (done < target.byteLength) {
      const bytesRead = readSync(descriptor, target, done, target.byteLength - done, position + done);
      if (bytesRead === 0) throw new Error('unexpected end of file');
      done += bytesRead;
    }
  };
}

export function asyncReader(handle: FileHandle): ReadAt {
  return async (target, position) => {
    let done = 0;
    while (done < target.byteLength) {
      const { bytesRead } = await handle.read(target, done, target.byteLength - done, position + done);
      if (bytesRead === 0) throw new Error('unexpected end of file');
      done += bytesRead;
    }
  };
}

/**
 * Writes the chunks in order from the start of the file: runs of bytes with writev (until every byte is written;
 * a write may be short), zero counts skipped, so the file system leaves holes there. The file is then cut to
 * the full length, which makes a trailing zero count a hole too.
 */
export async function writeAll(handle: FileHandle, chunks: readonly FileChunk[]): Promise<void> {
  let position = 0;
  let run: Uint8Array[] = [];
  const flush = async () => {
    let pending = run;
    run = [];
    while (pending.length > 0) {
      let { bytesWritten } = await handle.writev(pending, position);
      position += bytesWritten;
      let index = 0;
      while (index < pending.length && bytesWritten >= pending[index]!.byteLength) {
        bytesWritten -= pending[index]!.byteLength;
        index++;
      }
      pending = pending.slice(index);
      if (pending.length > 0 && bytesWritten > 0) pending[0] = pending[0]!.subarray(bytesWritten);
    }
  };
  for (const chunk of chunks) {
    if (typeof chunk === 'number') {
      await flush();
      position += chunk;
    } else if (chunk.byteLength > 0) {
      run.push(chunk);
    }
  }
  await flush();
  await handle.truncate(position);
}
