import type { BrandApplication } from '@sc/contract/calls/catalog.ts';
import { catalogMessages } from '@sc/contract/messages/catalog.ts';
import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type DateField, dateRule, initialValues, toRequest } from './brand-form-model.ts';

const application: BrandApplication = {
  applicationId: 'a1',
  brandId: '1012',
  brandName: 'Hatari',
  brandLocalName: 'ฮาตาริ',
  isNewBrand: 'n',
  trademarkNo: '171100123',
  registrationStart: '2021-03-01',
  registrationEnd: '2031-02-28',
  authStart: '2026-01-01',
  authEnd: '2030-12-31',
  documentUrls: ['/media/a.jpg'],
  status: 'expired',
  reason: '',
  revokedBy: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
};

/** Runs the date rule of `field` against form values, at 10:00 in Bangkok on 2027-01-10. */
async function check(field: DateField, values: Partial<Record<DateField, string>>) {
  const rule = dateRule(
    field,
    () => 'en-US',
    () => new Date('2027-01-10T03:00:00Z'),
  );
  const { validator } = (
    typeof rule === 'function'
      ? rule({ getFieldValue: (name: DateField) => (values[name] ? dayjs(values[name]) : undefined) } as never)
      : rule
  ) as RuleObject;
  const value = values[field] ? dayjs(values[field]) : undefined;
  return validator?.({} as never, value, () => undefined)?.then(
    () => undefined,
    (e: Error) => e.message,
  );
}

const dates = { registrationStart: '2020-01-01', registrationEnd: '2030-01-01', authStart: '2026-01-01' };

describe('the application form', () => {
  it('starts a renewal from an earlier application without its authorization period', () => {
    const renewal = initialValues(application, true);
    expect(renewal).toMatchObject({ mode: 'existing', brandId: '1012', trademarkNo: '171100123' });
    expect(renewal.authEnd).toBeUndefined();
    expect(initialValues(application, false).authEnd?.format('YYYY-MM-DD')).toBe('2030-12-31');
    expect(initialValues({ ...application, brandId: null }, false)).toMatchObject({ mode: 'new', brandName: 'Hatari' });
  });

  it('sends calendar days, trimmed text and the documents that were filled in', () => {
    const request = toRequest({
      mode: 'new',
      brandId: '1012',
      brandName: '  Baan Suan  ',
      trademarkNo: ' 171 ',
      registrationStart: dayjs('2021-03-01'),
      registrationEnd: dayjs('2031-02-28'),
      authStart: dayjs('2026-01-01'),
      authEnd: null,
      documentUrls: [' /media/a.jpg ', ''],
    });
    expect(request).toEqual({
      brandName: 'Baan Suan',
      trademarkNo: '171',
      registrationStart: '2021-03-01',
      registrationEnd: '2031-02-28',
      authStart: '2026-01-01',
      authEnd: '',
      documentUrls: ['/media/a.jpg'],
    });
  });

  it('says what the server says about the dates, at their edges', async () => {
    expect(await check('authEnd', { ...dates })).toBe(catalogMessages.brandCertificateDatesRequired['en-US']);
    expect(await check('authEnd', { ...dates, authEnd: '2030-01-01' })).toBeUndefined();
    expect(await check('authEnd', { ...dates, authEnd: '2030-01-02' })).toBe(
      catalogMessages.brandAuthEndAfterRegistration['en-US'],
    );
    expect(await check('authEnd', { ...dates, authEnd: '2027-01-10' })).toBe(
      catalogMessages.brandAuthEndNotFuture['en-US'],
    );
    expect(await check('authEnd', { ...dates, authEnd: '2027-01-11' })).toBeUndefined();
    expect(await check('registrationEnd', { ...dates, registrationEnd: '2020-01-01', authEnd: '2019-06-01' })).toBe(
      catalogMessages.brandRegistrationEndBeforeStart['en-US'],
    );
  });
});
