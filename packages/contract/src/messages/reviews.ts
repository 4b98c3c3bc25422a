import { REVIEW_REPLY_MAX } from '../calls/reviews.ts';
import type { Texts } from '../locale.ts';

/** Reply texts of this area, merged into messages.ts. */
export const reviewsMessages = {
  reviewReplyEmpty: {
    'th-TH': 'เนื้อหาการตอบกลับต้องไม่เว้นว่าง',
    'en-US': 'The reply content cannot be empty',
    'zh-CN': '回复内容不能为空',
  },
  // The limit is written in: validation messages travel without params.
  reviewReplyTooLong: {
    'th-TH': `การตอบกลับยาวได้ไม่เกิน ${REVIEW_REPLY_MAX} ตัวอักษร`,
    'en-US': `The reply can have at most ${REVIEW_REPLY_MAX} characters`,
    'zh-CN': `回复最多${REVIEW_REPLY_MAX}个字符`,
  },
  reviewRangeReversed: {
    'th-TH': 'เวลาสิ้นสุดต้องไม่ก่อนเวลาเริ่มต้น',
    'en-US': 'The end time cannot be before the start time',
    'zh-CN': '结束时间不能早于开始时间',
  },
  reviewReportNoteNeeded: {
    'th-TH': 'กรุณาระบุรายละเอียดเมื่อเลือกเหตุผล "อื่น ๆ"',
    'en-US': 'Describe the problem when the reason is "Other"',
    'zh-CN': '选择“其他”原因时请填写说明',
  },
  reviewAlreadyReplied: {
    'th-TH': 'รีวิวนี้ได้รับการตอบกลับแล้ว แก้ไขคำตอบได้หนึ่งครั้ง',
    'en-US': 'This review already has a reply; you can edit it once',
    'zh-CN': '该评价已回复，回复可修改一次',
  },
  reviewNotReplied: {
    'th-TH': 'รีวิวนี้ยังไม่มีการตอบกลับให้แก้ไข',
    'en-US': 'This review has no reply to edit yet',
    'zh-CN': '该评价尚无可修改的回复',
  },
  reviewReplyEditUsed: {
    'th-TH': 'คำตอบนี้ถูกแก้ไขไปแล้ว แก้ไขได้เพียงครั้งเดียว',
    'en-US': 'This reply was already edited; a reply can be edited only once',
    'zh-CN': '该回复已修改过，回复只能修改一次',
  },
  reviewRemoved: {
    'th-TH': 'รีวิวนี้ถูกนำออกโดยแพลตฟอร์มแล้ว',
    'en-US': 'The platform has removed this review',
    'zh-CN': '该评价已被平台移除',
  },
  reviewAlreadyReported: {
    'th-TH': 'รีวิวนี้ถูกรายงานไปแล้ว รายงานได้ครั้งเดียวต่อรีวิว',
    'en-US': 'This review has already been reported; a review can be reported once',
    'zh-CN': '该评价已举报过，每条评价只能举报一次',
  },
  reviewReportNotPending: {
    'th-TH': 'รายงานนี้ได้รับการพิจารณาแล้ว',
    'en-US': 'This report has already been decided',
    'zh-CN': '该举报已处理',
  },
  reviewSkuNotOfProduct: {
    'th-TH': 'SKU นี้ไม่ใช่ของสินค้านี้',
    'en-US': 'This SKU does not belong to the product',
    'zh-CN': '该SKU不属于此商品',
  },
} as const satisfies Record<string, Texts>;
