import type { FuncId } from '@sc/contract/func-codes.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { z } from 'zod';
import type { ShopScope } from '../../db/tenant.ts';
import type { ExportCell, ExportColumn } from '../../sheets/columns.ts';

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
