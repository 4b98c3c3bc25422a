import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { type MessageKey, messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import type { FieldError } from '../errors.ts';

export function text(key: MessageKey, locale: Locale, params?: Record<string, string | number>): string {
  return fillParams(messages[key][locale], params);
}

export function successReply(result: object, locale: Locale) {
  return {
    data: {
      ...result,
      transactionStatus: { success: true, replyCode: REPLY.SUCCESS.code, replyText: text('success', locale) },
    },
  };
}

export function failureReply(
  replyCode: string,
  replyText: string,
  extra: { fieldErrors?: FieldError[]; result?: Record<string, unknown> } = {},
) {
  return {
    data: {
      ...(extra.result ?? {}),
      transactionStatus: {
        success: false,
        replyCode,
        replyText,
        ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}),
      },
    },
  };
}
