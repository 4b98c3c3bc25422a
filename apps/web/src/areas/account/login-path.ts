/** Why the login page was opened (its `notice` query value), with the alert type it shows. */
export const LOGIN_NOTICES = {
  registered: 'success',
  passwordChanged: 'success',
  otherDevice: 'warning',
  timedOut: 'info',
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

export const isLoginNotice = (value: string | null): value is LoginNotice =>
  value !== null && Object.hasOwn(LOGIN_NOTICES, value);

/** /login with the account filled in and a notice above the form. */
export function loginPath(account: string, notice: LoginNotice): string {
  return `/login?${new URLSearchParams({ account, notice })}`;
}
