import { z } from 'zod';
import { FUNC_IDS } from './func-codes.ts';
import { TIME_TEXT_MAX } from './limits.ts';

export const yn = z.enum(['y', 'n']);
export type YN = z.infer<typeof yn>;
export const toYN = (b: boolean): YN => (b ? 'y' : 'n');

/** Generated ids are 32 characters; ids from outside are checked loosely. */
export const id = z.string().min(1).max(64);
export const funcId = z.enum(FUNC_IDS);
export const isoTime = z.string().max(TIME_TEXT_MAX);
export const empty = z.object({});

/** Account names: letters, digits and . _ @ - only, 4 to 40 characters. */
export const loginAcct = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[A-Za-z0-9._@-]+$/);
export const userName = z.string().trim().min(1).max(40);
export const verifyCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/)
  .max(6);
/** What a mailed code is for; `authorize` confirms the signed-in user again before a sensitive step. */
export const codePurpose = z.enum(['register', 'reset', 'login', 'activate', 'email', 'authorize']);
export type CodePurpose = z.infer<typeof codePurpose>;
