import type { coverSheet } from '@sc/contract/calls/orders.ts';
import { carrierOf, type PayMethod } from '@sc/contract/orders.ts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderEvents, orders, shops } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { baht, linesOf } from './order-view.ts';

// Cover sheets of /order/printcoversheet: what goes on the parcel, in the order the merchant chose;
// each printed order records a `printed` event.

export async function printCoverSheets(shop: ShopScope, orderIds: readonly string[], userId: string, now: Date) {
  const ids = [...new Set(orderIds.map(Number))];
  const rows = await shop.tx
    .select()
    .from(orders)
    .where(shop.where(orders, inArray(orders.id, ids)));
  // Another shop's order (or none) is not found, so no sheet of it is printed.
  if (rows.length !== ids.length) throw notFound();
  const [shop_] = await shop.tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.shopId)).limit(1);
  const lines = await linesOf(shop, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sheets: z.input<typeof coverSheet>[] = ids.map((id) => {
    const o = byId.get(id);
    if (!o) throw notFound();
    const codDue = o.payMethod === 'cod' && o.payStatus !== 'success' ? o.totalAmount - o.refundedAmount : 0;
    return {
      orderId: String(o.id),
      shopName: shop_?.name ?? '',
      buyerNickname: o.buyerNickname,
      address: o.address,
      items: (lines.get(o.id) ?? []).map((l) => ({
        title: l.title,
        specValues: l.specValues,
        skuCode: l.skuCode,
        quantity: l.quantity,
      })),
      carrierCode: o.carrierCode,
      carrierName: o.carrierCode ? (carrierOf(o.carrierCode)?.name ?? o.carrierCode) : null,
      waybillNo: o.waybillNo,
      payMethod: o.payMethod as PayMethod,
      codAmount: baht(codDue),
      totalAmount: baht(o.totalAmount),
      buyerRemark: o.buyerRemark,
      createdAt: o.createdAt.toISOString(),
    };
  });
  await shop.insert(
    orderEvents,
    ids.map((orderId) => ({
      orderId,
      kind: 'printed',
      actor: 'merchant',
      actorId: userId,
      detail: {},
      at: now,
    })),
  );
  return { sheets, printedAt: now.toISOString() };
}
