import {
  type CommodityRow,
  commodityCriteria,
  type commodityInspectionListInquiry,
  type InspectionItemCode,
  type InspectionKind,
  type InspectionRow,
  type inspectionListInquiry,
} from '@sc/contract/calls/compliance.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { and, asc, count, desc, eq, exists, gt, inArray, not, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import {
  type CommodityMetrics,
  type InspectionItemRecord,
  productInspections,
  products,
  skus,
} from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { productOf } from './product-effects.ts';
import { productKeyword } from './violation-reads.ts';

// Inspections the platform records on products: quality and compliance checks item by item
// (/shop/inspection), and commodity compliance (/shop/commodityinspection, sales in 90 days, score
// 4 and above, discount not under 2%).

async function listedProduct(shop: ShopScope, productId: number) {
  const product = await productOf(shop, productId);
  if (!product || product.deletedAt) throw notFound();
  return product;
}

export async function recordInspection(
  shop: ShopScope,
  input: {
    productId: number;
    kind: InspectionKind;
    items: InspectionItemRecord[];
    remark: string;
    operatorId: string;
    now: Date;
  },
) {
  const product = await listedProduct(shop, input.productId);
  const result = input.items.every((i) => i.passed) ? 'passed' : 'failed';
  const inspectionId = newId();
  await shop.insert(productInspections, [
    {
      id: inspectionId,
      productId: product.id,
      productTitle: product.title,
      kind: input.kind,
      result,
      items: input.items,
      remark: input.remark,
      operatorId: input.operatorId,
      inspectedAt: input.now,
      createdAt: input.now,
    },
  ]);
  return { inspectionId, result } as const;
}

/**
 * The product's discount in hundredths of a percent: the smallest cut of its SKUs off their
 * market price (every SKU must meet the rule), 0 without SKUs or market price. Integer satang
 * arithmetic, no floats.
 */
export async function discountBasisPoints(shop: ShopScope, productId: number): Promise<number> {
  const rows = await shop.tx
    .select({ price: skus.price, marketPrice: skus.marketPrice })
    .from(skus)
    .where(shop.where(skus, eq(skus.productId, productId)));
  if (rows.length === 0) return 0;
  const cuts = rows.map((r) =>
    r.marketPrice > 0 && r.price < r.marketPrice ? Math.floor(((r.marketPrice - r.price) * 10_000) / r.marketPrice) : 0,
  );
  return Math.min(...cuts);
}

export async function recordCommodityInspection(
  shop: ShopScope,
  input: { productId: number; sales90d: number; score: number; operatorId: string; now: Date },
) {
  const product = await listedProduct(shop, input.productId);
  const metrics: CommodityMetrics = {
    sales90d: input.sales90d,
    scoreTenths: Math.round(input.score * 10),
    discountBasisPoints: await discountBasisPoints(shop, product.id),
  };
  const { criteria, passed } = judged(metrics);
  const inspectionId = newId();
  await shop.insert(productInspections, [
    {
      id: inspectionId,
      productId: product.id,
      productTitle: product.title,
      kind: 'commodity',
      result: passed ? 'passed' : 'failed',
      metrics,
      operatorId: input.operatorId,
      inspectedAt: input.now,
      createdAt: input.now,
    },
  ]);
  return {
    inspectionId,
    discountPercent: metrics.discountBasisPoints / 100,
    criteria,
    result: passed ? ('passed' as const) : ('failed' as const),
  };
}

function judged(m: CommodityMetrics) {
  return commodityCriteria({
    sales90d: m.sales90d,
    score: m.scoreTenths / 10,
    discountPercent: m.discountBasisPoints / 100,
  });
}

const joinedColumns = {
  i: productInspections,
  title: products.title,
  images: products.images,
  status: products.status,
};

// A join: the product is matched on the shop column of the inspection, which `where` scopes.
function joined(shop: ShopScope) {
  return shop.tx
    .select(joinedColumns)
    .from(productInspections)
    .leftJoin(
      products,
      and(eq(products.shopId, productInspections.shopId), eq(products.id, productInspections.productId)),
    );
}

type Joined = {
  i: typeof productInspections.$inferSelect;
  title: string | null;
  images: string[] | null;
  status: string | null;
};

function brief(r: Joined) {
  return {
    productId: String(r.i.productId),
    productTitle: r.title ?? r.i.productTitle,
    productImage: r.images?.[0] ?? '',
    productStatus: r.status ?? 'deleted',
  };
}

export async function listInspections(shop: ShopScope, p: CallPayload<typeof inspectionListInquiry>) {
  const filters = [
    p.kind ? eq(productInspections.kind, p.kind) : inArray(productInspections.kind, ['quality', 'compliance']),
    productKeyword(p.keyword, productInspections.productId, [productInspections.productTitle, products.title]),
  ];
  const withResult = p.result ? eq(productInspections.result, p.result) : undefined;
  const rows = await joined(shop)
    .where(shop.where(productInspections, ...filters, withResult))
    .orderBy(desc(productInspections.inspectedAt), desc(productInspections.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const counts = await resultCounts(shop, filters);
  return {
    list: rows.map(
      (r): InspectionRow => ({
        inspectionId: r.i.id,
        ...brief(r),
        kind: r.i.kind as InspectionKind,
        result: r.i.result === 'passed' ? 'passed' : 'failed',
        items: r.i.items.map((it) => ({ code: it.code as InspectionItemCode, passed: it.passed, note: it.note })),
        remark: r.i.remark,
        inspectedAt: r.i.inspectedAt.toISOString(),
      }),
    ),
    page: {
      pageNum: p.page.pageNum,
      pageSize: p.page.pageSize,
      count: p.result ? counts[p.result] : counts.passed + counts.failed,
    },
    counts,
  };
}

async function resultCounts(shop: ShopScope, filters: ReturnType<typeof and>[]) {
  const rows = await shop.tx
    .select({ result: productInspections.result, n: count() })
    .from(productInspections)
    // A join: the product is matched on the shop column of the inspection `where` scopes.
    .leftJoin(
      products,
      and(eq(products.shopId, productInspections.shopId), eq(products.id, productInspections.productId)),
    )
    .where(shop.where(productInspections, ...filters))
    .groupBy(productInspections.result);
  const of = (result: string) => toNumber(rows.find((r) => r.result === result)?.n ?? 0);
  return { passed: of('passed'), failed: of('failed') };
}

/** Only the latest commodity check of each product counts. */
function latestCommodity(shop: ShopScope) {
  const newer = alias(productInspections, 'newer');
  return and(
    eq(productInspections.kind, 'commodity'),
    not(
      exists(
        shop.tx
          .select({ one: newer.id })
          .from(newer)
          .where(
            and(
              // Correlated with the outer inspection (which `where` scopes): same shop, same product.
              eq(newer.shopId, productInspections.shopId),
              eq(newer.productId, productInspections.productId),
              eq(newer.kind, 'commodity'),
              or(
                gt(newer.inspectedAt, productInspections.inspectedAt),
                and(eq(newer.inspectedAt, productInspections.inspectedAt), gt(newer.id, productInspections.id)),
              ),
            ),
          ),
      ),
    ),
  );
}

export async function listCommodityInspections(shop: ShopScope, p: CallPayload<typeof commodityInspectionListInquiry>) {
  const filters = [
    latestCommodity(shop),
    productKeyword(p.keyword, productInspections.productId, [productInspections.productTitle, products.title]),
  ];
  const withResult = p.result ? eq(productInspections.result, p.result) : undefined;
  const rows = await joined(shop)
    .where(shop.where(productInspections, ...filters, withResult))
    // Failed first: they are what the merchant can act on.
    .orderBy(asc(productInspections.result), desc(productInspections.inspectedAt), desc(productInspections.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const counts = await resultCounts(shop, filters);
  return {
    list: rows.map((r): CommodityRow => {
      const m = r.i.metrics ?? { sales90d: 0, scoreTenths: 0, discountBasisPoints: 0 };
      const { criteria, passed } = judged(m);
      return {
        inspectionId: r.i.id,
        ...brief(r),
        sales90d: m.sales90d,
        score: m.scoreTenths / 10,
        discountPercent: m.discountBasisPoints / 100,
        criteria,
        result: passed ? 'passed' : 'failed',
        inspectedAt: r.i.inspectedAt.toISOString(),
      };
    }),
    page: {
      pageNum: p.page.pageNum,
      pageSize: p.page.pageSize,
      count: p.result ? counts[p.result] : counts.passed + counts.failed,
    },
    counts,
  };
}
