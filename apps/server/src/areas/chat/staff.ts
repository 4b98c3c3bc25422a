import { type ChatType, scopeCovers } from '@sc/contract/chat.ts';
import { and, eq, or } from 'drizzle-orm';
import { MAIN_ACCOUNT } from '../../auth/permissions.ts';
import type { SessionInfo } from '../../auth/session.ts';
import { shopMembers, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

// Who chats for the shop (product-spec §6): the main account and the members marked as
// customer-service staff, each with a scope (pre-sale, after-sale or both).

/** The session user, if the main account or customer-service staff; refused otherwise. */
export function chatStaffOf(session: SessionInfo): { userId: string; isMain: boolean } {
  const isMain = session.acctType === MAIN_ACCOUNT;
  if (!isMain && !session.flgCustService) throw new BizError('NO_PERMISSION', 'chatNotStaff');
  return { userId: session.userId, isMain };
}

export interface StaffMember {
  userId: string;
  name: string;
  acctType: number;
  csScope: 'pre' | 'after' | 'both' | null;
  available: boolean;
}

/** The shop's main account and customer-service staff. */
export async function staffOf(shop: ShopScope): Promise<StaffMember[]> {
  // users is not a shop's table: joined by the member row's user.
  const rows = await shop.tx
    .select({
      userId: shopMembers.userId,
      name: users.nickname,
      acctType: shopMembers.acctType,
      csScope: shopMembers.csScope,
      memberStatus: shopMembers.status,
      userStatus: users.status,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(shop.where(shopMembers, or(eq(shopMembers.acctType, MAIN_ACCOUNT), eq(shopMembers.flgCustService, true))))
    .orderBy(shopMembers.acctType, users.nickname);
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    acctType: r.acctType,
    csScope: r.acctType === MAIN_ACCOUNT ? null : ((r.csScope ?? 'both') as StaffMember['csScope']),
    available: r.memberStatus === 'enabled' && r.userStatus === 'active',
  }));
}

/** The member a conversation of `type` may be forwarded to; refused when banned, disabled or out of scope. */
export async function forwardTarget(shop: ShopScope, userId: string, type: ChatType): Promise<StaffMember> {
  const [row] = await shop.tx
    .select({
      userId: shopMembers.userId,
      name: users.nickname,
      acctType: shopMembers.acctType,
      csScope: shopMembers.csScope,
      flgCustService: shopMembers.flgCustService,
      memberStatus: shopMembers.status,
      userStatus: users.status,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(shop.where(shopMembers, and(eq(shopMembers.userId, userId))))
    .limit(1);
  if (!row) throw new BizError('NOT_FOUND', 'chatUserNotFound');
  const isMain = row.acctType === MAIN_ACCOUNT;
  if (row.userStatus === 'banned') throw new BizError('RULE_VIOLATED', 'chatAccountBanned');
  if (row.memberStatus !== 'enabled' || row.userStatus !== 'active')
    throw new BizError('RULE_VIOLATED', 'chatForwardUnavailable', { name: row.name });
  if (!isMain && (!row.flgCustService || !scopeCovers(row.csScope ?? 'both', type)))
    throw new BizError('RULE_VIOLATED', 'chatForwardOutOfScope', { name: row.name });
  return {
    userId: row.userId,
    name: row.name,
    acctType: row.acctType,
    csScope: isMain ? null : ((row.csScope ?? 'both') as StaffMember['csScope']),
    available: true,
  };
}
