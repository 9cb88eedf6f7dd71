import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { FileCandleStore } from '../../src/market/candle-store';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/cli/candles.ts', import.meta.url));
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'candles-cli-'));
  dirs.push(dir);
  return dir;
}

async function candles(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, EXCHANGE: 'simulated', APP_MODE: 'demo', DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Each case starts the command in a fresh Node process (tsx compiles it): slow on a busy machine. */
const CLI_TIMEOUT_MS = 90_000;

describe('npm run candles', () => {
  it(
    'fill: fills the store of the data folder from the simulated exchange',
    async () => {
      const dataDir = await tempDir();
      const result = await candles(
        ['fill', '--symbols', 'BTCUSDT,ethusdt', '--from', '2026-01-30', '--to', '2026-02-02'],
        dataDir,
      );
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Filled 8640 candles of 2 symbol\(s\)/);
      expect((await readdir(join(dataDir, 'candles', 'ETHUSDT'))).sort()).toEqual([
        '2026-01.arrow',
        '2026-02.arrow',
      ]);
      const store = new FileCandleStore({ dir: join(dataDir, 'candles') });
      const read = await store.read('ETHUSDT', Date.UTC(2026, 0, 30), Date.UTC(2026, 1, 2));
      expect(read.present.every((value) => value === 1)).toBe(true);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'import: imports dump zips of a folder, verifying CHECKSUM files and reporting gaps',
    async () => {
      const dataDir = await tempDir();
      const dumps = await tempDir();
      const day = Date.UTC(2024, 0, 5);
      const rows = Array.from({ length: 1440 }, (_, i) => i)
        .filter((i) => i !== 100)
        .map(
          (i) =>
            `${day + i * MINUTE_MS},42000.5,42001,42000,42000.5,1.5,${day + (i + 1) * MINUTE_MS - 1},63000.75,10,0.7,29400.35,0`,
        );
      const zip = zipSync({ 'BNBUSDT-1m-2024-01-05.csv': strToU8(rows.join('\n')) });
      await writeFile(join(dumps, 'BNBUSDT-1m-2024-01-05.zip'), zip);
      const hash = createHash('sha256').update(zip).digest('hex');
      await writeFile(
        join(dumps, 'BNBUSDT-1m-2024-01-05.zip.CHECKSUM'),
        `${hash}  BNBUSDT-1m-2024-01-05.zip\n`,
      );

      const result = await candles(['import', dumps], dataDir);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('BNBUSDT 1439 candles, checksum ok, 1 gap(s), 1 minute(s) missing');
      expect(result.stdout).toContain('2024-01-05T01:40:00.000Z');
      expect(result.stdout).toContain('Imported 1 file(s), refused 0.');

      await writeFile(
        join(dumps, 'BNBUSDT-1m-2024-01-05.zip.CHECKSUM'),
        `${'0'.repeat(64)}  BNBUSDT-1m-2024-01-05.zip\n`,
      );
      const refused = await candles(['import', join(dumps, 'BNBUSDT-1m-2024-01-05.zip')], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toMatch(/refused \(sha256 differs/);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'prints the usage for an unknown command',
    async () => {
      const result = await candles(['frobnicate'], await tempDir());
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run candles');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'prints the usage on standard output for --help, and succeeds',
    async () => {
      const result = await candles(['--help'], await tempDir());
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Usage: npm run candles');
      expect(result.stdout).toContain('import  <zip files or folders>');
    },
    CLI_TIMEOUT_MS,
  );
});
