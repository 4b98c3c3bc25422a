import { contractGenerateResult } from '@sc/contract/calls/shell.ts';
import { AGREEMENT_EXEMPT_SHOP_TYPES, CONTRACT_TYPES, type ContractType } from '@sc/contract/constants.ts';
import { api } from '../../api/client.ts';

/** Shop types 1, 5 and 11 skip the agreements. */
export function isAgreementExempt(shopType: number | null): boolean {
  return shopType !== null && AGREEMENT_EXEMPT_SHOP_TYPES.includes(shopType);
}

/** The agreements the shop has yet to sign, 009 before 010. */
export async function unsignedAgreements(signal?: AbortSignal): Promise<ContractType[]> {
  const results = await Promise.all(
    CONTRACT_TYPES.map(async (type) => ({
      type,
      status: await api(contractGenerateResult, { contractTemplate: type }, { quiet: true, signal }),
    })),
  );
  return results.filter(({ status }) => status.result === 'n' && status.exempt === 'n').map(({ type }) => type);
}
