import type { userAddition, userUpdate } from '@sc/contract/calls/account.ts';
import { MAX_SUB_ACCOUNTS } from '@sc/contract/constants.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { FUNC, FUNC_TREE, type FuncId } from '@sc/contract/func-codes.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT } from '../../auth/permissions.ts';
import { endUserSessions } from '../../auth/session.ts';
import { newToken, sha256 } from '../../auth/tokens.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { activationTokens, memberFuncs, shopMembers, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { sendMail } from './codes.ts';
import { accountTaken, findUser } from './users.ts';

const ACTIVATION_LINK_TTL_MS = 72 * 3600 * 1000;

/** The confirmation must repeat the password; the form shows the message under the field. */
export function assertPasswordsMatch(password: string | undefined, confirm: string | undefined, locale: Locale) {
  if (password !== undefined && password !== confirm) {
    const message = formatValidatorMessage('passwordMismatch', locale);
    throw new BizError(
      'VALIDATION_FAILED',
      'validationFailed',
      { detail: `confirmPassword: ${message}` },
      { fieldErrors: [{ field: 'confirmPassword', message }] },
    );
  }
}

/** A parent menu code comes with any of its children, so the menu can show the child. */
export function withParents(ids: FuncId[]): FuncId[] {
  const out = new Set<FuncId>(ids);
  for (const parent of FUNC_TREE) {
    if (parent.children?.some((c) => out.has(c.id))) out.add(parent.id);
  }
  out.delete(FUNC.home);
  return [...out].sort();
}

export async function sendActivationLink(tx: Tx, user: { id: string; email: string }, now: Date) {
  const token = newToken();
  await tx.insert(activationTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + ACTIVATION_LINK_TTL_MS),
  });
  await sendMail(
    tx,
    user.email.toLowerCase(),
    'Activate your Seller Centre account',
    `Open /checkEmail?token=${token} to activate your account and verify this e-mail (valid 72 hours).`,
    now,
  );
}

/** A member of the session's shop who is not its main account. */
export async function subAccountOf(shop: ShopScope, userId: string) {
  const member = await shop.first(shopMembers, eq(shopMembers.userId, userId));
  if (!member) throw notFound();
  if (member.acctType === MAIN_ACCOUNT) throw new BizError('RULE_VIOLATED', 'cannotChangeSelf');
  return member;
}

export async function addSubAccount(shop: ShopScope, p: CallPayload<typeof userAddition>, now: Date, locale: Locale) {
  assertPasswordsMatch(p.password, p.confirmPassword, locale);
  const existing = await shop.count(shopMembers, eq(shopMembers.acctType, SUB_ACCOUNT));
  if (existing >= MAX_SUB_ACCOUNTS) throw new BizError('RULE_VIOLATED', 'subAccountLimit', { max: MAX_SUB_ACCOUNTS });
  const taken = await accountTaken(shop.tx, { loginAcct: p.loginAcct, email: p.email, phone: p.userTelPhone });
  if (taken.loginAcct) throw new BizError('ALREADY_EXISTS', 'accountExists', {}, { result: { field: 'loginAcct' } });
  if (taken.email) throw new BizError('ALREADY_EXISTS', 'emailExists', {}, { result: { field: 'email' } });
  if (taken.phone) throw new BizError('ALREADY_EXISTS', 'phoneExists', {}, { result: { field: 'userTelPhone' } });
  const userId = newId();
  await shop.tx.insert(users).values({
    id: userId,
    loginAcct: p.loginAcct,
    email: p.email,
    phone: p.userTelPhone ?? null,
    passwordHash: await hashPassword(p.password),
    nickname: p.userName,
    status: 'inactive',
    createdAt: now,
    updatedAt: now,
  });
  await shop.insert(shopMembers, [
    {
      userId,
      acctType: SUB_ACCOUNT,
      flgCustService: p.flgCustService === 'y',
      csScope: p.flgCustService === 'y' ? (p.csScope ?? 'both') : null,
      createdAt: now,
    },
  ]);
  const granted = withParents(p.funcIds);
  if (granted.length)
    await shop.insert(
      memberFuncs,
      granted.map((funcId) => ({ userId, funcId })),
    );
  await sendActivationLink(shop.tx, { id: userId, email: p.email }, now);
  return { userId };
}

export async function grantFuncs(shop: ShopScope, userId: string, funcIds: FuncId[]) {
  await subAccountOf(shop, userId);
  const granted = withParents(funcIds);
  await shop.delete(memberFuncs, eq(memberFuncs.userId, userId));
  if (granted.length)
    await shop.insert(
      memberFuncs,
      granted.map((funcId) => ({ userId, funcId })),
    );
  return { granted };
}

export async function updateUser(
  shop: ShopScope,
  actor: { userId: string; acctType: number | null; tokenHash: string },
  p: CallPayload<typeof userUpdate>,
  now: Date,
  locale: Locale,
) {
  const tx = shop.tx;
  assertPasswordsMatch(p.password, p.confirmPassword, locale);
  const self = p.userId === actor.userId;
  if (!self) {
    if (actor.acctType !== MAIN_ACCOUNT) throw new BizError('NO_PERMISSION', 'mainAccountOnly');
    await subAccountOf(shop, p.userId);
    if (p.password !== undefined) throw new BizError('RULE_VIOLATED', 'subAccountSetsOwnPassword');
  } else if (p.status !== undefined || p.flgCustService !== undefined || p.csScope !== undefined) {
    throw new BizError('RULE_VIOLATED', 'cannotChangeOwnStatus');
  }
  const user = await findUser(tx, p.userId);
  if (!user) throw notFound();
  if (p.userTelPhone && p.userTelPhone !== user.phone && (await accountTaken(tx, { phone: p.userTelPhone })).phone) {
    throw new BizError('ALREADY_EXISTS', 'phoneExists', {}, { result: { field: 'userTelPhone' } });
  }
  const userSet: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (p.userName !== undefined) userSet.nickname = p.userName;
  if (p.userTelPhone !== undefined) userSet.phone = p.userTelPhone;
  if (p.iconUrl !== undefined) userSet.iconUrl = p.iconUrl;
  if (self && p.password !== undefined) {
    if (!p.oldPassword || !(await verifyPassword(p.oldPassword, user.passwordHash))) {
      throw new BizError(
        'VALIDATION_FAILED',
        'oldPasswordWrong',
        {},
        {
          fieldErrors: [{ field: 'oldPassword', message: text('oldPasswordWrong', locale) }],
        },
      );
    }
    userSet.passwordHash = await hashPassword(p.password);
  }
  await tx.update(users).set(userSet).where(eq(users.id, p.userId));
  // A changed password ends every other session: a stolen cookie dies with the old password.
  if (userSet.passwordHash) await endUserSessions(tx, p.userId, now, undefined, actor.tokenHash);
  if (!self) {
    const memberSet: Partial<typeof shopMembers.$inferInsert> = {};
    if (p.status !== undefined) memberSet.status = p.status;
    if (p.flgCustService !== undefined) memberSet.flgCustService = p.flgCustService === 'y';
    if (p.csScope !== undefined) memberSet.csScope = p.csScope;
    if (p.flgCustService === 'n') memberSet.csScope = null;
    if (Object.keys(memberSet).length) await shop.update(shopMembers, memberSet, eq(shopMembers.userId, p.userId));
    // Disabling an account ends its sessions in this shop at once.
    if (p.status === 'disabled') await endUserSessions(tx, p.userId, now, shop.shopId);
  }
  return {};
}

export async function listSubAccounts(
  shop: ShopScope,
  filter: { keyword?: string | undefined; status?: string | undefined; pageNum: number; pageSize: number },
) {
  const conds: (SQL | undefined)[] = [eq(shopMembers.acctType, SUB_ACCOUNT)];
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(users.loginAcct, like), ilike(users.nickname, like), ilike(users.email, like)));
  }
  if (filter.status === 'inactive') conds.push(eq(users.status, 'inactive'));
  else if (filter.status) conds.push(and(eq(shopMembers.status, filter.status), eq(users.status, 'active')));
  const where = shop.where(shopMembers, ...conds);
  const rows = await shop.tx
    .select({ member: shopMembers, user: users })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(where)
    .orderBy(desc(shopMembers.createdAt))
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
  const [countRow] = await shop.tx
    .select({ n: count() })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(where);
  const total = toNumber(countRow?.n);
  const ids = rows.map((r) => r.user.id);
  const grants = ids.length ? await shop.select(memberFuncs, inArray(memberFuncs.userId, ids)) : [];
  return {
    list: rows.map(({ member, user }) => ({
      userId: user.id,
      loginAcct: user.loginAcct,
      userName: user.nickname,
      email: user.email,
      userTelPhone: user.phone ?? '',
      status: user.status === 'inactive' ? ('inactive' as const) : (member.status as 'enabled' | 'disabled'),
      flgCustService: member.flgCustService ? ('y' as const) : ('n' as const),
      csScope: (member.csScope as 'pre' | 'after' | 'both' | null) ?? null,
      funcIds: grants.filter((g) => g.userId === user.id).map((g) => g.funcId),
      createdAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    })),
    page: { pageNum: filter.pageNum, pageSize: filter.pageSize, count: total },
  };
}
