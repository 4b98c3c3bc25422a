import { describe, expect, it } from 'vitest';
import { checkDeposit, checkDepositDeduction, depositRange } from './deposit.ts';
import { bahtToSatang } from './price.ts';

const satang = (baht: string) => bahtToSatang(baht) ?? Number.NaN;
const deposit = (price: string, amount: string) => checkDeposit({ price: satang(price), deposit: satang(amount) });

describe('depositRange at each band edge', () => {
  it.each([
    // Under 2500: 10% (rounded up) to 20% (rounded down).
    ['100.00', '10.00', '20.00'],
    ['2499.99', '250.00', '499.99'],
    // 2500 to under 5000: at least 250 baht, at most 20%.
    ['2500.00', '250.00', '500.00'],
    ['4999.99', '250.00', '999.99'],
    // 5000 and up: at least 500 baht, at most 20%.
    ['5000.00', '500.00', '1000.00'],
  ])('price %s allows a deposit from %s to %s baht', (price, min, max) => {
    expect(depositRange(satang(price))).toEqual({ min: satang(min), max: satang(max) });
  });
});

describe('checkDeposit', () => {
  it('at 2499.99: 10% rounded up is the floor, 20% rounded down the ceiling', () => {
    expect(deposit('2499.99', '250.00')).toEqual({ ok: true });
    expect(deposit('2499.99', '249.99')).toEqual({ ok: false, key: 'depositTooLow', params: { min: '250.00' } });
    expect(deposit('2499.99', '499.99')).toEqual({ ok: true });
    expect(deposit('2499.99', '500.00')).toEqual({ ok: false, key: 'depositTooHigh', params: { max: '499.99' } });
  });

  it('at 2500: the 250 baht floor applies and 20% is 500', () => {
    expect(deposit('2500', '249.99')).toEqual({ ok: false, key: 'depositTooLow', params: { min: '250.00' } });
    expect(deposit('2500', '250')).toEqual({ ok: true });
    expect(deposit('2500', '500')).toEqual({ ok: true });
    expect(deposit('2500', '500.01')).toEqual({ ok: false, key: 'depositTooHigh', params: { max: '500.00' } });
  });

  it('at 4999.99: a 250 baht deposit is still enough', () => {
    expect(deposit('4999.99', '250')).toEqual({ ok: true });
    expect(deposit('4999.99', '1000')).toEqual({ ok: false, key: 'depositTooHigh', params: { max: '999.99' } });
  });

  it('at 5000: the floor rises to 500 baht', () => {
    expect(deposit('5000', '250')).toEqual({ ok: false, key: 'depositTooLow', params: { min: '500.00' } });
    expect(deposit('5000', '499.99')).toEqual({ ok: false, key: 'depositTooLow', params: { min: '500.00' } });
    expect(deposit('5000', '500')).toEqual({ ok: true });
    expect(deposit('5000', '1000')).toEqual({ ok: true });
    expect(deposit('5000', '1000.01')).toEqual({ ok: false, key: 'depositTooHigh', params: { max: '1000.00' } });
  });

  it('never allows more than 40% of the price, whatever the band', () => {
    for (const price of ['1', '2499.99', '2500', '4999.99', '5000', '100000']) {
      const over40 = (satang(price) * 40) / 100 + 1;
      expect(checkDeposit({ price: satang(price), deposit: Math.ceil(over40) }).ok).toBe(false);
    }
  });

  it('rejects a zero or negative price and a negative or fractional deposit', () => {
    expect(checkDeposit({ price: 0, deposit: 0 })).toEqual({ ok: false, key: 'amountInvalid' });
    expect(checkDeposit({ price: 10_000, deposit: -1 })).toEqual({ ok: false, key: 'amountInvalid' });
    expect(checkDeposit({ price: 10_000, deposit: 1.5 })).toEqual({ ok: false, key: 'amountInvalid' });
  });
});

describe('checkDepositDeduction', () => {
  it('accepts a deduction equal to the deposit or a whole multiple of it', () => {
    expect(checkDepositDeduction({ deposit: satang('100'), deduction: satang('100') })).toEqual({ ok: true });
    expect(checkDepositDeduction({ deposit: satang('100'), deduction: satang('300') })).toEqual({ ok: true });
  });

  it('rejects a deduction that is not a whole multiple, naming the deposit', () => {
    expect(checkDepositDeduction({ deposit: satang('100'), deduction: satang('150') })).toEqual({
      ok: false,
      key: 'deductionNotMultipleOfDeposit',
      params: { deposit: '100.00' },
    });
  });

  it('rejects a zero deduction', () => {
    expect(checkDepositDeduction({ deposit: satang('100'), deduction: 0 }).ok).toBe(false);
  });

  it('requires the deposit to be a positive multiple of 10 baht', () => {
    expect(checkDepositDeduction({ deposit: satang('10'), deduction: satang('20') })).toEqual({ ok: true });
    expect(checkDepositDeduction({ deposit: satang('15'), deduction: satang('30') })).toEqual({
      ok: false,
      key: 'depositNotMultipleOfTen',
    });
    expect(checkDepositDeduction({ deposit: satang('10.50'), deduction: satang('21') }).ok).toBe(false);
    expect(checkDepositDeduction({ deposit: 0, deduction: 0 })).toEqual({ ok: false, key: 'depositNotMultipleOfTen' });
  });
});
