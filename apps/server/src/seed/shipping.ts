import { importPickupCodes } from '../areas/shipping/index.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { freightTemplates, logisticsConfigs } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

// A demo shop's shipping set-up: a default freight template (per piece, dearer to the far
// south, free from 500 baht), a by-weight one, the logistics configuration (the shop books its
// carriers itself: no return address is set yet, so no pick-up address) and a few pick-up codes.
// It runs before the demo orders, so their pick-up orders find codes when they ship.

export async function seedDemoShipping(tx: Tx, shopId: string, now: Date): Promise<void> {
  await tx.insert(freightTemplates).values([
    {
      shopId,
      id: newId(),
      name: 'ส่งทั่วไทย',
      mode: 'per_item',
      firstUnit: 1,
      firstFee: 4000,
      continuedUnit: 1,
      continuedFee: 1000,
      freeOver: 50000,
      regions: [{ provinceCodes: ['94', '95', '96'], firstFee: 6000, continuedFee: 1500 }],
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    },
    {
      shopId,
      id: newId(),
      name: 'Heavy parcels',
      mode: 'per_order',
      firstUnit: 1000,
      firstFee: 5000,
      continuedUnit: 500,
      continuedFee: 1500,
      freeOver: null,
      regions: [],
      isDefault: false,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await tx.insert(logisticsConfigs).values({
    shopId,
    carriers: ['kerry', 'flash', 'thaipost', 'jt'],
    defaultCarrier: 'kerry',
    shipMode: 'ship_by_self',
    selfDelivery: true,
    pickupAddressId: null,
    shipWithinDays: 2,
    parcelInsurance: false,
    updatedAt: now,
  });
  // Pick-up codes arrive as a merchant's import does: a batch a month ago, which the demo's pick-up
  // orders are handed codes of as they ship (and their buyers collect with), and a Thai Post batch
  // of four months ago, nobody's, which the order rules' expiry takes (the demo seed runs it).
  const shop = new ShopScope(tx, shopId);
  await importCodes(shop, OLD_CODES, new Date(now.getTime() - 120 * DAY));
  await importCodes(shop, CODES, new Date(now.getTime() - 30 * DAY));
}

const DAY = 24 * 60 * 60 * 1000;
const OLD_CODES = [['PK-090001', 'jt']] as const;
const CODES = [
  ['PK-100001', 'flash'],
  ['PK-100002', 'kerry'],
  ['PK-100003', 'thaipost'],
  ['PK-100004', 'kerry'],
  ['PK-100005', 'flash'],
] as const;

async function importCodes(shop: ShopScope, rows: readonly (readonly [string, string])[], at: Date): Promise<void> {
  const csv = ['Pick-up code,Carrier code', ...rows.map((r) => r.join(','))].join('\r\n');
  const data = new TextEncoder().encode(csv);
  await importPickupCodes(
    shop,
    { filename: 'pickup-codes.csv', clientType: 'text/csv', size: data.length, data, overLimit: false },
    at,
    'en-US',
  );
}
