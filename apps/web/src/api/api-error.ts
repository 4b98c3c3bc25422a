import type { ReplyHandling } from '@sc/contract/reply-codes.ts';

/** A call that did not succeed: the reply code, the server's text and how it was handled. */
export class ApiError extends Error {
  constructor(
    readonly replyCode: string,
    readonly replyText: string,
    readonly handling: ReplyHandling | 'transport' | 'refused',
    readonly fieldErrors: { field: string; message: string }[] = [],
    /** Fields the reply carried besides transactionStatus (e.g. the conflicting field). */
    readonly result: Record<string, unknown> = {},
  ) {
    super(replyText);
  }
}
