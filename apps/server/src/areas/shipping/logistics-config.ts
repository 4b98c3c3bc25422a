import { type LogisticsConfigView, type SHIP_MODES, SHIP_WITHIN_DAYS_MAX } from '@sc/contract/calls/shipping.ts';
import { toYN, type YN } from '@sc/contract/common.ts';
import { CARRIERS, carrierOf } from '@sc/contract/orders.ts';
import { eq } from 'drizzle-orm';
import { logisticsConfigs, returnAddresses } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';

// The logistics configuration (/setting/logisticsConfiguration, "store express config"): one row
// per shop. Until it is saved the shop reads the defaults: every carrier, none the default,
// platform pick-up, ship within 3 working days.

type ConfigRow = typeof logisticsConfigs.$inferSelect;
type ShipMode = (typeof SHIP_MODES)[number];

export interface ConfigInput {
  carriers: string[];
  defaultCarrier: string;
  shipMode: ShipMode;
  selfDelivery: YN;
  pickupAddressId: string;
  shipWithinDays: number;
  parcelInsurance: YN;
}

const invalid = (
  key: 'logisticsCarriersEmpty' | 'logisticsDefaultNotEnabled' | 'logisticsPickupAddressRequired',
  field: string,
) => new BizError('VALIDATION_FAILED', key, { field });

export async function configRow(shop: ShopScope): Promise<ConfigRow | undefined> {
  return shop.first(logisticsConfigs);
}

/** The carriers the shop ships with: all of them while nothing is saved. */
export function enabledCarriers(row: ConfigRow | undefined): string[] {
  return row ? row.carriers : CARRIERS.map((c) => c.code);
}

async function addressOf(shop: ShopScope, addressId: string) {
  return shop.first(returnAddresses, eq(returnAddresses.id, addressId));
}

async function present(shop: ShopScope, row: ConfigRow | undefined): Promise<LogisticsConfigView> {
  const address = row?.pickupAddressId ? await addressOf(shop, row.pickupAddressId) : undefined;
  return {
    carriers: enabledCarriers(row),
    defaultCarrier: row?.defaultCarrier ?? null,
    shipMode: (row?.shipMode ?? 'platform_pickup') as ShipMode,
    selfDelivery: toYN(row?.selfDelivery ?? false),
    pickupAddressId: address ? address.id : null,
    pickupAddress: address
      ? {
          addressId: address.id,
          name: address.name,
          contact: address.contact,
          phone: address.phone,
          province: address.province,
          district: address.district,
          subDistrict: address.subDistrict,
          zipCode: address.zipCode,
          detail: address.detail,
        }
      : null,
    shipWithinDays: row?.shipWithinDays ?? SHIP_WITHIN_DAYS_MAX,
    parcelInsurance: toYN(row?.parcelInsurance ?? false),
    saved: toYN(row !== undefined),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function configInquiry(shop: ShopScope) {
  return present(shop, await configRow(shop));
}

export async function saveConfig(shop: ShopScope, input: ConfigInput, now: Date) {
  // An address of another shop is not found, whatever else the form says.
  const addressId = input.pickupAddressId.trim();
  if (addressId && !(await addressOf(shop, addressId))) throw notFound();
  const carriers = [...new Set(input.carriers.map((c) => c.trim()).filter(Boolean))];
  if (carriers.length === 0) throw invalid('logisticsCarriersEmpty', 'carriers');
  const unknown = carriers.find((c) => !carrierOf(c));
  if (unknown)
    throw new BizError('VALIDATION_FAILED', 'logisticsCarrierUnknown', { carrier: unknown, field: 'carriers' });
  const defaultCarrier = input.defaultCarrier.trim() || (carriers.length === 1 ? carriers[0] : '');
  if (!defaultCarrier || !carriers.includes(defaultCarrier))
    throw invalid('logisticsDefaultNotEnabled', 'defaultCarrier');
  if (input.shipMode === 'platform_pickup' && !addressId)
    throw invalid('logisticsPickupAddressRequired', 'pickupAddressId');
  if (input.shipWithinDays < 1 || input.shipWithinDays > SHIP_WITHIN_DAYS_MAX) {
    throw new BizError('VALIDATION_FAILED', 'logisticsShipWithinDays', {
      max: SHIP_WITHIN_DAYS_MAX,
      field: 'shipWithinDays',
    });
  }
  const values = {
    carriers,
    defaultCarrier,
    shipMode: input.shipMode,
    selfDelivery: input.selfDelivery === 'y',
    pickupAddressId: addressId || null,
    shipWithinDays: input.shipWithinDays,
    parcelInsurance: input.parcelInsurance === 'y',
    updatedAt: now,
  };
  await shop.tx
    .insert(logisticsConfigs)
    .values({ shopId: shop.shopId, ...values })
    .onConflictDoUpdate({ target: logisticsConfigs.shopId, set: values });
  return configInquiry(shop);
}

export async function shipMode(shop: ShopScope) {
  const c = await configInquiry(shop);
  return { shipMode: c.shipMode, selfDelivery: c.selfDelivery, carriers: c.carriers, defaultCarrier: c.defaultCarrier };
}

/** Every carrier with the shop's flags; `onlyEnabled` keeps the shop's own, the default first. */
export async function carrierList(shop: ShopScope, onlyEnabled: boolean) {
  const row = await configRow(shop);
  const enabled = enabledCarriers(row);
  const list = CARRIERS.map((c) => ({
    code: c.code,
    name: c.name,
    example: c.example,
    enabled: toYN(enabled.includes(c.code)),
    isDefault: toYN(row?.defaultCarrier === c.code),
  }));
  if (!onlyEnabled) return { list };
  return {
    list: list
      .filter((c) => c.enabled === 'y')
      .sort((a, b) => (a.isDefault === b.isDefault ? 0 : a.isDefault === 'y' ? -1 : 1)),
  };
}
