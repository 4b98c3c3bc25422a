import type { MessageKey } from '@sc/contract/messages.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { mediaFiles } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

/**
 * The shop's uploaded images named by media id or by url (`/media/...`), in the order given,
 * as forms send evidence: one the shop does not have is refused with `missing`.
 */
export async function shopImagesNamed(
  shop: ShopScope,
  entries: readonly string[],
  missing: MessageKey,
): Promise<{ id: string; path: string }[]> {
  if (entries.length === 0) return [];
  const paths = entries.filter((e) => e.startsWith('/')).map((e) => e.slice(1));
  const ids = entries.filter((e) => !e.startsWith('/'));
  const found = await shop.tx
    .select({ id: mediaFiles.id, path: mediaFiles.path })
    .from(mediaFiles)
    .where(
      shop.where(
        mediaFiles,
        eq(mediaFiles.kind, 'image'),
        sql`(${ids.length > 0 ? inArray(mediaFiles.id, ids) : sql`false`} or ${paths.length > 0 ? inArray(mediaFiles.path, paths) : sql`false`})`,
      ),
    );
  return entries.map((e) => {
    const hit = found.find((f) => (e.startsWith('/') ? f.path === e.slice(1) : f.id === e));
    if (!hit) throw new BizError('VALIDATION_FAILED', missing);
    return hit;
  });
}
