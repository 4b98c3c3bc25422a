import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/**
 * scrypt's cost as log2 of N. 15 (N=2^15, r=8: about 32 MiB and tens of milliseconds per hash on
 * this class of machine) unless PASSWORD_HASH_LOG2N names another from 10 to 17. The server tests
 * set 10: they sign in hundreds of times, and nothing they check depends on the cost, since every
 * stored hash carries the parameters it was made with.
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PASSWORD_HASH_LOG2N ?? 15);
  return Number.isInteger(asked) && asked >= 10 && asked <= 17 ? asked : 15;
}

const PARAMS = { N: 2 ** hashCost(), r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Stored as scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
