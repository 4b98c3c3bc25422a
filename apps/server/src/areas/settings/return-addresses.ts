import type { returnAddressInput } from '@sc/contract/calls/settings.ts';
import { MAX_RETURN_ADDRESSES } from '@sc/contract/calls/settings.ts';
import { toYN } from '@sc/contract/common.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { returnAddresses } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { type Area, areaName, resolveSubDistrict } from '../reference/index.ts';

type AddressInput = z.output<typeof returnAddressInput>;
type Row = typeof returnAddresses.$inferSelect;

/** A 4101 whose field message the form shows inline, in the request's language. */
const fieldRefusal = (field: string, key: 'areaUnknown' | 'zipMismatch', locale: Locale) =>
  new BizError('VALIDATION_FAILED', key, {}, { fieldErrors: [{ field, message: messages[key][locale] }] });

/** Province, district and names come from the sub-district code, and the postcode must be its own. */
async function placeOf(input: AddressInput, locale: Locale) {
  const place = await resolveSubDistrict(input.subDistrictCode);
  if (!place) throw fieldRefusal('subDistrictCode', 'areaUnknown', locale);
  // A few sub-districts have two postcodes; either is right.
  if (!(place.subDistrict.postalCodes ?? [place.subDistrict.postalCode]).includes(input.zipCode)) {
    throw fieldRefusal('zipCode', 'zipMismatch', locale);
  }
  return place;
}

function columns(input: AddressInput, place: NonNullable<Awaited<ReturnType<typeof resolveSubDistrict>>>) {
  return {
    name: input.name,
    contact: input.contact,
    phone: input.phone,
    zipCode: input.zipCode,
    provinceCode: place.province.code,
    province: place.province.nameTh,
    districtCode: place.district.code,
    district: place.district.nameTh,
    subDistrictCode: place.subDistrict.code,
    subDistrict: place.subDistrict.nameTh,
    detail: input.detail,
    longitude: input.longitude,
    latitude: input.latitude,
  };
}

export async function listAddresses(shop: ShopScope, locale: Locale) {
  const rows = await shop.tx
    .select()
    .from(returnAddresses)
    .where(shop.where(returnAddresses))
    .orderBy(desc(returnAddresses.isDefault), desc(returnAddresses.createdAt));
  const names = await Promise.all(rows.map((r) => resolveSubDistrict(r.subDistrictCode)));
  return rows.map((r, i) => present(r, locale, names[i]));
}

function present(r: Row, locale: Locale, place: Awaited<ReturnType<typeof resolveSubDistrict>>) {
  // The stored Thai name, or the directory's name in the language when the place is known.
  const name = (th: string, area: Area | undefined) => (area ? areaName(area, locale) : th);
  return {
    addressId: r.id,
    name: r.name,
    contact: r.contact,
    phone: r.phone,
    zipCode: r.zipCode,
    provinceCode: r.provinceCode,
    province: name(r.province, place?.province),
    districtCode: r.districtCode,
    district: name(r.district, place?.district),
    subDistrictCode: r.subDistrictCode,
    subDistrict: name(r.subDistrict, place?.subDistrict),
    detail: r.detail,
    longitude: r.longitude,
    latitude: r.latitude,
    isDefault: toYN(r.isDefault),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function addAddress(shop: ShopScope, input: AddressInput, now: Date, locale: Locale) {
  const place = await placeOf(input, locale);
  const existing = await shop.count(returnAddresses);
  if (existing >= MAX_RETURN_ADDRESSES)
    throw new BizError('RULE_VIOLATED', 'addressLimit', { max: MAX_RETURN_ADDRESSES });
  const id = newId();
  const makeDefault = existing === 0 || input.isDefault === 'y';
  if (makeDefault) await shop.update(returnAddresses, { isDefault: false });
  await shop.insert(returnAddresses, [{ id, ...columns(input, place), isDefault: makeDefault, createdAt: now }]);
  return { addressId: id };
}

async function existingAddress(shop: ShopScope, addressId: string) {
  const row = await shop.first(returnAddresses, eq(returnAddresses.id, addressId));
  if (!row) throw notFound();
  return row;
}

export async function modifyAddress(shop: ShopScope, input: AddressInput & { addressId: string }, locale: Locale) {
  const row = await existingAddress(shop, input.addressId);
  const place = await placeOf(input, locale);
  if (input.isDefault === 'y' && !row.isDefault) await shop.update(returnAddresses, { isDefault: false });
  // The default stays the default until another one is made default.
  await shop.update(
    returnAddresses,
    { ...columns(input, place), isDefault: row.isDefault || input.isDefault === 'y' },
    eq(returnAddresses.id, row.id),
  );
  return {};
}

export async function deleteAddress(shop: ShopScope, addressId: string) {
  const row = await existingAddress(shop, addressId);
  await shop.delete(returnAddresses, eq(returnAddresses.id, row.id));
  if (row.isDefault) {
    const [next] = await shop.tx
      .select({ id: returnAddresses.id })
      .from(returnAddresses)
      .where(shop.where(returnAddresses))
      .orderBy(desc(returnAddresses.createdAt))
      .limit(1);
    if (next) await shop.update(returnAddresses, { isDefault: true }, eq(returnAddresses.id, next.id));
  }
  return {};
}

export async function setDefaultAddress(shop: ShopScope, addressId: string) {
  const row = await existingAddress(shop, addressId);
  await shop.update(
    returnAddresses,
    { isDefault: false },
    and(ne(returnAddresses.id, row.id), eq(returnAddresses.isDefault, true)),
  );
  await shop.update(returnAddresses, { isDefault: true }, eq(returnAddresses.id, row.id));
  return {};
}
