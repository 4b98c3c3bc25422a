import type { CarrierLeg } from '@sc/contract/finance.ts';
import { sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { baht, billOf } from './bills.ts';

// The agency bill of a bill (catalogue §7 "Delivery (dms/)"): what the carriers charged for the
// shop's parcels, which the platform collects for them as their agent. Each charge is a 'carrier'
// line of the ledger (CARRIER_PARCEL_CHARGE), its ref the shipment and its note the leg; the
// carrier and waybill are the shipment's. Queries are written by hand with the shop filter on
// every table (the scoped select has no group by).

/** The bill's carrier charges by carrier, with the parcels taken and carried back. */
export async function agencyBill(shop: ShopScope, billId: string) {
  const bill = await billOf(shop, billId);
  const rows = (
    (await shop.tx.execute(sql`
      select s.carrier_code as "carrierCode",
        count(*) filter (where l.note = 'out')::int as parcels,
        count(*) filter (where l.note = 'back')::int as returns,
        (-sum(l.amount))::bigint as charged
      from ledger_lines l
      join bill_lines bl on bl.shop_id = l.shop_id and bl.line_id = l.id
      left join shipments s on s.shop_id = l.shop_id and s.id = l.ref
      where l.shop_id = ${shop.shopId} and bl.bill_id = ${billId} and l.kind = 'carrier'
      group by s.carrier_code
      order by s.carrier_code
    `)) as unknown as { rows: { carrierCode: string | null; parcels: number; returns: number; charged: unknown }[] }
  ).rows.map((r) => ({
    carrierCode: r.carrierCode ?? '',
    parcels: r.parcels,
    returns: r.returns,
    charged: toNumber(r.charged),
  }));
  return {
    period: bill.periodStart.slice(0, 7),
    carriers: rows.map((r) => ({ ...r, charged: baht(r.charged) })),
    parcels: rows.reduce((n, r) => n + r.parcels, 0),
    returns: rows.reduce((n, r) => n + r.returns, 0),
    charged: baht(rows.reduce((n, r) => n + r.charged, 0)),
  };
}

/** The bill's carrier charges one by one, oldest first; of one carrier when given. */
export async function agencyBillLines(
  shop: ShopScope,
  billId: string,
  carrierCode: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  await billOf(shop, billId);
  const ofCarrier = carrierCode !== undefined ? sql`and s.carrier_code = ${carrierCode}` : sql``;
  const rows = (
    (await shop.tx.execute(sql`
      select l.id, l.order_id as "orderId", s.carrier_code as "carrierCode", s.waybill_no as "waybillNo",
        l.note as leg, l.amount, l.at, count(*) over ()::int as n
      from ledger_lines l
      join bill_lines bl on bl.shop_id = l.shop_id and bl.line_id = l.id
      left join shipments s on s.shop_id = l.shop_id and s.id = l.ref
      where l.shop_id = ${shop.shopId} and bl.bill_id = ${billId} and l.kind = 'carrier' ${ofCarrier}
      order by l.at, l.id
      limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}
    `)) as unknown as {
      rows: {
        id: unknown;
        orderId: unknown;
        carrierCode: string | null;
        waybillNo: string | null;
        leg: string;
        amount: unknown;
        at: Date | string;
        n: number;
      }[];
    }
  ).rows;
  return {
    list: rows.map((r) => ({
      lineId: String(r.id),
      orderId: r.orderId === null ? null : String(r.orderId),
      carrierCode: r.carrierCode,
      waybillNo: r.waybillNo,
      leg: (r.leg === 'back' ? 'back' : 'out') as CarrierLeg,
      charged: baht(-toNumber(r.amount)),
      at: new Date(r.at).toISOString(),
    })),
    page: { ...page, count: rows[0]?.n ?? 0 },
  };
}
