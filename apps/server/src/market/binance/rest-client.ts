import { ExchangeError } from '../../lib/errors';
import { type MarketLogger, silentLogger } from '../market-logger';

export type QueryValue = string | number | undefined;

export interface BinanceRestClientOptions {
  /** For example `https://fapi.binance.com`. */
  baseUrl: string;
  /** Request weight allowed per minute (futures 2400, spot 6000). */
  weightLimitPerMinute: number;
  /** Share of the limit after which requests wait for the next minute. Default 0.9. */
  slowDownAt?: number;
  /** Retries after a 429 whose Retry-After fits in `maxRetryWaitMs`. Default 3. */
  maxRetries?: number;
  /** Longest wait for a 429's Retry-After before giving up. Default 60 s. */
  maxRetryWaitMs?: number;
  /** Per-request timeout. Default 10 s. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  logger?: MarketLogger;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const WEIGHT_HEADER = 'x-mbx-used-weight-1m';
const MINUTE_MS = 60_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A small GET-only client for Binance's public REST API. It keeps track of the used request weight that
 * Binance reports in `X-MBX-USED-WEIGHT-1M`, waits for the next minute when a request would cross
 * `slowDownAt` of the limit, honours `Retry-After` on 429 (retries) and 418 (refuses calls until the ban
 * ends), and turns Binance's `{code, msg}` error bodies into UpstreamError with that message.
 */
export class BinanceRestClient {
  private readonly fetchImpl: typeof fetch;
  private readonly logger: MarketLogger;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private usedWeight = 0;
  private usedWeightMinute = -1;
  /** While set, every call fails or waits until this time (ms). */
  private blockedUntil = 0;
  private bannedUntil = 0;

  constructor(private readonly options: BinanceRestClientOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.logger = options.logger ?? silentLogger;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Weight used in the current minute, as last reported by Binance (plus what was sent since). */
  get usedWeightThisMinute(): number {
    return this.usedWeightMinute === Math.floor(this.now() / MINUTE_MS) ? this.usedWeight : 0;
  }

  async get<T>(path: string, query: Record<string, QueryValue>, weight: number): Promise<T> {
    const url = this.buildUrl(path, query);
    const maxRetries = this.options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      await this.waitForBudget(weight);
      const response = await this.send(url);
      this.recordWeight(response);
      if (response.ok) return (await response.json()) as T;

      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      const message = await errorMessage(response);
      if (response.status === 418) {
        this.bannedUntil = this.now() + (retryAfterMs ?? 2 * MINUTE_MS);
        this.logger.error({ path, retryAfterMs }, 'Binance banned this address (418)');
        throw new ExchangeError(
          `Binance refused the request (IP banned, retry after ${seconds(retryAfterMs)} s): ${message}`,
        );
      }
      if (response.status === 429) {
        const waitMs = retryAfterMs ?? MINUTE_MS;
        this.blockedUntil = Math.max(this.blockedUntil, this.now() + waitMs);
        this.logger.warn({ path, waitMs, attempt }, 'Binance rate limit hit (429)');
        if (attempt < maxRetries && waitMs <= (this.options.maxRetryWaitMs ?? MINUTE_MS)) continue;
        throw new ExchangeError(`Binance rate limit exceeded (retry after ${seconds(waitMs)} s): ${message}`);
      }
      throw new ExchangeError(`Binance ${response.status}: ${message}`);
    }
  }

  private buildUrl(path: string, query: Record<string, QueryValue>): string {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private async send(url: string): Promise<Response> {
    try {
      return await this.fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ExchangeError(`Binance is unreachable: ${(error as Error).message}`);
    }
  }

  private async waitForBudget(weight: number): Promise<void> {
    const now = this.now();
    if (this.bannedUntil > now) {
      throw new ExchangeError(
        `Binance has banned this address; calls resume in ${seconds(this.bannedUntil - now)} s`,
      );
    }
    if (this.blockedUntil > now) await this.sleep(this.blockedUntil - now);
    const threshold = this.options.weightLimitPerMinute * (this.options.slowDownAt ?? 0.9);
    if (this.usedWeightThisMinute + weight > threshold) {
      const nextMinute = (Math.floor(this.now() / MINUTE_MS) + 1) * MINUTE_MS;
      this.logger.info({ used: this.usedWeightThisMinute, weight }, 'Binance weight near the limit: waiting');
      await this.sleep(nextMinute - this.now());
    }
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (minute !== this.usedWeightMinute) {
      this.usedWeightMinute = minute;
      this.usedWeight = 0;
    }
    this.usedWeight += weight;
  }

  private recordWeight(response: Response): void {
    const reported = Number(response.headers.get(WEIGHT_HEADER));
    if (!Number.isFinite(reported) || reported <= 0) return;
    this.usedWeightMinute = Math.floor(this.now() / MINUTE_MS);
    // Other requests of this minute may still be in flight: never lower what we already counted.
    this.usedWeight = Math.max(reported, this.usedWeight);
  }
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const value = Number(header);
  return Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
}

function seconds(ms: number | undefined): number {
  return Math.ceil((ms ?? 0) / 1000);
}

/** Binance's `{code, msg}` body as `msg (code)`, else the status text. */
async function errorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    if (typeof parsed.msg === 'string') {
      return typeof parsed.code === 'number' ? `${parsed.msg} (code ${parsed.code})` : parsed.msg;
    }
  } catch {
    // not JSON: fall through
  }
  return response.statusText || `HTTP ${response.status}`;
}
