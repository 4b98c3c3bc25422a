import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { placeServerError } from './server-errors.ts';

type Placed = { name: string; errors: string[] }[];

function fakeForm() {
  const placed: Placed = [];
  const form = { setFields: (fields: Placed) => placed.push(...fields) } as unknown as FormInstance;
  return { form, placed };
}

const FIELDS = ['loginAcct', 'email', 'verifyCode', 'password', 'confirmPassword'];

describe('placeServerError', () => {
  it('puts each 4101 field error on its field', () => {
    const { form, placed } = fakeForm();
    const error = new ApiError('4101', 'Validation failed', 'passThrough', [
      { field: 'confirmPassword', message: 'The passwords do not match' },
    ]);
    expect(placeServerError(form, error, FIELDS)).toBeUndefined();
    expect(placed).toEqual([{ name: 'confirmPassword', errors: ['The passwords do not match'] }]);
  });

  it('returns the reply text when a 4101 names a field the form does not have', () => {
    const { form } = fakeForm();
    const error = new ApiError('4101', 'Validation failed', 'passThrough', [{ field: 'agree', message: 'Required' }]);
    expect(placeServerError(form, error, FIELDS)).toBe('Validation failed');
  });

  it('marks the field a 107003 names as taken', () => {
    const { form, placed } = fakeForm();
    const error = new ApiError('107003', 'This email is already in use', 'passThrough', [], { field: 'email' });
    expect(placeServerError(form, error, FIELDS)).toBeUndefined();
    expect(placed).toEqual([{ name: 'email', errors: ['This email is already in use'] }]);
  });

  it('marks the code field on 101001, or says it above a form without one', () => {
    const { form, placed } = fakeForm();
    const error = new ApiError('101001', 'Verification code error or expired', 'passThrough');
    expect(placeServerError(form, error, FIELDS)).toBeUndefined();
    expect(placed[0]?.name).toBe('verifyCode');
    expect(placeServerError(fakeForm().form, error, ['password'])).toBe('Verification code error or expired');
  });

  it('leaves failures the client already showed (toasts, transport) alone', () => {
    const { form, placed } = fakeForm();
    expect(placeServerError(form, new ApiError('103001', 'Wrong', 'toast'), FIELDS)).toBeUndefined();
    expect(placeServerError(form, new ApiError('0', 'Network', 'transport'), FIELDS)).toBeUndefined();
    expect(placeServerError(form, new Error('not ours'), FIELDS)).toBeUndefined();
    expect(placed).toEqual([]);
  });
});
