import { STORED_VALUE_TTL_MS } from '@sc/contract/constants.ts';

// The locally stored values Each lasts 7 days (604800000 ms); an expired value reads as absent and
// is removed.

export const STORED_KEYS = [
  'userId',
  'shopId',
  'userName',
  'language',
  'shopList',
  'loginSecret',
  'globalRoaming',
  'custService',
  'residentId',
  'imFlag',
] as const;
export type StoredKey = (typeof STORED_KEYS)[number];

const PREFIX = 'sc.';

interface Stored<T> {
  value: T;
  expiresAt: number;
}

export function readStored<T>(key: StoredKey, now = Date.now()): T | undefined {
  const raw = globalThis.localStorage?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Stored<T>;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      localStorage.removeItem(PREFIX + key);
      return undefined;
    }
    return stored.value;
  } catch {
    localStorage.removeItem(PREFIX + key);
    return undefined;
  }
}

export function writeStored<T>(key: StoredKey, value: T, now = Date.now()): void {
  const stored: Stored<T> = { value, expiresAt: now + STORED_VALUE_TTL_MS };
  globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(stored));
}

export function removeStored(key: StoredKey): void {
  globalThis.localStorage?.removeItem(PREFIX + key);
}

/** Logout and session expiry clear everything but the chosen language. */
export function clearSessionValues(): void {
  for (const key of STORED_KEYS) if (key !== 'language') removeStored(key);
}
