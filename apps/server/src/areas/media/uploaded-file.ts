import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { mediaFiles } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { dataDir } from './storage.ts';

const FILE_ID = /^[0-9a-f]{32}$/;

/**
 * A file the shop uploaded with /oms/cos/file/Stream/upload (a spreadsheet for an import), by
 * the fileId that call answered. Another shop's id, an image's id or an unknown one is not
 * found (reply 10009). The content was checked at upload: an xlsx of at most 10 MB whose zip
 * directory promises at most 100 MB unpacked.
 */
export async function readUploadedFile(
  shop: ShopScope,
  fileId: string,
): Promise<{ buffer: Buffer; name: string; mime: string }> {
  if (!FILE_ID.test(fileId)) throw notFound();
  const row = await shop.first(mediaFiles, and(eq(mediaFiles.id, fileId), eq(mediaFiles.kind, 'file')));
  if (!row) throw notFound();
  try {
    return { buffer: await readFile(join(dataDir(), row.path)), name: row.name, mime: row.mime };
  } catch {
    throw notFound();
  }
}
