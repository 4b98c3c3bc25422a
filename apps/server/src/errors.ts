import type { MessageKey } from '@sc/contract/messages.ts';
import { REPLY, type ReplyName } from '@sc/contract/reply-codes.ts';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refusal the user should read: a reply code and a message key, translated when the
 * reply is written. `keepWrites` commits what the handler wrote before refusing (a failed
 * login attempt must be counted even though the login is refused).
 */
export class BizError extends Error {
  readonly replyCode: string;
  constructor(
    readonly reply: ReplyName,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly options: { keepWrites?: boolean; fieldErrors?: FieldError[]; result?: Record<string, unknown> } = {},
  ) {
    super(messageKey);
    this.replyCode = REPLY[reply].code;
  }
}

export const notFound = () => new BizError('NOT_FOUND', 'notFound');
export const noPermission = () => new BizError('NO_PERMISSION', 'noPermission');
