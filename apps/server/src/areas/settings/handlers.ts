import * as settings from '@sc/contract/calls/settings.ts';
import { toYN } from '@sc/contract/common.ts';
import { shopServiceSettings } from '../../db/schema.ts';
import { handle } from '../../envelope/handler.ts';
import { addAddress, deleteAddress, listAddresses, modifyAddress, setDefaultAddress } from './return-addresses.ts';

type ServiceRow = typeof shopServiceSettings.$inferSelect;

function presentConfig(row: ServiceRow | undefined) {
  return {
    customerServiceEnabled: toYN(row?.customerServiceEnabled ?? false),
    serviceStart: row?.serviceStart ?? '09:00',
    serviceEnd: row?.serviceEnd ?? '18:00',
    servicePhone: row?.servicePhone ?? '',
    welcomeText: row?.welcomeText ?? '',
    returnDays: (row?.returnDays === 15 ? 15 : 7) as 7 | 15,
    shipWithinDays: row?.shipWithinDays ?? 3,
    rightsSet: toYN(row?.rightsSet ?? false),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export const settingsHandlers = [
  handle(settings.addressListInquiry, async (ctx) => ({ list: await listAddresses(ctx.shop, ctx.locale) })),
  handle(settings.addressAdd, async (ctx) => addAddress(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(settings.addressModify, async (ctx) => modifyAddress(ctx.shop, ctx.payload, ctx.locale)),
  handle(settings.addressDelete, async (ctx) => deleteAddress(ctx.shop, ctx.payload.addressId)),
  handle(settings.addressSetDefault, async (ctx) => setDefaultAddress(ctx.shop, ctx.payload.addressId)),

  handle(settings.storeConfigInquiry, async (ctx) => presentConfig(await ctx.shop.first(shopServiceSettings))),

  handle(settings.storeConfigMaintain, async (ctx) => {
    const p = ctx.payload;
    const values = {
      customerServiceEnabled: p.customerServiceEnabled === 'y',
      serviceStart: p.serviceStart,
      serviceEnd: p.serviceEnd,
      servicePhone: p.servicePhone,
      welcomeText: p.welcomeText,
      returnDays: p.returnDays,
      shipWithinDays: p.shipWithinDays,
      // Saving the commitments is what sets the shop's service rights.
      rightsSet: true,
      updatedAt: ctx.now,
    };
    if (await ctx.shop.first(shopServiceSettings)) await ctx.shop.update(shopServiceSettings, values);
    else await ctx.shop.insert(shopServiceSettings, [values]);
    return presentConfig(await ctx.shop.first(shopServiceSettings));
  }),
];
