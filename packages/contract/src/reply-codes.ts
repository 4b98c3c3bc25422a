/**
 * Every reply code our server sends, with the one meaning it has here and how the web client treats
 * it ("Response handling").
 *
 * - pass: the call succeeded.
 * - passThrough: handed to the caller, which shows its own UI (no toast).
 * - silent: rejected without a toast; the caller decides what to show.
 * - sessionExpired: the login-timed-out dialog whose OK goes to /login.
 * - toast: the server's replyText is shown as an error toast.
 */
export type ReplyHandling = 'pass' | 'passThrough' | 'silent' | 'sessionExpired' | 'toast';

export const REPLY = {
  SUCCESS: { code: '000000', handling: 'pass', meaning: 'The call succeeded.' },
  SESSION_EXPIRED: {
    code: '900001',
    handling: 'sessionExpired',
    meaning: 'No session, an unknown or expired session token, or a session ended by logout or account disabling.',
  },

  // Pass-through codes: the screen that made the call reacts to them itself.
  NOT_ACTIVATED: {
    code: '103009',
    handling: 'passThrough',
    meaning: 'Login refused because the account is not activated; the login screen offers activation.',
  },
  VERIFICATION_CODE_ERROR: {
    code: '101001',
    handling: 'passThrough',
    meaning: 'The verification code is wrong, used or older than 10 minutes; the form marks the code field.',
  },
  VALIDATION_FAILED: {
    code: '4101',
    handling: 'passThrough',
    meaning: 'The payload failed validation; fieldErrors name each field and its message so forms show them inline.',
  },
  ALREADY_EXISTS: {
    code: '107003',
    handling: 'passThrough',
    meaning: 'A unique value (account, store name, phone, product or coupon code, …) already exists; field names it.',
  },
  PARTIAL_RESULT: {
    code: '690108',
    handling: 'passThrough',
    meaning: 'A multi-row operation finished with some rows refused; the reply lists each row and its reason.',
  },
  PRICE_CHECK_FAILED: {
    code: '690109',
    handling: 'passThrough',
    meaning: 'The promotion price check failed; the reply lists each SKU id with its reason.',
  },

  // Silent codes: no toast; callers handle them.
  NOT_FOUND: {
    code: '10009',
    handling: 'silent',
    meaning: 'The object does not exist in the session shop (also when it belongs to another shop).',
  },
  DUPLICATE_SUBMISSION: {
    code: '990108',
    handling: 'silent',
    meaning: 'The same submission is already being processed; the first one will answer.',
  },
  CONTRACT_CREATE_FAILED: {
    code: '601600',
    handling: 'silent',
    meaning: 'Creating an agreement failed; it stays unsigned and the gate ends its loading state.',
  },
  CONTRACT_ALREADY_SIGNED: {
    code: '601601',
    handling: 'silent',
    meaning: 'The agreement of this type is already signed for the shop.',
  },
  NO_NEW_NOTICE: { code: '690011', handling: 'silent', meaning: 'The notice poll found no unread notice.' },
  SHOP_NOT_SELECTED: {
    code: '601010',
    handling: 'silent',
    meaning: 'The user belongs to no shop (or the chosen shop is not theirs); the client goes to store entry.',
  },
  TRACKING_REFUSED: {
    code: '10017',
    handling: 'silent',
    meaning: 'A page-view or configuration report was refused; failures are only logged.',
  },
  USER_INFO_UNAVAILABLE: {
    code: '690016',
    handling: 'silent',
    meaning: 'User info could not be read for the session shop; the client clears roles and the stored user id.',
  },
  CHAT_UNAVAILABLE: {
    code: '690121',
    handling: 'silent',
    meaning: 'Chat statistics are not available for this user (chat not opened for the shop).',
  },
  NOT_READY: {
    code: '180222',
    handling: 'silent',
    meaning: 'The requested result (an export, a generated contract) is not ready yet; ask again later.',
  },

  // Toast codes: the reply text is shown to the user.
  NO_PERMISSION: {
    code: '900002',
    handling: 'toast',
    meaning: 'The user lacks the function code of the call, or the call is for the main account only.',
  },
  CONTEXT_MISMATCH: {
    code: '900003',
    handling: 'toast',
    meaning: 'sessionContext.userId or shopId disagrees with the session.',
  },
  TOO_FREQUENT: {
    code: '900004',
    handling: 'toast',
    meaning: 'Too many attempts in the window (login, code sending).',
  },
  OTHER_DEVICE: {
    code: '900005',
    handling: 'toast',
    meaning:
      'Reserved: the account was logged in on another device (the attribute inquiry reports it as flagOtherLogin).',
  },
  DOLLAR_FORBIDDEN: { code: '100002', handling: 'toast', meaning: 'The request data contains the $ sign.' },
  LOGIN_FAILED: { code: '103001', handling: 'toast', meaning: 'Account or password is wrong.' },
  ACCOUNT_BANNED: { code: '103002', handling: 'toast', meaning: 'The account is banned by the platform.' },
  ACCOUNT_BLOCKED: { code: '103003', handling: 'toast', meaning: 'The account is disabled by its main account.' },
  RULE_VIOLATED: {
    code: '100003',
    handling: 'toast',
    meaning: 'A business rule refused the operation (limit reached, wrong state); the text says which.',
  },
  SYSTEM_ERROR: { code: '999999', handling: 'toast', meaning: 'An unexpected server fault; nothing was changed.' },
} as const satisfies Record<string, { code: string; handling: ReplyHandling; meaning: string }>;

export type ReplyName = keyof typeof REPLY;
export type ReplyCode = (typeof REPLY)[ReplyName]['code'];

const byCode = new Map<string, ReplyHandling>(Object.values(REPLY).map((r) => [r.code, r.handling]));

/** How the web client handles a reply code; unknown failure codes are toasts. */
export function replyHandling(code: string, success: boolean): ReplyHandling {
  if (success) return 'pass';
  return byCode.get(code) ?? 'toast';
}

/** The codes names, kept here so a test can prove each has one meaning. */
export const SPEC_PASS_THROUGH_CODES = ['103009', '101001', '4101', '107003', '690108', '690109'] as const;
export const SPEC_SILENT_CODES = [
  '10009',
  '990108',
  '601600',
  '601601',
  '690011',
  '601010',
  '10017',
  '690016',
  '690121',
  '180222',
] as const;
