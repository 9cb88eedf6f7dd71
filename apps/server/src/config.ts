import { availableParallelism } from 'node:os';
import path from 'node:path';
import { TELEGRAM_LANGUAGES, type TelegramLanguage } from '@signaldesk/core/telegram/announcements';
import { z } from 'zod';

/**
 * The server's one configuration schema. Nothing else reads process.env.
 * Every variable is documented in README.md and .env.example.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listString = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  // The request pool of each instance (docs/operations.md, Connection budget): at least 2, start-up holds one for
  // its lock while migrating on another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(6),
  DATABASE_POOL_WAIT_SECONDS: z.coerce.number().positive().max(60).default(5),
  EXCHANGE: z.enum(['simulated', 'binance']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  ALLOWED_ORIGINS: listString.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  COOKIE_SECURE: booleanString.optional(),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_USERNAME_TOTAL: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  // One core is left to the event loop, so a login flood cannot slow other requests (docs/operations.md).
  LOGIN_MAX_CONCURRENT_CHECKS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  LOGIN_MAX_QUEUED_CHECKS: z.coerce.number().int().min(0).max(10_000).default(16),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUST_PROXY: booleanString.default(false),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ADMIN_TYPE: z.enum(['admin1', 'admin2']).default('admin1'),
  DEMO_SEED: booleanString.default(true),
  DEMO_CANDLE_DAYS: z.coerce.number().int().min(0).max(365).default(90),
  DEMO_SIGNALS: booleanString.default(true),
  BINANCE_FUTURES_REST_URL: z.string().url().default('https://fapi.binance.com'),
  BINANCE_SPOT_REST_URL: z.string().url().default('https://api.binance.com'),
  BINANCE_FUTURES_STREAM_URL: z.string().default('wss://fstream.binance.com'),
  BINANCE_SPOT_STREAM_URL: z.string().default('wss://stream.binance.com:9443'),
  BACKTEST_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  BACKTEST_MAX_QUEUE: z.coerce.number().int().min(0).default(8),
  BACKTEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  BACKTEST_RUNS_KEPT: z.coerce.number().int().min(1).default(500),
  JOB_QUEUE_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, 'must be a bot token from BotFather (123456:ABC...)')
    .optional(),
  TELEGRAM_API_ROOT: z
    .string()
    .url()
    .regex(/^https?:\/\/.*[^/]$/, 'must be an http(s) URL without a trailing /')
    .default('https://api.telegram.org'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be the signing secret of a Stripe webhook endpoint (whsec_...)')
    .optional(),
  STRIPE_API_BASE: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin, without a path or a trailing /')
    .default('https://api.stripe.com'),
  TELEGRAM_CHANNEL_ID: z
    .string()
    .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, 'must be a chat id (-100…) or a @channel username')
    .optional(),
  TELEGRAM_GROUP_ID: z
    .string()
    .regex(/^-\d{1,20}$/, 'must be the paid group’s chat id (-100…)')
    .optional(),
  TELEGRAM_LANGUAGE: z.enum(TELEGRAM_LANGUAGES).default('fr'),
  TELEGRAM_ANNOUNCE_TO_SUBSCRIBERS: booleanString.default(false),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be the bot’s username, without @')
    .optional(),
});

/** Every variable the server reads, in the schema's order: .env.example and the README list exactly these. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  mode: 'demo' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's request pool: its size, and how long a request waits for a connection before a 503. */
  databasePool: { size: number; waitMs: number };
  exchange: 'simulated' | 'binance';
  logLevel: string;
  /** Origins allowed to send state-changing requests (besides the request's own host). */
  allowedOrigins: string[];
  session: { ttlMs: number; secureCookie: boolean };
  /** See docs/operations.md, Login limits. */
  loginLimits: {
    /** Failed attempts per username from one address. */
    perUsernameAndAddress: number;
    /** Failed attempts per username from all addresses together (the ceiling on guessing one account). */
    perUsername: number;
    /** Failed attempts per address, all usernames together. */
    perAddress: number;
    windowMs: number;
    /** Password checks running at once, and waiting their turn; beyond both a login answers 503 at once. */
    maxConcurrentChecks: number;
    maxQueuedChecks: number;
  };
  trustProxy: boolean;
  bootstrapAdmin: { username: string; password: string; type: 'admin1' | 'admin2' } | undefined;
  /** ADMIN_PASSWORD on its own: the password `npm run admin` uses when no --password is given. */
  adminPassword: string | undefined;
  /** `signals`: the demo's scanner and simulated leaderboard send signals (docs/signals.md, Demo). */
  demo: { seed: boolean; candleDays: number; signals: boolean };
  binance: { futuresRestUrl: string; spotRestUrl: string; futuresStreamUrl: string; spotStreamUrl: string };
  /** `runsKept`: the run library keeps each admin's latest this many unstarred runs (docs/backtest.md, Run library). */
  backtest: { workers: number; maxQueue: number; timeoutMs: number; runsKept: number };
  /** On PostgreSQL: how often lost jobs are looked for and handed to another instance (docs/job-queue.md). */
  jobQueue: { superviseSeconds: number };
  /** An OpenAI-compatible endpoint writing the analysis reports; undefined: the built-in writer. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The Telegram intake (docs/signals.md, Telegram channels) and Telegram out (docs/telegram.md): off without a bot token. */
  telegram: TelegramConfig;
  /**
   * The Stripe webhook (docs/billing.md): without a signing secret it answers 503 and changes nothing. `apiBase`:
   * where the Stripe API is read when the STRIPE_SECRET_KEY parameter is set.
   */
  stripe: { webhookSecret: string | undefined; apiBase: string };
}

export interface TelegramConfig {
  botToken: string | undefined;
  apiRoot: string;
  /** Where position announcements go (a channel or group); undefined: no channel announcements. */
  channelId: string | undefined;
  /** The paid group subscribers are invited to and removed from; undefined: no group management. */
  groupId: string | undefined;
  language: TelegramLanguage;
  /** Announcements also go to each subscriber with access who started the bot. */
  announceToSubscribers: boolean;
  /** The bot's username, for the subscribers' start links (`https://t.me/<bot>?start=<token>`). */
  botUsername: string | undefined;
}

export class ConfigError extends Error {}

/** Parses an environment (process.env by default) into the typed configuration, or throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const aiSet = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiSet !== 0 && aiSet !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL, AI_API_KEY and AI_MODEL go together: set all three or none',
    );
  }
  const production = e.APP_MODE === 'production';
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: { size: e.DATABASE_POOL_SIZE, waitMs: e.DATABASE_POOL_WAIT_SECONDS * 1000 },
    exchange: e.EXCHANGE ?? (production ? 'binance' : 'simulated'),
    logLevel: e.LOG_LEVEL,
    allowedOrigins: [publicOrigin, ...(e.ALLOWED_ORIGINS ?? [])],
    session: { ttlMs: e.SESSION_TTL_HOURS * 3_600_000, secureCookie: e.COOKIE_SECURE ?? production },
    loginLimits: {
      perUsernameAndAddress: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      perUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME_TOTAL,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      maxConcurrentChecks: e.LOGIN_MAX_CONCURRENT_CHECKS,
      maxQueuedChecks: e.LOGIN_MAX_QUEUED_CHECKS,
    },
    trustProxy: e.TRUST_PROXY,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, type: e.ADMIN_TYPE }
        : undefined,
    adminPassword: e.ADMIN_PASSWORD,
    demo: { seed: !production && e.DEMO_SEED, candleDays: e.DEMO_CANDLE_DAYS, signals: e.DEMO_SIGNALS },
    binance: {
      futuresRestUrl: e.BINANCE_FUTURES_REST_URL,
      spotRestUrl: e.BINANCE_SPOT_REST_URL,
      futuresStreamUrl: e.BINANCE_FUTURES_STREAM_URL,
      spotStreamUrl: e.BINANCE_SPOT_STREAM_URL,
    },
    backtest: {
      workers: e.BACKTEST_WORKERS,
      maxQueue: e.BACKTEST_MAX_QUEUE,
      timeoutMs: e.BACKTEST_TIMEOUT_SECONDS * 1000,
      runsKept: e.BACKTEST_RUNS_KEPT,
    },
    jobQueue: { superviseSeconds: e.JOB_QUEUE_SUPERVISE_SECONDS },
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    telegram: {
      botToken: e.TELEGRAM_BOT_TOKEN,
      apiRoot: e.TELEGRAM_API_ROOT,
      channelId: e.TELEGRAM_CHANNEL_ID,
      groupId: e.TELEGRAM_GROUP_ID,
      language: e.TELEGRAM_LANGUAGE,
      announceToSubscribers: e.TELEGRAM_ANNOUNCE_TO_SUBSCRIBERS,
      botUsername: e.TELEGRAM_BOT_USERNAME,
    },
    stripe: { webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
  };
}
