import type { Texts } from '../locale.ts';

/** Reply texts of advertising (/activityreport/advertising), merged into messages.ts. */
export const advertisingMessages = {
  advAccountNotOpen: {
    'th-TH': 'ร้านยังไม่ได้เปิดบัญชีโฆษณา กรุณาเปิดบัญชีก่อน',
    'en-US': 'The shop has no ad account yet; open one first',
    'zh-CN': '店铺尚未开通广告账户，请先开通',
  },
  advAccountAlreadyOpen: {
    'th-TH': 'ร้านเปิดบัญชีโฆษณาไว้แล้ว',
    'en-US': 'The shop’s ad account is already open',
    'zh-CN': '店铺已开通广告账户',
  },
  advRechargeZero: {
    'th-TH': 'จำนวนเงินเติมต้องไม่เป็นศูนย์',
    'en-US': 'The recharge amount cannot be zero',
    'zh-CN': '充值金额不能为零',
  },
  advRechargeMax: {
    'th-TH': 'เติมเงินได้ครั้งละไม่เกิน {max} บาท',
    'en-US': 'One recharge is at most {max} baht',
    'zh-CN': '单次充值最多 {max} 泰铢',
  },
  advRechargeAuthorize: {
    'th-TH': 'กรุณายืนยันตัวตนด้วยรหัสที่ส่งไปยังอีเมลของคุณก่อนเติมเงิน',
    'en-US': 'Confirm it is you with the code sent to your e-mail before recharging',
    'zh-CN': '充值前请使用发送到您邮箱的验证码确认身份',
  },
  advRechargeSettled: {
    'th-TH': 'รายการเติมเงินนี้ชำระเสร็จแล้ว',
    'en-US': 'This recharge is already settled',
    'zh-CN': '该充值已结算',
  },
  advBalanceInsufficient: {
    'th-TH': 'ยอดเงินในบัญชีโฆษณาไม่เพียงพอ กรุณาเติมเงินก่อน',
    'en-US': 'The ad account balance is insufficient; recharge first',
    'zh-CN': '广告账户余额不足，请先充值',
  },
  advBudgetMin: {
    'th-TH': 'งบประมาณต้องไม่น้อยกว่า {min} บาท',
    'en-US': 'The budget is at least {min} baht',
    'zh-CN': '预算不能低于 {min} 泰铢',
  },
  advBudgetMax: {
    'th-TH': 'งบประมาณต้องไม่เกิน {max} บาท',
    'en-US': 'The budget is at most {max} baht',
    'zh-CN': '预算不能超过 {max} 泰铢',
  },
  advTotalBelowDaily: {
    'th-TH': 'งบประมาณรวมต้องไม่น้อยกว่างบประมาณรายวัน',
    'en-US': 'The total budget cannot be less than the daily budget',
    'zh-CN': '总预算不能低于每日预算',
  },
  advBudgetUsedUp: {
    'th-TH': 'งบประมาณของแผนนี้ใช้หมดแล้ว เพิ่มงบประมาณก่อนดำเนินการต่อ',
    'en-US': 'This plan’s budget is used up; raise the budget before continuing',
    'zh-CN': '该计划预算已用完，请先提高预算再继续',
  },
  advBidMin: {
    'th-TH': 'ราคาประมูลต้องไม่น้อยกว่า {min} บาท',
    'en-US': 'The bid is at least {min} baht',
    'zh-CN': '出价不能低于 {min} 泰铢',
  },
  advBidMax: {
    'th-TH': 'ราคาประมูลต้องไม่เกิน {max} บาท',
    'en-US': 'The bid is at most {max} baht',
    'zh-CN': '出价不能超过 {max} 泰铢',
  },
  advKeywordRequired: {
    'th-TH': 'กรุณากรอกคำค้นหาอย่างน้อย 1 คำ',
    'en-US': 'Enter at least one keyword',
    'zh-CN': '请至少输入一个关键词',
  },
  advKeywordLast: {
    'th-TH': 'แผนต้องมีคำค้นหาอย่างน้อย 1 คำ',
    'en-US': 'A plan keeps at least one keyword',
    'zh-CN': '计划至少保留一个关键词',
  },
  advKeywordDuplicate: {
    'th-TH': 'คำค้นหา "{keyword}" มีอยู่แล้ว',
    'en-US': 'The keyword "{keyword}" already exists',
    'zh-CN': '关键词“{keyword}”已存在',
  },
  advKeywordTooLong: {
    'th-TH': 'คำค้นหา "{keyword}" ยาวเกิน {max} ตัวอักษร',
    'en-US': 'The keyword "{keyword}" is longer than {max} characters',
    'zh-CN': '关键词“{keyword}”超过 {max} 个字符',
  },
  advKeywordsTooMany: {
    'th-TH': 'แผนหนึ่งมีคำค้นหาได้ไม่เกิน {max} คำ',
    'en-US': 'A plan has at most {max} keywords',
    'zh-CN': '每个计划最多 {max} 个关键词',
  },
  advPlanNameRequired: {
    'th-TH': 'กรุณากรอกชื่อแผนโฆษณา',
    'en-US': 'Enter the plan’s name',
    'zh-CN': '请输入计划名称',
  },
  advPlanStopped: {
    'th-TH': 'แผนนี้หยุดแล้วและเปลี่ยนแปลงไม่ได้',
    'en-US': 'This plan is stopped and can no longer be changed',
    'zh-CN': '该计划已停止，无法再修改',
  },
  advPlanActionInvalid: {
    'th-TH': 'แผนนี้อยู่ในสถานะที่ทำรายการนี้ไม่ได้',
    'en-US': 'The plan’s state does not allow this',
    'zh-CN': '计划当前状态不允许此操作',
  },
  advStatsSpanOrder: {
    'th-TH': 'วันสุดท้ายต้องไม่ก่อนวันแรก',
    'en-US': 'The last day cannot be before the first',
    'zh-CN': '结束日期不能早于开始日期',
  },
  advStatsSpanTooLong: {
    'th-TH': 'ดูสถิติได้ครั้งละไม่เกิน {max} วัน',
    'en-US': 'Statistics cover at most {max} days at a time',
    'zh-CN': '统计每次最多 {max} 天',
  },
} as const satisfies Record<string, Texts>;
