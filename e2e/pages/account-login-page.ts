import type { Locator, Page, Response } from '@playwright/test';
import { AccountPage } from './account-auth-page.ts';

export const LOGIN_CALL = '/oms/sms/V3/user/login';

/** /login, and the activation step it turns into for an account that is not activated. */
export class AccountLoginPage extends AccountPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The message above the form: a refusal (role alert) or why the page was opened (role status). */
  readonly message: Locator;
  readonly activateNow: Locator;
  readonly code: Locator;
  readonly activateSubmit: Locator;
  readonly sendCode: Locator;

  constructor(page: Page) {
    super(page);
    this.account = page.locator('#login_loginAcct');
    this.password = page.locator('#login_password');
    this.submit = page.locator('form#login button[type="submit"]');
    this.message = page.locator('form#login').locator('[role="alert"], [role="status"]');
    this.activateNow = this.message.getByRole('button');
    this.code = page.locator('#activate_verifyCode');
    this.activateSubmit = page.locator('form#activate button[type="submit"]');
    this.sendCode = page.locator('form#activate').getByRole('button').first();
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.account.waitFor();
  }

  /** Fills and sends the form; resolves with the server's reply to the login call. */
  async signIn(loginAcct: string, password: string): Promise<Response> {
    await this.account.fill(loginAcct);
    await this.password.fill(password);
    const reply = this.page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_CALL);
    await this.submit.click();
    return reply;
  }
}
