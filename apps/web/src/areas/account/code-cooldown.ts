import type { CodePurpose } from '@sc/contract/common.ts';

/**
 * The server sends one code per target per minute; the send button waits out the same
 * minute. The end time is kept in sessionStorage so a reload does not offer a send the
 * server would refuse.
 */
export const CODE_RESEND_SECONDS = 60;

const key = (purpose: CodePurpose, target: string) => `sc.codeCooldown.${purpose}.${target.trim().toLowerCase()}`;

export function cooldownEnd(purpose: CodePurpose, target: string): number | undefined {
  const value = Number(globalThis.sessionStorage?.getItem(key(purpose, target)));
  return value > Date.now() ? value : undefined;
}

export function startCooldown(purpose: CodePurpose, target: string): number {
  const endsAt = Date.now() + CODE_RESEND_SECONDS * 1000;
  globalThis.sessionStorage?.setItem(key(purpose, target), String(endsAt));
  return endsAt;
}
