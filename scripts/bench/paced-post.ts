/**
 * A paced load generator for one POST endpoint, run as a child process by the benches (so it does not share the
 * server's event loop): `rate` requests a second for `seconds`, each sent at its own scheduled time on a
 * keep-alive connection pool, its latency measured from its send to the end of its answer. Prints JSON
 * `{latencies, statuses}`. autocannon's paced mode (-R) adds a wait of its own to each latency (a p50 near 20 ms
 * against 3 ms measured one request at a time), which is why this exists.
 *
 * Usage: node --import tsx scripts/bench/paced-post.ts <url> <rate> <seconds> <json body> [header=value ...]
 * A header given several times takes its values in turn (request k sends value k mod n): several sources' keys.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const [url, rateText, secondsText, body, ...headerArgs] = process.argv.slice(2);
const rate = Number(rateText);
const seconds = Number(secondsText);
const headerValues = new Map<string, string[]>([['content-type', ['application/json']]]);
for (const arg of headerArgs) {
  const at = arg.indexOf('=');
  const name = arg.slice(0, at);
  const given = headerValues.get(name);
  if (given && name !== 'content-type') given.push(arg.slice(at + 1));
  else headerValues.set(name, [arg.slice(at + 1)]);
}
const headersOf = (k: number): Record<string, string> =>
  Object.fromEntries([...headerValues].map(([name, values]) => [name, values[k % values.length]!]));

const latencies: number[] = [];
const statuses: Record<string, number> = {};
const inFlight: Promise<void>[] = [];
const start = performance.now();
for (let k = 0; k < rate * seconds; k++) {
  const due = start + (k * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  const sent = performance.now();
  inFlight.push(
    fetch(url!, { method: 'POST', headers: headersOf(k), body })
      .then(async (response) => {
        await response.arrayBuffer();
        return String(response.status);
      })
      // A request that never got an answer (a connection refused or timed out) is counted, not thrown.
      .catch(() => 'error')
      .then((status) => {
        latencies.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
  );
}
await Promise.all(inFlight);
process.stdout.write(JSON.stringify({ latencies, statuses }));
