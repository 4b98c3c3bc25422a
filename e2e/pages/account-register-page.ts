import type { Locator, Page } from '@playwright/test';
import { AccountPage } from './account-auth-page.ts';

export interface Registration {
  loginAcct: string;
  email: string;
  password: string;
  confirmPassword?: string;
  userTelPhone?: string;
}

/** /register. Fields are found by their form ids, so one page object serves every language. */
export class AccountRegisterPage extends AccountPage {
  readonly loginAcct: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly code: Locator;
  readonly sendCode: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly agree: Locator;
  readonly submit: Locator;
  readonly strength: Locator;

  constructor(page: Page) {
    super(page);
    this.loginAcct = page.locator('#register_loginAcct');
    this.email = page.locator('#register_email');
    this.phone = page.locator('#register_userTelPhone');
    this.code = page.locator('#register_verifyCode');
    this.sendCode = this.code
      .locator('xpath=ancestor::div[contains(@class,"ant-form-item-control-input")]')
      .getByRole('button');
    this.password = page.locator('#register_password');
    this.confirmPassword = page.locator('#register_confirmPassword');
    this.agree = page.locator('#register_agree');
    this.submit = page.locator('form#register button[type="submit"]');
    this.strength = page.locator('form#register [data-met]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
    await this.loginAcct.waitFor();
  }

  async fill(r: Registration): Promise<void> {
    await this.loginAcct.fill(r.loginAcct);
    await this.email.fill(r.email);
    if (r.userTelPhone) await this.phone.fill(r.userTelPhone);
    await this.password.fill(r.password);
    await this.confirmPassword.fill(r.confirmPassword ?? r.password);
    await this.agree.check();
  }

  error(field: string): Locator {
    return this.fieldError('register', field);
  }
}
