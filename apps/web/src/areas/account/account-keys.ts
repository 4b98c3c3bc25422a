import type { ContractType } from '@sc/contract/constants.ts';
import type { Locale } from '@sc/contract/locale.ts';

/** react-query keys of the account area, from one factory so invalidation finds them all. */
export const accountKeys = {
  all: ['account'] as const,
  emailActivation: (token: string) => [...accountKeys.all, 'emailActivation', token] as const,
  shops: () => [...accountKeys.all, 'shops'] as const,
  storeEntries: (pageNum: number) => [...accountKeys.all, 'storeEntries', pageNum] as const,
  agreementTexts: (locale: Locale) => [...accountKeys.all, 'agreementTexts', locale] as const,
  agreementSigned: (shopId: string, type: ContractType) =>
    [...accountKeys.all, 'agreementSigned', shopId, type] as const,
};
