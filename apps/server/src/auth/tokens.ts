import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, for the session cookie and e-mail links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
