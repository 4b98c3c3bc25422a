import { z } from 'zod';
import { codePurpose, empty, funcId, id, isoTime, loginAcct, userName, verifyCode, yn } from '../common.ts';
import { RECENT_AUTHENTICATION_MS } from '../constants.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { PASSWORD_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { optionalMediaLink } from '../validators/media-link.ts';
import { zEmail, zPhone, zStrongPassword } from '../validators/zod.ts';

// Account and session calls, with the service codes it gives.

export const csScope = z.enum(['pre', 'after', 'both']);

export const shopSummary = z.object({
  shopId: z.string(),
  shopName: z.string(),
  shopType: z.number().int(),
  acctType: z.number().int(),
});

export type FuncTreeNode = { funcId: string; funcName: string; checked?: boolean; menuChildrens: FuncTreeNode[] };
export const funcTreeNode: z.ZodType<FuncTreeNode> = z.lazy(() =>
  z.object({
    funcId: z.string(),
    funcName: z.string(),
    checked: z.boolean().optional(),
    menuChildrens: z.array(funcTreeNode),
  }),
);

export const userInfo = z.object({
  userId: z.string(),
  shopId: z.string().nullable(),
  userName: z.string(),
  nickname: z.string(),
  loginAcct: z.string(),
  acctType: z.number().int(),
  flgCustService: yn,
  csScope: csScope.nullable(),
  shopType: z.number().int().nullable(),
  iconUrl: z.string(),
  userTelPhone: z.string(),
  email: z.string(),
  emailVerified: yn,
  roles: z.array(z.string()),
  newFuncIds: z.array(z.string()),
  funcTreeList: z.array(funcTreeNode),
  shopList: z.array(shopSummary),
  imFlag: yn,
});

const passwordPair = { password: zStrongPassword, confirmPassword: z.string().max(PASSWORD_TEXT_MAX) };

export const subAccountRow = z.object({
  userId: z.string(),
  loginAcct: z.string(),
  userName: z.string(),
  email: z.string(),
  userTelPhone: z.string(),
  status: z.enum(['inactive', 'enabled', 'disabled']),
  flgCustService: yn,
  csScope: csScope.nullable(),
  funcIds: z.array(z.string()),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});

export const userAddition = defineCall({
  path: '/oms/sms/V3/user/addition',
  serviceCode: 'OMS001',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'Create a sub-account of the shop (at most 5); it logs in after activating from its e-mail.',
  request: z.object({
    loginAcct,
    userName,
    email: zEmail,
    userTelPhone: zPhone.optional(),
    ...passwordPair,
    flgCustService: yn.default('n'),
    csScope: csScope.optional(),
    funcIds: z.array(funcId).max(100).default([]),
  }),
  response: z.object({ userId: z.string() }),
});

export const userUpdate = defineCall({
  path: '/oms/sms/V3/user/update',
  serviceCode: 'OMS002',
  func: FUNC.home,
  summary:
    'Update a user: anyone their own name, phone, avatar and password (with the current one); the main account its sub-accounts’ details and status (disabling ends their sessions).',
  ids: { userId: 'member' },
  example: { userId: '0123456789abcdef0123456789abcdef', userName: 'Nok' },
  request: z.object({
    userId: id,
    userName: userName.optional(),
    userTelPhone: zPhone.optional(),
    iconUrl: optionalMediaLink.optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
    flgCustService: yn.optional(),
    csScope: csScope.nullable().optional(),
    oldPassword: z.string().max(64).optional(),
    password: zStrongPassword.optional(),
    confirmPassword: z.string().max(PASSWORD_TEXT_MAX).optional(),
  }),
  response: empty,
});

export const userInfoInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/user/info/inquiry',
  serviceCode: 'OMS003',
  func: FUNC.home,
  withoutShop: true,
  summary: 'The session user with the function tree, roles, new functions and shop list.',
  request: z.object({ userId: z.string().max(64).optional() }),
  response: userInfo,
});

export const userListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/user/list/inquiry',
  serviceCode: 'OMS004',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'The sub-accounts of the shop.',
  request: z.object({
    keyword: z.string().max(40).optional(),
    status: z.enum(['inactive', 'enabled', 'disabled']).optional(),
    page: pageSchema,
  }),
  response: paged(subAccountRow),
});

export const userAuthFuncListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/user/auth/func/list/inquiry',
  serviceCode: 'OMS005',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'The whole function tree, each node checked when the user holds it.',
  ids: { userId: 'member' },
  example: { userId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ userId: id }),
  response: z.object({ funcTreeList: z.array(funcTreeNode), granted: z.array(z.string()) }),
});

export const userAuthFunction = defineCall({
  path: '/oms/sms/V3/user/auth/function',
  serviceCode: 'OMS007',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'Grant a sub-account exactly these function codes (a parent is added with any child).',
  ids: { userId: 'member' },
  example: { userId: '0123456789abcdef0123456789abcdef', funcIds: [FUNC.products, FUNC.productList] },
  request: z.object({ userId: id, funcIds: z.array(funcId).max(100) }),
  response: z.object({ granted: z.array(z.string()) }),
});

export const resetUserPassword = defineCall({
  path: '/oms/sms/V3/reset/user/password',
  serviceCode: 'OMS008',
  func: FUNC.home,
  auth: 'public',
  summary: 'Reset a password with a code sent to the account’s e-mail; ends all its sessions.',
  request: z.object({ loginAcct, verifyCode, ...passwordPair }),
  response: empty,
});

export const sendEmailMaintance = defineCall({
  path: '/oms/sms/V3/send/email/maintance',
  serviceCode: 'OMS112',
  func: FUNC.home,
  withoutShop: true,
  summary: 'Change the session user’s e-mail with a code sent to the new address.',
  request: z.object({ email: zEmail, verifyCode }),
  response: z.object({ email: z.string() }),
});

export const activateUser = defineCall({
  path: '/oms/sms/V3/activate/user',
  serviceCode: 'OMS124',
  func: FUNC.home,
  auth: 'public',
  summary: 'Activate an account with a code sent to its e-mail (purpose activate).',
  request: z.object({ loginAcct, verifyCode }),
  response: z.object({ loginAcct: z.string() }),
});

export const emailActivate = defineCall({
  path: '/oms/sms/V3/email/activate',
  func: FUNC.home,
  auth: 'public',
  summary: 'Activate an account and verify its e-mail from the link sent to it (/checkEmail).',
  request: z.object({ token: z.string().min(16).max(128) }),
  response: z.object({ loginAcct: z.string() }),
});

export const loginResult = z.object({
  userId: z.string(),
  shopId: z.string().nullable(),
  userName: z.string(),
  acctType: z.number().int(),
  shopList: z.array(shopSummary),
});

export const userLogin = defineCall({
  path: '/oms/sms/V3/user/login',
  serviceCode: 'OMS132',
  func: FUNC.home,
  auth: 'public',
  summary: 'Log in with account and password; sets the session cookie, a new token every time.',
  // Not a working account: the demo accounts' passwords are in the README only.
  example: { loginAcct: 'your-account', password: 'YourPassword1' },
  request: z.object({ loginAcct: z.string().trim().min(1).max(100), password: z.string().min(1).max(64) }),
  response: loginResult,
});

export const userAuthLogin = defineCall({
  path: '/oms/sms/V3/user/auth/login',
  serviceCode: 'OMS133',
  func: FUNC.home,
  auth: 'public',
  summary: 'Log in with a code sent to the account’s e-mail (purpose login).',
  request: z.object({ loginAcct: z.string().trim().min(1).max(100), verifyCode }),
  response: loginResult,
});

export const sendCheck = defineCall({
  path: '/oms/sms/V3/send/check',
  serviceCode: 'OMS134',
  func: FUNC.home,
  auth: 'public',
  summary: 'Tell whether a verification code is right without using it up (a form’s first step).',
  request: z.object({ target: z.string().trim().min(3).max(100), purpose: codePurpose, verifyCode }),
  response: z.object({ valid: yn }),
});

export const checkUserInfo = defineCall({
  path: '/oms/sms/V3/check/user/info',
  serviceCode: 'OMS136',
  func: FUNC.home,
  auth: 'public',
  summary:
    'Tell whether an account name, e-mail or phone has the form registration asks for (only the values given). ' +
    'It never tells whether one is taken, answering alike for taken and free values so accounts cannot be ' +
    'listed: registration says so once the code mailed to the e-mail is given. Counted per address.',
  request: z.object({
    loginAcct: z.string().trim().max(40).optional(),
    email: z.string().trim().max(100).optional(),
    userTelPhone: z.string().trim().max(20).optional(),
  }),
  response: z.object({ loginAcctValid: yn.optional(), emailValid: yn.optional(), phoneValid: yn.optional() }),
});

export const registerLogin = defineCall({
  path: '/oms/sms/V3/register/login',
  serviceCode: 'OMS138',
  func: FUNC.home,
  auth: 'public',
  summary:
    'Register a main account with a code sent to its e-mail; it then logs in and applies for a store. ' +
    'The code is checked first: a taken account name or phone is told only with a right code, and each telling spends one of its tries.',
  request: z.object({
    loginAcct,
    userName: userName.optional(),
    email: zEmail,
    userTelPhone: zPhone.optional(),
    verifyCode,
    ...passwordPair,
    agree: z.literal(true),
  }),
  response: z.object({ userId: z.string(), loginAcct: z.string() }),
});

export const switchStore = defineCall({
  path: '/oms/sms/V3/login/switch/store',
  serviceCode: 'OMS159',
  func: FUNC.home,
  withoutShop: true,
  summary: 'Make another shop of the user the session’s shop.',
  ids: { shopId: 'shop' },
  example: { shopId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ shopId: id }),
  response: z.object({ shopId: z.string(), shopName: z.string() }),
});

export const loginOut = defineCall({
  path: '/oms/sms/V3/login/out',
  serviceCode: 'OMS160',
  func: FUNC.home,
  withoutShop: true,
  summary: 'End the session and clear its cookie.',
  request: empty,
  response: empty,
});

export const shopUserListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/shop/user/list/inquiry',
  serviceCode: 'OMS161',
  func: FUNC.home,
  withoutShop: true,
  summary: 'The shops the session user can enter, the current one marked.',
  request: empty,
  response: z.object({ list: z.array(shopSummary.extend({ current: yn })) }),
});

export const noticeTemplate = z.object({ templateId: z.string(), name: z.string(), description: z.string() });

export const noticeAuthMaintenance = defineCall({
  path: '/oms/sms/V3/notice/auth/maintenance',
  serviceCode: 'OMS163',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'Choose which notice templates a user of the shop receives.',
  ids: { userId: 'member' },
  example: { userId: '0123456789abcdef0123456789abcdef', templateIds: ['order', 'aftersale'] },
  request: z.object({ userId: id, templateIds: z.array(z.string().max(32)).max(50) }),
  response: z.object({ templateIds: z.array(z.string()) }),
});

export const noticeTemplateListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/notice/template/list/inquiry',
  serviceCode: 'OMS165',
  func: FUNC.home,
  summary: 'The notice templates a user can be authorised for, in the request’s language.',
  request: empty,
  response: z.object({ list: z.array(noticeTemplate) }),
});

export const noticeAuthUserListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/notice/auth/user/list/inquiry',
  serviceCode: 'OMS167',
  func: FUNC.home,
  mainAccountOnly: true,
  summary: 'The users of the shop with the notice templates each receives.',
  request: z.object({ page: pageSchema }),
  response: paged(
    z.object({ userId: z.string(), loginAcct: z.string(), userName: z.string(), templateIds: z.array(z.string()) }),
  ),
});

export const shopEnterListInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/V3/shop/enter/list/inquiry',
  serviceCode: 'OMS170',
  func: FUNC.home,
  withoutShop: true,
  summary: 'The store-entry applications of the session user.',
  request: z.object({ page: pageSchema }),
  response: paged(
    z.object({
      applyId: z.string(),
      shopName: z.string(),
      status: z.enum(['draft', 'submitted', 'pending', 'approved', 'rejected', 'revoked']),
      submittedAt: isoTime.nullable(),
      reviewedAt: isoTime.nullable(),
      remark: z.string(),
    }),
  ),
});

export const commonAttrInquiry = defineCall({
  readOnly: true,
  path: '/oms/sms/common/attr/inquiry',
  serviceCode: 'OMS150',
  func: FUNC.home,
  withoutShop: true,
  summary: 'Session attributes; queryType 1 tells whether the account has since logged in elsewhere.',
  request: z.object({ queryType: z.literal(1) }),
  response: z.object({ flagOtherLogin: yn }),
});

/** The sensitive step a session authenticates again for (a recharge, say), as its caller names it. */
const authorizationReason = z.string().trim().min(1).max(200);

export const checkToken = defineCall({
  readOnly: true,
  path: '/oms/sms/V2/check/token',
  func: FUNC.home,
  withoutShop: true,
  summary: `Before a sensitive step: valid only when this session confirmed a code (/oms/sms/V2/authorize/confirm) for the same authorization reason within the last ${RECENT_AUTHENTICATION_MS / 60_000} minutes. The reason travels in the session context (or the payload).`,
  example: { authorizationReason: 'recharge' },
  request: z.object({ authorizationReason }),
  response: z.object({ valid: yn, expiresAt: isoTime }),
});

export const authorizeConfirm = defineCall({
  path: '/oms/sms/V2/authorize/confirm',
  func: FUNC.home,
  withoutShop: true,
  summary: `Authenticate the session again for a sensitive step: the code mailed to the signed-in user (/oms/cos/v2/send/code/notice, purpose authorize) and the step's authorization reason. Uses the code up; /oms/sms/V2/check/token then answers valid for that reason in this session for ${RECENT_AUTHENTICATION_MS / 60_000} minutes.`,
  example: { authorizationReason: 'recharge', verifyCode: '123456' },
  request: z.object({ authorizationReason, verifyCode }),
  response: z.object({ validUntil: isoTime }),
});

export const sendCodeNotice = defineCall({
  path: '/oms/cos/send/code/notice',
  func: FUNC.home,
  auth: 'public',
  summary:
    'Send a 6-digit verification code, valid 10 minutes, to an e-mail address or phone. The answer is the same ' +
    'whether an account uses the target or not (a registration code to an address in use mails a notice instead).',
  request: z.object({ target: z.string().trim().min(3).max(100), purpose: codePurpose }),
  response: z.object({ expiresInSeconds: z.number().int() }),
});

export const sendCodeNoticeV2 = defineCall({
  path: '/oms/cos/v2/send/code/notice',
  func: FUNC.home,
  withoutShop: true,
  summary: 'Send a verification code to the session user (purpose email: to the new address given).',
  request: z.object({ purpose: codePurpose, target: z.string().trim().max(100).optional() }),
  response: z.object({ expiresInSeconds: z.number().int() }),
});

export const accountCalls = [
  userAddition,
  userUpdate,
  userInfoInquiry,
  userListInquiry,
  userAuthFuncListInquiry,
  userAuthFunction,
  resetUserPassword,
  sendEmailMaintance,
  activateUser,
  emailActivate,
  userLogin,
  userAuthLogin,
  sendCheck,
  checkUserInfo,
  registerLogin,
  switchStore,
  loginOut,
  shopUserListInquiry,
  noticeAuthMaintenance,
  noticeTemplateListInquiry,
  noticeAuthUserListInquiry,
  shopEnterListInquiry,
  commonAttrInquiry,
  checkToken,
  authorizeConfirm,
  sendCodeNotice,
  sendCodeNoticeV2,
];
