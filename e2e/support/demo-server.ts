import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The Stripe webhook's signing secret of the demo server the journeys run (they sign events with it). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_signaldesk_journeys';

export interface DemoServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server in demo mode (fresh PGlite data folder, simulated exchange, demo data) on a free port, as
 * `npm start` would after the build; resolves once the demo data is in place. Used by the journeys and the bench.
 * `env` adds variables (the journeys' Telegram bot, support/telegram.ts).
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sd-demo-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys count positions: no signal may open one while they run.
      DEMO_SIGNALS: 'false',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(server);
  return {
    url,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/console: (http:\/\/localhost:\d+)/);
      // The journeys read the demo positions and candles: wait until they are in place.
      if (match && output.includes('Demo data ready.')) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
