import { and, count, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  LockConfig,
  LockStrength,
  PgColumn,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from './client.ts';
import { toNumber } from './numbers.ts';

/** A table owned by a shop: it has a shop_id column. */
export type TenantTable = PgTable & { shopId: PgColumn };

/** What a select may be ordered by. */
type OrderTerm = PgColumn | SQL | SQL.Aliased;

/** The part of drizzle's dynamic select the scoped query uses. */
interface DynamicSelect extends SQLWrapper, PromiseLike<unknown[]> {
  orderBy(...by: OrderTerm[]): DynamicSelect;
  limit(n: number): DynamicSelect;
  offset(n: number): DynamicSelect;
  for(strength: LockStrength, config?: LockConfig): DynamicSelect;
}

/**
 * A select already limited to the scope's shop. It takes what a list or a lock needs
 * (`orderBy`, `limit`, `offset`, `forUpdate`), is awaited for its rows, and can stand as a
 * subquery (`inArray(col, shop.pick(…))`, `exists(…)`). It has no `where`: the condition
 * is given when the query is made, joined to the shop filter, so the filter cannot be lost.
 */
export class ScopedSelect<R> implements PromiseLike<R[]>, SQLWrapper {
  constructor(private query: DynamicSelect) {}

  orderBy(...by: OrderTerm[]): this {
    this.query = this.query.orderBy(...by);
    return this;
  }

  limit(n: number): this {
    this.query = this.query.limit(n);
    return this;
  }

  offset(n: number): this {
    this.query = this.query.offset(n);
    return this;
  }

  /** `for update` (or another lock strength), e.g. `{ skipLocked: true }`. */
  forUpdate(config?: LockConfig, strength: LockStrength = 'update'): this {
    this.query = this.query.for(strength, config);
    return this;
  }

  getSQL(): SQL {
    return this.query.getSQL();
  }

  // biome-ignore lint/suspicious/noThenProperty: a scoped select is awaited like drizzle's own queries.
  then<A = R[], B = never>(
    onfulfilled?: ((rows: R[]) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return (this.query as PromiseLike<R[]>).then(onfulfilled, onrejected);
  }
}

/**
 * The one way handlers touch tenant tables: every read, write and delete is limited to
 * the session's shop, and every insert gets its shop_id. No handler writes a shop filter
 * (docs/architecture.md, "The rules"); what is left by hand is a join or a correlated
 * subquery matching two tables' shop columns, each with a comment saying so.
 *
 * Timers and the simulator, which work over many shops, make a scope per shop row
 * (`new ShopScope(tx, row.shopId)`); a savepoint gets the same shop with `in(sp)` or
 * `savepoint(fn)`.
 */
export class ShopScope {
  constructor(
    readonly tx: Tx,
    readonly shopId: string,
  ) {}

  /** The same shop on another transaction (a savepoint, or the pool outside one). */
  in(tx: Tx): ShopScope {
    return tx === this.tx ? this : new ShopScope(tx, this.shopId);
  }

  /** Runs `fn` in a savepoint of the scope's transaction, with the same shop. */
  savepoint<T>(fn: (shop: ShopScope) => Promise<T>): Promise<T> {
    return this.tx.transaction((sp) => fn(new ShopScope(sp as unknown as Tx, this.shopId)));
  }

  /** The shop condition, joined with the caller's own. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.shopId, this.shopId), ...conditions) as SQL;
  }

  /** Every column of the shop's rows of `table` matching `condition`. */
  select<T extends TenantTable>(table: T, condition?: SQL): ScopedSelect<T['$inferSelect']> {
    const q = this.tx
      .select()
      .from(table as PgTable)
      .where(this.where(table, condition))
      .$dynamic();
    return new ScopedSelect(q as unknown as DynamicSelect);
  }

  /** The chosen `fields` of the shop's rows of `table` matching `condition`. */
  pick<T extends TenantTable, F extends SelectedFields>(
    table: T,
    fields: F,
    condition?: SQL,
  ): ScopedSelect<SelectResultFields<F>> {
    const q = this.tx
      .select(fields)
      .from(table as PgTable)
      .where(this.where(table, condition))
      .$dynamic();
    return new ScopedSelect(q as unknown as DynamicSelect);
  }

  async first<T extends TenantTable>(table: T, condition?: SQL): Promise<T['$inferSelect'] | undefined> {
    const [row] = await this.select(table, condition).limit(1);
    return row;
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
