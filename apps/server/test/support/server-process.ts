import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository's root: `npm run serve` runs `node --import tsx apps/server/src/server.ts` from there. */
export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs a script of the repository as `npm run serve` (or `npm run admin`...) does, collecting its output. */
export function run(script: string, args: string[], env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

export async function waitForOutput(
  started: Run,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = started.output().match(pattern);
    if (match) return match;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pattern} in:\n${started.output()}`);
}

/** A server process and its address (`http://127.0.0.1:<port>`), once it printed its console line. */
export interface ServerProcess extends Run {
  url: string;
  /** ms from the spawn to the console line. */
  startedInMs: number;
}

/** Starts the server (`apps/server/src/server.ts`, as `npm run serve`) and waits for its console line. */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const spawned = Date.now();
  const server = run('apps/server/src/server.ts', [], { HOST: '127.0.0.1', PORT: '0', ...env });
  const [, url] = await waitForOutput(server, /console: (http:\/\/localhost:\d+)/, timeoutMs);
  return { ...server, url: url!.replace('localhost', '127.0.0.1'), startedInMs: Date.now() - spawned };
}

/** Stops a server as an orchestrator does (SIGTERM) and answers its exit code. */
export async function stopServer(server: Run): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  return server.exit;
}

/** The connections open on database `name`, by application name (pg_stat_activity). */
export async function connectionsOn(adminUrl: string, name: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1`,
      [name],
    );
    return Object.fromEntries(rows.map((row) => [row.name as string, row.n as number]));
  } finally {
    await client.end();
  }
}

/** Signs in through the API; answers the Cookie header and how long the sign-in took, ms. */
export async function signInOver(url: string, username: string, password: string) {
  const started = Date.now();
  const response = await fetch(`${url}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${username} at ${url}: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    cookie,
    ms: Date.now() - started,
    secure: response.headers.getSetCookie().every((line) => /Secure/.test(line)),
  };
}
