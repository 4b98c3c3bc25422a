import {
  carrierExpressList,
  expressCompanyList,
  shipModeInquiry,
  storeExpressConfigInquiry,
  storeExpressConfigMaintain,
} from '@sc/contract/calls/shipping.ts';
import { CARRIERS } from '@sc/contract/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused } from './orders-kit.ts';
import { addReturnAddress } from './shipping-kit.ts';

// The logistics configuration (/setting/logisticsConfiguration, store express config), the ship
// mode it gives, and the express company lists.

let s: TestServer;
let cookie: string;
let shopId: string;
let addressId: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
  addressId = await addReturnAddress(s, shopId);
});
afterAll(() => s?.close());

const config = (over: Record<string, unknown> = {}) => ({
  carriers: ['kerry', 'flash'],
  defaultCarrier: 'flash',
  shipMode: 'platform_pickup',
  selfDelivery: 'y',
  pickupAddressId: addressId,
  shipWithinDays: 1,
  parcelInsurance: 'y',
  ...over,
});
const save = (over: Record<string, unknown> = {}, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  s.call(storeExpressConfigMaintain, config(over), { cookie, ...(locale ? { locale } : {}) });

describe('logistics configuration', () => {
  it('reads the seeded configuration of the demo shop', async () => {
    const r = await s.call(storeExpressConfigInquiry, {}, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({
      saved: 'y',
      defaultCarrier: 'kerry',
      shipMode: 'ship_by_self',
      pickupAddress: null,
    });
  });

  it('saves carriers, default, mode, self delivery, the pick-up address, days and insurance', async () => {
    const r = await save({ carriers: ['kerry', 'flash', 'kerry'] });
    expectOk(r);
    expect(r.data).toMatchObject({
      carriers: ['kerry', 'flash'],
      defaultCarrier: 'flash',
      shipMode: 'platform_pickup',
      selfDelivery: 'y',
      pickupAddressId: addressId,
      pickupAddress: { addressId, province: 'กรุงเทพมหานคร', zipCode: '10900' },
      shipWithinDays: 1,
      parcelInsurance: 'y',
      saved: 'y',
    });
    const again = await s.call(storeExpressConfigInquiry, {}, { cookie });
    expect(again.data).toMatchObject({ defaultCarrier: 'flash', shipWithinDays: 1 });
  });

  it('refuses each bad field with its message, and changes nothing', async () => {
    expectRefused(await save({ carriers: [] }), 'logisticsCarriersEmpty');
    expectRefused(await save({ carriers: ['kerry', 'pigeon'] }), 'logisticsCarrierUnknown', { carrier: 'pigeon' });
    expectRefused(await save({ defaultCarrier: 'jt' }), 'logisticsDefaultNotEnabled');
    expectRefused(await save({ pickupAddressId: '' }), 'logisticsPickupAddressRequired');
    expectRefused(await save({ shipWithinDays: 0 }), 'logisticsShipWithinDays', { max: 3 });
    expectRefused(await save({ shipWithinDays: 4 }, 'th-TH'), 'logisticsShipWithinDays', { max: 3 }, 'th-TH');
    const r = await s.call(storeExpressConfigInquiry, {}, { cookie });
    expect(r.data).toMatchObject({ defaultCarrier: 'flash', shipWithinDays: 1 });
  });

  it('ships by itself without a pick-up address; one carrier is its own default', async () => {
    const r = await save({ shipMode: 'ship_by_self', pickupAddressId: '', carriers: ['jt'], defaultCarrier: '' });
    expectOk(r);
    expect(r.data).toMatchObject({ defaultCarrier: 'jt', pickupAddressId: null, shipMode: 'ship_by_self' });
  });

  it('refuses another shop’s address as not found', async () => {
    const r = await save({ pickupAddressId: s.other.addressId });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('ship mode and the carrier lists follow the configuration', async () => {
    expectOk(await save({ carriers: ['kerry', 'flash', 'scg'], defaultCarrier: 'scg', selfDelivery: 'n' }));
    const mode = await s.call(shipModeInquiry, {}, { cookie });
    expectOk(mode);
    expect(mode.data).toMatchObject({
      shipMode: 'platform_pickup',
      selfDelivery: 'n',
      carriers: ['kerry', 'flash', 'scg'],
      defaultCarrier: 'scg',
    });
    const all = await s.call(expressCompanyList, {}, { cookie });
    expectOk(all);
    const companies = all.data.list as { code: string; enabled: string; isDefault: string }[];
    expect(companies.map((c) => c.code)).toEqual(CARRIERS.map((c) => c.code));
    expect(companies.filter((c) => c.enabled === 'y').map((c) => c.code)).toEqual(['kerry', 'flash', 'scg']);
    const own = await s.call(carrierExpressList, {}, { cookie });
    expectOk(own);
    expect((own.data.list as { code: string }[]).map((c) => c.code)).toEqual(['scg', 'kerry', 'flash']);
  });

  it('another shop that never saved reads the defaults: every carrier, no default', async () => {
    const other = await s.login('other-owner');
    const r = await s.call(storeExpressConfigInquiry, {}, { cookie: other.cookie });
    // The other shop's owner holds every code as its main account.
    expectOk(r);
    expect(r.data).toMatchObject({ saved: 'n', defaultCarrier: null, shipWithinDays: 3 });
    expect(r.data.carriers).toEqual(CARRIERS.map((c) => c.code));
  });
});
