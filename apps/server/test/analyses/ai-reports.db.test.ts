import { Writable } from 'node:stream';
import {
  altcoinWithReportResponseSchema,
  bitcoinWithReportResponseSchema,
} from '@signaldesk/contracts/analyses';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppInstance } from '../../src/app-types';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { SimulatedExchange } from '../../src/market/simulated';
import { seedDemoAccounts } from '../../src/modules/auth/admin-accounts';
import { signIn } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';
import { createTestServices, type TestServices } from '../support/test-deps';
import { ANALYSIS_NOW, simulatedMarket } from './analyses-fixture';
import { OpenAiCompatibleServer } from './openai-compatible-server';

const API_KEY = 'sk-test-4f1c9a7e0b2d48c6a3e5';
const MODEL = 'desk-analyst-1';

describe('AI reports through an OpenAI-compatible endpoint', () => {
  const clock = { now: ANALYSIS_NOW };
  const logLines: string[] = [];
  let provider: OpenAiCompatibleServer;
  let exchange: SimulatedExchange;
  let database: DatabaseHandle;
  let services: TestServices;
  let app: AppInstance;
  let cookie: string;

  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(answer.body).not.toContain(API_KEY);
    return answer;
  };

  beforeAll(async () => {
    provider = await OpenAiCompatibleServer.start();
    exchange = simulatedMarket(() => clock.now);
    services = await createTestServices({ exchange }, () => clock.now);
    database = await openTestDatabase();
    await seedDemoAccounts(database.db);
    const config = loadConfig({
      APP_MODE: 'demo',
      DATA_DIR: ':memory:',
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: API_KEY,
      AI_MODEL: MODEL,
      AI_TIMEOUT_SECONDS: '1',
    });
    // Every log line at the most verbose level, to show the key never reaches a log.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      deps: { config, database, now: () => clock.now, ...services.deps },
      logger: pino({ level: 'trace' }, sink),
    });
    await app.ready();
    cookie = await signIn(app, 'admin');
  });

  afterEach(() => {
    provider.reply = { kind: 'text', text: 'A report.' };
  });

  afterAll(async () => {
    await app.close();
    await services.close();
    await database.close();
    await exchange.close();
    await provider.close();
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(API_KEY);
  });

  it('asks the model with the analysis numbers and says the model wrote the report', async () => {
    provider.reply = {
      kind: 'text',
      text: 'Bitcoin holds its range.\n\n- Buy the dip.\n- Stop below the low.',
    };
    const answer = await get('/api/bitcoin-analysis/with-report');
    expect(answer.statusCode).toBe(200);
    const { data } = bitcoinWithReportResponseSchema.parse(answer.json());
    expect(data.tradingReport).toBe('Bitcoin holds its range.\n\n- Buy the dip.\n- Stop below the low.');
    expect(data.reportSource).toEqual({
      writer: 'ai',
      model: MODEL,
      generatedAt: new Date(ANALYSIS_NOW).toISOString(),
    });

    expect(provider.received).toHaveLength(1);
    const request = provider.received[0]!;
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.model).toBe(MODEL);
    const [system, user] = request.body.messages;
    expect(system?.role).toBe('system');
    expect(user?.content).toContain('Bitcoin (BTCUSDT) analysis');
    const numbers = JSON.parse(user!.content.slice(user!.content.indexOf('\n') + 1));
    expect(numbers.currentPrice).toBe(data.currentPrice);
    expect(numbers.keyLevels).toEqual(data.keyLevels);
  });

  it('reuses the report for identical requests within a minute, then asks again', async () => {
    const before = provider.received.length;
    clock.now = ANALYSIS_NOW + 59_000;
    const reused = bitcoinWithReportResponseSchema.parse(
      (await get('/api/bitcoin-analysis/with-report')).json(),
    );
    expect(provider.received.length).toBe(before);
    expect(reused.data.reportSource.generatedAt).toBe(new Date(ANALYSIS_NOW).toISOString());

    clock.now = ANALYSIS_NOW + 61_000;
    provider.reply = { kind: 'text', text: 'A fresh view.' };
    const fresh = bitcoinWithReportResponseSchema.parse(
      (await get('/api/bitcoin-analysis/with-report')).json(),
    );
    expect(provider.received.length).toBe(before + 1);
    expect(fresh.data.tradingReport).toBe('A fresh view.');
    expect(fresh.data.reportSource.generatedAt).toBe(new Date(ANALYSIS_NOW + 61_000).toISOString());
  });

  it("answers 502 with the provider's message, never the key it may quote", async () => {
    clock.now += 120_000;
    provider.reply = { kind: 'error', status: 401, message: `Incorrect API key provided: ${API_KEY}.` };
    const answer = await get('/api/altcoin-analysis/overview/with-report');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      success: false,
      code: 'UPSTREAM_ERROR',
      error: 'The report provider failed: 401 Incorrect API key provided: [key].',
      reason: 'upstream.report',
      params: { detail: '401 Incorrect API key provided: [key].' },
    });

    // A failure is not kept: the next request asks again and gets the report.
    provider.reply = { kind: 'text', text: 'Alts lag.' };
    const retried = altcoinWithReportResponseSchema.parse(
      (await get('/api/altcoin-analysis/overview/with-report')).json(),
    );
    expect(retried.data.report).toBe('Alts lag.');
    expect(retried.data.reportSource.writer).toBe('ai');
    const lastUser = provider.received.at(-1)!.body.messages[1]!.content;
    expect(lastUser).toContain('Altcoin market');
  });

  it('answers 502 when the provider does not answer in time', async () => {
    clock.now += 120_000;
    provider.reply = { kind: 'hang' };
    const answer = await get('/api/bitcoin-analysis/with-report');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      success: false,
      code: 'UPSTREAM_ERROR',
      error: 'The report provider failed: no answer within 1 s',
      reason: 'upstream.report',
      params: { detail: 'no answer within 1 s' },
    });
  });
});
