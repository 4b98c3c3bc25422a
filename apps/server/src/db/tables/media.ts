import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../columns.ts';

// Uploaded files of a shop: images and videos served publicly under /media/<shopId>/, and private
// files (spreadsheets for imports) that only the shop's own calls read.

export const mediaFiles = pgTable(
  'media_files',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** A usage of MEDIA_USAGES in the contract (mainPhoto, productVideo, importSheet …). */
    usage: varchar('usage', { length: 32 }).notNull(),
    /** image | video | file */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Under the data dir: media/<shopId>/<id>.<ext> (public) or uploads/<shopId>/<id>.xlsx. */
    path: varchar('path', { length: 200 }).notNull(),
    /** The resized copies of an image; null for others. */
    webpPath: varchar('webp_path', { length: 200 }),
    jpgPath: varchar('jpg_path', { length: 200 }),
    /** The client's file name, shown back; never trusted for the type. */
    name: varchar('name', { length: 255 }).notNull(),
    /** The type read from the content. */
    mime: varchar('mime', { length: 100 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** Where an image added from a link came from. */
    sourceUrl: varchar('source_url', { length: 2000 }),
    uploadedBy: id('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), index('media_files_shop_created_idx').on(t.shopId, t.createdAt)],
);
