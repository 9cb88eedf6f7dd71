import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PriceHub } from '../../src/market/price-hub';
import { ScriptedExchange } from '../support/scripted-exchange';
import { buildTestApp, signIn, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

// Errors answered by the framework or by Node before any route: the JSON error shape wherever Fastify lets the
// application answer, and the client's doings logged below error level.

const logLines: { level: number; msg: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let port: number;
let cookie: string;

beforeAll(async () => {
  const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT']);
  t = await buildTestApp({
    deps: { exchange, priceHub: new PriceHub(exchange) },
    logger: pino({ level: 'info' }, logStream),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

/** Sends raw bytes on a new connection and gives back everything the server wrote until it closed. */
async function rawExchange(bytes: string): Promise<{ status: number; body: unknown }> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.write(bytes);
  await once(socket, 'close');
  return parseResponse(Buffer.concat(chunks).toString('utf8'));
}

function parseResponse(text: string): { status: number; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('errors before any route, in the JSON shape', () => {
  it('431 for headers too large', async () => {
    const answer = await rawExchange(
      `GET /api/auth/verify HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toEqual({
      status: 431,
      body: { success: false, error: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' },
    });
  });

  it('400 FST_ERR_BAD_URL for GET /% becomes a 400 naming url', async () => {
    const answer = await rawExchange('GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'Invalid request: url is not a valid URL',
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'url', message: 'url is not a valid URL' }],
      },
    });
  });

  it('400 for malformed HTTP framing', async () => {
    const answer = await rawExchange('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: 'The request is not valid HTTP', code: 'BAD_REQUEST' },
    });
  });

  it('408 when Node times a request out', async () => {
    const serverSide = once(t.app.server, 'connection') as Promise<[net.Socket]>;
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const [accepted] = await serverSide;
    // What Node's HTTP server emits when a request outlives `requestTimeout`.
    t.app.server.emit(
      'clientError',
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      accepted,
    );
    await once(socket, 'close');
    expect(parseResponse(Buffer.concat(chunks).toString('utf8'))).toEqual({
      status: 408,
      body: { success: false, error: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
    });
  });

  it('426 for GET /ws without an upgrade', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ws', headers: { cookie } });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({
      success: false,
      error: '/ws is a websocket: send Upgrade: websocket',
      code: 'UPGRADE_REQUIRED',
    });
  });
});

describe('log levels of the client’s doings', () => {
  it('logs a request body aborted by the client at info, not error', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/auth/loginAdmin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    socket.destroy();
    await waitFor(
      () => logLines.some((line) => line.msg === 'the client went away mid-request'),
      'the abort to be logged',
    );
    expect(logLines.find((line) => line.msg === 'the client went away mid-request')?.level).toBe(30);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('logs a malformed websocket frame at warn, not error', async () => {
    const client = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
    await once(client, 'open');
    const closed = once(client, 'close');
    // A client frame without the mask bit: RFC 6455 says the server must fail the connection.
    (client as unknown as { _socket: net.Socket })._socket.write(Buffer.from([0x81, 0x00]));
    await closed;
    await waitFor(
      () => logLines.some((line) => line.msg === 'dropped a websocket after a bad frame'),
      'the bad frame to be logged',
    );
    expect(logLines.find((line) => line.msg === 'dropped a websocket after a bad frame')?.level).toBe(40);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
