import type { CampaignUrgeRow } from '@sc/contract/calls/campaign.ts';
import { CAMPAIGN_LIST_MAX, type CampaignRegState, campaignState, campaignUrges } from '@sc/contract/campaign.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { campaignRegistrations, orderItems, orders, platformCampaigns } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { campaignRegQuery, campaignViewOf } from './campaign.ts';

// The urge table (/activityreport/urgeTable) and a campaign's report (/activityreport/
// promotionreport/{modeId}). The urge table reads the rules of campaignUrges against the shop's
// registrations and its SKUs' figures now; the report reads the order lines sold at the campaign
// price (order_items.campaign_reg_id), cancelled orders left out.

const URGE_KEYS = {
  notRegistered: 'campaignUrgeNotRegistered',
  missedDeadline: 'campaignUrgeMissed',
  belowDiscount: 'campaignUrgeBelowDiscount',
  stockShort: 'campaignUrgeStockShort',
  rejected: 'campaignUrgeRejected',
} as const;

/** Every campaign not ended, with what is missing or failing for the shop in it. */
export async function urgeTable(shop: ShopScope, now: Date, locale: Locale): Promise<{ list: CampaignUrgeRow[] }> {
  const campaigns = await shop.tx
    .select()
    .from(platformCampaigns)
    .where(gt(platformCampaigns.endAt, now))
    .orderBy(platformCampaigns.regEndAt, platformCampaigns.id)
    .limit(CAMPAIGN_LIST_MAX);
  if (campaigns.length === 0) return { list: [] };
  // Registrations sent together share their time: the SKU orders them, so the table never reshuffles.
  const regs = await campaignRegQuery(
    shop,
    inArray(
      campaignRegistrations.campaignId,
      campaigns.map((c) => c.id),
    ),
  ).orderBy(desc(campaignRegistrations.createdAt), asc(campaignRegistrations.skuId));
  const list: CampaignUrgeRow[] = [];
  for (const c of campaigns) {
    const mine = regs.filter((r) => r.r.campaignId === c.id);
    const titles = new Map(mine.map((r) => [String(r.r.skuId), r.title]));
    const items = campaignUrges(
      c,
      mine.map((r) => ({
        skuId: String(r.r.skuId),
        state: r.r.state as CampaignRegState,
        price: r.r.price,
        stock: r.r.stock,
        salesPrice: r.salesPrice,
        mallStock: r.mallStock,
        reason: r.r.reason,
      })),
      now,
    );
    for (const it of items)
      list.push({
        campaignId: c.id,
        name: c.name,
        state: campaignState(c, now),
        regEnd: c.regEndAt.toISOString(),
        kind: it.kind,
        skuId: it.skuId,
        title: titles.get(it.skuId) ?? '',
        message: text(URGE_KEYS[it.kind], locale, it.params),
      });
  }
  return { list };
}

const CANCELLED = ['cancelled', 'system_cancelled'];

/** A campaign's figures for the shop from the order lines sold at its campaign price. */
export async function campaignReport(shop: ShopScope, campaignId: string, now: Date) {
  const campaign = await campaignViewOf(shop, campaignId, now);
  const regIds = shop.tx
    .select({ id: campaignRegistrations.id })
    .from(campaignRegistrations)
    .where(shop.where(campaignRegistrations, eq(campaignRegistrations.campaignId, campaign.campaignId)));
  // Sales: the units at the campaign price at what the buyer paid for them (list − campaign cut).
  const sales =
    sql<number>`coalesce(sum(${orderItems.unitPrice} * ${orderItems.campaignUnits} - ${orderItems.campaignDiscount}), 0)`.mapWith(
      toNumber,
    );
  const units = sql<number>`coalesce(sum(${orderItems.campaignUnits}), 0)`.mapWith(toNumber);
  const orderCount = sql<number>`count(distinct ${orderItems.orderId})`.mapWith(toNumber);
  const lines = and(inArray(orderItems.campaignRegId, regIds), notInArray(orders.status, CANCELLED));
  const base = () =>
    shop.tx
      .select({ orders: orderCount, units, sales })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)));
  const [total] = await base().where(shop.where(orderItems, lines));
  const perSku = await shop.tx
    .select({ skuId: orderItems.skuId, title: sql<string>`max(${orderItems.title})`, orders: orderCount, units, sales })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
    .where(shop.where(orderItems, lines))
    .groupBy(orderItems.skuId)
    .orderBy(orderItems.skuId);
  return {
    campaign,
    orders: total?.orders ?? 0,
    units: total?.units ?? 0,
    salesSatang: total?.sales ?? 0,
    sales: (total?.sales ?? 0) / 100,
    skus: perSku.map((s) => ({
      skuId: String(s.skuId),
      title: s.title,
      orders: s.orders,
      units: s.units,
      salesSatang: s.sales,
      sales: s.sales / 100,
    })),
  };
}
