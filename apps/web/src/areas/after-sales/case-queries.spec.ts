import { describe, expect, it } from 'vitest';
import { emptyFilters, type ListQuery } from '../../components/list/list-query.ts';
import {
  CASE_FILTER_KEYS,
  type CaseFilterKey,
  caseFilterOf,
  caseListPayload,
  caseQueryAcceptable,
} from './case-queries.ts';
import { caseFiltersToForm, caseFormToFilters } from './case-search.ts';
import { afterSaleDetailPath, typeOfDetailPath } from './paths.ts';

const query = (filters: Partial<Record<CaseFilterKey, string>>, tab = 'all'): ListQuery<CaseFilterKey> => ({
  filters: { ...emptyFilters(CASE_FILTER_KEYS), ...filters },
  tab,
  pageNum: 2,
  pageSize: 20,
  sort: '',
});

describe('after-sales list query', () => {
  it('sends the action centre link as "waiting for the merchant"', () => {
    expect(caseFilterOf(query({ status: 'waiting' })).waitingMerchant).toBe('y');
    expect(caseFilterOf(query({ status: 'other' })).waitingMerchant).toBeUndefined();
  });

  it('passes the tab, type, numbers and applied times; drops unknown ones', () => {
    const f = caseFilterOf(
      query({ type: 'exchange', caseId: '8611', appliedFrom: '2025-06-01T00:00:00+07:00' }, 'awaiting_receipt'),
    );
    expect(f).toMatchObject({ tab: 'awaiting_receipt', type: 'exchange', caseId: '8611', orderId: '' });
    expect(f.appliedFrom).toBe('2025-05-31T17:00:00.000Z');
    expect(caseFilterOf(query({ type: 'swap' }, 'nope'))).toMatchObject({ tab: 'all' });
    expect(caseFilterOf(query({ type: 'swap' })).type).toBeUndefined();
  });

  it('sends nothing while a number is not digits', () => {
    expect(caseQueryAcceptable(query({ caseId: '12a' }))).toBe(false);
    expect(caseQueryAcceptable(query({ orderId: '1'.repeat(19) }))).toBe(false);
    expect(caseQueryAcceptable(query({ caseId: '123', orderId: '' }))).toBe(true);
  });

  it('pages the list call', () => {
    expect(caseListPayload(query({})).page).toEqual({ pageNum: 2, pageSize: 20 });
  });

  it('keeps the "waiting for me" box and the other fields through the URL', () => {
    const filters = caseFormToFilters({ caseId: ' 42 ', buyer: 'nok', waiting: true, type: 'refund' });
    expect(filters).toMatchObject({ caseId: '42', buyer: 'nok', status: 'waiting', type: 'refund', appliedFrom: '' });
    const form = caseFiltersToForm({ ...emptyFilters(CASE_FILTER_KEYS), ...filters });
    expect(form).toMatchObject({ caseId: '42', waiting: true, type: 'refund', applied: undefined });
  });
});

describe('after-sales paths', () => {
  it('opens a case on the route of its type and reads the type back', () => {
    const path = afterSaleDetailPath('return', '8611000000001');
    expect(path).toBe('/order/aftersaleDetailreturn?caseId=8611000000001');
    expect(typeOfDetailPath(path.split('?')[0] ?? '')).toBe('return');
    expect(typeOfDetailPath('/order/aftersaleDetailswap')).toBeNull();
  });
});
