import type { ContractType } from '@sc/contract/constants.ts';
import { AGREEMENT_EXEMPT_SHOP_TYPES } from '@sc/contract/constants.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { contracts, contractTemplates } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

export const isExempt = (shopType: number | null) =>
  shopType !== null && AGREEMENT_EXEMPT_SHOP_TYPES.includes(shopType);

export async function signedContract(shop: ShopScope, type: ContractType) {
  return shop.first(contracts, eq(contracts.businessType, type));
}

export async function templates(tx: Tx, types: ContractType[]) {
  return tx.select().from(contractTemplates).where(inArray(contractTemplates.type, types));
}

/**
 * Signs an agreement. 009 (platform service) comes before 010 (pay-later merchant); a
 * failure leaves it unsigned with the silent 601600 so the gate just ends its loading state.
 */
export async function signContract(
  shop: ShopScope,
  input: {
    type: ContractType;
    shopType: number | null;
    userId: string;
    params: Record<string, string>;
    language: string;
    now: Date;
  },
) {
  if (isExempt(input.shopType)) throw new BizError('CONTRACT_CREATE_FAILED', 'contractExempt');
  if (await signedContract(shop, input.type)) throw new BizError('CONTRACT_ALREADY_SIGNED', 'contractAlreadySigned');
  if (input.type === '010' && !(await signedContract(shop, '009'))) {
    throw new BizError('CONTRACT_CREATE_FAILED', 'contractOrder');
  }
  const [template] = await templates(shop.tx, [input.type]);
  if (!template) throw new BizError('CONTRACT_CREATE_FAILED', 'systemError');
  const contractNo = newId();
  await shop.insert(contracts, [
    {
      businessType: input.type,
      contractNo,
      version: template.version,
      signedBy: input.userId,
      signedAt: input.now,
      language: input.language,
      params: input.params,
    },
  ]);
  return { contractNo, signedAt: input.now.toISOString() };
}
