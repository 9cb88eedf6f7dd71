import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run, waitForOutput } from '../support/server-process';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-proc-'));
  dataDirs.push(dir);
  return dir;
}

describe('the server process', () => {
  it('prints its URL and the demo accounts, serves the API, and exits 0 on SIGTERM', async () => {
    const server = run('apps/server/src/server.ts', [], {
      APP_MODE: 'demo',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: freshDataDir(),
      DEMO_SEED: 'false',
    });
    const [, url] = await waitForOutput(server, /console: (http:\/\/localhost:\d+)/);
    expect(server.output()).toContain('admin / demo1234  (admin1)');
    expect(server.output()).toContain('backtester / demo1234  (admin2)');
    const response = await fetch(`${url!.replace('localhost', '127.0.0.1')}/api/auth/verify`);
    expect(response.status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 90_000);

  it('fails its start with the reason, never hangs, when the database takes connections but never answers', async () => {
    // A port that accepts TCP connections and says nothing, as a database behind a dead proxy.
    const silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as AddressInfo).port;
    try {
      const server = run('apps/server/src/server.ts', [], {
        PORT: '0',
        DATA_DIR: freshDataDir(),
        DATABASE_URL: `postgres://signaldesk@127.0.0.1:${port}/signaldesk`,
        DATABASE_POOL_WAIT_SECONDS: '1',
        LOG_LEVEL: 'info',
      });
      expect(await server.exit).toBe(1);
      expect(server.output()).toContain('start-up: database and migrations');
      expect(server.output()).toMatch(/Failed to start: The database is not reachable right now/);
    } finally {
      silent.close();
    }
  }, 90_000);

  it('refuses to start in production while an admin has a demo password', async () => {
    const server = run('apps/server/src/server.ts', [], {
      APP_MODE: 'production',
      EXCHANGE: 'simulated',
      PORT: '0',
      DATA_DIR: freshDataDir(),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'demo1234',
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(/Demo passwords are refused/);
  }, 60_000);

  it('refuses to start in production without any admin, and starts once the admin command created one', async () => {
    const dataDir = freshDataDir();
    const env = {
      APP_MODE: 'production',
      EXCHANGE: 'simulated',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    const refused = run('apps/server/src/server.ts', [], env);
    expect(await refused.exit).toBe(1);
    expect(refused.output()).toMatch(/without an admin/);

    const create = run(
      'apps/server/src/cli/admin.ts',
      ['create', '--username', 'alice', '--type', 'admin1', '--password', 'a-long-secret-1'],
      env,
    );
    expect(await create.exit).toBe(0);
    const list = run('apps/server/src/cli/admin.ts', ['list'], env);
    expect(await list.exit).toBe(0);
    expect(list.output()).toMatch(/alice\tadmin1\tenabled/);

    const server = run('apps/server/src/server.ts', [], env);
    const [, url] = await waitForOutput(server, /console: (http:\/\/localhost:\d+)/);
    const login = await fetch(`${url!.replace('localhost', '127.0.0.1')}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'a-long-secret-1' }),
    });
    expect(login.status).toBe(200);
    // Production cookies are Secure.
    expect(login.headers.getSetCookie().every((cookie) => cookie.includes('Secure'))).toBe(true);
    server.child.kill('SIGINT');
    expect(await server.exit).toBe(0);
  }, 120_000);

  it('the admin command refuses short and demo passwords outside demo mode', async () => {
    const env = { APP_MODE: 'production', DATA_DIR: freshDataDir() };
    const weak = run(
      'apps/server/src/cli/admin.ts',
      ['create', '--username', 'bob', '--type', 'admin2', '--password', 'short'],
      env,
    );
    expect(await weak.exit).toBe(2);
    expect(weak.output()).toMatch(/at least 10 characters/);
    const demo = run(
      'apps/server/src/cli/admin.ts',
      ['create', '--username', 'bob', '--type', 'admin2', '--password', 'demo1234'],
      env,
    );
    expect(await demo.exit).toBe(2);
    expect(demo.output()).toMatch(/Demo passwords are refused/);
  }, 60_000);

  it('the admin command prints its usage for --help and exits 0', async () => {
    const help = run('apps/server/src/cli/admin.ts', ['--help'], { DATA_DIR: freshDataDir() });
    expect(await help.exit).toBe(0);
    expect(help.output()).toMatch(/Usage: npm run admin -- <command>/);
  }, 60_000);
});
