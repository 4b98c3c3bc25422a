import dayjs, { type Dayjs } from 'dayjs';
import type { FormValues } from '../../components/list/SearchForm.tsx';
import { type CaseFilterKey, WAITING } from './case-queries.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Form values → URL filters: the applied days as whole days, the "waiting for me" box as status=waiting. */
export function caseFormToFilters(values: FormValues): Partial<Record<CaseFilterKey, string>> {
  const range = Array.isArray(values.applied) ? (values.applied as (Dayjs | null)[]) : [];
  const [from, to] = range;
  return {
    caseId: text(values.caseId),
    orderId: text(values.orderId),
    buyer: text(values.buyer),
    type: text(values.type),
    appliedFrom: from ? from.startOf('day').toISOString() : '',
    appliedTo: to ? to.endOf('day').toISOString() : '',
    status: values.waiting === true ? WAITING : '',
  };
}

/** URL filters → form values. */
export function caseFiltersToForm(filters: Record<CaseFilterKey, string>): FormValues {
  const day = (v: string) => (v && dayjs(v).isValid() ? dayjs(v) : null);
  const from = day(filters.appliedFrom);
  const to = day(filters.appliedTo);
  return {
    caseId: filters.caseId,
    orderId: filters.orderId,
    buyer: filters.buyer,
    type: filters.type || undefined,
    applied: from || to ? [from, to] : undefined,
    waiting: filters.status === WAITING,
  };
}
