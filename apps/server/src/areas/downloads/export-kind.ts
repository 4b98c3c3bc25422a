import type { FuncId } from '@sc/contract/func-codes.ts';
import type { Locale, Texts } from '@sc/contract/locale.ts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ShopScope } from '../../db/tenant.ts';

/** A time column as export sheets show it: Bangkok time (UTC+7 all year), formatted by the database; '' for none. */
export const sheetTime = (column: AnyPgColumn) =>
  sql<string>`coalesce(to_char(${column} at time zone interval '+07:00', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/** A cell of an exported sheet. Text starting with = + - @ is prefixed on export. */
export type ExportCell = string | number | null;

/** A column of the sheet; `numFmt` is an Excel number format such as '#,##0.00' for baht. */
export interface ExportColumn {
  key: string;
  header: string;
  width?: number;
  numFmt?: string;
}

/** A column as an area lists it, its header in the three languages. */
export interface LocalisedColumn {
  key: string;
  header: Texts;
  width: number;
  numFmt?: string;
}

/** The columns of a sheet with their headers in `locale`. */
export function columnsIn(columns: readonly LocalisedColumn[], locale: Locale): ExportColumn[] {
  return columns.map((c) => ({
    key: c.key,
    header: c.header[locale],
    width: c.width,
    ...(c.numFmt ? { numFmt: c.numFmt } : {}),
  }));
}

/**
 * One kind of export the download centre can run (products, orders, …). An area describes
 * its sheet here and starts it with `startExport` (./exports.ts) from its own export call;
 * the download centre runs it in the background and lists the file. Define it with
 * `defineExportKind` (./kinds.ts), which also registers it for the runner.
 */
export interface ExportKind<P> {
  /** Stable name stored on the task, e.g. 'products'. */
  kind: string;
  /** The permission a user needs to download the finished file. */
  func: FuncId;
  /** The file name shown and downloaded, without extension, in the requester's language. */
  fileName(locale: Locale): string;
  columns(locale: Locale): ExportColumn[];
  /** How many rows the export will have, for the progress shown while it runs. */
  count(shop: ShopScope, params: P): Promise<number>;
  /**
   * The rows in order, a batch at a time (keyed by column key); EXPORT_BATCH_ROWS a batch is
   * the size the progress is made for. Throwing a BizError fails the task with its text.
   */
  batches(shop: ShopScope, params: P, locale: Locale): AsyncIterable<Record<string, ExportCell>[]>;
  /**
   * Checks the params read back from the task (they are stored as JSON). Give the schema the
   * export call's request used, so a task queued by an older version cannot feed the kind
   * a shape it no longer reads; without it the stored JSON is passed as it is.
   */
  params?: z.ZodType<P>;
}
