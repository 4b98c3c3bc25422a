import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from './settings-session.ts';

/** The language menu's entry of each locale. */
export const LANGUAGE_NAME = { 'th-TH': 'ไทย', 'en-US': 'English', 'zh-CN': '中文' } as const satisfies Record<
  Locale,
  string
>;

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

  /**
   * Picks a language and waits for the page to take it. The notice poller's notes open at the
   * top right, over the language menu: they are closed first, and a pick one of them caught
   * is made again.
   */
  async chooseLanguage(name: 'ไทย' | 'English' | '中文'): Promise<void> {
    const locale = { ไทย: 'th-TH', English: 'en-US', 中文: 'zh-CN' }[name];
    const html = this.page.locator('html');
    // Already shown in it: nothing to pick (a menu opened for nothing is one more thing to close).
    if ((await html.getAttribute('lang')) === locale) return;
    // The tries are generous: on a machine busy with other work the menu can take seconds to open.
    await expect(async () => {
      for (const close of await this.page.locator('.ant-notification-notice-close').all()) await close.click();
      const item = this.page.getByRole('menuitem', { name });
      if (!(await item.isVisible())) await this.languageMenu.click();
      await item.click({ timeout: 5_000 });
      await expect(html).toHaveAttribute('lang', locale, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * Switches the page in place to `locale` from the top bar (no reload): a screenshot spec
   * pictures one screen in every language in one visit. Waits for the menu to have closed.
   */
  async chooseLocale(locale: Locale): Promise<void> {
    await this.chooseLanguage(LANGUAGE_NAME[locale]);
    // A pick that was made again (see chooseLanguage) can leave the menu open: close it with
    // Escape before the screen is pictured.
    const openMenu = this.page.locator('.ant-dropdown:visible');
    await expect(async () => {
      if ((await openMenu.count()) > 0) await this.page.keyboard.press('Escape');
      await expect(openMenu).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * Switches the page in place to `locale` (chooseLocale) and keeps it for the page's later loads:
   * a sign-in stores its language ahead of every load (signInToGlobalShop), which would otherwise
   * bring the earlier language back with the next page.goto. A walk through several screens
   * then goes on in the language it switched to.
   */
  async chooseLocaleAndKeep(locale: Locale): Promise<void> {
    await this.chooseLocale(locale);
    await this.page.addInitScript((value) => {
      localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
    }, locale);
  }

  async openUserMenu(): Promise<void> {
    await this.userMenu.click();
  }
}

/**
 * Reloads the page in `locale`, stored as the top bar stores its choice: for screens without a
 * language menu (the print frames) or under a mask that covers it. The stored choice is written
 * ahead of every later load of the page, after the sign-in's (init scripts run in the order
 * they were added), so it holds for the next visits too.
 */
export async function reloadIn(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
  }, locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Picks `locale` on the language switch of a page outside the main layout (the phone lists). */
export async function chooseOnLanguageSwitch(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === locale) return;
  await page.locator('.ant-segmented').getByText(LANGUAGE_NAME[locale], { exact: true }).click();
  await expect(html).toHaveAttribute('lang', locale);
}
