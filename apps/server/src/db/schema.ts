import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Console administrators (server-behaviour section 2). */
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
