import { ADVICE_MODES, CONSOLE_LANGUAGES } from '@signaldesk/contracts/auth';
import { SWEEP_STATES } from '@signaldesk/contracts/backtest-sweeps';
import {
  PAYMENT_REVERSAL_KINDS,
  PAYMENT_STATUSES,
  STRIPE_EVENT_OUTCOMES,
} from '@signaldesk/contracts/billing';
import { POSITION_STATUSES } from '@signaldesk/contracts/positions';
import { ADMIN_TYPES } from '@signaldesk/contracts/session';
import { SIGNAL_CATEGORIES, SIGNAL_SOURCE_KINDS, SIGNAL_STATES } from '@signaldesk/contracts/signal-sources';
import {
  TELEGRAM_DELIVERY_KINDS,
  TELEGRAM_DELIVERY_STATUSES,
  TELEGRAM_GROUP_STATUSES,
} from '@signaldesk/contracts/telegram';
import { SUBSCRIPTION_PLANS } from '@signaldesk/contracts/users';
import { BACKTEST_NUMBER_RULES } from '@signaldesk/core/backtest/config-rules';
import { PRICE_RULE } from '@signaldesk/core/position/levels';
import { DIRECTIONS } from '@signaldesk/core/position/profit';
import { POSITION_EVENT_KINDS } from '@signaldesk/core/telegram/announcements';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { numberBoundsSql } from './number-rule.sql';

/** Console administrators (docs/architecture.md, Decisions; docs/operations.md, Admin accounts). */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** `scrypt$N$r$p$salt$hash`, see lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    adminType: text('admin_type', { enum: ADMIN_TYPES }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The console language they chose; null until they choose (docs/console.md, Languages). */
    language: text('language', { enum: CONSOLE_LANGUAGES }),
    /** The header advice's mode they chose (docs/console.md, "Trading day and hour"). */
    adviceMode: text('advice_mode', { enum: ADVICE_MODES }).notNull().default('schedule'),
  },
  (table) => [
    check('admins_language_check', sql`${table.language} IN ('fr', 'en')`),
    check('admins_advice_mode_check', sql`${table.adviceMode} IN ('schedule', 'history')`),
  ],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_admin_idx').on(table.adminId),
    index('sessions_expiry_idx').on(table.expiresAt),
  ],
);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A price no position may do without: core's PRICE_RULE, above 0 and at most MAX_PRICE (1e12). NaN sorts above every
 * number in PostgreSQL and Infinity is above 1e12, so neither passes (docs/positions-server.md, "Database checks").
 */
const isPrice = (column: unknown) => numberBoundsSql(column, PRICE_RULE);
/** A percent of the position closed at a take profit: the bounds of the backtest's exit share, 0 to 100. */
const isSize = (column: unknown) => numberBoundsSql(column, BACKTEST_NUMBER_RULES.tp1ExitPercent);
/** Any finite number (neither infinity nor NaN). */
const isFiniteNumber = (column: unknown) =>
  sql`(${column} > '-Infinity'::float8 AND ${column} < 'Infinity'::float8)`;

/**
 * Positions (docs/positions.md, The wire contract; docs/positions-server.md, Tables). Prices are in the quote
 * currency, percents are percent (1.6 = 1.6 %), sizes are the percent of the position closed at TP1 and TP2.
 */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: DIRECTIONS }).notNull(),
    entryPrice: doublePrecision('entry_price').notNull(),
    exitPrice: doublePrecision('exit_price'),
    stopLoss: doublePrecision('stop_loss').notNull(),
    tp1: doublePrecision('tp1').notNull(),
    tp2: doublePrecision('tp2').notNull(),
    tp3: doublePrecision('tp3').notNull(),
    tp1Size: doublePrecision('tp1_size').notNull(),
    tp2Size: doublePrecision('tp2_size').notNull(),
    hitTp1: boolean('hit_tp1').notNull().default(false),
    hitTp2: boolean('hit_tp2').notNull().default(false),
    hitTp3: boolean('hit_tp3').notNull().default(false),
    tp1ProfitPercentage: doublePrecision('tp1_profit_percentage'),
    tp2ProfitPercentage: doublePrecision('tp2_profit_percentage'),
    finalProfitPercentage: doublePrecision('final_profit_percentage'),
    openedAt: timestamptz('opened_at').notNull(),
    closedAt: timestamptz('closed_at'),
    closeReason: text('close_reason'),
    /** Null when the signal carried none (docs/signals.md, "Missing force and risk"). */
    riskScore: doublePrecision('risk_score'),
    forcePercentage: doublePrecision('force_percentage'),
    score: doublePrecision('score').notNull().default(0),
    score2: doublePrecision('score2').notNull().default(0),
    shouldWork: boolean('should_work').notNull().default(true),
    isSpot: boolean('is_spot').notNull().default(false),
    isGolden: boolean('is_golden').notNull().default(false),
    openByAdmin: boolean('open_by_admin').notNull().default(false),
    isSignalFromTelegram: boolean('is_signal_from_telegram').notNull().default(false),
    isOpportunity: boolean('is_opportunity').notNull().default(false),
    traderId: text('trader_id'),
    trendConfidence: doublePrecision('trend_confidence'),
    atrValue: doublePrecision('atr_value'),
    volumeRatio: doublePrecision('volume_ratio'),
    marketVolatilityIndex: doublePrecision('market_volatility_index'),
    status: text('status', { enum: POSITION_STATUSES }).notNull().default('open'),
    reopenedAt: timestamptz('reopened_at'),
  },
  (table) => [
    index('positions_status_opened_idx').on(table.status, table.openedAt.desc()),
    index('positions_closed_idx')
      .on(table.closedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'closed'`),
    index('positions_risk_idx').on(table.symbol, table.direction, table.status),
    check(
      'positions_prices_check',
      sql`${isPrice(table.entryPrice)} AND ${isPrice(table.stopLoss)} AND ${isPrice(table.tp1)} AND ${isPrice(table.tp2)} AND ${isPrice(table.tp3)} AND (${table.exitPrice} IS NULL OR ${isPrice(table.exitPrice)})`,
    ),
    check('positions_sizes_check', sql`${isSize(table.tp1Size)} AND ${isSize(table.tp2Size)}`),
    check(
      'positions_figures_check',
      sql`(${table.tp1ProfitPercentage} IS NULL OR ${isFiniteNumber(table.tp1ProfitPercentage)}) AND (${table.tp2ProfitPercentage} IS NULL OR ${isFiniteNumber(table.tp2ProfitPercentage)}) AND (${table.finalProfitPercentage} IS NULL OR ${isFiniteNumber(table.finalProfitPercentage)}) AND ${isFiniteNumber(table.riskScore)} AND ${isFiniteNumber(table.forcePercentage)} AND ${isFiniteNumber(table.score)} AND ${isFiniteNumber(table.score2)}`,
    ),
  ],
);

/**
 * Trading parameter values (docs/positions-server.md, Trading parameters). Keys absent here hold their
 * catalogue default.
 */
export const tradingParameters = pgTable('trading_parameters', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every admin action: who, when, what, and the entity before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

/**
 * The service's subscribers (docs/users.md). `subscriptionType` is null for a subscriber without a plan. The
 * indexes serve the list's sort orders, each with the id as tie-breaker so paging is stable.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    subscriptionType: text('subscription_type', { enum: SUBSCRIPTION_PLANS }),
    subscriptionEndDate: timestamptz('subscription_end_date'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    telegramUsername: text('telegram_username'),
    /** What the search box looks in: email, username and Telegram username, lower-cased (docs/users.md, Search). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(email || ' ' || username || ' ' || coalesce(telegram_username, ''))`,
    ),
  },
  (table) => [
    // Trigram index (pg_trgm): `LIKE '%text%'` finds its rows without reading the table.
    index('users_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_username_idx').on(table.username, table.id),
    index('users_end_date_idx').on(table.subscriptionEndDate, table.id),
    index('users_plan_idx').on(table.subscriptionType, table.id),
    index('users_subscribed_idx').on(table.isSubscribed, table.id),
    index('users_telegram_idx').on(table.telegramUsername, table.id),
    // The Stripe webhook finds a subscriber by email without case (migration 0010_billing).
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    // Descending sorts keep absent values last, which a backward scan of the ascending index cannot give.
    index('users_end_date_desc_idx').on(table.subscriptionEndDate.desc().nullsLast(), table.id.desc()),
    index('users_plan_desc_idx').on(table.subscriptionType.desc().nullsLast(), table.id.desc()),
    index('users_telegram_desc_idx').on(table.telegramUsername.desc().nullsLast(), table.id.desc()),
  ],
);

/**
 * How many subscribers each (plan, subscribed) group holds, kept exact by statement triggers on `users` (migration
 * 0002_users), so the list's totals and counts never count rows (docs/users.md, Speed). `plan` is FREE for none.
 */
export const userGroupCounts = pgTable(
  'user_group_counts',
  {
    plan: text('plan').notNull(),
    isSubscribed: boolean('is_subscribed').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.plan, table.isSubscribed] })],
);

/**
 * The closed positions summed per opening hour (hours since the epoch, UTC) and cell (category index × 2 +
 * direction index): every figure of the advanced analytics is a sum of these rows, so a query reads at most one row
 * per hour and cell instead of every position. Kept exact by statement triggers on `positions` whose function is
 * written from core's rules at start (db/position-hour-cells.ts; docs/advanced-analytics.md, Speed).
 */
export const positionHourCells = pgTable(
  'position_hour_cells',
  {
    hour: integer('hour').notNull(),
    cell: smallint('cell').notNull(),
    count: integer('count').notNull(),
    wins: integer('wins').notNull(),
    totalProfit: numeric('total_profit').notNull(),
    tp1Hits: integer('tp1_hits').notNull(),
    tp2Hits: integer('tp2_hits').notNull(),
    tp3Hits: integer('tp3_hits').notNull(),
    breakevens: integer('breakevens').notNull(),
    tradersExits: integer('traders_exits').notNull(),
    slHits: integer('sl_hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.cell] })],
);

/** The text of the function that keeps `position_hour_cells`: a different text means the rules changed. */
export const positionHourCellsRules = pgTable('position_hour_cells_rules', {
  id: smallint('id').primaryKey().default(1),
  functionText: text('function_text').notNull(),
});

/**
 * The run library (docs/backtest.md, Run library): every kept backtest run with its owner, figures for sorting
 * and the full result. `result` is the answer's JSON text (configuration, summary, trades) kept as text: it is
 * written and read whole, never queried inside.
 */
export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name'),
    note: text('note'),
    starred: boolean('starred').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    computedAt: timestamptz('computed_at').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    cached: boolean('cached').notNull(),
    config: jsonb('config').notNull(),
    summary: jsonb('summary').notNull(),
    riskMetrics: jsonb('risk_metrics').notNull(),
    result: text('result').notNull(),
    totalTrades: integer('total_trades').notNull(),
    winRate: doublePrecision('win_rate').notNull(),
    totalProfitLoss: doublePrecision('total_profit_loss').notNull(),
    returnOnInvestment: doublePrecision('return_on_investment').notNull(),
    profitFactor: doublePrecision('profit_factor'),
    maxDrawdown: doublePrecision('max_drawdown'),
    sharpe: doublePrecision('sharpe'),
  },
  (table) => [
    index('backtest_runs_admin_created_idx').on(table.adminId, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * Sweeps (docs/backtest.md, Sweeps): the request, where it stands, and once ended its cells. A sweep found
 * `running` at start-up was cut by a restart and is marked failed.
 */
export const backtestSweeps = pgTable(
  'backtest_sweeps',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    state: text('state', { enum: SWEEP_STATES }).notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    elapsedMs: doublePrecision('elapsed_ms').notNull().default(0),
    error: text('error'),
    positions: integer('positions').notNull().default(0),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    /** The instance following it (lib/instance-session.ts); another takes it over when that one is gone. */
    ownerInstance: integer('owner_instance'),
    /** How many times an instance took it over from a dead owner (docs/backtest.md, Sweeps). */
    takeovers: integer('takeovers').notNull().default(0),
  },
  (table) => [index('backtest_sweeps_started_idx').on(table.startedAt.desc(), table.id.desc())],
);

/**
 * Where signals come from (docs/signals.md, Sources): a webhook with its API key (only the key's SHA-256 is kept),
 * or a Telegram channel list. A revoked source keeps its row (and its signals) with `revokedAt` set.
 */
export const signalSources = pgTable(
  'signal_sources',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: SIGNAL_SOURCE_KINDS }).notNull(),
    apiKeyHash: text('api_key_hash').unique(),
    channelIds: jsonb('channel_ids'),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Whether a cancel or close update acts on its signal, or is only recorded (docs/signals.md, Updates). */
    updatesAct: boolean('updates_act').notNull().default(false),
    /** The source's token bucket: refill per minute and burst (docs/signals.md, Rate limit). */
    ratePerMinute: integer('rate_per_minute').notNull().default(60),
    rateBurst: integer('rate_burst').notNull().default(20),
    /** The body field that carries a retry's key when no Idempotency-Key header is sent (docs/signals.md). */
    idempotencyField: text('idempotency_field'),
  },
  (table) => [
    index('signal_sources_active_idx').on(table.revokedAt, table.id),
    check(
      'signal_sources_rate_check',
      sql`${table.ratePerMinute} BETWEEN 1 AND 60000 AND ${table.rateBurst} BETWEEN 1 AND 1000`,
    ),
  ],
);

/**
 * Every signal received (docs/signals.md, The Signal Manager): what it said, and the state the manager gave it:
 * `waiting`, then `entered` (with its position), `ignored` (with the backtest's reason name) or `cancelled` by its source.
 */
export const signals = pgTable(
  'signals',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => signalSources.id),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: DIRECTIONS }).notNull(),
    isSpot: boolean('is_spot').notNull().default(false),
    category: text('category', { enum: SIGNAL_CATEGORIES }).notNull(),
    entry: doublePrecision('entry'),
    stopLoss: doublePrecision('stop_loss'),
    tp1: doublePrecision('tp1'),
    tp2: doublePrecision('tp2'),
    tp3: doublePrecision('tp3'),
    leverage: doublePrecision('leverage'),
    riskScore: doublePrecision('risk_score'),
    forcePercentage: doublePrecision('force_percentage'),
    traderId: text('trader_id'),
    text: text('text'),
    receivedAt: timestamptz('received_at').notNull(),
    state: text('state', { enum: SIGNAL_STATES }).notNull().default('waiting'),
    ignoredReason: text('ignored_reason'),
    decidedAt: timestamptz('decided_at'),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    /** How far a waiting signal's pattern search got at the manager's last step (docs/signals.md, The Signals screen). */
    searchProgress: jsonb('search_progress').$type<{ pattern: 1 | 2; seen: number; needed: number }>(),
    /** `at`, or a breakout entry waiting for the price to cross `entry` (`above`, `below`): docs/signals.md. */
    entryCondition: text('entry_condition', { enum: ['at', 'above', 'below'] })
      .notNull()
      .default('at'),
    /** The Telegram post it came from, so that a reply to that post targets it. */
    originChatId: text('origin_chat_id'),
    originMessageId: bigint('origin_message_id', { mode: 'number' }),
    /** Minutes an entered signal was taken after its entry candle closed, when a step ran late (docs/signals.md, Late entries). */
    lateMinutes: integer('late_minutes'),
  },
  (table) => [
    index('signals_origin_post_idx')
      .on(table.sourceId, table.originChatId, table.originMessageId)
      .where(sql`${table.originMessageId} IS NOT NULL`),
    index('signals_open_symbol_idx')
      .on(table.sourceId, table.symbol)
      .where(sql`${table.state} IN ('waiting', 'entered')`),
    index('signals_received_idx').on(table.receivedAt.desc(), table.id.desc()),
    index('signals_source_idx').on(table.sourceId, table.receivedAt.desc()),
    index('signals_waiting_idx').on(table.receivedAt).where(sql`${table.state} = 'waiting'`),
    check(
      'signals_levels_check',
      sql`(${table.entry} IS NULL OR ${isPrice(table.entry)}) AND (${table.stopLoss} IS NULL OR ${isPrice(table.stopLoss)}) AND (${table.tp1} IS NULL OR ${isPrice(table.tp1)}) AND (${table.tp2} IS NULL OR ${isPrice(table.tp2)}) AND (${table.tp3} IS NULL OR ${isPrice(table.tp3)})`,
    ),
  ],
);

/**
 * What a source said about a signal after it (docs/signals.md, Updates): a target hit, a close, a cancel, a stop
 * moved, an addition. `outcome` says what it did: `recorded`, or, when the source's updates act, `cancelled` (a
 * waiting signal) or `closed` (its position closed at market).
 */
export const signalUpdates = pgTable(
  'signal_updates',
  {
    id: serial('id').primaryKey(),
    signalId: integer('signal_id')
      .notNull()
      .references(() => signals.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => signalSources.id),
    kind: text('kind', {
      enum: ['targetHit', 'close', 'cancel', 'stopToEntry', 'stopTo', 'addToPosition'],
    }).notNull(),
    target: integer('target'),
    price: doublePrecision('price'),
    text: text('text').notNull(),
    outcome: text('outcome', { enum: ['recorded', 'cancelled', 'closed'] }).notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [index('signal_updates_signal_idx').on(table.signalId, table.receivedAt)],
);

/**
 * The retry keys a source sent (an Idempotency-Key header or its chosen body field), each with the signal it made:
 * the same key within 24 h answers that signal again (docs/signals.md, Retries). The primary key makes two
 * concurrent retries wait for each other instead of both storing a signal.
 */
export const signalIdempotencyKeys = pgTable(
  'signal_idempotency_keys',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => signalSources.id),
    key: text('key').notNull(),
    signalId: integer('signal_id').references(() => signals.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.key] })],
);

/**
 * Login attempts counted for the limits when the server runs on PostgreSQL (docs/operations.md, Login limits): one
 * row per attempt and limit key, so every instance behind a balancer counts the same attempts. Rows older than the
 * window are deleted now and then, not on every request.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('login_attempts_key_at_idx').on(table.key, table.at)],
);

/**
 * What every batch of a sweep shares (its signals as JSON), stored once per sweep for the job queue
 * (docs/job-queue.md): a batch job holds the key, the instance taking it reads the text once.
 */
export const jobPayloads = pgTable('job_payloads', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Which instance computes each job of the queue it took (docs/job-queue.md, An instance that stops): the jobs of an
 * instance whose liveness lock is gone are handed on at the next supervision, without waiting for their expiry.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: uuid('job_id').primaryKey(),
    instanceId: integer('instance_id').notNull(),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  },
  (table) => [index('job_claims_instance_idx').on(table.instanceId)],
);

/**
 * Where the live trading parameters came from (docs/trading-parameters.md, "Apply a run to live"): one row per
 * apply of a kept run or a sweep cell, with the run's configuration and the live configuration it gave. The
 * current origin is the latest row not undone. The values before the apply live in its audit entry (`audit_id`),
 * which an undo puts back.
 */
export const parameterOrigin = pgTable(
  'parameter_origin',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id').references(() => backtestRuns.id, { onDelete: 'set null' }),
    sweepId: integer('sweep_id').references(() => backtestSweeps.id, { onDelete: 'set null' }),
    sweepCell: integer('sweep_cell'),
    name: text('name').notNull(),
    runConfig: jsonb('run_config').notNull(),
    liveConfig: jsonb('live_config').notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    appliedAt: timestamptz('applied_at').notNull(),
    auditId: integer('audit_id')
      .notNull()
      .references(() => auditLog.id),
    undoneAt: timestamptz('undone_at'),
    undoAuditId: integer('undo_audit_id'),
  },
  (table) => [
    index('parameter_origin_current_idx')
      .on(table.appliedAt.desc(), table.id.desc())
      .where(sql`${table.undoneAt} IS NULL`),
  ],
);

/** Each Stripe event applied once (docs/billing.md, Once per event): its id is the primary key. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** `applied`, `unmatched` (kept for matching) or `ignored` (nothing to do), see docs/billing.md. */
  outcome: text('outcome', { enum: STRIPE_EVENT_OUTCOMES }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  receivedAt: timestamptz('received_at').notNull(),
});

/**
 * The Stripe customers seen by the webhook: linked to a subscriber, or waiting to be matched (`userId` null: the
 * "to match" list). What they bought is in `stripe_subscriptions` and `payments`.
 */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    customerId: text('customer_id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    lastEventType: text('last_event_type').notNull(),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [
    index('stripe_customers_user_idx').on(table.userId),
    index('stripe_customers_unmatched_idx').on(table.lastSeenAt.desc()).where(sql`${table.userId} IS NULL`),
  ],
);

const PLAN_VALUES = SUBSCRIPTION_PLANS;

/**
 * Each Stripe subscription as the newest information about it says (docs/billing.md, Access); a canceled one stays
 * canceled. Created by its first event: a subscription event, or the paid Checkout session that made it.
 */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => stripeCustomers.customerId, { onDelete: 'cascade' }),
    /** Stripe's status; null while only a Checkout session told of it. */
    status: text('status'),
    plan: text('plan', { enum: PLAN_VALUES }),
    priceId: text('price_id'),
    periodEnd: timestamptz('period_end'),
    endedAt: timestamptz('ended_at'),
    /** When Stripe held the state stored: the event's creation time, or when the API was read. */
    stateAt: timestamptz('state_at'),
    paidAtCheckout: boolean('paid_at_checkout').notNull().default(false),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('stripe_subscriptions_plan_check', sql`${table.plan} IN ('MONTHLY', 'YEARLY', 'LIFETIME')`),
    index('stripe_subscriptions_customer_idx').on(table.customerId),
  ],
);

/**
 * Invoice payments and failed attempts, and one-time Checkout payments (docs/billing.md, Payments); `amount` in the
 * currency's minor unit. `invoiceId` is the invoice, or the Checkout session of a one-time payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    stripeEventId: text('stripe_event_id')
      .notNull()
      .references(() => stripeEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id'),
    invoiceId: text('invoice_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    /** The subscription the invoice bills; null outside one. */
    subscriptionId: text('subscription_id'),
    plan: text('plan', { enum: PLAN_VALUES }),
    /** End of the service period paid for; null when the invoice names none. */
    periodEnd: timestamptz('period_end'),
    /** A one-time Checkout payment: access with no end. */
    oneTime: boolean('one_time').notNull().default(false),
  },
  (table) => [
    unique('payments_stripe_event_id_unique').on(table.stripeEventId),
    check('payments_status_check', sql`${table.status} IN ('paid', 'failed')`),
    check('payments_plan_check', sql`${table.plan} IN ('MONTHLY', 'YEARLY', 'LIFETIME')`),
    index('payments_user_idx').on(table.userId, table.occurredAt.desc()),
    index('payments_customer_idx').on(table.customerId),
    index('payments_invoice_idx').on(table.invoiceId),
  ],
);

/** Which invoice (or one-time Checkout session) a PaymentIntent (`pi_…`) or a charge (`ch_…`) paid. */
export const stripePaymentRefs = pgTable('stripe_payment_refs', {
  ref: text('ref').primaryKey(),
  invoiceId: text('invoice_id').notNull(),
});

/**
 * Refunds and disputes (docs/billing.md, Refunds and disputes), each event one row, kept until the payment they
 * name is known. `amount` is what is refunded so far (a refund) or disputed; `full` ends the payment's access.
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: serial('id').primaryKey(),
    stripeEventId: text('stripe_event_id')
      .notNull()
      .references(() => stripeEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_REVERSAL_KINDS }).notNull(),
    chargeId: text('charge_id'),
    paymentIntentId: text('payment_intent_id'),
    invoiceId: text('invoice_id'),
    customerId: text('customer_id'),
    amount: integer('amount').notNull(),
    full: boolean('full').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (table) => [
    unique('payment_reversals_stripe_event_id_unique').on(table.stripeEventId),
    check('payment_reversals_kind_check', sql`${table.kind} IN ('refund', 'dispute')`),
    index('payment_reversals_charge_idx').on(table.chargeId),
    index('payment_reversals_payment_intent_idx').on(table.paymentIntentId),
    index('payment_reversals_invoice_idx').on(table.invoiceId),
  ],
);

/**
 * The outbox of position events (docs/telegram.md, Announcements), filled by a trigger on `positions` (migration
 * 0009) in the transaction of the change; the announcer turns each row into deliveries and deletes it.
 */
export const positionEvents = pgTable('position_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  positionId: integer('position_id').notNull(),
  kind: text('kind', { enum: POSITION_EVENT_KINDS }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A subscriber on Telegram (docs/telegram.md, Subscribers on Telegram): their bot chat and group status. */
export const subscriberTelegram = pgTable('subscriber_telegram', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Their Telegram user id, which is also their private chat with the bot; null until they start the bot. */
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).unique(),
  startToken: text('start_token').notNull().unique(),
  groupStatus: text('group_status', { enum: TELEGRAM_GROUP_STATUSES }).notNull().default('unknown'),
  linkedAt: timestamptz('linked_at'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** The Telegram delivery queue and log (docs/telegram.md, Delivery queue). */
export const telegramDeliveries = pgTable(
  'telegram_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: TELEGRAM_DELIVERY_KINDS }).notNull(),
    chatId: text('chat_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    positionId: integer('position_id'),
    announcement: text('announcement'),
    text: text('text'),
    status: text('status', { enum: TELEGRAM_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    messageId: bigint('message_id', { mode: 'number' }),
    inviteLink: text('invite_link'),
  },
  (table) => [
    index('telegram_deliveries_due_idx')
      .on(
        sql`(${table.kind} = 'announcement' AND ${table.userId} IS NOT NULL)`,
        table.nextAttemptAt,
        table.id,
      )
      .where(sql`${table.status} = 'queued'`),
    index('telegram_deliveries_user_idx').on(table.userId, table.id),
    index('telegram_deliveries_sending_idx').on(table.id).where(sql`${table.status} = 'sending'`),
  ],
);

/** The channels and groups the bot has seen a post from (docs/telegram.md, The console). */
export const telegramChatsSeen = pgTable(
  'telegram_chats_seen',
  {
    chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    title: text('title'),
    username: text('username'),
    posts: integer('posts').notNull().default(1),
    firstPostAt: timestamptz('first_post_at').notNull(),
    lastPostAt: timestamptz('last_post_at').notNull(),
  },
  (table) => [index('telegram_chats_seen_last_idx').on(table.lastPostAt.desc())],
);
