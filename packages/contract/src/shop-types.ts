import type { Texts } from './locale.ts';

/** Shop types. Types 1, 5 and 11 skip the agreements. */
export const SHOP_TYPE = {
  PLATFORM_RUN: 1,
  THAI_LOCAL: 2,
  CROSS_BORDER: 3,
  OFFLINE: 5,
  OFFICIAL_STORE: 9,
  GLOBAL_MALL: 11,
} as const;

export const SHOP_TYPE_NAMES: Record<number, Texts> = {
  1: { 'th-TH': 'ร้านค้าที่แพลตฟอร์มดำเนินการเอง', 'en-US': 'Platform-run shop', 'zh-CN': '平台自营店' },
  2: { 'th-TH': 'ร้านค้าท้องถิ่นในประเทศไทย', 'en-US': 'Thailand local shop', 'zh-CN': '泰国本地店' },
  3: { 'th-TH': 'ร้านค้าข้ามพรมแดน', 'en-US': 'Cross-border shop', 'zh-CN': '跨境店' },
  5: { 'th-TH': 'ร้านค้าออฟไลน์', 'en-US': 'Offline shop', 'zh-CN': '线下店' },
  9: { 'th-TH': 'ร้านค้าทางการ', 'en-US': 'Official store', 'zh-CN': '官方旗舰店' },
  11: { 'th-TH': 'โกลบอลมอลล์', 'en-US': 'Global mall', 'zh-CN': '全球购' },
};
