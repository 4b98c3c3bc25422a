import { bigint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A generated id: 32 hex characters. */
export const id = (name = 'id') => varchar(name, { length: 32 });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Money in integer satang (docs/architecture.md); the API carries baht. */
export const satang = (name: string) => bigint(name, { mode: 'number' });
