import { itemCreate } from '@sc/contract/calls/items.ts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formFieldOf, initialValues, type ProductFormValues, toPayload } from './product-form-model.ts';
import { buildMatrix, type SpecDraft } from './sku-matrix.ts';

const specs: SpecDraft[] = [
  {
    key: 'c',
    name: ' Colour ',
    values: [
      { key: 'w', text: 'White' },
      { key: 'x', text: '' },
      { key: 'b', text: 'Black' },
    ],
  },
  { key: 'e', name: '', values: [{ key: 'y', text: ' ' }] },
  {
    key: 'z',
    name: 'Size',
    values: [
      { key: 's', text: 'S' },
      { key: 'm', text: 'M' },
      { key: 'l', text: 'L' },
    ],
  },
];

function filled(): ProductFormValues {
  return {
    ...initialValues(),
    title: ' Round-neck T-shirt ',
    code: 'TS-001',
    categoryId: '100101',
    keywordsText: 'shirt  cotton、summer',
    images: ['https://img.alicdn.com/imgextra/a.jpg'],
    specs,
    skus: buildMatrix(specs, []).map((r) => ({ ...r, price: '199.00', marketPrice: '259', stock: 10 })),
    shelf: 'timed',
    releaseAt: dayjs('2030-01-01T03:00:00.000Z'),
  };
}

describe('toPayload', () => {
  it('makes a request the contract accepts, empty specs and values left out', () => {
    const payload = toPayload(filled());
    const parsed = itemCreate.request.parse(payload);
    expect(parsed.title).toBe('Round-neck T-shirt');
    expect(parsed.keywords).toEqual(['shirt', 'cotton', 'summer']);
    expect(parsed.specs).toEqual([
      { name: 'Colour', values: ['White', 'Black'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ]);
    expect(parsed.skus.map((s) => s.specValues.join('/'))).toEqual([
      'White/S',
      'White/M',
      'White/L',
      'Black/S',
      'Black/M',
      'Black/L',
    ]);
    expect(parsed.skus[0]).toMatchObject({ price: 19900, marketPrice: 25900, purchasePrice: 0, stock: 10 });
    expect(parsed.releaseAt).toBe('2030-01-01T03:00:00.000Z');
  });

  it('sends the release time only for a timed release, and ship days only for a pre-sale', () => {
    const payload = toPayload({ ...filled(), shelf: 'on', preSale: false, preSaleShipDays: 7 });
    expect(payload.releaseAt).toBeUndefined();
    expect(payload.preSaleShipDays).toBeUndefined();
    expect(toPayload({ ...filled(), preSale: true, preSaleShipDays: 7 }).preSaleShipDays).toBe(7);
  });
});

describe('formFieldOf', () => {
  it('maps the server’s payload paths to the form’s fields', () => {
    const values = { specs };
    expect(formFieldOf('title', values)).toBe('title');
    expect(formFieldOf('keywords', values)).toBe('keywordsText');
    expect(formFieldOf('images.3', values)).toBe('images');
    expect(formFieldOf('skus.4.price', values)).toEqual(['skus', 4, 'price']);
    expect(formFieldOf('skus.4.specValues.1', values)).toEqual(['skus', 4, 'price']);
    // The payload's second spec is the form's third (the empty one was left out), its value 1 the form's value 2.
    expect(formFieldOf('specs.1.name', values)).toEqual(['specs', 2, 'name']);
    expect(formFieldOf('specs.0.values.1', values)).toEqual(['specs', 0, 'values', 2, 'text']);
    expect(formFieldOf('sessionContext', values)).toBeUndefined();
  });
});
