import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { freightTemplates, logisticsConfigs, pickupCodes } from '../db/schema.ts';

// A demo shop's shipping set-up: a default freight template (per piece, dearer to the far
// south, free from 500 baht), a by-weight one, the logistics configuration (the shop books its
// carriers itself: no return address is set yet, so no pick-up address) and a few pick-up codes.

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
  const batch = newId();
  await tx.insert(pickupCodes).values(
    ['PK-100001', 'PK-100002', 'PK-100003'].map((code, i) => ({
      shopId,
      id: newId(),
      code,
      carrierCode: i === 2 ? 'flash' : 'kerry',
      status: i === 0 ? 'assigned' : 'unused',
      importBatch: batch,
      importedAt: now,
    })),
  );
}
