import { areaLinkageInquiry } from '@sc/contract/calls/reference.ts';
import {
  addressAdd,
  addressDelete,
  addressListInquiry,
  addressModify,
  addressSetDefault,
  MAX_RETURN_ADDRESSES,
  storeConfigInquiry,
  storeConfigMaintain,
} from '@sc/contract/calls/settings.ts';
import { hasSetCustomerAddress } from '@sc/contract/calls/shell.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { fillParams } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thaiAreas } from '../src/areas/reference/thai-areas.ts';
import { returnAddresses } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let owner: string;
let demoShopId: string;
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  demoShopId = String(login.data.shopId);
});
afterAll(() => s.close());

/** Chatuchak, Bangkok: one postcode, known geocodes. */
const CHATUCHAK = { subDistrictCode: '103005', zipCode: '10900' };

const address = (over: Record<string, unknown> = {}) => ({
  name: 'คลังสินค้าหลัก',
  contact: 'สมชาย ใจดี',
  phone: '0812345678',
  ...CHATUCHAK,
  detail: '99/1 ถนนพหลโยธิน',
  ...over,
});

async function list(locale: Locale = 'en-US') {
  const r = await s.call(addressListInquiry, {}, { cookie: owner, locale });
  expect(r.status_.success).toBe(true);
  return addressListInquiry.response.parse(r.data).list;
}

async function add(over: Record<string, unknown> = {}) {
  // Later addresses are newer: the clock moves so "newest" is well defined.
  s.clock.advance(1000);
  const r = await s.call(addressAdd, address(over), { cookie: owner });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return String(r.data.addressId);
}

async function hasSet(cookie = owner) {
  const r = await s.call(hasSetCustomerAddress, {}, { cookie });
  return hasSetCustomerAddress.response.parse(r.data);
}

const defaults = async () => (await list()).filter((a) => a.isDefault === 'y').map((a) => a.addressId);

async function clearAddresses() {
  await s.db.delete(returnAddresses).where(eq(returnAddresses.shopId, demoShopId));
}

describe('return addresses', () => {
  it('the first address becomes the default, and has-set turns y', async () => {
    expect(await list()).toEqual([]);
    expect((await hasSet()).hasSetAddress).toBe('n');
    const first = await add({ isDefault: 'n' });
    expect(await defaults()).toEqual([first]);
    expect((await hasSet()).hasSetAddress).toBe('y');
    const [row] = await list();
    expect(row).toMatchObject({ phone: '66-0812345678', provinceCode: '10', districtCode: '1030', zipCode: '10900' });
  });

  it('a later address marked default takes the default from the other; the default is listed first', async () => {
    const second = await add({ name: 'Second', isDefault: 'n' });
    const [first] = await defaults();
    expect(await defaults()).toEqual([first]);
    const third = await add({ name: 'Third', isDefault: 'y' });
    expect(await defaults()).toEqual([third]);
    expect((await list())[0]?.addressId).toBe(third);

    const r = await s.call(addressSetDefault, { addressId: second }, { cookie: owner });
    expect(r.status_.success).toBe(true);
    expect(await defaults()).toEqual([second]);
    expect((await list()).map((a) => a.addressId)).toEqual([second, third, first]);
  });

  it('modifying keeps the default and moves the address; names follow the request language', async () => {
    const [def] = await defaults();
    const place = await s.call(areaLinkageInquiry, { postalCode: '50200' }, { cookie: owner });
    const sub = areaLinkageInquiry.response.parse(place.data).list[0]!;
    const r = await s.call(
      addressModify,
      {
        addressId: def,
        ...address({ name: 'Chiang Mai', subDistrictCode: sub.code, zipCode: '50200', isDefault: 'n' }),
      },
      { cookie: owner },
    );
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const en = (await list('en-US')).find((a) => a.addressId === def)!;
    const th = (await list('th-TH')).find((a) => a.addressId === def)!;
    expect(en).toMatchObject({ name: 'Chiang Mai', isDefault: 'y', provinceCode: '50', province: 'Chiang Mai' });
    expect(en.subDistrict).toBe(sub.nameEn);
    expect(th).toMatchObject({ province: 'เชียงใหม่', subDistrict: sub.nameTh });
  });

  it('deleting the default makes the newest other address the default', async () => {
    const before = await list();
    const def = before.find((a) => a.isDefault === 'y')!;
    const newest = before.filter((a) => a !== def).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const r = await s.call(addressDelete, { addressId: def.addressId }, { cookie: owner });
    expect(r.status_.success).toBe(true);
    expect(await defaults()).toEqual([newest.addressId]);
    expect((await list()).length).toBe(before.length - 1);
  });

  it('deleting a plain address leaves the default alone; deleting the last one leaves none', async () => {
    const [def] = await defaults();
    const plain = (await list()).find((a) => a.isDefault === 'n')!;
    await s.call(addressDelete, { addressId: plain.addressId }, { cookie: owner });
    expect(await defaults()).toEqual([def]);
    await s.call(addressDelete, { addressId: def }, { cookie: owner });
    expect(await list()).toEqual([]);
    expect((await hasSet()).hasSetAddress).toBe('n');
  });

  it(`refuses the ${MAX_RETURN_ADDRESSES + 1}st address with the limit message`, async () => {
    await clearAddresses();
    for (let i = 0; i < MAX_RETURN_ADDRESSES; i++) await add({ name: `Warehouse ${i + 1}` });
    for (const locale of ['en-US', 'th-TH'] as const) {
      const r = await s.call(addressAdd, address({ name: 'One too many' }), { cookie: owner, locale });
      expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
      expect(r.status_.replyText).toBe(fillParams(messages.addressLimit[locale], { max: MAX_RETURN_ADDRESSES }));
    }
    expect((await list()).length).toBe(MAX_RETURN_ADDRESSES);
    expect(await defaults()).toHaveLength(1);
    await clearAddresses();
  });

  it('refuses an unknown sub-district and a wrong postcode with 4101 on the field, writing nothing', async () => {
    await add();
    const before = await list();
    const unknown = await s.call(addressAdd, address({ subDistrictCode: '999999' }), { cookie: owner });
    expect(unknown.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(unknown.status_.fieldErrors).toEqual([{ field: 'subDistrictCode', message: messages.areaUnknown['en-US'] }]);
    const wrongZip = await s.call(addressAdd, address({ zipCode: '10110' }), { cookie: owner, locale: 'th-TH' });
    expect(wrongZip.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(wrongZip.status_.fieldErrors).toEqual([{ field: 'zipCode', message: messages.zipMismatch['th-TH'] }]);
    const modify = await s.call(
      addressModify,
      { addressId: before[0]!.addressId, ...address({ name: 'Changed', zipCode: '10110' }) },
      { cookie: owner },
    );
    expect(modify.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(await list()).toEqual(before);
  });

  it('checks the phone, lengths and coordinates with the shared rules', async () => {
    const before = await list();
    const phone = await s.call(addressAdd, address({ phone: '0212345678' }), { cookie: owner, locale: 'zh-CN' });
    expect(phone.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(phone.status_.fieldErrors).toEqual([
      { field: 'phone', message: formatValidatorMessage('phoneInvalid', 'zh-CN') },
    ]);
    for (const bad of [
      { name: 'x'.repeat(41) },
      { contact: '' },
      { detail: 'd'.repeat(201) },
      { longitude: '180.5' },
      { latitude: '-91' },
      { latitude: 'north' },
    ]) {
      const r = await s.call(addressAdd, address(bad), { cookie: owner });
      expect(r.status_.replyCode, JSON.stringify(bad)).toBe(REPLY.VALIDATION_FAILED.code);
    }
    const ok = await s.call(addressAdd, address({ longitude: '100.5539', latitude: '13.8021' }), { cookie: owner });
    expect(ok.status_.success).toBe(true);
    expect((await list()).length).toBe(before.length + 1);
  });

  it('accepts either postcode of a sub-district that has two', async () => {
    const dir = await thaiAreas();
    const sub = [...dir.subDistrictsOf.values()].flat().find((a) => (a.postalCodes?.length ?? 0) > 1)!;
    const [, second] = sub.postalCodes!;
    const r = await s.call(addressAdd, address({ subDistrictCode: sub.code, zipCode: second }), { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
  });

  it("gives 10009 for another shop's address and leaves it as it was", async () => {
    const id = s.other.addressId;
    for (const [call, payload] of [
      [addressModify, { addressId: id, ...address({ name: 'Hijacked' }) }],
      [addressDelete, { addressId: id }],
      [addressSetDefault, { addressId: id }],
    ] as const) {
      const r = await s.call(call, payload, { cookie: owner });
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const other = await s.login(OTHER.owner);
    const theirs = await s.call(addressListInquiry, {}, { cookie: other.cookie });
    expect(addressListInquiry.response.parse(theirs.data).list).toEqual([
      expect.objectContaining({ addressId: id, name: 'Other warehouse', isDefault: 'y' }),
    ]);
  });
});

describe('customer-service setup', () => {
  const setup = {
    customerServiceEnabled: 'y',
    serviceStart: '08:30',
    serviceEnd: '20:00',
    servicePhone: '0898765432',
    welcomeText: 'สวัสดีค่ะ',
    returnDays: 15,
    shipWithinDays: 1,
  };

  it('reads the defaults before anything is saved', async () => {
    const r = await s.call(storeConfigInquiry, {}, { cookie: owner });
    expect(storeConfigInquiry.response.parse(r.data)).toMatchObject({
      customerServiceEnabled: 'n',
      rightsSet: 'n',
      updatedAt: null,
    });
    expect(await hasSet()).toMatchObject({ customerType: 'n', hasRights: 'n' });
  });

  it('refuses an end time before the start, and a bad phone, on their fields', async () => {
    const late = await s.call(
      storeConfigMaintain,
      { ...setup, serviceStart: '18:00', serviceEnd: '09:00' },
      { cookie: owner },
    );
    expect(late.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(late.status_.fieldErrors).toEqual([
      { field: 'serviceEnd', message: messages.serviceEndBeforeStart['en-US'] },
    ]);
    const phone = await s.call(storeConfigMaintain, { ...setup, servicePhone: '12345' }, { cookie: owner });
    expect(phone.status_.fieldErrors?.[0]?.field).toBe('servicePhone');
    const days = await s.call(storeConfigMaintain, { ...setup, returnDays: 10 }, { cookie: owner });
    expect(days.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect((await hasSet()).hasRights).toBe('n');
  });

  it('saving sets the rights, and has-set reads what was saved', async () => {
    const r = await s.call(storeConfigMaintain, setup, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const saved = storeConfigInquiry.response.parse((await s.call(storeConfigInquiry, {}, { cookie: owner })).data);
    expect(saved).toMatchObject({ ...setup, servicePhone: '66-0898765432', rightsSet: 'y' });
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(await hasSet()).toMatchObject({ customerType: 'y', hasRights: 'y' });

    // Turning own customer service off keeps the rights.
    await s.call(storeConfigMaintain, { ...setup, customerServiceEnabled: 'n', servicePhone: '' }, { cookie: owner });
    expect(await hasSet()).toMatchObject({ customerType: 'n', hasRights: 'y' });
    // Another shop is untouched.
    const other = await s.login(OTHER.owner);
    expect(await hasSet(other.cookie)).toMatchObject({ customerType: 'n', hasRights: 'n', hasSetAddress: 'y' });
  });

  it('is refused to a sub-account without the store-setup code', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
    const r = await s.call(storeConfigMaintain, setup, { cookie });
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});

describe('address linkage', () => {
  const linkage = async (payload: Record<string, unknown>, locale: Locale = 'en-US') => {
    const r = await s.call(areaLinkageInquiry, payload, { cookie: owner, locale });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    return areaLinkageInquiry.response.parse(r.data);
  };

  it('lists the 77 provinces, Thai names for th-TH and romanised for en-US', async () => {
    const th = await linkage({}, 'th-TH');
    expect(th.level).toBe('province');
    expect(th.list).toHaveLength(77);
    expect(th.list.find((p) => p.code === '10')?.name).toBe('กรุงเทพมหานคร');
    const en = await linkage({}, 'en-US');
    expect(en.list.find((p) => p.code === '10')?.name).toBe('Bangkok');
    expect(en.list.every((p) => /^[\x20-\x7e]+$/.test(p.name))).toBe(true);
  });

  it('names the 77 provinces in Chinese for zh-CN, and districts in their romanised form', async () => {
    const zh = await linkage({}, 'zh-CN');
    expect(zh.list).toHaveLength(77);
    expect(zh.list.find((p) => p.code === '10')?.name).toBe('曼谷');
    expect(zh.list.find((p) => p.code === '50')?.name).toBe('清迈府');
    expect(zh.list.find((p) => p.nameTh === 'บึงกาฬ')?.name).toBe('汶干府');
    expect(zh.list.every((p) => /^[\u4e00-\u9fff]+$/.test(p.name))).toBe(true);
    expect(new Set(zh.list.map((p) => p.name)).size).toBe(77);
    const districts = await linkage({ parentCode: '50' }, 'zh-CN');
    expect(districts.list.map((d) => d.name)).toContain('Mueang Chiang Mai');
  });

  it('gives the 50 districts of Bangkok and the sub-districts of one with their postcodes', async () => {
    const districts = await linkage({ parentCode: '10' });
    expect(districts.level).toBe('district');
    expect(districts.list).toHaveLength(50);
    expect(districts.list.every((d) => /^\d{4}$/.test(d.code))).toBe(true);
    const subs = await linkage({ parentCode: '1030' }, 'th-TH');
    expect(subs.level).toBe('subDistrict');
    expect(subs.list.map((x) => x.name)).toContain('จตุจักร');
    expect(subs.list.every((x) => /^\d{6}$/.test(x.code) && /^\d{5}$/.test(x.postalCode ?? ''))).toBe(true);
  });

  it('gives the sub-districts of postcode 10900 with their province and district', async () => {
    const r = await linkage({ postalCode: '10900' });
    expect(r.level).toBe('subDistrict');
    expect(r.list.length).toBeGreaterThan(1);
    expect(r.list.find((x) => x.code === '103005')).toMatchObject({
      name: 'Chatuchak',
      postalCode: '10900',
      parentCodes: ['10', '1030'],
    });
    for (const x of r.list) {
      expect(x.postalCode).toBe('10900');
      const subs = await linkage({ parentCode: x.parentCodes![1] });
      expect(subs.list.map((y) => y.code)).toContain(x.code);
    }
    expect((await linkage({ postalCode: '00000' })).list).toEqual([]);
  });

  it('refuses an unknown parent and a parent with a postcode', async () => {
    const unknown = await s.call(areaLinkageInquiry, { parentCode: '0000' }, { cookie: owner });
    expect(unknown.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const both = await s.call(areaLinkageInquiry, { parentCode: '10', postalCode: '10900' }, { cookie: owner });
    expect(both.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('gives every place one well-formed code, so each can be chosen and saved (Bueng Kan too)', async () => {
    const dir = await thaiAreas();
    const codes = [...dir.byCode.keys()];
    const districts = [...dir.districtsOf.values()].flat();
    const subs = [...dir.subDistrictsOf.values()].flat();
    expect(codes).toHaveLength(77 + districts.length + subs.length);
    expect(districts.every((d) => /^\d{4}$/.test(d.code) && dir.subDistrictsOf.get(d.code)?.length)).toBe(true);
    expect(subs.every((x) => /^\d{6}$/.test(x.code) && /^\d{5}$/.test(x.postalCode ?? ''))).toBe(true);

    const buengKan = (await linkage({}, 'en-US')).list.find((p) => p.name === 'Bueng Kan')!;
    const district = (await linkage({ parentCode: buengKan.code })).list[0]!;
    const sub = (await linkage({ parentCode: district.code })).list[0]!;
    const r = await s.call(addressAdd, address({ subDistrictCode: sub.code, zipCode: sub.postalCode }), {
      cookie: owner,
    });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const saved = (await list()).find((a) => a.addressId === r.data.addressId);
    expect(saved).toMatchObject({ province: 'Bueng Kan', districtCode: district.code, subDistrict: sub.name });
  });
});
