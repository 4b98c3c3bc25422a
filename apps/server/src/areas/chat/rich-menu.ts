import type { ChatMessageView } from '@sc/contract/calls/chat.ts';
import * as setup from '@sc/contract/calls/chat-setup.ts';
import { QUICK_REPLY_MAX, RICH_MENU_ITEMS_MAX, RICH_MENU_LABEL_MAX, type RichMenuAction } from '@sc/contract/chat.ts';
import { toYN } from '@sc/contract/common.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { and, asc, desc, eq, ilike, inArray, isNull, min, or } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { buyers, coupons, imRichMenus, imRichMenuTiles, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { handle } from '../../envelope/handler.ts';
import { BizError } from '../../errors.ts';
import { publicUrl, shopImagesNamed } from '../media/index.ts';
import { grantingCoupons } from '../promotions/index.ts';
import { conversationWith, messageViewOf } from './conversations.ts';
import { cardOf, couponFace, postMessage } from './messages.ts';

// The rich menu of a shop's chat (/imMessageSetup/intelligentAssistant, catalogue §7 "shop
// automatic reply inquiry and maintenance"): up to RICH_MENU_ITEMS_MAX tiles buyers see under the
// chat input, each opening a product on sale, a coupon being collected, the buyer's orders, or
// sending a reply into the chat. What a product or coupon tile shows is read when the menu is read.

type TileRow = typeof imRichMenuTiles.$inferSelect;
type Target = { title: string; amount: string; imageUrl: string };
type TileInput = CallPayload<typeof setup.richMenuMaintain>['tiles'][number];

const chars = (s: string) => [...s].length;
const digits = (s: string) => /^\d{1,18}$/.test(s);
/** A product id as the maps below key it (as a number writes it). */
const productKey = (s: string) => (digits(s) ? String(Number(s)) : '');

/**
 * What product and coupon tiles open, as they are now, read together whatever the number of
 * tiles: the shop's products (not purged) with their lowest SKU price and whether each is on sale,
 * and its coupons with their face value. Ids that are not the shop's are missing from the maps.
 */
async function targetsOf(shop: ShopScope, productIds: string[], couponIds: string[]) {
  const productsFound = new Map<string, { target: Target; onSale: boolean }>();
  const couponsFound = new Map<string, Target>();
  const ids = [...new Set(productIds.filter(digits).map(Number))];
  if (ids.length > 0) {
    const rows = await shop.select(products, and(inArray(products.id, ids), isNull(products.purgedAt)));
    const prices = await shop.tx
      .select({ productId: skus.productId, low: min(skus.price) })
      .from(skus)
      .where(shop.where(skus, inArray(skus.productId, ids)))
      .groupBy(skus.productId);
    const low = new Map(prices.map((p) => [p.productId, Number(p.low ?? 0)]));
    for (const p of rows)
      productsFound.set(String(p.id), {
        target: { title: p.title, amount: satangToBaht(low.get(p.id) ?? 0), imageUrl: p.images[0] ?? '' },
        onSale: p.status === 'on_sale' && p.deletedAt === null,
      });
  }
  if (couponIds.length > 0) {
    const rows = await shop.select(coupons, inArray(coupons.id, [...new Set(couponIds)]));
    for (const c of rows) couponsFound.set(c.id, { title: c.name, amount: couponFace(c), imageUrl: '' });
  }
  return { products: productsFound, coupons: couponsFound };
}

/** The product of the shop as a tile shows it, and whether it is on sale; undefined when not found. */
async function productTarget(shop: ShopScope, productId: string) {
  return (await targetsOf(shop, [productId], [])).products.get(productKey(productId));
}

/** The coupon of the shop as a tile shows it (its face value); undefined when not found. */
async function couponTarget(shop: ShopScope, couponId: string) {
  return (await targetsOf(shop, [], [couponId])).coupons.get(couponId);
}

/** Each tile with what it opens as it is now, and whether buyers see it. */
async function resolved(shop: ShopScope, rows: TileRow[], now: Date) {
  const granting = new Set(rows.some((r) => r.action === 'coupon') ? await grantingCoupons(shop, now) : []);
  const targets = await targetsOf(
    shop,
    rows.filter((r) => r.action === 'product').map((r) => r.targetId),
    rows.filter((r) => r.action === 'coupon').map((r) => r.targetId),
  );
  return rows.map((row) => {
    if (row.action === 'product') {
      const found = targets.products.get(productKey(row.targetId));
      return { row, target: found?.target ?? null, live: !!found?.onSale };
    }
    if (row.action === 'coupon') {
      const found = targets.coupons.get(row.targetId);
      return { row, target: found ?? null, live: !!found && granting.has(row.targetId) };
    }
    return { row, target: null, live: true };
  });
}

const tilesOf = (shop: ShopScope) => shop.select(imRichMenuTiles).orderBy(asc(imRichMenuTiles.sort));

/** The rich menu as the merchant edits it; off and empty while never saved. */
export async function richMenuOf(shop: ShopScope, now: Date) {
  const menu = await shop.first(imRichMenus);
  const tiles = await resolved(shop, await tilesOf(shop), now);
  return {
    enabled: toYN(menu?.enabled ?? false),
    set: toYN(!!menu),
    tiles: tiles.map(({ row, target, live }) => ({
      tileId: row.id,
      label: row.label,
      imageUrl: row.imageUrl,
      action: row.action as RichMenuAction,
      targetId: row.targetId,
      reply: row.reply,
      target,
      live: toYN(live),
    })),
  };
}

/** A tile as it is kept, or the refusal naming its place (1-based) in the menu. */
async function checkTile(shop: ShopScope, t: TileInput, n: number, granting: Set<string>) {
  const label = t.label.trim();
  if (label.length === 0 || chars(label) > RICH_MENU_LABEL_MAX)
    throw new BizError('VALIDATION_FAILED', 'richMenuLabel', { n, max: RICH_MENU_LABEL_MAX });
  let imageUrl = '';
  if (t.imageUrl) {
    // A picture the shop uploaded (its /media address or media id), kept as its address.
    const [image] = await shopImagesNamed(shop, [t.imageUrl], 'richMenuImage').catch((e: unknown) => {
      throw e instanceof BizError ? new BizError('VALIDATION_FAILED', 'richMenuImage', { n }) : e;
    });
    imageUrl = publicUrl(image?.path ?? '');
  }
  const targetId = t.targetId.trim();
  const reply = t.reply.trim();
  const kept = { label, imageUrl, action: t.action, targetId: '', reply: '' };
  if (t.action === 'product') {
    if (!targetId) throw new BizError('VALIDATION_FAILED', 'richMenuTargetMissing', { n });
    const found = await productTarget(shop, targetId);
    if (!found) throw new BizError('NOT_FOUND', 'richMenuProductNotFound', { n });
    if (!found.onSale) throw new BizError('RULE_VIOLATED', 'richMenuProductNotOnSale', { n });
    return { ...kept, targetId: String(Number(targetId)) };
  }
  if (t.action === 'coupon') {
    if (!targetId) throw new BizError('VALIDATION_FAILED', 'richMenuTargetMissing', { n });
    if (!(await couponTarget(shop, targetId))) throw new BizError('NOT_FOUND', 'richMenuCouponNotFound', { n });
    if (!granting.has(targetId)) throw new BizError('RULE_VIOLATED', 'richMenuCouponNotRunning', { n });
    return { ...kept, targetId };
  }
  if (t.action === 'reply') {
    if (!reply) throw new BizError('VALIDATION_FAILED', 'richMenuTargetMissing', { n });
    if (chars(reply) > QUICK_REPLY_MAX)
      throw new BizError('VALIDATION_FAILED', 'richMenuReplyTooLong', { n, max: QUICK_REPLY_MAX });
    return { ...kept, reply };
  }
  return kept;
}

/** Replaces the whole menu: every tile is checked before anything is written. */
async function saveRichMenu(shop: ShopScope, p: CallPayload<typeof setup.richMenuMaintain>, now: Date) {
  if (p.tiles.length > RICH_MENU_ITEMS_MAX)
    throw new BizError('VALIDATION_FAILED', 'richMenuTooMany', { max: RICH_MENU_ITEMS_MAX });
  const granting = new Set(await grantingCoupons(shop, now));
  const kept = [];
  for (const [i, t] of p.tiles.entries()) kept.push(await checkTile(shop, t, i + 1, granting));
  const values = { enabled: p.enabled === 'y', updatedAt: now };
  const [existing] = await shop.select(imRichMenus).forUpdate();
  if (existing) await shop.update(imRichMenus, values);
  else await shop.insert(imRichMenus, [values]);
  await shop.delete(imRichMenuTiles);
  if (kept.length > 0)
    await shop.insert(
      imRichMenuTiles,
      kept.map((t, i) => ({ id: newId(), ...t, sort: i + 1 })),
    );
}

const PICKS_MAX = 20;

export const richMenuHandlers = [
  handle(setup.richMenuInquiry, async (ctx) => richMenuOf(ctx.shop, ctx.now)),

  handle(setup.richMenuMaintain, async (ctx) => {
    await saveRichMenu(ctx.shop, ctx.payload, ctx.now);
    return richMenuOf(ctx.shop, ctx.now);
  }),

  handle(setup.richMenuPicks, async (ctx) => {
    const kw = ctx.payload.keyword;
    const found = await ctx.shop
      .select(
        products,
        and(
          eq(products.status, 'on_sale'),
          isNull(products.deletedAt),
          isNull(products.purgedAt),
          kw
            ? or(ilike(products.title, containsPattern(kw)), digits(kw) ? eq(products.id, Number(kw)) : undefined)
            : undefined,
        ),
      )
      .orderBy(desc(products.salesCount), desc(products.id))
      .limit(PICKS_MAX);
    const list = [];
    for (const p of found) {
      const [price] = await ctx.shop.pick(skus, { low: min(skus.price) }, eq(skus.productId, p.id));
      list.push({
        productId: String(p.id),
        title: p.title,
        amount: satangToBaht(Number(price?.low ?? 0)),
        imageUrl: p.images[0] ?? '',
      });
    }
    const ids = await grantingCoupons(ctx.shop, ctx.now);
    const rows = ids.length ? await ctx.shop.select(coupons, inArray(coupons.id, ids)) : [];
    const byId = new Map(rows.map((c) => [c.id, c]));
    const running = ids.flatMap((id) => {
      const c = byId.get(id);
      if (!c) return [];
      return [
        {
          couponId: c.id,
          title: c.name,
          amount: c.type === 'amount' ? satangToBaht(c.value) : `${c.value}%`,
          imageUrl: '',
          minSpend: satangToBaht(c.minSpend),
        },
      ];
    });
    return { products: list, coupons: running };
  }),
];

/** The menu a buyer sees when the shop has it on (null when off): only the tiles buyers may open now. */
export async function buyerRichMenu(shop: ShopScope, now: Date): Promise<setup.BuyerRichMenu | null> {
  const menu = await shop.first(imRichMenus);
  if (!menu?.enabled) return null;
  const tiles = await resolved(shop, await tilesOf(shop), now);
  return {
    tiles: tiles
      .filter((t) => t.live)
      .map(({ row, target }) => ({
        tileId: row.id,
        label: row.label,
        imageUrl: row.imageUrl,
        action: row.action as RichMenuAction,
        targetId: row.targetId,
        target,
      })),
  };
}

/**
 * A buyer taps a tile (/oms/mkt/im/buyer/rich/menu/tap): a reply tile writes the buyer's tap (the
 * label) and the tile's reply as an automatic message, as the guide bar answers its options; a
 * product or coupon tile sends that card from the buyer; an orders tile writes nothing.
 */
export async function buyerTapTile(
  shop: ShopScope,
  input: { buyerId: string; tileId: string },
  now: Date,
): Promise<{ action: RichMenuAction; opens: string; conversationId: string | null; messages: ChatMessageView[] }> {
  const [buyer] = await shop.tx.select().from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
  if (!buyer) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  const menu = await buyerRichMenu(shop, now);
  if (!menu) throw new BizError('RULE_VIOLATED', 'richMenuOff');
  const tile = menu.tiles.find((t) => t.tileId === input.tileId);
  if (!tile) throw new BizError('NOT_FOUND', 'richMenuTileGone');
  if (tile.action === 'orders') return { action: tile.action, opens: '', conversationId: null, messages: [] };
  // Banned buyers cannot chat (product-spec §6), nor one the shop blacklisted (catalogue §8).
  if (buyer.status === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  const about =
    tile.action === 'product' ? { chatType: 'product' as const, productId: tile.targetId } : { chatType: undefined };
  const conv = await conversationWith(shop, buyer.id, now, about);
  if (conv.blacklisted) throw new BizError('RULE_VIOLATED', 'chatBlocked');
  const written = [];
  if (tile.action === 'reply') {
    const [row] = await shop.select(imRichMenuTiles, eq(imRichMenuTiles.id, tile.tileId));
    const asked = await postMessage(shop, conv, { sender: 'buyer', kind: 'text', content: tile.label }, now);
    const answer = await postMessage(
      shop,
      asked.conversation,
      { sender: 'seller', kind: 'text', content: row?.reply ?? '', automatic: true },
      now,
    );
    written.push(asked.message, answer.message);
  } else {
    const card = await cardOf(shop, tile.action, tile.targetId);
    written.push(
      (await postMessage(shop, conv, { sender: 'buyer', kind: tile.action, content: '', card }, now)).message,
    );
  }
  const names = new Map<string, string>();
  return {
    action: tile.action,
    opens: tile.action === 'reply' ? '' : tile.targetId,
    conversationId: conv.id,
    messages: written.map((m) => messageViewOf(m, names)),
  };
}
