import type { DeliveryMode, OrderType, PayMethod } from '@sc/contract/orders.ts';
import { and, eq } from 'drizzle-orm';
import { checkout, payOrder, shipUnits } from '../src/areas/orders/index.ts';
import type { Db } from '../src/db/client.ts';
import { orderEvents, shipments } from '../src/db/schema.ts';
import { inTx, makeBuyer, makeSku, type SkuMade } from './mkt-orders-kit.ts';

// Shared by the order-rules-*.spec.ts files: orders placed, paid and shipped at chosen times.

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A Bangkok wall-clock time as a Date (Thailand keeps +07:00 all year). */
export const bangkok = (text: string) => new Date(`${text}+07:00`);

let waybills = 0;

export interface Placed {
  orderId: number;
  sku: SkuMade;
}

/** One unit of a new SKU (stock 5) ordered at `at`; paid then unless cash on delivery. */
export async function placeOrder(
  db: Db,
  shopId: string,
  at: Date,
  opts: { orderType?: OrderType; deliveryMode?: DeliveryMode; payMethod?: PayMethod; pay?: boolean } = {},
): Promise<Placed> {
  const sku = await makeSku(db, shopId, { stock: 5 });
  const buyer = await makeBuyer(db);
  const payMethod = opts.payMethod ?? 'qr';
  const { orderId } = await inTx(db, (tx) =>
    checkout(
      tx,
      {
        shopId,
        buyerId: buyer.id,
        lines: [{ skuId: sku.skuId, quantity: 1 }],
        payMethod,
        orderType: opts.orderType,
        deliveryMode: opts.deliveryMode,
      },
      at,
    ),
  );
  if (payMethod !== 'cod' && opts.pay !== false) await inTx(db, (tx) => payOrder(tx, shopId, orderId, at));
  return { orderId, sku };
}

/** Ships the whole order with J&T at `at`; answers the shipment id. */
export async function shipAt(db: Db, shopId: string, orderId: number, at: Date): Promise<string> {
  waybills += 1;
  const waybillNo = `7${String(Date.now() % 1e7).padStart(7, '0')}${String(waybills).padStart(4, '0')}`;
  const { shipmentId } = await inTx(db, (tx) =>
    shipUnits(tx, shopId, orderId, { carrierCode: 'jt', waybillNo, actor: 'merchant' }, at),
  );
  return shipmentId;
}

export async function shipmentRow(db: Db, shopId: string, shipmentId: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shopId, shopId), eq(shipments.id, shipmentId)));
  if (!row) throw new Error('no shipment');
  return row;
}

/** How many events of a kind the order's timeline holds. */
export async function eventCount(db: Db, orderId: number, kind: string): Promise<number> {
  const rows = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
  return rows.length;
}
