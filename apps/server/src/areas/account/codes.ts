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
  authorize: 'Seller Centre confirmation code',
};

/** Mail goes to the outbox table: with no mail server, the demo and the tests read it there. */
export async function sendMail(tx: Tx, recipient: string, subject: string, body: string, now: Date) {
  await tx
    .insert(outbox)
    .values({ channel: recipient.includes('@') ? 'email' : 'sms', recipient, subject, body, createdAt: now });
}

/**
 * Counts one send against the target's and the address's limits (refusing when either is
 * full). Every send counts, whether it mails a code, a notice instead or nothing, so the
 * limits answer alike for addresses with and without an account.
 */
export async function countSend(tx: Tx, input: { target: string; ip: string; now: Date }): Promise<void> {
  const keys = [`code:target:${normaliseTarget(input.target)}`, `code:ip:${input.ip}`];
  await assertUnderLimit(
    tx,
    [
      { key: keys[0] as string, max: CODE_LIMITS.perTarget, windowMs: CODE_LIMITS.perTargetWindowMs },
      { key: keys[1] as string, max: CODE_LIMITS.perAddress, windowMs: CODE_LIMITS.perAddressWindowMs },
    ],
    input.now,
  );
  await recordAttempt(tx, keys, input.now);
}

/** What a send answers, whatever it mailed. */
export const SENT = { expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000 };

export async function issueCode(
  tx: Tx,
  input: { target: string; purpose: CodePurpose; ip: string; now: Date },
): Promise<{ expiresInSeconds: number }> {
  const target = normaliseTarget(input.target);
  await countSend(tx, input);
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
  return SENT;
}

/**
 * Asked for a registration or e-mail-change code to an address an account already uses: the
 * address gets a notice and no code, the caller the answer a code gets (so the form cannot be
 * used to learn who has an account), and without a code the address can go no further.
 */
export async function mailAddressInUse(
  tx: Tx,
  input: { target: string; purpose: CodePurpose; ip: string; now: Date },
): Promise<{ expiresInSeconds: number }> {
  await countSend(tx, input);
  await sendMail(
    tx,
    normaliseTarget(input.target),
    SUBJECTS[input.purpose],
    'Someone asked for a code for this address, which an account already uses, so no code was sent. If it was you, log in, or reset your password from the login page. / ' +
      'มีผู้ขอรหัสสำหรับที่อยู่นี้ ซึ่งมีบัญชีใช้อยู่แล้ว จึงไม่ได้ส่งรหัสให้ หากเป็นคุณ โปรดเข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านจากหน้าเข้าสู่ระบบ / ' +
      '有人为此地址申请了验证码，但该地址已被某个账号使用，因此未发送验证码。如果是您本人，请直接登录，或在登录页重置密码。',
    input.now,
  );
  return SENT;
}

/**
 * Checks a code against the newest live code of the target and purpose and gives its id;
 * `consume` uses it up. A wrong guess counts against the code (kept even though the call is
 * refused).
 */
export async function verifyCode(
  tx: Tx,
  input: { target: string; purpose: CodePurpose; code: string; now: Date; consume: boolean },
): Promise<string> {
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
    await spendCodeTry(tx, row.id);
    throw wrong();
  }
  if (input.consume) await useCode(tx, row.id, input.now);
  return row.id;
}

export async function useCode(tx: Tx, codeId: string, now: Date): Promise<void> {
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, codeId));
}

/** Counts one try against a right code (kept even though the call is refused), as a wrong guess counts. */
export async function spendCodeTry(tx: Tx, codeId: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}
