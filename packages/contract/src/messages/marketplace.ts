import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const marketplaceMessages = {
  productAlreadyHalted: {
    'th-TH': 'สินค้านี้ถูกระงับการขายถาวรแล้ว',
    'en-US': 'This product is already permanently halted',
    'zh-CN': '该商品已被永久停售',
  },
  violationNotUnderReview: {
    'th-TH': 'ไม่มีคำชี้แจงที่รอการตรวจสอบสำหรับรายการละเมิดนี้',
    'en-US': 'No submission on this violation is waiting for review',
    'zh-CN': '该违规记录没有待审核的申诉',
  },
  inspectionItemRepeated: {
    'th-TH': 'แต่ละหัวข้อการตรวจระบุได้เพียงครั้งเดียว',
    'en-US': 'Each inspection item may be listed once',
    'zh-CN': '每个检查项只能填写一次',
  },
} as const satisfies Record<string, Texts>;
