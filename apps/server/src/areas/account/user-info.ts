import type { FuncTreeNode } from '@sc/contract/calls/account.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale } from '@sc/contract/locale.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { FUNC_ROWS } from '../../db/func-tree.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { type funcs, shopMembers, shops, users } from '../../db/schema.ts';
import { BizError } from '../../errors.ts';

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

/**
 * The user and the shops they can enter (enabled memberships, oldest first) in one
 * statement; the member row of the session's shop came with the session.
 */
const userWithShops = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      nickname: users.nickname,
      loginAcct: users.loginAcct,
      iconUrl: users.iconUrl,
      phone: users.phone,
      email: users.email,
      emailVerified: users.emailVerified,
      shopId: shops.id,
      shopName: shops.name,
      shopType: shops.shopType,
      acctType: shopMembers.acctType,
    })
    .from(users)
    .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), eq(shopMembers.status, 'enabled')))
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(shopMembers.createdAt), asc(shops.name))
    .prepare('user_info'),
);

export async function userInfoOf(db: Db, session: SessionInfo, locale: Locale) {
  const rows = await userWithShops(db).execute({ userId: session.userId });
  const user = rows[0];
  if (!user) throw new BizError('USER_INFO_UNAVAILABLE', 'sessionExpired');
  const shopList = rows.flatMap((r) =>
    r.shopId !== null && r.shopName !== null && r.shopType !== null && r.acctType !== null
      ? [{ shopId: r.shopId, shopName: r.shopName, shopType: r.shopType, acctType: r.acctType }]
      : [],
  );
  const held = session.funcs;
  const funcRows = allFuncs();
  const tree = funcTree(funcRows, locale, held);
  const roles = [...held].sort();
  return {
    userId: user.id,
    shopId: session.shopId,
    userName: user.nickname,
    nickname: user.nickname,
    loginAcct: user.loginAcct,
    acctType: session.acctType ?? 0,
    flgCustService: session.flgCustService ? ('y' as const) : ('n' as const),
    csScope: (session.csScope as 'pre' | 'after' | 'both' | null) ?? null,
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
