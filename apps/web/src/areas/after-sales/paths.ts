import { AFTER_SALE_TYPES, type AfterSaleType } from '@sc/contract/after-sales.ts';

export const AFTER_SALE_LIST_PATH = '/order/aftersale';
export const RETURN_ADDRESS_PATH = '/setting/returnaddress';

/** The detail screen of a case: one route per type, the case number in the query. */
export const afterSaleDetailPath = (type: AfterSaleType, caseId: string) =>
  `/order/aftersaleDetail${type}?caseId=${encodeURIComponent(caseId)}`;

export const isAfterSaleType = (v: string): v is AfterSaleType => (AFTER_SALE_TYPES as readonly string[]).includes(v);

/** The type a detail route shows, from its path. */
export function typeOfDetailPath(pathname: string): AfterSaleType | null {
  const type = /\/order\/aftersaleDetail(\w+)$/.exec(pathname)?.[1] ?? '';
  return isAfterSaleType(type) ? type : null;
}
