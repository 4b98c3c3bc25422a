import { z } from 'zod';
import { DECIMAL_TEXT_MAX, PHONE_TEXT_MAX } from '../limits.ts';
import { checkEmail, EMAIL_MAX_LENGTH } from './email.ts';
import type { ValidatorMessageKey } from './messages.ts';
import { checkStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';
import { checkPhone, normalisePhone } from './phone.ts';
import { bahtToSatang } from './price.ts';
import type { Check } from './result.ts';
import { checkMaxLength, checkNotEmpty, KEYWORDS_TEXT_MAX, splitKeywords } from './text.ts';

// Issue messages are ValidatorMessageKeys and params travel on the issue, so the server can answer
// in the caller's locale with formatValidatorMessage(issue.message, locale, issue.params).

// A missing field reads as "required"; any other wrong type gets the rule's own message.
const typeError = (key: ValidatorMessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : key;

function addCheckIssue(ctx: z.RefinementCtx, check: Check): void {
  if (check.ok) return;
  ctx.addIssue({ code: 'custom', message: check.key, ...(check.params ? { params: check.params } : {}) });
}

export const zStrongPassword = z
  .string({ error: typeError('passwordWeak') })
  .superRefine((value, ctx) => addCheckIssue(ctx, checkStrongPassword(value)))
  // The rule above refuses any other length with its own message; the document states it.
  .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

// The trailing pipes keep the output type in the schema, so JSON Schema/OpenAPI can describe both sides.
export const zPhone = z
  .string({ error: typeError('phoneInvalid') })
  .max(PHONE_TEXT_MAX)
  .transform((value, ctx) => {
    const result = normalisePhone(value);
    if (result.ok) return result.value;
    addCheckIssue(ctx, checkPhone(value));
    return z.NEVER;
  })
  .pipe(z.string());

export const zEmail = z
  .string({ error: typeError('emailInvalid') })
  .superRefine((value, ctx) => addCheckIssue(ctx, checkEmail(value)))
  // checkEmail refuses a longer one with its own message; the document states the bound.
  .meta({ maxLength: EMAIL_MAX_LENGTH });

export const zNotEmptyString = (max?: number) =>
  z.string({ error: typeError('required') }).superRefine((value, ctx) => {
    const empty = checkNotEmpty(value);
    if (!empty.ok) return addCheckIssue(ctx, empty);
    if (max !== undefined) addCheckIssue(ctx, checkMaxLength(value, max));
  });

// Accepts '12.50', '12.5', 12.5 or 12 and yields integer satang (1250, 1250, 1250, 1200).
export const zBaht = z
  .union([z.string().max(DECIMAL_TEXT_MAX), z.number()], { error: typeError('amountInvalid') })
  .transform((value, ctx) => {
    const satang = bahtToSatang(value);
    if (satang !== null) return satang;
    ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
    return z.NEVER;
  })
  .pipe(z.number().int().nonnegative());

export const zKeywords = z
  .string({ error: typeError('required') })
  .max(KEYWORDS_TEXT_MAX)
  .transform(splitKeywords)
  .pipe(z.array(z.string()));
