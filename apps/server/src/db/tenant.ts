import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import { toNumber } from './numbers.ts';

/** A table owned by a shop: it has a shop_id column. */
export type TenantTable = PgTable & { shopId: PgColumn };

/**
 * The one way handlers touch tenant tables: every read, write and delete is limited to
 * the session's shop, and every insert gets its shop_id. No handler writes a shop filter.
 */
export class ShopScope {
  constructor(
    readonly tx: Tx,
    readonly shopId: string,
  ) {}

  /** The shop condition, joined with the caller's own. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.shopId, this.shopId), ...conditions) as SQL;
  }

  select<T extends TenantTable>(table: T, condition?: SQL) {
    return this.tx
      .select()
      .from(table as PgTable)
      .where(this.where(table, condition)) as unknown as Promise<T['$inferSelect'][]>;
  }

  async first<T extends TenantTable>(table: T, condition?: SQL): Promise<T['$inferSelect'] | undefined> {
    const rows = await (this.tx
      .select()
      .from(table as PgTable)
      .where(this.where(table, condition))
      .limit(1) as unknown as Promise<T['$inferSelect'][]>);
    return rows[0];
  }

  async count(table: TenantTable, condition?: SQL): Promise<number> {
    const [row] = await this.tx
      .select({ n: count() })
      .from(table as PgTable)
      .where(this.where(table, condition));
    return toNumber(row?.n);
  }

  insert<T extends TenantTable>(table: T, rows: Omit<T['$inferInsert'], 'shopId'>[]) {
    const withShop = rows.map((r) => ({ ...r, shopId: this.shopId }));
    return this.tx.insert(table).values(withShop as T['$inferInsert'][]);
  }

  update<T extends TenantTable>(table: T, set: PgUpdateSetSource<T>, condition?: SQL) {
    return this.tx.update(table).set(set).where(this.where(table, condition));
  }

  delete<T extends TenantTable>(table: T, condition?: SQL) {
    return this.tx.delete(table).where(this.where(table, condition));
  }
}
