import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column named with its table ("table"."column"), for a correlated subquery. drizzle leaves the
 * columns of a single-table select unqualified, and inside a subquery an unqualified name resolves
 * to the inner table first: `i.gift_id = "id"` would read the inner row's own id.
 */
export function qualified(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
