import { z } from 'zod';
import { CODE_MAX } from './limits.ts';

/** The session context every request carries. It never decides identity. */
export const sessionContextSchema = z
  .object({
    entityCode: z.union([z.number(), z.string().max(CODE_MAX)]).optional(),
    channel: z.string().max(32).optional(),
    serviceCode: z.string().max(32).optional(),
    localDateTimeText: z.string().max(64).optional(),
    branchCode: z.string().max(32).optional(),
    userId: z.string().max(64).optional(),
    superUserId: z.string().max(64).optional(),
    locale: z.string().max(16).optional(),
    shopId: z.string().max(64).optional(),
    referenceNo: z.string().max(64).optional(),
    authorizationReason: z.string().max(200).optional(),
  })
  .loose();
export type SessionContext = z.infer<typeof sessionContextSchema>;

/** The userId the client sends before anyone is logged in. */
export const ANONYMOUS_USER_ID = 'omsAdmin';
export const CHANNEL = 'omsAdmin';

export const transactionStatusSchema = z.object({
  success: z.boolean(),
  replyCode: z.string(),
  replyText: z.string().min(1),
  fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export function envelopeSchema<T extends z.ZodObject>(result: T) {
  return z.object({ data: result.partial().extend({ transactionStatus: transactionStatusSchema }) });
}

export type Envelope<T> = { data: Partial<T> & { transactionStatus: TransactionStatus } };
export type SuccessEnvelope<T> = { data: T & { transactionStatus: TransactionStatus } };
