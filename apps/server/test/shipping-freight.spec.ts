import {
  freightBudget,
  freightTemplateAdd,
  freightTemplateDelete,
  freightTemplateDetail,
  freightTemplateList,
  freightTemplateModify,
  freightTemplateSetDefault,
} from '@sc/contract/calls/shipping.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freightFee } from '../src/areas/shipping/freight-fee.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Freight templates (/setting/freighttemplate) and the freight budget, with the arithmetic at
// its edges: exactly the first unit, one over, the free-over boundary and a regional fee.

let s: TestServer;
let cookie: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s?.close());

let named = 0;
const template = (over: Record<string, unknown> = {}) => ({
  name: `Template ${++named}`,
  mode: 'per_item',
  firstUnit: 1,
  firstFee: '40.00',
  continuedUnit: 1,
  continuedFee: '10.00',
  freeOver: '500.00',
  regions: [{ provinceCodes: ['95', '96'], firstFee: '60.00', continuedFee: '15.00' }],
  ...over,
});
const add = (over: Record<string, unknown> = {}, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  s.call(freightTemplateAdd, template(over), { cookie, ...(locale ? { locale } : {}) });
const idOf = (r: { data: Record<string, unknown> }) => String(r.data.templateId);
const list = async () => {
  const r = await s.call(freightTemplateList, { page: { pageSize: 100 } }, { cookie });
  expectOk(r);
  return r.data.list as { templateId: string; name: string; isDefault: 'y' | 'n' }[];
};

describe('freight templates', () => {
  it('the demo shop starts with its seeded default template', async () => {
    const rows = await list();
    expect(rows.filter((t) => t.isDefault === 'y')).toHaveLength(1);
    expect(rows[0]?.isDefault).toBe('y');
  });

  it('creates a template with fees in baht held as satang, regional rows and free-over', async () => {
    const r = await add({ name: '  Bangkok and south  ', firstFee: '40.50', continuedFee: 12.25 });
    expectOk(r);
    expect(r.data).toMatchObject({
      name: 'Bangkok and south',
      mode: 'per_item',
      firstFee: 40.5,
      continuedFee: 12.25,
      freeOver: 500,
      regions: [{ provinceCodes: ['95', '96'], firstFee: 60, continuedFee: 15 }],
      isDefault: 'n',
    });
    const d = await s.call(freightTemplateDetail, { templateId: idOf(r) }, { cookie });
    expectOk(d);
    expect(d.data).toMatchObject({ name: 'Bangkok and south', firstFee: 40.5 });
  });

  it('refuses a bad name: empty, over 40 characters, or taken in the shop — in the user’s language', async () => {
    expectRefused(await add({ name: '   ' }), 'freightNameRequired');
    expectRefused(await add({ name: 'ก'.repeat(41) }), 'freightNameTooLong', { max: 40 });
    expect((await add({ name: 'ก'.repeat(40) })).status_.success).toBe(true);
    await add({ name: 'Taken name' });
    expectRefused(await add({ name: 'Taken name' }), 'freightNameExists', { name: 'Taken name' });
    expectRefused(await add({ name: 'Taken name' }, 'th-TH'), 'freightNameExists', { name: 'Taken name' }, 'th-TH');
  });

  it('refuses fees with three decimals, over 10,000 baht, and units out of range', async () => {
    const r = await add({ firstFee: '40.123' });
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expectRefused(await add({ continuedFee: '10000.01' }), 'freightFeeTooHigh', { max: '10000.00' });
    expect((await add({ continuedFee: '10000.00' })).status_.success).toBe(true);
    expectRefused(await add({ firstUnit: 0 }), 'freightUnitInvalid', { max: 999 });
    expectRefused(await add({ continuedUnit: 1000 }), 'freightUnitInvalid', { max: 999 });
    expect((await add({ mode: 'per_order', firstUnit: 1000, continuedUnit: 500 })).status_.success).toBe(true);
    expectRefused(await add({ freeOver: '0' }), 'freightFreeOverInvalid');
  });

  it('refuses bad regions: no province, an unknown code, a province in two rows', async () => {
    expectRefused(await add({ regions: [{ provinceCodes: [], firstFee: 1, continuedFee: 1 }] }), 'freightRegionEmpty', {
      index: 1,
    });
    expectRefused(
      await add({ regions: [{ provinceCodes: ['99x'], firstFee: 1, continuedFee: 1 }] }),
      'freightProvinceInvalid',
      { code: '99x' },
    );
    expectRefused(
      await add({
        regions: [
          { provinceCodes: ['10', '11'], firstFee: 1, continuedFee: 1 },
          { provinceCodes: ['11'], firstFee: 2, continuedFee: 2 },
        ],
      }),
      'freightProvinceTwice',
      { code: '11' },
    );
  });

  it('modifies a template, keeping names unique', async () => {
    const a = await add({ name: 'To modify' });
    await add({ name: 'Other name' });
    const r = await s.call(
      freightTemplateModify,
      { ...template({ name: 'Modified', mode: 'per_order', firstUnit: 500 }), templateId: idOf(a) },
      { cookie },
    );
    expectOk(r);
    expect(r.data).toMatchObject({ name: 'Modified', mode: 'per_order', firstUnit: 500 });
    expectRefused(
      await s.call(freightTemplateModify, { ...template({ name: 'Other name' }), templateId: idOf(a) }, { cookie }),
      'freightNameExists',
      { name: 'Other name' },
    );
  });

  it('keeps one default: set default moves it, the default cannot be deleted, another can', async () => {
    const a = await add({ name: 'Next default' });
    const r = await s.call(freightTemplateSetDefault, { templateId: idOf(a) }, { cookie });
    expectOk(r);
    expect(r.data.isDefault).toBe('y');
    const rows = await list();
    expect(rows.filter((t) => t.isDefault === 'y').map((t) => t.templateId)).toEqual([idOf(a)]);
    expectRefused(
      await s.call(freightTemplateDelete, { templateId: idOf(a) }, { cookie }),
      'freightDefaultNotDeletable',
    );
    const b = await add({ name: 'Deletable' });
    expectOk(await s.call(freightTemplateDelete, { templateId: idOf(b) }, { cookie }));
    expect((await list()).some((t) => t.templateId === idOf(b))).toBe(false);
    const gone = await s.call(freightTemplateDetail, { templateId: idOf(b) }, { cookie });
    expect(gone.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('does not reach another shop’s template', async () => {
    const foreign = await s.foreignId('freightTemplate');
    for (const call of [freightTemplateDetail, freightTemplateSetDefault, freightTemplateDelete]) {
      const r = await s.call(call, { templateId: foreign }, { cookie });
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    expect(shopId).not.toBe(s.other.shopId);
  });
});

describe('freight budget', () => {
  let perItem: string;
  let perOrder: string;
  beforeAll(async () => {
    perItem = idOf(await add({ name: 'Budget per item' }));
    perOrder = idOf(
      await add({
        name: 'Budget per order',
        mode: 'per_order',
        firstUnit: 1000,
        firstFee: '50.00',
        continuedUnit: 500,
        continuedFee: '15.00',
        freeOver: null,
        regions: [],
      }),
    );
  });
  const fee = async (templateId: string | undefined, items: object[], provinceCode = '10') => {
    const r = await s.call(freightBudget, { ...(templateId ? { templateId } : {}), provinceCode, items }, { cookie });
    expectOk(r);
    return freightBudget.response.parse(r.data);
  };

  it('per item: exactly the first piece, one over, and the regional fee', async () => {
    expect(await fee(perItem, [{ quantity: 1, price: '10.00' }])).toMatchObject({ fee: 40, units: 1, free: 'n' });
    expect(await fee(perItem, [{ quantity: 2, price: '10.00' }])).toMatchObject({ fee: 50, units: 2 });
    expect(
      await fee(perItem, [
        { quantity: 1, price: 1 },
        { quantity: 3, price: 1 },
      ]),
    ).toMatchObject({ fee: 70 });
    expect(await fee(perItem, [{ quantity: 2, price: '10.00' }], '95')).toMatchObject({ fee: 75, regional: 'y' });
  });

  it('per order by weight: exactly the first grams, a gram over, a continued step exactly, one gram past it', async () => {
    expect(await fee(perOrder, [{ quantity: 2, weightGrams: 500 }])).toMatchObject({ units: 1000, fee: 50 });
    expect(await fee(perOrder, [{ quantity: 1, weightGrams: 1001 }])).toMatchObject({ fee: 65 });
    expect(await fee(perOrder, [{ quantity: 3, weightGrams: 500 }])).toMatchObject({ units: 1500, fee: 65 });
    expect(await fee(perOrder, [{ quantity: 1, weightGrams: 1501 }])).toMatchObject({ fee: 80 });
  });

  it('free from the free-over amount, not a satang below it', async () => {
    expect(await fee(perItem, [{ quantity: 1, price: '499.99' }])).toMatchObject({
      fee: 40,
      free: 'n',
      goodsAmount: 499.99,
    });
    expect(await fee(perItem, [{ quantity: 1, price: '500.00' }])).toMatchObject({ fee: 0, free: 'y' });
    expect(await fee(perItem, [{ quantity: 3, price: '166.67' }])).toMatchObject({
      fee: 0,
      free: 'y',
      goodsAmount: 500.01,
    });
  });

  it('uses the shop’s default template when none is named, and refuses a bad province', async () => {
    const rows = await list();
    const def = rows.find((t) => t.isDefault === 'y');
    const r = await s.call(freightBudget, { provinceCode: '10', items: [{ quantity: 1 }] }, { cookie });
    expectOk(r);
    expect(r.data.templateId).toBe(def?.templateId);
    expectRefused(
      await s.call(freightBudget, { templateId: perItem, provinceCode: 'xx', items: [{ quantity: 1 }] }, { cookie }),
      'freightProvinceInvalid',
      { code: 'xx' },
    );
  });

  it('the fee never falls as units grow, and is first fee plus whole continued steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        (firstUnit, continuedUnit, firstFee, continuedFee, quantity) => {
          const rule = {
            mode: 'per_item' as const,
            firstUnit,
            firstFee,
            continuedUnit,
            continuedFee,
            freeOver: null,
            regions: [],
          };
          const one = freightFee(rule, '10', [{ quantity, weightGrams: 0, price: 0 }]).fee;
          const more = freightFee(rule, '10', [{ quantity: quantity + 1, weightGrams: 0, price: 0 }]).fee;
          expect(more).toBeGreaterThanOrEqual(one);
          expect((one - firstFee) % (continuedFee || 1)).toBe(0);
          expect(Number.isInteger(one)).toBe(true);
        },
      ),
    );
  });
});
