import type { Texts } from '../locale.ts';

/** Reply texts of cashback (/promotion/cashback), merged into messages.ts. */
export const cashbackMessages = {
  cashbackNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกฎเงินคืน',
    'en-US': 'Enter the name of the cashback rule',
    'zh-CN': '请输入返现规则名称',
  },
  cashbackNameTooLong: {
    'th-TH': 'ชื่อกฎยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The name is at most {max} characters',
    'zh-CN': '名称最多 {max} 个字符',
  },
  cashbackSpendInvalid: {
    'th-TH': 'ยอดซื้อขั้นต่ำต้องมากกว่า 0 และไม่เกิน ฿{max}',
    'en-US': 'The minimum spend must be more than 0 and at most ฿{max}',
    'zh-CN': '最低消费须大于 0 且不超过 ฿{max}',
  },
  cashbackAmountInvalid: {
    'th-TH': 'เงินคืนต้องมากกว่า 0',
    'en-US': 'The cashback must be more than 0',
    'zh-CN': '返现金额须大于 0',
  },
  cashbackAmountNotBelowSpend: {
    'th-TH': 'เงินคืนต้องน้อยกว่ายอดซื้อขั้นต่ำ (฿{spend})',
    'en-US': 'The cashback must be below the minimum spend (฿{spend})',
    'zh-CN': '返现金额须低于最低消费（฿{spend}）',
  },
  cashbackPercentInvalid: {
    'th-TH': 'เปอร์เซ็นต์เงินคืนต้องเป็นจำนวนเต็ม {min} ถึง {max}',
    'en-US': 'The cashback percent must be a whole number from {min} to {max}',
    'zh-CN': '返现比例须为 {min} 至 {max} 的整数',
  },
  cashbackCapInvalid: {
    'th-TH': 'เงินคืนสูงสุดต่อคำสั่งซื้อต้องมากกว่า 0 และไม่เกิน ฿{max}',
    'en-US': 'The most back per order must be more than 0 and at most ฿{max}',
    'zh-CN': '每单返现上限须大于 0 且不超过 ฿{max}',
  },
  cashbackBudgetInvalid: {
    'th-TH': 'งบประมาณต้องมากกว่า 0 และไม่เกิน ฿{max}',
    'en-US': 'The budget must be more than 0 and at most ฿{max}',
    'zh-CN': '预算须大于 0 且不超过 ฿{max}',
  },
  cashbackTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  cashbackStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  cashbackEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  cashbackTooLong: {
    'th-TH': 'กฎเงินคืนมีระยะเวลาได้ไม่เกิน {days} วัน',
    'en-US': 'A cashback rule lasts at most {days} days',
    'zh-CN': '返现规则时长不能超过 {days} 天',
  },
  cashbackOverlap: {
    'th-TH': 'กฎเงินคืน "{name}" ใช้อยู่ในช่วงเวลาเดียวกันแล้ว',
    'en-US': 'The cashback rule "{name}" already runs at that time',
    'zh-CN': '返现规则“{name}”在该时间段已生效',
  },
  cashbackNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะกฎที่ยังไม่เริ่มเท่านั้น',
    'en-US': 'Only a rule that has not started can be changed',
    'zh-CN': '只能修改未开始的规则',
  },
  cashbackNotStoppable: {
    'th-TH': 'กฎนี้สิ้นสุดหรือถูกหยุดไปแล้ว',
    'en-US': 'This rule has already ended or been stopped',
    'zh-CN': '该规则已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
