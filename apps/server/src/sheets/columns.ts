import type { Locale, Texts } from '@sc/contract/locale.ts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
