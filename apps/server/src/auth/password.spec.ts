import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('cost 2^15 unless a cost from 10 to 17 is asked for', () => {
    expect(hashCost({})).toBe(15);
    expect(hashCost({ PASSWORD_HASH_LOG2N: '12' })).toBe(12);
    for (const wrong of ['9', '18', '12.5', 'high', '']) expect(hashCost({ PASSWORD_HASH_LOG2N: wrong })).toBe(15);
  });

  it('a hash is checked with the parameters it carries: the password verifies, another N does not', async () => {
    const stored = await hashPassword('Thai-merchant-1');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifyPassword('Thai-merchant-1', stored)).toBe(true);
    expect(await verifyPassword('thai-merchant-1', stored)).toBe(false);
    const otherN = stored.startsWith('scrypt$1024$') ? 2048 : 1024;
    const altered = stored.replace(/^scrypt\$\d+\$/, `scrypt$${otherN}$`);
    expect(await verifyPassword('Thai-merchant-1', altered)).toBe(false);
  });
});
