import type { DeliveryMode, PayMethod } from '@sc/contract/orders.ts';
import { checkout, payOrder } from '../src/areas/orders/index.ts';
import { newId } from '../src/db/ids.ts';
import { returnAddresses } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';

// Shared by the shipping-*.spec.ts files: orders of a delivery mode, and a return address.

export async function placeOrderFor(
  s: TestServer,
  shopId: string,
  opts: { deliveryMode?: DeliveryMode; quantity?: number; stock?: number; payMethod?: PayMethod } = {},
) {
  const sku = await makeSku(s.db, shopId, { stock: opts.stock ?? 10 });
  const buyer = await makeBuyer(s.db);
  const now = s.clock.now();
  const payMethod = opts.payMethod ?? 'qr';
  const { orderId } = await inTx(s.db, (tx) =>
    checkout(
      tx,
      {
        shopId,
        buyerId: buyer.id,
        lines: [{ skuId: sku.skuId, quantity: opts.quantity ?? 1 }],
        payMethod,
        deliveryMode: opts.deliveryMode ?? 'express',
      },
      now,
    ),
  );
  if (payMethod !== 'cod') await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now));
  return { orderId, ...sku };
}

export async function addReturnAddress(s: TestServer, shopId: string): Promise<string> {
  const id = newId();
  await s.db.insert(returnAddresses).values({
    shopId,
    id,
    name: 'คลังสินค้าหลัก',
    contact: 'สมชาย ใจดี',
    phone: '66-0812345678',
    zipCode: '10900',
    provinceCode: '10',
    province: 'กรุงเทพมหานคร',
    districtCode: '1030',
    district: 'จตุจักร',
    subDistrictCode: '103005',
    subDistrict: 'จตุจักร',
    detail: '99/1 ถนนพหลโยธิน',
    isDefault: true,
  });
  return id;
}
