import type { ValidatorMessageKey } from './messages.ts';

export type CheckParams = Record<string, string | number>;

export type Check = { ok: true } | { ok: false; key: ValidatorMessageKey; params?: CheckParams };

export type CheckFailure = Extract<Check, { ok: false }>;

// A fresh object each time so no caller can mutate a shared "pass" value.
export function pass(): Check {
  return { ok: true };
}

export function fail(key: ValidatorMessageKey, params?: CheckParams): CheckFailure {
  return params ? { ok: false, key, params } : { ok: false, key };
}
