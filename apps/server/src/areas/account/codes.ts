import type { CodePurpose } from '@sc/contract/common.ts';
import { VERIFICATION_CODE_TTL_MS } from '@sc/contract/constants.ts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertUnderLimit, CODE_LIMITS, recordAttempt } from '../../auth/rate-limit.ts';
import { newVerificationCode, sha256 } from '../../auth/tokens.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { outbox, verificationCodes } from '../../db/schema.ts';
import { BizError } from '../../errors.ts';

/** Wrong guesses allowed on one code before it is dead. */
const MAX_CODE_ATTEMPTS = 5;

const codeHash = (target: string, purpose: string, code: string) => sha256(`${purpose}:${target}:${code}`);
export const normaliseTarget = (target: string) => target.trim().toLowerCase();

const SUBJECTS: Record<CodePurpose, string> = {
  register: 'Seller Centre registration code',
  reset: 'Seller Centre password reset code',
  login: 'Seller Centre login code',
  activate: 'Seller Centre activation code',
  email: 'Seller Centre e-mail change code',
};

/** Mail goes to the outbox table: with no mail server, the demo and the tests read it there. */
export async function sendMail(tx: Tx, recipient: string, subject: string, body: string, now: Date) {
  await tx
    .insert(outbox)
    .values({ channel: recipient.includes('@') ? 'email' : 'sms', recipient, subject, body, createdAt: now });
}

export async function issueCode(
  tx: Tx,
  input: { target: string; purpose: CodePurpose; ip: string; now: Date },
): Promise<{ expiresInSeconds: number }> {
  const target = normaliseTarget(input.target);
  await assertUnderLimit(
    tx,
    [
      { key: `code:target:${target}`, max: CODE_LIMITS.perTarget, windowMs: CODE_LIMITS.perTargetWindowMs },
      { key: `code:ip:${input.ip}`, max: CODE_LIMITS.perAddress, windowMs: CODE_LIMITS.perAddressWindowMs },
    ],
    input.now,
  );
  await recordAttempt(tx, [`code:target:${target}`, `code:ip:${input.ip}`], input.now);
  const code = newVerificationCode();
  await tx.insert(verificationCodes).values({
    id: newId(),
    target,
    purpose: input.purpose,
    codeHash: codeHash(target, input.purpose, code),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + VERIFICATION_CODE_TTL_MS),
  });
  await sendMail(
    tx,
    target,
    SUBJECTS[input.purpose],
    `Your verification code is ${code}. It is valid for 10 minutes. / รหัสยืนยันของคุณคือ ${code} ใช้ได้ 10 นาที / 您的验证码是 ${code}，10 分钟内有效。`,
    input.now,
  );
  return { expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000 };
}

/**
 * Checks a code against the newest live code of the target and purpose; `consume` uses it
 * up. A wrong guess counts against the code (kept even though the call is refused).
 */
export async function verifyCode(
  tx: Tx,
  input: { target: string; purpose: CodePurpose; code: string; now: Date; consume: boolean },
): Promise<void> {
  const target = normaliseTarget(input.target);
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const wrong = () => new BizError('VERIFICATION_CODE_ERROR', 'verificationCodeError', {}, { keepWrites: true });
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw wrong();
  if (row.codeHash !== codeHash(target, input.purpose, input.code)) {
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw wrong();
  }
  if (input.consume)
    await tx.update(verificationCodes).set({ usedAt: input.now }).where(eq(verificationCodes.id, row.id));
}
