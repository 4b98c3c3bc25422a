import type { FuncTreeNode } from '@sc/contract/calls/account.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale } from '@sc/contract/locale.ts';
import { eq } from 'drizzle-orm';
import type { SessionInfo } from '../../auth/session.ts';
import type { Tx } from '../../db/client.ts';
import { FUNC_ROWS } from '../../db/func-tree.ts';
import { type funcs, shopMembers } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { findUser, shopsOf } from './users.ts';

type FuncRow = typeof funcs.$inferSelect;

export function funcName(row: FuncRow, locale: Locale): string {
  return byLocale(locale, row.nameTh, row.nameEn, row.nameZh);
}

/** The function tree is reference data seeded from the code at every start: read it from there. */
export function allFuncs(): FuncRow[] {
  return FUNC_ROWS;
}

/** The function tree in the spec's shape (funcId, menuChildrens), limited to `keep` when given. */
export function funcTree(rows: FuncRow[], locale: Locale, keep?: Set<string>, checked?: Set<string>): FuncTreeNode[] {
  const byParent = new Map<string | null, FuncRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parent: string | null): FuncTreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !keep || keep.has(r.id))
      .map((r) => ({
        funcId: r.id,
        funcName: funcName(r, locale),
        ...(checked ? { checked: checked.has(r.id) } : {}),
        menuChildrens: build(r.id),
      }));
  return build(null);
}

export async function userInfoOf(
  tx: Tx,
  session: SessionInfo,
  shop: ShopScope | null,
  held: Set<string>,
  locale: Locale,
) {
  const user = await findUser(tx, session.userId);
  if (!user) throw new BizError('USER_INFO_UNAVAILABLE', 'sessionExpired');
  const funcRows = allFuncs();
  const [shopList, member] = await Promise.all([
    shopsOf(tx, user.id),
    shop ? shop.first(shopMembers, eq(shopMembers.userId, user.id)) : Promise.resolve(undefined),
  ]);
  const tree = funcTree(funcRows, locale, held);
  const roles = [...held].sort();
  return {
    userId: user.id,
    shopId: session.shopId,
    userName: user.nickname,
    nickname: user.nickname,
    loginAcct: user.loginAcct,
    acctType: member?.acctType ?? 0,
    flgCustService: member?.flgCustService ? ('y' as const) : ('n' as const),
    csScope: (member?.csScope as 'pre' | 'after' | 'both' | null | undefined) ?? null,
    shopType: session.shopType,
    iconUrl: user.iconUrl,
    userTelPhone: user.phone ?? '',
    email: user.email,
    emailVerified: user.emailVerified ? ('y' as const) : ('n' as const),
    roles: roles.length ? roles : [FUNC.home],
    newFuncIds: funcRows.filter((r) => r.isNew && held.has(r.id)).map((r) => r.id),
    funcTreeList: tree,
    shopList,
    imFlag: session.shopId ? ('y' as const) : ('n' as const),
  };
}
