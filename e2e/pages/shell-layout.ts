import type { Locator, Page } from '@playwright/test';

/** The main layout: top bar, side menu, breadcrumb and the gates over it. */
export class ShellLayout {
  readonly topBar: Locator;
  readonly sideMenu: Locator;
  readonly breadcrumb: Locator;
  readonly footer: Locator;
  readonly userMenu: Locator;
  readonly languageMenu: Locator;
  readonly agreementGate: Locator;
  readonly toast: Locator;

  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {
    this.topBar = page.locator('header').first();
    this.sideMenu = page.locator('.ant-layout-sider nav');
    this.breadcrumb = page.locator('.ant-breadcrumb');
    this.footer = page.locator('.ant-layout-footer');
    this.userMenu = page.getByTestId('user-menu');
    this.languageMenu = page.getByTestId('language-menu');
    this.agreementGate = page.locator('.ant-modal-wrap').filter({ has: page.getByTestId('agreement-text') });
    this.toast = page.locator('.ant-message-notice');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseURL}${path}`);
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The side menu's top-level entries (home and the areas), as shown. */
  async menuAreas(): Promise<string[]> {
    const items = this.sideMenu.locator('.ant-menu-root > li:not(.ant-menu-item-divider)');
    await items.first().waitFor();
    return (await items.allInnerTexts()).map((t) => t.trim());
  }

  async chooseLanguage(name: 'ไทย' | 'English' | '中文'): Promise<void> {
    await this.languageMenu.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async openUserMenu(): Promise<void> {
    await this.userMenu.click();
  }
}
