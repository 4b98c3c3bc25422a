import { DrizzleQueryError } from 'drizzle-orm/errors';
import { expect, it } from 'vitest';
import { serializeError } from '../src/log.ts';

it('logs a failed query without its parameters or the database error detail', () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_login_acct"'), {
    code: '23505',
    constraint: 'users_login_acct',
    detail: 'Key (login_acct)=(secret-name) already exists.',
  });
  const err = new DrizzleQueryError(
    'update users set password_hash = $1 where login_acct = $2',
    ['Hunter2Password', 'secret-name'],
    cause,
  );
  const logged = JSON.stringify(serializeError(err));
  expect(logged).not.toContain('Hunter2Password');
  expect(logged).not.toContain('secret-name');
  expect(logged).toContain('update users set password_hash = $1');
  expect(logged).toContain('23505');
  expect(logged).toContain('users_login_acct');
});
