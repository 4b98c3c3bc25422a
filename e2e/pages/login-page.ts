import type { Locator, Page, Response } from '@playwright/test';

export const LOGIN_PATH = '/oms/sms/V3/user/login';

export type LanguageName = 'ไทย' | 'English' | '中文';

/** The sign-in page. Fields are found by their form ids so one page object serves every language. */
export class LoginPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly languageSwitch: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.account = page.locator('#login_loginAcct');
    this.password = page.locator('#login_password');
    this.submit = page.locator('form#login button[type="submit"]');
    this.heading = page.getByRole('heading', { level: 1 });
    this.languageSwitch = page.getByRole('radiogroup');
    this.error = page.getByRole('alert');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.account.waitFor();
  }

  async chooseLanguage(name: LanguageName): Promise<void> {
    await this.languageSwitch.getByText(name, { exact: true }).click();
  }

  /** Fills and sends the form; resolves with the server's reply to the login call. */
  async signIn(loginAcct: string, password: string): Promise<Response> {
    await this.account.fill(loginAcct);
    await this.password.fill(password);
    const reply = this.page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_PATH);
    await this.submit.click();
    return reply;
  }

  signedInTitle(text: string): Locator {
    return this.page.locator('.ant-result-title', { hasText: text });
  }
}
