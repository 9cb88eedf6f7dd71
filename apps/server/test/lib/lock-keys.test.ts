import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTANCE_LOCK_CLASS, LOCK_KEYS } from '../../src/lib/lock-keys';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the advisory lock keys (lib/lock-keys.ts)', () => {
  it('are unique, and each a positive 32-bit number', () => {
    const values = Object.values(LOCK_KEYS);
    expect(new Set(values).size).toBe(values.length);
    for (const value of [...values, INSTANCE_LOCK_CLASS]) {
      expect(Number.isInteger(value) && value > 0 && value < 2 ** 31).toBe(true);
    }
  });

  it('are the only ones: every other file that takes an advisory lock reads its key from the table', () => {
    const takers = sourceFiles(SRC)
      .filter((file) => /pg_(try_)?advisory_(xact_)?lock/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    // Sanity: the scan finds the places known to lock.
    expect(takers).toEqual(
      expect.arrayContaining([
        'db/client.ts',
        'lib/instance-session.ts',
        'modules/positions/positions.repository.ts',
      ]),
    );
    for (const file of takers) {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      // The login limits lock hashes of their own keys (hashtextextended), a space of their own.
      if (file === 'lib/login-limit-store.ts') {
        expect(text).toMatch(/hashtextextended/);
        continue;
      }
      const keyed = /LOCK_KEYS\.|INSTANCE_LOCK_CLASS|\(\$1\)|\(\$1, \$2\)/.test(text);
      expect(keyed, `${file} takes an advisory lock without a key from lib/lock-keys.ts`).toBe(true);
      expect(text, `${file} writes a lock key of its own`).not.toMatch(/advisory[^\n]*0x[0-9a-f_]+/i);
    }
    // And no key is written as a number anywhere but the table.
    for (const file of sourceFiles(SRC)) {
      if (file.endsWith(path.join('lib', 'lock-keys.ts'))) continue;
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/LOCK(_KEY)?\s*=\s*(0x|\d)/);
    }
  });
});
