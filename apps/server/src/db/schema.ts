import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Console administrators (docs/architecture.md, Decisions; docs/operations.md, Admin accounts). */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash`, see lib/password.ts. */
  passwordHash: text('password_hash').notNull(),
  adminType: text('admin_type', { enum: ['admin1', 'admin2'] }).notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
 * Positions (docs/positions.md, The wire contract; docs/positions-server.md, Tables). Prices are in the quote
 * currency, percents are percent (1.6 = 1.6 %), sizes are the percent of the position closed at TP1 and TP2.
 */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: ['LONG', 'SHORT'] }).notNull(),
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
    riskScore: doublePrecision('risk_score').notNull().default(0),
    forcePercentage: doublePrecision('force_percentage').notNull().default(0),
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
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    reopenedAt: timestamptz('reopened_at'),
  },
  (table) => [
    index('positions_status_opened_idx').on(table.status, table.openedAt.desc()),
    index('positions_closed_idx')
      .on(table.closedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'closed'`),
    index('positions_risk_idx').on(table.symbol, table.direction, table.status),
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
