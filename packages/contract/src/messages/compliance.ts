import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const complianceMessages = {
  violationClosed: {
    'th-TH': 'รายการละเมิดนี้ปิดแล้ว',
    'en-US': 'This violation is already closed',
    'zh-CN': '该违规记录已关闭',
  },
  violationUnderReview: {
    'th-TH': 'คำชี้แจงของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผลจากแพลตฟอร์ม',
    'en-US': 'Your submission is under review, please wait for the platform’s decision',
    'zh-CN': '您的申诉正在审核中，请等待平台处理结果',
  },
  violationDeadlinePassed: {
    'th-TH': 'เลยกำหนดเวลาแก้ไขหรืออุทธรณ์แล้ว ({deadline})',
    'en-US': 'The deadline to rectify or appeal has passed ({deadline})',
    'zh-CN': '整改或申诉期限已过（{deadline}）',
  },
  violationHaltedNoRectify: {
    'th-TH': 'สินค้าที่ถูกระงับถาวรไม่สามารถกลับมาขายได้ คุณยื่นอุทธรณ์ได้เท่านั้น',
    'en-US': 'A permanently halted product can never return to sale; you can only appeal',
    'zh-CN': '永久停售的商品无法恢复销售，只能提出申诉',
  },
  evidenceUrlInvalid: {
    'th-TH': 'ลิงก์หลักฐานต้องขึ้นต้นด้วย https:// หรือเป็นรูปที่อัปโหลดไว้',
    'en-US': 'Evidence links must start with https:// or be an uploaded image',
    'zh-CN': '凭证链接须以 https:// 开头或为已上传的图片',
  },
} as const satisfies Record<string, Texts>;
