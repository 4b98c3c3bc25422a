import { expect, type Page } from '@playwright/test';

// The campaign registration form (/activityreport/reportRegistration/{modeId}) in the words of the
// language it shows: find a product by its SPU id, keep one of its SKUs, type its campaign price
// and stock, submit for review.

const WORDS = {
  'th-TH': {
    search: 'ค้นหาสินค้า',
    add: 'เพิ่ม',
    remove: 'นำออก',
    price: 'ราคาแคมเปญ (บาท)',
    stock: 'สต็อกแคมเปญ',
    submit: 'ส่งให้ตรวจสอบ',
  },
  'zh-CN': {
    search: '搜索商品',
    add: '添加',
    remove: '移除',
    price: '活动报名价（泰铢）',
    stock: '活动库存',
    submit: '提交审核',
  },
} as const;

export class CampaignRegisterForm {
  private readonly w;
  constructor(
    private readonly page: Page,
    locale: keyof typeof WORDS,
  ) {
    this.w = WORDS[locale];
  }

  /** Adds the product found by its SPU id and keeps only `keep` of its SKUs. */
  async addSku(productId: string, title: string, keep: string, drop: readonly string[]): Promise<void> {
    await this.page.getByLabel(this.w.search).fill(productId);
    await this.page.getByLabel(this.w.search).press('Enter');
    await this.page.getByRole('button', { name: `${this.w.add} ${title}` }).click();
    for (const skuId of drop) await this.page.getByRole('button', { name: `${this.w.remove} SKU ${skuId}` }).click();
    await expect(this.price(keep)).toBeVisible();
  }

  price(skuId: string) {
    return this.page.getByLabel(`${this.w.price} SKU ${skuId}`);
  }

  async fill(skuId: string, price: string, stock: number): Promise<void> {
    await this.price(skuId).fill(price);
    await this.page.getByLabel(`${this.w.stock} SKU ${skuId}`).fill(String(stock));
    await expect(this.page.getByLabel(`${this.w.stock} SKU ${skuId}`)).toHaveValue(String(stock));
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.w.submit }).click();
    await expect(this.page).toHaveURL(/\/activityreport\/details\//);
  }
}
