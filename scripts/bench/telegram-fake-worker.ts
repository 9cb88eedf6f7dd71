/**
 * The tests' local Bot API server in a worker thread of its own (scripts/bench/telegram-out.ts): its arrival
 * times are read on its own event loop, not delayed by the sender's (PGlite runs on the main thread).
 * Answers `{id, result}` to `{id, ask: 'count' | 'messages' | 'clear' | 'close'}`.
 */
import { parentPort } from 'node:worker_threads';
import { FakeTelegram } from '../../apps/server/test/support/fake-telegram';

const port = parentPort!;
const telegram = new FakeTelegram();
const apiRoot = await telegram.start();
port.postMessage({ id: 0, result: { apiRoot, token: telegram.token } });
port.on('message', async ({ id, ask }: { id: number; ask: string }) => {
  if (ask === 'count') port.postMessage({ id, result: telegram.received.length });
  else if (ask === 'messages') port.postMessage({ id, result: telegram.messages() });
  else if (ask === 'clear') port.postMessage({ id, result: telegram.clearOut() });
  else if (ask === 'close') {
    await telegram.close();
    port.postMessage({ id, result: null });
    port.close();
  }
});
