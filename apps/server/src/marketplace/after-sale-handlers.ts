import { AFTER_SALE_REASONS, type AfterSaleType } from '@sc/contract/after-sales.ts';
import * as mkt from '@sc/contract/calls/marketplace-after-sales.ts';
import { DELIVERED_STATUS, SHIPPED_STATUS, statusIn } from '@sc/contract/orders.ts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CaseRow } from '../areas/after-sales/index.ts';
import { applyCase, buyerAct, platformAct, presentRow } from '../areas/after-sales/index.ts';
import { operatorOf, shopNamed } from '../auth/operator-scope.ts';
import { toNumber } from '../db/numbers.ts';
import { afterSales, orders } from '../db/schema.ts';
import { handle, type Registration } from '../envelope/handler.ts';
import { BizError, notFound } from '../errors.ts';
import { pick } from './buyers.ts';

// The buyer's and the platform's sides of after-sales (auth 'operator'): each call names the
// shop it acts on; a case or order of another shop is not found. The moves themselves are in
// areas/after-sales/cases.ts, shared with the merchant's calls and the timers.

const number = (raw: string): number => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw notFound();
  return n;
};

const state = (c: CaseRow) => {
  const row = presentRow(c);
  return {
    caseId: row.caseId,
    orderId: row.orderId,
    status: row.status,
    refundAmount: row.refundAmount,
    refundedAmount: row.refundedAmount,
    deadlineKind: row.deadlineKind,
    deadlineAt: row.deadlineAt,
  };
};

/** What simulated buyers write, by reason. */
const DESCRIPTIONS: Record<string, string> = {
  not_received: 'พัสดุแจ้งว่าส่งแล้วแต่ยังไม่ได้รับสินค้า',
  damaged: 'กล่องบุบ สินค้าแตกเสียหายตอนได้รับ',
  wrong_item: 'ได้รับสินค้าผิดสี ไม่ตรงกับที่สั่ง',
  not_as_described: 'สินค้าไม่ตรงตามรายละเอียดในหน้าร้าน',
  missing_parts: 'อุปกรณ์ในกล่องไม่ครบ',
  quality: 'ใช้งานได้ไม่กี่วันก็เสีย',
  size_fit: 'ขนาดไม่พอดี ขอเปลี่ยนไซซ์',
  changed_mind: 'เปลี่ยนใจ ไม่ต้องการสินค้าแล้ว',
};

export const marketplaceAfterSaleHandlers: readonly Registration[] = [
  handle(mkt.mktAfterSaleApply, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const p = ctx.payload;
    const c = await applyCase(
      shop.tx,
      shop.shopId,
      {
        orderId: number(p.orderId),
        type: p.type,
        reason: p.reason,
        description: p.description,
        evidence: p.evidence,
        lines: p.lines,
        amount: p.amount,
      },
      ctx.now,
    );
    return state(c);
  }),

  handle(mkt.mktAfterSaleBuyerAct, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return state(await buyerAct(shop.tx, shop.shopId, number(ctx.payload.caseId), ctx.payload, ctx.now));
  }),

  handle(mkt.mktAfterSalePlatformAct, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    const operatorId = operatorOf(ctx).operatorId;
    return state(
      await platformAct(shop.tx, shop.shopId, number(ctx.payload.caseId), { ...ctx.payload, operatorId }, ctx.now),
    );
  }),

  handle(mkt.mktAfterSaleList, async (ctx) => {
    const { pageNum, pageSize } = ctx.payload.page;
    const where = and(
      ctx.payload.shopId ? eq(afterSales.shopId, ctx.payload.shopId) : undefined,
      ctx.payload.status ? eq(afterSales.status, ctx.payload.status) : undefined,
    );
    const [total] = await ctx.tx.select({ n: count() }).from(afterSales).where(where);
    const rows = await ctx.tx
      .select({
        c: afterSales,
        proof: sql<boolean>`exists (select 1 from after_sale_proofs p where p.shop_id = "after_sales"."shop_id" and p.case_id = "after_sales"."id" and p.side = 'merchant')`,
      })
      .from(afterSales)
      .where(where)
      .orderBy(asc(afterSales.appliedAt), asc(afterSales.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      list: rows.map(({ c, proof }) => ({ ...presentRow(c), shopId: c.shopId, hasMerchantProof: proof === true })),
      page: { pageNum, pageSize, count: toNumber(total?.n) },
    };
  }),

  handle(mkt.mktAfterSaleSimulate, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    // Paid, shipped orders no case is about yet, newest first.
    const candidates = await shop.tx
      .select({
        id: orders.id,
        status: orders.status,
        imageUrl: sql<string>`(select i.image_url from order_items i where i.shop_id = "orders"."shop_id" and i.order_id = "orders"."id" order by i.line_no limit 1)`,
      })
      .from(orders)
      .where(
        shop.where(
          orders,
          eq(orders.payStatus, 'success'),
          inArray(orders.status, [...SHIPPED_STATUS]),
          sql`not exists (select 1 from after_sales a where a.shop_id = ${orders.shopId} and a.order_id = ${orders.id})`,
        ),
      )
      .orderBy(sql`${orders.createdAt} desc`)
      .limit(ctx.payload.cases * 3);
    const caseIds: string[] = [];
    for (const o of candidates) {
      if (caseIds.length >= ctx.payload.cases) break;
      const delivered = statusIn(DELIVERED_STATUS, o.status);
      const type: AfterSaleType = delivered ? pick(Math.random, ['refund', 'return', 'return', 'exchange']) : 'refund';
      const reason = delivered
        ? pick(
            Math.random,
            AFTER_SALE_REASONS.filter((r) => r !== 'not_received'),
          )
        : 'not_received';
      try {
        const c = await applyCase(
          shop.tx,
          shop.shopId,
          {
            orderId: o.id,
            type,
            reason,
            description: DESCRIPTIONS[reason] ?? '',
            // Now and then a photo of what arrived.
            evidence: delivered && o.imageUrl && Math.random() < 0.5 ? [o.imageUrl] : [],
            lines: [],
          },
          ctx.now,
        );
        caseIds.push(String(c.id));
      } catch (e) {
        if (!(e instanceof BizError)) throw e;
      }
    }
    return { caseIds };
  }),
];
