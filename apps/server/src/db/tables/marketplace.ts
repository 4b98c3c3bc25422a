import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// The marketplace simulator's platform side (docs/architecture.md). Platform tables, not tenant
// ones: an operator belongs to the marketplace, not to a shop, and logs in apart from merchants
// (never a row of users, never a merchant session).

export const platformOperators = pgTable(
  'platform_operators',
  {
    id: id().primaryKey(),
    loginAcct: varchar('login_acct', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** scrypt, as merchants' passwords (auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** active | disabled */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [uniqueIndex('platform_operators_login_acct_uq').on(sql`lower(${t.loginAcct})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** sha-256 of the cookie token, as merchant sessions. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorId: id('operator_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);
