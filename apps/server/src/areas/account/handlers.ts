import * as account from '@sc/contract/calls/account.ts';
import { toYN } from '@sc/contract/common.ts';
import { RECENT_AUTHENTICATION_MS } from '@sc/contract/constants.ts';
import { byLocale } from '@sc/contract/locale.ts';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../auth/password.ts';
import { assertUnderLimit, CHECK_LIMITS, recordAttempt } from '../../auth/rate-limit.ts';
import { recentlyAuthenticated, recordAuthentication } from '../../auth/recent-authentication.ts';
import { endSession, endUserSessions, rotateSession } from '../../auth/session.ts';
import { sha256 } from '../../auth/tokens.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import {
  activationTokens,
  memberFuncs,
  memberNoticeAuth,
  noticeTemplates,
  shopMembers,
  storeEntryApplications,
  users,
} from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { BizError, notFound } from '../../errors.ts';
import {
  countSend,
  issueCode,
  mailAddressInUse,
  normaliseTarget,
  SENT,
  spendCodeTry,
  useCode,
  verifyCode,
} from './codes.ts';
import { assertLoginAllowed, completeLogin, failLogin } from './login.ts';
import { registrationFormats } from './registration-formats.ts';
import {
  addSubAccount,
  assertPasswordsMatch,
  grantFuncs,
  listSubAccounts,
  subAccountOf,
  updateUser,
} from './sub-accounts.ts';
import { allFuncs, funcTree, userInfoOf } from './user-info.ts';
import { accountTaken, findUser, findUserByAccount, shopsOf } from './users.ts';

async function grantedFuncIds(shop: ShopScope, userId: string): Promise<string[]> {
  return (await shop.select(memberFuncs, eq(memberFuncs.userId, userId))).map((g) => g.funcId);
}

const loginInput = (ctx: { client: { ip: string; userAgent: string }; now: Date }, account: string) => ({
  account,
  ip: ctx.client.ip,
  userAgent: ctx.client.userAgent,
  now: ctx.now,
});

export const accountHandlers = [
  handle(account.userLogin, async (ctx) => {
    const input = loginInput(ctx, ctx.payload.loginAcct);
    const user = await findUserByAccount(ctx.tx, ctx.payload.loginAcct);
    await assertLoginAllowed(ctx.tx, input, user);
    // Hash even for an unknown account, so the answer's timing does not tell which exist.
    const ok = await verifyPassword(ctx.payload.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !ok) return failLogin(ctx.tx, input, user);
    const { session, result } = await completeLogin(ctx.tx, user, input);
    ctx.cookies.setSession(session.token, session.expiresAt);
    return result;
  }),

  handle(account.userAuthLogin, async (ctx) => {
    const input = loginInput(ctx, ctx.payload.loginAcct);
    const user = await findUserByAccount(ctx.tx, ctx.payload.loginAcct);
    await assertLoginAllowed(ctx.tx, input, user);
    // An unknown account is answered as a wrong code is.
    if (!user) return failLogin(ctx.tx, input, user, 'code');
    await verifyCode(ctx.tx, {
      target: user.email,
      purpose: 'login',
      code: ctx.payload.verifyCode,
      now: ctx.now,
      consume: true,
    });
    const { session, result } = await completeLogin(ctx.tx, user, input);
    ctx.cookies.setSession(session.token, session.expiresAt);
    return result;
  }),

  handle(account.loginOut, async (ctx) => {
    await endSession(ctx.tx, sessionOf(ctx).tokenHash, ctx.now);
    ctx.cookies.clearSession();
    return {};
  }),

  handle(account.userInfoInquiry, async (ctx) => {
    return userInfoOf(ctx.tx, sessionOf(ctx), ctx.locale);
  }),

  handle(account.switchStore, async (ctx) => {
    const session = sessionOf(ctx);
    const target = (await shopsOf(ctx.tx, session.userId)).find((s) => s.shopId === ctx.payload.shopId);
    if (!target) throw notFound();
    // A new token for the new shop: a token seen before the switch opens nothing after it.
    const fresh = await rotateSession(ctx.tx, session.tokenHash, target.shopId, ctx.now);
    ctx.cookies.setSession(fresh.token, fresh.expiresAt);
    await ctx.tx.update(users).set({ lastShopId: target.shopId }).where(eq(users.id, session.userId));
    return { shopId: target.shopId, shopName: target.shopName };
  }),

  handle(account.shopUserListInquiry, async (ctx) => {
    const session = sessionOf(ctx);
    const list = await shopsOf(ctx.tx, session.userId);
    return { list: list.map((s) => ({ ...s, current: toYN(s.shopId === session.shopId) })) };
  }),

  handle(account.commonAttrInquiry, async (ctx) => ({ flagOtherLogin: toYN(sessionOf(ctx).otherLogin) })),

  handle(account.checkToken, async (ctx) => {
    const session = sessionOf(ctx);
    const valid = await recentlyAuthenticated(ctx.tx, session.tokenHash, ctx.payload.authorizationReason, ctx.now);
    return { valid: toYN(valid), expiresAt: session.expiresAt.toISOString() };
  }),

  handle(account.authorizeConfirm, async (ctx) => {
    const session = sessionOf(ctx);
    const user = await findUser(ctx.tx, session.userId);
    if (!user) throw notFound();
    // The code mailed to the user's own address (sendCodeNoticeV2, purpose authorize), used up here.
    await verifyCode(ctx.tx, {
      target: user.email,
      purpose: 'authorize',
      code: ctx.payload.verifyCode,
      now: ctx.now,
      consume: true,
    });
    await recordAuthentication(ctx.tx, session.tokenHash, ctx.payload.authorizationReason, ctx.now);
    return { validUntil: new Date(ctx.now.getTime() + RECENT_AUTHENTICATION_MS).toISOString() };
  }),

  handle(account.sendCodeNotice, async (ctx) => {
    const { target, purpose } = ctx.payload;
    const send = { target, purpose, ip: ctx.client.ip, now: ctx.now };
    // Every branch counts against the same limits and answers alike: the form must not reveal
    // who has an account.
    if (purpose === 'reset' || purpose === 'login' || purpose === 'activate') {
      // Codes for an existing account go to that account's e-mail, whatever name was typed.
      const user = await findUserByAccount(ctx.tx, target);
      if (!user) {
        await countSend(ctx.tx, send);
        return SENT;
      }
      return issueCode(ctx.tx, { ...send, target: user.email });
    }
    if (purpose === 'register' && (await accountTaken(ctx.tx, { email: target })).email) {
      return mailAddressInUse(ctx.tx, send);
    }
    return issueCode(ctx.tx, send);
  }),

  handle(account.sendCodeNoticeV2, async (ctx) => {
    const user = await findUser(ctx.tx, sessionOf(ctx).userId);
    if (!user) throw notFound();
    const target = ctx.payload.purpose === 'email' ? ctx.payload.target : user.email;
    if (!target) throw new BizError('VERIFICATION_CODE_ERROR', 'verificationSendFailed');
    const send = { target, purpose: ctx.payload.purpose, ip: ctx.client.ip, now: ctx.now };
    // A new address another account uses is answered as a free one (see sendCodeNotice).
    if (ctx.payload.purpose === 'email' && (await accountTaken(ctx.tx, { email: target })).email) {
      return mailAddressInUse(ctx.tx, send);
    }
    return issueCode(ctx.tx, send);
  }),

  handle(account.sendCheck, async (ctx) => {
    const user =
      ctx.payload.purpose === 'register' || ctx.payload.purpose === 'email'
        ? undefined
        : await findUserByAccount(ctx.tx, ctx.payload.target);
    const target = user?.email ?? ctx.payload.target;
    try {
      await verifyCode(ctx.tx, {
        target,
        purpose: ctx.payload.purpose,
        code: ctx.payload.verifyCode,
        now: ctx.now,
        consume: false,
      });
      return { valid: toYN(true) };
    } catch (err) {
      if (err instanceof BizError && err.reply === 'VERIFICATION_CODE_ERROR') {
        throw new BizError(
          'VERIFICATION_CODE_ERROR',
          'verificationCodeError',
          {},
          { keepWrites: true, result: { valid: 'n' } },
        );
      }
      throw err;
    }
  }),

  handle(account.checkUserInfo, async (ctx) => {
    // Public: every check counts against the address. It checks formats only and never looks
    // the values up, so it answers alike for taken and free ones: who has an account is told
    // only to the holder of a code mailed to the address (register/login).
    const key = `check:ip:${ctx.client.ip}`;
    await assertUnderLimit(ctx.tx, [{ key, max: CHECK_LIMITS.perAddress, windowMs: CHECK_LIMITS.windowMs }], ctx.now);
    await recordAttempt(ctx.tx, [key], ctx.now);
    return registrationFormats(ctx.payload);
  }),

  handle(account.registerLogin, async (ctx) => {
    const p = ctx.payload;
    assertPasswordsMatch(p.password, p.confirmPassword, ctx.locale);
    // The code first: only someone holding a code mailed to this address learns that a name or
    // phone is taken (an address an account uses is mailed no code), and each telling spends
    // one of the code's tries, so names cannot be tried in bulk.
    const codeId = await verifyCode(ctx.tx, {
      target: p.email,
      purpose: 'register',
      code: p.verifyCode,
      now: ctx.now,
      consume: false,
    });
    const taken = await accountTaken(ctx.tx, { loginAcct: p.loginAcct, email: p.email, phone: p.userTelPhone });
    const refuse = async (message: 'accountExists' | 'emailExists' | 'phoneExists', field: string) => {
      await spendCodeTry(ctx.tx, codeId);
      return new BizError('ALREADY_EXISTS', message, {}, { keepWrites: true, result: { field } });
    };
    if (taken.loginAcct) throw await refuse('accountExists', 'loginAcct');
    if (taken.email) throw await refuse('emailExists', 'email');
    if (taken.phone) throw await refuse('phoneExists', 'userTelPhone');
    await useCode(ctx.tx, codeId, ctx.now);
    const userId = newId();
    await ctx.tx.insert(users).values({
      id: userId,
      loginAcct: p.loginAcct,
      email: normaliseTarget(p.email),
      emailVerified: true,
      phone: p.userTelPhone ?? null,
      passwordHash: await hashPassword(p.password),
      nickname: p.userName ?? p.loginAcct,
      status: 'active',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return { userId, loginAcct: p.loginAcct };
  }),

  handle(account.resetUserPassword, async (ctx) => {
    const p = ctx.payload;
    assertPasswordsMatch(p.password, p.confirmPassword, ctx.locale);
    const user = await findUserByAccount(ctx.tx, p.loginAcct);
    if (!user) throw new BizError('VERIFICATION_CODE_ERROR', 'verificationCodeError');
    await verifyCode(ctx.tx, { target: user.email, purpose: 'reset', code: p.verifyCode, now: ctx.now, consume: true });
    await ctx.tx
      .update(users)
      .set({ passwordHash: await hashPassword(p.password), updatedAt: ctx.now })
      .where(eq(users.id, user.id));
    await endUserSessions(ctx.tx, user.id, ctx.now);
    return {};
  }),

  handle(account.activateUser, async (ctx) => {
    const user = await findUserByAccount(ctx.tx, ctx.payload.loginAcct);
    if (!user) throw new BizError('VERIFICATION_CODE_ERROR', 'verificationCodeError');
    // The code before the status, so that only the account's own mailbox learns it is active.
    const codeId = await verifyCode(ctx.tx, {
      target: user.email,
      purpose: 'activate',
      code: ctx.payload.verifyCode,
      now: ctx.now,
      consume: false,
    });
    if (user.status !== 'inactive') throw new BizError('RULE_VIOLATED', 'alreadyActivated');
    await useCode(ctx.tx, codeId, ctx.now);
    await ctx.tx
      .update(users)
      .set({ status: 'active', emailVerified: true, updatedAt: ctx.now })
      .where(eq(users.id, user.id));
    return { loginAcct: user.loginAcct };
  }),

  handle(account.emailActivate, async (ctx) => {
    const [row] = await ctx.tx
      .select()
      .from(activationTokens)
      .where(
        and(
          eq(activationTokens.tokenHash, sha256(ctx.payload.token)),
          isNull(activationTokens.usedAt),
          gt(activationTokens.expiresAt, ctx.now),
        ),
      )
      .limit(1);
    if (!row) throw new BizError('VERIFICATION_CODE_ERROR', 'activationLinkInvalid');
    await ctx.tx.update(activationTokens).set({ usedAt: ctx.now }).where(eq(activationTokens.tokenHash, row.tokenHash));
    const user = await findUser(ctx.tx, row.userId);
    if (!user || user.status === 'banned') throw new BizError('VERIFICATION_CODE_ERROR', 'activationLinkInvalid');
    await ctx.tx
      .update(users)
      .set({ status: 'active', emailVerified: true, updatedAt: ctx.now })
      .where(eq(users.id, user.id));
    return { loginAcct: user.loginAcct };
  }),

  handle(account.sendEmailMaintance, async (ctx) => {
    const session = sessionOf(ctx);
    // The code first: an address another account uses is mailed no code (sendCodeNoticeV2).
    const codeId = await verifyCode(ctx.tx, {
      target: ctx.payload.email,
      purpose: 'email',
      code: ctx.payload.verifyCode,
      now: ctx.now,
      consume: false,
    });
    if ((await accountTaken(ctx.tx, { email: ctx.payload.email })).email) {
      throw new BizError('ALREADY_EXISTS', 'emailExists', {}, { result: { field: 'email' } });
    }
    await useCode(ctx.tx, codeId, ctx.now);
    const email = normaliseTarget(ctx.payload.email);
    await ctx.tx
      .update(users)
      .set({ email, emailVerified: true, updatedAt: ctx.now })
      .where(eq(users.id, session.userId));
    return { email };
  }),

  handle(account.userAddition, async (ctx) => addSubAccount(ctx.shop, ctx.payload, ctx.now, ctx.locale)),

  handle(account.userUpdate, async (ctx) => {
    const s = sessionOf(ctx);
    const actor = { userId: s.userId, acctType: s.acctType, tokenHash: s.tokenHash };
    return updateUser(ctx.shop, actor, ctx.payload, ctx.now, ctx.locale);
  }),

  handle(account.userListInquiry, async (ctx) =>
    listSubAccounts(ctx.shop, { keyword: ctx.payload.keyword, status: ctx.payload.status, ...ctx.payload.page }),
  ),

  handle(account.userAuthFuncListInquiry, async (ctx) => {
    await subAccountOf(ctx.shop, ctx.payload.userId);
    const granted = (await grantedFuncIds(ctx.shop, ctx.payload.userId)).sort();
    const tree = funcTree(allFuncs(), ctx.locale, undefined, new Set(granted));
    return { funcTreeList: tree, granted };
  }),

  handle(account.userAuthFunction, async (ctx) => grantFuncs(ctx.shop, ctx.payload.userId, ctx.payload.funcIds)),

  handle(account.noticeTemplateListInquiry, async (ctx) => {
    const rows = await ctx.tx.select().from(noticeTemplates).orderBy(asc(noticeTemplates.sort));
    return {
      list: rows.map((r) => ({
        templateId: r.id,
        name: byLocale(ctx.locale, r.nameTh, r.nameEn, r.nameZh),
        description: byLocale(ctx.locale, r.descriptionTh, r.descriptionEn, r.descriptionZh),
      })),
    };
  }),

  handle(account.noticeAuthMaintenance, async (ctx) => {
    const member = await ctx.shop.first(shopMembers, eq(shopMembers.userId, ctx.payload.userId));
    if (!member) throw notFound();
    const known = ctx.payload.templateIds.length
      ? await ctx.tx
          .select({ id: noticeTemplates.id })
          .from(noticeTemplates)
          .where(inArray(noticeTemplates.id, ctx.payload.templateIds))
      : [];
    const templateIds = known.map((k) => k.id).sort();
    await ctx.shop.delete(memberNoticeAuth, eq(memberNoticeAuth.userId, ctx.payload.userId));
    if (templateIds.length) {
      await ctx.shop.insert(
        memberNoticeAuth,
        templateIds.map((templateId) => ({ userId: ctx.payload.userId, templateId })),
      );
    }
    return { templateIds };
  }),

  handle(account.noticeAuthUserListInquiry, async (ctx) => {
    const { pageNum, pageSize } = ctx.payload.page;
    const rows = await ctx.tx
      .select({ userId: users.id, loginAcct: users.loginAcct, userName: users.nickname })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(ctx.shop.where(shopMembers))
      .orderBy(asc(shopMembers.acctType), asc(shopMembers.createdAt))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const total = await ctx.shop.count(shopMembers);
    const auths = rows.length
      ? await ctx.shop.select(
          memberNoticeAuth,
          inArray(
            memberNoticeAuth.userId,
            rows.map((r) => r.userId),
          ),
        )
      : [];
    return {
      list: rows.map((r) => ({
        ...r,
        templateIds: auths
          .filter((a) => a.userId === r.userId)
          .map((a) => a.templateId)
          .sort(),
      })),
      page: { pageNum, pageSize, count: total },
    };
  }),

  handle(account.shopEnterListInquiry, async (ctx) => {
    const session = sessionOf(ctx);
    const { pageNum, pageSize } = ctx.payload.page;
    const mine = eq(storeEntryApplications.userId, session.userId);
    const rows = await ctx.tx
      .select()
      .from(storeEntryApplications)
      .where(mine)
      .orderBy(desc(storeEntryApplications.createdAt))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [total] = await ctx.tx.select({ n: count() }).from(storeEntryApplications).where(mine);
    type Status = 'draft' | 'submitted' | 'pending' | 'approved' | 'rejected' | 'revoked';
    return {
      list: rows.map((r) => ({
        applyId: r.id,
        shopName: r.shopName,
        status: r.status as Status,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
        remark: r.remark,
      })),
      page: { pageNum, pageSize, count: toNumber(total?.n) },
    };
  }),
];
