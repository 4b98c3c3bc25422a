import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { formatValidatorMessage, validatorMessages } from '@sc/contract/validators/messages.ts';
import type { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import th from 'zod/v4/locales/th.js';
import zhCN from 'zod/v4/locales/zh-CN.js';
import type { FieldError } from '../errors.ts';

const zodLocale = { 'th-TH': th().localeError, 'en-US': en().localeError, 'zh-CN': zhCN().localeError };

function isValidatorKey(message: string): message is keyof typeof validatorMessages {
  return Object.hasOwn(validatorMessages, message);
}

function isMessageKey(message: string): message is keyof typeof messages {
  return Object.hasOwn(messages, message);
}

/** Parses a payload, with every issue message in the request's language. */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  payload: unknown,
  locale: Locale,
): { ok: true; value: z.output<T> } | { ok: false; fieldErrors: FieldError[] } {
  const result = schema.safeParse(payload, { error: zodLocale[locale] });
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors = result.error.issues.slice(0, 20).map((issue) => {
    // Custom issues carry the rule's params ({max}, {marketPrice}) beside the message key; a
    // bound given its own message key (`.max(n, 'key')`) fills {max} or {min} from the bound.
    const params =
      (issue as { params?: Record<string, string | number> }).params ??
      (issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined) ??
      (issue.code === 'too_small' ? { min: Number(issue.minimum) } : undefined);
    return {
      field: issue.path.map(String).join('.') || '(payload)',
      message: isValidatorKey(issue.message)
        ? formatValidatorMessage(issue.message, locale, params)
        : isMessageKey(issue.message)
          ? fillParams(messages[issue.message][locale], params)
          : issue.message,
    };
  });
  return { ok: false, fieldErrors };
}

export type { z };
