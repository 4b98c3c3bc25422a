import type { Locator, Page } from '@playwright/test';

export type LanguageName = 'ไทย' | 'English' | '中文';
export const LANGUAGES: { name: LanguageName; locale: 'th-TH' | 'en-US' | 'zh-CN' }[] = [
  { name: 'ไทย', locale: 'th-TH' },
  { name: 'English', locale: 'en-US' },
  { name: '中文', locale: 'zh-CN' },
];

/** What every page of the account area shares: the page heading and the language switch. */
export class AccountPage {
  readonly heading: Locator;
  readonly languages: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    // The switch is a group of toggle buttons, each language named in itself.
    this.languages = page.locator('fieldset').filter({ has: page.getByRole('button', { name: 'English' }) });
  }

  async chooseLanguage(name: LanguageName): Promise<void> {
    await this.languages.getByRole('button', { name, exact: true }).click();
  }

  /** Opens a path in a language chosen before the page loads (stored as the app stores it). */
  async openIn(path: string, locale: string): Promise<void> {
    await this.page.addInitScript((value) => {
      if (!localStorage.getItem('sc.language')) {
        localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
      }
    }, locale);
    await this.page.goto(path);
  }

  /** The error antd shows under a form field (`<form>_<field>_help`). */
  fieldError(form: string, field: string): Locator {
    return this.page.locator(`#${form}_${field}_help`);
  }
}
